import { afterEach, describe, expect, test } from 'vitest'
import { addDays } from '#app/domain/dates.ts'
import { CreditNote } from '#app/models/credit-note.server.ts'
import { DocumentNumber } from '#app/models/document-number.server.ts'
import { Expense } from '#app/models/expense.server.ts'
import { EventRegistration, insertRegistration, newRegistrationId } from '#app/models/event-registration.server.ts'
import { takeSeat } from '#app/models/event-seat.server.ts'
import { Invoice } from '#app/models/invoice.server.ts'
import { Media } from '#app/models/media.server.ts'
import { RenewalReminderSent } from '#app/models/renewal-reminder.server.ts'
import { ERASURE_STEPS } from '#app/services/account-closure.server.ts'
import { accountActorOf } from '#app/services/audit.server.ts'
import { recordInvoicePayment } from '#app/services/billing.server.ts'
import { registrationPageLink } from '#app/services/events.server.ts'
import { adminSession, auditOf, expectPage, follow, readable } from '#tests/admin-helpers.ts'
import { createEvent } from '#tests/content-factories.ts'
import { moveClockTo, thisYear, today } from '#tests/clock.ts'
import { createInvoiceFor, createUser, signIn } from '#tests/factories.ts'
import { get, postForm, sendJson } from '#tests/http.ts'
import { ONE_PAGE_PDF, postFileForm, solidImage, storedMediaCounts } from '#tests/media.ts'
import { pdfText } from '#tests/pdf.ts'
import { useTestServer } from '#tests/setup/test-server.ts'

/**
 * The treasurer's books (issue 34, item 4), over real HTTP: voiding an open invoice (then owed nowhere),
 * a credit note on a paid one, expenses recorded by one officer and decided by another, and the ledger
 * and the year's income and expenditure, which add up to each other (receipts − credit notes = income;
 * approved expenses = expenditure) on the page, the CSV, the PDF and the API alike.
 */
const server = useTestServer()

afterEach(() => moveClockTo(null))

type Json = Record<string, unknown>
const json = async (response: Response) => (await response.json()) as Json

/** A treasurer and an administrator: two officers, each with a cookie and a token. */
async function officers() {
  const treasurer = await adminSession({ roles: ['treasurer'], firstName: 'Tan', lastName: 'Treasurer' })
  const chair = await adminSession({ roles: ['administrator'], firstName: 'Aida', lastName: 'Chair' })
  return { treasurer, chair }
}

/** A member's invoice paid in full by the treasurer on `paidOn`, with the given lines. */
async function paidInvoice(treasurer: { id: string; email: string }, lines: Array<{ amountSen: number; code?: string; description?: string }>, overrides: Record<string, unknown> = {}, paidOn = today()) {
  const member = await createUser()
  const items = lines.map((line) => ({ description: line.description ?? 'Fee', amountSen: line.amountSen, code: line.code ?? '' }))
  const invoice = await createInvoiceFor(member.id, { items, totalSen: items.reduce((sum, item) => sum + item.amountSen, 0), issuedOn: paidOn, ...overrides })
  const paid = await recordInvoicePayment({ ...treasurer, roles: ['treasurer'], isAdmin: true } as never, invoice.id, { amountSen: invoice.totalSen, method: 'bank-transfer', reference: 'MBB 1', paidOn })
  if (!paid.ok) throw new Error(`not paid: ${paid.message}`)
  return { member, invoice, receipt: paid.receipt }
}

/** POST /api/admin/expenses as a browser-less client does: multipart, the receipt in `file`. */
function postExpense(token: string, fields: Record<string, string>, file: { bytes: Buffer; name: string; type: string } | null = { bytes: ONE_PAGE_PDF, name: 'receipt.pdf', type: 'application/pdf' }) {
  const form = new FormData()
  for (const [key, value] of Object.entries(fields)) form.append(key, value)
  if (file) form.append('file', new Blob([new Uint8Array(file.bytes)], { type: file.type }), file.name)
  return fetch(`${server.baseUrl}/api/admin/expenses`, { method: 'POST', headers: { authorization: `Bearer ${token}` }, body: form, redirect: 'manual' })
}

const expenseFields = (overrides: Record<string, string> = {}) => ({
  spentAt: today(),
  payee: 'Dewan Komuniti Penampang',
  category: 'venue',
  amount: '350.00',
  description: 'Hall for the AGM',
  ...overrides,
})

