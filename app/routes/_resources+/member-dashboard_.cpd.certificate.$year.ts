import type { LoaderFunctionArgs } from '@remix-run/node'
import { paths } from '#app/config/paths.ts'
import { cpdYearCertificate } from '#app/services/events.server.ts'
import { apiError } from '#app/utils/api.server.ts'
import { requireUser } from '#app/utils/auth.server.ts'
import { getLocale } from '#app/utils/i18n.server.ts'
import { message } from '#app/validation/messages.ts'

/** GET /member-dashboard/cpd/certificate/{year}: the year's CPD certificate (PDF) once its target is met; 404 before. */
export async function loader({ request, params }: LoaderFunctionArgs) {
  const user = await requireUser(request, { redirectTo: paths.dashboard })
  const year = Number(params.year)
  const pdf = Number.isInteger(year) && year >= 2000 && year <= 2200 ? await cpdYearCertificate(user, year, await getLocale(request)) : null
  if (!pdf) return apiError(404, message('messages:events.yearNotMet'))
  return new Response(new Uint8Array(pdf), {
    headers: {
      'content-type': 'application/pdf',
      'content-disposition': `attachment; filename="empam-cpd-certificate-${year}.pdf"`,
      'cache-control': 'private, no-store',
    },
  })
}
