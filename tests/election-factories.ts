import { now } from '#app/domain/clock.ts'
import { insertCandidate, insertElection } from '#app/models/election.server.ts'
import type { PublicUser } from '#app/models/user.server.ts'
import { daysAgo } from './clock.ts'
import { createUser } from './factories.ts'

const HOUR = 60 * 60 * 1000
let counter = 0

/**
 * An election stored through the model (issue 35), open by default: voting opened an hour ago and closes
 * in a day, its roll as at yesterday. An administrator calls one through the API or its page only before
 * it opens; a test of voting needs one open now.
 */
export async function createElection(overrides: Partial<Parameters<typeof insertElection>[0]> = {}) {
  counter += 1
  const at = now().getTime()
  return insertElection({
    title: `Committee election ${counter}`,
    titleMs: `Pemilihan jawatankuasa ${counter}`,
    positions: 'Four ordinary committee members',
    positionsMs: 'Empat ahli jawatankuasa biasa',
    seats: 2,
    opensAt: new Date(at - HOUR),
    closesAt: new Date(at + 24 * HOUR),
    rollDate: daysAgo(1),
    tieRule: 'earliest-nomination',
    meetingId: '',
    createdBy: 'returning.officer@example.com',
    ...overrides,
  })
}

/** A voting member standing in the election (nominated on paper), entered `minutesAgo` before now. */
export async function addCandidate(electionId: string, { user, statement = '', minutesAgo = 120 }: { user?: PublicUser; statement?: string; minutesAgo?: number } = {}) {
  const member = user ?? (await createUser({ firstName: 'Calon' }))
  const candidate = await insertCandidate({
    electionId,
    userId: member.id,
    name: `${member.firstName} ${member.lastName}`,
    membershipId: member.membershipId ?? '',
    statement,
    nominatedAt: new Date(now().getTime() - minutesAgo * 60_000),
    source: 'paper',
    enteredBy: 'returning.officer@example.com',
  })
  if (candidate === 'taken') throw new Error('already a candidate')
  return candidate
}

/** An open election with `count` candidates (the first nominated first). */
export async function openElectionWithCandidates(count = 3, overrides: Partial<Parameters<typeof insertElection>[0]> = {}) {
  const election = await createElection(overrides)
  const candidates = []
  for (let i = 0; i < count; i++) candidates.push(await addCandidate(election.id, { minutesAgo: 600 - i * 10, statement: `Statement ${i + 1}` }))
  return { election, candidates }
}
