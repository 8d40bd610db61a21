import { describe, expect, test } from 'vitest'
import { ContactMessage } from '#app/models/contact-message.server.ts'
import { NewsletterSubscriber } from '#app/models/newsletter-subscriber.server.ts'
import { cookiesFrom, get, newClientIp, postForm, sendJson } from '#tests/http.ts'
import { useTestServer } from '#tests/setup/test-server.ts'

const server = useTestServer()

const unique = () => Math.random().toString(36).slice(2, 10)

/** The page's text with React's escapes undone, so assertions read like what a visitor sees. */
async function textOf(response: Response) {
  return (await response.text()).replace(/&#x27;/g, "'").replace(/&quot;/g, '"').replace(/&amp;/g, '&')
}

/** A message as POST /api/contact takes it: no phone, no newsletter. */
function apiForm(overrides: Record<string, string> = {}) {
  return {
    firstName: 'Aminah',
    lastName: 'Tan',
    email: `aminah.${unique()}@example.com`,
    subject: 'membership',
    message: 'How do I apply for Practicing Ordinary membership?',
    ...overrides,
  }
}

function contactForm(overrides: Record<string, string> = {}) {
  return {
    firstName: 'Rajesh',
    lastName: 'Kumar',
    email: `rajesh.${unique()}@example.com`,
    phone: '+60 12-345 6789',
    subject: 'training',
    message: 'I would like to register for the breathwork workshop.',
    ...overrides,
  }
}

describe('the contact page form', () => {
  test('stores the message and redirects back with the success toast, shown without JavaScript', async () => {
    const fields = contactForm({ email: `  Mixed.${unique()}@Example.COM ` })
    const response = await postForm(server.baseUrl, '/contact', fields)
    expect(response.headers.get('location')).toBe('/contact#contact-form')

    const stored = await ContactMessage.findOne({ email: fields.email.trim().toLowerCase() }).lean()
    expect(stored).toMatchObject({
      firstName: 'Rajesh',
      lastName: 'Kumar',
      subject: 'training',
      message: fields.message,
      source: 'contact',
      newsletter: false,
      phone: '+60 12-345 6789',
    })

    const page = await textOf(await get(server.baseUrl, '/contact', { cookie: cookiesFrom(response) }))
    expect(page).toMatch(/role="status"[^>]*>.*Message sent successfully/s)
    expect(page).toContain("We'll get back to you as soon as possible.")
  })

  test('bad input re-renders with each field message and keeps what was typed', async () => {
    const fields = contactForm({ firstName: '  ', lastName: '', email: 'rajesh@example', subject: 'membership', message: '' })
    const before = await ContactMessage.countDocuments()
    const response = await postForm(server.baseUrl, '/contact', fields)
    expect(response.status).toBe(400)
    const html = await textOf(response)
    expect(html).toContain('First name is required')
    expect(html).toContain('Last name is required')
    expect(html).toContain('Invalid email address')
    expect(html).toContain('Message is required')
    expect(html).toContain('value="rajesh@example"')
    expect(html).toMatch(/<option value="membership" selected="">/)
    expect(await ContactMessage.countDocuments()).toBe(before)
  })

  test('a filled honeypot gets the same answer and stores nothing', async () => {
    const fields = contactForm({ website: 'http://spam.example' })
    const response = await postForm(server.baseUrl, '/contact', fields)
    expect(response).toHaveRedirect('/contact')
    expect(await ContactMessage.countDocuments({ email: fields.email })).toBe(0)
    const page = await textOf(await get(server.baseUrl, '/contact', { cookie: cookiesFrom(response) }))
    expect(page).toContain('Message sent successfully')
  })

  test('stores phone, subject and the newsletter opt-in, and subscribes the sender', async () => {
    const fields = contactForm({ newsletter: 'on' })
    const response = await postForm(server.baseUrl, '/contact', fields)
    expect(response.headers.get('location')).toBe('/contact#contact-form')
    expect(await ContactMessage.findOne({ email: fields.email }).lean()).toMatchObject({
      phone: '+60 12-345 6789',
      subject: 'training',
      newsletter: true,
      source: 'contact',
    })
    expect(await NewsletterSubscriber.countDocuments({ email: fields.email })).toBe(1)
    const page = await textOf(await get(server.baseUrl, '/contact', { cookie: cookiesFrom(response) }))
    expect(page).toContain('Message sent successfully')
  })

  test('without the opt-in nobody is subscribed', async () => {
    const fields = contactForm()
    expect(await postForm(server.baseUrl, '/contact', fields)).toHaveRedirect('/contact')
    expect(await ContactMessage.findOne({ email: fields.email }).lean()).toMatchObject({ newsletter: false })
    expect(await NewsletterSubscriber.countDocuments({ email: fields.email })).toBe(0)
  })

  test('requires a subject from its own list and a real phone number, keeping the rest', async () => {
    const fields = contactForm({ subject: '', phone: 'call me', newsletter: 'on' })
    const response = await postForm(server.baseUrl, '/contact', fields)
    expect(response.status).toBe(400)
    const html = await textOf(response)
    expect(html).toContain('Please choose a subject')
    expect(html).toContain('Please enter a valid phone number')
    expect(html).toContain(`value="${fields.email}"`)
    expect(html).toContain('value="call me"')
    expect(html).toContain(fields.message)
    expect(html).toMatch(/<input[^>]*name="newsletter"[^>]*checked=""/)
    expect(await ContactMessage.countDocuments({ email: fields.email })).toBe(0)

    const homeOnlySubject = await postForm(server.baseUrl, '/contact', contactForm({ subject: 'certification' }))
    expect(homeOnlySubject.status).toBe(400)
  })

  test('a link from a training event preselects the subject and writes the message', async () => {
    const html = await textOf(
      await get(server.baseUrl, `/contact?subject=training&event=${encodeURIComponent('Breath, Air and Calm')}`),
    )
    expect(html).toMatch(/<option value="training" selected="">/)
    expect(html).toContain('I would like to register for Breath, Air and Calm.</textarea>')
  })
})

describe('the allowance of 5 messages an hour per address', () => {
  test('is shared by the form and the API; the 6th gets 429 with a clear message and the input kept', async () => {
    const ip = newClientIp()
    expect(await postForm(server.baseUrl, '/contact', contactForm(), { ip })).toHaveRedirect('/contact')
    expect(await postForm(server.baseUrl, '/contact', contactForm(), { ip })).toHaveRedirect('/contact')
    expect((await sendJson(server.baseUrl, 'POST', '/api/contact', apiForm(), { ip })).status).toBe(201)
    // Refused input does not use up the allowance.
    expect((await postForm(server.baseUrl, '/contact', contactForm({ message: '' }), { ip })).status).toBe(400)
    expect(await postForm(server.baseUrl, '/contact', contactForm(), { ip })).toHaveRedirect('/contact')
    expect(await postForm(server.baseUrl, '/contact', contactForm(), { ip })).toHaveRedirect('/contact')

    const sixth = contactForm()
    const response = await postForm(server.baseUrl, '/contact', sixth, { ip })
    expect(response.status).toBe(429)
    const html = await textOf(response)
    expect(html).toMatch(/role="alert"[^>]*>.*You have sent several messages in the last hour\. Please try again in \d+ minutes?/s)
    expect(html).toContain(`value="${sixth.email}"`)
    expect(html).toContain(sixth.message)
    expect(await ContactMessage.countDocuments({ email: sixth.email })).toBe(0)

    const api = await sendJson(server.baseUrl, 'POST', '/api/contact', apiForm(), { ip })
    expect(api.status).toBe(429)
    expect(api.headers.get('retry-after')).toMatch(/^\d+$/)
    expect(await api.json()).toEqual({ message: expect.stringContaining('Please try again in') })

    // Another address is not affected.
    expect(await postForm(server.baseUrl, '/contact', contactForm())).toHaveRedirect('/contact')
  })

  test('counts a bot as it counts a person, and refuses it past the allowance as it refuses a person', async () => {
    const ip = newClientIp()
    for (let i = 0; i < 5; i++) {
      expect(await postForm(server.baseUrl, '/contact', contactForm({ website: 'http://spam.example' }), { ip })).toHaveRedirect('/contact')
    }
    const bot = contactForm({ website: 'http://spam.example' })
    expect((await postForm(server.baseUrl, '/contact', bot, { ip })).status).toBe(429)
    expect((await sendJson(server.baseUrl, 'POST', '/api/contact', apiForm(), { ip })).status).toBe(429)
    expect(await ContactMessage.countDocuments({ email: bot.email })).toBe(0)
  })
})

describe('POST /api/contact', () => {
  test('stores the message and answers 201 JSON', async () => {
    const body = { ...apiForm(), subject: 'partnership', phone: '088-722148', newsletter: true }
    const response = await sendJson(server.baseUrl, 'POST', '/api/contact', body)
    expect(response.status).toBe(201)
    expect(await response.json()).toEqual({ message: 'Message sent successfully' })
    expect(await ContactMessage.findOne({ email: body.email }).lean()).toMatchObject({
      subject: 'partnership',
      phone: '088-722148',
      source: 'api',
      newsletter: true,
    })
    expect(await NewsletterSubscriber.countDocuments({ email: body.email })).toBe(1)
  })

  test('bad input answers 400 { message, fieldErrors } and stores nothing', async () => {
    const before = await ContactMessage.countDocuments()
    const response = await sendJson(server.baseUrl, 'POST', '/api/contact', { firstName: '', email: 'nope', subject: 'spam' })
    expect(response.status).toBe(400)
    expect(await response.json()).toEqual({
      message: 'First name is required',
      fieldErrors: {
        firstName: ['First name is required'],
        lastName: ['Last name is required'],
        email: ['Invalid email address'],
        subject: ['Please choose a subject from the list'],
        message: ['Message is required'],
      },
    })

    const notJson = await sendJson(server.baseUrl, 'POST', '/api/contact', '{"firstName":')
    expect(notJson.status).toBe(400)
    expect(await notJson.json()).toEqual({ message: 'The request body must be valid JSON' })

    const notObject = await sendJson(server.baseUrl, 'POST', '/api/contact', [apiForm()])
    expect(notObject.status).toBe(400)
    expect(await notObject.json()).toEqual({ message: 'The request body must be a JSON object' })

    expect(await ContactMessage.countDocuments()).toBe(before)
  })

  test('a filled honeypot is answered as a success and stores nothing', async () => {
    const body = { ...apiForm(), website: 'http://spam.example' }
    const response = await sendJson(server.baseUrl, 'POST', '/api/contact', body)
    expect(response.status).toBe(201)
    expect(await response.json()).toEqual({ message: 'Message sent successfully' })
    expect(await ContactMessage.countDocuments({ email: body.email })).toBe(0)
  })

  test('other methods answer 405 JSON', async () => {
    const response = await get(server.baseUrl, '/api/contact')
    expect(response.status).toBe(405)
    expect(await response.json()).toEqual({ message: 'Method not allowed' })
    expect((await sendJson(server.baseUrl, 'PUT', '/api/contact', apiForm())).status).toBe(405)
  })
})
