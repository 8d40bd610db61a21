import type { LoaderFunctionArgs } from '@remix-run/node'
import { paths } from '#app/config/paths.ts'
import { membershipCertificate } from '#app/services/membership.server.ts'
import { requireUser } from '#app/utils/auth.server.ts'
import { MEMBERSHIP_MESSAGES } from '#app/validation/membership-messages.ts'

/**
 * GET /member-dashboard/certificate: the signed-in member's membership certificate (PDF, with the QR
 * of their /verify page), for active members; 404 for anyone else (there is no certificate to give). Signed out, back to the dashboard
 * after signing in (a file cannot be returned to).
 */
export async function loader({ request }: LoaderFunctionArgs) {
  const user = await requireUser(request, { redirectTo: paths.dashboard })
  const certificate = await membershipCertificate(user)
  if (!certificate) {
    return new Response(JSON.stringify({ message: MEMBERSHIP_MESSAGES.certificateOnlyActive }), {
      status: 404,
      headers: { 'content-type': 'application/json; charset=utf-8' },
    })
  }
  return new Response(new Uint8Array(certificate.pdf), {
    headers: {
      'content-type': 'application/pdf',
      'content-disposition': `attachment; filename="${certificate.filename}"`,
      'cache-control': 'private, no-store',
    },
  })
}
