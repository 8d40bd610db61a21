import path from 'node:path'
import { describe, expect, test } from 'vitest'
import { addDays } from '#app/domain/dates.ts'
import { AuditLog } from '#app/models/audit-log.server.ts'
import { EventRegistration } from '#app/models/event-registration.server.ts'
import { Invoice } from '#app/models/invoice.server.ts'
import { Media } from '#app/models/media.server.ts'
import { PaymentProof } from '#app/models/payment-proof.server.ts'
import { adminSession, expectPage, follow, memberSession } from '#tests/admin-helpers.ts'
import { today } from '#tests/clock.ts'
import { createUser, signIn } from '#tests/factories.ts'
import { get, newClientIp, postForm, sendJson, withoutScripts } from '#tests/http.ts'
import { linkIn, readOutbox, waitForMail, type OutboxMail } from '#tests/mail.ts'
import { DISGUISED_FILES, pdfOfSize, postFileForm, solidImage, storedMediaCounts } from '#tests/media.ts'
import { useTestServer } from '#tests/setup/test-server.ts'

/**
 * Issue 33, item 6, over HTTP without JavaScript: a visitor who owes a fee lands, after registering, on
 * their registration's own page ("Held until …"), follows the mail to it, pays by bank transfer or DuitNow
 * and sends the slip there; the treasurer sees the slip on /admin/payments and records the payment, and
 * the page says "Confirmed". No mail sends a visitor to a dashboard they do not have. A member sees "You
 * are registered" on the event page (with the seat and the page), not the form. An online event's
 * meeting link is for those registered only: never on the public page, API or calendar file.
 */

