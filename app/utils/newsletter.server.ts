import { json, type ActionFunctionArgs } from '@remix-run/node'
import { subscribeToNewsletter } from '#app/models/newsletter-subscriber.server.ts'
import { NewsletterSchema } from '#app/validation/newsletter.ts'
import { parseSubmission, readFormData } from './form-submission.server.ts'
import { isHoneypotFilled } from './honeypot.server.ts'
import { dbRateLimiter } from './db-rate-limit.server.ts'
import { tooManyAttemptsMessage } from './rate-limit.server.ts'
import { redirectWithToast } from './toast.server.ts'

/** Generous for people, tight enough that nobody fills the list with other people's addresses. */
export function newsletterRateLimiter() {
  return dbRateLimiter('newsletter-subscriptions', { max: 10, windowMs: 60 * 60 * 1000 })
}

/** One answer whether or not the address was already on the list. */
export const NEWSLETTER_SUBSCRIBED = {
  title: 'Thank you for subscribing',
  description: 'Our newsletter will bring you news, events and training updates from the association.',
} as const

/**
 * The subscribe box on /news. Kept out of the route so that the schema (and zod) stay out of the
 * browser bundle.
 */
export async function newsletterAction({ request, context }: ActionFunctionArgs) {
  const formData = await readFormData(request)
  const redirectTo = '/news#newsletter'
  const limiter = newsletterRateLimiter()
  if (isHoneypotFilled(formData)) {
    await limiter.attempt(context.clientIp)
    return redirectWithToast(redirectTo, NEWSLETTER_SUBSCRIBED)
  }
  const submission = parseSubmission(formData, { schema: NewsletterSchema })
  if (submission.status !== 'success') return json(submission.reply(), { status: 400 })
  const limit = await limiter.attempt(context.clientIp)
  if (!limit.allowed) {
    return json(submission.reply({ formErrors: [tooManyAttemptsMessage(limit.retryAfterSeconds)] }), { status: 429 })
  }
  await subscribeToNewsletter(submission.value.email, 'news')
  return redirectWithToast(redirectTo, NEWSLETTER_SUBSCRIBED)
}
