import path from 'node:path'
import mongoose from 'mongoose'
import { afterEach, beforeAll, describe, expect, test } from 'vitest'
import { now, setTestClock } from '#app/domain/clock.ts'
import { AuditLog } from '#app/models/audit-log.server.ts'
import { Meeting } from '#app/models/meeting.server.ts'
import { MeetingAttendance, MeetingInvitees, MeetingNotice, MeetingRsvp } from '#app/models/meeting-attendance.server.ts'
import { Media } from '#app/models/media.server.ts'
import { meetingInvitees, meetingQuorum } from '#app/services/meetings.server.ts'
import { adminSession, expectPage, follow } from '#tests/admin-helpers.ts'
import { daysAgo, daysAhead } from '#tests/clock.ts'
import { createUser, signIn } from '#tests/factories.ts'
import { get, postForm, sendJson } from '#tests/http.ts'
import { readOutbox } from '#tests/mail.ts'
import { postFileForm, ONE_PAGE_PDF } from '#tests/media.ts'
import { useTestServer } from '#tests/setup/test-server.ts'

/**
 * General meetings (issue 35, item 2) over real HTTP: calling one, the notice mailed once to each member
 * entitled to attend (and its concurrency), RSVPs, attendance and the quorum, the minutes' life, papers,
 * and who may see what.
 */
const server = useTestServer()
const outbox = () => path.join(process.env.DATA_DIR!, 'outbox')
let counter = 0

beforeAll(async () => {
  // Ten notices at once on a cold pool would queue for connections.
  await Promise.all(Array.from({ length: 15 }, () => mongoose.connection.db!.admin().ping()))
})

afterEach(() => setTestClock(null))

async function member(overrides: Record<string, unknown> = {}) {
  const user = await createUser(overrides)
  return { user, ...(await signIn(user.id)) }
}

const secretary = () => adminSession({ roles: ['secretary'] })

/** A meeting called through the API, starting `days` days from now at 10:00 Malaysia time. */
async function callMeeting(token: string, overrides: Record<string, unknown> = {}, days = 30) {
  counter += 1
  const title = `AGM ${counter} ${Math.random().toString(36).slice(2, 8)}`
  const response = await sendJson(
    server.baseUrl,
    'POST',
    '/api/admin/meetings',
    { kind: 'annual', title, startsAt: `${daysAhead(days)}T10:00:00+08:00`, place: 'Dewan EMPAM, Kuala Lumpur', agenda: '1. Annual report\n2. Accounts\n3. Election of the committee', ...overrides },
    { token },
  )
  expect(response.status).toBe(201)
  const { id } = (await response.json()) as { id: string }
  return { id, title }
}

const notice = (id: string, token: string, body: unknown = {}) => sendJson(server.baseUrl, 'POST', `/api/admin/meetings/${id}/notice`, body, { token })
const rsvp = (id: string, answer: unknown, token: string) => sendJson(server.baseUrl, 'POST', `/api/meetings/${id}/rsvp`, { answer }, { token })
const mailsAbout = async (title: string) => (await readOutbox(outbox())).filter((mail) => mail.subject.includes(title))