const server = useTestServer()
const outbox = () => path.join(process.env.DATA_DIR!, 'outbox')
const unique = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`
const MEETING = 'https://meet.example.org/empam-ethics-2027'

/** A moment `days` days from today's Malaysian date, at that hour in Malaysia. */
const at = (days: number, hour: string) => `${addDays(today(), days)}T${hour}:00+08:00`

async function publish(token: string, overrides: Record<string, unknown> = {}) {
  const response = await sendJson(
    server.baseUrl,
    'POST',
    '/api/events',
    {
      title: `Paid workshop ${unique()}`,
      location: 'Zoom',
      type: 'Training',
      description: 'Consent, confidentiality and records.',
      startsAt: at(30, '09:00'),
      endsAt: at(30, '13:00'),
      cpdHours: 3,
      category: 'Workshop',
      capacity: 5,
      isOnline: true,
      meetingLink: MEETING,
      priceMember: 0,
      priceNonMember: 150,
      ...overrides,
    },
    { token },
  )
  expect(response.status, await response.clone().text()).toBe(201)
  return (await response.json()) as { id: string; title: string; meetingLink: string }
}

const visitorFields = (email: string) => ({ name: 'Nurul Visitor', email, phone: '+60 12-345 6789' })
const slipJpeg = async () => ({ field: 'file', bytes: await solidImage(600, 800).jpeg().toBuffer(), name: 'slip.jpg', type: 'image/jpeg' })
const pathOf = (url: URL) => `${url.pathname}${url.search}`

/** The mail's link to the registration's own page (the mails' token). */
const pageLinkIn = (mail: OutboxMail, eventId: string, registrationId: string) => linkIn(mail, `/events/${eventId}/registrations/${registrationId}`)

/** Registers a visitor through the event page's form, as a browser without JavaScript does: the page they land on. */
async function registerOnPage(eventId: string, email: string) {
  const response = await postForm(server.baseUrl, `/events/${eventId}`, visitorFields(email))
  expect(response.status).toBe(302)
  const registration = await EventRegistration.findOne({ email }).lean()
  return { response, registrationId: String(registration!._id), landing: response.headers.get('location')! }
}

/** Follows the "confirm your place" mail: its page's form confirms, and leads to the registration's page. */
async function confirmByMail(eventId: string, registrationId: string, email: string) {
  const held = await waitForMail(outbox(), { to: email, subject: 'Confirm your place' })
  const confirm = linkIn(held, `/events/${eventId}/registrations/${registrationId}/confirm`)
  const posted = await postForm(server.baseUrl, confirm.pathname, { token: confirm.searchParams.get('token')! })
  expect(posted.status).toBe(302)
  return { held, posted }
}

/** The treasurer records the payment on /admin/payments, as its form does. */
async function recordPayment(invoiceId: string, amount: string) {
  const treasurer = await adminSession({ roles: ['treasurer'] })
  const response = await postForm(server.baseUrl, '/admin/payments', { id: invoiceId, amount, method: 'bank-transfer', reference: 'MBB 778899', paidAt: today() }, { cookie: treasurer.cookie })
  expect(response.status, await response.clone().text()).toBe(302)
  return treasurer
}

describe("a visitor pays for an event on their registration's page", () => {
  test('held until confirmed by the mail, then until paid; the slip reaches the treasurer, whose payment confirms the seat', async () => {
    const admin = await adminSession()
    const event = await publish(admin.token)
    const email = `nurul.${unique()}@example.com`

    // Registering lands on the registration's page: held until the mailed link is followed, the fee shown.
    const { registrationId, landing } = await registerOnPage(event.id, email)
    expect(landing).toMatch(new RegExp(`^/events/${event.id}/registrations/${registrationId}\\?token=[\\w-]+$`))
    const screen = await get(server.baseUrl, landing)
    expect(screen.status).toBe(200)
    expect(screen.headers.get('cache-control')).toContain('no-store')
    expect(screen.headers.get('referrer-policy')).toBe('no-referrer')
    const screenPage = withoutScripts(await screen.text())
    expectPage(screenPage).toContain('You are registered')
    expectPage(screenPage).toMatch(/Held until \d{2} \w{3} \d{4}, \d{2}:\d{2} \(Malaysia time\)/)
    expectPage(screenPage).toContain(`Confirm your place with the link we e-mailed to ${email} by then`)
    expectPage(screenPage).toContain('Amount due: RM 150.00')
    expectPage(screenPage).toContain('The invoice follows once you confirm your place')
    expectPage(screenPage).not.toContain(MEETING)
    expect(screenPage).not.toContain('name="file"')
    expectPage(await (await get(server.baseUrl, `${landing}&lng=ms`)).text()).toContain('Disimpan sehingga')

    // The mail's page link and the confirmation; then the page says what is owed and how to pay it.
    const { held, posted } = await confirmByMail(event.id, registrationId, email)
    const page = pageLinkIn(held, event.id, registrationId)
    expect(page.searchParams.get('token')).not.toBe(new URL(landing, server.baseUrl).searchParams.get('token'))
    expect(posted.headers.get('location')).toBe(pathOf(page))
    const registration = await EventRegistration.findById(registrationId).lean()
    expect(registration?.status).toBe('confirmed')
    const invoice = await Invoice.findById(registration!.invoiceId).lean()
    expect(invoice).toMatchObject({ status: 'unpaid', totalSen: 15_000, userId: null })

    const confirmation = await waitForMail(outbox(), { to: email, subject: 'You are registered' })
    expect(confirmation.text).toContain(pathOf(page))
    expect(confirmation.text).toContain(`Invoice ${invoice!.number} for RM 150.00`)
    expect(confirmation.text).toContain(`or another way shown on your registration's page, writing ${invoice!.number} as the reference; then send the transfer slip on that page`)
    expect(confirmation.text).toContain(`Join online: ${MEETING}`)
    expect(confirmation.attachments.find((a) => a.filename === 'event.ics')?.content.toString()).toContain('meet.example.org')

    const owed = withoutScripts(await follow(server.baseUrl, posted, ''))
    expectPage(owed).toMatch(/Held until \d{2} \w{3} \d{4}, \d{2}:\d{2} \(Malaysia time\)/)
    expectPage(owed).toContain('Pay the fee by then')
    expectPage(owed).toContain(`Invoice ${invoice!.number}, due by`)
    expectPage(owed).toContain(`Please write ${invoice!.number} as the payment reference.`)
    expectPage(owed).toContain('Account number')
    // No DuitNow QR uploaded: the bank transfer only (issue 34; tests/integration/duitnow-qr.test.ts shows it with one).
    expect(owed).not.toContain('/duitnow-qr.')
    expectPage(owed).toContain(MEETING)
    expect(/<form[^>]*enctype="multipart\/form-data"/i.test(owed), 'a multipart slip form').toBe(true)

    // A disguised file is refused with its reason, and nothing is stored; so is an empty one.
    const before = await storedMediaCounts()
    const token = page.searchParams.get('token')!
    const refused = await postFileForm(server.baseUrl, pathOf(page), { token, reference: '' }, [{ field: 'file', ...DISGUISED_FILES[0] }])
    expect(refused.status).toBe(415)
    expectPage(withoutScripts(await refused.text())).toContain('SVG drawings and web pages cannot be uploaded')
    const empty = await postFileForm(server.baseUrl, pathOf(page), { token }, [{ field: 'file', bytes: Buffer.alloc(0), name: 'slip.pdf', type: 'application/pdf' }])
    expect(empty.status).toBe(400)
    expectPage(await empty.text()).toContain('Choose the transfer slip to send: a PDF or a photo')
    expect(await storedMediaCounts()).toEqual(before)
    expect(await PaymentProof.countDocuments({ invoiceId: invoice!._id })).toBe(0)
    // The on-screen link shows the page but sends no slip.
    const bySight = await postFileForm(server.baseUrl, landing, { token: new URL(landing, server.baseUrl).searchParams.get('token')! }, [await slipJpeg()])
    expect(bySight.status).toBe(404)

    // The slip: stored privately with the invoice, listed on the page, audited, with the treasurer.
    const sent = await postFileForm(server.baseUrl, pathOf(page), { token, reference: 'DuitNow 4455' }, [await slipJpeg()])
    expect(sent.status).toBe(302)
    expect(sent.headers.get('location')).toBe(pathOf(page))
    const withSlip = withoutScripts(await follow(server.baseUrl, sent, ''))
    expectPage(withSlip).toContain('your transfer slip is with the treasurer')
    expectPage(withSlip).toMatch(/Sent on \d{2} \w{3} \d{4} \(reference DuitNow 4455\)/)
    const proof = await PaymentProof.findOne({ invoiceId: invoice!._id }).lean()
    expect(proof).toMatchObject({ userId: null, reference: 'DuitNow 4455' })
    expect(await Media.findById(proof!.mediaId).lean()).toMatchObject({ purpose: 'payment-proof', visibility: 'private', ownerId: null })
    expect(await AuditLog.countDocuments({ action: 'uploaded-payment-proof', entityId: String(invoice!._id) })).toBe(1)
    const download = `/media/${String(proof!.mediaId)}/download`
    const treasurer = await adminSession({ roles: ['treasurer'] })
    const payments = withoutScripts(await (await get(server.baseUrl, '/admin/payments', { cookie: treasurer.cookie })).text())
    expect(payments).toContain(`href="${download}"`)
    expectPage(payments).toContain('DuitNow 4455')
    expect((await get(server.baseUrl, download, { cookie: treasurer.cookie })).status).toBe(200)
    const stranger = await memberSession()
    for (const cookie of [stranger.cookie, '']) expect((await get(server.baseUrl, download, { cookie })).status).toBe(404)

    // The treasurer records the payment: the seat is confirmed, the page says so, the receipt leads back to it.
    await recordPayment(String(invoice!._id), '150')
    const paid = withoutScripts(await (await get(server.baseUrl, pathOf(page))).text())
    expectPage(paid).toContain('Confirmed: seat 1')
    expectPage(paid).toContain('Paid in full: thank you.')
    expectPage(paid).not.toContain('Held until')
    expect(paid).not.toContain('name="file"')
    expectPage(paid).toContain(MEETING)
    // What was sent stays listed; nothing asks for more.
    expectPage(paid).toContain('Slips sent')
    expectPage(paid).not.toContain('open the link in the e-mail')
    const receipt = await waitForMail(outbox(), { to: email, subject: 'Receipt' })
    expect(receipt.text).toContain(pathOf(page))
    expect(receipt.html).toContain('See your registration')
    const late = await postFileForm(server.baseUrl, pathOf(page), { token }, [await slipJpeg()])
    expect(late.status).toBe(409)

    // No mail sent this visitor to a dashboard.
    const mails = (await readOutbox(outbox())).filter((m) => m.to.includes(email))
    expect(mails.length).toBeGreaterThanOrEqual(3)
    for (const mail of mails) expect(`${mail.subject}\n${mail.text}`).not.toMatch(/member-dashboard|dashboard/i)
  })

  test('the API twin: 201 by the mails’ token; 404 for a wrong, missing or on-screen token; 409 when nothing is owed yet and after three slips', async () => {
    const admin = await adminSession()
    const event = await publish(admin.token)
    const email = `api.${unique()}@example.com`
    const registered = await sendJson(server.baseUrl, 'POST', `/api/events/${event.id}/registrations`, visitorFields(email))
    expect(registered.status).toBe(201)
    const body = (await registered.json()) as { id: string; status: string; page: string }
    expect(body.page).toMatch(new RegExp(`^/events/${event.id}/registrations/${body.id}\\?token=`))
    const send = (token: string | null, file: { bytes: Buffer; name: string; type: string } | null = { bytes: pdfOfSize(3000), name: 'slip.pdf', type: 'application/pdf' }, id = body.id) => {
      const form = new FormData()
      if (token !== null) form.append('token', token)
      form.append('reference', 'API 1')
      if (file) form.append('file', new Blob([new Uint8Array(file.bytes)], { type: file.type }), file.name)
      return fetch(`${server.baseUrl}/api/events/${event.id}/registrations/${id}/slip`, { method: 'POST', headers: { 'x-forwarded-for': newClientIp() }, body: form })
    }
    const held = await waitForMail(outbox(), { to: email, subject: 'Confirm your place' })
    const token = pageLinkIn(held, event.id, body.id).searchParams.get('token')!
    // Held: no invoice yet, so nothing to pay.
    const early = await send(token)
    expect(early.status).toBe(409)
    expect(await early.json()).toEqual({ message: 'There is nothing to pay for this registration yet' })
    await confirmByMail(event.id, body.id, email)

    const screenToken = new URL(body.page, server.baseUrl).searchParams.get('token')!
    for (const wrong of [null, '', 'forged', screenToken]) expect((await send(wrong)).status).toBe(404)
    expect((await send(token, undefined, '000000000000000000000000')).status).toBe(404)
    const disguised = await send(token, { bytes: DISGUISED_FILES[1].bytes, name: 'logo.svg', type: 'image/svg+xml' })
    expect(disguised.status).toBe(415)
    expect(((await disguised.json()) as { message: string }).message).toContain('SVG drawings and web pages cannot be uploaded')
    const missing = await send(token, null)
    expect(missing.status).toBe(400)
    expect(await missing.json()).toMatchObject({ fieldErrors: { file: ['Choose the transfer slip to send: a PDF or a photo'] } })
    for (let n = 1; n <= 3; n++) {
      const ok = await send(token)
      expect(ok.status).toBe(201)
      expect(await ok.json()).toMatchObject({ slip: { reference: 'API 1' } })
    }
    const fourth = await send(token)
    expect(fourth.status).toBe(409)
    expect(await PaymentProof.countDocuments({ invoiceId: (await EventRegistration.findById(body.id).lean())!.invoiceId })).toBe(3)
    const full = withoutScripts(await (await get(server.baseUrl, `/events/${event.id}/registrations/${body.id}?token=${token}`)).text())
    expectPage(full).toContain('You have sent 3 slips')
    expect(full).not.toContain('name="file"')
  })
})