describe('voiding an invoice', () => {
  test('an open invoice voided with why is owed nowhere: not on the member’s dashboard or API, not among the open invoices; the ledger says void and why', async () => {
    const { treasurer } = await officers()
    const member = await createUser()
    const { token: memberToken, cookie: memberCookie } = await signIn(member.id)
    const invoice = await createInvoiceFor(member.id, { totalSen: 25_000, items: [{ description: 'Entry fee', amountSen: 25_000 }] })

    const voided = await sendJson(server.baseUrl, 'POST', `/api/admin/invoices/${invoice.id}/void`, { reason: 'Raised twice for the same application' }, { token: treasurer.token })
    expect(voided.status).toBe(200)
    expect(((await json(voided)).invoice as Json)).toMatchObject({ status: 'void', balance: 0, voidedAt: today(), voidReason: 'Raised twice for the same application' })

    const overview = await json(await get(server.baseUrl, '/api/membership', { token: memberToken }))
    expect(overview.openInvoices).toBe(0)
    expect((overview.invoices as Json[]).find((i) => i.id === invoice.id)).toMatchObject({ status: 'void', balance: 0 })
    const open = await json(await get(server.baseUrl, '/api/admin/invoices', { token: treasurer.token }))
    expect((open.invoices as Json[]).some((i) => i.id === invoice.id)).toBe(false)
    const dashboard = await (await get(server.baseUrl, '/member-dashboard/membership', { cookie: memberCookie })).text()
    expectPage(dashboard).toContain(invoice.number)
    expectPage(dashboard).not.toContain('Balance RM 250.00')
    // A slip for it is refused as for any invoice that is not open.
    const ledger = await json(await get(server.baseUrl, `/api/admin/ledger?from=${today()}&to=${today()}`, { token: treasurer.token }))
    expect((ledger.rows as Json[]).filter((row) => row.number === invoice.number)).toEqual([
      expect.objectContaining({ kind: 'void', amount: 250, note: 'Raised twice for the same application', invoiceId: invoice.id }),
    ])
    expect((await auditOf('invoice', invoice.id)).map((entry) => entry.action)).toContain('voided')

    // Once void, it stays void.
    const again = await sendJson(server.baseUrl, 'POST', `/api/admin/invoices/${invoice.id}/void`, { reason: 'Again' }, { token: treasurer.token })
    expect(again.status).toBe(409)
  })

  test('refused: a paid invoice (409, a credit note gives money back), one with part paid, one’s own (403), no reason (400), no such invoice (404)', async () => {
    const { treasurer } = await officers()
    const { invoice: paid } = await paidInvoice(treasurer.actor, [{ amountSen: 10_000 }])
    const paidAnswer = await sendJson(server.baseUrl, 'POST', `/api/admin/invoices/${paid.id}/void`, { reason: 'Wrong' }, { token: treasurer.token })
    expect(paidAnswer.status).toBe(409)
    expect((await json(paidAnswer)).message).toBe('A paid invoice cannot be voided: record a credit note for what is given back')

    const member = await createUser()
    const partPaid = await createInvoiceFor(member.id)
    expect((await recordInvoicePayment(accountActorOf(treasurer.user), partPaid.id, { amountSen: 1_000, method: 'cash', reference: '', paidOn: today() })).ok).toBe(true)
    expect((await sendJson(server.baseUrl, 'POST', `/api/admin/invoices/${partPaid.id}/void`, { reason: 'Wrong' }, { token: treasurer.token })).status).toBe(409)

    const own = await createInvoiceFor(treasurer.user.id)
    const ownAnswer = await sendJson(server.baseUrl, 'POST', `/api/admin/invoices/${own.id}/void`, { reason: 'Mine' }, { token: treasurer.token })
    expect(ownAnswer.status).toBe(403)
    expect((await Invoice.findById(own.id).lean())?.status).toBe('unpaid')

    const noReason = await sendJson(server.baseUrl, 'POST', `/api/admin/invoices/${own.id}/void`, { reason: '  ' }, { token: treasurer.token })
    expect(noReason.status).toBe(400)
    expect(await json(noReason)).toEqual({ message: 'Say why the invoice is void', fieldErrors: { reason: ['Say why the invoice is void'] } })
    expect((await sendJson(server.baseUrl, 'POST', '/api/admin/invoices/0123456789abcdef01234567/void', { reason: 'x' }, { token: treasurer.token })).status).toBe(404)
  })

  test('the invoice page voids it without JavaScript, in Malay too; a refusal keeps what was typed', async () => {
    const { treasurer } = await officers()
    const member = await createUser()
    const invoice = await createInvoiceFor(member.id)
    const page = await get(server.baseUrl, `/admin/invoices/${invoice.id}?lng=ms`, { cookie: treasurer.cookie })
    expect(page.status).toBe(200)
    const malay = readable(await page.text())
    expectPage(malay).toContain('Batalkan invois ini')
    expectPage(malay).toContain('Mengapa invois ini dibatalkan?')

    const empty = await postForm(server.baseUrl, `/admin/invoices/${invoice.id}`, { intent: 'void', reason: '' }, { cookie: treasurer.cookie })
    expect(empty.status).toBe(400)
    const answer = await postForm(server.baseUrl, `/admin/invoices/${invoice.id}`, { intent: 'void', reason: 'The member left before paying' }, { cookie: treasurer.cookie })
    expect(answer.status).toBe(302)
    const after = await follow(server.baseUrl, answer, treasurer.cookie)
    expectPage(after).toContain(`Invoice ${invoice.number} is void`)
    expectPage(after).toMatch(/Voided on .+: The member left before paying/)
    expectPage(after).not.toContain('Void the invoice')
  })

  test('a visitor’s event fee voided is owed no more: their registration’s page says it was cancelled, not paid', async () => {
    const { treasurer } = await officers()
    const startsAt = new Date('2099-06-01T02:00:00.000Z')
    const event = await createEvent({ startsAt, endsAt: new Date(startsAt.getTime() + 3_600_000), capacity: 5, cpdHours: 2 })
    const id = newRegistrationId()
    const seatNumber = await takeSeat(event.id, 5, id)
    await insertRegistration({ id, eventId: event.id, userId: null, name: 'Nurul Visitor', email: `visitor.${id}@example.com`, phone: '0123456789', locale: 'en', status: 'confirmed', seatNumber })
    const invoice = await createInvoiceFor(null as unknown as string, { kind: 'event', key: `event:${id}`, items: [{ description: 'Workshop', amountSen: 15_000, code: 'event-fee' }], totalSen: 15_000 })
    await EventRegistration.updateOne({ _id: id }, { $set: { invoiceId: invoice.id } })
    const link = new URL(registrationPageLink({ id, eventId: event.id }))
    expectPage(await (await get(server.baseUrl, `${link.pathname}${link.search}`)).text()).toContain('Amount due: RM 150.00')

    expect((await sendJson(server.baseUrl, 'POST', `/api/admin/invoices/${invoice.id}/void`, { reason: 'Fee waived for a volunteer' }, { token: treasurer.token })).status).toBe(200)
    const after = await (await get(server.baseUrl, `${link.pathname}${link.search}`)).text()
    expectPage(after).toContain(`No fee is owed: invoice ${invoice.number} was cancelled.`)
    expectPage(after).not.toContain('Amount due')
    expectPage(after).not.toContain('Paid in full')
  })

  test('a renewal invoice voided sends no more reminders for it', async () => {
    const { token: secretary } = await adminSession({ roles: ['secretary'] })
    const { treasurer } = await officers()
    const validUntil = addDays(today(), 400)
    const member = await createUser({ membershipType: 'Associate', membershipValidUntil: validUntil })
    moveClockTo(addDays(validUntil, -60))
    expect((await sendJson(server.baseUrl, 'POST', '/api/admin/reminders/run', {}, { token: secretary })).status).toBe(200)
    const renewal = await Invoice.findOne({ userId: member.id, kind: 'renewal' }).lean()
    expect(renewal?.status).toBe('unpaid')
    expect((await sendJson(server.baseUrl, 'POST', `/api/admin/invoices/${renewal!._id}/void`, { reason: 'Leaving the association' }, { token: treasurer.token })).status).toBe(200)
    const sentBefore = await RenewalReminderSent.countDocuments({ userId: member.id })
    moveClockTo(addDays(validUntil, -30))
    expect((await sendJson(server.baseUrl, 'POST', '/api/admin/reminders/run', {}, { token: secretary })).status).toBe(200)
    expect(await RenewalReminderSent.countDocuments({ userId: member.id })).toBe(sentBefore)
  })
})

