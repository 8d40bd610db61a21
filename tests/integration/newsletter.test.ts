import path from 'node:path'
import { describe, expect, test } from 'vitest'
import { NewsletterSubscriber } from '#app/models/newsletter-subscriber.server.ts'
import { PrivacyConsent } from '#app/models/privacy-consent.server.ts'
import { unsubscribeLinkFor } from '#app/services/newsletter.server.ts'
import { cookiesFrom, get, newClientIp, postForm, sendJson } from '#tests/http.ts'
import { linkIn, readOutbox, tokenIn, waitForMail } from '#tests/mail.ts'
import { useTestServer } from '#tests/setup/test-server.ts'

const server = useTestServer()
const outbox = () => path.join(process.env.DATA_DIR!, 'outbox')
const CONFIRM_SUBJECT = 'Please confirm your subscription'

const unique = () => Math.random().toString(36).slice(2, 10)

async function subscribe(email: string, extra: Record<string, string> = {}, ip?: string) {
  const response = await postForm(server.baseUrl, '/news?index', { email, ...extra }, { ip })
  const page = response.headers.get('location')
    ? await (await get(server.baseUrl, '/news', { cookie: cookiesFrom(response) })).text()
    : ''
  return { response, page }
}

describe('the newsletter subscribe box on /news', () => {
  test('stores the address once, lower-cased, and gives the same answer when subscribing again', async () => {
    const email = `Reader.${unique()}@Example.MY`
    const first = await subscribe(`  ${email} `)
    expect(first.response.headers.get('location')).toBe('/news#newsletter')
    expect(first.page).toContain('Please confirm your subscription')

    const again = await subscribe(email.toLowerCase())
    expect(again.response.headers.get('location')).toBe('/news#newsletter')
    expect(again.page).toContain('Please confirm your subscription')

    const stored = await NewsletterSubscriber.find({ email: email.toLowerCase() }).lean()
    expect(stored).toHaveLength(1)
    // Pending until the link in the mail is followed (double opt-in).
    expect(stored[0]).toMatchObject({ email: email.toLowerCase(), source: 'news' })
    expect([stored[0]?.confirmedAt ?? null, stored[0]?.unsubscribedAt ?? null]).toEqual([null, null])
    expect(stored[0]?.createdAt).toBeInstanceOf(Date)
    // Each sign-up of a pending address mails a link (a lost first mail is answered by subscribing again).
    await waitForMail(outbox(), { to: email.toLowerCase(), subject: CONFIRM_SUBJECT, count: 2 })
  })

  test('an invalid address re-renders the page with the message and the input kept', async () => {
    const before = await NewsletterSubscriber.countDocuments()
    const { response } = await subscribe('reader@nowhere')
    expect(response.status).toBe(400)
    const html = await response.text()
    expect(html).toContain('Invalid email address')
    expect(html).toContain('value="reader@nowhere"')
    expect(await NewsletterSubscriber.countDocuments()).toBe(before)
  })

  test('a filled honeypot is thanked and not stored', async () => {
    const email = `bot.${unique()}@example.com`
    const { page } = await subscribe(email, { website: 'spam' })
    expect(page).toContain('Please confirm your subscription')
    expect(await NewsletterSubscriber.countDocuments({ email })).toBe(0)
    expect((await readOutbox(outbox())).filter((mail) => mail.to.includes(email))).toEqual([])
  })

  test('too many subscriptions from one address are refused with 429', async () => {
    const ip = newClientIp()
    for (let i = 0; i < 10; i++) expect((await subscribe(`r${i}.${unique()}@example.com`, {}, ip)).response.status).toBe(302)
    const late = `late.${unique()}@example.com`
    const { response } = await subscribe(late, {}, ip)
    expect(response.status).toBe(429)
    const html = await response.text()
    expect(html).toContain('Too many attempts')
    expect(html).toContain(`value="${late}"`)
    expect(html).not.toContain('Please confirm your subscription')
    expect(await NewsletterSubscriber.countDocuments({ email: late })).toBe(0)
    // Another address is not held up by this one's limit.
    expect((await subscribe(`elsewhere.${unique()}@example.com`)).response.status).toBe(302)
  })

  test('refused input does not count; past the allowance even a wrong address is refused with 429', async () => {
    const ip = newClientIp()
    for (let i = 0; i < 3; i++) expect((await subscribe('reader@nowhere', {}, ip)).response.status).toBe(400)
    for (let i = 0; i < 10; i++) expect((await subscribe(`r${i}.${unique()}@example.com`, {}, ip)).response.status).toBe(302)
    expect((await subscribe('reader@nowhere', {}, ip)).response.status).toBe(429)
    expect((await sendJson(server.baseUrl, 'POST', '/api/newsletter', { email: 'nope' }, { ip })).status).toBe(429)
  })
})