describe('a member registered for an event', () => {
  test('the event page says "You are registered" with the seat and its page instead of the form; the page is theirs alone; the fee goes by the dashboard', async () => {
    const admin = await adminSession()
    const event = await publish(admin.token, { priceMember: 80 })
    const user = await createUser()
    const { cookie } = await signIn(user.id)
    const registered = await postForm(server.baseUrl, `/events/${event.id}`, { intent: 'member' }, { cookie })
    expect(registered.status).toBe(302)
    expect(registered.headers.get('location')).toBe(`/events/${event.id}`)
    const registration = await EventRegistration.findOne({ eventId: event.id, userId: user.id }).lean()
    const id = String(registration!._id)
    const invoice = await Invoice.findById(registration!.invoiceId).lean()
    expect(invoice).toMatchObject({ status: 'unpaid', totalSen: 8_000 })

    const eventPage = withoutScripts(await follow(server.baseUrl, registered, cookie))
    expectPage(eventPage).toContain('You are registered: seat 1.')
    expectPage(eventPage).toMatch(/Held until \d{2} \w{3} \d{4}, \d{2}:\d{2} \(Malaysia time\)/)
    expect(eventPage).toContain(`href="/events/${event.id}/registrations/${id}"`)
    expect(eventPage).not.toContain('name="intent" value="member"')
    expectPage(eventPage).not.toContain(MEETING)

    const own = withoutScripts(await (await get(server.baseUrl, `/events/${event.id}/registrations/${id}`, { cookie })).text())
    expectPage(own).toContain('You are registered')
    expectPage(own).toContain('Amount due: RM 80.00')
    expect(own).toContain('href="/member-dashboard/membership"')
    expect(own).not.toContain('name="file"')
    expectPage(own).toContain(MEETING)
    // Another member, an administrator and a visitor find nothing there.
    const other = await memberSession()
    for (const who of [other.cookie, admin.cookie, '']) expect((await get(server.baseUrl, `/events/${event.id}/registrations/${id}`, { cookie: who })).status).toBe(404)

    // The member's mail: the page (its token opens it signed out too), the meeting link; the fee by the dashboard.
    const mail = await waitForMail(outbox(), { to: user.email, subject: 'You are registered' })
    const link = pageLinkIn(mail, event.id, id)
    expect((await get(server.baseUrl, pathOf(link))).status).toBe(200)
    expect(mail.text).toContain(`Join online: ${MEETING}`)
    expect(mail.text).toContain('or another way shown on your dashboard')
    // A member's slip goes from the dashboard.
    const slip = await postFileForm(server.baseUrl, pathOf(link), { token: link.searchParams.get('token')! }, [await slipJpeg()])
    expect(slip.status).toBe(409)

    await recordPayment(String(invoice!._id), '80')
    const paid = withoutScripts(await (await get(server.baseUrl, `/events/${event.id}`, { cookie })).text())
    expectPage(paid).toContain('Your seat: Confirmed')
    expectPage(paid).not.toContain('Held until')
    expectPage(await (await get(server.baseUrl, `/events/${event.id}?lng=ms`, { cookie })).text()).toContain('Anda telah berdaftar: tempat duduk 1.')
  })
})

