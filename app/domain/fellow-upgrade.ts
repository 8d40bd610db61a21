import { toMalaysiaDay } from './dates.ts'
import { addMonths } from './membership-periods.ts'
import { membershipTerms, type MembershipType } from './membership-types.ts'

/**
 * The Fellow upgrade (spec section 6): an active Practicing Ordinary member may ask to become a Fellow
 * once five years have passed since they joined; the executive committee decides. Browser-safe and free
 * of the clock: callers pass today (app/domain/clock.ts) as a Malaysian calendar day.
 */

export const FELLOWSHIP_YEARS = 5
const UPGRADE_FROM: MembershipType = 'Practicing Ordinary'
const UPGRADE_TO: MembershipType = 'Fellow'

/** The first day a member who joined on `joinDate` may ask (a 29 February join waits until 1 March in a common year). */
export function fellowshipEligibleFrom(joinDate: string | Date): string {
  return addMonths(toMalaysiaDay(joinDate), FELLOWSHIP_YEARS * 12)
}

export type FellowshipRefusal = 'not-active' | 'not-practicing-ordinary' | 'too-soon'

/** Null when the member may ask today; otherwise why not, the first reason that applies. */
export function fellowshipRefusal(
  member: { membershipStatus: string; membershipType: string; joinDate: string | Date },
  today: string,
): FellowshipRefusal | null {
  if (member.membershipStatus !== 'active') return 'not-active'
  if (member.membershipType !== UPGRADE_FROM) return 'not-practicing-ordinary'
  if (today < fellowshipEligibleFrom(member.joinDate)) return 'too-soon'
  return null
}

/**
 * What approving the upgrade invoices, in sen, from the one list of types: the part of each fee the
 * Fellow type costs more than the member's current type, never a refund (0 when it costs no more).
 */
export function fellowshipFeeDifference(from: MembershipType = UPGRADE_FROM): { entrySen: number; annualSen: number } {
  const current = membershipTerms(from)
  const fellow = membershipTerms(UPGRADE_TO)
  return {
    entrySen: Math.max(0, fellow.entryFeeSen - current.entryFeeSen),
    annualSen: Math.max(0, fellow.annualFeeSen - current.annualFeeSen),
  }
}

/** Whole years of membership on `today` since joining on `joinDate` (what the administrators' list shows). */
export function membershipYears(joinDate: string | Date, today: string): number {
  const joined = toMalaysiaDay(joinDate)
  const years = Number(today.slice(0, 4)) - Number(joined.slice(0, 4)) - (today.slice(5) < joined.slice(5) ? 1 : 0)
  return Math.max(0, years)
}
