import { json, type ActionFunctionArgs } from '@remix-run/node'
import { subscribeToNewsletter } from '#app/models/newsletter-subscriber.server.ts'
import { apiError, methodNotAllowed, readJsonObject, validateJsonBody } from '#app/utils/api.server.ts'
import { isHoneypotFilled } from '#app/utils/honeypot.server.ts'
import { NEWSLETTER_SUBSCRIBED, newsletterRateLimiter } from '#app/utils/newsletter.server.ts'
import { tooManyAttemptsMessage } from '#app/utils/rate-limit.server.ts'
import { NewsletterSchema } from '#app/validation/newsletter.ts'

export const loader = () => methodNotAllowed(['POST'])

/** POST { email }: the JSON twin of the subscribe box; one answer whether or not already subscribed. */
export async function action({ request, context }: ActionFunctionArgs) {
  if (request.method !== 'POST') return methodNotAllowed(['POST'])
  const body = await readJsonObject(request)
  const limiter = newsletterRateLimiter()
  if (isHoneypotFilled(body)) {
    await limiter.attempt(context.clientIp)
    return json({ message: NEWSLETTER_SUBSCRIBED.title }, { status: 200 })
  }
  const { email } = await validateJsonBody(body, NewsletterSchema)
  const limit = await limiter.attempt(context.clientIp)
  if (!limit.allowed) {
    return apiError(429, tooManyAttemptsMessage(limit.retryAfterSeconds), undefined, {
      headers: { 'retry-after': String(limit.retryAfterSeconds) },
    })
  }
  await subscribeToNewsletter(email, 'api')
  return json({ message: NEWSLETTER_SUBSCRIBED.title }, { status: 200 })
}
