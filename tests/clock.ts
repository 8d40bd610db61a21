import { now, setTestClock } from '#app/domain/clock.ts'
import { addDays, malaysiaYear, toMalaysiaDay } from '#app/domain/dates.ts'

/**
 * Dates for tests, read from the clock the server reads (app/domain/clock.ts), never from the test's own:
 * a run with EMPAM_TEST_NOW pinned at 23:59 on 31 December in Kuala Lumpur must pass like any other,
 * and no date may assume that the clock is past it.
 */

/** Today in Malaysia, YYYY-MM-DD. */
export const today = () => toMalaysiaDay(now())

/** This year in Malaysia. */
export const thisYear = () => malaysiaYear(now())

/** YYYY-MM-DD, that many days before today in Malaysia (it may fall in last year). */
export const daysAgo = (days: number) => addDays(today(), -days)

/** That month and day of the year `yearsAgo` years before this one, YYYY-MM-DD: always in the past for yearsAgo >= 1. */
export const dayOfYearsAgo = (yearsAgo: number, monthDay: string) => `${thisYear() - yearsAgo}-${monthDay}`

/** A calendar day as the app stores a CPD date (midnight UTC of that day). */
export const storedDay = (day: string) => new Date(`${day}T00:00:00.000Z`)

/**
 * Moves the clock the server reads (the in-process test server: app/domain/clock.ts) to 10:00 in
 * Malaysia on that day; `moveClockTo(null)` puts it back. For tests of what happens on a given day
 * (renewal reminders, lapses); timestamps such as sessions keep the real time.
 */
export function moveClockTo(day: string | null) {
  setTestClock(day === null ? null : `${day}T02:00:00.000Z`)
}

/** The calendar day a stored day names (midnight UTC of that day, as storedDay makes it), YYYY-MM-DD. */
export const dayOf = (stored: Date) => stored.toISOString().slice(0, 10)

/** YYYY-MM-DD, that many days after today in Malaysia. */
export const daysAhead = (days: number) => addDays(today(), days)
