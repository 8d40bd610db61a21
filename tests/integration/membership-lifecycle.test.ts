import path from 'node:path'
import { describe, expect, test } from 'vitest'
import { AuditLog } from '#app/models/audit-log.server.ts'
import { Invoice } from '#app/models/invoice.server.ts'
import { Receipt } from '#app/models/receipt.server.ts'
import { User } from '#app/models/user.server.ts'
import { setDuitNowQr } from '#app/models/payment-settings.server.ts'
import { addDays, formatDate, formatLongDate } from '#app/domain/dates.ts'
import { addMonths } from '#app/domain/membership-periods.ts'
import { adminSession, createListing, expectPage, memberSession } from '#tests/admin-helpers.ts'
import { today } from '#tests/clock.ts'
import { qrPng, STATIC_DUITNOW_MERCHANT, STATIC_DUITNOW_PAYLOAD } from '#tests/duitnow-qr.ts'
import { createUser, registration, signIn } from '#tests/factories.ts'
import { get, sendJson } from '#tests/http.ts'
import { waitForMail } from '#tests/mail.ts'
import { pdfInfo, pdfQrCodes, pdfText } from '#tests/pdf.ts'
import { useTestServer } from '#tests/setup/test-server.ts'

/**
 * Joining and paying (issue 18), over HTTP: a visitor applies without any ID, the secretariat approves
 * (an ID and the first invoice) or rejects (a reason, mailed), the treasurer records the payment (part
 * payments add up; a numbered receipt is mailed as a PDF), the membership is active until the end of its
 * period, and the member's certificate and its public check say so. Every step is in the audit log.
 */

const server = useTestServer()
const outbox = () => path.join(process.env.DATA_DIR!, 'outbox')
const api = (method: string, address: string, body: unknown, token?: string) => sendJson(server.baseUrl, method, address, body, { token })
const thisYearSeries = (prefix: string) => new RegExp(`^${prefix}-${today().slice(0, 4)}-\\d{4,}$`)

async function apply(overrides: Record<string, string | boolean> = {}) {
  const response = await api('POST', '/api/auth/register', registration(overrides))
  expect(response.status).toBe(201)
  return (await response.json()) as { token: string; user: { id: string; email: string; firstName: string; lastName: string } }
}

const secretary = () => adminSession({ roles: ['secretary'] })
const treasurer = () => adminSession({ roles: ['treasurer'] })