describe('calling a meeting', () => {
  test('POST /api/admin/meetings: 201 { id } for the secretary, stored with its year; 400 with field errors; 403 for a treasurer; 401 signed out', async () => {
    const { token, user } = await secretary()
    const { id, title } = await callMeeting(token)
    const stored = await Meeting.findById(id).lean()
    expect(stored).toMatchObject({ kind: 'annual', title, place: 'Dewan EMPAM, Kuala Lumpur', minutesState: 'none', noticeSentAt: null, createdBy: user.email })
    expect(stored!.year).toBe(Number(daysAhead(30).slice(0, 4)))
    expect(await AuditLog.countDocuments({ entityType: 'meeting', entityId: id, action: 'created' })).toBe(1)

    const bad = await sendJson(server.baseUrl, 'POST', '/api/admin/meetings', { kind: 'weekly', title: '', startsAt: `${daysAgo(1)}T10:00:00+08:00`, agenda: '' }, { token })
    expect(bad.status).toBe(400)
    const body = (await bad.json()) as { message: string; fieldErrors: Record<string, string[]> }
    expect(Object.keys(body.fieldErrors).sort()).toEqual(['agenda', 'kind', 'title'])
    const past = await sendJson(server.baseUrl, 'POST', '/api/admin/meetings', { kind: 'annual', title: 'Past', startsAt: `${daysAgo(1)}T10:00:00+08:00`, agenda: 'x' }, { token })
    expect(((await past.json()) as { fieldErrors: Record<string, string[]> }).fieldErrors).toEqual({
      startsAt: ['The meeting must start later than now'],
      place: ['Give the place, the online link, or both'],
    })

    const treasurer = await adminSession({ roles: ['treasurer'] })
    expect((await sendJson(server.baseUrl, 'POST', '/api/admin/meetings', { kind: 'annual' }, { token: treasurer.token })).status).toBe(403)
    expect((await sendJson(server.baseUrl, 'POST', '/api/admin/meetings', { kind: 'annual' }, {})).status).toBe(401)
  })

  test('the administration page calls one with JavaScript off and lists it', async () => {
    const { cookie } = await secretary()
    const title = `Extraordinary ${Math.random().toString(36).slice(2, 8)}`
    const response = await postForm(
      server.baseUrl,
      '/admin/meetings',
      { kind: 'extraordinary', title, titleMs: `Luar biasa ${title}`, startsAt: `${daysAhead(40)}T15:00`, place: '', onlineUrl: 'https://meet.example.org/egm', agenda: 'Amend rule 7', agendaMs: '' },
      { cookie },
    )
    expect(response.status).toBe(302)
    const meeting = await Meeting.findOne({ title }).lean()
    expect(response.headers.get('location')).toBe(`/admin/meetings/${String(meeting!._id)}`)
    expect(meeting).toMatchObject({ kind: 'extraordinary', onlineUrl: 'https://meet.example.org/egm', titleMs: `Luar biasa ${title}` })
    expectPage(await follow(server.baseUrl, response, cookie)).toContain('The general meeting is called')
    expectPage(await (await get(server.baseUrl, '/admin/meetings', { cookie })).text()).toContain(title)

    const refused = await postForm(server.baseUrl, '/admin/meetings', { kind: 'annual', title: '', startsAt: '', agenda: '' }, { cookie })
    expect(refused.status).toBe(400)
    expectPage(await refused.text()).toContain('Please give the meeting a title')
  })
})

