import path from 'node:path'
import { describe, expect, test } from 'vitest'
import { ContactMessage } from '#app/models/contact-message.server.ts'
import { Donation } from '#app/models/donation.server.ts'
import { EventRegistration } from '#app/models/event-registration.server.ts'
import { NewsletterSubscriber } from '#app/models/newsletter-subscriber.server.ts'
import { PasswordResetToken } from '#app/models/password-reset-token.server.ts'
import { Session } from '#app/models/session.server.ts'
import { User } from '#app/models/user.server.ts'
import { HONEYPOT_FIELD } from '#app/utils/honeypot.ts'
import { createEvent } from '#tests/content-factories.ts'
import { createUser } from '#tests/factories.ts'
import { cookiesFrom, get, newClientIp, postForm, sendJson } from '#tests/http.ts'
import { readOutbox, waitForMail } from '#tests/mail.ts'
import { useTestServer } from '#tests/setup/test-server.ts'

/**
 * Every form and endpoint with a honeypot (the field people never see, `website`): a bot that fills it
 * in gets the answer a person gets, and nothing is stored, subscribed or mailed.
 */

const server = useTestServer()
const outbox = () => path.join(process.env.DATA_DIR!, 'outbox')
const BOT_VALUE = { [HONEYPOT_FIELD]: 'http://spam.example' }

let counter = 0
const uniqueEmail = (who: string) => `${who}.${Date.now().toString(36)}${(counter += 1)}@example.com`

/** What a visitor sees after following a redirect (the toast is in a one-request cookie). */
async function pageAfter(response: Response) {
  const location = response.headers.get('location')
  expect(location, 'a redirect').toBeTruthy()
  return (await get(server.baseUrl, location!, { cookie: cookiesFrom(response) })).text()
}

async function mailsTo(email: string) {
  return (await readOutbox(outbox())).filter((mail) => mail.to.toLowerCase().includes(email.toLowerCase()))
}

async function storedFor(email: string) {
  return {
    messages: await ContactMessage.countDocuments({ email }),
    subscribers: await NewsletterSubscriber.countDocuments({ email }),
  }
}

const contactFields = (email: string) => ({
  firstName: 'Aminah',
  lastName: 'Tan',
  email,
  phone: '+60 12-345 6789',
  subject: 'membership',
  message: 'How do I apply for Practicing Ordinary membership?',
})

describe.each([{ door: 'the contact page form', path: '/contact', location: '/contact#contact-form' }])('$door', ({ path: formPath, location }) => {
  test('a filled honeypot: the same redirect and toast as a person, nothing stored or subscribed', async () => {
    const person = uniqueEmail('person')
    const bot = uniqueEmail('bot')
    const genuine = await postForm(server.baseUrl, formPath, { ...contactFields(person), newsletter: 'on' })
    const filled = await postForm(server.baseUrl, formPath, { ...contactFields(bot), newsletter: 'on', ...BOT_VALUE })
    expect(genuine.headers.get('location')).toBe(location)
    expect(filled.status).toBe(genuine.status)
    expect(filled.headers.get('location')).toBe(location)
    expect(await pageAfter(filled)).toContain('Message sent successfully')
    expect((await storedFor(person)).messages, 'the control is stored').toBe(1)
    expect(await storedFor(bot)).toEqual({ messages: 0, subscribers: 0 })
    expect(await mailsTo(bot)).toEqual([])
  })
})

describe('POST /api/contact', () => {
  test('a filled honeypot: the same 201 answer as a person, nothing stored or subscribed', async () => {
    const person = uniqueEmail('person')
    const bot = uniqueEmail('bot')
    const genuine = await sendJson(server.baseUrl, 'POST', '/api/contact', { ...contactFields(person), newsletter: true })
    const filled = await sendJson(server.baseUrl, 'POST', '/api/contact', { ...contactFields(bot), newsletter: true, ...BOT_VALUE })
    expect(filled.status).toBe(201)
    expect(filled.status).toBe(genuine.status)
    expect(await filled.json()).toEqual(await genuine.json())
    expect((await storedFor(person)).messages, 'the control is stored').toBe(1)
    expect(await storedFor(bot)).toEqual({ messages: 0, subscribers: 0 })
    expect(await mailsTo(bot)).toEqual([])
  })
})

