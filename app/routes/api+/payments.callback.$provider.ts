import { json, type ActionFunctionArgs } from '@remix-run/node'
import { ONLINE_PAYMENT_MESSAGES, receivePaymentCallback } from '#app/services/online-payments.server.ts'
import { apiError, methodNotAllowed } from '#app/utils/api.server.ts'
import { message } from '#app/validation/messages.ts'

export const loader = () => methodNotAllowed(['POST'])

/** The most fields a provider's callback carries (Billplz's: about fifteen), with room to spare. */
const MAX_FIELDS = 50

/** The callback's fields, as the provider posts them (application/x-www-form-urlencoded); null for a body no provider sends. */
async function readCallbackFields(request: Request): Promise<Record<string, string> | null> {
  const body = new URLSearchParams(await request.text())
  const fields: Record<string, string> = {}
  let count = 0
  for (const [name, value] of body) {
    // A field twice, or a name no provider sends: not a callback of theirs.
    if (++count > MAX_FIELDS || name in fields || !/^[a-z_]{1,40}$/.test(name) || value.length > 500) return null
    fields[name] = value
  }
  return fields
}

/**
 * POST /api/payments/callback/{provider} (issue 34): the payment provider's word, server to server, on a
 * bill (form fields `id`, `paid`, `paid_at`, `amount`, `x_signature` and the rest, as Billplz sends them).
 * 200 `{ message, status }` (paid, failed or pending) once it is verified, and a paid bill's payment
 * recorded once however often the callback comes; 400 `{ message }` for a forged or altered one (its
 * X-Signature does not verify), recording nothing; 404 for a bill that is not ours, or a provider not in
 * use; 409 an amount that is not the bill's; 415 a body that is not a form; 503 when the payment could not
 * be recorded just now (the provider tries again, and the sweep asks it).
 */
export async function action({ request, params }: ActionFunctionArgs) {
  if (request.method !== 'POST') return methodNotAllowed(['POST'])
  if (!/^application\/x-www-form-urlencoded\b/i.test(request.headers.get('content-type') ?? '')) return apiError(415, message('messages:payments.formOnly'))
  const fields = await readCallbackFields(request)
  if (!fields) return apiError(400, ONLINE_PAYMENT_MESSAGES.badSignature)
  try {
    const result = await receivePaymentCallback(params.provider ?? '', fields)
    if (!result.ok) return apiError(result.status, result.message)
    return json({ message: ONLINE_PAYMENT_MESSAGES.received, status: result.status })
  } catch (error) {
    console.error(`A payment callback could not be recorded: ${error instanceof Error ? error.message : String(error)}`)
    return apiError(503, message('messages:payments.recordLater'), undefined, { headers: { 'retry-after': '60' } })
  }
}