describe('applying and the review', () => {
  test('an applicant without an ID is listed for review with the claim; approval gives the next EMP number and the first invoice', async () => {
    const { token: staff } = await secretary()
    const applicant = await apply({ membershipType: 'Practicing Ordinary Member', membershipId: 'EMP424242' })
    const list = await get(server.baseUrl, '/api/admin/applications', { token: staff })
    expect(list.status).toBe(200)
    const { applications } = await list.json()
    expect(applications).toContainEqual(
      expect.objectContaining({ id: applicant.user.id, membershipType: 'Practicing Ordinary', claimedMembershipId: 'EMP424242', fees: { entry: 100, annual: 300 } }),
    )

    const approved = await api('POST', `/api/admin/applications/${applicant.user.id}/approve`, {}, staff)
    expect(approved.status).toBe(200)
    const { user, invoice } = await approved.json()
    expect(user).toMatchObject({ id: applicant.user.id, membershipStatus: 'pending', membershipId: expect.stringMatching(/^EMP\d{3,}$/) })
    expect(user.membershipId).not.toBe('EMP424242')
    expect(invoice).toMatchObject({
      number: expect.stringMatching(thisYearSeries('INV')),
      status: 'unpaid',
      total: 400,
      items: [
        { description: 'Entry fee: Practicing Ordinary membership', amount: 100 },
        { description: 'Annual fee: Practicing Ordinary membership, first year', amount: 300 },
      ],
      dueAt: addDays(today(), 30),
    })
    expect(await Invoice.countDocuments({ userId: applicant.user.id })).toBe(1)
    const mail = await waitForMail(outbox(), { to: applicant.user.email, subject: 'application is approved' })
    expect(mail.text).toContain(user.membershipId)
    expect(mail.text).toContain(invoice.number)
    expect(mail.text).toContain('RM 400.00')

    // Decided once: a second approval or a rejection is refused, and nothing more is raised.
    const again = await api('POST', `/api/admin/applications/${applicant.user.id}/approve`, {}, staff)
    expect(again.status).toBe(409)
    expect(await again.json()).toEqual({ message: 'This application has already been decided' })
    expect((await api('POST', `/api/admin/applications/${applicant.user.id}/reject`, { reason: 'Too late' }, staff)).status).toBe(409)
    expect(await Invoice.countDocuments({ userId: applicant.user.id })).toBe(1)
    const audit = await AuditLog.find({ entityType: 'user', entityId: applicant.user.id }).sort({ createdAt: 1 }).lean()
    expect(audit.map((a) => a.action)).toEqual(['applied', 'approved'])
  })

  test("a claimed ID is confirmed with { membershipId }: the applicant's listing becomes theirs; an ID another account holds is 409", async () => {
    const { token: staff } = await secretary()
    const listing = await createListing({ membershipId: `EMP${Math.floor(5e7 + Math.random() * 4e7)}` })
    const other = await createUser()
    const applicant = await apply({ claimedMembershipId: listing.membershipId })
    const taken = await api('POST', `/api/admin/applications/${applicant.user.id}/approve`, { membershipId: other.membershipId }, staff)
    expect(taken.status).toBe(409)
    expect(await taken.json()).toEqual({ message: 'Another account already has this membership ID', fieldErrors: { membershipId: ['Another account already has this membership ID'] } })
    expect((await User.findById(applicant.user.id).lean())?.membershipId).toBeUndefined()
    const confirmed = await api('POST', `/api/admin/applications/${applicant.user.id}/approve`, { membershipId: listing.membershipId.toLowerCase() }, staff)
    expect(confirmed.status).toBe(200)
    expect((await confirmed.json()).user.membershipId).toBe(listing.membershipId)
  })

  test('nothing to pay (Honorary Fellow): active at once, no invoice, a certificate to download', async () => {
    const { token: staff } = await secretary()
    // Conferred, not applied for (issue 33): the public application refuses the type, the secretariat enters it.
    const refused = await api('POST', '/api/auth/register', registration({ membershipType: 'Honorary Fellow' }))
    expect(refused.status).toBe(400)
    expect(await refused.json()).toMatchObject({ fieldErrors: { membershipType: ['This membership type is conferred by the Executive Committee, not applied for: choose another type'] } })
    const invited = await createUser({ membershipType: 'Honorary Fellow', membershipStatus: 'pending', membershipId: undefined, appliedAt: new Date(`${today()}T02:00:00Z`) })
    const applicant = { user: invited, token: (await signIn(invited.id)).token }
    const approved = await api('POST', `/api/admin/applications/${applicant.user.id}/approve`, {}, staff)
    expect(await approved.json()).toMatchObject({ user: { membershipStatus: 'active', membershipValidUntil: '' }, invoice: null })
    const membership = await (await get(server.baseUrl, '/api/membership', { token: applicant.token })).json()
    expect(membership).toMatchObject({ status: 'active', expiresAt: null, invoices: [], verifyUrl: expect.stringMatching(/\/verify\/[\w-]{8,}$/) })
  })

  test('rejected: the reason is stored and mailed; the applicant sees the notice, nothing else, and may apply again', async () => {
    const { token: staff } = await secretary()
    const applicant = await apply()
    const rejected = await api('POST', `/api/admin/applications/${applicant.user.id}/reject`, { reason: 'Please send proof of your 200 training hours.' }, staff)
    expect(rejected.status).toBe(200)
    expect((await rejected.json()).user).toMatchObject({ membershipStatus: 'rejected', rejectionReason: 'Please send proof of your 200 training hours.' })
    const mail = await waitForMail(outbox(), { to: applicant.user.email, subject: 'Your EMPAM membership application' })
    expect(mail.text).toContain('Please send proof of your 200 training hours.')

    const membership = await (await get(server.baseUrl, '/api/membership', { token: applicant.token })).json()
    expect(membership).toMatchObject({ status: 'rejected', rejectionReason: 'Please send proof of your 200 training hours.', verifyUrl: null })
    const cpd = await get(server.baseUrl, '/api/cpd', { token: applicant.token })
    expect(cpd.status).toBe(403)
    expect(await cpd.json()).toEqual({ message: 'Your application was not accepted. You may apply again, or sign out.' })
    expect((await get(server.baseUrl, '/member-dashboard/cpd', { token: applicant.token })).status).toBe(200)

    const again = await api('POST', '/api/membership/reapply', { membershipType: 'Student Member' }, applicant.token)
    expect(again.status).toBe(200)
    expect((await again.json()).user).toMatchObject({ membershipStatus: 'pending', membershipType: 'Student', rejectionReason: '' })
    const { applications } = await (await get(server.baseUrl, '/api/admin/applications', { token: staff })).json()
    expect(applications.map((a: { id: string }) => a.id)).toContain(applicant.user.id)
    // A second decision on the new application is its own.
    expect((await api('POST', `/api/admin/applications/${applicant.user.id}/approve`, {}, staff)).status).toBe(200)
  })

  test('a reason is required; unknown applications are 404; a member who was never rejected cannot "apply again"', async () => {
    const { token: staff } = await secretary()
    const applicant = await apply()
    const empty = await api('POST', `/api/admin/applications/${applicant.user.id}/reject`, { reason: '  ' }, staff)
    expect(empty.status).toBe(400)
    expect((await empty.json()).fieldErrors).toEqual({ reason: ['Please give the reason for the applicant'] })
    expect((await api('POST', '/api/admin/applications/ffffffffffffffffffffffff/approve', {}, staff)).status).toBe(404)
    expect((await api('POST', '/api/admin/applications/nope/reject', { reason: 'x' }, staff)).status).toBe(404)
    const { token } = await memberSession()
    expect((await api('POST', '/api/membership/reapply', { membershipType: 'Associate' }, token)).status).toBe(409)
    expect((await User.findById(applicant.user.id).lean())?.membershipStatus).toBe('pending')
  })
})

