import type { LoaderFunctionArgs } from '@remix-run/node'
import { paths } from '#app/config/paths.ts'
import { receiptDocument } from '#app/services/membership.server.ts'
import { requireUser } from '#app/utils/auth.server.ts'
import { MEMBERSHIP_MESSAGES } from '#app/validation/membership-messages.ts'

/**
 * GET /member-dashboard/receipts/{id}: a receipt as a PDF, for the member it was issued to and for
 * those who keep the books; 404 for anyone else, as for a receipt that does not exist.
 */
export async function loader({ request, params }: LoaderFunctionArgs) {
  const user = await requireUser(request, { redirectTo: paths.dashboard })
  const document = await receiptDocument(user, params.id ?? '')
  if (!document) {
    return new Response(JSON.stringify({ message: MEMBERSHIP_MESSAGES.receiptNotFound }), {
      status: 404,
      headers: { 'content-type': 'application/json; charset=utf-8' },
    })
  }
  return new Response(new Uint8Array(document.pdf), {
    headers: {
      'content-type': 'application/pdf',
      'content-disposition': `attachment; filename="${document.filename}"`,
      'cache-control': 'private, no-store',
    },
  })
}
