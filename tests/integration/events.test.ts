import path from 'node:path'
import { afterEach, describe, expect, test } from 'vitest'
import { addDays, formatDate, formatLongDate } from '#app/domain/dates.ts'
import { toMalaysiaLocal } from '#app/domain/event-times.ts'
import { CpdEntry } from '#app/models/cpd-entry.server.ts'
import { Event } from '#app/models/event.server.ts'
import { EventRegistration } from '#app/models/event-registration.server.ts'
import { EventSeat } from '#app/models/event-seat.server.ts'
import { Invoice } from '#app/models/invoice.server.ts'
import { runEventMails } from '#app/services/events.server.ts'
import { adminSession, auditOf, expectPage, follow } from '#tests/admin-helpers.ts'
import { moveClockTo, today } from '#tests/clock.ts'
import { now, setTestClock } from '#app/domain/clock.ts'
import { sweepExpiredDocuments } from '#app/jobs/expiry-sweep.server.ts'
import { createCpdEntry, createUser, signIn } from '#tests/factories.ts'
import { cookiesFrom, get, newClientIp, postForm, sendJson, withoutScripts } from '#tests/http.ts'
import { readOutbox, waitForMail } from '#tests/mail.ts'
import { pdfQrCodes, pdfText } from '#tests/pdf.ts'
import { useTestServer } from '#tests/setup/test-server.ts'

/**
 * Issue 20 over HTTP: publish a dated event, register (members in one step, visitors by name, e-mail
 * and phone), a waitlist that moves up in order, seats taken by inserts (concurrency), attendance
 * crediting one approved, read-only CPD entry, certificates and their /verify, the .ics, the reminder
 * the day before (clock moved), paid events' invoices, review-decision mails in the member's language.
 */

const server = useTestServer()
const outbox = () => path.join(process.env.DATA_DIR!, 'outbox')

afterEach(() => moveClockTo(null))

/** A moment `days` days from today's Malaysian date, at that hour in Malaysia (ISO with +08:00). */
const at = (days: number, hour: string) => `${addDays(today(), days)}T${hour}:00+08:00`

let counter = 0
async function publish(token: string, overrides: Record<string, unknown> = {}) {
  counter += 1
  const response = await sendJson(
    server.baseUrl,
    'POST',
    '/api/events',
    {
      title: `Ethics workshop ${counter} ${Date.now()}`,
      location: 'Kota Kinabalu, Sabah',
      type: 'Training',
      description: 'Consent, confidentiality and records.',
      startsAt: at(30, '09:00'),
      endsAt: at(30, '13:00'),
      cpdHours: 3.5,
      category: 'Workshop',
      capacity: 2,
      ...overrides,
    },
    { token },
  )
  expect(response.status, await response.clone().text()).toBe(201)
  return (await response.json()) as { id: string; title: string }
}

async function register(eventId: string, auth: { token?: string; body?: Record<string, string> }) {
  const response = await sendJson(server.baseUrl, 'POST', `/api/events/${eventId}/registrations`, auth.body ?? {}, auth.token ? { token: auth.token } : {})
  return { status: response.status, body: (await response.json()) as { id: string; status: string; message?: string; fieldErrors?: Record<string, string[]> } }
}

async function member(overrides: Record<string, unknown> = {}) {
  const user = await createUser(overrides)
  return { user, ...(await signIn(user.id)) }
}

