import { json, type LoaderFunctionArgs } from '@remix-run/node'
import { now } from '#app/domain/clock.ts'
import { malaysiaYear } from '#app/domain/dates.ts'
import { incomeAndExpenditure, statementView } from '#app/services/income-and-expenditure.server.ts'
import { ADMIN_FRAME_STRINGS, getLocale, routeStrings, translateMessages } from '#app/utils/i18n.server.ts'
import { requireAdmin } from '#app/utils/permissions.server.ts'
import { readStatementYear } from '#app/validation/books.ts'

/** The year asked for (`?year=`), read by the page, its CSV and PDF, and `GET /api/admin/income-and-expenditure` alike. */
export function statementYearOf(request: Request) {
  return readStatementYear(new URL(request.url).searchParams.get('year'), malaysiaYear(now()))
}

/** /admin/ledger/income-and-expenditure?year=YYYY: the year's statement (issue 34), the one computation its CSV, PDF and API show. */
export async function loadStatementPage({ request }: LoaderFunctionArgs) {
  await requireAdmin(request, 'finance')
  const asked = (new URL(request.url).searchParams.get('year') ?? '').slice(0, 10)
  const year = statementYearOf(request)
  const i18n = await routeStrings(request, [...ADMIN_FRAME_STRINGS, 'admin.statement'])
  const thisYear = malaysiaYear(now())
  if (!year.ok) return json({ asked, thisYear, statement: null, error: translateMessages(year.message, await getLocale(request)), i18n })
  return json({ asked: String(year.year), thisYear, statement: statementView(await incomeAndExpenditure(year.year)), error: null, i18n })
}
