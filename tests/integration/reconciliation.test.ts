import path from 'node:path'
import { describe, expect, test } from 'vitest'
import { AuditLog } from '#app/models/audit-log.server.ts'
import { BankLineRecord } from '#app/models/bank-line-record.server.ts'
import { BankStatementImport } from '#app/models/bank-statement-import.server.ts'
import { createDonation, Donation } from '#app/models/donation.server.ts'
import { Invoice } from '#app/models/invoice.server.ts'
import { Receipt } from '#app/models/receipt.server.ts'
import { User } from '#app/models/user.server.ts'
import { adminSession, memberSession, readable } from '#tests/admin-helpers.ts'
import { daysAgo, thisYear, today } from '#tests/clock.ts'
import { createInvoiceFor, createUser } from '#tests/factories.ts'
import { get, newClientIp, postForm, sendJson } from '#tests/http.ts'
import { waitForMail } from '#tests/mail.ts'
import { solidImage } from '#tests/media.ts'
import { useTestServer } from '#tests/setup/test-server.ts'

/**
 * Bank statement reconciliation (issue 34, item 3), over real HTTP: a statement's lines matched to open
 * invoices by number and amount due; the matches confirmed and recorded by the usual path (a numbered
 * receipt, the mail, the membership active); the same statement imported and confirmed again, and
 * confirmed at the same moment, recording nothing twice; lines assigned by hand; bad files refused.
 */

const server = useTestServer()
const outbox = () => path.join(process.env.DATA_DIR!, 'outbox')

let sequence = 4000
/** An invoice number of the real series' shape, unique in this file's database. */
const nextNumber = () => `INV-${thisYear()}-${String(++sequence).padStart(4, '0')}`
/** A day as the banks write it. */
const bankDay = (day: string) => `${day.slice(8, 10)}/${day.slice(5, 7)}/${day.slice(0, 4)}`

const treasurer = () => adminSession({ roles: ['treasurer'] })

/** A member awaiting their first payment, and their joining invoice (RM 100 unless said). */
async function memberWithInvoice(totalSen = 10_000, overrides: Record<string, unknown> = {}) {
  const member = await createUser({ membershipStatus: 'pending', membershipValidUntil: '' })
  const invoice = await createInvoiceFor(member.id, {
    number: nextNumber(),
    items: [{ description: 'Entry fee: Associate membership', amountSen: totalSen }],
    totalSen,
    ...overrides,
  })
  return { member, invoice }
}

function uploadStatement(body: string | Buffer, token: string | undefined, { name = 'statement.csv', headers = {} }: { name?: string; headers?: Record<string, string> } = {}) {
  const form = new FormData()
  form.append('file', new Blob([new Uint8Array(typeof body === 'string' ? Buffer.from(body) : body)], { type: 'text/csv' }), name)
  return fetch(`${server.baseUrl}/api/admin/reconciliation`, {
    method: 'POST',
    headers: { 'x-forwarded-for': newClientIp(), origin: server.baseUrl, ...(token ? { authorization: `Bearer ${token}` } : {}), ...headers },
    body: form,
  })
}

type ImportAnswer = {
  importId: string
  created: boolean
  layout: string
  lines: Array<{ line: number; amount: number; status: string; reason: string | null; receipt: { id: string; number: string } | null }>
  matched: Array<{ line: number; invoiceId: string; invoiceNumber: string; amount: number }>
  unmatched: Array<{ line: number; reason: string; message: string }>
  recorded: number
}

async function importStatement(csv: string, token: string) {
  const response = await uploadStatement(csv, token)
  expect(response.status, await response.clone().text()).toBeLessThan(300)
  return { status: response.status, body: (await response.json()) as ImportAnswer }
}

const confirm = (importId: string, lines: unknown, token: string, headers: Record<string, string> = {}) =>
  sendJson(server.baseUrl, 'POST', `/api/admin/reconciliation/${importId}/confirm`, { lines }, { token, headers })
