import { describe, expect, test } from 'vitest'
import { AuditLog } from '#app/models/audit-log.server.ts'
import { ContactMessage } from '#app/models/contact-message.server.ts'
import { NewsletterSubscriber } from '#app/models/newsletter-subscriber.server.ts'
import { adminSession, expectPage, follow, memberSession, readable } from '#tests/admin-helpers.ts'
import { today } from '#tests/clock.ts'
import { get, postForm } from '#tests/http.ts'
import { useTestServer } from '#tests/setup/test-server.ts'

const server = useTestServer()
const unique = () => Math.random().toString(36).slice(2, 8)

async function createMessage(overrides: Record<string, unknown> = {}) {
  const doc = await ContactMessage.create({
    firstName: 'Siti',
    lastName: `Rahman ${unique()}`,
    email: `siti.${unique()}@example.com`,
    phone: '+60 12-345 6789',
    subject: 'membership',
    message: 'I would like to know how to join.\nThank you.',
    source: 'contact',
    ...overrides,
  })
  return { id: String(doc._id), name: `${doc.firstName} ${doc.lastName}`, email: doc.email }
}

async function createSubscriber(overrides: Record<string, unknown> = {}) {
  const doc = await NewsletterSubscriber.create({ email: `reader.${unique()}@example.com`, source: 'news', ...overrides })
  return { id: String(doc._id), email: doc.email }
}

const page = async (path: string, cookie: string) => {
  const response = await get(server.baseUrl, path, { cookie })
  expect(response.status, `GET ${path}`).toBe(200)
  return response.text()
}

const minutesAgo = (n: number) => new Date(Date.now() - n * 60_000)

