import { randomBytes } from 'node:crypto'
import { describe, expect, test } from 'vitest'
import { EventRegistration } from '#app/models/event-registration.server.ts'
import { Receipt } from '#app/models/receipt.server.ts'
import { createEvent } from '#tests/content-factories.ts'
import { createInvoiceFor, createUser, signIn } from '#tests/factories.ts'
import { get, withoutScripts } from '#tests/http.ts'
import { useTestServer } from '#tests/setup/test-server.ts'

/**
 * Issue 30, finding 4: every list a member sees comes at most 50 rows a page. The Membership tab's
 * invoices (`?invoices=`, open ones first) and receipts (`?receipts=`), the same through
 * `GET /api/membership`, and the CPD tab's events (`?events=`, beside the entries' `?page=`). Each
 * list's links keep the other list's page. Fixed days long past: what is tested is the paging.
 */
const server = useTestServer()
const unique = () => randomBytes(4).toString('hex')

const page = async (path: string, cookie: string) => {
  const response = await get(server.baseUrl, path, { cookie })
  expect(response.status, path).toBe(200)
  return withoutScripts(await response.text())
}
// An open invoice is named twice (its row, and how to pay it): each once, in the order first shown.
const invoiceNumbersOf = (markup: string) => [...new Set([...markup.matchAll(/Invoice (INV-PAGE-\d+)/g)].map((m) => m[1]))]
const receiptNumbersOf = (markup: string) => [...markup.matchAll(/Receipt (RCT-PAGE-\d+)/g)].map((m) => m[1])

/** A member with 58 invoices, the 3 oldest still open, and 60 receipts. */
async function memberWithManyInvoices() {
  const user = await createUser({ membershipValidUntil: '2099-06-01' })
  const tag = unique()
  for (let i = 1; i <= 58; i += 1) {
    // Made oldest first: INV-PAGE-1 is the oldest. Invoices 1-3 are still open.
    await createInvoiceFor(user.id, { number: `INV-PAGE-${String(i).padStart(3, '0')}`, key: `page:${tag}:${i}`, status: i <= 3 ? 'unpaid' : 'paid', createdAt: new Date(Date.UTC(2020, 0, i)) })
  }
  await Receipt.insertMany(
    Array.from({ length: 60 }, (_, i) => ({
      number: `RCT-PAGE-${String(i + 1).padStart(3, '0')}-${tag}`,
      userId: user.id,
      receivedFrom: { name: 'Aminah Tester', email: 'aminah@example.com' },
      purpose: 'Annual fee',
      amountSen: 5_000,
      method: 'bank-transfer',
      paidOn: '2020-03-12',
      recordedBy: user.id,
      createdAt: new Date(Date.UTC(2020, 0, i + 1)),
    })),
  )
  return { user, ...(await signIn(user.id)) }
}

