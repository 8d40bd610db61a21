import mongoose from 'mongoose'
import { afterEach, beforeAll, describe, expect, test } from 'vitest'
import { now, setTestClock } from '#app/domain/clock.ts'
import { toMalaysiaLocal } from '#app/domain/event-times.ts'
import { disarmFaults, failOnceAt, InjectedFault } from '#app/domain/fault-points.ts'
import { AuditLog } from '#app/models/audit-log.server.ts'
import { ElectionBallot, ElectionPaperCount, ElectionVoter } from '#app/models/election-ballot.server.ts'
import { Election, ElectionCandidate, ElectionRoll } from '#app/models/election.server.ts'
import { insertOfficeTerm } from '#app/models/office-term.server.ts'
import { getUserById, User } from '#app/models/user.server.ts'
import { castBallot, electionAudit } from '#app/services/elections.server.ts'
import { adminSession, expectPage, follow, memberSession, readable } from '#tests/admin-helpers.ts'
import { daysAgo, daysAhead } from '#tests/clock.ts'
import { addCandidate, createElection, openElectionWithCandidates } from '#tests/election-factories.ts'
import { createUser, signIn } from '#tests/factories.ts'
import { get, postForm, sendJson } from '#tests/http.ts'
import { useTestServer } from '#tests/setup/test-server.ts'

/**
 * Elections (issue 35, item 3) over real HTTP: the roll, one ballot per voter (and its concurrency), the
 * window, the results only after it, the ballot kept apart from who voted, paper votes, the pages.
 */
const server = useTestServer()
const HOUR = 60 * 60 * 1000

beforeAll(async () => {
  // Twenty ballots at once on a cold pool would queue for connections and run one after another.
  await Promise.all(Array.from({ length: 25 }, () => mongoose.connection.db!.admin().ping()))
})

afterEach(() => {
  setTestClock(null)
  disarmFaults()
})

async function voter(overrides: Record<string, unknown> = {}) {
  const user = await createUser(overrides)
  return { user, ...(await signIn(user.id)) }
}

const ballot = (electionId: string, candidateIds: unknown, token: string) => sendJson(server.baseUrl, 'POST', `/api/elections/${electionId}/ballots`, { candidateIds }, { token })

