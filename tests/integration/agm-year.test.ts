import path from 'node:path'
import { afterEach, beforeAll, expect, test } from 'vitest'
import { now, setTestClock } from '#app/domain/clock.ts'
import { addDays } from '#app/domain/dates.ts'
import { ElectionBallot } from '#app/models/election-ballot.server.ts'
import { ElectionCandidate } from '#app/models/election.server.ts'
import { Meeting } from '#app/models/meeting.server.ts'
import { MeetingInvitees } from '#app/models/meeting-attendance.server.ts'
import { User } from '#app/models/user.server.ts'
import { adminSession, expectPage, follow, readable } from '#tests/admin-helpers.ts'
import { daysAgo, daysAhead } from '#tests/clock.ts'
import { createDemoCommittee } from '#tests/content-factories.ts'
import { createUser, signIn } from '#tests/factories.ts'
import { get, postForm, sendJson } from '#tests/http.ts'
import { readOutbox, waitForMail, type OutboxMail } from '#tests/mail.ts'
import { useTestServer } from '#tests/setup/test-server.ts'

/**
 * Issue 35, "Done when": one year's annual general meeting, end to end over real HTTP against the real
 * database, the pages without JavaScript: the notice sent on time to the members entitled to attend, an
 * RSVP, two nominations each confirmed by their three members, ballots during the window (an expired
 * member refused, a second ballot refused), the results after it, attendance and the quorum, the minutes
 * published, the elected treasurer recorded in the office-bearers' register and shown on the committee
 * page, and the annual return pack with the year's members by type and its last day. The ballot with
 * JavaScript on is the journey tests/e2e/admin-elections.spec.ts; the meeting's pages with JavaScript on
 * and off, tests/e2e/meetings.spec.ts.
 *
 * One test in its own file: its database holds only this year's members, so the pack's counts can be
 * told exactly.
 */
const server = useTestServer()
const outbox = () => path.join(process.env.DATA_DIR!, 'outbox')
const HOUR = 60 * 60 * 1000

beforeAll(() => createDemoCommittee())
afterEach(() => setTestClock(null))

async function member(firstName: string, overrides: Record<string, unknown> = {}) {
  const user = await createUser({ firstName, ...overrides })
  return { user, ...(await signIn(user.id)) }
}

/** The confirmation link of a nomination's mail, as its reader follows it. */
function confirmLinkIn(mail: OutboxMail) {
  const match = /https?:\/\/[^\s/]+(\/elections\/[0-9a-f]{24}\/nominations\/[0-9a-f]{24}\/confirm\?as=\w+&token=[\w-]+)/.exec(mail.text)
  if (!match) throw new Error(`no confirmation link in "${mail.subject}":\n${mail.text}`)
  const url = new URL(match[1]!, server.baseUrl)
  return { path: url.pathname, as: url.searchParams.get('as')!, token: url.searchParams.get('token')! }
}

