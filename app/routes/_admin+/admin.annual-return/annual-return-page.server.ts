import { json, type LoaderFunctionArgs } from '@remix-run/node'
import { now } from '#app/domain/clock.ts'
import { malaysiaYear } from '#app/domain/dates.ts'
import { annualReturnPack, annualReturnView, defaultReturnYear } from '#app/services/annual-return.server.ts'
import { ADMIN_FRAME_STRINGS, getLocale, routeStrings, translateMessages } from '#app/utils/i18n.server.ts'
import { requireAdmin } from '#app/utils/permissions.server.ts'
import { readReturnYear } from '#app/validation/annual-return.ts'

/**
 * The year asked for (`?year=`; none: the return worked on now), read by the page, its CSV and PDF, and
 * `GET /api/admin/annual-return` alike.
 */
export async function returnYearOf(request: Request) {
  return readReturnYear(new URL(request.url).searchParams.get('year'), await defaultReturnYear(), malaysiaYear(now()))
}

/** /admin/annual-return?year=YYYY (issue 35, item 4): the pack of a year, the one computation its PDF, CSV and API show. */
export async function loadAnnualReturnPage({ request }: LoaderFunctionArgs) {
  await requireAdmin(request, 'meetings')
  const asked = (new URL(request.url).searchParams.get('year') ?? '').slice(0, 10)
  const year = await returnYearOf(request)
  const i18n = await routeStrings(request, [...ADMIN_FRAME_STRINGS, 'admin.annualReturn', 'admin.statement'])
  const thisYear = malaysiaYear(now())
  if (!year.ok) return json({ asked, thisYear, pack: null, error: translateMessages(year.message, await getLocale(request)), i18n })
  return json({ asked: String(year.year), thisYear, pack: annualReturnView(await annualReturnPack(year.year)), error: null, i18n })
}