describe('a credit note', () => {
  test('gives back at most what was received on a paid invoice, numbered CN-<year>-<n>, with a PDF in both languages; the ledger takes it off', async () => {
    const { treasurer } = await officers()
    const { invoice } = await paidInvoice(treasurer.actor, [{ amountSen: 5_000, code: 'entry-fee' }, { amountSen: 20_000, code: 'first-year' }])
    const tooMuch = await sendJson(server.baseUrl, 'POST', `/api/admin/invoices/${invoice.id}/credit-notes`, { amount: 250.01, reason: 'Overpaid', refundReference: 'MBB 9' }, { token: treasurer.token })
    expect(tooMuch.status).toBe(409)
    expect((await json(tooMuch)).message).toBe('That is more than was received on this invoice and not yet given back (RM 250.00)')

    const created = await sendJson(server.baseUrl, 'POST', `/api/admin/invoices/${invoice.id}/credit-notes`, { amount: 100, reason: 'Paid the entry fee twice', refundReference: 'MBB 9', refundedAt: today() }, { token: treasurer.token })
    expect(created.status).toBe(201)
    const note = (await json(created)).creditNote as Json
    expect(note).toMatchObject({ amount: 100, reason: 'Paid the entry fee twice', refundMethod: 'bank-transfer', refundReference: 'MBB 9', refundedAt: today() })
    expect(note.number).toMatch(new RegExp(`^CN-${thisYear()}-\\d{4}$`))
    expect((await Invoice.findById(invoice.id).lean())?.status).toBe('paid')

    const left = await sendJson(server.baseUrl, 'POST', `/api/admin/invoices/${invoice.id}/credit-notes`, { amount: 150.01, reason: 'More', refundReference: 'MBB 10' }, { token: treasurer.token })
    expect((await json(left)).message).toBe('That is more than was received on this invoice and not yet given back (RM 150.00)')

    const pdf = await get(server.baseUrl, String(note.url), { cookie: treasurer.cookie })
    expect(pdf.headers.get('content-type')).toBe('application/pdf')
    const english = pdfText(Buffer.from(await pdf.arrayBuffer()))
    expect(english).toContain(`Credit note No. ${note.number}`)
    expect(english).toContain(`Against invoice ${invoice.number}`)
    expect(english).toContain('Amount RM 100.00')
    const malay = pdfText(Buffer.from(await (await get(server.baseUrl, `${note.url}?lng=ms`, { cookie: treasurer.cookie })).arrayBuffer()))
    expect(malay).toContain(`No. Nota Kredit ${note.number}`)

    const ledger = await json(await get(server.baseUrl, `/api/admin/ledger?from=${today()}&to=${today()}`, { token: treasurer.token }))
    expect((ledger.rows as Json[]).find((row) => row.number === note.number)).toMatchObject({ kind: 'credit-note', amount: -100, category: 'joining', against: invoice.number, note: 'Paid the entry fee twice' })
    const page = readable(await (await get(server.baseUrl, `/admin/invoices/${invoice.id}`, { cookie: treasurer.cookie })).text())
    expectPage(page).toContain(String(note.number))
    expectPage(page).toContain('At most RM 150.00 may still be given back')
  })

  test('is in the member’s own data, and keeps the name but not the address once the account is erased', async () => {
    const { treasurer } = await officers()
    const { member, invoice } = await paidInvoice(treasurer.actor, [{ amountSen: 10_000 }])
    const note = (await json(await sendJson(server.baseUrl, 'POST', `/api/admin/invoices/${invoice.id}/credit-notes`, { amount: 10, reason: 'Overpaid', refundReference: 'MBB 5' }, { token: treasurer.token }))).creditNote as Json
    const { token } = await signIn(member.id)
    const exported = await json(await get(server.baseUrl, '/api/me/export', { token }))
    expect((exported.creditNotes as Json[]).map((n) => n.number)).toEqual([note.number])
    await ERASURE_STEPS.find((step) => step.name === 'credit-notes')!.run(member)
    const stored = await CreditNote.findById(note.id).lean()
    expect(stored?.issuedTo.name).toBe(invoice.billedTo.name)
    expect(stored?.issuedTo.email).not.toBe(invoice.billedTo.email)
  })

  test('refused on an open invoice (409) and on one’s own (403); the page records one without JavaScript', async () => {
    const { treasurer, chair } = await officers()
    const member = await createUser()
    const open = await createInvoiceFor(member.id)
    expect((await sendJson(server.baseUrl, 'POST', `/api/admin/invoices/${open.id}/credit-notes`, { amount: 1, reason: 'x', refundReference: 'y' }, { token: treasurer.token })).status).toBe(409)
    const { invoice: chairs } = await paidInvoice(treasurer.actor, [{ amountSen: 10_000 }], { userId: chair.user.id })
    expect((await sendJson(server.baseUrl, 'POST', `/api/admin/invoices/${chairs.id}/credit-notes`, { amount: 1, reason: 'x', refundReference: 'y' }, { token: chair.token })).status).toBe(403)
    expect(await CreditNote.countDocuments({ invoiceId: chairs.id })).toBe(0)

    const answer = await postForm(server.baseUrl, `/admin/invoices/${chairs.id}`, { intent: 'credit-note', amount: '40.50', reason: 'Could not attend', refundReference: 'CIMB 42', refundedAt: today() }, { cookie: treasurer.cookie })
    expect(answer.status).toBe(302)
    expectPage(await follow(server.baseUrl, answer, treasurer.cookie)).toMatch(/Credit note CN-\d{4}-\d{4} recorded: RM 40\.50 given back on /)
  })

  test('ten at once on one invoice, each for all of it: one is written, the others told to look again, and their numbers voided, not skipped', async () => {
    const { treasurer } = await officers()
    const { invoice } = await paidInvoice(treasurer.actor, [{ amountSen: 8_000 }])
    const answers = await Promise.all(
      Array.from({ length: 10 }, (_, i) => sendJson(server.baseUrl, 'POST', `/api/admin/invoices/${invoice.id}/credit-notes`, { amount: 80, reason: `Refund ${i}`, refundReference: `R${i}` }, { token: treasurer.token })),
    )
    const statuses = answers.map((answer) => answer.status).sort()
    expect(statuses.filter((status) => status === 201)).toHaveLength(1)
    expect(statuses.every((status) => status === 201 || status === 409)).toBe(true)
    const notes = await CreditNote.find({ invoiceId: invoice.id }).lean()
    expect(notes).toHaveLength(1)
    // Every number taken for this invoice's credit notes is on the one written or recorded void.
    const taken = await DocumentNumber.find({ takenFor: { $regex: `^credit-note:${invoice.id}:` } }).lean()
    for (const number of taken) expect(number._id === notes[0]!.number || number.voidedAt !== null).toBe(true)
  })
})