describe('the voter roll', () => {
  test('members of the voting types active on the cut-off day vote; other types, expired, suspended, unpaid and later members get 403', async () => {
    const { election, candidates } = await openElectionWithCandidates(2)
    const rollDate = election.rollDate
    const [ordinary, fellow, associate, expired, suspended, unpaid, lateJoiner] = await Promise.all([
      voter({ firstName: 'Ordinary' }),
      voter({ firstName: 'Fellow', membershipType: 'Fellow', membershipValidUntil: daysAhead(100) }),
      voter({ firstName: 'Associate', membershipType: 'Associate' }),
      voter({ firstName: 'Expired', membershipStatus: 'expired', membershipValidUntil: daysAgo(60) }),
      voter({ firstName: 'Suspended', membershipStatus: 'suspended' }),
      // Active, in the grace days: the period ended before the cut-off day, not paid up.
      voter({ firstName: 'Unpaid', membershipValidUntil: daysAgo(5) }),
      voter({ firstName: 'Late', approvedAt: new Date(now().getTime() - HOUR) }),
    ])
    const answers: Record<string, number> = {}
    for (const [name, who] of Object.entries({ ordinary, fellow, associate, expired, unpaid, lateJoiner })) {
      answers[name] = (await ballot(election.id, [candidates[0]!.id], who.token)).status
    }
    const refused = await ballot(election.id, [candidates[0]!.id], suspended.token)
    expect(answers).toEqual({ ordinary: 201, fellow: 201, associate: 403, expired: 403, unpaid: 403, lateJoiner: 403 })
    // A suspended member may not write at all (the rule every write keeps).
    expect(refused.status).toBe(403)
    const notOnRoll = await ballot(election.id, [candidates[0]!.id], associate.token)
    expect(await notOnRoll.json()).toEqual({ message: 'You are not on the voter roll of this election' })

    // The roll is stored once, as at its day, and names the voting members only.
    const roll = await ElectionRoll.findById(election.id).lean<{ userIds: mongoose.Types.ObjectId[]; rollDate: string }>()
    const onRoll = new Set(roll!.userIds.map(String))
    expect(roll!.rollDate).toBe(rollDate)
    expect([ordinary, fellow, associate, expired, suspended, unpaid, lateJoiner].map((who) => onRoll.has(who.user.id))).toEqual([true, true, false, false, false, false, false])
    expect(await ElectionRoll.countDocuments({ _id: election.id })).toBe(1)
  })

  test('the roll is taken when it is due and not again: a member who lapses after it still votes, one who joins after it does not', async () => {
    const { election, candidates } = await openElectionWithCandidates(2)
    const stays = await voter({ firstName: 'Stays' })
    // The first request of the window takes the roll.
    expect((await get(server.baseUrl, `/elections/${election.id}`, { cookie: stays.cookie })).status).toBe(200)
    expect(await ElectionRoll.countDocuments({ _id: election.id })).toBe(1)
    await User.updateOne({ _id: stays.user.id }, { $set: { membershipStatus: 'expired' } })
    const joins = await voter({ firstName: 'Joins' })
    expect((await ballot(election.id, [candidates[1]!.id], stays.token)).status).toBe(201)
    expect((await ballot(election.id, [candidates[1]!.id], joins.token)).status).toBe(403)
  })

  test('before its day is over the roll is not taken: the page says when it will be', async () => {
    const election = await createElection({ opensAt: new Date(now().getTime() + 48 * HOUR), closesAt: new Date(now().getTime() + 72 * HOUR), rollDate: daysAhead(1) })
    const member = await voter()
    const page = await (await get(server.baseUrl, `/elections/${election.id}`, { cookie: member.cookie })).text()
    expectPage(page).toContain('The voter roll is taken at the end of')
    expect(await ElectionRoll.countDocuments({ _id: election.id })).toBe(0)
  })
})

