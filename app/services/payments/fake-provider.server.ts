import { randomBytes } from 'node:crypto'
import { paymentPaths } from '#app/config/payment-paths.ts'
import { toMalaysiaDay } from '#app/domain/dates.ts'
import { createFakeBill, getFakeBill, markFakeBillPaid, type FakeBill } from '#app/models/fake-payment-bill.server.ts'
import { getEnv } from '#app/utils/env.server.ts'
import { providerTime, reportOf, type NewProviderBill, type PaymentProvider, type ProviderBill } from './provider.server.ts'
import { hasValidXSignature, REDIRECT_PREFIX, redirectFields, signedCallbackBody, signedRedirectQuery } from './x-signature.server.ts'

/**
 * The fake payment provider (issue 34): the default outside production and in the tests, refused in
 * production (utils/env.server.ts). It keeps its bills as a bank would (models/fake-payment-bill.server.ts)
 * and its bank is a page of the app, /payments/fake/{bill} (Pay, Fail, Leave pending), after which it
 * does what Billplz does: it posts a signed callback, then sends the payer to the return address with the
 * signed `billplz[…]` query. It signs with FAKE_PAYMENT_SIGNATURE_KEY by Billplz's X-Signature scheme, so
 * that the app checks a fake payment exactly as it checks a real one.
 */

const key = () => getEnv().FAKE_PAYMENT_SIGNATURE_KEY

const providerBillOf = (bill: FakeBill): ProviderBill => ({
  id: bill.id,
  url: `${getEnv().publicUrl}${paymentPaths.fakeBank(bill.id)}`,
  paid: bill.state === 'paid',
  amountSen: bill.amountSen,
  paidAt: bill.paidAt ? providerTime(bill.paidAt) : null,
})

export const fakeProvider: PaymentProvider = {
  name: 'fake',
  async createBill(bill: NewProviderBill) {
    // As Billplz's: a short id of letters, digits, '-' and '_'.
    const id = randomBytes(9).toString('base64url')
    return providerBillOf(await createFakeBill({ id, ...bill }))
  },
  verifyCallback(fields) {
    return hasValidXSignature(fields, fields.x_signature, key()) ? reportOf(fields) : null
  },
  verifyReturn(query) {
    const fields = redirectFields(query)
    if (!fields || !hasValidXSignature(fields, fields.x_signature, key(), REDIRECT_PREFIX)) return null
    return reportOf(fields, { amount: false })
  },
  async getBill(id) {
    const bill = await getFakeBill(id)
    return bill ? providerBillOf(bill) : null
  },
  payerOrigin: () => null,
}

/** What the fake bank's page shows of a bill; null for none. */
export async function fakeBankBill(id: string) {
  const bill = await getFakeBill(id)
  if (!bill) return null
  return { id: bill.id, amountSen: bill.amountSen, description: bill.description, name: bill.name, reference: bill.reference, paid: bill.state === 'paid' }
}

export type FakeBankChoice = 'pay' | 'fail' | 'pending'

/** The fields a callback and a redirect carry for the bill now (Billplz's, with its extra completion information). */
function reportFieldsOf(bill: FakeBill, choice: FakeBankChoice) {
  const paid = bill.state === 'paid'
  const status = paid ? 'completed' : choice === 'fail' ? 'failed' : 'pending'
  return { paid, paidAt: bill.paidAt ? providerTime(bill.paidAt) : '', status, transactionId: `FAKE${randomBytes(5).toString('hex').toUpperCase()}` }
}

/**
 * The payer's choice at the fake bank. Pay: the bill is paid (once). Then, unless the payer left it
 * pending (no answer from the bank yet), the callback is posted, signed, to the app that served the page,
 * at its callback address (the fake bank is that app: it calls it back where it was reached, whatever
 * PUBLIC_URL says, as the tests' servers listen where they can). Answers where to send the payer: the
 * return address with the signed outcome (a path, when it is this site's); null for no such bill.
 */
export async function answerAtFakeBank(id: string, choice: FakeBankChoice, { origin, logError = console.error }: { origin: string; logError?: (message: string) => void }) {
  let bill = await getFakeBill(id)
  if (!bill) return null
  if (choice === 'pay') bill = (await markFakeBillPaid(id, new Date())) ?? bill
  const report = reportFieldsOf(bill, choice)
  if (choice !== 'pending' || report.paid) {
    const fields = {
      id: bill.id,
      collection_id: 'fake-collection',
      paid: String(report.paid),
      state: bill.state,
      amount: String(bill.amountSen),
      paid_amount: String(report.paid ? bill.amountSen : 0),
      due_at: toMalaysiaDay(bill.createdAt),
      email: bill.email,
      mobile: '',
      name: bill.name,
      url: providerBillOf(bill).url,
      paid_at: report.paidAt,
      transaction_id: report.transactionId,
      transaction_status: report.status,
    }
    const callback = new URL(new URL(bill.callbackUrl).pathname, origin)
    try {
      const answer = await fetch(callback, { method: 'POST', body: signedCallbackBody(fields, key()), signal: AbortSignal.timeout(10_000) })
      if (!answer.ok) logError(`The fake bank's callback for ${bill.id} was answered ${answer.status}`)
    } catch (error) {
      // As with Billplz, the payer's return (or a requery) confirms the payment when the callback does not come.
      logError(`The fake bank's callback for ${bill.id} failed: ${error instanceof Error ? error.message : String(error)}`)
    }
  }
  const query = signedRedirectQuery(
    { id: bill.id, paid: String(report.paid), paid_at: report.paidAt, transaction_id: report.transactionId, transaction_status: report.status },
    key(),
  )
  const back = new URL(bill.redirectUrl)
  for (const [name, value] of query) back.searchParams.set(name, value)
  // The return address is this site's (PUBLIC_URL): written as a path, as every redirect to our own pages.
  return back.origin === new URL(getEnv().publicUrl).origin ? `${back.pathname}${back.search}` : back.toString()
}
