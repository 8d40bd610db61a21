import { electionPaths } from '#app/config/election-paths.ts'
import { now } from '#app/domain/clock.ts'
import { nominationsOpen } from '#app/domain/elections.ts'
import { localizedField, type Locale } from '#app/domain/locale.ts'
import { getElection, insertCandidate, isCandidate, listCandidates } from '#app/models/election.server.ts'
import {
  confirmationsOf,
  getNomination,
  holderOf,
  insertConfirmation,
  insertNomination,
  listNominations,
  NOMINATION_ROLES,
  type NominationRole,
  type PublicNomination,
} from '#app/models/election-nomination.server.ts'
import { getUserById, listUsersByIds, listUsersByMembershipIds, type PublicUser } from '#app/models/user.server.ts'
import { getEnv } from '#app/utils/env.server.ts'
import { sendMailInBackground } from '#app/utils/mail.server.ts'
import { isSignedLink, signLink } from '#app/utils/signed-links.server.ts'
import { message } from '#app/validation/messages.ts'
import type { NominationInput } from '#app/validation/elections.ts'
import { nominationMail } from './election-mails.server.ts'
import { ELECTION_MESSAGES, isVotingMemberToday, type Refusal } from './elections.server.ts'

/**
 * Nominations (issue 35, item 3): a voting member puts a candidate forward (themself or another voting
 * member) with a proposer and a seconder who are voting members; each of the three is mailed a signed
 * link and confirms on its page; a nomination all three confirmed makes its candidate, with the
 * statement the candidate gave. Taken until voting opens.
 */

export const NOMINATION_MESSAGES = {
  lodged: message('messages:elections.nominationLodged'),
  taken: message('messages:elections.nominationTaken'),
  nominatorNotVoting: message('messages:elections.nominatorNotVoting'),
  linkInvalid: message('messages:elections.nominationLinkInvalid'),
  confirmed: message('messages:elections.nominationConfirmed'),
  complete: message('messages:elections.nominationComplete'),
} as const

const LINK_PURPOSE = 'election-nomination'
const FIELDS: Record<NominationRole, keyof NominationInput> = { candidate: 'candidate', proposer: 'proposer', seconder: 'seconder' }

const refuse = (status: Refusal['status'], text: string, field?: string): Refusal => ({ ok: false, status, message: text, ...(field ? { field } : {}) })
const fullName = (user: { firstName: string; lastName: string }) => `${user.firstName} ${user.lastName}`.trim()

/** The signed link of one role's confirmation (mailed; the page's token). */
export function nominationLink(electionId: string, nominationId: string, role: NominationRole) {
  return `${getEnv().publicUrl}${electionPaths.confirmNomination(electionId, nominationId, role, signLink(LINK_PURPOSE, `${nominationId}:${role}`))}`
}

export type NominationOutcome = { ok: true; nomination: PublicNomination } | Refusal

/** A member's nomination (the nomination page): checked, stored, and each of the three mailed their link. */
export async function nominate(user: PublicUser, electionId: string, input: NominationInput): Promise<NominationOutcome> {
  const election = await getElection(electionId)
  if (!election) return refuse(404, ELECTION_MESSAGES.notFound)
  if (!nominationsOpen(election, now())) return refuse(409, ELECTION_MESSAGES.nominationsClosed)
  if (!isVotingMemberToday(user)) return refuse(403, NOMINATION_MESSAGES.nominatorNotVoting)
  if (input.proposer === input.candidate) return refuse(400, message('election.samePerson'), 'proposer')
  if (input.seconder === input.candidate || input.seconder === input.proposer) return refuse(400, message('election.samePerson'), 'seconder')
  const found = await listUsersByMembershipIds([input.candidate, input.proposer, input.seconder])
  const people = {} as Record<NominationRole, PublicUser>
  for (const role of NOMINATION_ROLES) {
    const person = found.find((member) => member.membershipId === input[FIELDS[role]])
    if (!person) return refuse(400, ELECTION_MESSAGES.noSuchMember, FIELDS[role])
    if (!isVotingMemberToday(person)) return refuse(400, ELECTION_MESSAGES.notVotingMember, FIELDS[role])
    people[role] = person
  }
  if (await isCandidate(election.id, people.candidate.id)) return refuse(409, ELECTION_MESSAGES.alreadyStanding, 'candidate')
  const nomination = await insertNomination({
    electionId: election.id,
    candidateId: people.candidate.id,
    proposerId: people.proposer.id,
    seconderId: people.seconder.id,
    nominatedBy: user.id,
  })
  if (nomination === 'taken') return refuse(409, NOMINATION_MESSAGES.taken, 'candidate')
  for (const role of NOMINATION_ROLES) {
    const person = people[role]
    const locale = (person.locale ?? 'en') as Locale
    sendMailInBackground(
      nominationMail({
        to: person.email,
        firstName: person.firstName,
        locale,
        role,
        election: localizedField(election, 'title', locale).text,
        candidate: fullName(people.candidate),
        proposer: fullName(people.proposer),
        seconder: fullName(people.seconder),
        nominatedBy: fullName(user),
        closesAt: election.opensAt,
        link: nominationLink(election.id, nomination.id, role),
      }),
    )
  }
  return { ok: true, nomination }
}

