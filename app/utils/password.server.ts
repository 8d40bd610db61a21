import os from 'node:os'
import { hash, verify } from '@node-rs/bcrypt'

/** Cost 10: about 70 ms a hash on this hardware, the floor the association's security policy sets. */
export const BCRYPT_COST = 10

/*
 * bcrypt from `@node-rs/bcrypt` (pinned at exactly 1.10.8: newer releases break `npm ci` here), a
 * native module with no install script. Its `hash` and `verify` run on libuv's thread pool, not on the
 * thread that answers requests, so a burst of sign-ins does not hold up other pages (issue 22's load
 * test; issue 32 replaced the hand-made worker-thread pool around bcryptjs with it: decision 026).
 * Hashes stored before (bcryptjs's `$2a$`/`$2b$`) verify as they are.
 *
 * At most one bcrypt at a time per core the request thread does not use: libuv's pool (4 threads) also
 * compresses every page (zlib) and reads files, and four hashes at once on a 2-core machine would take
 * both cores and that pool from everyone else during a burst of sign-ins.
 */
const MAX_AT_ONCE = Math.max(1, os.availableParallelism() - 1)
let running = 0
const waiting: Array<() => void> = []

async function oneAtATime<T>(work: () => Promise<T>): Promise<T> {
  if (running >= MAX_AT_ONCE) await new Promise<void>((resolve) => waiting.push(resolve))
  else running += 1
  try {
    return await work()
  } finally {
    // The next in line takes this place (running stays the same), or the place is freed.
    const next = waiting.shift()
    if (next) next()
    else running -= 1
  }
}

export function hashPassword(password: string): Promise<string> {
  return oneAtATime(() => hash(password, BCRYPT_COST))
}

export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  try {
    return await oneAtATime(() => verify(password, stored))
  } catch {
    // Not a bcrypt hash (an account made without a password, say): nothing matches it.
    return false
  }
}

/** A hash of nothing anyone knows, compared against when the e-mail is unknown so both paths take as long. */
let dummyHash: Promise<string> | null = null
export async function verifyAgainstDummy(password: string) {
  dummyHash ??= hashPassword('no-such-user-placeholder')
  await verifyPassword(password, await dummyHash)
  return false
}
