import { getLocale } from '#app/utils/i18n.server.ts'
import { json, type ActionFunctionArgs } from '@remix-run/node'
import { CONTACT_SENT, sendContactMessage } from '#app/services/contact.server.ts'
import { apiError, methodNotAllowed, readJsonObject, validationError } from '#app/utils/api.server.ts'
import { isHoneypotFilled } from '#app/utils/honeypot.ts'
import { ContactApiSchema } from '#app/validation/contact.ts'

export const loader = () => methodNotAllowed(['POST'])

/** POST: the JSON twin of the contact forms; same schema, same service, same allowance per address. */
export async function action({ request, context }: ActionFunctionArgs) {
  if (request.method !== 'POST') return methodNotAllowed(['POST'])
  const body = await readJsonObject(request)
  const parsed = await ContactApiSchema.safeParseAsync(body)
  const outcome = await sendContactMessage({
    clientIp: context.clientIp,
    locale: await getLocale(request),
    source: 'api',
    isBot: isHoneypotFilled(body),
    fields: parsed.success ? parsed.data : null,
  })
  if (outcome.status === 'limited') {
    return apiError(429, outcome.message, undefined, { headers: { 'retry-after': String(outcome.retryAfterSeconds) } })
  }
  if (outcome.status === 'invalid' && !parsed.success) return validationError(parsed.error)
  return json({ message: CONTACT_SENT.title }, { status: 201 })
}
