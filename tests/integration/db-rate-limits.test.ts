import { describe, expect, test } from 'vitest'
import { CpdEntryWrite } from '#app/models/cpd-entry-write.server.ts'
import { RateLimitSlot } from '#app/models/rate-limit-slot.server.ts'
import { LOGIN_LIMITS, verifyLogin } from '#app/utils/auth.server.ts'
import { attemptAll, dbRateLimiter } from '#app/utils/db-rate-limit.server.ts'
import { sweepExpiredDocuments } from '#app/jobs/expiry-sweep.server.ts'
import { createUser, DEFAULT_PASSWORD } from '#tests/factories.ts'
import { newClientIp } from '#tests/http.ts'

/** The database-backed limiter itself, on the real (embedded) database. */

let counter = 0
const uniqueName = () => `test-limit-${Date.now().toString(36)}-${(counter += 1)}`

describe('dbRateLimiter', () => {
  test('100 parallel attempts: exactly max allowed, one slot document each', async () => {
    const limiter = dbRateLimiter(uniqueName(), { max: 10, windowMs: 60_000 })
    const results = await Promise.all(Array.from({ length: 100 }, () => limiter.attempt('burst')))
    expect(results.filter((r) => r.allowed)).toHaveLength(10)
    expect(await RateLimitSlot.countDocuments({ _id: new RegExp(`^${limiter.name}\\|`) })).toBe(10)
    const refused = results.find((r) => !r.allowed)
    expect(refused && !refused.allowed && refused.retryAfterSeconds).toBeGreaterThan(0)
    expect((await limiter.isLimited('burst')).limited).toBe(true)
    expect((await limiter.isLimited('another key')).limited).toBe(false)
  }, 60_000)

  test('a released attempt can be used again; keys are stored hashed', async () => {
    const limiter = dbRateLimiter(uniqueName(), { max: 2, windowMs: 60_000 })
    const first = await limiter.attempt('someone@example.com')
    expect((await limiter.attempt('someone@example.com')).allowed).toBe(true)
    expect((await limiter.attempt('someone@example.com')).allowed).toBe(false)
    if (first.allowed) await first.release()
    expect((await limiter.attempt('someone@example.com')).allowed).toBe(true)
    const stored = await RateLimitSlot.find({ _id: new RegExp(`^${limiter.name}\\|`) }).lean()
    expect(stored).toHaveLength(2)
    expect(JSON.stringify(stored)).not.toContain('someone')
  })

  test('attemptAll: refused by one limit, it counts against none', async () => {
    const tight = dbRateLimiter(uniqueName(), { max: 1, windowMs: 60_000 })
    const loose = dbRateLimiter(uniqueName(), { max: 5, windowMs: 60_000 })
    expect((await attemptAll([[tight, 'k'], [loose, 'k']])).allowed).toBe(true)
    expect((await attemptAll([[tight, 'k'], [loose, 'k']])).allowed).toBe(false)
    expect(await RateLimitSlot.countDocuments({ _id: new RegExp(`^${loose.name}\\|`) })).toBe(1)
  })

  test('the sweep removes ended windows (and old CPD version claims), nothing current', async () => {
    const limiter = dbRateLimiter(uniqueName(), { max: 3, windowMs: 60_000 })
    await limiter.attempt('current')
    await RateLimitSlot.create({ _id: `${limiter.name}|old|0|1`, expiresAt: new Date(Date.now() - 1000) })
    await CpdEntryWrite.create({ _id: `old-claim-${counter}`, createdAt: new Date(Date.now() - 2 * 24 * 60 * 60 * 1000) })
    await CpdEntryWrite.create({ _id: `new-claim-${counter}` })
    const swept = await sweepExpiredDocuments()
    expect(swept.rateLimitSlots).toBeGreaterThanOrEqual(1)
    expect(await RateLimitSlot.exists({ _id: `${limiter.name}|old|0|1` })).toBeNull()
    expect(await RateLimitSlot.countDocuments({ _id: new RegExp(`^${limiter.name}\\|`) })).toBe(1)
    expect(await CpdEntryWrite.exists({ _id: `old-claim-${counter}` })).toBeNull()
    expect(await CpdEntryWrite.exists({ _id: `new-claim-${counter}` })).not.toBeNull()
  })
})

describe('sign-in', () => {
  test('per e-mail from anywhere: past the much higher ceiling the guessers are refused, even with the right password, and a new guess from a new address too; the owner, who has not failed, signs in (issue 30)', async () => {
    const member = await createUser()
    const { max: perEmail } = LOGIN_LIMITS.perEmail
    const perAddress = LOGIN_LIMITS.perEmailAndAddress.max
    expect(perEmail).toBeGreaterThanOrEqual(10 * perAddress)
    const addresses = Array.from({ length: perEmail / perAddress }, () => newClientIp())
    await Promise.all(
      addresses.map(async (clientIp) => {
        for (let i = 0; i < perAddress; i++) {
          expect(await verifyLogin({ email: member.email, password: 'not-the-password', clientIp })).toMatchObject({ ok: false, status: 401 })
        }
      }),
    )
    const guesser = await verifyLogin({ email: member.email, password: DEFAULT_PASSWORD, clientIp: addresses[0]! })
    const newGuess = await verifyLogin({ email: member.email, password: 'another-wrong-one', clientIp: newClientIp() })
    const owner = await verifyLogin({ email: member.email, password: DEFAULT_PASSWORD, clientIp: newClientIp() })
    expect([guesser, newGuess, owner].map((answer) => (answer.ok ? 'signed in' : answer.status))).toEqual([429, 429, 'signed in'])
    // The owner again, from another new address: their attempts were given back, the ceiling does not refuse them.
    expect((await verifyLogin({ email: member.email, password: DEFAULT_PASSWORD, clientIp: newClientIp() })).ok).toBe(true)
  }, 120_000)

  test('a right password gives its attempt back: signing in does not use up the allowance', async () => {
    const member = await createUser()
    const clientIp = newClientIp()
    for (let i = 0; i < LOGIN_LIMITS.perEmailAndAddress.max + 2; i++) {
      expect((await verifyLogin({ email: member.email, password: DEFAULT_PASSWORD, clientIp })).ok).toBe(true)
    }
  })
})