describe('the notice', () => {
  test('goes once to each member active today, in their language, with the agenda and the RSVP link; a second call sends 0; expired and suspended members get none', async () => {
    const { token } = await secretary()
    const [english, malay, associate, expired, suspended] = await Promise.all([
      member({ firstName: 'English' }),
      member({ firstName: 'Malay', locale: 'ms' }),
      member({ firstName: 'Associate', membershipType: 'Associate' }),
      member({ firstName: 'Expired', membershipStatus: 'expired', membershipValidUntil: daysAgo(60) }),
      member({ firstName: 'Suspended', membershipStatus: 'suspended' }),
    ])
    const { id, title } = await callMeeting(token, { titleMs: 'Mesyuarat Agung Tahunan', agendaMs: '1. Laporan tahunan' })
    const first = await notice(id, token)
    expect(first.status).toBe(200)
    const { sent } = (await first.json()) as { sent: number }
    const invitees = await meetingInvitees(id)
    expect(sent).toBe(invitees.length)
    expect(invitees).toEqual(expect.arrayContaining([english.user.id, malay.user.id, associate.user.id]))
    expect(invitees).not.toContain(expired.user.id)
    expect(invitees).not.toContain(suspended.user.id)
    expect(await MeetingNotice.countDocuments({ meetingId: id })).toBe(invitees.length)

    const again = await notice(id, token)
    expect(await again.json()).toEqual({ sent: 0, failed: 0 })
    expect(await MeetingInvitees.countDocuments({ _id: id })).toBe(1)

    const mails = await mailsAbout(title)
    expect(mails).toHaveLength(invitees.length - 1) // the Malay member's subject carries the Malay title
    const englishMail = mails.find((mail) => mail.to.includes(english.user.email))!
    expect(englishMail.subject).toBe(`Notice of the annual general meeting: ${title}`)
    expect(englishMail.text).toContain('3. Election of the committee')
    expect(englishMail.text).toContain('Dewan EMPAM, Kuala Lumpur')
    expect(englishMail.text).toContain(`/meetings/${id}`)
    const malayMail = (await readOutbox(outbox())).filter((mail) => mail.to.includes(malay.user.email))
    expect(malayMail).toHaveLength(1)
    expect(malayMail[0]!.subject).toBe('Notis mesyuarat agung tahunan: Mesyuarat Agung Tahunan')
    expect(malayMail[0]!.text).toContain('1. Laporan tahunan')
    expect((await readOutbox(outbox())).some((mail) => mail.to.includes(expired.user.email) || mail.to.includes(suspended.user.email))).toBe(false)
    expect((await Meeting.findById(id).lean())!.noticeSentAt).toBeInstanceOf(Date)
  })

  test('ten notices at once: every member entitled to attend is mailed exactly once, and the calls sent as many mails as there are members', async () => {
    const { token } = await secretary()
    await Promise.all([member(), member(), member()])
    const { id, title } = await callMeeting(token)
    const answers = await Promise.all(Array.from({ length: 10 }, () => notice(id, token)))
    expect(answers.map((a) => a.status)).toEqual(Array(10).fill(200))
    const sent = (await Promise.all(answers.map((a) => a.json() as Promise<{ sent: number }>))).reduce((sum, a) => sum + a.sent, 0)
    const invitees = await meetingInvitees(id)
    expect(sent).toBe(invitees.length)
    const users = await mongoose.connection.db!.collection('users').find({ _id: { $in: invitees.map((i) => new mongoose.Types.ObjectId(i)) } }).project({ email: 1 }).toArray()
    const mails = (await readOutbox(outbox())).filter((mail) => mail.subject.includes(title) || mail.subject.includes('Notis mesyuarat'))
    for (const user of users) expect(mails.filter((mail) => mail.to.includes(user.email as string) && mail.text.includes(`/meetings/${id}`)), user.email as string).toHaveLength(1)
    expect(await MeetingNotice.countDocuments({ meetingId: id })).toBe(invitees.length)
  })

  test('a late notice is refused with 409 unless forced; the page warns and its box sends it', async () => {
    const { token, cookie } = await secretary()
    const { id } = await callMeeting(token, {}, 5)
    const refused = await notice(id, token)
    expect(refused.status).toBe(409)
    expect(await refused.json()).toMatchObject({ message: expect.stringContaining('The notice would be late') })
    expect(await MeetingNotice.countDocuments({ meetingId: id })).toBe(0)
    expectPage(await (await get(server.baseUrl, `/admin/meetings/${id}`, { cookie })).text()).toContain('Sent now, the notice would be late: less than 14 days before the meeting.')

    const page = await postForm(server.baseUrl, `/admin/meetings/${id}`, { intent: 'notice' }, { cookie })
    expect(page.status).toBe(409)
    const forced = await postForm(server.baseUrl, `/admin/meetings/${id}`, { intent: 'notice', force: 'on' }, { cookie })
    expect(forced.status).toBe(302)
    expect(await MeetingNotice.countDocuments({ meetingId: id })).toBeGreaterThan(0)
    const audit = await AuditLog.findOne({ entityType: 'meeting', entityId: id, action: 'sent' }).lean()
    expect(audit!.summary).toContain('later than 14 days before the meeting')
  })
})