describe('the ballot', () => {
  test('201 once, 409 for a second; 400 for too many, unknown, repeated or no candidates; 404 for no such election', async () => {
    const { election, candidates } = await openElectionWithCandidates(3)
    const member = await voter()
    const [a, b, c] = candidates.map((x) => x.id) as [string, string, string]
    const tooMany = await ballot(election.id, [a, b, c], member.token)
    expect(tooMany.status).toBe(400)
    expect(await tooMany.json()).toEqual({ message: 'Choose no more candidates than there are seats (2)', fieldErrors: { candidateIds: ['Choose no more candidates than there are seats (2)'] } })
    const unknown = await ballot(election.id, [a, '0123456789abcdef01234567'], member.token)
    expect(unknown.status).toBe(400)
    expect((await unknown.json()).message).toBe('Choose only among the candidates of this election')
    expect((await ballot(election.id, [a, a], member.token)).status).toBe(400)
    expect((await ballot(election.id, [], member.token)).status).toBe(400)
    expect((await ballot(election.id, 'not a list', member.token)).status).toBe(400)
    expect(await ElectionVoter.countDocuments({ electionId: election.id })).toBe(0)

    const cast = await ballot(election.id, [b, a], member.token)
    expect(cast.status).toBe(201)
    const second = await ballot(election.id, [c], member.token)
    expect(second.status).toBe(409)
    expect(await second.json()).toEqual({ message: 'You have already voted in this election' })
    expect(await ElectionBallot.countDocuments({ electionId: election.id })).toBe(1)
    expect((await ballot('0123456789abcdef01234567', [a], member.token)).status).toBe(404)
    expect((await ballot('not-an-id', [a], member.token)).status).toBe(404)
    expect((await sendJson(server.baseUrl, 'POST', `/api/elections/${election.id}/ballots`, { candidateIds: [a] })).status).toBe(401)
  })

  test('409 outside the window: before it opens and from the moment it closes', async () => {
    const at = now().getTime()
    const member = await voter()
    const upcoming = await createElection({ opensAt: new Date(at + HOUR), closesAt: new Date(at + 2 * HOUR) })
    const closed = await createElection({ opensAt: new Date(at - 2 * HOUR), closesAt: new Date(at - 1000) })
    for (const election of [upcoming, closed]) {
      const candidate = await addCandidate(election.id)
      const answer = await ballot(election.id, [candidate.id], member.token)
      expect(answer.status).toBe(409)
      expect(await answer.json()).toEqual({ message: 'Voting is not open: ballots are taken only between the opening and the closing time' })
    }
    expect(await ElectionVoter.countDocuments({ userId: member.user.id })).toBe(0)
  })

  test('20 ballots sent at the same moment by one voter: one is stored, nineteen are refused 409', async () => {
    const { election, candidates } = await openElectionWithCandidates(3)
    const member = await voter()
    const answers = await Promise.all(Array.from({ length: 20 }, (_, i) => ballot(election.id, [candidates[i % 3]!.id], member.token)))
    const statuses = answers.map((answer) => answer.status).sort()
    expect(statuses).toEqual([201, ...Array.from({ length: 19 }, () => 409)])
    expect(await ElectionBallot.countDocuments({ electionId: election.id })).toBe(1)
    expect(await ElectionVoter.find({ electionId: election.id }).lean()).toEqual([
      { _id: `${election.id}:${member.user.id}`, electionId: new mongoose.Types.ObjectId(election.id), userId: new mongoose.Types.ObjectId(member.user.id), channel: 'online', state: 'cast', recordedBy: '' },
    ])
  })
})

