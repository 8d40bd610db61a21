import { json, type LoaderFunctionArgs } from '@remix-run/node'
import { memberCpdStatement } from '#app/services/cpd.server.ts'
import { requireUser } from '#app/utils/auth.server.ts'
import { now } from '#app/domain/clock.ts'
import { cpdYearOf } from '#app/domain/cpd-rules.ts'
import { statementYearsOf } from '#app/domain/cpd-figures.ts'
import { pageCount, pageNumberOf } from '#app/domain/pagination.ts'
import { routeStrings } from '#app/utils/i18n.server.ts'
import { cpdYearParamOf } from '#app/validation/cpd.ts'

/** Rows of the statement's table a page shows (issue 30: every list a member sees is paged, 50 a page). */
export const STATEMENT_ROWS_PER_PAGE = 50

export async function loadStatement({ request }: LoaderFunctionArgs) {
  const user = await requireUser(request)
  const generatedAt = now()
  const currentYear = cpdYearOf(generatedAt)
  // A year that is not one (or too far off) shows this year's statement.
  const year = cpdYearParamOf(new URL(request.url).searchParams.get('year'), currentYear) ?? currentYear
  // The member's entries, read once (memberCpdRecord): the year's whole, and the others' days for the year list.
  const [{ years, progress, entries }, i18n] = await Promise.all([memberCpdStatement(user, year), routeStrings(request, ['cpd', 'lists'])])
  // The totals are the whole year's; the table shows one page of it.
  const page = pageNumberOf(new URL(request.url).searchParams.get('page'))
  return json({
    year,
    /** The year is not over yet: hours still "to go" rather than "short". */
    yearOpen: year >= currentYear,
    years: [...new Set([year, ...statementYearsOf(years, currentYear)])].sort((a, b) => b - a),
    generatedAt: generatedAt.toISOString(),
    member: {
      name: `${user.firstName} ${user.lastName}`,
      membershipId: user.membershipId,
      membershipType: user.membershipType,
    },
    // Oldest first: a statement reads as the year went.
    entries: entries.slice((page - 1) * STATEMENT_ROWS_PER_PAGE, page * STATEMENT_ROWS_PER_PAGE),
    page,
    pages: pageCount(entries.length, STATEMENT_ROWS_PER_PAGE),
    // Issue 33: the figures of the dashboard, the certificate and /api/cpd/summary, from the same rules.
    progress,
    i18n,
  })
}
