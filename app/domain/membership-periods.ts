import { membershipPeriod, renewalSchedule } from '#app/config/membership.ts'
import { addDays } from './dates.ts'

/**
 * The calendar of a membership, on Malaysian calendar days (YYYY-MM-DD): a period's last day
 * ("valid until"), what paying extends it to, and which renewal step is due on a given day.
 * Browser-safe and free of the clock: callers pass today (app/domain/clock.ts).
 */

/** The day `months` calendar months after `day` (31 Jan + 1 month is 3 March: JavaScript's overflow, then the day before gives 2 March). */
export function addMonths(day: string, months: number): string {
  const [year, month, date] = day.split('-').map(Number) as [number, number, number]
  return new Date(Date.UTC(year, month - 1 + months, date)).toISOString().slice(0, 10)
}

const later = (a: string, b: string) => (a > b ? a : b)

/**
 * The period a payment buys, first and last day. Rolling: 12 months starting on the later of the payment
 * day and the day after the current period (so paying early loses nothing), ending the day before the
 * same date a year on. Fixed year: from that day to 31 December of the year it falls in.
 */
export function periodAfterPayment(
  paidOn: string,
  currentValidUntil: string | null,
  period: { rule: 'rolling' | 'fixed-year'; months: number } = membershipPeriod,
): { from: string; to: string } {
  const from = currentValidUntil ? later(paidOn, addDays(currentValidUntil, 1)) : paidOn
  if (period.rule === 'fixed-year') return { from, to: `${from.slice(0, 4)}-12-31` }
  return { from, to: addDays(addMonths(from, period.months), -1) }
}

/** The last day of the period a payment buys (periodAfterPayment). */
export function validUntilAfterPayment(
  paidOn: string,
  currentValidUntil: string | null,
  period: { rule: 'rolling' | 'fixed-year'; months: number } = membershipPeriod,
): string {
  return periodAfterPayment(paidOn, currentValidUntil, period).to
}

export const RENEWAL_REMINDERS = ['before-60', 'before-30', 'before-7', 'after-7'] as const
export type RenewalReminder = (typeof RENEWAL_REMINDERS)[number]

function reminderName(offset: number): RenewalReminder {
  return `${offset < 0 ? 'before' : 'after'}-${Math.abs(offset)}` as RenewalReminder
}

export interface RenewalStep {
  /** The renewal invoice should exist from this day on. */
  invoiceDue: boolean
  /** The reminder whose window today falls in, if any: each is sent from its day until the next one's. */
  reminder: RenewalReminder | null
  /** The period has ended: still active for the grace days, shown as "renewal due". */
  renewalDue: boolean
  /** The grace days are over as well: the membership expires. */
  lapsed: boolean
}

/**
 * Where a period ending on `validUntil` stands on `today`. A reminder is only due inside its own window
 * (from its day to the next reminder's, the last one to the end of the grace days), so a member whose
 * expiry is set close by an import or an administrator is not sent the earlier ones late.
 */
export function renewalStep(validUntil: string, today: string, schedule = renewalSchedule): RenewalStep {
  const offsets = [...schedule.reminderDays].sort((a, b) => a - b)
  const graceEnd = addDays(validUntil, schedule.graceDays)
  let reminder: RenewalReminder | null = null
  offsets.forEach((offset, i) => {
    const from = addDays(validUntil, offset)
    const next = offsets[i + 1]
    const until = next === undefined ? addDays(graceEnd, 1) : addDays(validUntil, next)
    if (today >= from && today < until) reminder = reminderName(offset)
  })
  return {
    invoiceDue: today >= addDays(validUntil, -schedule.invoiceDaysBefore),
    reminder,
    renewalDue: today > validUntil,
    lapsed: today > graceEnd,
  }
}
