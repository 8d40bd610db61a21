import { json, type ActionFunctionArgs } from '@remix-run/node'
import { PRACTITIONER_MESSAGE_SENT, sendPractitionerMessage } from '#app/services/practitioner-messages.server.ts'
import { apiError, methodNotAllowed, readJsonObject, validationError } from '#app/utils/api.server.ts'
import { isHoneypotFilled } from '#app/utils/honeypot.ts'
import { getLocale } from '#app/utils/i18n.server.ts'
import { PractitionerMessageSchema } from '#app/validation/practitioner-message.ts'

export const loader = () => methodNotAllowed(['POST'])

/**
 * POST /api/practitioners/{id}/messages `{ name, email, message }`: the enquiry is mailed to the
 * practitioner, Reply-To the enquirer; 202 `{ message }`. 404 for a listing the public cannot see, 400 for
 * bad input, 429 past the allowance per address or per listing (Retry-After).
 */
export async function action({ request, params, context }: ActionFunctionArgs) {
  if (request.method !== 'POST') return methodNotAllowed(['POST'])
  const body = await readJsonObject(request)
  const parsed = await PractitionerMessageSchema.safeParseAsync(body)
  const outcome = await sendPractitionerMessage({
    clientIp: context.clientIp,
    listingId: params.id ?? '',
    isBot: isHoneypotFilled(body),
    fields: parsed.success ? parsed.data : null,
    locale: await getLocale(request),
  })
  if (outcome.status === 'not-found') return apiError(404, outcome.message)
  if (outcome.status === 'limited') {
    return apiError(429, outcome.message, undefined, { headers: { 'retry-after': String(outcome.retryAfterSeconds) } })
  }
  if (outcome.status === 'invalid' && !parsed.success) return validationError(parsed.error)
  return json({ message: PRACTITIONER_MESSAGE_SENT.title }, { status: 202 })
}