describe('paying without a gateway', () => {
  async function approvedApplicant(type = 'Associate') {
    const { token: staff } = await secretary()
    const applicant = await apply({ membershipType: type })
    const { invoice, user } = await (await api('POST', `/api/admin/applications/${applicant.user.id}/approve`, {}, staff)).json()
    return { ...applicant, invoice, membershipId: user.membershipId as string }
  }

  test('part payments add up; the one that reaches the total makes the membership active for 12 months; receipts are numbered and mailed as PDFs', async () => {
    const { token: money, user: cashier } = await treasurer()
    const member = await approvedApplicant('Associate')
    expect(member.invoice.total).toBe(200)
    const paidOn = addDays(today(), -3)

    const first = await api('POST', `/api/admin/invoices/${member.invoice.id}/payments`, { amount: 50.5, method: 'bank-transfer', reference: 'MBB 123', paidAt: paidOn }, money)
    expect(first.status).toBe(201)
    const firstBody = await first.json()
    expect(firstBody.receipt).toMatchObject({ number: expect.stringMatching(thisYearSeries('RCT')), url: `/member-dashboard/receipts/${firstBody.receipt.id}` })
    expect(firstBody.user).toMatchObject({ membershipStatus: 'pending', membershipValidUntil: '' })
    const mail = await waitForMail(outbox(), { to: member.user.email, subject: firstBody.receipt.number })
    expect(mail.attachments).toEqual([expect.objectContaining({ filename: `${firstBody.receipt.number}.pdf`, contentType: 'application/pdf' })])
    expect(mail.attachments[0]!.content.subarray(0, 5).toString()).toBe('%PDF-')
    expect(mail.text).toContain('RM 50.50')
    // Issue 33: what it was for, in words, with no "(invoice …)" tacked on; the year starts once paid in full.
    expect(mail.text).toContain('Entry fee: Associate membership; Annual fee: Associate membership, first year')
    const partPaid = pdfText(Buffer.from(await (await get(server.baseUrl, firstBody.receipt.url, { token: member.token })).arrayBuffer()))
    expect(partPaid).toContain(`Membership ID ${member.membershipId}`)
    expect(partPaid).toContain('Period covered The membership year begins once the invoice is paid in full')

    // More than is still due: refused, nothing recorded.
    const over = await api('POST', `/api/admin/invoices/${member.invoice.id}/payments`, { amount: 149.51, method: 'cash' }, money)
    expect(over.status).toBe(409)
    expect((await over.json()).fieldErrors).toEqual({ amount: ['The amount is more than is still due on this invoice'] })

    const rest = await api('POST', `/api/admin/invoices/${member.invoice.id}/payments`, { amount: 149.5, method: 'duitnow', reference: 'DN 9', paidAt: paidOn }, money)
    expect(rest.status).toBe(201)
    const restBody = await rest.json()
    const validUntil = addDays(addMonths(paidOn, 12), -1)
    expect(restBody.user).toMatchObject({ membershipStatus: 'active', membershipValidUntil: validUntil })
    expect(restBody.receipt.number).not.toBe(firstBody.receipt.number)

    const membership = await (await get(server.baseUrl, '/api/membership', { token: member.token })).json()
    expect(membership).toMatchObject({
      status: 'active',
      renewalDue: false,
      membershipId: member.membershipId,
      membershipType: 'Associate',
      expiresAt: validUntil,
      verifyUrl: expect.stringMatching(/^http:\/\/localhost:3999\/verify\/[\w-]{8,}$/),
      invoices: [{ id: member.invoice.id, number: member.invoice.number, status: 'paid', total: 200, paid: 200, balance: 0, items: member.invoice.items, dueAt: member.invoice.dueAt, paidAt: paidOn }],
      howToPay: { bank: 'Maybank', accountNumber: '5601 4820 3317', duitNow: null },
    })
    expect(membership.receipts).toHaveLength(2)
    expect(membership.receipts).toContainEqual({ id: firstBody.receipt.id, number: firstBody.receipt.number, invoiceId: member.invoice.id, donationId: null, amount: 50.5, paidAt: paidOn, method: 'bank-transfer', reference: 'MBB 123', url: firstBody.receipt.url })
    expect(await Receipt.countDocuments({ invoiceId: member.invoice.id })).toBe(2)
    expect(String((await Receipt.findById(firstBody.receipt.id).lean())?.recordedBy)).toBe(cashier.id)

    // A paid invoice takes no more.
    expect((await api('POST', `/api/admin/invoices/${member.invoice.id}/payments`, { amount: 1, method: 'cash' }, money)).status).toBe(409)
    await waitForMail(outbox(), { to: member.user.email, subject: 'membership is active' })

    // The receipt's PDF: the member's, and the treasurer's; nobody else's.
    const own = await get(server.baseUrl, firstBody.receipt.url, { token: member.token })
    expect(own.status).toBe(200)
    expect(own.headers.get('content-type')).toBe('application/pdf')
    const ownPdf = Buffer.from(await own.arrayBuffer())
    expect(ownPdf.subarray(0, 5).toString()).toBe('%PDF-')
    // Issue 33: the member's ID, what it was for, and the membership year the invoice paid for.
    const printed = pdfText(ownPdf)
    expect(printed).toContain(`Membership ID ${member.membershipId}`)
    expect(printed).toContain('Being payment for Entry fee: Associate membership; Annual fee: Associate membership, first year')
    expect(printed).toContain(`Period covered ${formatDate(`${paidOn}T04:00:00Z`, 'en')} to ${formatDate(`${validUntil}T04:00:00Z`, 'en')}`)
    expect(printed).toContain(`Against invoice ${member.invoice.number}`)
    expect(pdfInfo(ownPdf).Tagged).toBe('yes')
    expect((await get(server.baseUrl, firstBody.receipt.url, { token: money })).status).toBe(200)
    const { token: stranger } = await memberSession()
    expect((await get(server.baseUrl, firstBody.receipt.url, { token: stranger })).status).toBe(404)
    expect((await get(server.baseUrl, firstBody.receipt.url, { token: (await secretary()).token })).status).toBe(404)

    const actions = (await AuditLog.find({ entityType: 'invoice', entityId: member.invoice.id }).lean()).map((a) => a.action)
    expect(actions).toEqual(['recorded-payment', 'recorded-payment'])
    expect((await AuditLog.find({ entityType: 'user', entityId: member.user.id }).sort({ createdAt: 1, _id: 1 }).lean()).map((a) => a.action)).toEqual(['applied', 'approved', 'activated'])
  })

  test('the certificate and its check: the QR page says active until the right date', async () => {
    const { token: money } = await treasurer()
    const member = await approvedApplicant('Student')
    expect(member.invoice.items).toEqual([{ description: 'Annual fee: Student membership, first year', amount: 50 }])
    expect((await get(server.baseUrl, '/member-dashboard/certificate', { token: member.token })).status).toBe(404)
    await api('POST', `/api/admin/invoices/${member.invoice.id}/payments`, { amount: 50, method: 'cash' }, money)
    const validUntil = addDays(addMonths(today(), 12), -1)

    const certificate = await get(server.baseUrl, '/member-dashboard/certificate', { token: member.token })
    expect(certificate.status).toBe(200)
    expect(certificate.headers.get('content-disposition')).toBe(`attachment; filename="${member.membershipId}-certificate.pdf"`)
    const pdf = Buffer.from(await certificate.arrayBuffer())
    expect(pdf.subarray(0, 5).toString()).toBe('%PDF-')
    expect(pdf.toString('latin1')).toContain('/Subtype /Image')

    const { verifyUrl } = await (await get(server.baseUrl, '/api/membership', { token: member.token })).json()
    const code = new URL(verifyUrl).pathname.split('/').pop()!
    // Issue 33: the day it was issued, its code printed, and a QR a phone reads as the address of its check.
    const printed = pdfText(pdf)
    expect(printed).toContain(`Issued on ${formatLongDate(`${today()}T04:00:00Z`, 'en')}`)
    expect(printed).toContain(`Verification code: ${code}`)
    expect(pdfQrCodes(pdf)).toEqual([verifyUrl])
    expect(pdfInfo(pdf).Tagged).toBe('yes')
    const check = await get(server.baseUrl, `/api/verify/${code}`)
    expect(check.status).toBe(200)
    expect(await check.json()).toEqual({
      kind: 'membership',
      name: `${member.user.firstName} ${member.user.lastName}`,
      membershipId: member.membershipId,
      membershipType: 'Student',
      status: 'active',
      stage: 'active',
      renewalDue: false,
      validUntil,
      // Issue 36: the register's entry for the member.
      registerUrl: `http://localhost:3999/check-the-register?q=${member.membershipId}`,
    })
    const page = await get(server.baseUrl, `/verify/${code}`)
    expect(page.status).toBe(200)
    const [year, , day] = validUntil.split('-')
    const monthName = new Date(`${validUntil}T04:00:00Z`).toLocaleString('en-GB', { month: 'short', timeZone: 'Asia/Kuala_Lumpur' })
    expectPage(await page.text()).toContain(`EMPAM member in good standing until ${day} ${monthName} ${year}`)

    const unknown = await get(server.baseUrl, '/api/verify/NoSuchCode123')
    expect(unknown.status).toBe(404)
    expect(await unknown.json()).toEqual({ message: 'No membership found for this code' })
    expect((await get(server.baseUrl, '/verify/NoSuchCode123')).status).toBe(404)
  })

  test('a Malay receipt has no English: an invoice written in English, and one from before its lines had codes, print in Malay', async () => {
    const { token: money } = await treasurer()
    const member = await approvedApplicant('Associate')
    // The invoice was written in English (the member applied in English); they read Malay now. Its lines
    // lose their codes, as on an invoice raised before issue 33: its kind and order still say what they are.
    await Invoice.updateOne({ _id: member.invoice.id }, { $set: { 'items.0.code': '', 'items.1.code': '' } })
    await User.updateOne({ _id: member.user.id }, { $set: { locale: 'ms' } })
    const paid = await api('POST', `/api/admin/invoices/${member.invoice.id}/payments`, { amount: 200, method: 'bank-transfer', reference: 'MBB 77' }, money)
    expect(paid.status).toBe(201)
    const { receipt, user } = await paid.json()
    const mail = await waitForMail(outbox(), { to: member.user.email, subject: receipt.number })
    expect(mail.text).toContain('Yuran masuk: keahlian Ahli Bersekutu; Yuran tahunan: keahlian Ahli Bersekutu, tahun pertama')
    for (const pdf of [mail.attachments[0]!.content, Buffer.from(await (await get(server.baseUrl, receipt.url, { token: member.token })).arrayBuffer())]) {
      const text = pdfText(pdf)
      expect(text).toContain('RESIT RASMI')
      expect(text).toContain(`ID keahlian ${member.membershipId}`)
      expect(text).toContain('Sebagai bayaran bagi Yuran masuk: keahlian Ahli Bersekutu; Yuran tahunan: keahlian Ahli Bersekutu, tahun pertama')
      expect(text).toContain(`Bagi tempoh ${formatDate(`${today()}T04:00:00Z`, 'ms')} hingga ${formatDate(`${user.membershipValidUntil}T04:00:00Z`, 'ms')}`)
      expect(text).toContain('Ringgit Malaysia Dua Ratus Sahaja')
      // None of the English the invoice was written in, nor any other.
      expect(text).not.toMatch(/Entry fee|Annual fee|first year|membership|invoice|Associate|Period|Only\b/)
      expect(pdfInfo(pdf)).toMatchObject({ Tagged: 'yes' })
    }
    // The treasurer, reading it in English, gets it in the member's language: the receipt is theirs.
    expect(pdfText(Buffer.from(await (await get(server.baseUrl, receipt.url, { token: money })).arrayBuffer()))).toContain('RESIT RASMI')
  })

  test('bad payments change nothing: a future day, no amount, an unknown method, three decimals, an unknown invoice', async () => {
    const { token: money } = await treasurer()
    const member = await approvedApplicant('Associate')
    const pay = (body: unknown, id = member.invoice.id) => api('POST', `/api/admin/invoices/${id}/payments`, body, money)
    const future = await pay({ amount: 10, method: 'cash', paidAt: addDays(today(), 1) })
    expect(future.status).toBe(400)
    expect((await future.json()).fieldErrors).toEqual({ paidAt: ['The day the money was received cannot be in the future'] })
    expect((await (await pay({ method: 'cash' })).json()).fieldErrors).toEqual({ amount: ['Enter the amount received in RM, such as 150 or 150.50'] })
    expect((await (await pay({ amount: 10, method: 'paypal' })).json()).fieldErrors).toEqual({ method: ['Select how the money was received'] })
    expect((await pay({ amount: 10.005, method: 'cash' })).status).toBe(400)
    expect((await pay({ amount: '10', method: 'cash' })).status).toBe(400)
    expect((await pay({ amount: 10, method: 'cash' }, 'ffffffffffffffffffffffff')).status).toBe(404)
    expect(await Receipt.countDocuments({ invoiceId: member.invoice.id })).toBe(0)
  })

  test('GET /api/admin/invoices: the treasurer sees open invoices with what is still due', async () => {
    const { token: money } = await treasurer()
    const member = await approvedApplicant('Corporate')
    await api('POST', `/api/admin/invoices/${member.invoice.id}/payments`, { amount: 100, method: 'cheque', reference: 'CHQ 1' }, money)
    const { invoices } = await (await get(server.baseUrl, '/api/admin/invoices', { token: money })).json()
    expect(invoices).toContainEqual(expect.objectContaining({ id: member.invoice.id, total: 1100, paid: 100, balance: 1000, status: 'unpaid' }))
  })

  test('the DuitNow QR is not found until an officer uploads one (issue 34), then an SVG anyone may load', async () => {
    await setDuitNowQr(null)
    const none = await get(server.baseUrl, '/duitnow-qr.svg')
    expect(none.status).toBe(404)
    await none.body?.cancel()
    await setDuitNowQr({ payload: STATIC_DUITNOW_PAYLOAD, ...STATIC_DUITNOW_MERCHANT, version: '0123456789abcdef', png: await qrPng(STATIC_DUITNOW_PAYLOAD), setAt: new Date(), setBy: 'treasurer@example.com' })
    const response = await get(server.baseUrl, '/duitnow-qr.svg')
    expect(response.status).toBe(200)
    expect(response.headers.get('content-type')).toContain('image/svg+xml')
    expect(await response.text()).toMatch(/^<svg[\s\S]*<\/svg>\s*$/)
    await setDuitNowQr(null)
  })
})

