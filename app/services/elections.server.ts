import { electionTieRule } from '#app/config/elections.ts'
import { now } from '#app/domain/clock.ts'
import { countVotes, electionPhase, isRollDue, isVotingMemberOn, nominationsOpen, tallyElection, type ElectionPhase } from '#app/domain/elections.ts'
import { toMalaysiaDay } from '#app/domain/dates.ts'
import {
  getElection,
  getRoll,
  insertCandidate,
  insertElection,
  listCandidates,
  listElections,
  listElectionsWithoutRoll,
  storeRollOnce,
  type PublicCandidate,
  type PublicElection,
  type StoredRoll,
} from '#app/models/election.server.ts'
import {
  castOnlineBallot,
  countBallots,
  countVoters,
  getPaperCount,
  getVoterRecord,
  insertPaperCount,
  listBallotChoices,
  listVoters,
  recordPaperVoter,
  type VoterRecord,
} from '#app/models/election-ballot.server.ts'
import { getUserById, listRollFacts, listUsersByIds, listUsersByMembershipIds, type PublicUser } from '#app/models/user.server.ts'
import { message } from '#app/validation/messages.ts'
import type { BallotInput, ElectionInput, PaperCountInput } from '#app/validation/elections.ts'
import { recordAdminAction, type AuditActor } from './audit.server.ts'

/**
 * Elections (issue 35, item 3; docs/decisions/037-elections.md): the administration calls them and enters
 * the candidates nominated on paper; the voter roll is taken once; members cast one secret ballot during
 * the window, or vote on paper at the meeting as the returning officer records; the results after the
 * window closes, and the auditor's view (the roll, the counts and the tally, never who voted for whom).
 * The pages and the API call these.
 */

export const ELECTION_MESSAGES = {
  created: message('messages:elections.created'),
  notFound: message('messages:elections.notFound'),
  candidateAdded: message('messages:elections.candidateAdded'),
  alreadyStanding: message('messages:elections.alreadyStanding'),
  noSuchMember: message('messages:elections.noSuchMember'),
  notVotingMember: message('messages:elections.notVotingMember'),
  nominationsClosed: message('messages:elections.nominationsClosed'),
  notOpen: message('messages:elections.notOpen'),
  notOnRoll: message('messages:elections.notOnRoll'),
  memberNotOnRoll: message('messages:elections.memberNotOnRoll'),
  alreadyVoted: message('messages:elections.alreadyVoted'),
  ballotCast: message('messages:elections.ballotCast'),
  resultsNotYet: message('messages:elections.resultsNotYet'),
  paperBeingCounted: message('messages:elections.paperBeingCounted'),
  paperVoterRecorded: message('messages:elections.paperVoterRecorded'),
  paperBeforeOpening: message('messages:elections.paperBeforeOpening'),
  votedOnline: message('messages:elections.votedOnline'),
  votedOnPaper: message('messages:elections.votedOnPaper'),
  paperCounted: message('messages:elections.paperCounted'),
  paperCountSaved: message('messages:elections.paperCountSaved'),
} as const

export type Refusal = { ok: false; status: 400 | 403 | 404 | 409; message: string; field?: string }

const refuse = (status: Refusal['status'], text: string, field?: string): Refusal => ({ ok: false, status, message: text, ...(field ? { field } : {}) })

const fullName = (user: { firstName: string; lastName: string }) => `${user.firstName} ${user.lastName}`.trim()

/** A member who may stand, propose, second or vote today: a voting type, paid up (domain/elections.ts). */
export function isVotingMemberToday(user: PublicUser) {
  return user.isActive !== false && isVotingMemberOn(user, toMalaysiaDay(now()))
}

export async function createElection(actor: AuditActor, input: ElectionInput) {
  const election = await insertElection({ ...input, tieRule: electionTieRule, createdBy: actor.email })
  await recordAdminAction(actor, {
    action: 'created',
    entityType: 'election',
    entityId: election.id,
    summary: `Called the election "${election.title}" (${election.seats} seats, roll of ${election.rollDate})`,
  })
  return election
}

export { getElection, listCandidates, type PublicCandidate, type PublicElection }

export async function listElectionsWithPhase() {
  const at = now()
  return (await listElections()).map((election) => ({ ...election, phase: electionPhase(election, at) }))
}

// ---------------------------------------------------------------------------------------------------
// The roll

