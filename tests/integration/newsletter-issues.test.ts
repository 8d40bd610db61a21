import path from 'node:path'
import { describe, expect, test } from 'vitest'
import { AuditLog } from '#app/models/audit-log.server.ts'
import { NewsletterDelivery, NewsletterIssue } from '#app/models/newsletter-issue.server.ts'
import { NewsletterSubscriber } from '#app/models/newsletter-subscriber.server.ts'
import { adminSession, memberSession } from '#tests/admin-helpers.ts'
import { cookiesFrom, get, newClientIp, postForm, sendJson } from '#tests/http.ts'
import { readOutbox, waitForMail } from '#tests/mail.ts'
import { useTestServer } from '#tests/setup/test-server.ts'

const server = useTestServer()
const outbox = () => path.join(process.env.DATA_DIR!, 'outbox')
const unique = () => Math.random().toString(36).slice(2, 10)

const ISSUE = {
  subjectEn: 'Spring news from the association',
  subjectMs: 'Berita musim bunga daripada persatuan',
  bodyEn: 'Our annual meeting is on 12 March.\n\nBring a friend.',
  bodyMs: 'Mesyuarat agung tahunan kami pada 12 Mac.\n\nBawalah rakan.',
}

/** Subscribers in each state, stored as the flow leaves them. */
async function subscribers() {
  const marker = unique()
  const [english, malay, pending, gone] = [`en.${marker}@example.com`, `ms.${marker}@example.com`, `pending.${marker}@example.com`, `gone.${marker}@example.com`]
  await NewsletterSubscriber.create([
    { email: english, locale: 'en', confirmedAt: new Date() },
    { email: malay, locale: 'ms', confirmedAt: new Date() },
    { email: pending, locale: 'en' },
    { email: gone, locale: 'en', confirmedAt: new Date(), unsubscribedAt: new Date() },
  ])
  return { english, malay, pending, gone }
}