describe('roles', () => {
  test('a secretary reviews but does not take money; a treasurer takes money but does not review; members neither', async () => {
    const [{ token: sec }, { token: tre }, { token: member }] = await Promise.all([secretary(), treasurer(), memberSession()])
    const applicant = await apply()
    const refused = { message: 'Administrator access required' }
    for (const token of [tre, member]) {
      const response = await api('POST', `/api/admin/applications/${applicant.user.id}/approve`, {}, token)
      expect(response.status).toBe(403)
      expect(await response.json()).toEqual(refused)
      expect((await get(server.baseUrl, '/api/admin/applications', { token })).status).toBe(403)
    }
    const { invoice } = await (await api('POST', `/api/admin/applications/${applicant.user.id}/approve`, {}, sec)).json()
    for (const token of [sec, member]) {
      expect((await api('POST', `/api/admin/invoices/${invoice.id}/payments`, { amount: 1, method: 'cash' }, token)).status).toBe(403)
      expect((await get(server.baseUrl, '/api/admin/invoices', { token })).status).toBe(403)
    }
    expect(await Receipt.countDocuments({ invoiceId: invoice.id })).toBe(0)
    // isAdmin stays true for every role: the spec's clients read it.
    for (const token of [sec, tre]) expect((await (await get(server.baseUrl, '/api/auth/me', { token })).json()).isAdmin).toBe(true)
    expect((await get(server.baseUrl, '/api/auth/me', { token: (await signIn((await createUser()).id)).token })).status).toBe(200)
  })
})
