import path from 'node:path'
import { describe, expect, test } from 'vitest'
import { AuditLog } from '#app/models/audit-log.server.ts'
import { Donation } from '#app/models/donation.server.ts'
import { EventRegistration, insertRegistration, newRegistrationId } from '#app/models/event-registration.server.ts'
import { takeSeat } from '#app/models/event-seat.server.ts'
import { FakePaymentBill } from '#app/models/fake-payment-bill.server.ts'
import { Invoice } from '#app/models/invoice.server.ts'
import { MoneyOperation } from '#app/models/money-operation.server.ts'
import { PaymentBill } from '#app/models/payment-bill.server.ts'
import { Receipt } from '#app/models/receipt.server.ts'
import { User } from '#app/models/user.server.ts'
import { now } from '#app/domain/clock.ts'
import { sweepExpiredDocuments } from '#app/jobs/expiry-sweep.server.ts'
import { approveApplication } from '#app/services/applications.server.ts'
import { accountActorOf } from '#app/services/audit.server.ts'
import { donationSlipPath } from '#app/services/donation-slips.server.ts'
import { registrationPageLink } from '#app/services/events.server.ts'
import { REQUERY_AFTER_MS } from '#app/services/online-payments.server.ts'
import { providerTime } from '#app/services/payments/provider.server.ts'
import { signedCallbackBody, signedRedirectQuery } from '#app/services/payments/x-signature.server.ts'
import { adminSession, expectPage } from '#tests/admin-helpers.ts'
import { createEvent } from '#tests/content-factories.ts'
import { createApplicantUser, createUser, signIn } from '#tests/factories.ts'
import { cookiesFrom, get, postForm, sendJson, withoutScripts } from '#tests/http.ts'
import { readOutbox } from '#tests/mail.ts'
import { useTestServer } from '#tests/setup/test-server.ts'

/**
 * Issue 34, item 2, over HTTP against the fake payment provider (the default outside production): a
 * member pays an invoice online and gets one receipt and an active membership, however the word of it
 * comes (the callback, the return, both at once, twice, or only when the sweep asks); a payment that
 * fails or is left pending records nothing; a callback whose signature does not verify is 400 and
 * records nothing. A visitor's event fee and a donor's pledge are paid the same way from their pages.
 */

const server = useTestServer()
const KEY = 'fake-signature-key'
const outbox = () => path.join(process.env.DATA_DIR!, 'outbox')
const pathOf = (url: string) => {
  const parsed = new URL(url, 'http://localhost:3999')
  return `${parsed.pathname}${parsed.search}`
}

/** An approved applicant with their joining invoice, signed in. */
async function memberWithInvoice() {
  const applicant = await createApplicantUser()
  const approved = await approveApplication(accountActorOf(await createUser({ isAdmin: true })), applicant.id, {})
  if (!approved.ok || !approved.invoice) throw new Error('the applicant was not approved with an invoice')
  const invoice = (await Invoice.findById(approved.invoice.id).lean())!
  const { cookie, token } = await signIn(applicant.id)
  return { member: applicant, cookie, token, invoice: { id: String(invoice._id), number: invoice.number, totalSen: invoice.totalSen, email: invoice.billedTo.email } }
}

/** The member's "Pay online": the bill's address at the provider (the API twin of the dashboard's form). */
async function checkout(invoiceId: string, token: string) {
  const response = await sendJson(server.baseUrl, 'POST', `/api/membership/invoices/${invoiceId}/checkout`, {}, { token })
  expect(response.status, await response.clone().text()).toBe(201)
  const { url } = (await response.json()) as { url: string }
  const billId = /\/payments\/fake\/([\w-]+)$/.exec(url)?.[1]
  expect(billId, url).toBeTruthy()
  return { url, billId: billId! }
}

/** The payer's choice at the fake bank: where it sends them back (the return address with the signed outcome). */
async function answerAtBank(billId: string, intent: 'pay' | 'fail' | 'pending') {
  const response = await postForm(server.baseUrl, `/payments/fake/${billId}`, { intent })
  expect(response.status, await response.clone().text()).toBe(302)
  const back = response.headers.get('location')!
  expect(back).toContain('/payments/return/fake?')
  return pathOf(back)
}

