import type { LoaderFunctionArgs } from '@remix-run/node'
import { governancePaths } from '#app/config/governance-paths.ts'
import { annualReturnPack, annualReturnPdfOf } from '#app/services/annual-return.server.ts'
import { apiError } from '#app/utils/api.server.ts'
import { requireUser } from '#app/utils/auth.server.ts'
import { getLocale } from '#app/utils/i18n.server.ts'
import { requireAdmin } from '#app/utils/permissions.server.ts'
import { returnYearOf } from '../_admin+/admin.annual-return/annual-return-page.server.ts'

/** GET /admin/annual-return.pdf?year=YYYY: the year's annual return pack as a tagged PDF in the reader's language (issue 35, item 4). */
export async function loader({ request }: LoaderFunctionArgs) {
  await requireUser(request, { redirectTo: governancePaths.annualReturn })
  await requireAdmin(request, 'meetings')
  const year = await returnYearOf(request)
  if (!year.ok) return apiError(400, year.message, { year: [year.message] })
  const pdf = await annualReturnPdfOf(await annualReturnPack(year.year), await getLocale(request))
  return new Response(new Uint8Array(pdf), {
    headers: {
      'content-type': 'application/pdf',
      'content-disposition': `attachment; filename="annual-return-${year.year}.pdf"`,
      'cache-control': 'private, no-store',
    },
  })
}