describe('members', () => {
  test('RSVP: one answer per member, changeable until the meeting starts, by the API and the page; the page shows it', async () => {
    const { token } = await secretary()
    const voter = await member({ firstName: 'Rsvp' })
    const { id } = await callMeeting(token, { onlineUrl: 'https://meet.example.org/agm' })
    // Before the notice, the meeting is not shown to members.
    expect((await get(server.baseUrl, `/meetings/${id}`, { cookie: voter.cookie })).status).toBe(404)
    expect((await notice(id, token)).status).toBe(200)

    const answered = await rsvp(id, 'attending', voter.token)
    expect(answered.status).toBe(200)
    expect(await answered.json()).toMatchObject({ answer: 'attending' })
    expect((await rsvp(id, 'online', voter.token)).status).toBe(200)
    expect((await rsvp(id, 'maybe', voter.token)).status).toBe(400)
    expect(await MeetingRsvp.find({ meetingId: id }).lean()).toEqual([expect.objectContaining({ _id: `${id}:${voter.user.id}`, answer: 'online' })])

    const form = await postForm(server.baseUrl, `/meetings/${id}`, { answer: 'not-attending' }, { cookie: voter.cookie })
    expect(form.status).toBe(302)
    const page = await follow(server.baseUrl, form, voter.cookie)
    expectPage(page).toContain('Your answer: Not attending.')
    expectPage(page).toContain('1. Annual report')

    const api = await get(server.baseUrl, `/api/meetings/${id}`, { token: voter.token })
    expect(api.status).toBe(200)
    expect(await api.json()).toMatchObject({ meeting: { id, kind: 'annual', minutes: null }, rsvp: 'not-attending', mayAnswer: true })

    // Once the meeting has started, answers are closed.
    setTestClock(new Date(new Date(`${daysAhead(30)}T10:00:00+08:00`).getTime() + 60_000))
    expect((await rsvp(id, 'attending', voter.token)).status).toBe(409)
  })

  test('"online" for a meeting without a link is 400; a cancelled meeting takes no answer', async () => {
    const { token, cookie } = await secretary()
    const voter = await member()
    const { id } = await callMeeting(token)
    await notice(id, token)
    const online = await rsvp(id, 'online', voter.token)
    expect(online.status).toBe(400)
    expect(await online.json()).toMatchObject({ fieldErrors: { answer: [expect.stringContaining('no online link')] } })
    expect((await postForm(server.baseUrl, `/admin/meetings/${id}`, { intent: 'cancel' }, { cookie })).status).toBe(302)
    expect((await rsvp(id, 'attending', voter.token)).status).toBe(409)
    expect(await AuditLog.countDocuments({ entityType: 'meeting', entityId: id, action: 'cancelled' })).toBe(1)
  })

  test('a member not active when the notice went (expired, or joined later) is refused clearly: page, API, RSVP and papers', async () => {
    const { token, cookie } = await secretary()
    const expired = await member({ membershipStatus: 'expired', membershipValidUntil: daysAgo(40) })
    const { id } = await callMeeting(token)
    await notice(id, token)
    const late = await member({ firstName: 'Joined' })
    await postFileForm(server.baseUrl, `/admin/meetings/${id}/papers`, { title: 'Accounts 2026' }, [{ field: 'file', bytes: ONE_PAGE_PDF, name: 'accounts.pdf', type: 'application/pdf' }], { cookie })
    const paper = await mongoose.connection.db!.collection('meeting_papers').findOne({ meetingId: id })
    for (const who of [expired, late]) {
      const page = await get(server.baseUrl, `/meetings/${id}`, { cookie: who.cookie })
      expect(page.status).toBe(403)
      expectPage(await page.text()).toContain('You are not entitled to attend this meeting')
      expect((await get(server.baseUrl, `/api/meetings/${id}`, { token: who.token })).status).toBe(403)
      expect((await rsvp(id, 'attending', who.token)).status).toBe(403)
      expect((await get(server.baseUrl, `/meetings/${id}/papers/${String(paper!._id)}`, { cookie: who.cookie })).status).toBe(403)
    }
    expect((await get(server.baseUrl, `/api/meetings/${id}`, {})).status).toBe(401)
  })

  test('papers: a PDF uploaded as a private file, opened by members entitled to attend and the secretariat', async () => {
    const { token, cookie } = await secretary()
    const voter = await member()
    const { id } = await callMeeting(token)
    await notice(id, token)
    const uploaded = await postFileForm(server.baseUrl, `/admin/meetings/${id}/papers`, { title: 'Annual report' }, [{ field: 'file', bytes: ONE_PAGE_PDF, name: 'report.pdf', type: 'application/pdf' }], { cookie })
    expect(uploaded.status).toBe(302)
    const paper = await mongoose.connection.db!.collection('meeting_papers').findOne({ meetingId: id })
    expect(await Media.findById(paper!.mediaId).lean()).toMatchObject({ purpose: 'meeting-paper', visibility: 'private' })
    const download = await get(server.baseUrl, `/meetings/${id}/papers/${String(paper!._id)}`, { cookie: voter.cookie })
    expect(download.status).toBe(200)
    expect(download.headers.get('content-type')).toBe('application/pdf')
    expect((await get(server.baseUrl, `/meetings/${id}/papers/${String(paper!._id)}`, { cookie })).status).toBe(200)
    expectPage(await (await get(server.baseUrl, `/meetings/${id}`, { cookie: voter.cookie })).text()).toContain('Annual report (PDF,')
    const noFile = await postFileForm(server.baseUrl, `/admin/meetings/${id}/papers`, { title: 'Nothing' }, [], { cookie })
    expect(noFile.status).toBe(400)
  })
})