/** A callback as the provider would post it for the bill as its bank now has it (paid, unless told otherwise). */
async function callbackFields(billId: string, overrides: Record<string, string> = {}) {
  const bill = (await FakePaymentBill.findById(billId).lean())!
  return {
    id: billId,
    collection_id: 'fake-collection',
    paid: 'true',
    state: 'paid',
    amount: String(bill.amountSen),
    paid_amount: String(bill.amountSen),
    due_at: '2020-03-12',
    email: bill.email,
    mobile: '',
    name: bill.name,
    url: `http://localhost:3999/payments/fake/${billId}`,
    paid_at: providerTime(bill.paidAt ?? new Date()),
    transaction_id: 'FAKE0001',
    transaction_status: 'completed',
    ...overrides,
  }
}

const postCallback = (body: URLSearchParams | string, provider = 'fake') =>
  fetch(`${server.baseUrl}/api/payments/callback/${provider}`, { method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded' }, body, redirect: 'manual' })

/** The signed return of a paid bill, as the provider sends the payer back. */
const paidReturn = (billId: string, paidAt: Date) =>
  `/payments/return/fake?${signedRedirectQuery({ id: billId, paid: 'true', paid_at: providerTime(paidAt), transaction_id: 'FAKE0001', transaction_status: 'completed' }, KEY)}`

async function markPaidAtBank(billId: string) {
  await FakePaymentBill.updateOne({ _id: billId }, { $set: { state: 'paid', paidAt: new Date() } })
}

async function receiptMailsTo(email: string) {
  return (await readOutbox(outbox())).filter((mail) => mail.to.includes(email) && mail.subject.startsWith('Receipt'))
}

async function expectPaidOnce(invoiceId: string, memberId: string, email: string) {
  const receipts = await Receipt.find({ invoiceId }).lean()
  expect(receipts, 'one receipt').toHaveLength(1)
  expect(receipts[0]!.method).toBe('fpx')
  expect((await Invoice.findById(invoiceId).lean())?.status).toBe('paid')
  expect((await User.findById(memberId).lean())?.membershipStatus).toBe('active')
  expect(await MoneyOperation.countDocuments({ subjectId: invoiceId })).toBe(1)
  expect(await MoneyOperation.countDocuments({ subjectId: invoiceId, completedAt: null })).toBe(0)
  const audit = await AuditLog.find({ action: 'recorded-payment', entityId: invoiceId }).lean()
  expect(audit).toHaveLength(1)
  expect(audit[0]!.actorEmail).toBe('payment provider (fake)')
  // The receipt's mail, once (sent in the background: given a moment to land, and no second one).
  await expect.poll(() => receiptMailsTo(email).then((mails) => mails.length), { timeout: 10_000 }).toBe(1)
  return receipts[0]!
}

describe('a member pays an invoice online through the fake provider', () => {
  test('pay: the callback records it, the return shows the receipt, the membership is active; once, however often the return is opened', async () => {
    const { member, cookie, token, invoice } = await memberWithInvoice()
    // The dashboard offers it, as a plain form.
    const tab = await get(server.baseUrl, '/member-dashboard/membership', { cookie })
    expectPage(withoutScripts(await tab.text())).toContain(`action="/member-dashboard/invoices/${invoice.id}/pay"`)

    const { billId } = await checkout(invoice.id, token)
    const bank = await get(server.baseUrl, `/payments/fake/${billId}`)
    expect(bank.status).toBe(200)
    const bankPage = withoutScripts(await bank.text())
    expectPage(bankPage).toContain(invoice.number)
    expectPage(bankPage).toContain('Leave pending')

    const back = await answerAtBank(billId, 'pay')
    // The fake bank called back before sending the payer back: already recorded.
    expect(await Receipt.countDocuments({ invoiceId: invoice.id })).toBe(1)
    const outcome = await get(server.baseUrl, back)
    expect(outcome.status).toBe(200)
    expect(outcome.headers.get('cache-control')).toContain('no-store')
    const page = withoutScripts(await outcome.text())
    const receipt = await expectPaidOnce(invoice.id, member.id, invoice.email)
    expectPage(page).toContain('Payment received')
    expectPage(page).toContain(`Receipt ${receipt.number}`)
    expectPage(page).toContain('href="/member-dashboard/membership"')

    // The payer reloads the page, and the fake bank is asked to pay again (a second callback): nothing more.
    expect((await get(server.baseUrl, back)).status).toBe(200)
    await answerAtBank(billId, 'pay')
    await expectPaidOnce(invoice.id, member.id, invoice.email)
    const bill = await PaymentBill.findById(`fake:${billId}`).lean()
    expect(bill).toMatchObject({ state: 'paid', confirmedBy: 'callback', amountSen: invoice.totalSen })
    expect(String(bill!.receiptId)).toBe(String(receipt._id))

    // Paid: no more "Pay online", and a checkout of it is 409.
    expectPage(withoutScripts(await (await get(server.baseUrl, '/member-dashboard/membership', { cookie })).text())).not.toContain(`/invoices/${invoice.id}/pay`)
    const again = await sendJson(server.baseUrl, 'POST', `/api/membership/invoices/${invoice.id}/checkout`, {}, { token })
    expect(again.status).toBe(409)
    expect(await again.json()).toEqual({ message: 'This invoice is not open for payment' })
  })

  test('the dashboard form leads to the bank; a second press leads to the same bill', async () => {
    const { cookie, invoice } = await memberWithInvoice()
    const first = await postForm(server.baseUrl, `/member-dashboard/invoices/${invoice.id}/pay`, {}, { cookie })
    expect(first.status).toBe(302)
    // The fake bank is this site: the redirect names it by its path.
    expect(first.headers.get('location')).toMatch(/^\/payments\/fake\/[\w-]+$/)
    const second = await postForm(server.baseUrl, `/member-dashboard/invoices/${invoice.id}/pay`, {}, { cookie })
    expect(second.headers.get('location')).toBe(first.headers.get('location'))
    expect(await PaymentBill.countDocuments({ subjectId: invoice.id })).toBe(1)
    // Someone else's invoice: back to their own tab, saying it is not found; no bill.
    const other = await signIn((await createUser()).id)
    const refused = await postForm(server.baseUrl, `/member-dashboard/invoices/${invoice.id}/pay`, {}, { cookie: other.cookie })
    expect(refused.headers.get('location')).toBe('/member-dashboard/membership')
    const shown = await get(server.baseUrl, '/member-dashboard/membership', { cookie: cookiesFrom(refused, other.cookie) })
    expectPage(await shown.text()).toContain('Invoice not found')
    expect(await PaymentBill.countDocuments({ subjectId: invoice.id })).toBe(1)
  })

  test('fail: the payer is told, nothing is recorded, and the invoice can still be paid', async () => {
    const { member, token, invoice } = await memberWithInvoice()
    const { billId } = await checkout(invoice.id, token)
    const outcome = await get(server.baseUrl, await answerAtBank(billId, 'fail'))
    expect(outcome.status).toBe(200)
    expectPage(withoutScripts(await outcome.text())).toContain('The payment did not go through')
    expect(await Receipt.countDocuments({ invoiceId: invoice.id })).toBe(0)
    expect(await PaymentBill.findById(`fake:${billId}`).lean()).toMatchObject({ state: 'open', lastReport: 'failed' })
    expect((await User.findById(member.id).lean())?.membershipStatus).not.toBe('active')
    // Trying again on the same bill (as Billplz lets a payer) pays it.
    await get(server.baseUrl, await answerAtBank(billId, 'pay'))
    await expectPaidOnce(invoice.id, member.id, invoice.email)
  })

  test('pending: nothing is recorded, the treasurer sees it waiting, and the sweep records it once the bank has it paid', async () => {
    const { member, token, invoice } = await memberWithInvoice()
    const { billId } = await checkout(invoice.id, token)
    const outcome = await get(server.baseUrl, await answerAtBank(billId, 'pending'))
    expectPage(withoutScripts(await outcome.text())).toContain('Waiting for your bank')
    expect(await Receipt.countDocuments({ invoiceId: invoice.id })).toBe(0)

    const treasurer = await adminSession({ roles: ['treasurer'], isAdmin: false })
    const payments = withoutScripts(await (await get(server.baseUrl, '/admin/payments', { cookie: treasurer.cookie })).text())
    expectPage(payments).toContain('Online payments not yet confirmed')
    expectPage(payments).toContain(billId)
    expectPage(payments).toContain("Bank's answer awaited")

    // The bank confirms later, and no callback comes: only a requery learns of it.
    await markPaidAtBank(billId)
    expect((await sweepExpiredDocuments(new Date())).onlinePaymentsRecorded, 'a bill a moment old is left to its callback').toBe(0)
    const later = new Date(Date.now() + REQUERY_AFTER_MS + 1000)
    // At least this one (a bill another test left paid at the bank is found too: the tests run in any order).
    expect((await sweepExpiredDocuments(later)).onlinePaymentsRecorded).toBeGreaterThanOrEqual(1)
    await expectPaidOnce(invoice.id, member.id, invoice.email)
    expect(await PaymentBill.findById(`fake:${billId}`).lean()).toMatchObject({ state: 'paid', confirmedBy: 'requery' })
    expect((await sweepExpiredDocuments(later)).onlinePaymentsRecorded).toBe(0)
    expectPage(withoutScripts(await (await get(server.baseUrl, '/admin/payments', { cookie: treasurer.cookie })).text())).not.toContain(billId)
  })
})

describe('the callback', () => {
  test('a forged or altered callback is 400 and records nothing', async () => {
    const { token, invoice } = await memberWithInvoice()
    const { billId } = await checkout(invoice.id, token)
    await markPaidAtBank(billId)
    const fields = await callbackFields(billId)
    const forged = [
      signedCallbackBody(fields, 'not-the-key'),
      // Signed, then the amount raised.
      (() => {
        const body = signedCallbackBody(fields, KEY)
        body.set('amount', '1')
        return body
      })(),
      new URLSearchParams({ ...fields, x_signature: '0'.repeat(64) }),
      new URLSearchParams(fields),
    ]
    for (const body of forged) {
      const response = await postCallback(body)
      expect(response.status).toBe(400)
      expect(await response.json()).toEqual({ message: "The payment report's signature is not valid" })
    }
    // Not a form at all: 415; a bill the provider never made for us: 404; a provider not in use: 404.
    const json = await fetch(`${server.baseUrl}/api/payments/callback/fake`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(fields) })
    expect(json.status).toBe(415)
    expect((await postCallback(signedCallbackBody({ ...fields, id: 'NOT-OURS' }, KEY))).status).toBe(404)
    expect((await postCallback(signedCallbackBody(fields, KEY), 'billplz')).status).toBe(404)
    expect(await Receipt.countDocuments({ invoiceId: invoice.id })).toBe(0)
    expect(await MoneyOperation.countDocuments({ subjectId: invoice.id })).toBe(0)
    expect(await PaymentBill.findById(`fake:${billId}`).lean()).toMatchObject({ state: 'open', receiptId: null })
  })

  test('a callback that comes twice, then ten at once, records one payment and one receipt', async () => {
    const { member, token, invoice } = await memberWithInvoice()
    const { billId } = await checkout(invoice.id, token)
    await markPaidAtBank(billId)
    const body = signedCallbackBody(await callbackFields(billId), KEY)
    for (let i = 0; i < 2; i++) {
      const response = await postCallback(body.toString())
      expect(response.status).toBe(200)
      expect(await response.json()).toEqual({ message: 'Callback received', status: 'paid' })
    }
    const burst = await Promise.all(Array.from({ length: 10 }, () => postCallback(body.toString())))
    expect(burst.map((r) => r.status)).toEqual(Array(10).fill(200))
    await expectPaidOnce(invoice.id, member.id, invoice.email)
  })

  test('a failed attempt reported after the payment changes nothing', async () => {
    const { member, token, invoice } = await memberWithInvoice()
    const { billId } = await checkout(invoice.id, token)
    await markPaidAtBank(billId)
    expect((await postCallback(signedCallbackBody(await callbackFields(billId), KEY))).status).toBe(200)
    const late = await postCallback(signedCallbackBody(await callbackFields(billId, { paid: 'false', state: 'due', paid_at: '', transaction_status: 'failed' }), KEY))
    expect(await late.json()).toEqual({ message: 'Callback received', status: 'paid' })
    await expectPaidOnce(invoice.id, member.id, invoice.email)
  })
})

describe('one bill, every word of it at the same moment', () => {
  test('the return and the callback together: one receipt, and the payer is shown it', async () => {
    const { member, token, invoice } = await memberWithInvoice()
    const { billId } = await checkout(invoice.id, token)
    await markPaidAtBank(billId)
    const [callback, back] = await Promise.all([postCallback(signedCallbackBody(await callbackFields(billId), KEY)), get(server.baseUrl, paidReturn(billId, new Date()))])
    expect(callback.status).toBe(200)
    expect(back.status).toBe(200)
    const receipt = await expectPaidOnce(invoice.id, member.id, invoice.email)
    expectPage(withoutScripts(await back.text())).toContain(`Receipt ${receipt.number}`)
  })

  test('twenty confirmations at once (callbacks, returns and sweeps): one payment, one receipt, one mail', async () => {
    const { member, token, invoice } = await memberWithInvoice()
    const { billId } = await checkout(invoice.id, token)
    await markPaidAtBank(billId)
    const body = signedCallbackBody(await callbackFields(billId), KEY).toString()
    const back = paidReturn(billId, new Date())
    const later = new Date(Date.now() + REQUERY_AFTER_MS + 1000)
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        i % 3 === 0 ? postCallback(body).then((r) => r.status) : i % 3 === 1 ? get(server.baseUrl, back).then((r) => r.status) : sweepExpiredDocuments(later).then(() => 200),
      ),
    )
    expect(answers).toEqual(Array(20).fill(200))
    await expectPaidOnce(invoice.id, member.id, invoice.email)
  })
})