describe('expenses', () => {
  test('recorded with its receipt by one officer, approved by another (never the same: 403), numbered PV-<year>-<n>; only then in the ledger', async () => {
    const { treasurer, chair } = await officers()
    const recorded = await postExpense(treasurer.token, expenseFields({ payee: 'Kedai Cetak Donggongon', category: 'printing', amount: '45.50', description: 'Flyers for the open day' }))
    expect(recorded.status).toBe(201)
    const expense = (await json(recorded)).expense as Json
    expect(expense).toMatchObject({ status: 'pending', number: null, amount: 45.5, category: 'printing', recordedBy: { id: treasurer.user.id, name: 'Tan Treasurer' } })
    const stored = await Expense.findById(expense.id).lean()
    expect(stored).toMatchObject({ amountSen: 4_550 })
    expect(await Media.findById(stored!.receipt.mediaId).lean()).toMatchObject({ purpose: 'expense-receipt', visibility: 'private', ownerId: null })
    // The receipt opens for the finance staff.
    expect((await get(server.baseUrl, String((expense.receipt as Json).url), { cookie: chair.cookie })).status).toBe(200)

    const inLedger = async () => ((await json(await get(server.baseUrl, `/api/admin/ledger?from=${today()}&to=${today()}`, { token: chair.token }))).rows as Json[]).filter((row) => row.id === expense.id)
    expect(await inLedger()).toEqual([])

    const own = await sendJson(server.baseUrl, 'POST', `/api/admin/expenses/${expense.id}/approve`, {}, { token: treasurer.token })
    expect(own.status).toBe(403)
    expect((await json(own)).message).toBe('No one approves or rejects an expense they recorded: another officer does')

    const approved = await sendJson(server.baseUrl, 'POST', `/api/admin/expenses/${expense.id}/approve`, {}, { token: chair.token })
    expect(approved.status).toBe(200)
    const decided = (await json(approved)).expense as Json
    expect(decided).toMatchObject({ status: 'approved', decidedBy: { id: chair.user.id, name: 'Aida Chair' }, decidedAt: today() })
    expect(decided.number).toMatch(new RegExp(`^PV-${thisYear()}-\\d{4}$`))
    expect(await inLedger()).toEqual([expect.objectContaining({ kind: 'expense', number: decided.number, party: 'Kedai Cetak Donggongon', amount: -45.5, category: 'printing', note: 'Flyers for the open day' })])
    expect((await sendJson(server.baseUrl, 'POST', `/api/admin/expenses/${expense.id}/reject`, { reason: 'Too late' }, { token: chair.token })).status).toBe(409)
    expect((await auditOf('expense', String(expense.id))).map((entry) => entry.action)).toEqual(['recorded-expense', 'approved-expense'])
  })

  test('a rejected one never enters the books; what is not a receipt, a day to come or a missing file stores nothing', async () => {
    const { treasurer, chair } = await officers()
    const expense = (await json(await postExpense(chair.token, expenseFields({ amount: '12.00', description: 'Taxi' })))).expense as Json
    const rejected = await sendJson(server.baseUrl, 'POST', `/api/admin/expenses/${expense.id}/reject`, { reason: 'No receipt from the driver' }, { token: treasurer.token })
    expect(rejected.status).toBe(200)
    expect((await json(rejected)).expense).toMatchObject({ status: 'rejected', number: null, rejectionReason: 'No receipt from the driver' })

    const before = { media: await storedMediaCounts(), expenses: await Expense.countDocuments() }
    const html = await postExpense(treasurer.token, expenseFields(), { bytes: Buffer.from('<html><script>alert(1)</script></html>'), name: 'receipt.pdf', type: 'application/pdf' })
    expect(html.status).toBe(415)
    expect((await json(html)).fieldErrors).toHaveProperty('file')
    const future = await postExpense(treasurer.token, expenseFields({ spentAt: addDays(today(), 1) }))
    expect(future.status).toBe(400)
    expect((await json(future)).fieldErrors).toEqual({ spentAt: ['The day the money was spent cannot be in the future'] })
    const none = await postExpense(treasurer.token, expenseFields(), null)
    expect(none.status).toBe(400)
    expect((await json(none)).fieldErrors).toEqual({ file: ['Attach the receipt you were given: a photo or a PDF'] })
    const badCategory = await postExpense(treasurer.token, expenseFields({ category: 'yacht' }))
    expect(badCategory.status).toBe(400)
    expect({ media: await storedMediaCounts(), expenses: await Expense.countDocuments() }).toEqual(before)
  })

  test('the page records one with a photo of its receipt and another officer approves it, without JavaScript, in both languages', async () => {
    const { treasurer, chair } = await officers()
    const photo = await solidImage(400, 600, '#eeeeee').jpeg().toBuffer()
    const recorded = await postFileForm(
      server.baseUrl,
      '/admin/expenses',
      expenseFields({ payee: 'Restoran Sri Mesra', category: 'refreshments', amount: '88.20', description: 'Tea for the committee meeting' }),
      [{ field: 'file', bytes: photo, name: 'receipt.jpg', type: 'image/jpeg' }],
      { cookie: treasurer.cookie },
    )
    expect(recorded.status).toBe(302)
    const mine = await follow(server.baseUrl, recorded, treasurer.cookie)
    expectPage(mine).toContain('Expense recorded: another officer approves it')
    expectPage(mine).toContain('Restoran Sri Mesra')
    expectPage(mine).toContain('Recorded by you: another officer approves it.')
    const stored = await Expense.findOne({ payee: 'Restoran Sri Mesra' }).lean()

    // A form with a field wrong keeps what was typed and asks for the file again.
    const wrong = await postFileForm(server.baseUrl, '/admin/expenses', expenseFields({ payee: '', amount: '10' }), [{ field: 'file', bytes: photo, name: 'receipt.jpg', type: 'image/jpeg' }], { cookie: treasurer.cookie })
    expect(wrong.status).toBe(400)
    const wrongPage = readable(await wrong.text())
    expectPage(wrongPage).toContain('Enter who was paid')
    expectPage(wrongPage).toContain('Please choose the file again')

    const malay = readable(await (await get(server.baseUrl, '/admin/expenses?lng=ms', { cookie: chair.cookie })).text())
    expectPage(malay).toContain('Menunggu kelulusan')
    expectPage(malay).toContain('Luluskan')
    expectPage(malay).toContain('Jamuan')

    const own = await postForm(server.baseUrl, '/admin/expenses', { intent: 'approve', id: String(stored!._id) }, { cookie: treasurer.cookie })
    expect(own.status).toBe(403)
    const approved = await postForm(server.baseUrl, '/admin/expenses', { intent: 'approve', id: String(stored!._id) }, { cookie: chair.cookie })
    expect(approved.status).toBe(302)
    expectPage(await follow(server.baseUrl, approved, chair.cookie)).toMatch(/Expense approved: payment voucher PV-\d{4}-\d{4}/)
  })
})

