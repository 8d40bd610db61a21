import type { LoaderFunctionArgs } from '@remix-run/node'
import { paths } from '#app/config/paths.ts'
import { attendanceCertificateForEntry } from '#app/services/events.server.ts'
import { apiError } from '#app/utils/api.server.ts'
import { requireUser } from '#app/utils/auth.server.ts'
import { getLocale } from '#app/utils/i18n.server.ts'
import { message } from '#app/validation/messages.ts'

/**
 * GET /member-dashboard/cpd/{id}/certificate: the certificate of attendance (PDF with its verification
 * code and QR) behind one of the member's own CPD entries from an attended event; 404 otherwise.
 */
export async function loader({ request, params }: LoaderFunctionArgs) {
  const user = await requireUser(request, { redirectTo: paths.dashboard })
  const pdf = await attendanceCertificateForEntry(user.id, params.id ?? '', await getLocale(request))
  if (!pdf) return apiError(404, message('messages:events.certificateNotFound'))
  return new Response(new Uint8Array(pdf), {
    headers: {
      'content-type': 'application/pdf',
      'content-disposition': 'attachment; filename="certificate-of-attendance.pdf"',
      'cache-control': 'private, no-store',
    },
  })
}