describe('the secrecy of the ballot', () => {
  test('a stored ballot holds the election and the candidates only: no voter, no time, a random id that orders nothing', async () => {
    const { election, candidates } = await openElectionWithCandidates(3)
    const voters = await Promise.all(Array.from({ length: 12 }, () => voter()))
    for (const [i, who] of voters.entries()) expect((await ballot(election.id, [candidates[i % 3]!.id], who.token)).status).toBe(201)

    const stored = await mongoose.connection.db!.collection('election_ballots').find({ electionId: new mongoose.Types.ObjectId(election.id) }).toArray()
    expect(stored).toHaveLength(12)
    const ids = new Set(voters.flatMap((who) => [who.user.id, who.user.email, who.user.membershipId]))
    for (const doc of stored) {
      expect(Object.keys(doc).sort()).toEqual(['_id', 'candidateIds', 'electionId'])
      // Not an ObjectId (whose first four bytes are the second it was made): 128 random bits.
      expect(typeof doc._id).toBe('string')
      expect(doc._id).toMatch(/^[0-9a-f]{32}$/)
      const text = JSON.stringify(doc)
      for (const id of ids) expect(text).not.toContain(id)
    }
    // The ballots in the order they were stored are not in the order of their ids, nor the reverse:
    // the twelve ids were drawn at random (the chance of either order is 2 in 479,001,600).
    const inStoredOrder = stored.map((doc) => String(doc._id))
    expect(inStoredOrder).not.toEqual([...inStoredOrder].sort())
    expect(inStoredOrder).not.toEqual([...inStoredOrder].sort().reverse())

    // Who voted: the member and the way, no time, nothing of the ballot.
    const records = await mongoose.connection.db!.collection('election_voters').find({ electionId: new mongoose.Types.ObjectId(election.id) }).toArray()
    expect(records).toHaveLength(12)
    for (const record of records) {
      expect(Object.keys(record).sort()).toEqual(['_id', 'channel', 'electionId', 'recordedBy', 'state', 'userId'])
      const text = JSON.stringify(record)
      for (const doc of stored) expect(text).not.toContain(String(doc._id))
    }
  })

  test('the auditor sees the roll, who voted and how, and the counts; never a ballot beside a voter', async () => {
    const { election, candidates } = await openElectionWithCandidates(2)
    const [first, second] = await Promise.all([voter({ firstName: 'Fatimah' }), voter({ firstName: 'Gopal' })])
    expect((await ballot(election.id, [candidates[0]!.id], first.token)).status).toBe(201)
    const admin = await adminSession()
    const page = readable(await (await get(server.baseUrl, `/admin/elections/${election.id}/audit`, { cookie: admin.cookie })).text())
    expectPage(page).toContain(`${first.user.firstName} ${first.user.lastName}`)
    expectPage(page).toContain(`${second.user.firstName} ${second.user.lastName}`)
    expectPage(page).toContain('Online ballots in the box')
    expectPage(page).toContain('The tally is shown when voting closes.')
    expectPage(page).not.toContain(candidates[0]!.id)
    const audit = await electionAudit(election.id)
    expect(audit!.voters).toEqual({ online: 1, pending: 0, paper: 0 })
    expect(audit!.ballots).toEqual({ online: 1, paper: 0 })
    expect(audit!.roll!.members.find((m) => m.id === first.user.id)?.voted).toBe('online')
    expect(audit!.roll!.members.find((m) => m.id === second.user.id)?.voted).toBe(null)
    // Members and the other staff roles are refused the view.
    const member = await memberSession()
    expect((await get(server.baseUrl, `/admin/elections/${election.id}/audit`, { cookie: member.cookie })).status).toBe(403)
    const treasurer = await adminSession({ roles: ['treasurer'] })
    expect((await get(server.baseUrl, `/admin/elections/${election.id}/audit`, { cookie: treasurer.cookie })).status).toBe(403)
  })

  test('a process that dies between the record of the vote and the ballot: the voter stays voted, the auditor counts the ballot missing', async () => {
    const { election, candidates } = await openElectionWithCandidates(2)
    const lost = await createUser()
    const unconfirmed = await createUser()
    failOnceAt('ballot:store')
    await expect(castBallot(lost, election.id, { candidateIds: [candidates[0]!.id] })).rejects.toThrow(InjectedFault)
    // A second ballot would count twice had the first been stored after all: refused.
    expect(await castBallot(lost, election.id, { candidateIds: [candidates[0]!.id] })).toMatchObject({ ok: false, status: 409 })
    failOnceAt('ballot:confirm')
    await expect(castBallot(unconfirmed, election.id, { candidateIds: [candidates[1]!.id] })).rejects.toThrow(InjectedFault)
    const audit = await electionAudit(election.id)
    expect(audit!.voters).toEqual({ online: 2, pending: 2, paper: 0 })
    expect(audit!.ballots.online).toBe(1)
    expect(audit!.lostBallots).toBe(1)
    const { cookie } = await signIn(lost.id)
    expectPage(await (await get(server.baseUrl, `/elections/${election.id}`, { cookie })).text()).toContain('the site could not confirm that it was stored')
  })
})

