import { createRateLimiter } from './rate-limit.server.ts'

/** Generous for people, tight enough that nobody fills the list with other people's addresses. */
export function newsletterRateLimiter() {
  return createRateLimiter('newsletter-subscriptions', { max: 10, windowMs: 60 * 60 * 1000 })
}

/** One answer whether or not the address was already on the list. */
export const NEWSLETTER_SUBSCRIBED = {
  title: 'Thank you for subscribing',
  description: 'Our newsletter will bring you news, events and training updates from the association.',
} as const
