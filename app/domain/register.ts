import { addDays } from './dates.ts'
import { membershipStageOn, type DayFacts } from './membership-stage.ts'
import { sanctionInForce, type SanctionTerm } from './sanctions.ts'

/**
 * A member's status on the public register (issue 36, item 3; decision 044): the membership's stage on
 * the day, overruled by a suspension or removal in force. A lapsed member stays findable as "lapsed" for
 * two years after their last paid day, so that a client can tell. Browser-safe.
 */
export const REGISTER_STATUSES = ['active', 'renewal-due', 'lapsed', 'suspended', 'removed'] as const
export type RegisterStatus = (typeof REGISTER_STATUSES)[number]

export const LAPSED_FINDABLE_YEARS = 2

/** The register's status of a member on a day, or null when they are not on it (an applicant, a rejected one, lapsed too long, leaving). */
export function registerStatusOn(member: DayFacts, sanctions: readonly SanctionTerm[] | null | undefined, day: string): RegisterStatus | null {
  const inForce = (sanctions ?? []).filter((term) => sanctionInForce(term, day))
  const stage = membershipStageOn(member, day)
  if (inForce.some((term) => term.kind === 'removal')) return 'removed'
  if (stage === null) return null
  if (inForce.some((term) => term.kind === 'suspension')) return 'suspended'
  switch (stage) {
    case 'active':
    case 'renewal-due':
    case 'suspended':
      return stage
    case 'expired': {
      const lastDay = member.membershipValidUntil ?? ''
      if (!lastDay) return null
      const findableUntil = `${Number(lastDay.slice(0, 4)) + LAPSED_FINDABLE_YEARS}${lastDay.slice(4)}`
      return day <= findableUntil ? 'lapsed' : null
    }
    default:
      return null
  }
}

/** The day after a member's last paid day: when "lapsed" began. */
export const lapsedSince = (validUntil: string) => (validUntil ? addDays(validUntil, 1) : '')
