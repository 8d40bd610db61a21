import path from 'node:path'
import { afterAll, describe, expect, test } from 'vitest'
import { AuditLog } from '#app/models/audit-log.server.ts'
import { Invoice } from '#app/models/invoice.server.ts'
import { MoneyOperation } from '#app/models/money-operation.server.ts'
import { PaymentBill } from '#app/models/payment-bill.server.ts'
import { Receipt } from '#app/models/receipt.server.ts'
import { User } from '#app/models/user.server.ts'
import { sweepExpiredDocuments } from '#app/jobs/expiry-sweep.server.ts'
import { approveApplication } from '#app/services/applications.server.ts'
import { accountActorOf } from '#app/services/audit.server.ts'
import { REQUERY_AFTER_MS } from '#app/services/online-payments.server.ts'
import { billplzProvider } from '#app/services/payments/billplz-provider.server.ts'
import { resetEnvCache } from '#app/utils/env.server.ts'
import { expectPage } from '#tests/admin-helpers.ts'
import { startBillplzStub } from '#tests/billplz-stub.ts'
import { createApplicantUser, createUser, signIn } from '#tests/factories.ts'
import { get, postForm, sendJson, withoutScripts } from '#tests/http.ts'
import { readOutbox } from '#tests/mail.ts'
import { allowConsoleError } from '#tests/setup/fail-on-console-error.ts'
import { useTestServer } from '#tests/setup/test-server.ts'

/**
 * Issue 34, item 2: the Billplz adapter against a stub of Billplz's API v3 on this machine
 * (tests/billplz-stub.ts; nothing leaves it): the bill it makes (Basic auth, the collection, the amount
 * in sen, the callback and redirect addresses, the invoice's number), a good payment by callback and
 * return, a forged signature (400, nothing recorded), a callback that comes twice (one receipt), a payment
 * only the sweep's requery learns of, and Billplz down or refusing (503, logged, nothing recorded).
 */

const SETTINGS = { apiKey: '73eb57f0-7d4e-42b9-a544-aeac6e4b0f81', collectionId: 'inbmmepb', signatureKey: 'S-s7ppoHQ3F2QrS4kvJ_KvRQ' }
const stub = await startBillplzStub(SETTINGS)
// Before the server reads its settings (at its first request): the app and this file's modules alike.
Object.assign(process.env, {
  PAYMENT_PROVIDER: 'billplz',
  BILLPLZ_API_KEY: SETTINGS.apiKey,
  BILLPLZ_COLLECTION_ID: SETTINGS.collectionId,
  BILLPLZ_X_SIGNATURE_KEY: SETTINGS.signatureKey,
  BILLPLZ_SANDBOX: 'true',
  BILLPLZ_BASE_URL: stub.apiUrl,
})
resetEnvCache()

const server = useTestServer()
afterAll(() => stub.close())

const outbox = () => path.join(process.env.DATA_DIR!, 'outbox')

async function memberWithInvoice() {
  const applicant = await createApplicantUser()
  const approved = await approveApplication(accountActorOf(await createUser({ isAdmin: true })), applicant.id, {})
  if (!approved.ok || !approved.invoice) throw new Error('the applicant was not approved with an invoice')
  const invoice = (await Invoice.findById(approved.invoice.id).lean())!
  const { cookie, token } = await signIn(applicant.id)
  return { member: applicant, cookie, token, invoice: { id: String(invoice._id), number: invoice.number, totalSen: invoice.totalSen, email: invoice.billedTo.email, name: invoice.billedTo.name } }
}

async function checkout(invoiceId: string, token: string) {
  const response = await sendJson(server.baseUrl, 'POST', `/api/membership/invoices/${invoiceId}/checkout`, {}, { token })
  expect(response.status, await response.clone().text()).toBe(201)
  const { url } = (await response.json()) as { url: string }
  const billId = url.split('/').pop()!
  expect(url).toBe(`${stub.origin}/bills/${billId}`)
  return billId
}

