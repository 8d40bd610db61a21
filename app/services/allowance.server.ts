import type { DbRateLimiter } from '#app/utils/db-rate-limit.server.ts'

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
 * 4. anything else counts, and is stored by the caller; an attempt that loses the last slot to a
 *    parallel one is refused (the count is an insert under a unique key, exact in every process).
 */
export async function admitAttempt(
  limiter: DbRateLimiter,
  clientIp: string,
  { isBot, isValid }: { isBot: boolean; isValid: boolean },
): Promise<Admission> {
  const limit = await limiter.isLimited(clientIp)
  if (limit.limited) return { status: 'limited', retryAfterSeconds: limit.retryAfterSeconds }
  if (!isBot && !isValid) return { status: 'invalid' }
  const attempt = await limiter.attempt(clientIp)
  if (!attempt.allowed) return { status: 'limited', retryAfterSeconds: attempt.retryAfterSeconds }
  return { status: isBot ? 'bot' : 'accepted' }
}