describe('the return', () => {
  test('an unsigned or altered return is 400 and records nothing', async () => {
    const { token, invoice } = await memberWithInvoice()
    const { billId } = await checkout(invoice.id, token)
    await markPaidAtBank(billId)
    const signed = new URL(paidReturn(billId, new Date()), 'http://x')
    const altered = new URLSearchParams(signed.search)
    altered.set('billplz[id]', 'SOMEONE-ELSE')
    for (const query of [`billplz[id]=${billId}&billplz[paid]=true`, altered.toString(), '']) {
      const response = await get(server.baseUrl, `/payments/return/fake?${query}`)
      expect(response.status).toBe(400)
    }
    expect(await Receipt.countDocuments({ invoiceId: invoice.id })).toBe(0)
  })
})

describe('a visitor and a donor pay from their own pages', () => {
  test("a visitor's event fee: the registration page's form, the bank, a receipt, and the way back to the page", async () => {
    const startsAt = new Date(now().getTime() + 30 * 24 * 60 * 60 * 1000)
    const event = await createEvent({ title: 'Paid workshop', startsAt, endsAt: new Date(startsAt.getTime() + 3 * 60 * 60 * 1000), capacity: 5, cpdHours: 2 })
    const id = newRegistrationId()
    const email = `visitor-${id}@example.com`
    await insertRegistration({ id, eventId: event.id, userId: null, name: 'Nurul Visitor', email, phone: '0123456789', locale: 'en', status: 'confirmed', seatNumber: await takeSeat(event.id, 5, id) })
    const invoice = await Invoice.create({
      number: `INV-TEST-${id}`,
      key: `event:${id}`,
      kind: 'event',
      userId: null,
      billedTo: { name: 'Nurul Visitor', email },
      items: [{ description: 'Paid workshop', amountSen: 15_000 }],
      totalSen: 15_000,
      issuedOn: '2020-03-12',
      dueOn: '2099-06-01',
    })
    await EventRegistration.updateOne({ _id: id }, { $set: { invoiceId: invoice._id } })
    const pageAddress = pathOf(registrationPageLink({ id, eventId: event.id }))
    const token = new URL(pageAddress, 'http://x').searchParams.get('token')!
    const page = withoutScripts(await (await get(server.baseUrl, pageAddress)).text())
    expectPage(page).toContain(`action="/events/${event.id}/registrations/${id}/pay"`)
    expectPage(page).toContain('Pay online (FPX)')

    // Without the mails' token: the page's own 404, and no bill.
    expect((await postForm(server.baseUrl, `/events/${event.id}/registrations/${id}/pay`, { token: 'wrong' })).status).toBe(404)
    const started = await postForm(server.baseUrl, `/events/${event.id}/registrations/${id}/pay`, { token })
    expect(started.status).toBe(302)
    const billId = /\/payments\/fake\/([\w-]+)$/.exec(started.headers.get('location')!)![1]!
    const outcome = withoutScripts(await (await get(server.baseUrl, await answerAtBank(billId, 'pay'))).text())
    expectPage(outcome).toContain('Payment received')
    expectPage(outcome).toContain(`href="${pageAddress.replace(/&/g, '&amp;')}"`)
    expect(await Receipt.countDocuments({ invoiceId: String(invoice._id) })).toBe(1)
    expect((await Invoice.findById(invoice._id).lean())?.status).toBe('paid')
    expectPage(withoutScripts(await (await get(server.baseUrl, pageAddress)).text())).not.toContain('Pay online (FPX)')
  })

  test("a donor's pledge: the pledge page's form, the bank, a receipt against the gift", async () => {
    const pledged = await postForm(server.baseUrl, '/donate', { name: 'Siti Penderma', email: 'siti.fpx@example.com', amount: '75', frequency: 'one-time' })
    expect(pledged.status).toBe(302)
    const donation = (await Donation.findOne({ email: 'siti.fpx@example.com' }).lean())!
    const pageAddress = donationSlipPath(String(donation._id))
    const token = new URL(pageAddress, 'http://x').searchParams.get('token')!
    expectPage(withoutScripts(await (await get(server.baseUrl, pageAddress)).text())).toContain(`action="/donate/${donation._id}/pay"`)
    const started = await postForm(server.baseUrl, `/donate/${donation._id}/pay`, { token })
    expect(started.status).toBe(302)
    const billId = /\/payments\/fake\/([\w-]+)$/.exec(started.headers.get('location')!)![1]!
    expect(await FakePaymentBill.findById(billId).lean()).toMatchObject({ amountSen: 7_500, description: 'Donation to Energy Medicine Practitioners Association of Malaysia' })
    const outcome = withoutScripts(await (await get(server.baseUrl, await answerAtBank(billId, 'pay'))).text())
    expectPage(outcome).toContain('Payment received')
    expectPage(outcome).toContain('Back to your gift')
    const receipts = await Receipt.find({ donationId: donation._id }).lean()
    expect(receipts).toHaveLength(1)
    expect(receipts[0]).toMatchObject({ amountSen: 7_500, method: 'fpx', reference: billId })
    expect((await Donation.findById(donation._id).lean())?.status).toBe('received')
    // Received: the page offers it no more, and a second checkout is refused.
    expectPage(withoutScripts(await (await get(server.baseUrl, pageAddress)).text())).not.toContain('Pay online (FPX)')
    const again = await postForm(server.baseUrl, `/donate/${donation._id}/pay`, { token })
    expect(again.status).toBe(302)
    expect(again.headers.get('location')).toContain(`/donate/${donation._id}/slip`)
  })
})

describe('in Malay', () => {
  test('the bank and the outcome speak Malay', async () => {
    const { token, invoice } = await memberWithInvoice()
    const { billId } = await checkout(invoice.id, token)
    const bank = withoutScripts(await (await get(server.baseUrl, `/payments/fake/${billId}?lng=ms`)).text())
    expectPage(bank).toContain('Biarkan belum selesai')
    const back = await answerAtBank(billId, 'fail')
    const outcome = withoutScripts(await (await get(server.baseUrl, `${back}&lng=ms`)).text())
    expectPage(outcome).toContain('Pembayaran tidak berjaya')
  })
})