describe('POST /api/newsletter', () => {
  test('subscribes once and answers the same both times', async () => {
    const email = `api.${unique()}@example.com`
    for (let i = 0; i < 2; i++) {
      const response = await sendJson(server.baseUrl, 'POST', '/api/newsletter', { email })
      expect(response.status).toBe(200)
      expect(await response.json()).toEqual({ message: 'Please confirm your subscription' })
    }
    expect(await NewsletterSubscriber.countDocuments({ email })).toBe(1)
  })

  test('too many subscriptions from one address answer 429 with Retry-After, and store nothing more', async () => {
    const ip = newClientIp()
    for (let i = 0; i < 10; i++) {
      expect((await sendJson(server.baseUrl, 'POST', '/api/newsletter', { email: `a${i}.${unique()}@example.com` }, { ip })).status).toBe(200)
    }
    const late = `late.${unique()}@example.com`
    const blocked = await sendJson(server.baseUrl, 'POST', '/api/newsletter', { email: late }, { ip })
    expect(blocked.status).toBe(429)
    expect(Number(blocked.headers.get('retry-after'))).toBeGreaterThan(0)
    expect((await blocked.json()).message).toMatch(/^Too many attempts/)
    expect(await NewsletterSubscriber.countDocuments({ email: late })).toBe(0)
  })

  test('an invalid address answers 400 with the field message', async () => {
    const response = await sendJson(server.baseUrl, 'POST', '/api/newsletter', { email: 'nope' })
    expect(response.status).toBe(400)
    expect(await response.json()).toEqual({ message: 'Invalid email address', fieldErrors: { email: ['Invalid email address'] } })
  })
})

/** Subscribes through the API and answers the confirmation mail's link. */
async function subscribeAndReadLink(email: string, headers: Record<string, string> = {}, subject = CONFIRM_SUBJECT) {
  const response = await sendJson(server.baseUrl, 'POST', '/api/newsletter', { email }, { headers })
  expect(response.status).toBe(200)
  const mail = await waitForMail(outbox(), { to: email, subject })
  return { mail, link: linkIn(mail, '/newsletter/confirm'), token: tokenIn(mail, '/newsletter/confirm') }
}

const stateOf = async (email: string) => NewsletterSubscriber.findOne({ email }).lean()

