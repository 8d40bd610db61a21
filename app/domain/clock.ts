/**
 * The one clock behind every rule that depends on the calendar: "today" and "this year" in Malaysia (a
 * CPD date may not be in the future, the dashboard's yearly requirement, default dates, file names).
 *
 * Tests and the server must agree on "today", or a test fails when midnight in Malaysia (16:00 UTC) or
 * New Year falls between its own reading of the clock and the server's. So a test run may pin the
 * clock at one instant, and tests read "now" from here too:
 * - `EMPAM_TEST_NOW=2026-12-31T15:59:00Z` in the environment, for the server process and the tests;
 * - `setTestClock(...)` inside a process, for the in-process test server of one test file.
 * Neither is honoured when NODE_ENV is production. Timestamps (when a thing was stored, sessions, tokens,
 * rate limits) keep the real time. Browser-safe: in the browser it is the browser's clock.
 */

export const TEST_CLOCK_VARIABLE = 'EMPAM_TEST_NOW'

interface ClockStore {
  __empamTestNow?: Date | null
}

// On globalThis, not in module state: the tests load this module beside the server bundle's own copy.
const store = globalThis as unknown as ClockStore

/** A variable of the environment, read when called: the build writes `process.env.NODE_ENV` as a constant. */
function environmentVariable(name: string): string | undefined {
  return typeof process === 'undefined' ? undefined : process.env?.[name]
}

function isProduction() {
  return environmentVariable('NODE_ENV') === 'production'
}

function pinnedByEnvironment(): Date | null {
  const value = environmentVariable(TEST_CLOCK_VARIABLE)
  if (!value) return null
  const date = new Date(value)
  if (Number.isNaN(date.getTime())) {
    throw new Error(`${TEST_CLOCK_VARIABLE} must be an ISO date and time such as 2026-12-31T15:59:00Z, not "${value}"`)
  }
  return date
}

/** The current moment: the real time, or the instant a test pinned the clock at. */
export function now(): Date {
  return pinnedClock() ?? new Date()
}

/** The instant a test pinned the clock at, or null when the clock runs (always null in production). */
export function pinnedClock(): Date | null {
  if (isProduction()) return null
  const pinned = store.__empamTestNow ?? pinnedByEnvironment()
  return pinned ? new Date(pinned.getTime()) : null
}

/**
 * Pins the clock of this process at an instant (null: back to the environment's, or the real time).
 * For tests only: pinning is refused in production.
 */
export function setTestClock(instant: Date | string | null) {
  if (instant === null) {
    store.__empamTestNow = null
    return
  }
  if (isProduction()) throw new Error('the clock cannot be set in production')
  const date = new Date(instant)
  if (Number.isNaN(date.getTime())) throw new Error(`not a date: ${String(instant)}`)
  store.__empamTestNow = date
}

export const TEST_WINDOWS_VARIABLE = 'EMPAM_TEST_WINDOWS_AT'

interface WindowStore {
  __empamTestWindowsAt?: number | null
}

/**
 * The instant rate-limit windows are counted at: the real time, or, outside production, an instant a test
 * run holds them at (`setTestWindowClock`, or EMPAM_TEST_WINDOWS_AT for server processes a test starts),
 * so that a test's attempts all count in one window and no test waits for a window's edge to pass.
 */
export function limitWindowNow(): number {
  if (isProduction()) return Date.now()
  const held = (globalThis as unknown as WindowStore).__empamTestWindowsAt
  if (held != null) return held
  const value = environmentVariable(TEST_WINDOWS_VARIABLE)
  const parsed = value ? Date.parse(value) : NaN
  return Number.isNaN(parsed) ? Date.now() : parsed
}

/** Holds rate-limit windows at an instant (null: the real time again). For tests only. */
export function setTestWindowClock(instant: Date | null) {
  if (instant !== null && isProduction()) throw new Error('the clock cannot be set in production')
  ;(globalThis as unknown as WindowStore).__empamTestWindowsAt = instant === null ? null : instant.getTime()
}