describe('the results', () => {
  test('403 to everyone, administrators too, until the window closes; right after, the counts with ties broken by the earliest nomination', async () => {
    const closesAt = new Date(now().getTime() + HOUR)
    const { election, candidates } = await openElectionWithCandidates(3, { closesAt })
    const [a, b, c] = candidates as [(typeof candidates)[number], (typeof candidates)[number], (typeof candidates)[number]]
    const voters = await Promise.all(Array.from({ length: 5 }, () => voter()))
    // b: 3 votes; a and c: 2 each (a was nominated first, so a takes the second seat).
    const marks = [[b.id, a.id], [b.id, c.id], [b.id], [a.id], [c.id]]
    for (const [i, who] of voters.entries()) expect((await ballot(election.id, marks[i], who.token)).status).toBe(201)

    const admin = await adminSession()
    for (const token of [voters[0]!.token, admin.token]) {
      const early = await get(server.baseUrl, `/api/elections/${election.id}/results`, { token })
      expect(early.status).toBe(403)
      expect(await early.json()).toEqual({ message: 'The results are published when voting closes' })
    }
    expectPage(await (await get(server.baseUrl, `/elections/${election.id}/results`, { cookie: voters[0]!.cookie })).text()).toContain('The results are published when voting closes, on')

    setTestClock(closesAt)
    const answer = await get(server.baseUrl, `/api/elections/${election.id}/results`, { token: voters[1]!.token })
    expect(answer.status).toBe(200)
    expect(await answer.json()).toEqual({
      ballots: 5,
      results: [
        { candidateId: b.id, name: b.name, votes: 3, elected: true },
        { candidateId: a.id, name: a.name, votes: 2, elected: true },
        { candidateId: c.id, name: c.name, votes: 2, elected: false },
      ],
    })
    const page = await (await get(server.baseUrl, `/elections/${election.id}/results?lng=ms`, { cookie: voters[0]!.cookie })).text()
    expectPage(page).toContain('Keputusan pemilihan')
    expectPage(page).toContain('Terpilih')
    expectPage(page).toContain('dicalonkan terlebih dahulu')
    expect((await get(server.baseUrl, `/api/elections/${election.id}/results`)).status).toBe(401)
  })
})

describe('voting on the page, without JavaScript', () => {
  test('the ballot is a form of ticked boxes; cast, the page says so; a second is refused with its reason, in Malay too', async () => {
    const { election, candidates } = await openElectionWithCandidates(3)
    const member = await voter()
    const path = `/elections/${election.id}`
    const page = await (await get(server.baseUrl, path, { cookie: member.cookie })).text()
    expect(page).toMatch(new RegExp(`<input type="checkbox" name="candidateIds"[^>]* value="${candidates[0]!.id}"`))
    expectPage(page).toContain('Choose at most 2 candidates')
    expectPage(page).toContain('Statement 2')

    const tooMany = await postForm(server.baseUrl, path, { candidateIds: candidates.map((c) => c.id) }, { cookie: member.cookie })
    expect(tooMany.status).toBe(400)
    expectPage(await tooMany.text()).toContain('Choose no more candidates than there are seats (2)')

    const cast = await postForm(server.baseUrl, path, { candidateIds: [candidates[1]!.id] }, { cookie: member.cookie })
    expect(cast.status).toBe(302)
    const after = await follow(server.baseUrl, cast, member.cookie)
    expectPage(after).toContain('Your ballot is cast')
    expectPage(after).toContain('You have voted online')
    expect(after).not.toContain('name="candidateIds"')

    const again = await postForm(server.baseUrl, `${path}?lng=ms`, { candidateIds: [candidates[0]!.id] }, { cookie: member.cookie })
    expect(again.status).toBe(409)
    expectPage(await again.text()).toContain('Anda telah pun mengundi dalam pemilihan ini')
    expect(await ElectionBallot.countDocuments({ electionId: election.id })).toBe(1)
  })

  test('the list of elections and the page in Malay', async () => {
    const { election } = await openElectionWithCandidates(1)
    const member = await voter()
    const list = await (await get(server.baseUrl, '/elections?lng=ms', { cookie: member.cookie })).text()
    expectPage(list).toContain(election.titleMs)
    expectPage(list).toContain('Pengundian dibuka')
    const page = await (await get(server.baseUrl, `/elections/${election.id}?lng=ms`, { cookie: member.cookie })).text()
    expectPage(page).toContain('Buang undi saya')
    expectPage(page).toContain(election.positionsMs)
    expect((await get(server.baseUrl, `/elections/${election.id}`)).status).toBe(302)
    // The dashboard's Membership tab leads there.
    expect(await (await get(server.baseUrl, '/member-dashboard/membership', { cookie: member.cookie })).text()).toContain('href="/elections"')
  })
})

