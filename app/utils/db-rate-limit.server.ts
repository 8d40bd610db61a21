import { createHash } from 'node:crypto'
import { limitWindowNow } from '#app/domain/clock.ts'
import {
  claimRateLimitSlot,
  clearRateLimitSlots,
  releaseRateLimitSlot,
  takenRateLimitSlots,
} from '#app/models/rate-limit-slot.server.ts'

/**
 * Rate limits kept in the database, so that every app process behind a load balancer shares one count,
 * and exact under concurrency on MongoDB and on the embedded FerretDB: each attempt is one inserted
 * document under a unique key (app/models/rate-limit-slot.server.ts), never a counter incremented in
 * place. Windows are fixed (aligned to multiples of their length); the scheduled sweep removes ended
 * ones (app/jobs/expiry-sweep.server.ts).
 *
 * An attempt is counted before it is evaluated (before a password is checked), so a burst of parallel
 * requests cannot slip past the limit while earlier ones are still being checked.
 */

export interface RateLimit {
  max: number
  windowMs: number
}

export type Attempt =
  | { allowed: true; /** Gives the slot back (a sign-in that proved the password). */ release(): Promise<void> }
  | { allowed: false; retryAfterSeconds: number }

export interface DbRateLimiter {
  readonly name: string
  readonly limit: RateLimit
  /** Counts one attempt for the key, unless the window's `max` attempts are already counted. */
  attempt(key: string): Promise<Attempt>
  /** Whether the key's window is full, without counting. */
  isLimited(key: string): Promise<{ limited: boolean; retryAfterSeconds: number }>
  /** How many attempts the key's window holds, without counting one. */
  used(key: string): Promise<number>
}

/** Keys (e-mail addresses, client addresses) are stored hashed: the collection says nothing about anyone. */
function keyHash(key: string) {
  return createHash('sha256').update(key).digest('base64url')
}

function windowOf(limit: RateLimit, now = limitWindowNow()) {
  const start = Math.floor(now / limit.windowMs) * limit.windowMs
  const end = start + limit.windowMs
  return { start, end, retryAfterSeconds: Math.max(1, Math.ceil((end - now) / 1000)) }
}

/** A limit under a name; two limiters of one name count the same attempts, in any process. */
export function dbRateLimiter(name: string, limit: RateLimit): DbRateLimiter {
  if (!/^[a-z0-9-]+$/.test(name)) throw new Error(`rate limit names are kebab-case: ${name}`)
  const slotIds = (key: string, windowStart: number) => {
    const prefix = `${name}|${keyHash(key)}|${windowStart}|`
    return Array.from({ length: limit.max }, (_, i) => `${prefix}${i + 1}`)
  }
  return {
    name,
    limit,
    async attempt(key) {
      const window = windowOf(limit)
      const ids = slotIds(key, window.start)
      const taken = await takenRateLimitSlots(ids)
      // The read only says where to start: the insert decides, and a slot taken since is skipped.
      for (const id of ids) {
        if (taken.has(id)) continue
        if (await claimRateLimitSlot(id, new Date(window.end))) {
          return { allowed: true, release: () => releaseRateLimitSlot(id) }
        }
      }
      return { allowed: false, retryAfterSeconds: window.retryAfterSeconds }
    },
    async isLimited(key) {
      const window = windowOf(limit)
      const ids = slotIds(key, window.start)
      const taken = await takenRateLimitSlots(ids)
      return { limited: taken.size >= limit.max, retryAfterSeconds: window.retryAfterSeconds }
    },
    async used(key) {
      return (await takenRateLimitSlots(slotIds(key, windowOf(limit).start))).size
    },
  }
}

/**
 * One attempt against several limits (per e-mail and address, per address, per e-mail, say), allowed
 * only when every one allows it. The limits are taken one after another, in the order given (the most
 * specific first), and the slots taken are given back when a later one refuses, so that a refused
 * attempt counts nowhere. Taking them all at once would let a burst under-count: an attempt holding the
 * first limit's slot could be refused by a second limit full of attempts that the first refuses, and
 * give its slot back after others had already been turned away. A refusal answers its wait.
 */
export async function attemptAll(attempts: ReadonlyArray<readonly [DbRateLimiter, string]>): Promise<Attempt> {
  const taken: Array<Extract<Attempt, { allowed: true }>> = []
  const releaseAll = async () => {
    await Promise.all(taken.map((attempt) => attempt.release()))
  }
  for (const [limiter, key] of attempts) {
    const attempt = await limiter.attempt(key)
    if (!attempt.allowed) {
      await releaseAll()
      return attempt
    }
    taken.push(attempt)
  }
  return { allowed: true, release: releaseAll }
}

/** Tests start each case with no attempts counted. */
export function resetAllRateLimits() {
  return clearRateLimitSlots()
}
