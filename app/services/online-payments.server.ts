import { membershipPaths } from '#app/config/member-paths.ts'
import { paths } from '#app/config/paths.ts'
import { paymentPaths } from '#app/config/payment-paths.ts'
import { site } from '#app/config/site.ts'
import { DEFAULT_LOCALE, type Locale } from '#app/domain/locale.ts'
import { now } from '#app/domain/clock.ts'
import { toMalaysiaDay } from '#app/domain/dates.ts'
import { formatRinggit, senToRinggit } from '#app/domain/money.ts'
import { getDonationById } from '#app/models/donation.server.ts'
import { getRegistration } from '#app/models/event-registration.server.ts'
import { getInvoiceById, type PublicInvoice } from '#app/models/invoice.server.ts'
import { getMoneyOperation, startMoneyOperation, type MoneyOperation } from '#app/models/money-operation.server.ts'
import {
  createPaymentBill,
  findOpenBillOf,
  getPaymentBill,
  listOpenBillsMadeBetween,
  listOpenBillsSince,
  markBillChecked,
  markBillPaid,
  noteBillReport,
  type BillSubjectKind,
  type PaymentBillRecord,
} from '#app/models/payment-bill.server.ts'
import { getReceiptById, listReceiptsOfInvoice } from '#app/models/receipt.server.ts'
import { dbRateLimiter } from '#app/utils/db-rate-limit.server.ts'
import { getEnv } from '#app/utils/env.server.ts'
import { fixedT } from '#app/utils/i18n.server.ts'
import { tooManyAttemptsMessage } from '#app/utils/rate-limit.server.ts'
import { DONATION_MESSAGES, MEMBERSHIP_MESSAGES } from '#app/validation/membership-messages.ts'
import { message } from '#app/validation/messages.ts'
import type { AuditActor } from './audit.server.ts'
import { finishInvoicePayment, receiptSeries } from './billing.server.ts'
import { donationSlipPath, getDonationForSlipLink } from './donation-slips.server.ts'
import { finishDonationPayment } from './donations.server.ts'
import { accessOfToken, visitorPageOfInvoice } from './events/links.server.ts'
import { EVENT_MESSAGES_OUT } from './events/shared.server.ts'
import { isStale, runOperation } from './money-operations.server.ts'
import { activeProvider } from './payments/active-provider.server.ts'
import { parseProviderTime, ProviderUnavailable, type PaymentReport } from './payments/provider.server.ts'
import { needsDeclaration } from '#app/domain/cpd-audit.ts'
import { CPD_AUDIT_MESSAGES } from '#app/validation/cpd-audit.ts'

/**
 * Paying online (issue 34, decision 032): a member's invoice, a visitor's event fee, a donor's pledge,
 * through the provider PAYMENT_PROVIDER names (payments/provider.server.ts: Billplz, or the fake one
 * outside production). "Pay online (FPX)" makes a bill at the provider for what is owed and sends the
 * payer there; the provider's word that it is paid comes by its callback, by the payer's return, or by
 * the sweep asking it again, in any order, late, twice or not at all. Whichever comes first records the
 * payment, once, by the same path as a treasurer's: a money operation (services/money-operations.server.ts)
 * whose steps give the numbered receipt, the invoice settled, the membership active, the audit line and
 * the mail. Its place is the bill's own (`invoice-payment:<invoice>:online:<provider>:<bill>`): an insert
 * under that id has one winner however many words of the same payment arrive at once.
 *
 * Money the provider says it received is recorded even when the invoice was settled meanwhile (paid
 * by transfer as well): it was received, and the treasurer refunds what was paid twice.
 */

export const ONLINE_PAYMENT_MESSAGES = {
  unavailable: message('messages:payments.unavailable'),
  providerDown: message('messages:payments.providerDown'),
  badSignature: message('messages:payments.badSignature'),
  billNotFound: message('messages:payments.billNotFound'),
  amountMismatch: message('messages:payments.amountMismatch'),
  nothingOwed: message('messages:payments.nothingOwed'),
  memberPaysOnDashboard: message('messages:payments.memberPaysOnDashboard'),
  giftReceived: message('messages:payments.giftReceived'),
  received: message('messages:payments.received'),
  choiceRequired: message('messages:payments.choiceRequired'),
}