describe('the Membership tab, paged', () => {
  test('invoices 50 a page, open ones first; receipts 50 a page; each list keeps the other’s page', async () => {
    const { cookie, token } = await memberWithManyInvoices()
    const first = await page('/member-dashboard/membership', cookie)
    const shown = invoiceNumbersOf(first)
    expect(shown).toHaveLength(50)
    // What is to pay comes first, however old; then the settled ones, newest first.
    expect(shown.slice(0, 4)).toEqual(['INV-PAGE-003', 'INV-PAGE-002', 'INV-PAGE-001', 'INV-PAGE-058'])
    expect(first).toMatch(/Page 1 of 2/)
    expect(first).toMatch(/<a(?=[^>]*href="\/member-dashboard\/membership\?invoices=2")(?=[^>]*rel="next")/)
    expect(first).toMatch(/<a(?=[^>]*href="\/member-dashboard\/membership\?receipts=2")(?=[^>]*rel="next")/)
    expect(receiptNumbersOf(first)).toHaveLength(50)
    // How to pay is shown for the open invoices wherever the list is.
    const second = await page('/member-dashboard/membership?invoices=2&receipts=2', cookie)
    expect(invoiceNumbersOf(second)).toEqual(['011', '010', '009', '008', '007', '006', '005', '004'].map((n) => `INV-PAGE-${n}`))
    expect(receiptNumbersOf(second)).toHaveLength(10)
    expect(second).toMatch(/id="pay-heading"/)
    expect(second).toMatch(/<a(?=[^>]*href="\/member-dashboard\/membership\?receipts=2")(?=[^>]*rel="prev")/)
    expect(second).toMatch(/<a(?=[^>]*href="\/member-dashboard\/membership\?invoices=2")(?=[^>]*rel="prev")/)

    // The API gives the same pages.
    const api = async (query: string) => (await (await get(server.baseUrl, `/api/membership${query}`, { token })).json()) as {
      openInvoices: number
      invoices: Array<{ number: string }>
      invoicePages: unknown
      receipts: unknown[]
      receiptPages: unknown
    }
    const whole = await api('')
    expect(whole.invoices.map((i) => i.number)).toEqual(shown)
    expect(whole).toMatchObject({ openInvoices: 3, invoicePages: { page: 1, pages: 2, total: 58 }, receiptPages: { page: 1, pages: 2, total: 60 } })
    const later = await api('?invoices=2&receipts=2')
    expect(later.invoices.map((i) => i.number)).toEqual(invoiceNumbersOf(second))
    expect(later.receipts).toHaveLength(10)

    // In Malay too; a page number that is not one is the first page.
    expect(await page('/member-dashboard/membership?invoices=2&lng=ms', cookie)).toMatch(/Halaman 2 daripada 2/)
    expect(invoiceNumbersOf(await page('/member-dashboard/membership?invoices=x', cookie))[0]).toBe('INV-PAGE-003')
  })

  test('a member with a few invoices sees no page links', async () => {
    const user = await createUser({ membershipValidUntil: '2099-06-01' })
    await createInvoiceFor(user.id, { number: `INV-PAGE-${unique()}` })
    const markup = await page('/member-dashboard/membership', (await signIn(user.id)).cookie)
    expect(markup).not.toMatch(/Page 1 of/)
  })
})

describe("the CPD tab's events, paged", () => {
  test('50 of the member’s events a page, latest first; the entries’ page is kept', async () => {
    const user = await createUser({ membershipValidUntil: '2099-06-01' })
    const { cookie } = await signIn(user.id)
    const events = []
    for (let i = 1; i <= 55; i += 1) {
      events.push(await createEvent({ title: `Paged event ${String(i).padStart(2, '0')}`, startsAt: new Date(Date.UTC(2020, 0, i, 2)), endsAt: new Date(Date.UTC(2020, 0, i, 8)), capacity: 10 }))
    }
    await EventRegistration.insertMany(
      events.map((event, i) => ({
        eventId: event.id,
        userId: user.id,
        name: 'Aminah Tester',
        email: 'aminah@example.com',
        status: 'confirmed',
        seatNumber: 1,
        activeKey: `${event.id}:${user.id}`,
        checkInCode: `PG${unique()}${i}`,
        verifyCode: `pg-${unique()}-${i}`,
      })),
    )
    const titles = (markup: string) => [...markup.matchAll(/>(Paged event \d+)</g)].map((m) => m[1])
    const first = await page('/member-dashboard/cpd', cookie)
    expect(titles(first)).toEqual(Array.from({ length: 50 }, (_, i) => `Paged event ${String(55 - i).padStart(2, '0')}`))
    expect(first).toMatch(/<a(?=[^>]*href="\/member-dashboard\/cpd\?events=2")(?=[^>]*rel="next")/)
    const second = await page('/member-dashboard/cpd?page=3&events=2', cookie)
    expect(titles(second)).toEqual(['Paged event 05', 'Paged event 04', 'Paged event 03', 'Paged event 02', 'Paged event 01'])
    expect(second).toMatch(/<a(?=[^>]*href="\/member-dashboard\/cpd\?page=3")(?=[^>]*rel="prev")/)
    expect(await page('/member-dashboard/cpd?events=2&lng=ms', cookie)).toMatch(/Halaman 2 daripada 2/)
  })
})
