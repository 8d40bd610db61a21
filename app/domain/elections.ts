import { toMalaysiaDay } from './dates.ts'
import { membershipStageOn, type DayFacts } from './membership-stage.ts'
import { membershipTerms, membershipTypeOf } from './membership-types.ts'

/**
 * Elections (issue 35, item 3): who is on the voter roll, when voting is open, and how the votes are
 * counted. Browser-safe and free of the clock: callers pass the moment (app/domain/clock.ts).
 */

/** The rules a tie may be broken by (app/config/elections.ts chooses one; an election keeps its own). */
export const ELECTION_TIE_RULES = ['earliest-nomination'] as const
export type ElectionTieRule = (typeof ELECTION_TIE_RULES)[number]

/** Where an election stands: before its window, during it, after it. */
export type ElectionPhase = 'upcoming' | 'open' | 'closed'

export interface ElectionWindow {
  opensAt: string | Date
  closesAt: string | Date
  /** The cut-off day of the roll (YYYY-MM-DD, Malaysia). */
  rollDate: string
}

const time = (value: string | Date) => new Date(value).getTime()

export function electionPhase(election: ElectionWindow, now: Date): ElectionPhase {
  if (now.getTime() < time(election.opensAt)) return 'upcoming'
  return now.getTime() < time(election.closesAt) ? 'open' : 'closed'
}

/** Nominations (and the secretariat's paper candidates) are taken until voting opens: no one votes on a list that may still grow. */
export function nominationsOpen(election: ElectionWindow, now: Date): boolean {
  return electionPhase(election, now) === 'upcoming'
}

/**
 * The roll is taken once its cut-off day is over (the first hourly run after midnight in Malaysia), or
 * when voting opens if that comes first (a roll date on the opening day): before then, members may still
 * pay on the cut-off day.
 */
export function isRollDue(election: ElectionWindow, now: Date): boolean {
  return now.getTime() >= time(election.opensAt) || toMalaysiaDay(now) > election.rollDate
}

/** What the roll needs of a member: their type, the facts of their membership's stage, and whether the account is leaving. */
export interface RollFacts extends DayFacts {
  membershipType?: string | null
}

/**
 * Whether a member is a voting member on a day: a type that votes (spec section 6) whose membership is
 * active, paid up, that day (the one computation of a stage, domain/membership-stage.ts). Not those in the
 * grace days after their period ended ('renewal-due': not paid up), expired, suspended or not yet admitted,
 * nor an account being closed. A membership approved after the day was not active on it.
 */
export function isVotingMemberOn(member: RollFacts, day: string): boolean {
  return isVotingType(member.membershipType) && isActiveMemberOn(member, day)
}

/** Whether a membership type votes (spec section 6). */
export function isVotingType(membershipType: string | null | undefined): boolean {
  const type = membershipTypeOf(membershipType)
  return Boolean(type && membershipTerms(type).voting)
}

/**
 * Whether a member's membership is active, paid up, on a day, whatever their type: the stage of that day
 * (membershipStageOn, domain/membership-stage.ts: not an account being closed, nor one approved after the
 * day). The voter roll adds the voting types; a general meeting's invitees are these (decision 038).
 */
export function isActiveMemberOn(member: RollFacts, day: string): boolean {
  return membershipStageOn(member, day) === 'active'
}

export interface TallyCandidate {
  id: string
  name: string
  /** When the nomination that made them a candidate was lodged (or the paper one entered). */
  nominatedAt: string | Date
}

export interface TallyLine {
  candidateId: string
  name: string
  votes: number
  elected: boolean
}

export interface Tally {
  results: TallyLine[]
  /** The last seat was decided by the tie rule: candidates inside and outside the seats had equal votes. */
  tieBroken: boolean
}

/** Votes per candidate from ballots, each the candidate ids it marked. */
export function countVotes(ballots: ReadonlyArray<readonly string[]>, counts: Record<string, number> = {}): Record<string, number> {
  const votes: Record<string, number> = { ...counts }
  for (const ballot of ballots) for (const id of ballot) votes[id] = (votes[id] ?? 0) + 1
  return votes
}

/**
 * The results: candidates by votes, most first; the first `seats` are elected. Equal votes are ordered
 * by the tie rule ('earliest-nomination': the nomination lodged first), then by id, so the order is the
 * same every time it is read. Where there are no more candidates than seats, all are elected.
 */
export function tallyElection(candidates: readonly TallyCandidate[], votes: Readonly<Record<string, number>>, seats: number, _rule: ElectionTieRule): Tally {
  const ordered = [...candidates]
    .map((candidate) => ({ candidate, votes: votes[candidate.id] ?? 0, at: time(candidate.nominatedAt) }))
    .sort((a, b) => b.votes - a.votes || a.at - b.at || (a.candidate.id < b.candidate.id ? -1 : a.candidate.id > b.candidate.id ? 1 : 0))
  const last = ordered[seats - 1]
  const next = ordered[seats]
  return {
    results: ordered.map(({ candidate, votes: count }, index) => ({ candidateId: candidate.id, name: candidate.name, votes: count, elected: index < seats })),
    tieBroken: Boolean(last && next && last.votes === next.votes),
  }
}