describe('contact messages', () => {
  test('newest first, 25 a page, each with name, e-mail link, phone, subject, message, source and date', async () => {
    const { cookie } = await adminSession()
    await ContactMessage.deleteMany({})
    const made = []
    for (let i = 0; i < 27; i += 1) made.push(await createMessage({ createdAt: minutesAgo(100 - i), firstName: `Writer${String(i).padStart(2, '0')}` }))
    const first = await page('/admin/messages', cookie)
    const text = readable(first)
    expectPage(first).toContain('Contact messages (27)')
    // Newest (i = 26) first; the two oldest are on page 2.
    expect(text.indexOf('Writer26')).toBeGreaterThan(-1)
    expect(text.indexOf('Writer26')).toBeLessThan(text.indexOf('Writer25'))
    expectPage(first).toContain('Writer02')
    expectPage(first).not.toContain('Writer01')
    expectPage(first).toContain('Page 1 of 2')
    expectPage(first).toContain('href="/admin/messages?page=2"')
    const newest = made[26]!
    expectPage(first).toContain(`href="mailto:${newest.email}"`)
    expectPage(first).toContain('href="tel:+60123456789"')
    expectPage(first).toContain('Membership')
    expectPage(first).toContain('I would like to know how to join.\nThank you.')
    expectPage(first).toContain('via Contact page')
    expectPage(first).toMatch(/<td data-label="Received"[^>]*><time[^>]*>\d{2} [A-Z][a-z]{2} \d{4}, \d{2}:\d{2}<\/time>/)

    const second = await page('/admin/messages?page=2', cookie)
    expectPage(second).toContain('Writer01')
    expectPage(second).toContain('Writer00')
    expectPage(second).not.toContain('Writer02')
    expectPage(second).toContain('Page 2 of 2')
  })

  test('the home form\'s subject reads as it was offered there', async () => {
    const { cookie } = await adminSession()
    await createMessage({ subject: 'general', source: 'home', firstName: 'Homepage' })
    const markup = await page('/admin/messages', cookie)
    expectPage(markup).toContain('General Information')
    expectPage(markup).toContain('via Home page')
  })

  test('mark handled, then not handled: stored, a toast, back to the same page and filter, recorded each time', async () => {
    const { user, cookie } = await adminSession()
    const message = await createMessage({ createdAt: new Date() })
    const response = await postForm(server.baseUrl, '/admin/messages?show=unhandled&page=1', { intent: 'mark-handled', id: message.id }, { cookie })
    expect(response).toHaveRedirect('/admin/messages?show=unhandled')
    const handled = await ContactMessage.findById(message.id).lean()
    expect(handled).toMatchObject({ handled: true, handledAt: expect.any(Date) })
    const unhandledList = await follow(server.baseUrl, response, cookie)
    expectPage(unhandledList).toContain('Message marked as handled')
    expectPage(unhandledList).not.toContain(message.email)
    // The day it was handled, in Malaysia, as stored: not the test's own reading of the clock.
    expectPage(await page('/admin/messages', cookie)).toContain(`Handled ${new Intl.DateTimeFormat('en-GB', { day: '2-digit', month: 'short', year: 'numeric', timeZone: 'Asia/Kuala_Lumpur' }).format(handled!.handledAt!)}`)
    expect(await AuditLog.findOne({ entityId: message.id, action: 'marked handled' }).lean()).toMatchObject({
      actorEmail: user.email,
      entityType: 'contact-message',
      summary: `Marked the message from ${message.name} <${message.email}> (Membership) as handled`,
    })

    const back = await postForm(server.baseUrl, '/admin/messages', { intent: 'mark-unhandled', id: message.id }, { cookie })
    expect(back).toHaveRedirect('/admin/messages')
    expect(await ContactMessage.findById(message.id).lean()).toMatchObject({ handled: false, handledAt: null })
    expectPage(await follow(server.baseUrl, back, cookie)).toContain('Message marked as not handled')
    expect(await AuditLog.countDocuments({ entityId: message.id, action: 'marked not handled' })).toBe(1)
  })

  test('the filter shows only messages not handled yet, with their count', async () => {
    const { cookie } = await adminSession()
    const open = await createMessage()
    const done = await createMessage({ handled: true, handledAt: new Date() })
    const markup = await page('/admin/messages?show=unhandled', cookie)
    expectPage(markup).toContain(open.email)
    expectPage(markup).not.toContain(done.email)
    const unhandled = await ContactMessage.countDocuments({ handled: false })
    expectPage(markup).toContain(`Messages not handled yet (${unhandled})`)
    expectPage(await page('/admin/messages', cookie)).toContain(`Not handled only (${unhandled})`)
  })

  test('a missing message or an unknown action: the failure said on the page, nothing recorded', async () => {
    const { cookie } = await adminSession()
    const gone = await postForm(server.baseUrl, '/admin/messages', { intent: 'mark-handled', id: '64b7f0c2a1b2c3d4e5f60718' }, { cookie })
    expect(gone.status).toBe(404)
    const markup = await gone.text()
    expectPage(markup).toContain('Failed to update message')
    expectPage(markup).toContain('This message no longer exists')
    const message = await createMessage()
    const unknown = await postForm(server.baseUrl, '/admin/messages', { intent: 'archive', id: message.id }, { cookie })
    expect(unknown.status).toBe(400)
    expect(await ContactMessage.findById(message.id).lean()).toMatchObject({ handled: false })
    expect(await AuditLog.countDocuments({ entityId: message.id })).toBe(0)
  })

  test('delete: a confirmation page, then gone, with a toast and a record; again: 404', async () => {
    const { user, cookie } = await adminSession()
    const message = await createMessage()
    const confirm = await page(`/admin/messages/${message.id}/delete`, cookie)
    expectPage(confirm).toMatch(/<h1[^>]*>Delete Message<\/h1>/)
    expectPage(confirm).toContain(message.name)
    expectPage(confirm).toContain('I would like to know how to join.')
    expect(await ContactMessage.findById(message.id).lean()).not.toBeNull()

    const response = await postForm(server.baseUrl, `/admin/messages/${message.id}/delete`, {}, { cookie })
    expect(response).toHaveRedirect('/admin/messages')
    expect(await ContactMessage.findById(message.id).lean()).toBeNull()
    const list = await follow(server.baseUrl, response, cookie)
    expectPage(list).toContain('Message deleted')
    expectPage(list).not.toContain(message.email)
    expect(await AuditLog.findOne({ entityId: message.id, action: 'deleted' }).lean()).toMatchObject({
      actorEmail: user.email,
      entityType: 'contact-message',
      summary: `Deleted the message from ${message.name} <${message.email}> (Membership)`,
    })
    expect((await postForm(server.baseUrl, `/admin/messages/${message.id}/delete`, {}, { cookie })).status).toBe(404)
    expect((await get(server.baseUrl, '/admin/messages/not-an-id/delete', { cookie })).status).toBe(404)
  })
})

