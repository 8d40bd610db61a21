import { json, type ActionFunctionArgs } from '@remix-run/node'
import { startInvoiceCheckout } from '#app/services/online-payments.server.ts'
import { apiError, methodNotAllowed } from '#app/utils/api.server.ts'
import { requireApiUser } from '#app/utils/auth.server.ts'

export const loader = () => methodNotAllowed(['POST'])

/**
 * POST /api/membership/invoices/{id}/checkout (the invoice's member; issue 34): a bill at the payment
 * provider for what is still due, 201 `{ url }`, the address to send the member to (the same one again
 * for an hour, when nothing changed). 404 an invoice that is not theirs; 409 one that is paid or void, or
 * online payment off; 429 too many bills for the invoice; 503 the provider cannot be reached.
 */
export async function action({ request, params }: ActionFunctionArgs) {
  if (request.method !== 'POST') return methodNotAllowed(['POST'])
  const user = await requireApiUser(request)
  const result = await startInvoiceCheckout(user, params.id ?? '')
  if (!result.ok) {
    const headers = result.retryAfterSeconds ? { 'retry-after': String(result.retryAfterSeconds) } : undefined
    return apiError(result.status, result.message, undefined, { headers })
  }
  return json({ url: result.url }, { status: 201 })
}