/** A bill not paid within this long is asked about by the sweep (the callback may never come). */
export const REQUERY_AFTER_MS = 5 * 60 * 1000
/** … and for this long: a payer who has not paid in a week has gone elsewhere. */
export const REQUERY_FOR_MS = 7 * 24 * 60 * 60 * 1000
/** A bill made within this long for the same amount is where a second "Pay online" sends the payer again. */
const REUSE_BILL_MS = 60 * 60 * 1000
/** New bills for one invoice or pledge in an hour: a provider's bills are not free to make by the thousand. */
export const BILLS_PER_SUBJECT = { max: 10, windowMs: 60 * 60 * 1000 }
const newBills = () => dbRateLimiter('payment-bills', BILLS_PER_SUBJECT)

/** The provider a callback or return address names, when it is the one in use (a fake callback is no use where Billplz is). */
function providerNamed(name: string) {
  const provider = activeProvider()
  return provider && provider.name === name ? provider : null
}

/**
 * Who recorded an online payment, in the audit log and on the receipt: the provider, not a person. The
 * id is no account's (all zeros, as the scheduler's), so "no one records their own payment" cannot apply.
 */
export const providerActor = (provider: string): AuditActor => ({ id: '000000000000000000000000', email: `payment provider (${provider})` })

export { activeProvider, onlinePaymentsEnabled } from './payments/active-provider.server.ts'

/**
 * Where a page sends the payer, for an address the provider gave: the fake provider's bank is this site,
 * so its address is written as a path (a redirect never names another host for our own pages); Billplz's
 * is the provider's own.
 */
export function payerRedirect(url: string) {
  const { publicUrl } = getEnv()
  return url.startsWith(`${publicUrl}/`) ? url.slice(publicUrl.length) : url
}

// ---------------------------------------------------------------------------------------------------
// Checkout: a bill for what is owed, and the address to send the payer to

export type CheckoutResult =
  | { ok: true; url: string }
  | { ok: false; status: 404 | 409 | 429 | 503; message: string; retryAfterSeconds?: number }

interface Owed {
  kind: BillSubjectKind
  id: string
  amountSen: number
  reference: string
  description: string
  name: string
  email: string
}

async function checkout(owed: Owed): Promise<CheckoutResult> {
  const provider = activeProvider()
  if (!provider) return { ok: false, status: 409, message: ONLINE_PAYMENT_MESSAGES.unavailable }
  // The payer pressed the button twice, or came back: the bill made a moment ago is still theirs to pay.
  const recent = await findOpenBillOf(owed.id, provider.name, owed.amountSen, new Date(Date.now() - REUSE_BILL_MS))
  if (recent) return { ok: true, url: recent.url }
  const attempt = await newBills().attempt(owed.id)
  if (!attempt.allowed) return { ok: false, status: 429, message: tooManyAttemptsMessage(attempt.retryAfterSeconds), retryAfterSeconds: attempt.retryAfterSeconds }
  const { publicUrl } = getEnv()
  let made
  try {
    made = await provider.createBill({
      amountSen: owed.amountSen,
      reference: owed.reference,
      description: owed.description,
      name: owed.name,
      email: owed.email,
      callbackUrl: `${publicUrl}${paymentPaths.callback(provider.name)}`,
      redirectUrl: `${publicUrl}${paymentPaths.return(provider.name)}`,
    })
  } catch (error) {
    if (!(error instanceof ProviderUnavailable)) throw error
    console.error(`A bill for ${owed.kind} ${owed.id} could not be made: ${error.message}`)
    return { ok: false, status: 503, message: ONLINE_PAYMENT_MESSAGES.providerDown, retryAfterSeconds: 60 }
  }
  await createPaymentBill({ provider: provider.name, billId: made.id, subjectKind: owed.kind, subjectId: owed.id, amountSen: owed.amountSen, reference: owed.reference, url: made.url })
  return { ok: true, url: made.url }
}

async function checkoutOfInvoice(invoice: PublicInvoice): Promise<CheckoutResult> {
  if (invoice.status !== 'unpaid') return { ok: false, status: 409, message: MEMBERSHIP_MESSAGES.invoiceNotOpen }
  const paidSen = (await listReceiptsOfInvoice(invoice.id)).reduce((sum, r) => sum + r.amountSen, 0)
  const balanceSen = invoice.totalSen - paidSen
  if (balanceSen <= 0) return { ok: false, status: 409, message: MEMBERSHIP_MESSAGES.invoiceNotOpen }
  return checkout({
    kind: 'invoice',
    id: invoice.id,
    amountSen: balanceSen,
    reference: invoice.number,
    description: `${invoice.number}: ${invoice.items.map((item) => item.description).join('; ')}`,
    name: invoice.billedTo.name,
    email: invoice.billedTo.email,
  })
}

