import { describe, expect, test } from 'vitest'
import { takeDocumentNumber, voidDocumentNumber } from '#app/models/document-number.server.ts'
import { approveApplication } from '#app/services/applications.server.ts'
import { accountActorOf } from '#app/services/audit.server.ts'
import { receiptSeries, recordInvoicePayment } from '#app/services/billing.server.ts'
import { VOID_TAKEN_TWICE } from '#app/services/money-operations.server.ts'
import { adminSession, expectPage, readable } from '#tests/admin-helpers.ts'
import { today } from '#tests/clock.ts'
import { createApplicantUser, createInvoiceFor, createUser, signIn } from '#tests/factories.ts'
import { get } from '#tests/http.ts'
import { useTestServer } from '#tests/setup/test-server.ts'

/**
 * The treasurer's ledger (issue 30, finding 12): every invoice, receipt and void number of a range in
 * date and number order, the same rows on the page (both languages), in the CSV and from the API; a
 * number taken and never used shows as void with why, so the receipt numbers run without a silent gap.
 */
const server = useTestServer()

/** A joining invoice paid in full, and a receipt number taken and voided after it. */
async function aPaidInvoiceAndAVoidNumber() {
  const admin = await createUser({ isAdmin: true })
  const applicant = await createApplicantUser({ firstName: 'Nurul', lastName: 'Ledger' })
  const approved = await approveApplication(accountActorOf(admin), applicant.id, {})
  if (!approved.ok || !approved.invoice) throw new Error('not approved')
  const treasurer = await createUser({ isAdmin: true, roles: ['treasurer'] })
  const paid = await recordInvoicePayment(accountActorOf(treasurer), approved.invoice.id, { amountSen: Math.round(approved.invoice.total * 100), method: 'bank-transfer', reference: 'LEDGER-1', paidOn: today() })
  if (!paid.ok) throw new Error('not paid')
  const voided = await takeDocumentNumber(receiptSeries(), 'the ledger test')
  await voidDocumentNumber(voided, VOID_TAKEN_TWICE)
  return { invoice: approved.invoice, receipt: paid.receipt, voided, treasurer }
}

describe('the ledger', () => {
  test('the page, the CSV and the API show the same rows: the invoice, its receipt and the void number with why', async () => {
    const { invoice, receipt, voided, treasurer } = await aPaidInvoiceAndAVoidNumber()
    const { cookie, token } = await signIn(treasurer.id)
    const range = `from=${today()}&to=${today()}`

    const api = await get(server.baseUrl, `/api/admin/ledger?${range}`, { token })
    expect(api.status).toBe(200)
    const body = (await api.json()) as { rows: Array<{ kind: string; number: string; party: string; amount: number; category: string; date: string }>; totals: { invoiced: number; received: number; voids: number } }
    const mine = body.rows.filter((row) => [invoice.number, receipt.number, voided].includes(row.number))
    expect(mine).toEqual([
      { date: today(), kind: 'invoice', number: invoice.number, party: 'Nurul Ledger', amount: invoice.total, category: 'joining', against: '', note: '', id: invoice.id, invoiceId: invoice.id },
      { date: today(), kind: 'receipt', number: receipt.number, party: 'Nurul Ledger', amount: invoice.total, category: 'joining', against: invoice.number, note: '', id: receipt.id, invoiceId: invoice.id },
      { date: today(), kind: 'void', number: voided, party: '', amount: 0, category: 'taken-twice', against: '', note: '', id: '', invoiceId: null },
    ])
    expect(body.totals.received).toBeGreaterThanOrEqual(invoice.total)
    expect(body.totals.voids).toBeGreaterThanOrEqual(1)

    const english = readable(await (await get(server.baseUrl, `/admin/ledger?${range}`, { cookie })).text())
    expectPage(english).toContain(receipt.number)
    expectPage(english).toContain('Taken twice while one payment was being completed; not used')
    expectPage(english).toContain(`Received RM ${body.totals.received.toFixed(2)}`)
    const malay = readable(await (await get(server.baseUrl, `/admin/ledger?${range}&lng=ms`, { cookie })).text())
    expectPage(malay).toContain('Diambil dua kali semasa satu bayaran diselesaikan; tidak digunakan')
    expectPage(malay).toContain(`Diterima RM ${body.totals.received.toFixed(2)}`)

    const csv = await get(server.baseUrl, `/admin/ledger.csv?${range}`, { cookie })
    expect(csv.headers.get('content-type')).toContain('text/csv')
    const lines = (await csv.text()).replace(/^\uFEFF/, '').trim().split(/\r?\n/)
    expect(lines[0]).toBe('Date,Entry,Number,From or to,Amount (RM),For,Against,Note')
    expect(lines).toContain(`${today()},void,${voided},,0.00,taken-twice,,`)
    expect(lines).toContain(`${today()},receipt,${receipt.number},Nurul Ledger,${invoice.total.toFixed(2)},joining,${invoice.number},`)
    expect(lines.length - 1).toBe(body.rows.length)
  })

  test('50 rows a page, in date order, the range kept from page to page', async () => {
    const member = await createUser()
    for (let i = 0; i < 55; i++) await createInvoiceFor(member.id, { issuedOn: '2025-03-01', number: `INV-2025-P${String(i).padStart(3, '0')}` })
    const { token, cookie } = await adminSession({ roles: ['treasurer'] })
    const first = (await (await get(server.baseUrl, '/api/admin/ledger?from=2025-03-01&to=2025-03-01', { token })).json()) as { rows: Array<{ number: string }>; total: number; totalPages: number }
    expect(first.total).toBe(55)
    expect(first.totalPages).toBe(2)
    expect(first.rows).toHaveLength(50)
    expect(first.rows[0]!.number).toBe('INV-2025-P000')
    const second = (await (await get(server.baseUrl, '/api/admin/ledger?from=2025-03-01&to=2025-03-01&page=2', { token })).json()) as { rows: Array<{ number: string }> }
    expect(second.rows.map((r) => r.number)).toEqual(['INV-2025-P050', 'INV-2025-P051', 'INV-2025-P052', 'INV-2025-P053', 'INV-2025-P054'])
    const html = readable(await (await get(server.baseUrl, '/admin/ledger?from=2025-03-01&to=2025-03-01', { cookie })).text())
    expect(html).toContain('href="/admin/ledger?from=2025-03-01&to=2025-03-01&page=2"')
  })

  test('a day that is not one, or a range the wrong way round, is refused in words, keeping what was typed', async () => {
    const { token, cookie } = await adminSession({ roles: ['treasurer'] })
    const api = await get(server.baseUrl, '/api/admin/ledger?from=2026-13-40&to=2026-01-01', { token })
    expect(api.status).toBe(400)
    expect(await api.json()).toEqual({ message: 'Enter a day as YYYY-MM-DD', fieldErrors: { from: ['Enter a day as YYYY-MM-DD'] } })
    const backwards = await get(server.baseUrl, '/api/admin/ledger?from=2026-02-01&to=2026-01-01', { token, headers: { 'accept-language': 'ms' } })
    expect(backwards.status).toBe(400)
    expect(((await backwards.json()) as { fieldErrors: Record<string, string[]> }).fieldErrors.to).toEqual(['Hari terakhir tidak boleh sebelum hari pertama'])
    const page = await get(server.baseUrl, '/admin/ledger?from=2026-13-40&to=2026-01-01&lng=ms', { cookie })
    expect(page.status).toBe(200)
    const html = readable(await page.text())
    expectPage(html).toContain('Masukkan hari dalam bentuk YYYY-MM-DD')
    expect(html).toContain('value="2026-13-40"')
  })
})