test("one year's annual general meeting: notice, RSVP, nominations, ballots, results, minutes, office-bearers and the annual return", async () => {
  const secretary = await adminSession({ roles: ['secretary'], firstName: 'Setiausaha' })
  const [aminah, farid, nadia, proposer, seconder, candidateOne, candidateTwo] = await Promise.all([
    member('Aminah'),
    member('Farid', { membershipType: 'Fellow', locale: 'ms' }),
    member('Nadia'),
    member('Priya'),
    member('Suhaimi'),
    member('Chandran'),
    member('Mei Ling'),
  ])
  const associate = await member('Associate', { membershipType: 'Associate' })
  const expired = await member('Lapsed', { membershipStatus: 'expired', membershipValidUntil: daysAgo(60) })

  // 1. The AGM is called five weeks ahead, and its notice goes out at once: on time, once to each member
  // entitled to attend, in their language; not to the expired member.
  const meetingDay = daysAhead(35)
  const startsAt = `${meetingDay}T10:00:00+08:00`
  const called = await sendJson(server.baseUrl, 'POST', '/api/admin/meetings', {
    kind: 'annual',
    title: 'Annual General Meeting of the year',
    startsAt,
    place: 'Dewan Serbaguna, Penampang',
    agenda: '1. The annual report\n2. The accounts\n3. The election of the Treasurer',
  }, { token: secretary.token })
  expect(called.status, await called.clone().text()).toBe(201)
  const { id: meetingId } = (await called.json()) as { id: string }
  const noticed = await sendJson(server.baseUrl, 'POST', `/api/admin/meetings/${meetingId}/notice`, {}, { token: secretary.token })
  expect(noticed.status, await noticed.clone().text()).toBe(200)
  const { sent } = (await noticed.json()) as { sent: number }
  const invitees = (await MeetingInvitees.findById(meetingId).lean<{ userIds: unknown[] }>())!
  expect(sent).toBe(invitees.userIds.length)
  const invited = new Set(invitees.userIds.map(String))
  for (const who of [aminah, farid, nadia, proposer, seconder, candidateOne, candidateTwo, associate]) expect(invited.has(who.user.id)).toBe(true)
  expect(invited.has(expired.user.id)).toBe(false)
  const stored = (await Meeting.findById(meetingId).lean())!
  expect(stored.startsAt.getTime() - stored.noticeSentAt!.getTime()).toBeGreaterThanOrEqual(14 * 24 * HOUR)
  const mails = (await readOutbox(outbox())).filter((mail) => mail.to.includes(aminah.user.email) || mail.to.includes(farid.user.email) || mail.to.includes(expired.user.email))
  expect(mails.filter((mail) => mail.to.includes(aminah.user.email))).toHaveLength(1)
  expect(mails.filter((mail) => mail.to.includes(farid.user.email))).toHaveLength(1)
  expect(mails.filter((mail) => mail.to.includes(expired.user.email))).toHaveLength(0)
  // Pressed again: no one is mailed twice.
  expect(await (await sendJson(server.baseUrl, 'POST', `/api/admin/meetings/${meetingId}/notice`, {}, { token: secretary.token })).json()).toMatchObject({ sent: 0 })

  // 2. RSVP on the meeting's page, without JavaScript, and by the API.
  const answered = await postForm(server.baseUrl, `/meetings/${meetingId}`, { answer: 'attending' }, { cookie: aminah.cookie })
  expect(answered.status).toBe(302)
  expect((await sendJson(server.baseUrl, 'POST', `/api/meetings/${meetingId}/rsvp`, { answer: 'attending' }, { token: farid.token })).status).toBe(200)
  expect(await (await get(server.baseUrl, `/api/meetings/${meetingId}`, { token: aminah.token })).json()).toMatchObject({ rsvp: 'attending' })

  // 3. An election of the Treasurer at the meeting: voting during the meeting, the roll as at the day before.
  const opensAt = new Date(`${meetingDay}T10:30:00+08:00`)
  const closesAt = new Date(opensAt.getTime() + 2 * HOUR)
  const election = await sendJson(server.baseUrl, 'POST', '/api/admin/elections', {
    meetingId,
    title: 'Election of the Treasurer',
    positions: 'Treasurer',
    seats: 1,
    opensAt: opensAt.toISOString(),
    closesAt: closesAt.toISOString(),
    rollDate: addDays(meetingDay, -1),
  }, { token: secretary.token })
  expect(election.status, await election.clone().text()).toBe(201)
  const { id: electionId } = (await election.json()) as { id: string }
  expectPage(await (await get(server.baseUrl, `/meetings/${meetingId}`, { cookie: aminah.cookie })).text()).toContain('Election of the Treasurer')

  // Two nominations by Nadia, each confirmed by its candidate, proposer and seconder from the mailed links.
  for (const candidate of [candidateOne, candidateTwo]) {
    const lodged = await postForm(server.baseUrl, `/elections/${electionId}/nominate`, { candidate: candidate.user.membershipId!, proposer: proposer.user.membershipId!, seconder: seconder.user.membershipId! }, { cookie: nadia.cookie })
    expect(lodged.status).toBe(302)
    for (const to of [candidate.user.email, proposer.user.email, seconder.user.email]) {
      const mail = await waitForMail(outbox(), { to, subject: 'Please confirm a nomination', count: to === candidate.user.email ? 1 : candidate === candidateOne ? 1 : 2 })
      const link = confirmLinkIn(mail)
      const fields: Record<string, string> = link.as === 'candidate' ? { statement: `${candidate.user.firstName} will keep the accounts open to every member.` } : {}
      expect((await postForm(server.baseUrl, link.path, { as: link.as, token: link.token, ...fields })).status).toBe(302)
    }
  }
  const candidates = await ElectionCandidate.find({ electionId }).lean()
  expect(candidates.map((c) => String(c.userId)).sort()).toEqual([candidateOne.user.id, candidateTwo.user.id].sort())
  const [one, two] = [candidateOne, candidateTwo].map((who) => String(candidates.find((c) => String(c.userId) === who.user.id)!._id)) as [string, string]

  // 4. The meeting day, voting open: ballots on the page without JavaScript and by the API; the expired
  // member is not on the roll, a second ballot is refused, the results wait for the window to close.
  setTestClock(new Date(opensAt.getTime() + 10 * 60_000))
  const cast = await postForm(server.baseUrl, `/elections/${electionId}`, { candidateIds: [one] }, { cookie: aminah.cookie })
  expect(cast.status).toBe(302)
  expectPage(await follow(server.baseUrl, cast, aminah.cookie)).toContain('Your ballot is cast')
  const ballot = (token: string, candidateIds: string[]) => sendJson(server.baseUrl, 'POST', `/api/elections/${electionId}/ballots`, { candidateIds }, { token })
  expect((await ballot(farid.token, [one])).status).toBe(201)
  expect((await ballot(nadia.token, [two])).status).toBe(201)
  expect((await ballot(expired.token, [two])).status).toBe(403)
  expect((await ballot(associate.token, [two])).status).toBe(403)
  const second = await ballot(aminah.token, [two])
  expect(second.status).toBe(409)
  expect(await ElectionBallot.countDocuments({ electionId })).toBe(3)
  expect((await get(server.baseUrl, `/api/elections/${electionId}/results`, { token: secretary.token })).status).toBe(403)

  // Attendance at the door: the quorum is counted against the voting members present.
  const marked = await postForm(server.baseUrl, `/admin/meetings/${meetingId}`, { intent: 'attendance', listed: [aminah.user.id, farid.user.id, nadia.user.id], present: [aminah.user.id, farid.user.id, nadia.user.id] }, { cookie: secretary.cookie })
  expect(marked.status).toBe(302)
  expectPage(await follow(server.baseUrl, marked, secretary.cookie)).toMatch(/Voting members present: 3 of \d+ needed\./)

  // 5. After the window: the results, Candidate One elected.
  setTestClock(closesAt)
  const results = await get(server.baseUrl, `/api/elections/${electionId}/results`, { token: nadia.token })
  expect(results.status).toBe(200)
  expect(await results.json()).toEqual({
    ballots: 3,
    results: [
      { candidateId: one, name: `${candidateOne.user.firstName} ${candidateOne.user.lastName}`, votes: 2, elected: true },
      { candidateId: two, name: `${candidateTwo.user.firstName} ${candidateTwo.user.lastName}`, votes: 1, elected: false },
    ],
  })

  // 6. The minutes, drafted, approved and published: the members read them on the meeting's page.
  const step = (fields: Record<string, string>) => postForm(server.baseUrl, `/admin/meetings/${meetingId}`, fields, { cookie: secretary.cookie })
  expect((await step({ intent: 'minutes', minutes: 'The meeting elected the Treasurer by secret ballot.', minutesMs: 'Mesyuarat memilih Bendahari secara undi sulit.' })).status).toBe(302)
  expect((await step({ intent: 'approve-minutes' })).status).toBe(302)
  expect((await step({ intent: 'publish-minutes' })).status).toBe(302)
  expectPage(await (await get(server.baseUrl, `/meetings/${meetingId}?lng=ms`, { cookie: farid.cookie })).text()).toContain('Mesyuarat memilih Bendahari secara undi sulit.')

  // 7. The elected Treasurer takes office from the meeting's day: the register, and the committee page.
  const recorded = await postForm(server.baseUrl, '/admin/office-bearers', { intent: 'record', position: 'treasurer', member: candidateOne.user.membershipId!, from: meetingDay }, { cookie: (await adminSession()).cookie })
  expect(recorded.status, await recorded.clone().text()).toBe(302)
  const bearers = (await (await get(server.baseUrl, '/api/office-bearers')).json()) as { items: Array<{ position: string; name: string; userId?: string }> }
  expect(bearers.items).toContainEqual(expect.objectContaining({ userId: candidateOne.user.id, name: `${candidateOne.user.firstName} ${candidateOne.user.lastName}` }))
  const about = readable(await (await get(server.baseUrl, '/about')).text())
  const committee = about.slice(about.indexOf('id="committee"'))
  expect(committee).toContain(`${candidateOne.user.firstName} ${candidateOne.user.lastName}`)

  // 8. The annual return pack of the meeting's year: its last day 60 days after the AGM, and the members of
  // each type as the year's accounts hold them (everyone active here, the expired member left out).
  const year = stored.year
  const pack = await get(server.baseUrl, `/api/admin/annual-return?year=${year}`, { token: secretary.token })
  expect(pack.status).toBe(200)
  const facts = (await pack.json()) as { deadline: { agmDay: string | null; dueBy: string }; members: { byType: Array<{ type: string; members: number }>; total: number } }
  expect(facts.deadline).toMatchObject({ agmDay: meetingDay, dueBy: addDays(meetingDay, 60) })
  const active = await User.find({ membershipStatus: 'active', membershipId: { $ne: null } }).lean<Array<{ membershipType: string }>>()
  const expected = new Map<string, number>()
  for (const user of active) expected.set(user.membershipType, (expected.get(user.membershipType) ?? 0) + 1)
  expect(facts.members.total).toBe(active.length)
  for (const [type, count] of expected) expect(facts.members.byType.find((line) => line.type === type)?.members, type).toBe(count)
  expect(now().getTime()).toBe(closesAt.getTime())
})