describe('newsletter issues (issue 21, item 5)', () => {
  test('an administrator writes an issue in both languages and sends it once, from the page without JavaScript, to the confirmed subscribers only', async () => {
    // Its own subject: the API test, which may run first in a shuffled order, writes ISSUE.
    const PAGE_ISSUE = { ...ISSUE, subjectEn: `${ISSUE.subjectEn}, sent from the page` }
    await NewsletterSubscriber.deleteMany({})
    const people = await subscribers()
    const admin = await adminSession()

    const page = await get(server.baseUrl, '/admin/messages/newsletter', { cookie: admin.cookie })
    expect(page.status).toBe(200)
    expect(await page.text()).toContain('2 confirmed subscribers')

    // A missing Malay text is refused, the English kept.
    const refused = await postForm(server.baseUrl, '/admin/messages/newsletter', { intent: 'create', ...PAGE_ISSUE, bodyMs: '' }, { cookie: admin.cookie })
    expect(refused.status).toBe(400)
    const refusedHtml = await refused.text()
    expect(refusedHtml).toContain('Please write the text of the issue')
    expect(refusedHtml).toContain(PAGE_ISSUE.subjectEn)
    expect(await NewsletterIssue.countDocuments({ subjectEn: PAGE_ISSUE.subjectEn })).toBe(0)

    const saved = await postForm(server.baseUrl, '/admin/messages/newsletter', { intent: 'create', ...PAGE_ISSUE }, { cookie: admin.cookie })
    expect(saved.status).toBe(302)
    const issue = await NewsletterIssue.findOne({ subjectEn: PAGE_ISSUE.subjectEn }).lean()
    expect(issue).toMatchObject({ ...PAGE_ISSUE, sentAt: null, createdBy: admin.user.email })

    const sent = await postForm(server.baseUrl, '/admin/messages/newsletter', { intent: 'send', id: String(issue!._id) }, { cookie: admin.cookie })
    expect(sent.status).toBe(302)
    const after = await (await get(server.baseUrl, '/admin/messages/newsletter', { cookie: cookiesFrom(sent, admin.cookie) })).text()
    expect(after).toContain('The issue was sent')
    expect(after).toContain('2 sent, 0 failed')
    expect(after).toContain(people.malay)

    const english = await waitForMail(outbox(), { to: people.english, subject: PAGE_ISSUE.subjectEn })
    expect(english.text).toContain('Bring a friend.')
    const malay = await waitForMail(outbox(), { to: people.malay, subject: PAGE_ISSUE.subjectMs })
    expect(malay.text).toContain('Bawalah rakan.')
    expect(malay.text).toContain('Untuk berhenti menerimanya')
    const mailed = (await readOutbox(outbox())).map((mail) => mail.to)
    expect(mailed.some((to) => to.includes(people.pending) || to.includes(people.gone))).toBe(false)

    // Every issue mail: an unsubscribe link in the text, and the headers of RFC 2369 and RFC 8058.
    const listUnsubscribe = english.headers.get('list-unsubscribe')!
    expect(listUnsubscribe).toMatch(/^<https?:\/\/[^>]+\/newsletter\/unsubscribe\?email=[^&>]+&token=[\w-]+>$/)
    expect(english.headers.get('list-unsubscribe-post')).toBe('List-Unsubscribe=One-Click')
    const link = new URL(listUnsubscribe.slice(1, -1))
    expect(english.text).toContain(link.href)
    // The mail program's one click, as RFC 8058 sends it: unsubscribed at once, no account.
    const oneClick = await fetch(`${server.baseUrl}${link.pathname}${link.search}`, {
      method: 'POST',
      redirect: 'manual',
      headers: { 'content-type': 'application/x-www-form-urlencoded', 'x-forwarded-for': newClientIp() },
      body: 'List-Unsubscribe=One-Click',
    })
    expect(oneClick.status).toBe(200)
    expect((await NewsletterSubscriber.findOne({ email: people.english }).lean())?.unsubscribedAt).toBeInstanceOf(Date)

    // The send log and the audit.
    const log = await NewsletterDelivery.find({ issueId: String(issue!._id) }).sort({ email: 1 }).lean()
    expect(log.map((d) => [d.email, d.locale, d.status])).toEqual([[people.english, 'en', 'sent'], [people.malay, 'ms', 'sent']].sort())
    expect(await AuditLog.countDocuments({ entityType: 'newsletter-issue', entityId: String(issue!._id), action: 'sent' })).toBe(1)

    // Sent once: again is refused, and nobody gets a second mail.
    const again = await sendJson(server.baseUrl, 'POST', `/api/admin/newsletter-issues/${issue!._id}/send`, {}, { token: admin.token })
    expect(again.status).toBe(409)
    expect((await readOutbox(outbox())).filter((mail) => mail.to.includes(people.malay))).toHaveLength(1)
  })

  test('the API twins: create 201, list with the log, send 200; two sends at once send once; members are refused', async () => {
    await NewsletterSubscriber.deleteMany({})
    const people = await subscribers()
    const admin = await adminSession()
    const created = await sendJson(server.baseUrl, 'POST', '/api/admin/newsletter-issues', ISSUE, { token: admin.token })
    expect(created.status).toBe(201)
    const { issue } = (await created.json()) as { issue: { id: string } }

    const [first, second] = await Promise.all([
      sendJson(server.baseUrl, 'POST', `/api/admin/newsletter-issues/${issue.id}/send`, {}, { token: admin.token }),
      sendJson(server.baseUrl, 'POST', `/api/admin/newsletter-issues/${issue.id}/send`, {}, { token: admin.token }),
    ])
    expect([first.status, second.status].sort()).toEqual([200, 409])
    const ok = first.status === 200 ? first : second
    expect(await ok.json()).toEqual({ message: 'The issue was sent', sentCount: 2, failedCount: 0 })
    expect((await readOutbox(outbox())).filter((mail) => mail.to.includes(people.english))).toHaveLength(1)

    const list = await get(server.baseUrl, '/api/admin/newsletter-issues', { token: admin.token })
    const body = (await list.json()) as { issues: Array<{ id: string; sentCount: number; deliveries: Array<{ email: string }> }> }
    expect(body.issues.find((i) => i.id === issue.id)).toMatchObject({ sentCount: 2 })
    expect(body.issues.find((i) => i.id === issue.id)?.deliveries.map((d) => d.email).sort()).toEqual([people.english, people.malay].sort())

    const member = await memberSession()
    expect((await sendJson(server.baseUrl, 'POST', '/api/admin/newsletter-issues', ISSUE, { token: member.token })).status).toBe(403)
    const bad = await sendJson(server.baseUrl, 'POST', '/api/admin/newsletter-issues', { ...ISSUE, subjectMs: '' }, { token: admin.token })
    expect(bad.status).toBe(400)
    expect((await bad.json()).fieldErrors).toEqual({ subjectMs: ['Please write the subject'] })
    expect((await sendJson(server.baseUrl, 'POST', '/api/admin/newsletter-issues/ffffffffffffffffffffffff/send', {}, { token: admin.token })).status).toBe(404)
  })

  test('the page in Malay', async () => {
    const admin = await adminSession()
    const html = await (await get(server.baseUrl, '/admin/messages/newsletter?lng=ms', { cookie: admin.cookie })).text()
    expect(html).toContain('Keluaran buletin')
    expect(html).toContain('Simpan keluaran')
  })
})