async function takeRoll(election: PublicElection): Promise<StoredRoll> {
  const members = await listRollFacts()
  const userIds = members.filter((member) => isVotingMemberOn(member, election.rollDate)).map((member) => member.id)
  return storeRollOnce(election.id, { userIds, rollDate: election.rollDate, takenAt: now() })
}

/** The election's roll: as stored, taken now when it is due and not yet taken, or null before then. */
export async function rollOf(election: PublicElection): Promise<StoredRoll | null> {
  const stored = await getRoll(election.id)
  if (stored) return stored
  return isRollDue(election, now()) ? takeRoll(election) : null
}

/** The hourly job: takes every roll whose cut-off day is over (or whose voting opened) and is not yet taken. */
export async function takeDueRolls(): Promise<{ taken: number }> {
  const at = now()
  const due = (await listElectionsWithoutRoll()).filter((election) => isRollDue(election, at))
  for (const election of due) await takeRoll(election)
  return { taken: due.length }
}

// ---------------------------------------------------------------------------------------------------
// Candidates entered by the secretariat

export type CandidateOutcome = { ok: true; candidate: PublicCandidate } | Refusal

/**
 * A candidate nominated on paper, entered by the secretariat: a voting member, before voting opens, once.
 * POST /api/admin/elections/{id}/candidates (by account) and the election's page (by membership ID).
 */
export async function addPaperCandidate(
  actor: AuditActor,
  electionId: string,
  who: { userId: string } | { membershipId: string },
  statement: string,
): Promise<CandidateOutcome> {
  const election = await getElection(electionId)
  if (!election) return refuse(404, ELECTION_MESSAGES.notFound)
  const field = 'userId' in who ? 'userId' : 'membershipId'
  const user = 'userId' in who ? await getUserById(who.userId) : ((await listUsersByMembershipIds([who.membershipId]))[0] ?? null)
  if (!user) return refuse(404, ELECTION_MESSAGES.noSuchMember, field)
  if (!nominationsOpen(election, now())) return refuse(409, ELECTION_MESSAGES.nominationsClosed)
  if (!isVotingMemberToday(user)) return refuse(409, ELECTION_MESSAGES.notVotingMember, field)
  const candidate = await insertCandidate({
    electionId: election.id,
    userId: user.id,
    name: fullName(user),
    membershipId: user.membershipId ?? '',
    statement,
    nominatedAt: now(),
    source: 'paper',
    enteredBy: actor.email,
  })
  if (candidate === 'taken') return refuse(409, ELECTION_MESSAGES.alreadyStanding, field)
  await recordAdminAction(actor, {
    action: 'added',
    entityType: 'election',
    entityId: election.id,
    summary: `Entered ${candidate.name} (${candidate.membershipId || user.id}) as a candidate nominated on paper in "${election.title}"`,
  })
  return { ok: true, candidate }
}

// ---------------------------------------------------------------------------------------------------
// The ballot

export type BallotOutcome = { ok: true } | Refusal

/**
 * One online ballot (POST /api/elections/{id}/ballots and the election's page): 404 no such election,
 * 409 outside the window, 403 not on the roll, 400 a candidate not standing or more marks than seats,
 * 409 a second ballot (or after a paper vote). Stored apart from the record of who voted (decision 037).
 */
export async function castBallot(user: PublicUser, electionId: string, input: BallotInput): Promise<BallotOutcome> {
  const election = await getElection(electionId)
  if (!election) return refuse(404, ELECTION_MESSAGES.notFound)
  if (electionPhase(election, now()) !== 'open') return refuse(409, ELECTION_MESSAGES.notOpen)
  const roll = await rollOf(election)
  if (!roll?.userIds.includes(user.id)) return refuse(403, ELECTION_MESSAGES.notOnRoll)
  const standing = new Set((await listCandidates(election.id)).map((candidate) => candidate.id))
  const marked = input.candidateIds.map((id) => id.toLowerCase())
  if (marked.some((id) => !standing.has(id))) return refuse(400, message('election.unknownCandidate'), 'candidateIds')
  if (marked.length > election.seats) return refuse(400, message('election.tooMany', { seats: election.seats }), 'candidateIds')
  if (!(await castOnlineBallot(election.id, user.id, marked))) return refuse(409, ELECTION_MESSAGES.alreadyVoted)
  return { ok: true }
}

// ---------------------------------------------------------------------------------------------------
// What a member sees

/**
 * Where a member stands in an election: the roll not taken yet, not on it, may vote, voted (online or on
 * paper), or an online ballot whose storing was not confirmed (decision 037).
 */