/**
 * A member pays their own invoice online (the dashboard's form and POST /api/membership/invoices/{id}/checkout):
 * 404 for an invoice that is not theirs, 409 for one not open (paid, void) or online payment off.
 */
export async function startInvoiceCheckout(user: { id: string }, invoiceId: string): Promise<CheckoutResult> {
  const invoice = await getInvoiceById(invoiceId)
  if (!invoice || !invoice.userId || invoice.userId !== user.id) return { ok: false, status: 404, message: MEMBERSHIP_MESSAGES.invoiceNotFound }
  // Issue 36: a renewal is paid by its member once they have made the renewal declaration.
  if (needsDeclaration(invoice)) return { ok: false, status: 409, message: CPD_AUDIT_MESSAGES.declarationFirst }
  return checkoutOfInvoice(invoice)
}

/**
 * A visitor pays their event fee online, from their registration's page opened by the mails' link (the
 * token it carries): a wrong token is 404, as for the slip; a member's registration is paid from the
 * dashboard (409), and so is one with nothing owed yet.
 */
export async function startRegistrationCheckout({ eventId, registrationId, token }: { eventId: string; registrationId: string; token: string | null }): Promise<CheckoutResult> {
  const registration = await getRegistration(registrationId)
  if (!registration || registration.eventId !== eventId || accessOfToken(registration.id, token) !== 'mail') {
    return { ok: false, status: 404, message: EVENT_MESSAGES_OUT.registrationNotFound }
  }
  if (registration.userId) return { ok: false, status: 409, message: ONLINE_PAYMENT_MESSAGES.memberPaysOnDashboard }
  const invoice = registration.invoiceId ? await getInvoiceById(registration.invoiceId) : null
  if (!invoice) return { ok: false, status: 409, message: ONLINE_PAYMENT_MESSAGES.nothingOwed }
  return checkoutOfInvoice(invoice)
}

/**
 * A donor pays their pledge online, from its page (its signed link): a one-time gift already received is
 * 409. The bill says what it is for in the page's language (the provider shows it to the donor).
 */
export async function startDonationCheckout({ donationId, token, locale = DEFAULT_LOCALE }: { donationId: string; token: string | null; locale?: Locale }): Promise<CheckoutResult> {
  const donation = await getDonationForSlipLink(donationId, token)
  if (!donation) return { ok: false, status: 404, message: DONATION_MESSAGES.notFound }
  if (donation.frequency === 'one-time' && donation.status === 'received') return { ok: false, status: 409, message: ONLINE_PAYMENT_MESSAGES.giftReceived }
  return checkout({
    kind: 'donation',
    id: donation.id,
    amountSen: donation.amountSen,
    reference: `DON-${donation.id.slice(-8).toUpperCase()}`,
    description: fixedT(locale, 'payments')(donation.frequency === 'monthly' ? 'bill.monthlyDonation' : 'bill.donation', { name: locale === 'ms' ? site.nameMs : site.name }),
    name: donation.name,
    email: donation.email,
  })
}

// ---------------------------------------------------------------------------------------------------
// Confirmation: the callback, the return and the requery, each recording the payment once

export type Confirmation = 'callback' | 'return' | 'requery'

export type BillOutcome =
  | { status: 'paid'; receiptId: string }
  | { status: 'failed' | 'pending' }
  | { status: 'mismatch' }

/** The Malaysian day the provider says it was paid, never after today (a provider's clock a little ahead). */
function paidOnOf(paidAt: string | null) {
  const today = toMalaysiaDay(now())
  const day = toMalaysiaDay(parseProviderTime(paidAt) ?? now())
  return day > today ? today : day
}

async function waitForReceipt(id: string, ms = 10_000) {
  const until = Date.now() + ms
  while (Date.now() < until) {
    if (await getReceiptById(id)) return
    await new Promise((resolve) => setTimeout(resolve, 50))
  }
}

/**
 * Records the bill's payment as a treasurer's is recorded, once: the operation's id is the bill's, so
 * the first word of it to arrive inserts it and runs its steps; any other finds it, finishes it when the
 * one that started it failed (or has gone), and waits a little for its receipt. Answers the receipt's id.
 */