describe('the income and expenditure of a year', () => {
  /**
   * A year of its own (2019: no other test writes in it) with one of everything: a joining invoice paid in
   * full (entry fee and first year), a renewal paid in part, an event fee, a gift, a credit note, approved
   * expenses of two kinds, and one pending and one rejected (neither counts).
   */
  async function aYear() {
    const { treasurer, chair } = await officers()
    const year = 2019
    await paidInvoice(treasurer.actor, [{ amountSen: 5_000, code: 'entry-fee' }, { amountSen: 20_000, code: 'first-year' }], { kind: 'joining' }, `${year}-02-10`)
    const renewalMember = await createUser()
    const renewal = await createInvoiceFor(renewalMember.id, { kind: 'renewal', items: [{ description: 'Renewal', amountSen: 20_000, code: 'renewal' }], totalSen: 20_000, issuedOn: `${year}-03-01` })
    expect((await recordInvoicePayment(accountActorOf(treasurer.user), renewal.id, { amountSen: 7_500, method: 'duitnow', reference: '', paidOn: `${year}-03-05` })).ok).toBe(true)
    const { invoice: eventFee } = await paidInvoice(treasurer.actor, [{ amountSen: 15_000, code: 'event-fee' }], { kind: 'event', userId: null }, `${year}-04-20`)
    const pledge = await sendJson(server.baseUrl, 'POST', '/api/donations', { name: 'Lim Ah Kow', email: 'lim.2019@example.com', amount: 123.45, frequency: 'one-time' })
    const donationId = ((await json(pledge)).donation as Json).id
    expect((await sendJson(server.baseUrl, 'POST', `/api/admin/donations/${donationId}/payments`, { amount: 123.45, method: 'cash', reference: 'AGM', paidAt: `${year}-05-01` }, { token: treasurer.token })).status).toBe(201)
    expect((await sendJson(server.baseUrl, 'POST', `/api/admin/invoices/${eventFee.id}/credit-notes`, { amount: 50, reason: 'Left after the morning', refundReference: 'MBB 2019', refundedAt: `${year}-04-25` }, { token: treasurer.token })).status).toBe(201)
    const approve = async (fields: Record<string, string>) => {
      const expense = (await json(await postExpense(treasurer.token, expenseFields(fields)))).expense as Json
      expect((await sendJson(server.baseUrl, 'POST', `/api/admin/expenses/${expense.id}/approve`, {}, { token: chair.token })).status).toBe(200)
    }
    await approve({ spentAt: `${year}-06-01`, category: 'venue', amount: '300.00' })
    await approve({ spentAt: `${year}-06-02`, category: 'venue', amount: '50.00' })
    await approve({ spentAt: `${year}-07-01`, category: 'bank-charges', amount: '1.50' })
    await postExpense(treasurer.token, expenseFields({ spentAt: `${year}-08-01`, category: 'travel', amount: '999.00' }))
    const rejected = (await json(await postExpense(treasurer.token, expenseFields({ spentAt: `${year}-08-02`, category: 'travel', amount: '888.00' })))).expense as Json
    expect((await sendJson(server.baseUrl, 'POST', `/api/admin/expenses/${rejected.id}/reject`, { reason: 'Private trip' }, { token: chair.token })).status).toBe(200)
    return { treasurer, year }
  }

  test('receipts less credit notes by line, expenses by category, the surplus: the API, the page, the CSV and the PDF agree, and add up to the ledger’s rows of the year', async () => {
    const { treasurer, year } = await aYear()
    const api = await json(await get(server.baseUrl, `/api/admin/income-and-expenditure?year=${year}`, { token: treasurer.token }))
    const line = (list: unknown, category: string) => (list as Json[]).find((l) => l.category === category)
    expect(line(api.income, 'entry-fees')).toEqual({ category: 'entry-fees', received: 50, refunded: 0, amount: 50 })
    expect(line(api.income, 'membership-dues')).toEqual({ category: 'membership-dues', received: 275, refunded: 0, amount: 275 })
    expect(line(api.income, 'events')).toEqual({ category: 'events', received: 150, refunded: 50, amount: 100 })
    expect(line(api.income, 'donations')).toEqual({ category: 'donations', received: 123.45, refunded: 0, amount: 123.45 })
    expect(line(api.expenditure, 'venue')).toEqual({ category: 'venue', amount: 350 })
    expect(line(api.expenditure, 'bank-charges')).toEqual({ category: 'bank-charges', amount: 1.5 })
    expect(line(api.expenditure, 'travel')).toEqual({ category: 'travel', amount: 0 })
    expect(api.totals).toEqual({ received: 598.45, refunded: 50, income: 548.45, expenditure: 351.5, surplus: 196.95 })

    // The ledger's rows of the year, every page of them, add up to the statement.
    const rows: Json[] = []
    for (let page = 1; ; page++) {
      const body = await json(await get(server.baseUrl, `/api/admin/ledger?from=${year}-01-01&to=${year}-12-31&page=${page}`, { token: treasurer.token }))
      rows.push(...(body.rows as Json[]))
      if (page >= (body.totalPages as number)) break
    }
    const sen = (kind: string) => rows.filter((row) => row.kind === kind).reduce((sum, row) => sum + Math.round((row.amount as number) * 100), 0)
    const totals = api.totals as Record<string, number>
    expect(sen('receipt')).toBe(Math.round(totals.received! * 100))
    expect(-sen('credit-note')).toBe(Math.round(totals.refunded! * 100))
    expect(sen('receipt') + sen('credit-note')).toBe(Math.round(totals.income! * 100))
    expect(-sen('expense')).toBe(Math.round(totals.expenditure! * 100))
    const csvLedger = (await (await get(server.baseUrl, `/admin/ledger.csv?from=${year}-01-01&to=${year}-12-31`, { cookie: treasurer.cookie })).text()).replace(/^\uFEFF/, '').trim().split(/\r?\n/).slice(1)
    expect(csvLedger).toHaveLength(rows.length)

    // The page, in both languages.
    const english = readable(await (await get(server.baseUrl, `/admin/ledger/income-and-expenditure?year=${year}`, { cookie: treasurer.cookie })).text())
    expectPage(english).toContain('Total income')
    expectPage(english).toContain('548.45')
    expectPage(english).toContain('Surplus for the year: RM 196.95')
    expect(english).toMatch(/data-line="events"[^]*?150\.00[^]*?−50\.00[^]*?100\.00/)
    const malay = readable(await (await get(server.baseUrl, `/admin/ledger/income-and-expenditure?year=${year}&lng=ms`, { cookie: treasurer.cookie })).text())
    expectPage(malay).toContain('Lebihan bagi tahun ini: RM 196.95')
    expectPage(malay).toContain('Yuran kemasukan')

    // The CSV, in the reader's language, with the same figures.
    const csv = (await (await get(server.baseUrl, `/admin/ledger/income-and-expenditure.csv?year=${year}`, { cookie: treasurer.cookie })).text()).replace(/^\uFEFF/, '').trim().split(/\r?\n/)
    expect(csv[0]).toBe('Section,Code,Line,Received (RM),Credit notes (RM),Amount (RM)')
    expect(csv).toContain('Income,events,Events,150.00,50.00,100.00')
    expect(csv).toContain('Income,total,Total income,598.45,50.00,548.45')
    expect(csv).toContain('Expenditure,total,Total expenditure,,,351.50')
    expect(csv.at(-1)).toBe(',surplus,Surplus for the year,,,196.95')
    const malayCsv = await (await get(server.baseUrl, `/admin/ledger/income-and-expenditure.csv?year=${year}&lng=ms`, { cookie: treasurer.cookie })).text()
    expect(malayCsv).toContain('Pendapatan,total,Jumlah pendapatan,598.45,50.00,548.45')

    // The PDF: tagged, in either language, with the same figures.
    const pdf = Buffer.from(await (await get(server.baseUrl, `/admin/ledger/income-and-expenditure.pdf?year=${year}`, { cookie: treasurer.cookie })).arrayBuffer())
    const text = pdfText(pdf)
    expect(text).toContain('Total income 598.45 (50.00) 548.45')
    expect(text).toContain('Venue and hall hire 350.00')
    expect(text).toContain('Total expenditure 351.50')
    expect(text).toContain('Surplus for the year 196.95')
    expect(pdfText(Buffer.from(await (await get(server.baseUrl, `/admin/ledger/income-and-expenditure.pdf?year=${year}&lng=ms`, { cookie: treasurer.cookie })).arrayBuffer()))).toContain('Lebihan bagi tahun ini 196.95')
  })

  test('a year that is not one, or is still to come, is refused in words', async () => {
    const { treasurer } = await officers()
    const later = await get(server.baseUrl, `/api/admin/income-and-expenditure?year=${thisYear() + 1}`, { token: treasurer.token })
    expect(later.status).toBe(400)
    expect(await json(later)).toEqual({ message: `Enter a year from 2000 to ${thisYear()}`, fieldErrors: { year: [`Enter a year from 2000 to ${thisYear()}`] } })
    const page = await get(server.baseUrl, '/admin/ledger/income-and-expenditure?year=19x9&lng=ms', { cookie: treasurer.cookie })
    expect(page.status).toBe(200)
    const html = readable(await page.text())
    expectPage(html).toContain(`Masukkan tahun dari 2000 hingga ${thisYear()}`)
    expect(html).toContain('value="19x9"')
  })
})
