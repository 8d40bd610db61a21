import { addDays, daysBetween } from './dates.ts'
import { membershipStageOn, type DayFacts, type MembershipStage } from './membership-stage.ts'
import { MEMBERSHIP_TYPES, membershipTypeOf, type MembershipType } from './membership-types.ts'

/**
 * The Societies Act 1966 annual return (s.14(1); issue 35, item 4): when it is due, when the secretary is
 * reminded, and how the members are counted at the year's end. Browser-safe and free of the clock:
 * callers pass today (YYYY-MM-DD, Malaysia). docs/decisions/039-annual-return.md.
 */

/** Days after the year's annual general meeting within which the return is filed. */
export const RETURN_DAYS_AFTER_AGM = 60

/** The reminders to the secretary: 30 and 7 days before the last day, and on the day. */
export const RETURN_REMINDER_DAYS = [30, 7, 0] as const
export type ReturnReminder = (typeof RETURN_REMINDER_DAYS)[number]

export interface ReturnDeadline {
  year: number
  /** 'after-agm': within 60 days after the year's AGM; 'no-agm': none held in the year, before 1 March of the next. */
  rule: 'after-agm' | 'no-agm'
  /** The AGM's day (YYYY-MM-DD, Malaysia), when the year has one. */
  agmDay: string | null
  /** The last day on which the return is in time (YYYY-MM-DD). */
  dueBy: string
}

/**
 * The last day for a year's return: the 60th day after the year's AGM, or, where none was held in the
 * year, the day before 1 March of the next year (28 or 29 February).
 */
export function returnDeadline(year: number, agmDay: string | null): ReturnDeadline {
  if (agmDay) return { year, rule: 'after-agm', agmDay, dueBy: addDays(agmDay, RETURN_DAYS_AFTER_AGM) }
  return { year, rule: 'no-agm', agmDay: null, dueBy: addDays(`${year + 1}-03-01`, -1) }
}

/** Whole days from today to the last day: 0 on the day, negative once it has passed. */
export function daysLeft(deadline: Pick<ReturnDeadline, 'dueBy'>, today: string): number {
  return daysBetween(today, deadline.dueBy)
}

/**
 * The reminder due today, if any: the nearest of 30, 7 and 0 days that the last day is now within (so a
 * day the job did not run is caught up the next day), none once the day has passed. Each is sent once
 * (its key is the year and the reminder).
 */
export function reminderDue(deadline: Pick<ReturnDeadline, 'dueBy'>, today: string): ReturnReminder | null {
  const left = daysLeft(deadline, today)
  if (left < 0) return null
  return [...RETURN_REMINDER_DAYS].sort((a, b) => a - b).find((days) => left <= days) ?? null
}

/**
 * The return the secretariat works on now: of the years whose return is not past its last day, the one
 * due first (last year's until its day has passed, then this year's). `deadlines` are last year's and
 * this year's.
 */
export function nextReturn(deadlines: readonly ReturnDeadline[], today: string): ReturnDeadline | null {
  return [...deadlines].filter((deadline) => daysLeft(deadline, today) >= 0).sort((a, b) => a.dueBy.localeCompare(b.dueBy))[0] ?? null
}

/** The stages in which a person is a member: paid up, or in the grace days after their period (not yet lapsed). */
export const MEMBER_STAGES: readonly MembershipStage[] = ['active', 'renewal-due']

export interface CountedMember extends DayFacts {
  membershipType?: string | null
}

export interface MemberCount {
  type: MembershipType
  /** Members on the day: active or in their grace days. */
  members: number
  /** Of them, paid up (active) on the day. */
  paidUp: number
}

/**
 * The number of members of each type on a day (the return asks for the year's end, 31 December), by the
 * one computation of a membership's stage on a day (domain/membership-stage.ts `membershipStageOn`, as the
 * voter roll uses it): every type in its order, with 0 where none.
 */
export function membersByType(members: readonly CountedMember[], day: string): { byType: MemberCount[]; total: number; paidUp: number } {
  const counts = new Map<MembershipType, MemberCount>(MEMBERSHIP_TYPES.map((type) => [type, { type, members: 0, paidUp: 0 }]))
  for (const member of members) {
    const type = membershipTypeOf(member.membershipType)
    const stage = membershipStageOn(member, day)
    if (!type || !stage || !MEMBER_STAGES.includes(stage)) continue
    const count = counts.get(type)!
    count.members += 1
    if (stage === 'active') count.paidUp += 1
  }
  const byType = [...counts.values()]
  return { byType, total: byType.reduce((sum, line) => sum + line.members, 0), paidUp: byType.reduce((sum, line) => sum + line.paidUp, 0) }
}