async function recordBillPayment(bill: PaymentBillRecord, paidAt: string | null) {
  const kind: MoneyOperation['kind'] = bill.subjectKind === 'invoice' ? 'invoice-payment' : 'donation-payment'
  const steps = bill.subjectKind === 'invoice' ? finishInvoicePayment : finishDonationPayment
  const id = `${kind}:${bill.subjectId}:online:${bill.id}`
  const actor = providerActor(bill.provider)
  const started = await startMoneyOperation({
    id,
    kind,
    subjectId: bill.subjectId,
    payment: { amountSen: bill.amountSen, method: 'fpx', reference: bill.billId, paidOn: paidOnOf(paidAt) },
    recordedBy: actor.id,
    recordedByEmail: actor.email,
    receiptSeries: receiptSeries(),
  })
  if (started) return (await runOperation(started, steps)).id
  const existing = await getMoneyOperation(id)
  if (!existing) throw new Error(`online payment ${id}: its operation is gone`)
  if (!existing.completedAt && isStale(existing)) await runOperation(existing, steps)
  else if (!existing.completedAt) await waitForReceipt(existing.receiptId)
  return existing.receiptId
}

/** What a verified report of a bill leads to: the payment recorded (once), or the bill's last word noted. */
async function confirmBill(bill: PaymentBillRecord, report: Pick<PaymentReport, 'paid' | 'failed' | 'paidAt' | 'amountSen'>, via: Confirmation): Promise<BillOutcome> {
  if (bill.state === 'paid' && bill.receiptId) return { status: 'paid', receiptId: bill.receiptId }
  if (!report.paid) {
    // A failed attempt, or no answer yet, after (or beside) one that paid changes nothing.
    await noteBillReport(bill.id, report.failed ? 'failed' : 'pending')
    const latest = await getPaymentBill(bill.provider, bill.billId)
    if (latest?.state === 'paid' && latest.receiptId) return { status: 'paid', receiptId: latest.receiptId }
    return { status: report.failed ? 'failed' : 'pending' }
  }
  if (report.amountSen !== null && report.amountSen !== bill.amountSen) {
    console.error(`Bill ${bill.id} was reported paid for ${report.amountSen} sen, not the ${bill.amountSen} asked: not recorded`)
    return { status: 'mismatch' }
  }
  const receiptId = await recordBillPayment(bill, report.paidAt)
  await markBillPaid(bill.id, { confirmedBy: via, receiptId })
  return { status: 'paid', receiptId }
}

export type CallbackResult = { ok: true; status: 'paid' | 'failed' | 'pending' } | { ok: false; status: 400 | 404 | 409; message: string }

/**
 * The provider's callback (POST /api/payments/callback/{provider}, its form fields): a forged or altered
 * one (its X-Signature does not verify) is 400 and records nothing; a bill that is not ours 404; a paid
 * bill's payment recorded once, however many times the callback comes.
 */
export async function receivePaymentCallback(providerName: string, fields: Record<string, string>): Promise<CallbackResult> {
  const provider = providerNamed(providerName)
  if (!provider) return { ok: false, status: 404, message: ONLINE_PAYMENT_MESSAGES.unavailable }
  const report = provider.verifyCallback(fields)
  if (!report) return { ok: false, status: 400, message: ONLINE_PAYMENT_MESSAGES.badSignature }
  const bill = await getPaymentBill(provider.name, report.billId)
  if (!bill) return { ok: false, status: 404, message: ONLINE_PAYMENT_MESSAGES.billNotFound }
  const outcome = await confirmBill(bill, report, 'callback')
  if (outcome.status === 'mismatch') return { ok: false, status: 409, message: ONLINE_PAYMENT_MESSAGES.amountMismatch }
  return { ok: true, status: outcome.status }
}

/** Where the payer goes on from the outcome: their dashboard, their registration's page, or their pledge's page. */
async function placeOf(bill: PaymentBillRecord) {
  if (bill.subjectKind === 'donation') {
    const donation = await getDonationById(bill.subjectId)
    return { kind: 'donation' as const, path: donation ? donationSlipPath(donation.id) : paths.donate }
  }
  const invoice = await getInvoiceById(bill.subjectId)
  const visitor = invoice ? await visitorPageOfInvoice(invoice) : null
  if (visitor) {
    const url = new URL(visitor.link)
    return { kind: 'registration' as const, path: `${url.pathname}${url.search}` }
  }
  return { kind: 'dashboard' as const, path: membershipPaths.tab }
}

