import { json, type LoaderFunctionArgs } from '@remix-run/node'
import { annualReturnPack, annualReturnView } from '#app/services/annual-return.server.ts'
import { apiError, methodNotAllowed } from '#app/utils/api.server.ts'
import { requireApiAdmin } from '#app/utils/permissions.server.ts'
import { returnYearOf } from '../_admin+/admin.annual-return/annual-return-page.server.ts'

/**
 * GET /api/admin/annual-return?year=YYYY (the return worked on now when left out) → the Societies Act
 * annual return's facts (issue 35, item 4), as /admin/annual-return shows them: `{ year, drawnOn,
 * deadline: { rule, agmDay, dueBy, daysLeft, agmPlanned }, amendments: [...], officeBearers: [{ position,
 * title, titleMs, name, from, until, membershipId, phone }], members: { day, source, countedOn, byType:
 * [{ type, members, paidUp }], total, paidUp }, address, accounts }` where `accounts` is
 * `GET /api/admin/income-and-expenditure`'s answer for the year. The secretariat's ('meetings' area).
 * 400 for a year before 2000 or after this one.
 */
export async function loader({ request }: LoaderFunctionArgs) {
  await requireApiAdmin(request, 'meetings')
  const year = await returnYearOf(request)
  if (!year.ok) return apiError(400, year.message, { year: [year.message] })
  return json(annualReturnView(await annualReturnPack(year.year)))
}

export const action = () => methodNotAllowed(['GET'])
