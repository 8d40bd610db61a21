import { renewalSchedule } from '#app/config/membership.ts'
import { toMalaysiaDay } from './dates.ts'
import { renewalStep } from './membership-periods.ts'

/**
 * Where a membership stands, in one word every screen, mail and API uses (issue 33): the dashboard's
 * header and badge, the Membership tab, `GET /api/membership`, the verification page and the
 * administration's lists. The stored status alone says "pending" both before and after approval, and
 * "active" through the grace days after the period ran out; the stage tells them apart.
 * Browser-safe and free of the clock: callers pass today (YYYY-MM-DD, Malaysia).
 */
export const MEMBERSHIP_STAGES = ['applied', 'awaiting-payment', 'active', 'renewal-due', 'expired', 'suspended', 'rejected'] as const
export type MembershipStage = (typeof MEMBERSHIP_STAGES)[number]

export interface StageFacts {
  membershipStatus?: string | null
  /** When the secretariat approved the application (null before). */
  approvedAt?: string | Date | null
  /** The period's last day (YYYY-MM-DD), empty for a membership with no period to renew. */
  membershipValidUntil?: string | null
}

export function membershipStage(user: StageFacts, today: string, schedule = renewalSchedule): MembershipStage {
  switch (user.membershipStatus ?? 'pending') {
    case 'active':
      return user.membershipValidUntil && renewalStep(user.membershipValidUntil, today, schedule).renewalDue ? 'renewal-due' : 'active'
    case 'expired':
      return 'expired'
    case 'suspended':
      return 'suspended'
    case 'rejected':
      return 'rejected'
    default:
      return user.approvedAt ? 'awaiting-payment' : 'applied'
  }
}

/** A stage before the first payment: the person is an applicant, not (yet) a member coming back. */
export function isNewcomerStage(stage: MembershipStage) {
  return stage === 'applied' || stage === 'awaiting-payment'
}

/** What the stage of a membership on a given day needs besides the stage's facts: whether the account is leaving. */
export interface DayFacts extends StageFacts {
  closureRequestedAt?: string | Date | null
  erasedAt?: string | Date | null
}

/**
 * The stage of a membership on a day (YYYY-MM-DD, Malaysia), for the counts and rolls that look at a day
 * of their own: an election's cut-off day (domain/elections.ts), the year's end of the Societies Act
 * annual return (domain/annual-return.ts). Null for an account that was no member that day (approved
 * after it) or is leaving (a closure asked for, or erased). It reads the facts as stored now: a status
 * changed since the day (a lapse, a suspension) is not undone.
 */
export function membershipStageOn(member: DayFacts, day: string, schedule = renewalSchedule): MembershipStage | null {
  if (member.closureRequestedAt || member.erasedAt) return null
  if (member.approvedAt && toMalaysiaDay(member.approvedAt) > day) return null
  return membershipStage(member, day, schedule)
}
