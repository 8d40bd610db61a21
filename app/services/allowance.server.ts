import type { RateLimiter } from '#app/utils/rate-limit.server.ts'

export type Admission = { status: 'accepted' | 'bot' | 'invalid' } | { status: 'limited'; retryAfterSeconds: number }

/**
 * The one rule of the public forms' allowances (contact messages, newsletter sign-ups), for their pages
 * and their JSON twins alike:
 * 1. the allowance is checked first: an address past it is refused (429) whatever it sends, so that a
 *    bot meets the limit exactly as a person does;
 * 2. a filled honeypot is answered as a success and nothing is stored, but it counts, as a person's
 *    message would;
 * 3. input that fails the schema is refused (400) and does not count: a person correcting a typo
 *    keeps their allowance;
 * 4. anything else counts, and is stored by the caller.
 */
export function admitAttempt(limiter: RateLimiter, clientIp: string, { isBot, isValid }: { isBot: boolean; isValid: boolean }): Admission {
  const limit = limiter.isLimited(clientIp)
  if (limit.limited) return { status: 'limited', retryAfterSeconds: limit.retryAfterSeconds }
  if (!isBot && !isValid) return { status: 'invalid' }
  limiter.hit(clientIp)
  return { status: isBot ? 'bot' : 'accepted' }
}