const isRole = (value: unknown): value is NominationRole => typeof value === 'string' && (NOMINATION_ROLES as readonly string[]).includes(value)

/** The nomination a signed link names (its election, role and token all agree), or null. */
async function nominationOfLink(electionId: string, nominationId: string, role: unknown, token: unknown) {
  if (!isRole(role) || typeof token !== 'string' || !isSignedLink(LINK_PURPOSE, `${nominationId}:${role}`, token)) return null
  const nomination = await getNomination(nominationId)
  if (!nomination || nomination.electionId !== electionId) return null
  const election = await getElection(electionId)
  return election ? { nomination, election, role } : null
}

/** What a confirmation link's page shows: the election, who nominated whom, the part asked of the reader, and what is confirmed so far. */
export async function nominationForLink(electionId: string, nominationId: string, role: unknown, token: unknown) {
  const found = await nominationOfLink(electionId, nominationId, role, token)
  if (!found) return null
  const { nomination, election } = found
  const [people, confirmations, candidates] = await Promise.all([
    listUsersByIds([nomination.candidateId, nomination.proposerId, nomination.seconderId, nomination.nominatedBy]),
    confirmationsOf([nomination.id]),
    listCandidates(election.id),
  ])
  const nameOf = (id: string) => {
    const person = people.find((p) => p.id === id)
    return person ? fullName(person) : ''
  }
  const confirmed = (confirmations.get(nomination.id) ?? []).map((c) => c.role)
  return {
    election,
    role: found.role,
    open: nominationsOpen(election, now()),
    names: { candidate: nameOf(nomination.candidateId), proposer: nameOf(nomination.proposerId), seconder: nameOf(nomination.seconderId), nominatedBy: nameOf(nomination.nominatedBy) },
    confirmed,
    standing: candidates.some((c) => c.userId === nomination.candidateId),
  }
}

export type ConfirmOutcome = { ok: true; complete: boolean } | Refusal

/**
 * One role's confirmation (its link's page): recorded once (the candidate's statement with it); the third
 * makes the candidate. A link that does not check is 404; after voting opened, or from someone no longer
 * a voting member, 409.
 */
export async function confirmNomination(electionId: string, nominationId: string, role: unknown, token: unknown, statement: string): Promise<ConfirmOutcome> {
  const found = await nominationOfLink(electionId, nominationId, role, token)
  if (!found) return refuse(404, NOMINATION_MESSAGES.linkInvalid)
  const { nomination, election } = found
  if (!nominationsOpen(election, now())) return refuse(409, ELECTION_MESSAGES.nominationsClosed)
  const holder = await getUserById(holderOf(nomination, found.role))
  if (!holder || !isVotingMemberToday(holder)) return refuse(409, ELECTION_MESSAGES.notVotingMember)
  await insertConfirmation(nomination.id, found.role, found.role === 'candidate' ? statement : '', now())
  const confirmations = (await confirmationsOf([nomination.id])).get(nomination.id) ?? []
  if (!NOMINATION_ROLES.every((r) => confirmations.some((c) => c.role === r))) return { ok: true, complete: false }
  const candidate = await getUserById(nomination.candidateId)
  if (!candidate) return refuse(404, NOMINATION_MESSAGES.linkInvalid)
  // Confirmed by all three: the candidate stands (once, however many of the three confirm at the same moment).
  await insertCandidate({
    electionId: election.id,
    userId: candidate.id,
    name: fullName(candidate),
    membershipId: candidate.membershipId ?? '',
    statement: confirmations.find((c) => c.role === 'candidate')?.statement ?? '',
    nominatedAt: new Date(nomination.createdAt),
    source: 'nomination',
    nominationId: nomination.id,
  })
  return { ok: true, complete: true }
}

/** The nominations of an election with their names and the roles confirmed, for the returning officer's page. */
export async function listNominationsForAdmin(electionId: string) {
  const nominations = await listNominations(electionId)
  if (!nominations.length) return []
  const [people, confirmations] = await Promise.all([
    listUsersByIds(nominations.flatMap((n) => [n.candidateId, n.proposerId, n.seconderId])),
    confirmationsOf(nominations.map((n) => n.id)),
  ])
  const nameOf = (id: string) => {
    const person = people.find((p) => p.id === id)
    return person ? fullName(person) : ''
  }
  return nominations.map((n) => ({
    id: n.id,
    createdAt: n.createdAt,
    candidate: nameOf(n.candidateId),
    proposer: nameOf(n.proposerId),
    seconder: nameOf(n.seconderId),
    confirmed: (confirmations.get(n.id) ?? []).map((c) => c.role),
  }))
}