describe('the newsletter box on /news', () => {
  test('a filled honeypot: the same redirect and thanks as a person, nobody subscribed', async () => {
    const person = uniqueEmail('reader')
    const bot = uniqueEmail('bot')
    const genuine = await postForm(server.baseUrl, '/news?index', { email: person })
    const filled = await postForm(server.baseUrl, '/news?index', { email: bot, ...BOT_VALUE })
    expect(filled.status).toBe(genuine.status)
    expect(filled.headers.get('location')).toBe('/news#newsletter')
    expect(genuine.headers.get('location')).toBe('/news#newsletter')
    expect(await pageAfter(filled)).toContain('Please confirm your subscription')
    expect((await storedFor(person)).subscribers, 'the control is subscribed').toBe(1)
    expect(await storedFor(bot)).toEqual({ messages: 0, subscribers: 0 })
    expect(await mailsTo(bot)).toEqual([])
  })
})

describe('POST /api/newsletter', () => {
  test('a filled honeypot: the same 200 answer as a person, nobody subscribed', async () => {
    const person = uniqueEmail('reader')
    const bot = uniqueEmail('bot')
    const genuine = await sendJson(server.baseUrl, 'POST', '/api/newsletter', { email: person })
    const filled = await sendJson(server.baseUrl, 'POST', '/api/newsletter', { email: bot, ...BOT_VALUE })
    expect(filled.status).toBe(200)
    expect(filled.status).toBe(genuine.status)
    expect(await filled.json()).toEqual(await genuine.json())
    expect((await storedFor(person)).subscribers, 'the control is subscribed').toBe(1)
    expect(await storedFor(bot)).toEqual({ messages: 0, subscribers: 0 })
  })
})

describe('/register', () => {
  test('a filled honeypot: sent on as if it had worked, no account, no session, no mail', async () => {
    const email = uniqueEmail('bot')
    const sessionsBefore = await Session.countDocuments()
    const fields = {
      firstName: 'Mei Ling',
      lastName: 'Wong',
      email,
      username: `bot_${(counter += 1)}_${Date.now().toString(36)}`,
      password: 'lotus-flower-9',
      membershipType: 'Practicing Ordinary Member',
      phone: '+60 12-345 6789',
      state: 'Selangor',
      acceptPrivacy: 'on',
      ...BOT_VALUE,
    }
    const response = await postForm(server.baseUrl, '/register', fields)
    expect(response).toHaveRedirect('/')
    expect(response.headers.getSetCookie().join(' ')).not.toMatch(/session/i)
    expect(await User.exists({ email })).toBeNull()
    expect(await User.exists({ username: fields.username })).toBeNull()
    expect(await Session.countDocuments()).toBe(sessionsBefore)
    // A person's registration mails a confirmation link: wait for one, then none may have gone to the bot.
    const person = uniqueEmail('person')
    const genuine = await postForm(server.baseUrl, '/register', { ...fields, email: person, username: `person_${(counter += 1)}`, [HONEYPOT_FIELD]: '' })
    expect(genuine).toHaveRedirect('/member-dashboard/cpd')
    await waitForMail(outbox(), { to: person, subject: 'Confirm your e-mail address' })
    expect(await mailsTo(email)).toEqual([])
  })
})