const assign = (importId: string, body: unknown, token: string) => sendJson(server.baseUrl, 'POST', `/api/admin/reconciliation/${importId}/assign`, body, { token })

const csvOf = (rows: string[][]) => ['date,description,amount,reference', ...rows.map((row) => row.map((cell) => (/[",]/.test(cell) ? `"${cell.replace(/"/g, '""')}"` : cell)).join(','))].join('\r\n')

describe('importing a statement', () => {
  test('each line of money in matches an unpaid invoice by its number and the amount due, or says why not; nothing is recorded', async () => {
    const staff = await treasurer()
    const paying = await memberWithInvoice(10_000)
    const owedMore = await memberWithInvoice(25_000)
    const settled = await memberWithInvoice(5_000, { status: 'paid', paidOn: daysAgo(5) })
    const voided = await memberWithInvoice(5_000, { status: 'void' })
    const day = bankDay(today())
    const { status, body } = await importStatement(
      csvOf([
        [day, `IBG CREDIT AMINAH, ${paying.invoice.number}`, '100.00', 'MBB0001'],
        [day, 'Transfer for fees', '200.00', owedMore.invoice.number.replace(/-/g, '')],
        [day, 'DUITNOW FROM SITI', '80.00', 'thank you'],
        [day, 'SERVICE CHARGE', '-0.50', ''],
        [day, 'Transfer', '50.00', `INV-${thisYear()}-9999`],
        [day, `Paid again ${settled.invoice.number}`, '50.00', ''],
        [day, `Two at once ${paying.invoice.number} ${owedMore.invoice.number}`, '300.00', ''],
        [day, `Again ${paying.invoice.number}`, '100.00', 'second transfer'],
        ['31/02/2026', 'A day that is none', '10.00', ''],
        [day, `Void ${voided.invoice.number}`, '50.00', ''],
      ]),
      staff.token,
    )
    expect(status).toBe(201)
    expect(body).toMatchObject({ importId: expect.stringMatching(/^[0-9a-f]{24}$/), created: true, layout: 'generic', recorded: 0 })
    expect(body.lines).toHaveLength(10)
    expect(body.matched).toEqual([{ line: 2, invoiceId: paying.invoice.id, invoiceNumber: paying.invoice.number, amount: 100 }])
    expect(body.unmatched.map(({ line, reason }) => [line, reason])).toEqual([
      [3, 'amount-differs'],
      [4, 'no-invoice-number'],
      [5, 'not-a-credit'],
      [6, 'invoice-not-found'],
      [7, 'already-paid'],
      [8, 'several-invoice-numbers'],
      [9, 'matched-by-another-line'],
      [10, 'unreadable'],
      [11, 'invoice-void'],
    ])
    expect(body.unmatched[0]!.message).toBe('The amount is not what is still due on the invoice')
    expect(body.lines.find((line) => line.line === 5)).toMatchObject({ amount: -0.5, status: 'unmatched' })

    // Stored as read, one import; nothing recorded until confirmed.
    const stored = await BankStatementImport.findById(body.importId).lean()
    expect(stored).toMatchObject({ layout: 'generic', fileName: 'statement.csv', lineCount: 10, matchedCount: 1, importedByEmail: staff.user.email })
    expect(await Receipt.countDocuments({ invoiceId: paying.invoice.id })).toBe(0)
    expect(await AuditLog.countDocuments({ action: 'imported-statement', entityId: body.importId })).toBe(1)

    // In Malay, the reasons in Malay.
    const malay = await get(server.baseUrl, `/api/admin/reconciliation/${body.importId}`, { token: staff.token, headers: { 'accept-language': 'ms' } })
    expect(((await malay.json()) as ImportAnswer).unmatched[0]!.message).toBe('Jumlah ini bukan baki yang masih perlu dibayar bagi invois itu')
  })

  test("Maybank2u's and CIMB Clicks' exports are read by their columns", async () => {
    const staff = await treasurer()
    const first = await memberWithInvoice(12_000)
    const second = await memberWithInvoice(123_450)
    const day = bankDay(today())
    const maybank = [
      'Account Number :,514123456789',
      'Account Type :,Current Account',
      '',
      'Entry Date,Value Date,Transaction Description,Transaction Amount,Statement Balance',
      `${day},${day},"IBG CREDIT NURUL, ${first.invoice.number.replace(/-/g, ' ')}",120.00+,"5,120.00"`,
      `${day},${day},SERVICE CHARGE,0.50-,"5,119.50"`,
    ].join('\n')
    const fromMaybank = await importStatement(maybank, staff.token)
    expect(fromMaybank.body.layout).toBe('maybank')
    expect(fromMaybank.body.matched).toEqual([{ line: 5, invoiceId: first.invoice.id, invoiceNumber: first.invoice.number, amount: 120 }])
    expect(fromMaybank.body.unmatched).toEqual([{ line: 6, reason: 'not-a-credit', message: 'Money out, not received' }])

    const cimb = [
      'Date,Description,Cheque / Ref No,Withdrawal (RM),Deposits (RM),Tax (RM),Balance (RM)',
      `${day},"DUITNOW TRANSFER SITI, KHADIJAH",${second.invoice.number},,"1,234.50",,"6,334.00"`,
      `${day},JOMPAY TNB,,120.00,,,"6,214.00"`,
    ].join('\n')
    const fromCimb = await importStatement(cimb, staff.token)
    expect(fromCimb.body.layout).toBe('cimb')
    expect(fromCimb.body.matched).toEqual([{ line: 2, invoiceId: second.invoice.id, invoiceNumber: second.invoice.number, amount: 1234.5 }])
  })

  test('a body that is not multipart is a 415; a missing file or one that is no statement a 400 under fieldErrors.file; in Malay too', async () => {
    const staff = await treasurer()
    const json = await sendJson(server.baseUrl, 'POST', '/api/admin/reconciliation', { file: 'date,description,amount' }, { token: staff.token })
    expect(json.status).toBe(415)
    expect(await json.json()).toEqual({ message: 'Please send the file as multipart/form-data, in a field named "file"' })

    const empty = new FormData()
    empty.append('note', 'no file')
    const none = await fetch(`${server.baseUrl}/api/admin/reconciliation`, { method: 'POST', headers: { authorization: `Bearer ${staff.token}`, 'x-forwarded-for': newClientIp() }, body: empty })
    expect(none.status).toBe(400)
    expect(await none.json()).toEqual({ message: 'Attach the bank statement as a CSV file in the field "file"', fieldErrors: { file: ['Attach the bank statement as a CSV file in the field "file"'] } })

    const picture = await uploadStatement(await solidImage(20, 20).png().toBuffer(), staff.token, { name: 'statement.png' })
    expect(picture.status).toBe(400)
    expect(((await picture.json()) as { fieldErrors: Record<string, string[]> }).fieldErrors.file).toEqual([
      "This file is not a CSV text file: save the statement from your bank's site as CSV",
    ])

    const roster = await uploadStatement('email,firstName\na@example.com,A', staff.token, { headers: { 'accept-language': 'ms' } })
    expect(roster.status).toBe(400)
    const malay = (await roster.json()) as { message: string; fieldErrors: Record<string, string[]> }
    expect(malay.message).toMatch(/^Lajur penyata ini tidak dikenali/)
    expect(malay.fieldErrors.file).toEqual([malay.message])
    expect(await BankStatementImport.countDocuments({ importedByEmail: staff.user.email })).toBe(0)
  })

  test('only the treasurer and the administrators import and read statements', async () => {
    const csv = csvOf([[bankDay(today()), 'Gift', '10.00', 'roles']])
    expect((await uploadStatement(csv, undefined)).status).toBe(401)
    expect((await uploadStatement(csv, (await memberSession()).token)).status).toBe(403)
    expect((await uploadStatement(csv, (await adminSession({ roles: ['secretary'] })).token)).status).toBe(403)
    const administrator = await adminSession()
    const imported = await uploadStatement(csv, administrator.token)
    expect(imported.status).toBe(201)
    const { importId } = (await imported.json()) as ImportAnswer
    expect((await get(server.baseUrl, `/api/admin/reconciliation/${importId}`, { token: (await memberSession()).token })).status).toBe(403)
    expect((await confirm(importId, [2], (await adminSession({ roles: ['secretary'] })).token)).status).toBe(403)
    const list = await get(server.baseUrl, '/api/admin/reconciliation', { token: (await treasurer()).token })
    expect(((await list.json()) as { imports: Array<{ importId: string }> }).imports.map((i) => i.importId)).toContain(importId)
  })
})

describe('recording what matched', () => {
  test('a confirmed line is a payment by the usual path; confirming again, importing the same statement again and an overlapping one record nothing twice', async () => {
    const staff = await treasurer()
    const { member, invoice } = await memberWithInvoice(10_000)
    const paidOn = daysAgo(2)
    const csv = csvOf([
      [bankDay(paidOn), `IBG CREDIT AMINAH ${invoice.number}`, '100.00', 'MBB 777001'],
      [bankDay(paidOn), 'SERVICE CHARGE', '-0.50', ''],
    ])
    const { body } = await importStatement(csv, staff.token)

    const first = await confirm(body.importId, [2], staff.token)
    expect(first.status).toBe(200)
    const answer = (await first.json()) as { recorded: number; lines: Array<{ line: number; status: string; receipt: { id: string; number: string } }> }
    expect(answer).toEqual({ recorded: 1, lines: [{ line: 2, status: 'recorded', receipt: { id: expect.any(String), number: expect.stringMatching(new RegExp(`^RCT-${thisYear()}-\\d{4}$`)) } }] })
    const receipt = await Receipt.findById(answer.lines[0]!.receipt.id).lean()
    expect(receipt).toMatchObject({ amountSen: 10_000, method: 'bank-transfer', reference: 'MBB 777001', paidOn, number: answer.lines[0]!.receipt.number })
    expect(String(receipt!.recordedBy)).toBe(staff.user.id)
    expect(await Invoice.findById(invoice.id).lean()).toMatchObject({ status: 'paid', paidOn })
    expect((await User.findById(member.id).lean())?.membershipStatus).toBe('active')
    await waitForMail(outbox(), { to: invoice.billedTo.email, subject: answer.lines[0]!.receipt.number })

    // Confirmed again: already recorded, with its receipt; nothing more.
    const again = (await (await confirm(body.importId, [2, 2], staff.token)).json()) as typeof answer
    expect(again).toEqual({ recorded: 0, lines: [{ line: 2, status: 'already-recorded', receipt: answer.lines[0]!.receipt }] })

    // The same file again: the same import, as it was, recording nothing; confirmed again, nothing.
    const reimported = await uploadStatement(csv, staff.token)
    expect(reimported.status).toBe(200)
    const reimport = (await reimported.json()) as ImportAnswer
    expect(reimport).toMatchObject({ importId: body.importId, created: false, recorded: 1 })
    expect(reimport.lines[0]).toMatchObject({ line: 2, status: 'recorded', receipt: answer.lines[0]!.receipt })
    expect(((await (await confirm(reimport.importId, [2], staff.token)).json()) as typeof answer).recorded).toBe(0)

    // A statement of another period that holds the same transaction: the invoice is paid, the line recorded already.
    const overlapping = csvOf([
      [bankDay(daysAgo(3)), 'INTEREST', '0.01', ''],
      [bankDay(paidOn), `IBG CREDIT AMINAH ${invoice.number}`, '100.00', 'MBB 777001'],
    ])
    const later = await importStatement(overlapping, staff.token)
    expect(later.body.importId).not.toBe(body.importId)
    expect(later.body.lines.find((line) => line.line === 3)).toMatchObject({ status: 'recorded', reason: 'already-paid', receipt: answer.lines[0]!.receipt })
    const byHand = await assign(later.body.importId, { line: 3, invoiceNumber: invoice.number }, staff.token)
    expect(byHand.status).toBe(409)

    expect(await Receipt.countDocuments({ invoiceId: invoice.id })).toBe(1)
    expect(await AuditLog.countDocuments({ action: 'recorded-payment', entityId: invoice.id })).toBe(1)
    expect(await BankStatementImport.countDocuments({ _id: body.importId })).toBe(1)
  })

  test('one line confirmed twenty times at once, and one file imported ten times at once: one payment, one import', async () => {
    const staff = await treasurer()
    const { invoice } = await memberWithInvoice(7_500)
    const csv = csvOf([[bankDay(today()), `Fee ${invoice.number}`, '75.00', 'CONCURRENT']])
    const imports = await Promise.all(Array.from({ length: 10 }, () => uploadStatement(csv, staff.token)))
    const answers = (await Promise.all(imports.map((response) => response.json()))) as ImportAnswer[]
    expect(new Set(answers.map((a) => a.importId)).size).toBe(1)
    expect(imports.filter((response) => response.status === 201)).toHaveLength(1)
    const importId = answers[0]!.importId
    expect(await BankStatementImport.countDocuments({ _id: importId })).toBe(1)

    const confirmations = await Promise.all(Array.from({ length: 20 }, () => confirm(importId, [2], staff.token)))
    expect(confirmations.map((response) => response.status).every((status) => status === 200)).toBe(true)
    const outcomes = (await Promise.all(confirmations.map((response) => response.json()))) as Array<{ recorded: number; lines: Array<{ status: string }> }>
    expect(outcomes.reduce((sum, outcome) => sum + outcome.recorded, 0)).toBe(1)
    expect(outcomes.flatMap((outcome) => outcome.lines.map((line) => line.status)).filter((status) => status === 'recorded')).toHaveLength(1)
    expect(await Receipt.countDocuments({ invoiceId: invoice.id })).toBe(1)
    expect(await BankLineRecord.countDocuments({ importId })).toBe(1)
  })

  test('a line that matched nothing, or is not in the statement, is refused; the body is checked; an unknown import is a 404', async () => {
    const staff = await treasurer()
    const { body } = await importStatement(csvOf([[bankDay(today()), 'No number', '20.00', 'refusals']]), staff.token)
    const answer = (await (await confirm(body.importId, [2, 99], staff.token)).json()) as { recorded: number; lines: Array<{ line: number; status: string; message: string }> }
    expect(answer).toEqual({
      recorded: 0,
      lines: [
        { line: 2, status: 'refused', message: 'This line matched no invoice: assign it by hand' },
        { line: 99, status: 'refused', message: 'There is no line 99 in this statement' },
      ],
    })
    for (const lines of [[], 'two', [0], [1.5], null]) {
      const refused = await confirm(body.importId, lines, staff.token)
      expect(refused.status, JSON.stringify(lines)).toBe(400)
      expect(((await refused.json()) as { fieldErrors: Record<string, string[]> }).fieldErrors).toHaveProperty(Array.isArray(lines) && lines.length ? 'lines.0' : 'lines')
    }
    expect((await confirm('0'.repeat(24), [2], staff.token)).status).toBe(404)
    expect((await confirm('not-an-id', [2], staff.token)).status).toBe(404)
    expect((await get(server.baseUrl, '/api/admin/reconciliation/0123456789abcdef01234567', { token: staff.token })).status).toBe(404)
  })
})

describe('assigning a line by hand', () => {
  test('to an invoice by its number as the treasurer types it, or to a pledge; once; refused for money out, an unknown invoice, the treasurer’s own', async () => {
    const staff = await treasurer()
    const { invoice } = await memberWithInvoice(8_000)
    const pledge = await createDonation({ name: 'Yayasan Tenaga', email: 'yayasan@example.com', amountSen: 15_000, frequency: 'one-time', identification: '' })
    const own = await createInvoiceFor(staff.user.id, { number: nextNumber(), totalSen: 3_000, items: [{ description: 'Annual fee', amountSen: 3_000 }] })
    const day = bankDay(daysAgo(1))
    const { body } = await importStatement(
      csvOf([
        [day, 'DUITNOW FROM NURUL', '80.00', 'fees'],
        [day, 'IBG CREDIT YAYASAN TENAGA', '150.00', 'donation'],
        [day, 'SERVICE CHARGE', '-1.00', ''],
        [day, 'TRANSFER', '30.00', 'treasurer'],
      ]),
      staff.token,
    )
    expect(body.matched).toEqual([])

    const toInvoice = await assign(body.importId, { line: 2, invoiceNumber: ` ${invoice.number.toLowerCase().replace(/-/g, ' ')} ` }, staff.token)
    expect(toInvoice.status, await toInvoice.clone().text()).toBe(201)
    const recorded = (await toInvoice.json()) as { recorded: number; lines: Array<{ receipt: { id: string } }> }
    expect(recorded.recorded).toBe(1)
    expect(await Receipt.findById(recorded.lines[0]!.receipt.id).lean()).toMatchObject({ amountSen: 8_000, reference: 'fees', paidOn: daysAgo(1), method: 'bank-transfer' })
    expect((await Invoice.findById(invoice.id).lean())?.status).toBe('paid')
    const twice = await assign(body.importId, { line: 2, invoiceNumber: invoice.number }, staff.token)
    expect(twice.status).toBe(409)
    expect(await twice.json()).toEqual({ message: 'This line was recorded already', fieldErrors: { line: ['This line was recorded already'] } })

    const toPledge = await assign(body.importId, { line: 3, donationId: pledge.id }, staff.token)
    expect(toPledge.status).toBe(201)
    expect(await Receipt.countDocuments({ donationId: pledge.id, amountSen: 15_000, method: 'bank-transfer' })).toBe(1)
    expect((await Donation.findById(pledge.id).lean())?.status).toBe('received')

    const out = await assign(body.importId, { line: 4, invoiceNumber: invoice.number }, staff.token)
    expect(out.status).toBe(409)
    expect(((await out.json()) as { message: string }).message).toBe('Only money received can be recorded as a payment')
    const unknown = await assign(body.importId, { line: 5, invoiceNumber: `INV-${thisYear()}-9998` }, staff.token)
    expect(unknown.status).toBe(404)
    expect(await unknown.json()).toEqual({ message: 'Invoice not found' })
    // No one records money on their own invoice (issue 30): the line stays free for another officer.
    const mine = await assign(body.importId, { line: 5, invoiceNumber: own.number }, staff.token)
    expect(mine.status).toBe(403)
    expect(await BankLineRecord.countDocuments({ importId: body.importId })).toBe(2)
    const colleague = await treasurer()
    expect((await assign(body.importId, { line: 5, invoiceNumber: own.number }, colleague.token)).status).toBe(201)

    expect((await assign(body.importId, { line: 2 }, staff.token)).status).toBe(400)
    expect((await assign(body.importId, { line: 2, invoiceNumber: invoice.number, donationId: pledge.id }, staff.token)).status).toBe(400)
    expect((await assign(body.importId, { line: 77, invoiceNumber: invoice.number }, staff.token)).status).toBe(404)
  })
})

describe('the pages, without JavaScript', () => {
  async function uploadPage(csv: string, cookie: string, name = 'march.csv') {
    const form = new FormData()
    form.append('file', new Blob([Buffer.from(csv)], { type: 'text/csv' }), name)
    return fetch(`${server.baseUrl}/admin/reconciliation`, {
      method: 'POST',
      redirect: 'manual',
      headers: { cookie, origin: server.baseUrl, 'x-forwarded-for': newClientIp() },
      body: form,
    })
  }

  test('upload, confirm the ticked lines, assign one by hand; each form answers with a redirect and the page shows the receipts', async () => {
    const staff = await treasurer()
    const paying = await memberWithInvoice(6_000)
    const byHand = await memberWithInvoice(4_000)
    const day = bankDay(today())
    const csv = csvOf([
      [day, `Fee ${paying.invoice.number}`, '60.00', 'PAGE 1'],
      [day, 'Fee without its number', '40.00', 'PAGE 2'],
    ])

    const list = await get(server.baseUrl, '/admin/reconciliation', { cookie: staff.cookie })
    expect(list.status).toBe(200)
    expect(readable(await list.text())).toContain('Import a statement')

    const uploaded = await uploadPage(csv, staff.cookie)
    expect(uploaded.status).toBe(302)
    const address = uploaded.headers.get('location')!
    expect(address).toMatch(/^\/admin\/reconciliation\/[0-9a-f]{24}$/)
    const page = readable(await (await get(server.baseUrl, address, { cookie: staff.cookie })).text())
    expect(page).toContain('Statement march.csv')
    expect(page).toContain(`Record line 2: RM 60.00 on ${paying.invoice.number}`)
    expect(page).toContain('No invoice number in the description or the reference')

    const confirmed = await postForm(server.baseUrl, address, { intent: 'confirm', lines: '2' }, { cookie: staff.cookie })
    expect(confirmed.status).toBe(302)
    expect(confirmed.headers.get('location')).toBe(address)
    expect(await Receipt.countDocuments({ invoiceId: paying.invoice.id })).toBe(1)

    const wrong = await postForm(server.baseUrl, address, { intent: 'assign', line: '3', invoiceNumber: `INV-${thisYear()}-9997` }, { cookie: staff.cookie })
    expect(wrong.status).toBe(404)
    expect(readable(await wrong.text())).toContain('Invoice not found')
    const none = await postForm(server.baseUrl, address, { intent: 'confirm' }, { cookie: staff.cookie })
    expect(none.status).toBe(400)
    expect(readable(await none.text())).toContain('Choose the lines to record')

    const assigned = await postForm(server.baseUrl, address, { intent: 'assign', line: '3', invoiceNumber: byHand.invoice.number }, { cookie: staff.cookie })
    expect(assigned.status).toBe(302)
    expect(await Receipt.countDocuments({ invoiceId: byHand.invoice.id })).toBe(1)

    const after = readable(await (await get(server.baseUrl, address, { cookie: staff.cookie })).text())
    expect(after.match(/Recorded: receipt RCT-\d{4}-\d{4}/g)).toHaveLength(2)
    const malay = readable(await (await get(server.baseUrl, `${address}?lng=ms`, { cookie: staff.cookie })).text())
    expect(malay).toContain('Sepadan dengan invois terbuka')
    expect(malay).toContain('Direkodkan: resit RCT-')

    // The same file through the page again: the same import, opened as it was.
    const again = await uploadPage(csv, staff.cookie)
    expect(again.headers.get('location')).toBe(address)
    const listed = readable(await (await get(server.baseUrl, '/admin/reconciliation', { cookie: staff.cookie })).text())
    expect(listed).toContain('march.csv')
  })

  test('a file that is no statement is answered under the field, and a member is refused', async () => {
    const staff = await treasurer()
    const refused = await uploadPage('name,email\nA,a@example.com', staff.cookie)
    expect(refused.status).toBe(400)
    expect(readable(await refused.text())).toContain("The statement's columns were not recognised")
    const member = await memberSession()
    expect((await get(server.baseUrl, '/admin/reconciliation', { cookie: member.cookie })).status).toBe(403)
    expect((await uploadPage('date,description,amount\n', member.cookie)).status).toBe(403)
  })
})