export type ReturnOutcome =
  | { found: false; status: 400 | 404; message: string }
  | {
      found: true
      status: 'paid' | 'failed' | 'pending' | 'mismatch'
      amount: string
      /** The invoice's number, or the pledge's reference. */
      reference: string
      receiptNumber: string | null
      place: { kind: 'dashboard' | 'registration' | 'donation'; path: string }
    }

/**
 * The payer back from the provider (GET /payments/return/{provider}?billplz[id]=…): its signed query is
 * checked as a callback's fields are, and a paid bill's payment recorded (once: the callback may have done
 * it, or come after). A GET that records, because the provider sends the payer back by one, and only with
 * the provider's signature: opening it again records nothing more. Unsigned or altered: 400.
 */
export async function receivePaymentReturn(providerName: string, query: URLSearchParams, logError: (message: string) => void = console.error): Promise<ReturnOutcome> {
  const provider = providerNamed(providerName)
  if (!provider) return { found: false, status: 404, message: ONLINE_PAYMENT_MESSAGES.unavailable }
  const report = provider.verifyReturn(query)
  if (!report) return { found: false, status: 400, message: ONLINE_PAYMENT_MESSAGES.badSignature }
  const bill = await getPaymentBill(provider.name, report.billId)
  if (!bill) return { found: false, status: 404, message: ONLINE_PAYMENT_MESSAGES.billNotFound }
  let outcome: BillOutcome
  try {
    outcome = await confirmBill(bill, report, 'return')
  } catch (error) {
    // The payment is the provider's to report again (its callback, the sweep's requery): the payer is told it is on its way.
    logError(`Recording the payment of bill ${bill.id} on the payer's return failed: ${error instanceof Error ? error.message : String(error)}`)
    outcome = { status: 'pending' }
  }
  const receipt = outcome.status === 'paid' ? await getReceiptById(outcome.receiptId) : null
  return {
    found: true,
    status: outcome.status,
    amount: formatRinggit(bill.amountSen),
    reference: bill.reference,
    receiptNumber: receipt?.number ?? null,
    place: await placeOf(bill),
  }
}

// ---------------------------------------------------------------------------------------------------
// The sweep and the treasurer

/**
 * The sweep's part (app/jobs/expiry-sweep.server.ts): asks the provider about each bill still open after
 * a few minutes (for a week), the longest unasked first, and records those it says are paid, once. Answers
 * how many it recorded; a provider that cannot be reached is logged and asked again next time.
 */
export async function requeryOpenBills(at = Date.now(), logError: (message: string) => void = console.error) {
  const provider = activeProvider()
  if (!provider) return 0
  const bills = await listOpenBillsMadeBetween(new Date(at - REQUERY_FOR_MS), new Date(at - REQUERY_AFTER_MS))
  let recorded = 0
  for (const bill of bills) {
    if (bill.provider !== provider.name) continue
    try {
      const known = await provider.getBill(bill.billId)
      await markBillChecked(bill.id, new Date(at))
      if (!known?.paid) continue
      const outcome = await confirmBill(bill, { paid: true, failed: false, paidAt: known.paidAt, amountSen: known.amountSen || null }, 'requery')
      if (outcome.status === 'paid') recorded += 1
    } catch (error) {
      logError(`Asking ${bill.provider} about bill ${bill.billId} failed: ${error instanceof Error ? error.message : String(error)}`)
    }
  }
  return recorded
}

/** The treasurer's list (/admin/payments): online payments begun this week and not confirmed, newest first. */
export async function listPendingOnlinePayments() {
  const bills = await listOpenBillsSince(new Date(Date.now() - REQUERY_FOR_MS))
  return Promise.all(
    bills.map(async (bill) => {
      const payer =
        bill.subjectKind === 'invoice' ? (await getInvoiceById(bill.subjectId))?.billedTo.name : (await getDonationById(bill.subjectId))?.name
      return {
        id: bill.id,
        provider: bill.provider,
        billId: bill.billId,
        kind: bill.subjectKind,
        reference: bill.reference,
        payer: payer ?? '',
        amount: senToRinggit(bill.amountSen),
        createdAt: bill.createdAt.toISOString(),
        checkedAt: bill.checkedAt ? bill.checkedAt.toISOString() : null,
        lastReport: bill.lastReport,
      }
    }),
  )
}