describe('/forgot-password', () => {
  test("a filled honeypot with a member's address: the same page as a person, no token, no mail", async () => {
    const member = await createUser({ email: uniqueEmail('member') })
    const filled = await postForm(server.baseUrl, '/forgot-password', { email: member.email, ...BOT_VALUE })
    expect(filled.status).toBe(200)
    const page = await filled.text()
    expect(page).toContain('Check Your Email')
    expect(page).toMatch(/If an account with email <strong[^>]*>.*<\/strong> exists, we(&#x27;|')ve sent password reset/)
    expect(await PasswordResetToken.countDocuments({ userId: member.id })).toBe(0)

    // A person asking for the same kind of member gets the same page, and a mail: wait for it, then
    // check that none went to the address the bot gave.
    const other = await createUser({ email: uniqueEmail('member') })
    const genuine = await postForm(server.baseUrl, '/forgot-password', { email: other.email })
    expect(genuine.status).toBe(filled.status)
    expect(await genuine.text()).toContain('Check Your Email')
    await waitForMail(outbox(), { to: other.email, subject: 'Reset your EMPAM password' })
    expect(await mailsTo(member.email)).toEqual([])
    expect(await PasswordResetToken.countDocuments({ userId: member.id })).toBe(0)
  })
})

/** An event to come, on a fixed day (this file is not about the calendar). */
const DAY_TO_COME = new Date('2099-06-01T02:00:00.000Z')
const eventToCome = async () => (await createEvent({ startsAt: DAY_TO_COME, endsAt: new Date(DAY_TO_COME.getTime() + 3_600_000), capacity: 50 })).id
const visitorFields = (email: string) => ({ name: 'Siti Visitor', email, phone: '+60 12-345 6789' })

describe("an event's page: the visitor form", () => {
  test('a filled honeypot: the same redirect and "check your e-mail" as a person, no registration, no mail', async () => {
    const eventId = await eventToCome()
    const person = uniqueEmail('visitor')
    const bot = uniqueEmail('bot')
    const ip = newClientIp()
    const genuine = await postForm(server.baseUrl, `/events/${eventId}`, visitorFields(person), { ip })
    const filled = await postForm(server.baseUrl, `/events/${eventId}`, { ...visitorFields(bot), ...BOT_VALUE }, { ip })
    // A person lands on their registration's page (issue 33); a bot, which has none, on the event's, told the same.
    expect(genuine.headers.get('location')).toMatch(new RegExp(`^/events/${eventId}/registrations/[0-9a-f]{24}\\?token=`))
    expect(filled.status).toBe(genuine.status)
    expect(filled.headers.get('location')).toBe(`/events/${eventId}`)
    expect(await pageAfter(genuine)).toContain('Check your e-mail to confirm your place')
    expect(await pageAfter(filled)).toContain('Check your e-mail to confirm your place')
    expect(await EventRegistration.countDocuments({ eventId, email: person }), 'the control is held').toBe(1)
    expect(await EventRegistration.countDocuments({ eventId, email: bot })).toBe(0)
    await waitForMail(outbox(), { to: person, subject: 'Confirm your place' })
    expect(await mailsTo(bot)).toEqual([])
  })
})

describe('POST /api/events/{id}/registrations', () => {
  test('a filled honeypot: the same 201 "held" as a person, no registration, no mail', async () => {
    const eventId = await eventToCome()
    const person = uniqueEmail('visitor')
    const bot = uniqueEmail('bot')
    const ip = newClientIp()
    const genuine = await sendJson(server.baseUrl, 'POST', `/api/events/${eventId}/registrations`, visitorFields(person), { ip })
    const filled = await sendJson(server.baseUrl, 'POST', `/api/events/${eventId}/registrations`, { ...visitorFields(bot), ...BOT_VALUE }, { ip })
    expect(genuine.status).toBe(201)
    expect(filled.status).toBe(201)
    expect((await filled.json()).status).toBe((await genuine.json()).status)
    expect(await EventRegistration.countDocuments({ eventId, email: person }), 'the control is held').toBe(1)
    expect(await EventRegistration.countDocuments({ eventId, email: bot })).toBe(0)
    await waitForMail(outbox(), { to: person, subject: 'Confirm your place' })
    expect(await mailsTo(bot)).toEqual([])
  })
})

describe('/donate: the pledge form', () => {
  test('a filled honeypot: thanked with a redirect as a person is, no pledge stored', async () => {
    const person = uniqueEmail('donor')
    const bot = uniqueEmail('bot')
    const ip = newClientIp()
    const pledge = (email: string) => ({ name: 'Siti Aminah', email, amount: '50', frequency: 'one-time' })
    const genuine = await postForm(server.baseUrl, '/donate', pledge(person), { ip })
    const filled = await postForm(server.baseUrl, '/donate', { ...pledge(bot), ...BOT_VALUE }, { ip })
    expect(genuine.status).toBe(302)
    expect(filled.status).toBe(genuine.status)
    expect(await pageAfter(filled)).toContain('Thank you: please transfer your gift as shown')
    expect(await Donation.countDocuments({ email: person }), 'the control is stored').toBe(1)
    expect(await Donation.countDocuments({ email: bot })).toBe(0)
  })
})
