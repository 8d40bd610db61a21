import path from 'node:path'
import { beforeEach, describe, expect, test } from 'vitest'
import { AuditLog } from '#app/models/audit-log.server.ts'
import { Event } from '#app/models/event.server.ts'
import { EventRegistration } from '#app/models/event-registration.server.ts'
import { Meeting } from '#app/models/meeting.server.ts'
import { MemberMessage, MemberMessageDelivery } from '#app/models/member-message.server.ts'
import { User } from '#app/models/user.server.ts'
import { adminSession, expectPage, follow, memberSession } from '#tests/admin-helpers.ts'
import { daysAgo } from '#tests/clock.ts'
import { createUser } from '#tests/factories.ts'
import { cookiesFrom, get, newClientIp, postForm, sendJson } from '#tests/http.ts'
import { readOutbox, waitForMail } from '#tests/mail.ts'
import { useTestServer } from '#tests/setup/test-server.ts'

const server = useTestServer()
const outbox = () => path.join(process.env.DATA_DIR!, 'outbox')
const unique = () => Math.random().toString(36).slice(2, 10)

const TEXT = {
  subjectEn: 'Workshop season',
  bodyEn: 'Our workshops start in March.\n\nBring a friend.',
  subjectMs: 'Musim bengkel',
  bodyMs: 'Bengkel kami bermula pada bulan Mac.\n\nBawalah rakan.',
}

/** Members in each state the groups tell apart. Every account of the file is removed first, so the counts are the test's own. */
async function members() {
  await User.deleteMany({})
  const admin = await adminSession({ membershipType: 'Corporate', firstName: 'Siti' })
  const student = (overrides: Record<string, unknown> = {}) => createUser({ membershipType: 'Student', ...overrides })
  const english = await student()
  const malay = await student({ locale: 'ms' })
  const optedOut = await student({ associationNews: false })
  const expired = await student({ membershipStatus: 'expired' })
  const closing = await student({ closureRequestedAt: new Date() })
  const disabled = await student({ isActive: false })
  const renewalDue = await createUser({ membershipType: 'Associate', membershipValidUntil: daysAgo(5) })
  const registrant = await createUser({ membershipType: 'Graduate', membershipStatus: 'expired' })
  const cancelled = await createUser({ membershipType: 'Graduate' })
  return { admin, english, malay, optedOut, expired, closing, disabled, renewalDue, registrant, cancelled }
}

/** An event with one open registration of a member, one cancelled, and one of a visitor (no account). */
async function eventWith(registrant: { id: string; email: string }, cancelled: { id: string; email: string }) {
  const event = await Event.create({ title: `Retreat ${unique()}`, location: 'Ipoh', type: 'Retreat', startsAt: new Date(Date.now() + 30 * 86_400_000), capacity: 20 })
  const base = { eventId: event._id, name: 'Someone', checkInCode: '', verifyCode: '' }
  await EventRegistration.create([
    { ...base, userId: registrant.id, email: registrant.email, status: 'confirmed', activeKey: `${event._id}:${registrant.email}`, checkInCode: unique(), verifyCode: unique() },
    { ...base, userId: cancelled.id, email: cancelled.email, status: 'cancelled', activeKey: `cancelled:${unique()}`, checkInCode: unique(), verifyCode: unique() },
    { ...base, userId: null, email: `visitor.${unique()}@example.com`, status: 'confirmed', activeKey: `${event._id}:visitor-${unique()}`, checkInCode: unique(), verifyCode: unique() },
  ])
  return String(event._id)
}

type Count = { total: number; english: number; malay: number; optedOut: number }

async function draft(token: string, body: Record<string, unknown>) {
  const response = await sendJson(server.baseUrl, 'POST', '/api/admin/member-messages', { ...TEXT, category: 'news', ...body }, { token })
  return { status: response.status, body: (await response.json()) as { id: string; recipients: Count; message?: string; fieldErrors?: Record<string, string[]> } }
}

