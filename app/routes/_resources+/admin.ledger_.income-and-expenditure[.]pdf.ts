import type { LoaderFunctionArgs } from '@remix-run/node'
import { financePaths } from '#app/config/finance-paths.ts'
import { incomeAndExpenditure, statementPdfOf } from '#app/services/income-and-expenditure.server.ts'
import { apiError } from '#app/utils/api.server.ts'
import { requireUser } from '#app/utils/auth.server.ts'
import { getLocale } from '#app/utils/i18n.server.ts'
import { requireAdmin } from '#app/utils/permissions.server.ts'
import { statementYearOf } from '../_admin+/admin.ledger_.income-and-expenditure/statement-page.server.ts'

/** GET /admin/ledger/income-and-expenditure.pdf?year=YYYY: the year's statement as a tagged PDF in the reader's language (issue 34). */
export async function loader({ request }: LoaderFunctionArgs) {
  await requireUser(request, { redirectTo: financePaths.statement })
  await requireAdmin(request, 'finance')
  const year = statementYearOf(request)
  if (!year.ok) return apiError(400, year.message, { year: [year.message] })
  const pdf = await statementPdfOf(await incomeAndExpenditure(year.year), await getLocale(request))
  return new Response(new Uint8Array(pdf), {
    headers: {
      'content-type': 'application/pdf',
      'content-disposition': `attachment; filename="income-and-expenditure-${year.year}.pdf"`,
      'cache-control': 'private, no-store',
    },
  })
}
