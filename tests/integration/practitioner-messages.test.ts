import path from 'node:path'
import { beforeEach, describe, expect, test } from 'vitest'
import { resetAllRateLimits } from '#app/utils/db-rate-limit.server.ts'
import { invalidateDirectory } from '#app/models/directory-version.server.ts'
import { createPractitioner as createListing } from '#tests/factories.ts'
import { cookiesFrom, get, newClientIp, postForm, sendJson } from '#tests/http.ts'
import { readOutbox, waitForMail } from '#tests/mail.ts'
import { useTestServer } from '#tests/setup/test-server.ts'

/**
 * Issue 36, item 6: "Send a message" on a profile and POST /api/practitioners/{id}/messages. The enquiry
 * reaches the practitioner by mail with Reply-To the enquirer; the practitioner's address is on no public
 * page or API answer unless they publish it; limits per address and per listing; honeypot.
 */
const server = useTestServer()
const outbox = () => path.join(process.env.DATA_DIR!, 'outbox')
const unique = () => Math.random().toString(36).slice(2, 10)

beforeEach(() => resetAllRateLimits())

/** A listing the directory shows at once (the factory writes past the directory's refresh). */
async function createPractitioner(overrides: Record<string, unknown> = {}) {
  const listing = await createListing(overrides)
  await invalidateDirectory({ listingIds: [listing.id] })
  return listing
}

const enquiry = (overrides: Record<string, string> = {}) => ({
  name: 'Aminah Visitor',
  email: `aminah.${unique()}@example.com`,
  message: 'Do you see clients on Saturday mornings in Penampang?',
  ...overrides,
})