describe('writing to members (issue 35, item 5)', () => {
  beforeEach(async () => {
    await MemberMessage.deleteMany({})
  })

  test("each group's recipients, counted before sending: active members, a type, renewal due, an event's registrants, a meeting's invitees; news leaves out those who opted out, a notice does not", async () => {
    const people = await members()
    const { token } = people.admin
    // A membership type: its active members (not the expired, closing or disabled ones); news without the one who opted out.
    expect((await draft(token, { group: 'type', membershipType: 'Student' })).body.recipients).toEqual({ total: 2, english: 1, malay: 1, optedOut: 1 })
    expect((await draft(token, { group: 'type', membershipType: 'Student', category: 'notice' })).body.recipients).toEqual({ total: 3, english: 2, malay: 1, optedOut: 0 })
    // Without a Malay text, everyone reads the English one.
    expect((await draft(token, { group: 'type', membershipType: 'Student', category: 'notice', subjectMs: '', bodyMs: '' })).body.recipients).toEqual({ total: 3, english: 3, malay: 0, optedOut: 0 })
    // All active members: the administrator too (a member), the renewal-due one (active in the grace days), the Graduate.
    expect((await draft(token, { group: 'all', category: 'notice' })).body.recipients.total).toBe(6)
    expect((await draft(token, { group: 'renewal-due' })).body.recipients).toEqual({ total: 1, english: 1, malay: 0, optedOut: 0 })
    // An event: the members with an open registration, whatever their membership (a visitor has no account).
    const eventId = await eventWith(people.registrant, people.cancelled)
    expect((await draft(token, { group: 'event', eventId })).body.recipients).toEqual({ total: 1, english: 1, malay: 0, optedOut: 0 })
    // A meeting's invitees: the members entitled to attend (services/meetings.server.ts, decision 038), whose
    // membership is active and paid up: all the active ones but the one in the grace days after their period.
    const meeting = await Meeting.create({ kind: 'annual', title: 'Annual general meeting', startsAt: new Date(Date.now() + 40 * 86_400_000), year: 2100, createdBy: 'secretary@example.com' })
    expect((await draft(token, { group: 'meeting', meetingId: String(meeting._id), category: 'notice' })).body.recipients.total).toBe(5)

    // What the group names must exist; what is missing is a field error, never a 500.
    const noEvent = await draft(token, { group: 'event', eventId: 'ffffffffffffffffffffffff' })
    expect(noEvent.status).toBe(400)
    expect(noEvent.body.fieldErrors).toEqual({ eventId: ['There is no such event'] })
    const noType = await draft(token, { group: 'type' })
    expect(noType.status).toBe(400)
    expect(noType.body.fieldErrors).toEqual({ membershipType: ['Please choose a membership type'] })
    const halfMalay = await draft(token, { group: 'all', bodyMs: '' })
    expect(halfMalay.body.fieldErrors).toEqual({ bodyMs: ['Write both the Malay subject and the Malay text, or leave both empty'] })
    expect((await draft(token, { group: 'everyone' })).status).toBe(400)
  })

  test('from the page without JavaScript: write, preview in each language, count, send once; each member in their language; the news link stops the news without signing in', async () => {
    const people = await members()
    const subjectEn = `${TEXT.subjectEn} ${unique()}`
    const { cookie } = people.admin

    const refused = await postForm(server.baseUrl, '/admin/messages/members', { ...TEXT, subjectEn, group: 'type', membershipType: '', category: 'news' }, { cookie })
    expect(refused.status).toBe(400)
    expectPage(await refused.text()).toContain('Please choose a membership type')

    const saved = await postForm(server.baseUrl, '/admin/messages/members', { ...TEXT, subjectEn, group: 'type', membershipType: 'Student', category: 'news' }, { cookie })
    expect(saved.status).toBe(302)
    const msg = await MemberMessage.findOne({ subjectEn }).lean()
    expect(saved.headers.get('location')).toBe(`/admin/messages/members/${msg!._id}`)
    const preview = await follow(server.baseUrl, saved, cookie)
    const page = expectPage(preview)
    page.toContain('The message is saved')
    page.toContain('2 members will receive it')
    page.toContain('In English: 1')
    page.toContain('In Malay: 1')
    page.toContain('Left out because they opted out of news: 1')
    page.toContain(`Subject: ${subjectEn}`)
    page.toContain('Subject: Musim bengkel')
    page.toContain('Bawalah rakan.')
    page.toContain('To stop receiving news from the association:')
    page.toContain('Send to 2 members')
    expect(await MemberMessageDelivery.countDocuments({ messageId: String(msg!._id) })).toBe(0)

    const sent = await postForm(server.baseUrl, `/admin/messages/members/${msg!._id}`, {}, { cookie })
    expect(sent.status).toBe(302)
    const record = expectPage(await follow(server.baseUrl, sent, cookie))
    record.toContain('The message was sent')
    record.toContain('2 sent, 0 failed, 1 left out (opted out)')
    record.toContain(people.malay.email)
    record.not.toContain('Send to 2 members')

    const english = await waitForMail(outbox(), { to: people.english.email, subject: subjectEn })
    expect(english.text).toContain('Bring a friend.')
    const malay = await waitForMail(outbox(), { to: people.malay.email, subject: 'Musim bengkel' })
    expect(malay.text).toContain('Bawalah rakan.')
    expect(malay.text).toContain('Untuk berhenti menerima berita daripada persatuan')
    const mailed = (await readOutbox(outbox())).filter((mail) => mail.subject === subjectEn || mail.subject === 'Musim bengkel').map((mail) => mail.to)
    for (const left of [people.optedOut, people.expired, people.closing, people.disabled, people.renewalDue, people.admin.user]) {
      expect(mailed.some((to) => to.includes(left.email)), left.email).toBe(false)
    }

    // Pressing Send again sends nobody a second mail.
    const again = await sendJson(server.baseUrl, 'POST', `/api/admin/member-messages/${msg!._id}/send`, {}, { token: people.admin.token })
    expect(await again.json()).toEqual({ sent: 0, failed: 0 })
    expect((await readOutbox(outbox())).filter((mail) => mail.to.includes(people.english.email))).toHaveLength(1)
    expect(await AuditLog.countDocuments({ entityType: 'member-message', entityId: String(msg!._id), action: 'created' })).toBe(1)
    expect(await AuditLog.countDocuments({ entityType: 'member-message', entityId: String(msg!._id), action: 'sent' })).toBe(1)

    // The news mail's signed link, with the headers of RFC 2369 and 8058; it needs no sign-in.
    const listUnsubscribe = english.headers.get('list-unsubscribe')!
    expect(listUnsubscribe).toMatch(/^<https?:\/\/[^>]+\/member-news\/unsubscribe\?user=[0-9a-f]{24}&token=[\w-]+>$/)
    const link = new URL(listUnsubscribe.slice(1, -1))
    expect(english.text).toContain(link.href)
    const forged = new URL(link.href)
    forged.searchParams.set('user', people.malay.id)
    expect((await get(server.baseUrl, `${forged.pathname}${forged.search}`)).status).toBe(404)
    const asked = await get(server.baseUrl, `${link.pathname}${link.search}`)
    expect(asked.status).toBe(200)
    expectPage(await asked.text()).toContain('Stop sending news from the association to you?')
    expect((await User.findById(people.english.id).lean())?.associationNews).toBe(true)
    const stopped = await postForm(server.baseUrl, `${link.pathname}${link.search}`, { user: link.searchParams.get('user')!, token: link.searchParams.get('token')! })
    expect(stopped.status).toBe(302)
    expect((await User.findById(people.english.id).lean())?.associationNews).toBe(false)
    // The mail program's one click, as RFC 8058 sends it: the same, a plain 200.
    const oneClick = await fetch(`${server.baseUrl}${link.pathname}${link.search}`, {
      method: 'POST',
      redirect: 'manual',
      headers: { 'content-type': 'application/x-www-form-urlencoded', 'x-forwarded-for': newClientIp() },
      body: 'List-Unsubscribe=One-Click',
    })
    expect(oneClick.status).toBe(200)
  })

  test('a notice reaches the members who opted out of news, with no unsubscribe link and the reason why', async () => {
    const people = await members()
    const subjectEn = `Notice of the annual general meeting ${unique()}`
    const created = await draft(people.admin.token, { subjectEn, subjectMs: '', bodyMs: '', group: 'type', membershipType: 'Student', category: 'notice' })
    const send = await sendJson(server.baseUrl, 'POST', `/api/admin/member-messages/${created.body.id}/send`, {}, { token: people.admin.token })
    expect(await send.json()).toEqual({ sent: 3, failed: 0 })
    const notice = await waitForMail(outbox(), { to: people.optedOut.email, subject: subjectEn })
    expect(notice.text).toContain('cannot be unsubscribed from')
    expect(notice.text).not.toContain('/member-news/unsubscribe')
    expect(notice.headers.get('list-unsubscribe')).toBeFalsy()
    // The Malay member reads the English text, the only one given: the whole mail in English.
    const malay = await waitForMail(outbox(), { to: people.malay.email, subject: subjectEn })
    expect(malay.text).toContain('Bring a friend.')
    expect(malay.text).toContain('cannot be unsubscribed from')
  })

  test('sent once: ten send requests at the same moment deliver each member one mail; the API refuses members and answers unknown messages 404', async () => {
    const people = await members()
    const subjectEn = `Ten at once ${unique()}`
    const created = await draft(people.admin.token, { subjectEn, subjectMs: '', bodyMs: '', group: 'all', category: 'notice' })
    expect(created.status).toBe(201)
    expect(created.body.recipients.total).toBe(6)

    const answers = await Promise.all(
      Array.from({ length: 10 }, () => sendJson(server.baseUrl, 'POST', `/api/admin/member-messages/${created.body.id}/send`, {}, { token: people.admin.token })),
    )
    expect(answers.map((a) => a.status)).toEqual(Array(10).fill(200))
    const sent = (await Promise.all(answers.map((a) => a.json() as Promise<{ sent: number }>))).reduce((sum, a) => sum + a.sent, 0)
    expect(sent).toBe(6)
    for (const member of [people.admin.user, people.english, people.malay, people.optedOut, people.renewalDue, people.cancelled]) {
      await waitForMail(outbox(), { to: member.email, subject: subjectEn })
    }
    const mails = (await readOutbox(outbox())).filter((mail) => mail.subject === subjectEn)
    expect(mails).toHaveLength(6)
    expect(await MemberMessageDelivery.countDocuments({ messageId: created.body.id, status: 'sent' })).toBe(6)

    const detail = await get(server.baseUrl, `/api/admin/member-messages/${created.body.id}`, { token: people.admin.token })
    const body = (await detail.json()) as { memberMessage: { sentCount: number; sentBy: string; finishedAt: string }; deliveries: unknown[] }
    expect(body.memberMessage).toMatchObject({ sentCount: 6, sentBy: people.admin.user.email })
    expect(body.deliveries).toHaveLength(6)

    const member = await memberSession()
    expect((await sendJson(server.baseUrl, 'POST', `/api/admin/member-messages/${created.body.id}/send`, {}, { token: member.token })).status).toBe(403)
    expect((await sendJson(server.baseUrl, 'POST', '/api/admin/member-messages', { ...TEXT, group: 'all', category: 'news' }, { token: member.token })).status).toBe(403)
    expect((await sendJson(server.baseUrl, 'POST', '/api/admin/member-messages/ffffffffffffffffffffffff/send', {}, { token: people.admin.token })).status).toBe(404)
    expect((await get(server.baseUrl, '/api/admin/member-messages/not-an-id', { token: people.admin.token })).status).toBe(404)
  })

  test("a member's own choice on /profile, in both directions", async () => {
    const member = await memberSession()
    const profile = await get(server.baseUrl, '/profile', { cookie: member.cookie })
    expectPage(await profile.text()).toContain('Send me news from the association')
    const off = await postForm(server.baseUrl, '/profile/association-news', { associationNews: 'off' }, { cookie: member.cookie })
    expect(off.status).toBe(302)
    expectPage(await follow(server.baseUrl, off, member.cookie)).toContain('You will no longer receive news from the association')
    expect((await User.findById(member.user.id).lean())?.associationNews).toBe(false)
    const on = await postForm(server.baseUrl, '/profile/association-news', { associationNews: 'on' }, { cookie: cookiesFrom(off, member.cookie) })
    expect(on.status).toBe(302)
    expect((await User.findById(member.user.id).lean())?.associationNews).toBe(true)
    expect((await postForm(server.baseUrl, '/profile/association-news', { associationNews: 'maybe' }, { cookie: member.cookie })).status).toBe(400)
  })

  test('the pages in Malay', async () => {
    const admin = await adminSession()
    const html = await (await get(server.baseUrl, '/admin/messages/members?lng=ms', { cookie: admin.cookie })).text()
    expectPage(html).toContain('Mesej kepada ahli')
    expectPage(html).toContain('Simpan dan pratonton')
  })
})
