import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest'
import { limitWindowNow, now, setTestClock, setTestWindowClock, TEST_CLOCK_VARIABLE, TEST_WINDOWS_VARIABLE } from './clock.ts'
import { malaysiaYear, toMalaysiaDay } from './dates.ts'

const NEW_YEARS_EVE = '2026-12-31T15:59:00.000Z' // 23:59 on 31 December in Kuala Lumpur

describe('the clock', () => {
  beforeEach(() => {
    vi.stubEnv(TEST_CLOCK_VARIABLE, '')
  })
  afterEach(() => {
    setTestClock(null)
    vi.unstubAllEnvs()
  })

  test('without a pin it is the real time', () => {
    const before = Date.now()
    const moment = now().getTime()
    expect(moment).toBeGreaterThanOrEqual(before)
    expect(moment).toBeLessThanOrEqual(Date.now())
  })

  test(`${TEST_CLOCK_VARIABLE} pins it, and "today" and "this year" follow it`, () => {
    vi.stubEnv(TEST_CLOCK_VARIABLE, NEW_YEARS_EVE)
    expect(now().toISOString()).toBe(NEW_YEARS_EVE)
    expect(toMalaysiaDay(now())).toBe('2026-12-31')
    expect(malaysiaYear(now())).toBe(2026)
  })

  test('setTestClock wins over the environment, and null gives the environment back', () => {
    vi.stubEnv(TEST_CLOCK_VARIABLE, NEW_YEARS_EVE)
    setTestClock('2027-01-01T00:30:00+08:00')
    expect(toMalaysiaDay(now())).toBe('2027-01-01')
    expect(malaysiaYear(now())).toBe(2027)
    setTestClock(null)
    expect(now().toISOString()).toBe(NEW_YEARS_EVE)
  })

  test('a value that is not a date is refused with its name, not taken as the real time', () => {
    vi.stubEnv(TEST_CLOCK_VARIABLE, 'tomorrow')
    expect(() => now()).toThrow(`${TEST_CLOCK_VARIABLE} must be an ISO date and time such as 2026-12-31T15:59:00Z, not "tomorrow"`)
    expect(() => setTestClock('soon')).toThrow('not a date: soon')
  })

  test('in production neither pin is honoured', () => {
    vi.stubEnv(TEST_CLOCK_VARIABLE, '2000-01-01T00:00:00Z')
    vi.stubEnv('NODE_ENV', 'production')
    expect(now().getTime()).toBeGreaterThan(Date.parse('2001-01-01T00:00:00Z'))
    expect(() => setTestClock('2000-01-01T00:00:00Z')).toThrow('the clock cannot be set in production')
  })
})

describe('the rate-limit windows’ clock', () => {
  afterEach(() => {
    setTestWindowClock(null)
    vi.unstubAllEnvs()
  })

  test('is the real time, unless a test holds it, in this process or through the environment', () => {
    vi.stubEnv(TEST_WINDOWS_VARIABLE, '')
    const before = Date.now()
    expect(limitWindowNow()).toBeGreaterThanOrEqual(before)
    setTestWindowClock(new Date('2030-01-01T00:01:00Z'))
    expect(limitWindowNow()).toBe(Date.parse('2030-01-01T00:01:00Z'))
    setTestWindowClock(null)
    vi.stubEnv(TEST_WINDOWS_VARIABLE, '2031-05-05T05:05:00Z')
    expect(limitWindowNow()).toBe(Date.parse('2031-05-05T05:05:00Z'))
  })

  test('is never held in production', () => {
    setTestWindowClock(new Date('2030-01-01T00:01:00Z'))
    vi.stubEnv('NODE_ENV', 'production')
    expect(Math.abs(limitWindowNow() - Date.now())).toBeLessThan(1000)
    expect(() => setTestWindowClock(new Date())).toThrow('the clock cannot be set in production')
  })
})