describe('the administration', () => {
  test('POST /api/admin/elections: 201 { id }; the rules between the dates; members refused', async () => {
    const admin = await adminSession()
    const at = now().getTime()
    const body = { title: 'Annual general meeting 2027', positions: 'Four committee members', seats: 4, opensAt: new Date(at + 24 * HOUR).toISOString(), closesAt: new Date(at + 30 * HOUR).toISOString(), rollDate: daysAhead(-1) }
    const created = await sendJson(server.baseUrl, 'POST', '/api/admin/elections', body, { token: admin.token })
    expect(created.status).toBe(201)
    const { id } = (await created.json()) as { id: string }
    expect(await Election.findById(id).lean()).toMatchObject({ title: 'Annual general meeting 2027', seats: 4, tieRule: 'earliest-nomination', createdBy: admin.user.email })
    expect(await AuditLog.countDocuments({ entityType: 'election', entityId: id })).toBe(1)

    const bad = await sendJson(server.baseUrl, 'POST', '/api/admin/elections', { ...body, closesAt: body.opensAt, rollDate: daysAhead(5), seats: 0 }, { token: admin.token })
    expect(bad.status).toBe(400)
    expect((await bad.json()).fieldErrors).toEqual({
      seats: ['Enter the number of seats: a whole number from 1 to 30'],
      closesAt: ['Voting must close after it opens'],
      rollDate: ['The cut-off date of the roll cannot be later than the day voting opens'],
    })
    const past = await sendJson(server.baseUrl, 'POST', '/api/admin/elections', { ...body, opensAt: new Date(at - HOUR).toISOString() }, { token: admin.token })
    expect((await past.json()).fieldErrors).toEqual({ opensAt: ['Voting must open later than now: nominations close when it opens'] })

    // The body as the issue writes it: no words on what is elected, a meeting's id.
    const { positions: _words, ...asWritten } = body
    const bare = await sendJson(server.baseUrl, 'POST', '/api/admin/elections', { ...asWritten, meetingId: '0123456789abcdef01234567' }, { token: admin.token })
    expect(bare.status).toBe(201)
    expect(await Election.findById(((await bare.json()) as { id: string }).id).lean()).toMatchObject({ positions: '', meetingId: '0123456789abcdef01234567' })

    const member = await memberSession()
    expect((await sendJson(server.baseUrl, 'POST', '/api/admin/elections', body, { token: member.token })).status).toBe(403)
    const secretary = await adminSession({ roles: ['secretary'] })
    expect((await sendJson(server.baseUrl, 'POST', '/api/admin/elections', body, { token: secretary.token })).status).toBe(201)
  })

  test('the page calls an election without JavaScript and leads to its returning officer\'s page', async () => {
    const admin = await adminSession()
    const opens = new Date(now().getTime() + 48 * HOUR)
    const form = { title: 'Pemilihan 2027', positions: 'Treasurer', seats: '1', opensAt: toMalaysiaLocal(opens), closesAt: toMalaysiaLocal(new Date(opens.getTime() + 6 * HOUR)), rollDate: daysAhead(1) }
    const refused = await postForm(server.baseUrl, '/admin/elections', { ...form, title: '' }, { cookie: admin.cookie })
    expect(refused.status).toBe(400)
    expectPage(await refused.text()).toContain('Please give the election a title')
    const created = await postForm(server.baseUrl, '/admin/elections', form, { cookie: admin.cookie })
    expect(created.status).toBe(302)
    const location = created.headers.get('location')!
    expect(location).toMatch(/^\/admin\/elections\/[0-9a-f]{24}$/)
    const page = await follow(server.baseUrl, created, admin.cookie)
    expectPage(page).toContain('The election is called')
    expectPage(page).toContain('Enter a candidate nominated on paper')
    const list = await (await get(server.baseUrl, '/admin/elections?lng=ms', { cookie: admin.cookie })).text()
    expectPage(list).toContain('Adakan pemilihan')
    expectPage(list).toContain('Pemilihan 2027')
  })

  test('POST /api/admin/elections/{id}/candidates: a voting member before voting opens, once; 404, 409 otherwise', async () => {
    const admin = await adminSession()
    const election = await createElection({ opensAt: new Date(now().getTime() + 24 * HOUR), closesAt: new Date(now().getTime() + 30 * HOUR), rollDate: daysAhead(0) })
    const [member, associate] = await Promise.all([createUser(), createUser({ membershipType: 'Associate' })])
    const path = `/api/admin/elections/${election.id}/candidates`
    const added = await sendJson(server.baseUrl, 'POST', path, { userId: member.id, statement: 'Ten years of service.' }, { token: admin.token })
    expect(added.status).toBe(201)
    const { id } = (await added.json()) as { id: string }
    expect(await ElectionCandidate.findById(id).lean()).toMatchObject({ name: `${member.firstName} ${member.lastName}`, statement: 'Ten years of service.', source: 'paper' })
    expect((await sendJson(server.baseUrl, 'POST', path, { userId: member.id }, { token: admin.token })).status).toBe(409)
    const notVoting = await sendJson(server.baseUrl, 'POST', path, { userId: associate.id }, { token: admin.token })
    expect(notVoting.status).toBe(409)
    expect((await notVoting.json()).message).toBe('This member is not a voting member with an active membership')
    expect((await sendJson(server.baseUrl, 'POST', path, { userId: '0123456789abcdef01234567' }, { token: admin.token })).status).toBe(404)
    expect((await sendJson(server.baseUrl, 'POST', '/api/admin/elections/0123456789abcdef01234567/candidates', { userId: member.id }, { token: admin.token })).status).toBe(404)
    expect((await sendJson(server.baseUrl, 'POST', path, { userId: 'x' }, { token: admin.token })).status).toBe(400)

    // The page takes the same by membership ID.
    const other = await createUser()
    const viaPage = await postForm(server.baseUrl, `/admin/elections/${election.id}`, { intent: 'add-candidate', membershipId: other.membershipId!, statement: '' }, { cookie: admin.cookie })
    expect(viaPage.status).toBe(302)
    expect(await ElectionCandidate.countDocuments({ electionId: election.id })).toBe(2)

    // Once voting opens, the list is closed.
    setTestClock(new Date(now().getTime() + 25 * HOUR))
    const late = await sendJson(server.baseUrl, 'POST', path, { userId: (await createUser()).id }, { token: admin.token })
    expect(late.status).toBe(409)
    expect((await late.json()).message).toBe('Nominations closed when voting opened')
  })
})

