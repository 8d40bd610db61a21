import { describe, expect, test } from 'vitest'
import { NewsletterSubscriber } from '#app/models/newsletter-subscriber.server.ts'
import { cookiesFrom, get, newClientIp, postForm, sendJson } from '#tests/http.ts'
import { useTestServer } from '#tests/setup/test-server.ts'

const server = useTestServer()

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
    expect(first.page).toContain('Thank you for subscribing')

    const again = await subscribe(email.toLowerCase())
    expect(again.response.headers.get('location')).toBe('/news#newsletter')
    expect(again.page).toContain('Thank you for subscribing')

    const stored = await NewsletterSubscriber.find({ email: email.toLowerCase() }).lean()
    expect(stored).toHaveLength(1)
    expect(stored[0]).toMatchObject({ email: email.toLowerCase(), source: 'news' })
    expect(stored[0]?.createdAt).toBeInstanceOf(Date)
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
    expect(page).toContain('Thank you for subscribing')
    expect(await NewsletterSubscriber.countDocuments({ email })).toBe(0)
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
    expect(html).not.toContain('Thank you for subscribing')
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
      expect(await response.json()).toEqual({ message: 'Thank you for subscribing' })
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