/** Follows the "confirm your place" mail sent to a visitor, through the API twin of its page's form. */
async function confirmByMail(email: string) {
  const mail = await waitForMail(outbox(), { to: email, subject: 'Confirm your place' })
  const link = new URL(/https?:\/\/\S+\/confirm\?token=[^\s"<>]+/.exec(mail.text)![0])
  const response = await sendJson(server.baseUrl, 'POST', `/api${link.pathname}${link.search}`, {})
  expect(response.status, await response.clone().text()).toBe(200)
  return link
}

const eventItem = async (id: string) => (await (await get(server.baseUrl, `/api/events/${id}`)).json()) as Record<string, unknown>

describe('publishing a dated event', () => {
  test('the API carries real dates, CPD hours, prices, capacity and seats left; the free-text date is optional with a start', async () => {
    const { token } = await adminSession()
    const event = await publish(token, { priceMember: 120, priceNonMember: 150, registrationDeadline: at(28, '17:00') })
    const item = await eventItem(event.id)
    expect(item).toMatchObject({
      startsAt: new Date(at(30, '09:00')).toISOString(),
      endsAt: new Date(at(30, '13:00')).toISOString(),
      cpdHours: 3.5,
      category: 'Workshop',
      priceMember: 120,
      priceNonMember: 150,
      capacity: 2,
      seatsLeft: 2,
      provider: 'EMPAM',
      date: '',
    })
    const list = (await (await get(server.baseUrl, '/api/events')).json()) as Array<Record<string, unknown>>
    expect(list.find((e) => e.id === event.id)).toMatchObject({ seatsLeft: 2, cpdHours: 3.5 })
  })

  test('bad dates are refused with a message under the field, and nothing is stored', async () => {
    const { token } = await adminSession()
    const cases: Array<[Record<string, unknown>, string]> = [
      [{ endsAt: at(29, '09:00') }, 'endsAt'],
      [{ startsAt: null, endsAt: null, date: '' }, 'date'],
      [{ registrationDeadline: at(31, '09:00') }, 'registrationDeadline'],
      [{ startsAt: '2027-02-30T09:00' }, 'startsAt'],
      [{ cpdHours: 1.25 }, 'cpdHours'],
      [{ priceMember: 10.005 }, 'priceMember'],
      [{ capacity: -1 }, 'capacity'],
      [{ category: 'Holiday' }, 'category'],
    ]
    for (const [overrides, field] of cases) {
      const response = await sendJson(server.baseUrl, 'POST', '/api/events', { title: `Refused ${field}`, location: 'KK', type: 'Training', startsAt: at(30, '09:00'), ...overrides }, { token })
      expect(response.status, field).toBe(400)
      const body = (await response.json()) as { fieldErrors: Record<string, string[]> }
      expect(Object.keys(body.fieldErrors), field).toContain(field)
    }
  })

  test('the .ics opens in a calendar: one VEVENT at the UTC times, with the title and the page', async () => {
    const { token } = await adminSession()
    const event = await publish(token)
    const response = await get(server.baseUrl, `/events/${event.id}/calendar.ics`)
    expect(response.status).toBe(200)
    expect(response.headers.get('content-type')).toContain('text/calendar')
    const ics = await response.text()
    expect(ics).toContain('BEGIN:VCALENDAR')
    expect(ics.match(/BEGIN:VEVENT/g)).toHaveLength(1)
    const utc = (iso: string) => new Date(iso).toISOString().replace(/[-:]/g, '').replace(/\.\d{3}/, '')
    expect(ics).toContain(`DTSTART:${utc(at(30, '09:00'))}`)
    expect(ics).toContain(`DTEND:${utc(at(30, '13:00'))}`)
    expect(ics.replace(/\r?\n[ \t]/g, '')).toContain(event.title)
    expect((await get(server.baseUrl, '/events/000000000000000000000000/calendar.ics')).status).toBe(404)
  })
})

describe('registration, the waitlist and cancelling', () => {
  test('two members take the two seats, a third and a visitor wait; a cancellation moves the first waiting up', async () => {
    const { token: adminToken } = await adminSession()
    const event = await publish(adminToken)
    const [a, b, c] = await Promise.all([member(), member(), member()])
    expect((await register(event.id, { token: a.token })).body.status).toBe('confirmed')
    expect((await register(event.id, { token: b.token })).body.status).toBe('confirmed')
    const third = await register(event.id, { token: c.token })
    expect(third).toMatchObject({ status: 201, body: { status: 'waitlisted' } })
    const visitorEmail = `visitor-${Date.now()}@example.com`
    const visitor = await register(event.id, { body: { name: 'Siti Visitor', email: visitorEmail, phone: '+60 12-345 6789' } })
    expect(visitor.body.status).toBe('waitlisted')
    expect(await eventItem(event.id)).toMatchObject({ seatsLeft: 0 })
    // The same member, or the same e-mail, twice: refused.
    expect((await register(event.id, { token: a.token })).status).toBe(409)
    expect((await register(event.id, { body: { name: 'Siti', email: visitorEmail.toUpperCase(), phone: '0123456789' } })).status).toBe(409)

    await waitForMail(outbox(), { to: a.user.email, subject: 'You are registered' })
    const waitMail = await waitForMail(outbox(), { to: c.user.email, subject: 'On the waitlist' })
    expect(waitMail.text).toContain('number 1')

    // Another member cannot cancel a's registration; a can.
    const aRegistration = (await EventRegistration.findOne({ eventId: event.id, userId: a.user.id }).lean())!
    const path = `/api/events/${event.id}/registrations/${String(aRegistration._id)}`
    expect((await sendJson(server.baseUrl, 'DELETE', path, {}, { token: c.token })).status).toBe(404)
    expect((await sendJson(server.baseUrl, 'DELETE', path, {})).status).toBe(401)
    const cancelled = await sendJson(server.baseUrl, 'DELETE', path, {}, { token: a.token })
    expect(cancelled.status).toBe(200)
    expect(await cancelled.json()).toMatchObject({ status: 'cancelled' })
    expect((await sendJson(server.baseUrl, 'DELETE', path, {}, { token: a.token })).status).toBe(409)

    const statusOf = async (id: string) => (await EventRegistration.findById(id).lean())!.status
    expect(await statusOf(third.body.id)).toBe('confirmed')
    expect(await statusOf(visitor.body.id)).toBe('waitlisted')
    const promoted = await waitForMail(outbox(), { to: c.user.email, subject: 'A seat is yours' })
    expect(promoted.attachments.map((f) => f.contentType)).toEqual(expect.arrayContaining(['text/calendar', 'image/png']))
    expect(await EventSeat.countDocuments({ eventId: event.id })).toBe(2)

    // The visitor cancels from the mail's signed link: a page that asks, then its form.
    const visitorMail = await waitForMail(outbox(), { to: visitorEmail, subject: 'On the waitlist' })
    const link = new URL(/https?:\/\/\S+\/cancel\?token=[\w-]+/.exec(visitorMail.text)![0])
    expect((await get(server.baseUrl, `${link.pathname}?token=wrong`)).status).toBe(404)
    const page = await get(server.baseUrl, `${link.pathname}${link.search}`)
    expect(page.status).toBe(200)
    expectPage(await page.text()).toContain('Siti Visitor')
    expect(await statusOf(visitor.body.id)).toBe('waitlisted')
    expect((await postForm(server.baseUrl, link.pathname, { token: 'forged' })).status).toBe(403)
    const done = await postForm(server.baseUrl, link.pathname, { token: link.searchParams.get('token')! })
    expect(done.status).toBe(302)
    expect(await statusOf(visitor.body.id)).toBe('cancelled')
  })

  test('staff cancel a registration from the admin event page (a plain form): audited, the first waiting moves up, a toast; the button in en and ms', async () => {
    const { token: adminToken, cookie: adminCookie, user: admin } = await adminSession()
    const event = await publish(adminToken, { capacity: 1 })
    const [a, b] = await Promise.all([member(), member()])
    const first = await register(event.id, { token: a.token })
    const waiting = await register(event.id, { token: b.token })
    expect([first.body.status, waiting.body.status]).toEqual(['confirmed', 'waitlisted'])
    const action = `/admin/events/${event.id}/registrations/${first.body.id}/cancel`

    const page = await (await get(server.baseUrl, `/admin/events/${event.id}`, { cookie: adminCookie })).text()
    expectPage(page).toContain(`action="${action}"`)
    expectPage(page).toContain('Cancel registration')
    expectPage(await (await get(server.baseUrl, `/admin/events/${event.id}?lng=ms`, { cookie: adminCookie })).text()).toContain('Batalkan pendaftaran')

    // A member is refused the staff door and nothing changes.
    expect((await postForm(server.baseUrl, action, {}, { cookie: a.cookie })).status).toBe(403)
    const statusOf = async (id: string) => (await EventRegistration.findById(id).lean())!.status
    expect(await statusOf(first.body.id)).toBe('confirmed')

    const posted = await postForm(server.baseUrl, action, {}, { cookie: adminCookie })
    expect(posted.status).toBe(302)
    expect(posted.headers.get('location')).toBe(`/admin/events/${event.id}`)
    expectPage(await follow(server.baseUrl, posted, adminCookie)).toContain(`The registration of ${a.user.firstName} ${a.user.lastName} is cancelled`)
    expect(await statusOf(first.body.id)).toBe('cancelled')
    expect(await statusOf(waiting.body.id)).toBe('confirmed')
    await waitForMail(outbox(), { to: b.user.email, subject: 'A seat is yours' })
    const audit = await auditOf('event-registration', first.body.id)
    expect(audit.map((entry) => [entry.action, entry.actorEmail])).toEqual([['cancelled', admin.email]])

    // A second click: already cancelled, said so, nothing more (no second audit entry).
    const again = await postForm(server.baseUrl, action, {}, { cookie: adminCookie })
    expectPage(await follow(server.baseUrl, again, adminCookie)).toContain('This registration is already cancelled')
    expect(await auditOf('event-registration', first.body.id)).toHaveLength(1)
    const unknown = await postForm(server.baseUrl, `/admin/events/${event.id}/registrations/nope/cancel`, {}, { cookie: adminCookie })
    expect(unknown.status).toBe(404)
    expect((await get(server.baseUrl, action, { cookie: adminCookie })).headers.get('location')).toBe(`/admin/events/${event.id}`)
  })

  test('seats are inserts under (event, seat number): 12 registrations at once on 3 seats confirm exactly 3', async () => {
    const { token: adminToken } = await adminSession()
    const event = await publish(adminToken, { capacity: 3 })
    const outcomes = await Promise.all(
      Array.from({ length: 12 }, (_, i) => register(event.id, { body: { name: `Racer ${i}`, email: `racer-${i}-${Date.now()}@example.com`, phone: '0123456789' } })),
    )
    expect(outcomes.every((o) => o.status === 201)).toBe(true)
    // Visitors: their seats are held until they confirm by mail (issue 30); the others wait.
    expect(outcomes.filter((o) => o.body.status === 'held')).toHaveLength(3)
    const seats = await EventSeat.find({ eventId: event.id }).lean()
    expect(seats.map((s) => s.seatNumber).sort()).toEqual([1, 2, 3])
    // The same e-mail twice at once: one registration.
    const email = `twice-${Date.now()}@example.com`
    const other = await publish(adminToken, { capacity: 5 })
    const twice = await Promise.all(Array.from({ length: 6 }, () => register(other.id, { body: { name: 'Twice', email, phone: '0123456789' } })))
    expect(twice.filter((o) => o.status === 201)).toHaveLength(1)
    expect(await EventRegistration.countDocuments({ eventId: other.id })).toBe(1)
    expect(await EventSeat.countDocuments({ eventId: other.id })).toBe(1)
  })

  test('a visitor must give a name, a valid e-mail and a phone; a closed or unknown event refuses', async () => {
    const { token } = await adminSession()
    const event = await publish(token)
    const bad = await register(event.id, { body: { name: '', email: 'not-mail', phone: 'call me' } })
    expect(bad.status).toBe(400)
    expect(Object.keys(bad.body.fieldErrors!).sort()).toEqual(['email', 'name', 'phone'])
    expect((await register('000000000000000000000000', { body: { name: 'A', email: 'a@example.com', phone: '0123456789' } })).status).toBe(404)
    const closed = await publish(token, { registrationDeadline: at(-1, '09:00'), startsAt: at(1, '09:00'), endsAt: at(1, '10:00') })
    expect((await register(closed.id, { body: { name: 'A', email: 'a@example.com', phone: '0123456789' } })).status).toBe(409)
    const notice = await publish(token, { capacity: 0 })
    expect((await register(notice.id, { body: { name: 'A', email: 'a@example.com', phone: '0123456789' } })).status).toBe(409)
  })

  test('a paid event raises an invoice: the member price to a member, the non-member price to a visitor’s e-mail', async () => {
    const { token } = await adminSession()
    const event = await publish(token, { priceMember: 120, priceNonMember: 150.5 })
    const m = await member()
    const mine = await register(event.id, { token: m.token })
    const visitorEmail = `payer-${Date.now()}@example.com`
    const theirs = await register(event.id, { body: { name: 'Paying Visitor', email: visitorEmail, phone: '0123456789' } })
    const invoiceOf = async (id: string) => Invoice.findOne({ key: `event:${id}` }).lean()
    expect(await invoiceOf(mine.body.id)).toMatchObject({ kind: 'event', totalSen: 12_000, status: 'unpaid', billedTo: { email: m.user.email } })
    // A visitor's invoice is raised when they confirm the seat held for them (issue 30).
    expect(theirs.body.status).toBe('held')
    expect(await invoiceOf(theirs.body.id)).toBeNull()
    await confirmByMail(visitorEmail)
    expect(await invoiceOf(theirs.body.id)).toMatchObject({ kind: 'event', totalSen: 15_050, userId: null, billedTo: { email: visitorEmail, name: 'Paying Visitor' } })
    const mail = await waitForMail(outbox(), { to: visitorEmail, subject: 'You are registered' })
    expect(mail.text).toContain((await invoiceOf(theirs.body.id))!.number)
    expect(mail.text).toContain('RM 150.50')
    // Cancelling voids the unpaid invoice.
    await sendJson(server.baseUrl, 'DELETE', `/api/events/${event.id}/registrations/${mine.body.id}`, {}, { token: m.token })
    expect((await invoiceOf(mine.body.id))!.status).toBe('void')
  })

  test("an event fee's receipt gives the event's date, and in Malay its Malay title and no English (issue 33)", async () => {
    const { token } = await adminSession()
    const { token: money } = await adminSession({ roles: ['treasurer'] })
    const event = await publish(token, { titleMs: 'Bengkel etika berbayar', priceMember: 120, priceNonMember: 150 })
    const m = await member({ locale: 'ms' })
    const mine = await register(event.id, { token: m.token })
    const invoice = (await Invoice.findOne({ key: `event:${mine.body.id}` }).lean())!
    const paid = await sendJson(server.baseUrl, 'POST', `/api/admin/invoices/${invoice._id}/payments`, { amount: 120, method: 'cash' }, { token: money })
    expect(paid.status).toBe(201)
    const { receipt } = await paid.json()
    const text = pdfText(Buffer.from(await (await get(server.baseUrl, receipt.url, { token: m.token })).arrayBuffer()))
    expect(text).toContain('Sebagai bayaran bagi Yuran acara: Bengkel etika berbayar')
    expect(text).toContain(`Tarikh acara ${formatDate(at(30, '09:00'), 'ms')}`)
    expect(text).toContain(`ID keahlian ${m.user.membershipId}`)
    expect(text).not.toContain(event.title)
    expect(text).not.toMatch(/Event|fee|invoice|Period/)
  })
})

describe('/events, the index (issue 33)', () => {
  test('lists an event to come with a link to its page, in English and Malay, without JavaScript', async () => {
    const { token } = await adminSession()
    const event = await publish(token)
    for (const lng of ['en', 'ms']) {
      const page = await (await get(server.baseUrl, `/events?lng=${lng}`)).text()
      expectPage(page).toContain(event.title)
      expectPage(page).toMatch(new RegExp(`href="/events/${event.id}"`))
      expectPage(page).toContain(lng === 'en' ? 'Upcoming events' : 'Acara akan datang')
    }
  })
})

describe('what an event page says about the fee', () => {
  test('free for members, paid for visitors: a member is not told registering raises an invoice; a visitor is', async () => {
    const { token } = await adminSession()
    const event = await publish(token, { priceMember: 0, priceNonMember: 50 })
    const m = await member()
    const invoiceNote = 'Registering raises an invoice for the fee'
    const asMember = withoutScripts(await (await get(server.baseUrl, `/events/${event.id}`, { cookie: m.cookie })).text())
    expectPage(asMember).not.toContain(invoiceNote)
    const asVisitor = withoutScripts(await (await get(server.baseUrl, `/events/${event.id}`)).text())
    expectPage(asVisitor).toContain(invoiceNote)
  })
})

describe('registration without JavaScript', () => {
  test('a member registers in one step and cancels from the dashboard; a visitor’s mistakes come back with what was typed', async () => {
    const { token } = await adminSession()
    const event = await publish(token)
    const m = await member()
    const page = await get(server.baseUrl, `/events/${event.id}`, { cookie: m.cookie })
    expect(page.status).toBe(200)
    expectPage(await page.text()).toContain('Register now')
    const posted = await postForm(server.baseUrl, `/events/${event.id}`, { intent: 'member' }, { cookie: m.cookie })
    expect(posted.status).toBe(302)
    expectPage(await follow(server.baseUrl, posted, m.cookie)).toContain('You are registered: seat 1.')
    const dashboard = await get(server.baseUrl, '/member-dashboard/cpd', { cookie: m.cookie })
    const html = await dashboard.text()
    expectPage(html).toContain('My events')
    expectPage(html).toContain(event.title)
    const registration = (await EventRegistration.findOne({ eventId: event.id, userId: m.user.id }).lean())!
    const cancel = await postForm(server.baseUrl, `/events/${event.id}/registrations/${String(registration._id)}/cancel`, {}, { cookie: m.cookie })
    expect(cancel.status).toBe(302)
    expect(cancel.headers.get('location')).toBe('/member-dashboard/cpd')
    expect((await EventRegistration.findById(registration._id).lean())!.status).toBe('cancelled')

    const anonymous = await postForm(server.baseUrl, `/events/${event.id}`, { name: 'Lee Visitor', email: 'nope', phone: '12' })
    expect(anonymous.status).toBe(400)
    const again = await anonymous.text()
    expectPage(again).toContain('Lee Visitor')
    const visitor = await postForm(server.baseUrl, `/events/${event.id}`, { name: 'Lee Visitor', email: `lee-${Date.now()}@example.com`, phone: '+60 88 722148' })
    expect(visitor.status).toBe(302)
    expect(cookiesFrom(visitor)).toContain('toast')
  })

  test('the event page and the list speak Malay', async () => {
    const { token } = await adminSession()
    const event = await publish(token, { titleMs: 'Bengkel etika', cpdHours: 4 })
    const page = await get(server.baseUrl, `/events/${event.id}?lng=ms`)
    const html = await page.text()
    expectPage(html).toContain('Bengkel etika')
    expectPage(html).toContain('4 jam CPD')
    expectPage(html).toContain('Tambah ke kalendar (.ics)')
    const training = await (await get(server.baseUrl, '/training?lng=ms')).text()
    expectPage(training).toContain('Bengkel etika')
    expectPage(training).toContain('Butiran dan pendaftaran')
  })
})

describe('attendance to CPD', () => {
  test('marking present credits one approved, read-only entry at once; un-marking removes it; a certificate and its /verify', async () => {
    const { token: adminToken, cookie: adminCookie } = await adminSession()
    const event = await publish(adminToken, { cpdHours: 3.5, category: 'Workshop' })
    // A member since long ago: the whole year's target (pro rata is the rules' own test).
    const m = await member({ firstName: 'Nurul', lastName: `Attendee ${Date.now()}`, joinDate: new Date('2020-01-15T00:00:00Z') })
    const { body } = await register(event.id, { token: m.token })
    // The event then takes place early today: the credited entry falls in this year's card even with the
    // clock pinned at 23:59 on 31 December (test:clock-edge), when an event a month ahead is next year's.
    await Event.updateOne({ _id: event.id }, { $set: { startsAt: new Date(at(0, '00:00')), endsAt: new Date(at(0, '00:30')) } })
    const attendance = `/api/admin/events/${event.id}/attendance`
    // Many marks at once: one entry.
    const marks = await Promise.all(Array.from({ length: 8 }, () => sendJson(server.baseUrl, 'POST', attendance, { registrationIds: [body.id] }, { token: adminToken })))
    expect(marks.map((r) => r.status)).toEqual(Array(8).fill(200))
    const entries = await CpdEntry.find({ userId: m.user.id }).lean()
    expect(entries).toHaveLength(1)
    expect(entries[0]).toMatchObject({ status: 'approved', hours: 3.5, category: 'Workshop', provider: 'EMPAM', title: event.title })

    // The member sees it on the dashboard at once, approved, and cannot change or delete it.
    const list = (await (await get(server.baseUrl, '/api/cpd', { token: m.token })).json()) as Array<{ id: string; status: string; eventId: string }>
    const entry = list.find((e) => e.eventId === event.id)!
    expect(entry.status).toBe('approved')
    expect((await sendJson(server.baseUrl, 'PUT', `/api/cpd/${entry.id}`, { title: 'Changed', provider: 'X', category: 'Workshop', hours: 20, date: today() }, { token: m.token })).status).toBe(403)
    expect((await sendJson(server.baseUrl, 'DELETE', `/api/cpd/${entry.id}`, {}, { token: m.token })).status).toBe(403)
    expect((await postForm(server.baseUrl, `/member-dashboard/cpd/${entry.id}/delete`, {}, { cookie: m.cookie })).status).toBe(403)
    const dashboard = await (await get(server.baseUrl, '/member-dashboard/cpd', { cookie: m.cookie })).text()
    expectPage(dashboard).toContain('3.5 of 20 hours count')
    expectPage(dashboard).toContain('approved automatically, read-only')

    // The certificate of attendance: a PDF with a code whose /verify confirms it.
    const pdf = await get(server.baseUrl, `/member-dashboard/cpd/${entry.id}/certificate`, { cookie: m.cookie })
    expect(pdf.status).toBe(200)
    expect(pdf.headers.get('content-type')).toBe('application/pdf')
    const certificate = Buffer.from(await pdf.arrayBuffer())
    expect(certificate.subarray(0, 5).toString()).toBe('%PDF-')
    const other = await member()
    expect((await get(server.baseUrl, `/member-dashboard/cpd/${entry.id}/certificate`, { cookie: other.cookie })).status).toBe(404)
    const code = (await EventRegistration.findById(body.id).lean())!.verifyCode
    // Issue 33: its issue date and code printed, and a QR a phone reads as the address of its check.
    const printed = pdfText(certificate)
    expect(printed).toContain(`Issued on ${formatLongDate(`${today()}T04:00:00Z`, 'en')}`)
    expect(printed).toContain(`Verification code: ${code}`)
    expect(pdfQrCodes(certificate)).toEqual([`http://localhost:3999/verify/${code}`])
    // The dashboard links the entry to its certificate's /verify (read from the member's registration).
    expect(dashboard).toContain(`href="/verify/${code}"`)
    const verified = await get(server.baseUrl, `/api/verify/${code}`)
    expect(await verified.json()).toEqual({ kind: 'attendance', name: `${m.user.firstName} ${m.user.lastName}`, event: event.title, date: today(), cpdHours: 3.5, registerUrl: 'http://localhost:3999/check-the-register' })
    expectPage(await (await get(server.baseUrl, `/verify/${code}`)).text()).toContain('This certificate of attendance is genuine')

    // Un-marking removes the entry, and the certificate with it.
    const unmark = await sendJson(server.baseUrl, 'DELETE', `${attendance}/${body.id}`, {}, { token: adminToken })
    expect(unmark.status).toBe(200)
    expect(await CpdEntry.countDocuments({ userId: m.user.id })).toBe(0)
    expect((await get(server.baseUrl, `/api/verify/${code}`)).status).toBe(404)
    // Marking again credits again (once).
    const form = await postForm(server.baseUrl, `/admin/events/${event.id}`, { intent: 'present', registrationIds: [body.id] }, { cookie: adminCookie })
    expect(form.status).toBe(302)
    expect(await CpdEntry.countDocuments({ userId: m.user.id })).toBe(1)
  })

  test('check-in at the door by code; a waitlisted registration or another event’s code is refused; the CSV lists everyone', async () => {
    const { token: adminToken, cookie } = await adminSession({ roles: ['secretary'] })
    const event = await publish(adminToken, { capacity: 1 })
    const a = await member()
    const b = await member()
    await register(event.id, { token: a.token })
    const waiting = await register(event.id, { token: b.token })
    const codeOf = async (id: string) => (await EventRegistration.findById(id).lean())!.checkInCode
    const aRegistration = (await EventRegistration.findOne({ eventId: event.id, userId: a.user.id }).lean())!
    const page = await get(server.baseUrl, `/admin/events/${event.id}/check-in?code=${aRegistration.checkInCode}`, { cookie })
    expect(page.status).toBe(200)
    // Issue 33: the door opens at the start; before it a code is refused with a reason, and nothing is marked.
    const early = await postForm(server.baseUrl, `/admin/events/${event.id}/check-in`, { code: aRegistration.checkInCode }, { cookie })
    expect(early.status).toBe(409)
    expectPage(await early.text()).toContain('Attendance can be marked once the event has started')
    expect((await EventRegistration.findById(aRegistration._id).lean())!.attendedAt).toBeFalsy()
    await Event.updateOne({ _id: event.id }, { $set: { startsAt: new Date(now().getTime() - 60_000) } })
    const checkIn = await postForm(server.baseUrl, `/admin/events/${event.id}/check-in`, { code: aRegistration.checkInCode.toLowerCase() }, { cookie })
    expect(checkIn.status).toBe(302)
    expect((await EventRegistration.findById(aRegistration._id).lean())!.attendedAt).toBeTruthy()
    expect((await postForm(server.baseUrl, `/admin/events/${event.id}/check-in`, { code: await codeOf(waiting.body.id) }, { cookie })).status).toBe(409)
    expect((await postForm(server.baseUrl, `/admin/events/${event.id}/check-in`, { code: 'ZZZZZZZZ' }, { cookie })).status).toBe(404)
    expect((await postForm(server.baseUrl, `/admin/events/${event.id}/check-in`, { code: '<script>' }, { cookie })).status).toBe(400)
    const csv = await get(server.baseUrl, `/admin/events/${event.id}/registrations.csv`, { cookie })
    expect(csv.headers.get('content-type')).toContain('text/csv')
    const text = await csv.text()
    expect(text.split('\n')[0]).toContain('Membership ID')
    // Issue 33: the time of registering in Malaysia time, as a person reads it.
    expect(text.split('\n')[0]).toContain('Registered (Malaysia time)')
    const registeredAt = (await EventRegistration.findById(aRegistration._id).lean())!.createdAt
    expect(text).toContain(toMalaysiaLocal(registeredAt).replace('T', ' '))
    expect(text).toContain(a.user.email)
    expect(text).toContain(b.user.email)
  })
})

describe('changing a dated event by the API', () => {
  test('PUT with what GET gave and a new start: 200, stored (a start without a free-text date was a 500)', async () => {
    const { token } = await adminSession()
    const event = await publish(token)
    const current = await (await get(server.baseUrl, `/api/events/${event.id}`)).json()
    const startsAt = new Date(now().getTime() - 60 * 60 * 1000).toISOString()
    const response = await sendJson(server.baseUrl, 'PUT', `/api/events/${event.id}`, { ...current, date: '', startsAt }, { token })
    expect(response.status).toBe(200)
    expect((await Event.findById(event.id).lean())!.startsAt!.toISOString()).toBe(startsAt)
  })
})

describe('mails on the clock', () => {
  test('the reminder goes the day before, once however often the run goes; the certificate after the event', async () => {
    const { token: adminToken } = await adminSession()
    const event = await publish(adminToken, { startsAt: at(10, '09:00'), endsAt: at(10, '12:00') })
    const m = await member()
    const { body } = await register(event.id, { token: m.token })
    // today() reads the moved clock: the days are counted from the real one.
    const base = today()
    moveClockTo(addDays(base, 8))
    await runEventMails()
    expect((await readOutbox(outbox())).filter((mail) => mail.to.includes(m.user.email) && mail.subject.startsWith('Tomorrow'))).toHaveLength(0)
    moveClockTo(addDays(base, 9))
    const runs = await Promise.all([runEventMails(), runEventMails(), runEventMails()])
    expect(runs.reduce((sum, r) => sum + r.reminders, 0)).toBeGreaterThanOrEqual(1)
    const reminder = await waitForMail(outbox(), { to: m.user.email, subject: 'Tomorrow' })
    expect(reminder.subject).toBe(`Tomorrow: ${event.title}`)
    await new Promise((resolve) => setTimeout(resolve, 300))
    expect((await readOutbox(outbox())).filter((mail) => mail.to.includes(m.user.email) && mail.subject.startsWith('Tomorrow'))).toHaveLength(1)
    // Issue 33: no one is marked present the day before; from the start (09:00) on the day, they are.
    const early = await sendJson(server.baseUrl, 'POST', `/api/admin/events/${event.id}/attendance`, { registrationIds: [body.id] }, { token: adminToken })
    expect(early.status).toBe(409)
    expect(await early.json()).toEqual({ message: 'Attendance can be marked once the event has started' })
    expect((await EventRegistration.findById(body.id).lean())!.attendedAt).toBeFalsy()
    moveClockTo(addDays(base, 10))
    expect((await sendJson(server.baseUrl, 'POST', `/api/admin/events/${event.id}/attendance`, { registrationIds: [body.id] }, { token: adminToken })).status).toBe(200)
    moveClockTo(addDays(base, 11))
    await runEventMails()
    const certificate = await waitForMail(outbox(), { to: m.user.email, subject: 'Your certificate of attendance' })
    expect(certificate.attachments[0]).toMatchObject({ contentType: 'application/pdf' })
  })

  test('a review decision reaches the member in their language, with the note', async () => {
    const { token } = await adminSession()
    const m = await member({ locale: 'ms' })
    const entry = await createCpdEntry(m.user.id, { title: 'Kursus pernafasan' })
    const response = await sendJson(server.baseUrl, 'PUT', `/api/admin/cpd/${entry.id}`, { status: 'rejected', note: 'Sila lampirkan sijil.' }, { token })
    expect(response.status).toBe(200)
    const mail = await waitForMail(outbox(), { to: m.user.email, subject: 'Kursus pernafasan' })
    expect(mail.subject).toBe('Rekod CPD anda tidak diluluskan: Kursus pernafasan')
    expect(mail.text).toContain('Catatan penyemak: Sila lampirkan sijil.')
  })
})

describe('who may register through the API', () => {
  test('as on the event page, a suspended member and a rejected applicant are refused (403) and no seat is taken; an expired member may register', async () => {
    const { token: admin } = await adminSession()
    const event = await publish(admin, { capacity: 5 })
    const suspended = await member({ membershipStatus: 'suspended' })
    const refused = await register(event.id, { token: suspended.token })
    expect(refused.status).toBe(403)
    expect(refused.body.message).toBe('Your membership is suspended. Please contact the secretariat.')
    const rejected = await member({ membershipStatus: 'rejected' })
    expect((await register(event.id, { token: rejected.token })).status).toBe(403)
    expect(await EventRegistration.countDocuments({ eventId: event.id })).toBe(0)

    // The page's form answers the suspended member the same.
    const page = await postForm(server.baseUrl, `/events/${event.id}`, { intent: 'member' }, { cookie: suspended.cookie })
    expect(page.status).toBe(403)

    const expired = await member({ membershipStatus: 'expired' })
    expect((await register(event.id, { token: expired.token })).status).toBe(201)
  })
})

describe("a visitor's seat is held until the link mailed to them confirms it (issue 30, finding 3)", () => {
  const visitor = (email: string) => ({ name: 'Held Visitor', email, phone: '0123456789' })

  test('the page asks first, in both languages; its form confirms the seat once, and the confirmation follows', async () => {
    const { token, cookie: adminCookie } = await adminSession()
    const event = await publish(token)
    const email = `held-${Date.now()}@example.com`
    const held = await register(event.id, { body: visitor(email) })
    expect(held).toMatchObject({ status: 201, body: { status: 'held' } })
    expect(new Date((held.body as unknown as { holdExpiresAt: string }).holdExpiresAt).getTime() - Date.now()).toBeGreaterThan(29 * 60_000)
    // No confirmation, check-in code or calendar file yet: only the mail asking to confirm.
    const mail = await waitForMail(outbox(), { to: email, subject: 'Confirm your place' })
    expect(mail.text).toContain('until')
    expect((await readOutbox(outbox())).filter((m) => m.to.includes(email) && m.subject.startsWith('You are registered'))).toHaveLength(0)
    // The organiser sees it apart.
    expectPage(await (await get(server.baseUrl, `/admin/events/${event.id}`, { cookie: adminCookie })).text()).toContain('Awaiting e-mail confirmation (1)')

    const link = new URL(/https?:\/\/\S+\/confirm\?token=[^\s"<>]+/.exec(mail.text)![0])
    const english = await get(server.baseUrl, `${link.pathname}${link.search}`)
    expect(english.status).toBe(200)
    expect(english.headers.get('cache-control')).toContain('no-store')
    expectPage(await english.text()).toContain('Confirm the place held for Held Visitor')
    expectPage(await (await get(server.baseUrl, `${link.pathname}${link.search}&lng=ms`)).text()).toContain('Sahkan tempat yang disimpan untuk Held Visitor')
    // Opening the page changed nothing.
    expect((await EventRegistration.findById(held.body.id).lean())?.status).toBe('held')

    const posted = await postForm(server.baseUrl, link.pathname, { token: link.searchParams.get('token')! })
    expect(posted.status).toBe(302)
    expect((await EventRegistration.findById(held.body.id).lean())?.status).toBe('confirmed')
    await waitForMail(outbox(), { to: email, subject: 'You are registered' })
    // Again: the same answer, and no second mail.
    expect((await sendJson(server.baseUrl, 'POST', `/api${link.pathname}${link.search}`, {})).status).toBe(200)
    expectPage(await (await get(server.baseUrl, `${link.pathname}${link.search}`)).text()).toContain('Your place is confirmed')
    expect((await readOutbox(outbox())).filter((m) => m.to.includes(email) && m.subject.startsWith('You are registered'))).toHaveLength(1)
    // A forged token confirms nothing.
    expect((await sendJson(server.baseUrl, 'POST', `/api${link.pathname}?token=forged`, {})).status).toBe(404)
  })

  test('an unconfirmed hold frees its seat by itself after 30 minutes: it goes to the first one waiting, and the link says it has gone', async () => {
    const { token } = await adminSession()
    const event = await publish(token, { capacity: 1 })
    const email = `late-${Date.now()}@example.com`
    const held = await register(event.id, { body: visitor(email) })
    const waiting = await member()
    expect((await register(event.id, { token: waiting.token })).body.status).toBe('waitlisted')
    const mail = await waitForMail(outbox(), { to: email, subject: 'Confirm your place' })
    const link = new URL(/https?:\/\/\S+\/confirm\?token=[^\s"<>]+/.exec(mail.text)![0])

    setTestClock(new Date(now().getTime() + 31 * 60_000))
    // (Other tests' holds in this file's database have run out as well.)
    expect((await sweepExpiredDocuments()).expiredHoldsReleased).toBeGreaterThanOrEqual(1)
    expect((await EventRegistration.findById(held.body.id).lean())?.status).toBe('cancelled')
    await waitForMail(outbox(), { to: waiting.user.email, subject: 'A seat is yours' })
    const confirmed = await sendJson(server.baseUrl, 'POST', `/api${link.pathname}${link.search}`, {})
    expect(confirmed.status).toBe(409)
    expect(await confirmed.json()).toEqual({ message: 'This seat was held for 30 minutes and was not confirmed in time, so it has been freed. Please register again.' })
    expectPage(await (await get(server.baseUrl, `${link.pathname}${link.search}&lng=ms`)).text()).toContain('tidak disahkan dalam tempoh itu')
    expect(await EventSeat.countDocuments({ eventId: event.id })).toBe(1)
  })

  test('a visitor on the waiting list keeps the place only by the mailed link: an unconfirmed place is passed over and lapses; a kept one gets the freed seat', async () => {
    const { token } = await adminSession()
    const event = await publish(token, { capacity: 1 })
    const seated = await member()
    expect((await register(event.id, { token: seated.token })).body.status).toBe('confirmed')
    const [silentEmail, keptEmail] = [`silent-${Date.now()}@example.com`, `kept-${Date.now()}@example.com`]
    const silent = await register(event.id, { body: visitor(silentEmail) })
    const kept = await register(event.id, { body: visitor(keptEmail) })
    expect([silent.body.status, kept.body.status]).toEqual(['waitlisted', 'waitlisted'])
    expect((silent.body as unknown as { holdExpiresAt: string | null }).holdExpiresAt).toBeTruthy()

    // The waitlist mail asks to keep the place; its link opens a page that asks first, in both languages.
    const mailOf = async (email: string) => {
      const mail = await waitForMail(outbox(), { to: email, subject: 'On the waitlist' })
      expect(mail.text).toContain('to keep your place')
      return new URL(/https?:\/\/\S+\/confirm\?token=[^\s"<>]+/.exec(mail.text)![0])
    }
    const [silentLink, keptLink] = [await mailOf(silentEmail), await mailOf(keptEmail)]
    // The silent place ahead is in no one's way: the second visitor is told they are first in line.
    expect((await waitForMail(outbox(), { to: keptEmail, subject: 'On the waitlist' })).text).toContain('(number 1)')
    const asked = await get(server.baseUrl, `${keptLink.pathname}${keptLink.search}`)
    expect(asked.status).toBe(200)
    expectPage(await asked.text()).toContain('Keep my place on the waiting list')
    expectPage(await (await get(server.baseUrl, `${keptLink.pathname}${keptLink.search}&lng=ms`)).text()).toContain('Kekalkan tempat saya dalam senarai menunggu')
    expect((await EventRegistration.findById(kept.body.id).lean())?.holdExpiresAt, 'opening the page keeps nothing').toBeTruthy()

    // The page's form keeps the place; the API twin answers the same again.
    const posted = await postForm(server.baseUrl, keptLink.pathname, { token: keptLink.searchParams.get('token')! })
    expect(posted.status).toBe(302)
    expectPage(await follow(server.baseUrl, posted, '')).toContain('Your place on the waitlist is confirmed')
    const again = await sendJson(server.baseUrl, 'POST', `/api${keptLink.pathname}${keptLink.search}`, {})
    expect(again.status).toBe(200)
    expect(await again.json()).toEqual({ id: kept.body.id, status: 'waitlisted' })
    expectPage(await (await get(server.baseUrl, `${keptLink.pathname}${keptLink.search}`)).text()).toContain('Your place on the waiting list is confirmed')
    // A member who joins now is second: after the kept place, not after the silent one.
    const later = await member()
    expect((await register(event.id, { token: later.token })).body.status).toBe('waitlisted')
    expectPage(await (await get(server.baseUrl, '/member-dashboard/cpd', { cookie: later.cookie })).text()).toContain('Number 2 on the waitlist')
    // The organiser sees the silent place apart, with the time it lapses, and counts only the kept ones as waiting.
    const organiser = await (await get(server.baseUrl, `/admin/events/${event.id}`, { cookie: (await adminSession()).cookie })).text()
    expectPage(organiser).toContain('Awaiting e-mail confirmation (1)')
    expectPage(organiser).toMatch(/silent-\d+@example\.com<\/span> · waiting-list place, lapses at .* unless kept/)
    expectPage(organiser).toContain('2 waiting')

    // The seat frees up: the kept place gets it, though the silent one registered first.
    const seatedId = (await EventRegistration.findOne({ eventId: event.id, userId: seated.user.id }).lean())!._id
    expect((await sendJson(server.baseUrl, 'DELETE', `/api/events/${event.id}/registrations/${String(seatedId)}`, {}, { token: seated.token })).status).toBe(200)
    const statusOf = async (id: string) => (await EventRegistration.findById(id).lean())!.status
    expect(await statusOf(kept.body.id)).toBe('confirmed')
    expect(await statusOf(silent.body.id)).toBe('waitlisted')
    await waitForMail(outbox(), { to: keptEmail, subject: 'A seat is yours' })

    // Past its 30 minutes the silent place lapses (the sweep), and its link says so.
    setTestClock(new Date(now().getTime() + 31 * 60_000))
    await sweepExpiredDocuments()
    expect(await statusOf(silent.body.id)).toBe('cancelled')
    const late = await sendJson(server.baseUrl, 'POST', `/api${silentLink.pathname}${silentLink.search}`, {})
    expect(late.status).toBe(409)
    expect(await EventSeat.countDocuments({ eventId: event.id })).toBe(1)
  })

  test('an unconfirmed place on the list keeps no free seat from others, and gets one at once when kept', async () => {
    const statusOfRegistration = async (id: string) => (await EventRegistration.findById(id).lean())!.status
    const { token } = await adminSession()
    const event = await publish(token, { capacity: 1 })
    const [first, second] = await Promise.all([member(), member()])
    const firstId = (await register(event.id, { token: first.token })).body.id
    const email = `slow-${Date.now()}@example.com`
    const slow = await register(event.id, { body: visitor(email) })
    expect(slow.body.status).toBe('waitlisted')
    const mail = await waitForMail(outbox(), { to: email, subject: 'On the waitlist' })
    const link = new URL(/https?:\/\/\S+\/confirm\?token=[^\s"<>]+/.exec(mail.text)![0])
    const cancel = (id: string, memberToken: string) => sendJson(server.baseUrl, 'DELETE', `/api/events/${event.id}/registrations/${id}`, {}, { token: memberToken })

    // The seat frees while the visitor has not answered: the next member takes it, not the queue.
    expect((await cancel(firstId, first.token)).status).toBe(200)
    const secondRegistration = await register(event.id, { token: second.token })
    expect(secondRegistration.body.status).toBe('confirmed')

    // It frees again; the visitor keeps their place and has the seat at once.
    expect((await cancel(secondRegistration.body.id, second.token)).status).toBe(200)
    // The link used twice at once (a double click): both are answered 200, one of them with the seat.
    const kept = await Promise.all([0, 1].map(() => sendJson(server.baseUrl, 'POST', `/api${link.pathname}${link.search}`, {})))
    expect(kept.map((response) => response.status)).toEqual([200, 200])
    const answers = (await Promise.all(kept.map((response) => response.json()))) as Array<{ id: string; status: string }>
    expect(answers.map((answer) => answer.id)).toEqual([slow.body.id, slow.body.id])
    expect(answers.map((answer) => answer.status)).toContain('confirmed')
    expect(await statusOfRegistration(slow.body.id)).toBe('confirmed')
    await waitForMail(outbox(), { to: email, subject: 'A seat is yours' })
    expect(await EventSeat.countDocuments({ eventId: event.id })).toBe(1)
  })

  test('a hold past its time is freed when the next person registers, without waiting for the sweep', async () => {
    const { token } = await adminSession()
    const event = await publish(token, { capacity: 1 })
    await register(event.id, { body: visitor(`first-${Date.now()}@example.com`) })
    setTestClock(new Date(now().getTime() + 31 * 60_000))
    const next = await register(event.id, { body: visitor(`second-${Date.now()}@example.com`) })
    expect(next.body.status).toBe('held')
  })

  test('five registrations an hour from one address, three for one e-mail address, then 429 in words with Retry-After', async () => {
    const { token } = await adminSession()
    const event = await publish(token, { capacity: 50 })
    const ip = newClientIp()
    const fromOne = []
    for (let i = 0; i < 6; i++) {
      fromOne.push(await sendJson(server.baseUrl, 'POST', `/api/events/${event.id}/registrations`, visitor(`burst-${i}-${Date.now()}@example.com`), { ip }))
    }
    expect(fromOne.map((r) => r.status)).toEqual([201, 201, 201, 201, 201, 429])
    expect(fromOne[5]!.headers.get('retry-after')).toMatch(/^\d+$/)
    expect(((await fromOne[5]!.json()) as { message: string }).message).toMatch(/^Too many attempts/)
    expect(await EventRegistration.countDocuments({ eventId: event.id })).toBe(5)
    // One e-mail address from many addresses, on several events.
    const email = `one-address-${Date.now()}@example.com`
    const events = [event, ...(await Promise.all([publish(token), publish(token), publish(token)]))]
    const statuses = []
    for (const each of events) statuses.push((await register(each.id, { body: visitor(email) })).status)
    expect(statuses).toEqual([201, 201, 201, 429])
  })
})