export type VoterStanding = 'roll-not-taken' | 'not-on-roll' | 'may-vote' | 'voted-online' | 'voted-paper' | 'unconfirmed'

function standingOf(roll: StoredRoll | null, record: VoterRecord | null, userId: string): VoterStanding {
  if (record) return record.channel === 'paper' ? 'voted-paper' : record.state === 'cast' ? 'voted-online' : 'unconfirmed'
  if (!roll) return 'roll-not-taken'
  return roll.userIds.includes(userId) ? 'may-vote' : 'not-on-roll'
}

/** The election's page: the election, its phase, the candidates with their statements, the member's standing. */
export async function electionForMember(user: PublicUser, electionId: string) {
  const election = await getElection(electionId)
  if (!election) return null
  const phase = electionPhase(election, now())
  const [roll, record, candidates] = await Promise.all([phase === 'upcoming' ? getRoll(election.id) : rollOf(election), getVoterRecord(election.id, user.id), listCandidates(election.id)])
  return {
    election,
    phase,
    candidates,
    standing: standingOf(roll, record, user.id),
    mayNominate: phase === 'upcoming',
  }
}

// ---------------------------------------------------------------------------------------------------
// Results

export type ResultsOutcome =
  | { ok: true; election: PublicElection; ballots: number; results: Array<{ candidateId: string; name: string; votes: number; elected: boolean }>; tieBroken: boolean; online: number; paper: number }
  | Refusal

/**
 * The results (GET /api/elections/{id}/results and the results page): refused to everyone, the
 * administration too, until the window closes (403); while members recorded as voting on paper wait for
 * their ballots' count (409); then the ballots counted (online and paper) and each candidate's votes, the
 * first `seats` elected, ties broken by the election's rule.
 */
export async function electionResults(electionId: string): Promise<ResultsOutcome> {
  const election = await getElection(electionId)
  if (!election) return refuse(404, ELECTION_MESSAGES.notFound)
  if (electionPhase(election, now()) !== 'closed') return refuse(403, ELECTION_MESSAGES.resultsNotYet)
  const [candidates, choices, voters, paper] = await Promise.all([listCandidates(election.id), listBallotChoices(election.id), countVoters(election.id), getPaperCount(election.id)])
  if (voters.paper > 0 && !paper) return refuse(409, ELECTION_MESSAGES.paperBeingCounted)
  const votes = countVotes(choices, paper?.votes ?? {})
  const { results, tieBroken } = tallyElection(
    candidates.map((c) => ({ id: c.id, name: c.name, nominatedAt: c.nominatedAt })),
    votes,
    election.seats,
    election.tieRule,
  )
  return { ok: true, election, ballots: choices.length + (paper?.ballots ?? 0), results, tieBroken, online: choices.length, paper: paper?.ballots ?? 0 }
}

// ---------------------------------------------------------------------------------------------------
// The returning officer: paper votes

export type PaperOutcome = { ok: true; message: string } | Refusal

/** A member who voted on paper at the meeting: on the roll, from the opening, until the paper ballots are counted; never one who voted online. */
export async function recordPaperVote(actor: AuditActor, electionId: string, membershipId: string): Promise<PaperOutcome> {
  const election = await getElection(electionId)
  if (!election) return refuse(404, ELECTION_MESSAGES.notFound)
  if (electionPhase(election, now()) === 'upcoming') return refuse(409, ELECTION_MESSAGES.paperBeforeOpening)
  if (await getPaperCount(election.id)) return refuse(409, ELECTION_MESSAGES.paperCounted)
  const user = (await listUsersByMembershipIds([membershipId]))[0]
  if (!user) return refuse(404, ELECTION_MESSAGES.noSuchMember, 'membershipId')
  const roll = await rollOf(election)
  if (!roll?.userIds.includes(user.id)) return refuse(403, ELECTION_MESSAGES.memberNotOnRoll, 'membershipId')
  const recorded = await recordPaperVoter(election.id, user.id, actor.email)
  if (recorded !== 'recorded') return refuse(409, recorded.channel === 'online' ? ELECTION_MESSAGES.votedOnline : ELECTION_MESSAGES.votedOnPaper, 'membershipId')
  await recordAdminAction(actor, {
    action: 'recorded',
    entityType: 'election',
    entityId: election.id,
    summary: `Recorded that ${fullName(user)} (${user.membershipId ?? user.id}) voted on paper in "${election.title}"`,
  })
  return { ok: true, message: ELECTION_MESSAGES.paperVoterRecorded }
}

