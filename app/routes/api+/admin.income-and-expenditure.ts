import { json, type LoaderFunctionArgs } from '@remix-run/node'
import { incomeAndExpenditure, statementView } from '#app/services/income-and-expenditure.server.ts'
import { apiError, methodNotAllowed } from '#app/utils/api.server.ts'
import { requireApiAdmin } from '#app/utils/permissions.server.ts'
import { statementYearOf } from '../_admin+/admin.ledger_.income-and-expenditure/statement-page.server.ts'

/**
 * GET /api/admin/income-and-expenditure?year=YYYY (this year when left out) → `{ year, from, to, toDate,
 * income: [{ category, received, refunded, amount }], expenditure: [{ category, amount }], totals: {
 * received, refunded, income, expenditure, surplus } }` in RM (issue 34): income by line (membership-dues,
 * entry-fees, fellowship, events, donations, other) from the year's receipts less its credit notes,
 * expenditure by the approved expenses' categories; a negative surplus is a deficit. 400 for a year
 * before 2000 or after this one.
 */
export async function loader({ request }: LoaderFunctionArgs) {
  await requireApiAdmin(request, 'finance')
  const year = statementYearOf(request)
  if (!year.ok) return apiError(400, year.message, { year: [year.message] })
  return json(statementView(await incomeAndExpenditure(year.year)))
}

export const action = () => methodNotAllowed(['GET'])