describe('double opt-in', () => {
  test('the mailed link opens a page that asks; its form confirms, records the consent, and the link is single-use', async () => {
    const email = `optin.${unique()}@example.com`
    const { link } = await subscribeAndReadLink(email)
    const pageUrl = `${link.pathname}${link.search}`

    const page = await get(server.baseUrl, pageUrl)
    expect(page.status).toBe(200)
    const html = await page.text()
    expect(html).toContain(email)
    expect(html).toContain('Confirm my subscription')
    // Opening the page (as a mail scanner does) confirms nothing.
    expect((await stateOf(email))?.confirmedAt ?? null).toBeNull()

    const confirmed = await postForm(server.baseUrl, pageUrl, { token: link.searchParams.get('token')! })
    expect(confirmed.status).toBe(302)
    expect(confirmed.headers.get('location')).toBe('/news#newsletter')
    const after = await (await get(server.baseUrl, '/news', { cookie: cookiesFrom(confirmed) })).text()
    expect(after).toContain('Your subscription is confirmed')
    expect((await stateOf(email))?.confirmedAt).toBeInstanceOf(Date)
    const consents = await PrivacyConsent.find({ email, purpose: 'newsletter' }).lean()
    expect(consents).toHaveLength(1)
    expect(consents[0]).toMatchObject({ userId: null, version: 1 })

    // Used: the page says so, and the form changes nothing more.
    expect(await (await get(server.baseUrl, pageUrl)).text()).toContain('This subscription is confirmed')
    const again = await postForm(server.baseUrl, pageUrl, { token: link.searchParams.get('token')! })
    expect(await (await get(server.baseUrl, '/news', { cookie: cookiesFrom(again) })).text()).toContain('already confirmed')
    expect(await PrivacyConsent.countDocuments({ email, purpose: 'newsletter' })).toBe(1)
  })

  test('in Malay, the mail and the page are in Malay', async () => {
    const email = `melayu.${unique()}@example.com`
    const { mail, link } = await subscribeAndReadLink(email, { 'accept-language': 'ms' }, 'Sila sahkan langganan buletin')
    expect(mail.text).toContain('Ikuti pautan dalam masa 7 hari')
    const html = await (await get(server.baseUrl, `${link.pathname}${link.search}&lng=ms`)).text()
    expect(html).toContain('Sahkan langganan saya')
    expect((await stateOf(email))?.locale).toBe('ms')
  })

  test('of six confirmations with one link at once, exactly one confirms (an insert under a unique key); the others get 409', async () => {
    const email = `race.${unique()}@example.com`
    const { token } = await subscribeAndReadLink(email)
    const answers = await Promise.all(Array.from({ length: 6 }, () => sendJson(server.baseUrl, 'POST', '/api/newsletter/confirm', { token })))
    expect(answers.map((a) => a.status).sort()).toEqual([200, 409, 409, 409, 409, 409])
    expect(await PrivacyConsent.countDocuments({ email, purpose: 'newsletter' })).toBe(1)
  })

  test('an unknown or tampered link is a 404 that changes nothing; a missing token is a 400', async () => {
    expect((await get(server.baseUrl, '/newsletter/confirm?token=not-a-real-token')).status).toBe(404)
    const api = await sendJson(server.baseUrl, 'POST', '/api/newsletter/confirm', { token: 'not-a-real-token' })
    expect(api.status).toBe(404)
    expect((await api.json()).message).toBe('This link is not valid or has expired: please subscribe again')
    const missing = await sendJson(server.baseUrl, 'POST', '/api/newsletter/confirm', {})
    expect(missing.status).toBe(400)
    expect(await missing.json()).toEqual({ message: "The link's token is required", fieldErrors: { token: ["The link's token is required"] } })
  })

  test('one address gets at most three confirmation mails a day, whoever asks; the answer stays the same', async () => {
    const email = `bombed.${unique()}@example.com`
    for (let i = 0; i < 5; i++) {
      const response = await sendJson(server.baseUrl, 'POST', '/api/newsletter', { email }, { ip: newClientIp() })
      expect(response.status).toBe(200)
      expect(await response.json()).toEqual({ message: 'Please confirm your subscription' })
    }
    await waitForMail(outbox(), { to: email, subject: CONFIRM_SUBJECT, count: 3 })
    await new Promise((resolve) => setTimeout(resolve, 300))
    expect((await readOutbox(outbox())).filter((mail) => mail.to.includes(email))).toHaveLength(3)
  })

  test('a confirmed address asking again gets no mail and stays confirmed', async () => {
    const email = `twice.${unique()}@example.com`
    const { token } = await subscribeAndReadLink(email)
    expect((await sendJson(server.baseUrl, 'POST', '/api/newsletter/confirm', { token })).status).toBe(200)
    expect((await sendJson(server.baseUrl, 'POST', '/api/newsletter', { email })).status).toBe(200)
    await new Promise((resolve) => setTimeout(resolve, 300))
    expect((await readOutbox(outbox())).filter((mail) => mail.to.includes(email))).toHaveLength(1)
    expect((await stateOf(email))?.confirmedAt).toBeInstanceOf(Date)
  })
})

