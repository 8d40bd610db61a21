import { singleton } from './singleton.server.ts'

/**
 * Fixed-window counters kept in this process's memory. One instance serves the association's traffic;
 * if the app ever runs as several processes, move the counters to a shared store.
 */
export interface RateLimiter {
  /** Counts one attempt; `allowed` is false once the window's limit is used up. */
  hit(key: string): { allowed: boolean; retryAfterSeconds: number }
  /** Whether the key is already over its limit, without counting. */
  isLimited(key: string): { limited: boolean; retryAfterSeconds: number }
  reset(key: string): void
  clear(): void
}

const limiters = singleton('rate-limiters', () => new Map<string, RateLimiter>())

/** The limiter of that name, made on first use; the same name always gives the same counters. */
export function createRateLimiter(name: string, { max, windowMs }: { max: number; windowMs: number }): RateLimiter {
  const existing = limiters.get(name)
  if (existing) return existing
  const windows = new Map<string, { count: number; resetAt: number }>()

  const current = (key: string, now: number) => {
    const entry = windows.get(key)
    if (!entry || entry.resetAt <= now) return null
    return entry
  }
  const retryAfter = (resetAt: number, now: number) => Math.max(1, Math.ceil((resetAt - now) / 1000))

  const limiter: RateLimiter = {
    hit(key) {
      const now = Date.now()
      if (windows.size > 50_000) sweep(now)
      const entry = current(key, now) ?? { count: 0, resetAt: now + windowMs }
      entry.count += 1
      windows.set(key, entry)
      return { allowed: entry.count <= max, retryAfterSeconds: retryAfter(entry.resetAt, now) }
    },
    isLimited(key) {
      const now = Date.now()
      const entry = current(key, now)
      return { limited: !!entry && entry.count >= max, retryAfterSeconds: entry ? retryAfter(entry.resetAt, now) : 0 }
    },
    reset(key) {
      windows.delete(key)
    },
    clear() {
      windows.clear()
    },
  }

  function sweep(now: number) {
    for (const [key, entry] of windows) if (entry.resetAt <= now) windows.delete(key)
  }

  limiters.set(name, limiter)
  return limiter
}

/** Wording shared by every limited form and endpoint. */
export function tooManyAttemptsMessage(retryAfterSeconds: number) {
  const minutes = Math.ceil(retryAfterSeconds / 60)
  return `Too many attempts. Please try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`
}

/** Tests start each case with clean counters. */
export function resetAllRateLimiters() {
  for (const limiter of limiters.values()) limiter.clear()
}