describe('an online meeting link', () => {
  test('an https address only; never on the public page, API or calendar file; the content staff read it back', async () => {
    const admin = await adminSession()
    for (const bad of ['http://meet.example.org/x', 'javascript:alert(1)', 'https://meet.example.org/a b', 'meet.example.org']) {
      const refused = await sendJson(server.baseUrl, 'POST', '/api/events', { title: 'Bad link', location: 'Zoom', type: 'Training', date: 'Soon', meetingLink: bad }, { token: admin.token })
      expect(refused.status).toBe(400)
      expect(await refused.json()).toMatchObject({ fieldErrors: { meetingLink: ['The meeting link must be a secure web address starting with https://'] } })
    }
    const event = await publish(admin.token)
    expect(event.meetingLink).toBe(MEETING)
    const page = await (await get(server.baseUrl, `/events/${event.id}`)).text()
    expect(page).not.toContain('meet.example.org')
    expect(await (await get(server.baseUrl, `/events/${event.id}/calendar.ics`)).text()).not.toContain('meet.example.org')
    expect(await (await get(server.baseUrl, `/api/events/${event.id}`)).text()).not.toContain('meet.example.org')
    expect(await (await get(server.baseUrl, '/api/events')).text()).not.toContain('meet.example.org')
    const member = await memberSession()
    expect(await (await get(server.baseUrl, `/api/events/${event.id}`, { token: member.token })).text()).not.toContain('meet.example.org')
    expect(await (await get(server.baseUrl, `/api/events/${event.id}`, { token: admin.token })).json()).toMatchObject({ meetingLink: MEETING })
    // The administration's form has the field, an address input.
    const form = await (await get(server.baseUrl, '/admin-content/events/new', { cookie: admin.cookie })).text()
    expect(/<input[^>]*type="url"[^>]*name="meetingLink"|<input[^>]*name="meetingLink"[^>]*type="url"/.test(form), 'an address input named meetingLink').toBe(true)
    expectPage(form).toContain('Online meeting link (optional)')
  })
})

describe("the visitor's form names the privacy notice", () => {
  test('beside the submit button, in English and Malay', async () => {
    const admin = await adminSession()
    const event = await publish(admin.token)
    const english = withoutScripts(await (await get(server.baseUrl, `/events/${event.id}`)).text())
    expect(/We use these details only for this event, as our <a[^>]*href="\/privacy"[^>]*>privacy notice<\/a> explains\./.test(english), 'the English sentence and link').toBe(true)
    const malay = withoutScripts(await (await get(server.baseUrl, `/events/${event.id}?lng=ms`)).text())
    expect(/<a[^>]*href="\/privacy[^"]*"[^>]*>notis privasi<\/a>/.test(malay), 'the Malay link').toBe(true)
  })
})