/** A confirmed subscriber, and the path of their signed unsubscribe link (as every issue carries it). */
async function confirmedSubscriber() {
  const email = `leaving.${unique()}@example.com`
  const { token } = await subscribeAndReadLink(email)
  expect((await sendJson(server.baseUrl, 'POST', '/api/newsletter/confirm', { token })).status).toBe(200)
  const link = new URL(unsubscribeLinkFor(email))
  return { email, path: `${link.pathname}${link.search}`, token: link.searchParams.get('token')! }
}

describe('unsubscribing (no account, at once)', () => {
  test("the link's page asks; its form unsubscribes at once, and a second time is the same answer", async () => {
    const { email, path: unsubscribePath, token } = await confirmedSubscriber()
    const page = await get(server.baseUrl, unsubscribePath)
    expect(page.status).toBe(200)
    expect(await page.text()).toContain(`Stop sending the newsletter to ${email}?`)
    expect((await stateOf(email))?.unsubscribedAt ?? null).toBeNull()

    for (let i = 0; i < 2; i++) {
      const done = await postForm(server.baseUrl, unsubscribePath, { email, token })
      expect(done.status).toBe(302)
      expect(await (await get(server.baseUrl, '/news', { cookie: cookiesFrom(done) })).text()).toContain('You have been unsubscribed')
    }
    expect((await stateOf(email))?.unsubscribedAt).toBeInstanceOf(Date)
  })

  test("a mail program's one-click POST (RFC 8058) unsubscribes with a plain 200, without Origin or cookies", async () => {
    const { email, path: unsubscribePath } = await confirmedSubscriber()
    const response = await fetch(`${server.baseUrl}${unsubscribePath}`, {
      method: 'POST',
      redirect: 'manual',
      headers: { 'content-type': 'application/x-www-form-urlencoded', 'x-forwarded-for': newClientIp() },
      body: 'List-Unsubscribe=One-Click',
    })
    expect(response.status).toBe(200)
    expect((await stateOf(email))?.unsubscribedAt).toBeInstanceOf(Date)
  })

  test('the API twin unsubscribes; a link for another address, or a forged token, is a 404 that changes nothing', async () => {
    const { email, token } = await confirmedSubscriber()
    const other = await confirmedSubscriber()
    const forged = await sendJson(server.baseUrl, 'POST', '/api/newsletter/unsubscribe', { email: other.email, token })
    expect(forged.status).toBe(404)
    expect((await get(server.baseUrl, `/newsletter/unsubscribe?email=${encodeURIComponent(other.email)}&token=${token}`)).status).toBe(404)
    expect((await postForm(server.baseUrl, `/newsletter/unsubscribe?email=${encodeURIComponent(other.email)}&token=${token}`, {})).status).toBe(404)
    expect((await stateOf(other.email))?.unsubscribedAt ?? null).toBeNull()

    const done = await sendJson(server.baseUrl, 'POST', '/api/newsletter/unsubscribe', { email, token })
    expect(done.status).toBe(200)
    expect(await done.json()).toEqual({ message: 'You have been unsubscribed' })
    expect((await stateOf(email))?.unsubscribedAt).toBeInstanceOf(Date)
  })

  test('an unsubscribed address may come back, through a new confirmation', async () => {
    const { email, token } = await confirmedSubscriber()
    expect((await sendJson(server.baseUrl, 'POST', '/api/newsletter/unsubscribe', { email, token })).status).toBe(200)
    const response = await sendJson(server.baseUrl, 'POST', '/api/newsletter', { email })
    expect(response.status).toBe(200)
    const second = await waitForMail(outbox(), { to: email, subject: CONFIRM_SUBJECT, count: 2 })
    expect((await stateOf(email))?.unsubscribedAt).toBeInstanceOf(Date)
    expect((await sendJson(server.baseUrl, 'POST', '/api/newsletter/confirm', { token: tokenIn(second, '/newsletter/confirm') })).status).toBe(200)
    expect((await stateOf(email))?.unsubscribedAt ?? null).toBeNull()
  })
})
