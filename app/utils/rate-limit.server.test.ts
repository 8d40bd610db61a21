import { afterEach, describe, expect, test, vi } from 'vitest'
import { createRateLimiter, tooManyAttemptsMessage } from './rate-limit.server.ts'

afterEach(() => {
  vi.useRealTimers()
})

describe('createRateLimiter', () => {
  test('allows max hits per window, then refuses until the window ends', () => {
    vi.useFakeTimers()
    const limiter = createRateLimiter('unit-test-window', { max: 2, windowMs: 60_000 })
    expect(limiter.hit('a').allowed).toBe(true)
    expect(limiter.hit('a').allowed).toBe(true)
    const third = limiter.hit('a')
    expect(third.allowed).toBe(false)
    expect(third.retryAfterSeconds).toBe(60)
    expect(limiter.hit('b').allowed).toBe(true)
    vi.advanceTimersByTime(60_001)
    expect(limiter.hit('a').allowed).toBe(true)
  })

  test('gives the same counters to the same name', () => {
    const one = createRateLimiter('unit-test-shared', { max: 1, windowMs: 1000 })
    one.hit('k')
    expect(createRateLimiter('unit-test-shared', { max: 1, windowMs: 1000 }).isLimited('k').limited).toBe(true)
  })

  test('words the wait in minutes', () => {
    expect(tooManyAttemptsMessage(61)).toBe('Too many attempts. Please try again in 2 minutes.')
    expect(tooManyAttemptsMessage(30)).toBe('Too many attempts. Please try again in 1 minute.')
  })
})