describe('paper votes at the meeting', () => {
  test('the returning officer records paper voters (never one who voted online, and they cannot vote online after), then the count once; the results add both', async () => {
    const closesAt = new Date(now().getTime() + 2 * HOUR)
    const { election, candidates } = await openElectionWithCandidates(2, { closesAt, seats: 1 })
    const [a, b] = candidates as [(typeof candidates)[number], (typeof candidates)[number]]
    const admin = await adminSession()
    const [online, onPaper, second, outsider] = await Promise.all([voter(), voter(), voter(), voter({ membershipType: 'Student' })])
    expect((await ballot(election.id, [a.id], online.token)).status).toBe(201)

    const path = `/admin/elections/${election.id}`
    const record = (membershipId: string, lng = 'en') => postForm(server.baseUrl, `${path}?lng=${lng}`, { intent: 'paper-voter', membershipId }, { cookie: admin.cookie })
    const votedOnline = await record(online.user.membershipId!)
    expect(votedOnline.status).toBe(409)
    expectPage(await votedOnline.text()).toContain('This member voted online and cannot vote on paper as well')
    expect((await record(outsider.user.membershipId!)).status).toBe(403)
    expect((await record('EMP999999999')).status).toBe(404)
    expect((await record(onPaper.user.membershipId!)).status).toBe(302)
    expect((await record(second.user.membershipId!)).status).toBe(302)
    const twice = await record(onPaper.user.membershipId!, 'ms')
    expect(twice.status).toBe(409)
    expectPage(await twice.text()).toContain('Undi kertas ahli ini telah pun direkodkan')
    // Recorded on paper: the online ballot is refused.
    expect((await ballot(election.id, [b.id], onPaper.token)).status).toBe(409)

    // Before the count is entered, the results wait for it once voting has closed.
    setTestClock(closesAt)
    expect((await get(server.baseUrl, `/api/elections/${election.id}/results`, { token: online.token })).status).toBe(409)

    const count = (fields: Record<string, string>) => postForm(server.baseUrl, path, { intent: 'paper-count', ...fields }, { cookie: admin.cookie })
    const tooMany = await count({ ballots: '3', [`votes.${a.id}`]: '0', [`votes.${b.id}`]: '2' })
    expect(tooMany.status).toBe(400)
    expectPage(await tooMany.text()).toContain('There cannot be more paper ballots than members recorded as voting on paper (2)')
    expect((await count({ ballots: '2', [`votes.${a.id}`]: '2', [`votes.${b.id}`]: '1' })).status).toBe(400)
    const saved = await count({ ballots: '2', [`votes.${a.id}`]: '0', [`votes.${b.id}`]: '2' })
    expect(saved.status).toBe(302)
    expect((await count({ ballots: '2', [`votes.${a.id}`]: '1', [`votes.${b.id}`]: '1' })).status).toBe(409)
    expect(await ElectionPaperCount.countDocuments({ _id: election.id })).toBe(1)
    // Counted: no more paper voters.
    expect((await record(outsider.user.membershipId!)).status).toBe(409)

    const results = await get(server.baseUrl, `/api/elections/${election.id}/results`, { token: online.token })
    expect(await results.json()).toEqual({
      ballots: 3,
      results: [
        { candidateId: b.id, name: b.name, votes: 2, elected: true },
        { candidateId: a.id, name: a.name, votes: 1, elected: false },
      ],
    })
    const audit = await electionAudit(election.id)
    expect(audit!.voters).toEqual({ online: 1, pending: 0, paper: 2 })
    expect(audit!.ballots).toEqual({ online: 1, paper: 2 })
    expect(await AuditLog.countDocuments({ entityType: 'election', entityId: election.id, action: { $in: ['recorded', 'counted'] } })).toBe(3)
    expect((await getUserById(onPaper.user.id))?.membershipStatus).toBe('active')
  })
})

