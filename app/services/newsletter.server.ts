import { subscribeToNewsletter } from '#app/models/newsletter-subscriber.server.ts'
import { dbRateLimiter } from '#app/utils/db-rate-limit.server.ts'
import { tooManyAttemptsMessage } from '#app/utils/rate-limit.server.ts'
import { admitAttempt } from './allowance.server.ts'

/**
 * A newsletter sign-up, from the box on /news or POST /api/newsletter: the whole policy (honeypot,
 * allowance, validity, storage) is here; each door only reads its input and translates the outcome.
 */

/** Generous for people, tight enough that nobody fills the list with other people's addresses. */
function newsletterRateLimiter() {
  return dbRateLimiter('newsletter-subscriptions', { max: 10, windowMs: 60 * 60 * 1000 })
}

/** One answer whether or not the address was already on the list. */
export const NEWSLETTER_SUBSCRIBED = {
  title: 'Thank you for subscribing',
  description: 'Our newsletter will bring you news, events and training updates from the association.',
} as const

export type NewsletterOutcome =
  | { status: 'subscribed' }
  | { status: 'invalid' }
  | { status: 'limited'; message: string; retryAfterSeconds: number }

/**
 * Signs an address up under the public forms' rule (services/allowance.server.ts). `email` is the
 * address as the door's schema read it, or null when it did not pass; a bot (`isBot`) is thanked and
 * not stored. Signing up twice is the same answer, and one subscriber.
 */
export async function signUpForNewsletter({
  clientIp,
  source,
  isBot,
  email,
}: {
  clientIp: string
  /** Where the sign-up came from: 'news' (the page) or 'api'. */
  source: string
  isBot: boolean
  email: string | null
}): Promise<NewsletterOutcome> {
  const admitted = await admitAttempt(newsletterRateLimiter(), clientIp, { isBot, isValid: email !== null })
  if (admitted.status === 'limited') {
    return { status: 'limited', message: tooManyAttemptsMessage(admitted.retryAfterSeconds), retryAfterSeconds: admitted.retryAfterSeconds }
  }
  if (admitted.status === 'invalid' || email === null) return { status: 'invalid' }
  if (admitted.status === 'accepted') await subscribeToNewsletter(email, source)
  return { status: 'subscribed' }
}