describe('POST /api/practitioners/{id}/messages', () => {
  test('202; the practitioner gets the enquiry with Reply-To the enquirer; their address is in no public answer', async () => {
    const email = `hidden-${unique()}@example.com`
    const listing = await createPractitioner({ email, town: 'Kota Kinabalu', postcode: '88000' })
    const body = enquiry()
    const response = await sendJson(server.baseUrl, 'POST', `/api/practitioners/${listing.id}/messages`, body, {})
    expect(response.status).toBe(202)
    expect(await response.json()).toEqual({ message: 'Message sent' })

    const mail = await waitForMail(outbox(), { to: email, subject: 'Enquiry from Aminah Visitor' })
    expect(mail.headers.get('reply-to')).toContain(body.email)
    expect(mail.text).toContain(body.message)
    expect(mail.text).toContain(`Reply to this e-mail to answer ${body.email} directly.`)

    const profile = await (await get(server.baseUrl, `/practitioner/${listing.id}`)).text()
    expect(profile).not.toContain(email)
    expect(profile).toContain('Send a message')
    expect(profile).toMatch(/href="\/privacy"/)
    expect(await (await get(server.baseUrl, `/api/practitioners/${listing.id}`)).text()).not.toContain(email)
    expect(await (await get(server.baseUrl, `/api/practitioners?search=${encodeURIComponent(listing.name)}`)).text()).not.toContain(email)
    expect(await (await get(server.baseUrl, `/find-practitioner?search=${encodeURIComponent(listing.name)}`)).text()).not.toContain(email)
  })

  test('a member who publishes their address has it shown', async () => {
    const email = `shown-${unique()}@example.com`
    const listing = await createPractitioner({ email, publishEmail: true })
    expect(await (await get(server.baseUrl, `/practitioner/${listing.id}`)).text()).toContain(email)
    expect(await (await get(server.baseUrl, `/api/practitioners/${listing.id}`)).json()).toMatchObject({ email, publishEmail: true })
  })

  test('bad input is a 400 with field errors and sends nothing; an unknown listing is a 404', async () => {
    const listing = await createPractitioner()
    const response = await sendJson(server.baseUrl, 'POST', `/api/practitioners/${listing.id}/messages`, { name: '', email: 'nope', message: 'hi' }, {})
    expect(response.status).toBe(400)
    const { fieldErrors } = (await response.json()) as { fieldErrors: Record<string, string[]> }
    expect(Object.keys(fieldErrors).sort()).toEqual(['email', 'message', 'name'])
    expect((await readOutbox(outbox())).filter((m) => m.to.includes(listing.email))).toEqual([])
    expect((await sendJson(server.baseUrl, 'POST', `/api/practitioners/${'0'.repeat(24)}/messages`, enquiry(), {})).status).toBe(404)
  })

  test('a filled honeypot is answered 202 and sends nothing', async () => {
    const listing = await createPractitioner()
    const response = await sendJson(server.baseUrl, 'POST', `/api/practitioners/${listing.id}/messages`, { ...enquiry(), website: 'http://spam.example' }, {})
    expect(response.status).toBe(202)
    await new Promise((resolve) => setTimeout(resolve, 300))
    expect((await readOutbox(outbox())).filter((m) => m.to.includes(listing.email))).toEqual([])
  })

  test('five messages an hour from one address, then 429 with Retry-After', async () => {
    const listing = await createPractitioner()
    const clientIp = newClientIp()
    for (let i = 0; i < 5; i++) {
      expect((await sendJson(server.baseUrl, 'POST', `/api/practitioners/${listing.id}/messages`, enquiry(), { ip: clientIp })).status).toBe(202)
    }
    const refused = await sendJson(server.baseUrl, 'POST', `/api/practitioners/${listing.id}/messages`, enquiry(), { ip: clientIp })
    expect(refused.status).toBe(429)
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0)
    expect(((await refused.json()) as { message: string }).message).toMatch(/Too many messages/)
  })

  test('twenty messages a day to one listing from everyone, then 429', async () => {
    const listing = await createPractitioner()
    for (let i = 0; i < 20; i++) {
      expect((await sendJson(server.baseUrl, 'POST', `/api/practitioners/${listing.id}/messages`, enquiry(), {})).status).toBe(202)
    }
    expect((await sendJson(server.baseUrl, 'POST', `/api/practitioners/${listing.id}/messages`, enquiry(), {})).status).toBe(429)
    // Another listing is not affected.
    const other = await createPractitioner()
    expect((await sendJson(server.baseUrl, 'POST', `/api/practitioners/${other.id}/messages`, enquiry(), {})).status).toBe(202)
  })
})

describe('the profile form, without JavaScript', () => {
  test('sends, and comes back to the profile with the toast', async () => {
    const email = `form-${unique()}@example.com`
    const listing = await createPractitioner({ email })
    const response = await postForm(server.baseUrl, `/practitioner/${listing.id}`, enquiry({ name: 'Siti Form' }), {})
    expect(response.headers.get('location')).toBe(`/practitioner/${listing.id}#message`)
    await waitForMail(outbox(), { to: email, subject: 'Enquiry from Siti Form' })
    const page = await (await get(server.baseUrl, `/practitioner/${listing.id}`, { cookie: cookiesFrom(response) })).text()
    expect(page).toMatch(/role="status"[^>]*>.*Message sent/s)
    expect(page).not.toContain(email)
  })

  test('bad input re-renders with the messages and keeps what was typed, in Malay too', async () => {
    const listing = await createPractitioner()
    const response = await postForm(server.baseUrl, `/practitioner/${listing.id}`, { name: 'Ali', email: 'ali@', message: 'short' }, {})
    expect(response.status).toBe(400)
    const html = await response.text()
    expect(html).toContain('Write a message of at least 10 characters')
    expect(html).toContain('value="ali@"')
    const ms = await postForm(server.baseUrl, `/practitioner/${listing.id}?lng=ms`, { name: 'Ali', email: 'ali@example.com', message: 'short' }, { cookie: 'lng=ms' })
    expect(await ms.text()).toContain('Tulis mesej sekurang-kurangnya 10 aksara')
  })
})
