import { getLocale } from '#app/utils/i18n.server.ts'
import { json, type ActionFunctionArgs } from '@remix-run/node'
import { NEWSLETTER_SUBSCRIBED, signUpForNewsletter } from '#app/services/newsletter.server.ts'
import { apiError, methodNotAllowed, readJsonObject, validationError } from '#app/utils/api.server.ts'
import { isHoneypotFilled } from '#app/utils/honeypot.ts'
import { NewsletterSchema } from '#app/validation/newsletter.ts'

export const loader = () => methodNotAllowed(['POST'])

/** POST { email }: the JSON twin of the subscribe box; one answer whether or not already subscribed. */
export async function action({ request, context }: ActionFunctionArgs) {
  if (request.method !== 'POST') return methodNotAllowed(['POST'])
  const body = await readJsonObject(request)
  const parsed = await NewsletterSchema.safeParseAsync(body)
  const outcome = await signUpForNewsletter({
    clientIp: context.clientIp,
    locale: await getLocale(request),
    source: 'api',
    isBot: isHoneypotFilled(body),
    email: parsed.success ? parsed.data.email : null,
  })
  if (outcome.status === 'limited') {
    return apiError(429, outcome.message, undefined, { headers: { 'retry-after': String(outcome.retryAfterSeconds) } })
  }
  if (outcome.status === 'invalid' && !parsed.success) return validationError(parsed.error)
  return json({ message: NEWSLETTER_SUBSCRIBED.title }, { status: 200 })
}
