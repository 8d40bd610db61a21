import { describe, expect, test } from 'vitest'
import { tooManyAttemptsMessage } from './rate-limit.server.ts'
import { inEnglish } from '#tests/messages.ts'

// The limits themselves are counted in the database: tests/integration/db-rate-limits.test.ts.
describe('tooManyAttemptsMessage', () => {
  test('words the wait in whole minutes, rounded up', () => {
    expect(inEnglish(tooManyAttemptsMessage(61))).toBe('Too many attempts. Please try again in 2 minutes.')
    expect(inEnglish(tooManyAttemptsMessage(30))).toBe('Too many attempts. Please try again in 1 minute.')
    expect(inEnglish(tooManyAttemptsMessage(900))).toBe('Too many attempts. Please try again in 15 minutes.')
  })
})