/**
 * The paper ballots' count, entered once: no more ballots than members recorded as voting on paper, no
 * candidate more votes than ballots, no more marks than ballots times seats.
 */
export async function recordPaperCount(actor: AuditActor, electionId: string, input: PaperCountInput): Promise<PaperOutcome> {
  const election = await getElection(electionId)
  if (!election) return refuse(404, ELECTION_MESSAGES.notFound)
  if (electionPhase(election, now()) === 'upcoming') return refuse(409, ELECTION_MESSAGES.paperBeforeOpening)
  const [candidates, voters] = await Promise.all([listCandidates(election.id), countVoters(election.id)])
  const standing = new Set(candidates.map((c) => c.id))
  const votes: Record<string, number> = {}
  for (const [id, count] of Object.entries(input.votes)) {
    if (!standing.has(id.toLowerCase())) return refuse(400, message('election.unknownCandidate'), 'votes')
    votes[id.toLowerCase()] = count
  }
  if (input.ballots > voters.paper) return refuse(400, message('election.paperBallotsTooMany', { voters: voters.paper }), 'ballots')
  if (Object.values(votes).some((count) => count > input.ballots)) return refuse(400, message('election.paperVotesTooMany'), 'votes')
  if (Object.values(votes).reduce((sum, count) => sum + count, 0) > input.ballots * election.seats) return refuse(400, message('election.paperMarksTooMany'), 'votes')
  if (!(await insertPaperCount(election.id, { ballots: input.ballots, votes, enteredBy: actor.email, enteredAt: now() }))) return refuse(409, ELECTION_MESSAGES.paperCounted)
  await recordAdminAction(actor, {
    action: 'counted',
    entityType: 'election',
    entityId: election.id,
    summary: `Entered the count of ${input.ballots} paper ballots in "${election.title}"`,
  })
  return { ok: true, message: ELECTION_MESSAGES.paperCountSaved }
}

// ---------------------------------------------------------------------------------------------------
// The administration's pages

/** The returning officer's page: the election, its candidates, the paper votes and their count so far. */
export async function electionForAdmin(electionId: string) {
  const election = await getElection(electionId)
  if (!election) return null
  const at = now()
  const [candidates, voters, paper] = await Promise.all([listCandidates(election.id), countVoters(election.id), getPaperCount(election.id)])
  return { election, phase: electionPhase(election, at) as ElectionPhase, candidates, paperVoters: voters.paper, paperCount: paper }
}

/**
 * The auditor's view: the roll by name (and who of it voted, and how), the ballots stored and the voter
 * records beside them (the two must agree, decision 037), and the tally once the window has closed.
 * Never a ballot beside a voter: nothing could put them together.
 */
export async function electionAudit(electionId: string) {
  const election = await getElection(electionId)
  if (!election) return null
  const [roll, voters, ballots, paper, results] = await Promise.all([rollOf(election), listVoters(election.id), countBallots(election.id), getPaperCount(election.id), electionResults(election.id)])
  const channelOf = new Map(voters.map((voter) => [voter.userId, voter.channel]))
  const members = roll ? await listUsersByIds(roll.userIds) : []
  const byId = new Map(members.map((member) => [member.id, member]))
  const rollNames = (roll?.userIds ?? [])
    .map((id) => {
      const member = byId.get(id)
      return { id, name: member ? fullName(member) : '', membershipId: member?.membershipId ?? '', voted: channelOf.get(id) ?? null }
    })
    .sort((a, b) => a.name.localeCompare(b.name) || a.id.localeCompare(b.id))
  const counts = await countVoters(election.id)
  return {
    election,
    phase: electionPhase(election, now()),
    roll: roll ? { takenAt: roll.takenAt, members: rollNames } : null,
    voters: { online: counts.online, pending: counts.pending, paper: counts.paper },
    // The paper ballots: their count once entered; none while no member is recorded as voting on paper; else still to count.
    ballots: { online: ballots, paper: paper?.ballots ?? (counts.paper === 0 ? 0 : null) },
    // Online voter records whose ballot is not in the box: at most the pending ones (decision 037).
    lostBallots: Math.max(0, counts.online - ballots),
    results: results.ok ? { results: results.results, ballots: results.ballots, tieBroken: results.tieBroken } : null,
    resultsWaiting: results.ok ? null : results.status === 409 ? ('paper' as const) : ('closing' as const),
  }
}
