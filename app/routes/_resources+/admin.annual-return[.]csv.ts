import type { LoaderFunctionArgs } from '@remix-run/node'
import { governancePaths } from '#app/config/governance-paths.ts'
import { annualReturnCsv, annualReturnPack } from '#app/services/annual-return.server.ts'
import { apiError } from '#app/utils/api.server.ts'
import { requireUser } from '#app/utils/auth.server.ts'
import { getLocale } from '#app/utils/i18n.server.ts'
import { requireAdmin } from '#app/utils/permissions.server.ts'
import { returnYearOf } from '../_admin+/admin.annual-return/annual-return-page.server.ts'

/**
 * GET /admin/annual-return.csv?year=YYYY: the year's annual return pack as a CSV in the reader's language
 * (issue 35, item 4): Section, Item, Value, Details, one row per fact in the eROSES form's order.
 */
export async function loader({ request }: LoaderFunctionArgs) {
  await requireUser(request, { redirectTo: governancePaths.annualReturn })
  await requireAdmin(request, 'meetings')
  const year = await returnYearOf(request)
  if (!year.ok) return apiError(400, year.message, { year: [year.message] })
  const csv = annualReturnCsv(await annualReturnPack(year.year), await getLocale(request))
  return new Response(csv, {
    headers: {
      'content-type': 'text/csv; charset=utf-8',
      'content-disposition': `attachment; filename="annual-return-${year.year}.csv"`,
      'cache-control': 'private, no-store',
    },
  })
}