describe('a member’s own data (issue 21) holds their part in the association’s governance', () => {
  test('the export names the offices held, the elections stood in and voted in, and how, never for whom', async () => {
    const { election, candidates } = await openElectionWithCandidates(2)
    const member = await voter({ firstName: 'Exporter' })
    expect((await ballot(election.id, [candidates[1]!.id], member.token)).status).toBe(201)
    await insertOfficeTerm({ positionId: new mongoose.Types.ObjectId().toString(), userId: member.user.id, name: 'Exporter Member', from: daysAgo(10), until: null, cardId: null })

    const exported = await (await get(server.baseUrl, '/api/me/export', { token: member.token })).json()
    expect(exported.votes).toEqual([{ electionId: election.id, channel: 'online' }])
    expect(JSON.stringify(exported)).not.toContain(candidates[1]!.id)
    expect(exported.officeTerms).toEqual([expect.objectContaining({ userId: member.user.id, from: daysAgo(10), until: null })])
    expect(exported.candidacies).toEqual([])

    // The candidate's export names the election they stood in.
    const candidate = await signIn(candidates[0]!.userId)
    const theirs = await (await get(server.baseUrl, '/api/me/export', { token: candidate.token })).json()
    expect(theirs.candidacies).toEqual([expect.objectContaining({ electionId: election.id, id: candidates[0]!.id })])
    expect(theirs.votes).toEqual([])
  })
})
