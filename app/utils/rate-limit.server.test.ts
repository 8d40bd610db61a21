import { describe, expect, test } from 'vitest'
import { tooManyAttemptsMessage } from './rate-limit.server.ts'

// The limits themselves are counted in the database: tests/integration/db-rate-limits.test.ts.
describe('tooManyAttemptsMessage', () => {
  test('words the wait in whole minutes, rounded up', () => {
    expect(tooManyAttemptsMessage(61)).toBe('Too many attempts. Please try again in 2 minutes.')
    expect(tooManyAttemptsMessage(30)).toBe('Too many attempts. Please try again in 1 minute.')
    expect(tooManyAttemptsMessage(900)).toBe('Too many attempts. Please try again in 15 minutes.')
  })
})