describe('newsletter subscribers', () => {
  test('newest first with the count and a CSV link; the CSV has every subscriber, safely', async () => {
    const { cookie } = await adminSession()
    await NewsletterSubscriber.deleteMany({})
    const older = await createSubscriber({ createdAt: new Date('2026-03-01T02:00:00Z'), source: 'contact' })
    const formula = await createSubscriber({ email: '=hyperlink@example.com', createdAt: new Date('2026-03-02T03:15:00Z'), source: 'api' })
    const newer = await createSubscriber({ createdAt: new Date('2026-03-05T06:30:00Z'), confirmedAt: new Date('2026-03-05T07:00:00Z') })
    const markup = await page('/admin/messages/subscribers', cookie)
    const text = readable(markup)
    expectPage(markup).toContain('Newsletter subscribers (3)')
    // Double opt-in: the state of each address.
    expect(text).toMatch(new RegExp(`${newer.email.replace(/\./g, '\\.')}.*?Confirmed`))
    expect(text).toMatch(new RegExp(`${older.email.replace(/\./g, '\\.')}.*?Waiting for confirmation`))
    expect(text.indexOf(newer.email)).toBeLessThan(text.indexOf(older.email))
    expectPage(markup).toContain('05 Mar 2026, 14:30')
    expectPage(markup).toContain('href="/admin/messages/subscribers.csv"')

    const response = await get(server.baseUrl, '/admin/messages/subscribers.csv', { cookie })
    expect(response.status).toBe(200)
    expect(response.headers.get('content-type')).toBe('text/csv; charset=utf-8')
    expect(response.headers.get('content-disposition')).toBe(
      `attachment; filename="empam-newsletter-subscribers-${today()}.csv"`,
    )
    expect(response.headers.get('cache-control')).toBe('private, no-store')
    // Read byte for byte: text() would drop the byte order mark that Excel needs.
    const bytes = new Uint8Array(await response.arrayBuffer())
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf])
    expect(new TextDecoder('utf-8', { ignoreBOM: true }).decode(bytes)).toBe(
      '\uFEFFEmail,Subscribed at,Source\r\n' +
        `${newer.email},2026-03-05 14:30,News page\r\n` +
        `'${formula.email},2026-03-02 11:15,API\r\n` +
        `${older.email},2026-03-01 10:00,Contact page\r\n`,
    )
  })

  test('50 a page', async () => {
    const { cookie } = await adminSession()
    await NewsletterSubscriber.deleteMany({})
    for (let i = 0; i < 51; i += 1) await createSubscriber({ email: `page.${String(i).padStart(2, '0')}@example.com`, createdAt: minutesAgo(100 - i) })
    const first = await page('/admin/messages/subscribers', cookie)
    expectPage(first).toContain('page.50@example.com')
    expectPage(first).not.toContain('page.00@example.com')
    expectPage(await page('/admin/messages/subscribers?page=2', cookie)).toContain('page.00@example.com')
  })

  test('remove: a confirmation page, then off the list and out of the CSV, with a toast and a record', async () => {
    const { user, cookie } = await adminSession()
    const subscriber = await createSubscriber()
    expectPage(await page(`/admin/messages/subscribers/${subscriber.id}/delete`, cookie)).toContain(subscriber.email)
    const response = await postForm(server.baseUrl, `/admin/messages/subscribers/${subscriber.id}/delete`, {}, { cookie })
    expect(response).toHaveRedirect('/admin/messages/subscribers')
    expect(await NewsletterSubscriber.findById(subscriber.id).lean()).toBeNull()
    const list = await follow(server.baseUrl, response, cookie)
    expectPage(list).toContain('Subscriber removed')
    expectPage(list).not.toContain(subscriber.email)
    expect(await (await get(server.baseUrl, '/admin/messages/subscribers.csv', { cookie })).text()).not.toContain(subscriber.email)
    expect(await AuditLog.findOne({ entityId: subscriber.id }).lean()).toMatchObject({
      action: 'removed',
      entityType: 'newsletter-subscriber',
      actorEmail: user.email,
      summary: `Removed ${subscriber.email} from the newsletter list`,
    })
    expect((await postForm(server.baseUrl, `/admin/messages/subscribers/${subscriber.id}/delete`, {}, { cookie })).status).toBe(404)
  })

  test('the CSV signed out leads to sign-in and back to the subscribers page; a member gets 403 and no file', async () => {
    expect(await get(server.baseUrl, '/admin/messages/subscribers.csv')).toHaveRedirect('/login?redirectTo=%2Fadmin%2Fmessages%2Fsubscribers')
    const { cookie } = await memberSession()
    const response = await get(server.baseUrl, '/admin/messages/subscribers.csv', { cookie })
    expect(response.status).toBe(403)
    expect(response.headers.get('content-type')).not.toContain('text/csv')
  })
})

describe('the audit log', () => {
  test('50 a page, newest first', async () => {
    const { user, cookie } = await adminSession()
    const base = Date.now() - 10 * 60_000
    await AuditLog.insertMany(
      Array.from({ length: 52 }, (_, i) => ({
        actorId: user.id,
        actorEmail: user.email,
        action: 'updated',
        entityType: 'event',
        entityId: `e${i}`,
        summary: `Paged entry ${String(i).padStart(2, '0')}`,
        createdAt: new Date(base + i * 1000),
      })),
    )
    const first = readable(await page('/admin/audit', cookie))
    expect(first.indexOf('Paged entry 51')).toBeLessThan(first.indexOf('Paged entry 50'))
    expect(first).not.toContain('Paged entry 00')
    expect(first).toContain('Page 1 of')
    const pages = Math.ceil((await AuditLog.countDocuments()) / 50)
    expect(readable(await page(`/admin/audit?page=${pages}`, cookie))).toContain('Paged entry 00')
  })
})
