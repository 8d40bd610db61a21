import type { LoaderFunctionArgs } from '@remix-run/node'
import { financePaths } from '#app/config/finance-paths.ts'
import { incomeAndExpenditure, statementCsv } from '#app/services/income-and-expenditure.server.ts'
import { apiError } from '#app/utils/api.server.ts'
import { requireUser } from '#app/utils/auth.server.ts'
import { getLocale } from '#app/utils/i18n.server.ts'
import { requireAdmin } from '#app/utils/permissions.server.ts'
import { statementYearOf } from '../_admin+/admin.ledger_.income-and-expenditure/statement-page.server.ts'

/**
 * GET /admin/ledger/income-and-expenditure.csv?year=YYYY: the year's income and expenditure statement as
 * a CSV in the reader's language (issue 34): Section, Code, Line, Received, Credit notes, Amount (RM).
 */
export async function loader({ request }: LoaderFunctionArgs) {
  await requireUser(request, { redirectTo: financePaths.statement })
  await requireAdmin(request, 'finance')
  const year = statementYearOf(request)
  if (!year.ok) return apiError(400, year.message, { year: [year.message] })
  const csv = statementCsv(await incomeAndExpenditure(year.year), await getLocale(request))
  return new Response(csv, {
    headers: {
      'content-type': 'text/csv; charset=utf-8',
      'content-disposition': `attachment; filename="income-and-expenditure-${year.year}.csv"`,
      'cache-control': 'private, no-store',
    },
  })
}