const postCallback = (body: URLSearchParams) =>
  fetch(`${server.baseUrl}/api/payments/callback/billplz`, { method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded' }, body, redirect: 'manual' })

async function expectPaidOnce(invoiceId: string, memberId: string, email: string) {
  const receipts = await Receipt.find({ invoiceId }).lean()
  expect(receipts, 'one receipt').toHaveLength(1)
  expect(receipts[0]).toMatchObject({ method: 'fpx' })
  expect((await Invoice.findById(invoiceId).lean())?.status).toBe('paid')
  expect((await User.findById(memberId).lean())?.membershipStatus).toBe('active')
  expect(await MoneyOperation.countDocuments({ subjectId: invoiceId })).toBe(1)
  expect(await AuditLog.countDocuments({ action: 'recorded-payment', entityId: invoiceId, actorEmail: 'payment provider (billplz)' })).toBe(1)
  await expect
    .poll(async () => (await readOutbox(outbox())).filter((mail) => mail.to.includes(email) && mail.subject.startsWith('Receipt')).length, { timeout: 10_000 })
    .toBe(1)
  return receipts[0]!
}

describe('Billplz, through its API as documented', () => {
  test('a good bill: made in the collection for the sen due, paid, called back and returned to: one receipt, the membership active', async () => {
    const { member, token, invoice } = await memberWithInvoice()
    const billId = await checkout(invoice.id, token)
    const made = stub.requests.find((r) => r.method === 'POST' && r.path === '/api/v3/bills' && r.body.reference_1 === invoice.number)!
    expect(made.authorization).toBe(`Basic ${Buffer.from(`${SETTINGS.apiKey}:`).toString('base64')}`)
    expect(made.contentType).toContain('application/x-www-form-urlencoded')
    expect(made.body).toMatchObject({
      collection_id: SETTINGS.collectionId,
      email: invoice.email,
      name: invoice.name,
      amount: String(invoice.totalSen),
      callback_url: 'http://localhost:3999/api/payments/callback/billplz',
      redirect_url: 'http://localhost:3999/payments/return/billplz',
      reference_1: invoice.number,
    })
    expect(made.body.description).toContain(invoice.number)

    stub.pay(billId)
    const callback = await postCallback(stub.callbackBody(billId))
    expect(callback.status).toBe(200)
    expect(await callback.json()).toEqual({ message: 'Callback received', status: 'paid' })
    const back = await get(server.baseUrl, `/payments/return/billplz?${stub.redirectQuery(billId)}`)
    expect(back.status).toBe(200)
    const receipt = await expectPaidOnce(invoice.id, member.id, invoice.email)
    expect(receipt.reference).toBe(billId)
    expectPage(withoutScripts(await back.text())).toContain(`Receipt ${receipt.number}`)
  })

  test("the dashboard's form sends the member to Billplz's page for the bill, which the pages' CSP lets a form lead to", async () => {
    const { cookie, invoice } = await memberWithInvoice()
    const response = await postForm(server.baseUrl, `/member-dashboard/invoices/${invoice.id}/pay`, {}, { cookie })
    expect(response.status).toBe(302)
    expect(response.headers.get('location')).toMatch(new RegExp(`^${stub.origin}/bills/[\\w-]+$`))
    // Browsers hold a form's redirects to form-action too: Billplz's pages are allowed, nothing else.
    const tab = await get(server.baseUrl, '/member-dashboard/membership', { cookie })
    expect(tab.headers.get('content-security-policy')).toContain(`form-action 'self' ${stub.origin};`)
  })

  test('a forged signature: 400, and nothing is recorded; the fake provider is not there', async () => {
    const { token, invoice } = await memberWithInvoice()
    const billId = await checkout(invoice.id, token)
    stub.pay(billId)
    for (const body of [stub.callbackBody(billId, 'fake-signature-key'), stub.callbackBody(billId, 'a-forger-s-key')]) {
      const response = await postCallback(body)
      expect(response.status).toBe(400)
      expect(await response.json()).toEqual({ message: "The payment report's signature is not valid" })
    }
    expect((await get(server.baseUrl, `/payments/return/billplz?${stub.redirectQuery(billId, 'a-forger-s-key')}`)).status).toBe(400)
    expect(await Receipt.countDocuments({ invoiceId: invoice.id })).toBe(0)
    expect(await MoneyOperation.countDocuments({ subjectId: invoice.id })).toBe(0)
    // Where Billplz is in use, the fake provider's bank and callback answer nothing.
    expect((await get(server.baseUrl, `/payments/fake/${billId}`)).status).toBe(404)
    const fake = await fetch(`${server.baseUrl}/api/payments/callback/fake`, { method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded' }, body: stub.callbackBody(billId) })
    expect(fake.status).toBe(404)
  })

  test('a callback that comes twice records one payment', async () => {
    const { member, token, invoice } = await memberWithInvoice()
    const billId = await checkout(invoice.id, token)
    stub.pay(billId)
    const body = stub.callbackBody(billId)
    expect((await postCallback(body)).status).toBe(200)
    expect((await postCallback(body)).status).toBe(200)
    await expectPaidOnce(invoice.id, member.id, invoice.email)
  })

  test('a payment no callback reports is found by the sweep asking Billplz, and recorded once', async () => {
    const { member, token, invoice } = await memberWithInvoice()
    const billId = await checkout(invoice.id, token)
    stub.pay(billId)
    const later = new Date(Date.now() + REQUERY_AFTER_MS + 1000)
    expect((await sweepExpiredDocuments(later)).onlinePaymentsRecorded).toBeGreaterThanOrEqual(1)
    expect(stub.requests.some((r) => r.method === 'GET' && r.path === `/api/v3/bills/${billId}`)).toBe(true)
    await expectPaidOnce(invoice.id, member.id, invoice.email)
    expect(await PaymentBill.findById(`billplz:${billId}`).lean()).toMatchObject({ state: 'paid', confirmedBy: 'requery' })
    // The callback, late, and the return change nothing.
    expect((await postCallback(stub.callbackBody(billId))).status).toBe(200)
    expect((await get(server.baseUrl, `/payments/return/billplz?${stub.redirectQuery(billId)}`)).status).toBe(200)
    await expectPaidOnce(invoice.id, member.id, invoice.email)
  })

  test('Billplz down or refusing: the member is told to try later (503), nothing is recorded, the sweep asks again next time', async () => {
    allowConsoleError()
    const { token, invoice } = await memberWithInvoice()
    stub.failNext(503)
    const refused = await sendJson(server.baseUrl, 'POST', `/api/membership/invoices/${invoice.id}/checkout`, {}, { token })
    expect(refused.status).toBe(503)
    expect(refused.headers.get('retry-after')).toBe('60')
    expect(await refused.json()).toEqual({ message: 'The online payment service cannot be reached just now. Please try again in a few minutes, or pay by bank transfer.' })
    expect(await PaymentBill.countDocuments({ subjectId: invoice.id })).toBe(0)

    const billId = await checkout(invoice.id, token)
    stub.pay(billId)
    const later = new Date(Date.now() + REQUERY_AFTER_MS + 1000)
    stub.failNext(500, 50)
    const logged: string[] = []
    try {
      await sweepExpiredDocuments(later, (message) => logged.push(message))
    } finally {
      stub.recover()
    }
    expect(logged.some((line) => line.includes(billId) && line.includes('Billplz answered 500'))).toBe(true)
    expect(await Receipt.countDocuments({ invoiceId: invoice.id })).toBe(0)
    // Back up: the next sweep asks again and records it.
    await sweepExpiredDocuments(later)
    expect(await Receipt.countDocuments({ invoiceId: invoice.id })).toBe(1)
  })
})

describe('the adapter', () => {
  test('asks for a bill Billplz does not know: none', async () => {
    expect(await billplzProvider.getBill('NoSuchBill')).toBeNull()
    expect(await billplzProvider.getBill('../../v3/collections')).toBeNull()
  })

  test('reads a return and a callback only under the X Signature key', async () => {
    const bill = await billplzProvider.createBill({
      amountSen: 12_345,
      reference: 'INV-2026-0001',
      description: 'Entry fee',
      name: 'Aminah',
      email: 'aminah@example.com',
      callbackUrl: 'http://localhost:3999/api/payments/callback/billplz',
      redirectUrl: 'http://localhost:3999/payments/return/billplz',
    })
    expect(bill).toMatchObject({ paid: false, amountSen: 12_345, paidAt: null })
    stub.pay(bill.id, new Date('2026-05-01T06:03:09Z'))
    expect(billplzProvider.verifyCallback(Object.fromEntries(stub.callbackBody(bill.id)))).toEqual({
      billId: bill.id,
      paid: true,
      failed: false,
      paidAt: '2026-05-01 14:03:09 +0800',
      amountSen: 12_345,
    })
    expect(billplzProvider.verifyReturn(stub.redirectQuery(bill.id))).toMatchObject({ billId: bill.id, paid: true, amountSen: null })
    expect(billplzProvider.verifyReturn(stub.redirectQuery(bill.id, 'another-key'))).toBeNull()
    expect(await billplzProvider.getBill(bill.id)).toMatchObject({ id: bill.id, paid: true, paidAt: '2026-05-01 14:03:09 +0800' })
  })
})