describe('attendance, quorum and minutes', () => {
  test('the secretary marks members present (JS off); the quorum counts voting members present against the rule', async () => {
    const { token, cookie } = await secretary()
    const [a, b, associate] = await Promise.all([member({ firstName: 'Present' }), member({ firstName: 'Present' }), member({ firstName: 'Associate', membershipType: 'Associate' })])
    const { id } = await callMeeting(token)
    // No attendance before the notice.
    expect((await postForm(server.baseUrl, `/admin/meetings/${id}`, { intent: 'attendance', listed: [a.user.id], present: [a.user.id] }, { cookie })).status).toBe(409)
    await notice(id, token)
    const stored = await MeetingInvitees.findById(id).lean()
    const voting = stored!.votingUserIds.length
    const required = Math.max(1, Math.min(Math.ceil(voting / 2), 24))
    expect(stored!.votingUserIds.map(String)).not.toContain(associate.user.id)

    const marked = await postForm(server.baseUrl, `/admin/meetings/${id}?q=Present`, { intent: 'attendance', listed: [a.user.id, b.user.id, associate.user.id], present: [a.user.id, b.user.id, associate.user.id] }, { cookie })
    expect(marked.status).toBe(302)
    expect(marked.headers.get('location')).toBe(`/admin/meetings/${id}?q=Present#attendance-heading`)
    expect(await MeetingAttendance.countDocuments({ meetingId: id })).toBe(3)
    expect(await meetingQuorum(id)).toEqual({ present: 2, required, reached: 2 >= required })
    const page = await (await get(server.baseUrl, `/admin/meetings/${id}`, { cookie })).text()
    expectPage(page).toContain(`Voting members present: 2 of ${required} needed.`)

    // Unticked while listed: the mark is taken back.
    await postForm(server.baseUrl, `/admin/meetings/${id}`, { intent: 'attendance', listed: [a.user.id, b.user.id], present: [a.user.id] }, { cookie })
    expect((await meetingQuorum(id)).present).toBe(1)
    // Someone not invited cannot be marked.
    const stranger = await member({ membershipStatus: 'expired', membershipValidUntil: daysAgo(40) })
    expect((await postForm(server.baseUrl, `/admin/meetings/${id}`, { intent: 'attendance', present: [stranger.user.id] }, { cookie })).status).toBe(400)
    // The search narrows the list.
    const searched = await (await get(server.baseUrl, `/admin/meetings/${id}?q=${encodeURIComponent(associate.user.membershipId!)}`, { cookie })).text()
    expectPage(searched).toContain(associate.user.lastName)
    expectPage(searched).not.toContain(a.user.lastName)
  })

  test('minutes: drafted, approved (who and when), published; members see them only once published; each step audited', async () => {
    const { token, cookie, user } = await secretary()
    const voter = await member()
    const { id } = await callMeeting(token)
    await notice(id, token)
    const step = (fields: Record<string, string>) => postForm(server.baseUrl, `/admin/meetings/${id}`, fields, { cookie })

    expect((await step({ intent: 'publish-minutes' })).status).toBe(409)
    expect((await step({ intent: 'approve-minutes' })).status).toBe(409)
    expect((await step({ intent: 'minutes', minutes: '' })).status).toBe(400)
    expect((await step({ intent: 'minutes', minutes: 'The meeting opened at 10:00.', minutesMs: 'Mesyuarat dibuka pada 10:00.' })).status).toBe(302)
    expect((await step({ intent: 'minutes', minutes: 'The meeting opened at 10:05.', minutesMs: 'Mesyuarat dibuka pada 10:05.' })).status).toBe(302)
    const memberView = async () => (await get(server.baseUrl, `/meetings/${id}`, { cookie: voter.cookie })).text()
    expectPage(await memberView()).not.toContain('10:05')

    const before = now().getTime()
    expect((await step({ intent: 'approve-minutes' })).status).toBe(302)
    const approved = await Meeting.findById(id).lean()
    expect(approved).toMatchObject({ minutesState: 'approved', minutesApprovedBy: user.email, minutes: 'The meeting opened at 10:05.' })
    expect(approved!.minutesApprovedAt!.getTime()).toBeGreaterThanOrEqual(before - 1000)
    expect((await step({ intent: 'minutes', minutes: 'Changed after approval' })).status).toBe(409)
    expectPage(await memberView()).not.toContain('10:05')

    expect((await step({ intent: 'publish-minutes' })).status).toBe(302)
    expect((await Meeting.findById(id).lean())!.minutesState).toBe('published')
    expectPage(await memberView()).toContain('The meeting opened at 10:05.')
    const api = (await (await get(server.baseUrl, `/api/meetings/${id}`, { token: voter.token })).json()) as { meeting: { minutes: { text: string; textMs: string } } }
    expect(api.meeting.minutes).toMatchObject({ text: 'The meeting opened at 10:05.', textMs: 'Mesyuarat dibuka pada 10:05.' })
    const actions = (await AuditLog.find({ entityType: 'meeting', entityId: id }).lean()).map((entry) => entry.action)
    expect(actions.filter((a) => a === 'drafted')).toHaveLength(2)
    expect(actions).toEqual(expect.arrayContaining(['created', 'sent', 'approved', 'published']))
  })
})

describe('the members list', () => {
  test('/meetings lists the meetings whose notice went, the member\'s entitlement shown; the dashboard links it', async () => {
    const { token } = await secretary()
    const voter = await member()
    const noticed = await callMeeting(token)
    const draft = await callMeeting(token)
    await notice(noticed.id, token)
    const page = await (await get(server.baseUrl, '/meetings', { cookie: voter.cookie })).text()
    expectPage(page).toContain(noticed.title)
    expectPage(page).not.toContain(draft.title)
    expectPage(await (await get(server.baseUrl, '/member-dashboard/membership', { cookie: voter.cookie })).text()).toContain('href="/meetings"')
  })
})
