import type { meetingQuorumRule } from '#app/config/meetings.ts'

/**
 * General meetings (issue 35, item 2): the quorum and the notice period's test. Browser-safe and free of
 * the clock: callers pass the moment (app/domain/clock.ts).
 */

const DAY = 24 * 60 * 60 * 1000

/**
 * The members present a quorum needs: the fewer of a share of the voting members entitled to attend
 * (rounded up) and a multiple of the committee's size; never fewer than one.
 */
export function quorumRequired(votingMembers: number, rule: typeof meetingQuorumRule): number {
  const share = Math.ceil(votingMembers * rule.shareOfVotingMembers)
  return Math.max(1, Math.min(share, rule.committeeMultiple * rule.committeeSize))
}

export interface QuorumFigure {
  present: number
  required: number
  reached: boolean
}

export function quorumOf(presentVoting: number, votingMembers: number, rule: typeof meetingQuorumRule): QuorumFigure {
  const required = quorumRequired(votingMembers, rule)
  return { present: presentVoting, required, reached: presentVoting >= required }
}

/** A notice sent at `at` is late when fewer than `days` whole days are left before the meeting starts. */
export function isNoticeLate(startsAt: string | Date, at: Date, days: number): boolean {
  return new Date(startsAt).getTime() - at.getTime() < days * DAY
}

/** The latest moment a notice may go and still be on time. */
export function noticeDeadline(startsAt: string | Date, days: number): Date {
  return new Date(new Date(startsAt).getTime() - days * DAY)
}

/** A meeting has started (RSVPs close, the notice can no longer go). */
export function hasStarted(startsAt: string | Date, at: Date): boolean {
  return at.getTime() >= new Date(startsAt).getTime()
}

/** The kinds of general meeting and a member's answers (the models keep the same lists). */
export const MEETING_KIND_VALUES = ['annual', 'extraordinary'] as const
export const RSVP_ANSWER_VALUES = ['attending', 'not-attending', 'online'] as const
export type RsvpAnswerValue = (typeof RSVP_ANSWER_VALUES)[number]
