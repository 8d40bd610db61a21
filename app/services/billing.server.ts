import { INVOICE_DUE_DAYS } from '#app/config/membership.ts'
import { membershipPaths } from '#app/config/member-paths.ts'
import { paths } from '#app/config/paths.ts'
import { now } from '#app/domain/clock.ts'
import { addDays, formatDate, malaysiaYear, toMalaysiaDay } from '#app/domain/dates.ts'
import { DEFAULT_LOCALE, localeOf } from '#app/domain/locale.ts'
import { fixedT, listLabel } from '#app/utils/i18n.server.ts'
import { periodAfterPayment } from '#app/domain/membership-periods.ts'
import { membershipTerms, membershipTypeOf } from '#app/domain/membership-types.ts'
import { senToRinggit } from '#app/domain/money.ts'
import { numberFor, voidDocumentNumber } from '#app/models/document-number.server.ts'
import { getInvoiceById, getInvoiceByKey, listUnpaidInvoices, markInvoicePaid, raiseInvoiceOnce, type NewInvoice, type PublicInvoice } from '#app/models/invoice.server.ts'
import { startMoneyOperation, type MoneyOperation } from '#app/models/money-operation.server.ts'
import { claimOnce, decideOnce } from '#app/models/once-claim.server.ts'
import { listReceiptsOfInvoice, type PublicReceipt } from '#app/models/receipt.server.ts'
import { getUserById, setMembershipFields, type PublicUser } from '#app/models/user.server.ts'
import { verificationCodeOf } from '#app/models/verification-code.server.ts'
import { getEnv } from '#app/utils/env.server.ts'
import { faultPoint } from '#app/domain/fault-points.ts'
import { sendMailInBackground } from '#app/utils/mail.server.ts'
import { MEMBERSHIP_MESSAGES } from '#app/validation/membership-messages.ts'
import { MEMBER_ACCOUNT_MESSAGES } from '#app/validation/admin-messages.ts'
import type { FieldErrors } from '#app/utils/api.server.ts'
import { recordAdminAction, SYSTEM_ACTOR, type AuditActor } from './audit.server.ts'
import { finishStuckOperationsOf, receiptOfOperation, recorderOf, runOperation, VOID_TAKEN_TWICE } from './money-operations.server.ts'
import { receiptPdf } from './membership-documents.server.ts'
import { MEMBERSHIP_EXTENSION, MEMBERSHIP_PERIOD_START, receiptDocumentOf } from './receipt-documents.server.ts'
import { visitorPageOfInvoice } from './events/links.server.ts'
import { proofsOfInvoice } from './payment-proofs.server.ts'
import { membershipActiveMail, receiptMail } from './membership-mails.server.ts'

/**
 * Invoices, payments and receipts without a payment gateway (issue 18): the association is paid by
 * bank transfer and DuitNow QR, and a treasurer records what arrived. Numbers per year are taken by an
 * insert under a unique key (document-number.server.ts); amounts are whole sen, shown in ringgit.
 * When what was received on a membership invoice reaches its total, the invoice is paid and the
 * membership active until the end of its period: once, however many payments arrive at the same
 * moment (an insert under the invoice's id decides who settles it).
 */

const today = () => toMalaysiaDay(now())
const fullName = (user: Pick<PublicUser, 'firstName' | 'lastName'>) => `${user.firstName} ${user.lastName}`
const dashboardLink = () => `${getEnv().publicUrl}${paths.dashboard}`

/** An invoice as members and the API see it: amounts in ringgit, what was paid and what is still due. */
export function invoiceView(invoice: PublicInvoice, receipts: PublicReceipt[] = []) {
  const paidSen = receipts.reduce((sum, r) => sum + r.amountSen, 0)
  return {
    id: invoice.id,
    number: invoice.number,
    kind: invoice.kind,
    status: invoice.status,
    total: senToRinggit(invoice.totalSen),
    paid: senToRinggit(paidSen),
    // A voided invoice is owed nowhere (issue 34): nothing is due on it, whatever its total.
    balance: invoice.status === 'void' ? 0 : senToRinggit(Math.max(0, invoice.totalSen - paidSen)),
    items: invoice.items.map((item) => ({ description: item.description, amount: senToRinggit(item.amountSen) })),
    issuedAt: invoice.issuedOn,
    dueAt: invoice.dueOn,
    paidAt: invoice.paidOn || null,
    billedTo: invoice.billedTo,
    userId: invoice.userId,
  }
}
export type InvoiceView = ReturnType<typeof invoiceView>

export function receiptView(receipt: PublicReceipt) {
  return {
    id: receipt.id,
    number: receipt.number,
    invoiceId: receipt.invoiceId,
    donationId: receipt.donationId,
    amount: senToRinggit(receipt.amountSen),
    paidAt: receipt.paidOn,
    method: receipt.method,
    reference: receipt.reference,
    url: membershipPaths.receipt(receipt.id),
  }
}

const invoiceSeries = () => `INV-${malaysiaYear(now())}`
const takeInvoiceNumber = async (takenFor: string) => {
  const number = await numberFor(invoiceSeries(), takenFor)
  faultPoint('invoice:number-taken')
  return number
}
export const receiptSeries = () => `RCT-${malaysiaYear(now())}`

/** Raises any invoice once under its key (an event's fee: issue 20), numbered in this year's series. */
export function raiseInvoice(invoice: NewInvoice) {
  return raiseInvoiceOnce(invoice, takeInvoiceNumber, (number) => voidDocumentNumber(number, VOID_TAKEN_TWICE))
}

/**
 * The first invoice of an approved applicant: the entry fee and the first year's fee of their type.
 * Null when nothing is due (Honorary Fellow): the caller makes the membership active at once.
 */
export async function raiseJoiningInvoice(user: PublicUser) {
  const type = membershipTypeOf(user.membershipType)
  if (!type) return null
  const terms = membershipTerms(type)
  // Written in the member's language: the invoice, its mails and the receipt's "being payment for" show it.
  const t = fixedT(localeOf(user), 'mail')
  const typeName = listLabel(localeOf(user), 'membershipTypes', type)
  const items = [
    ...(terms.entryFeeSen > 0 ? [{ description: t('membership.items.entryFee', { type: typeName }), amountSen: terms.entryFeeSen, code: 'entry-fee' as const }] : []),
    ...(terms.annualFeeSen > 0 ? [{ description: t('membership.items.firstYear', { type: typeName }), amountSen: terms.annualFeeSen, code: 'first-year' as const }] : []),
  ]
  if (!items.length) return null
  const issuedOn = today()
  const { invoice } = await raiseInvoice(
    {
    key: `joining:${user.id}:${user.applicationKey || new Date(user.appliedAt ?? user.createdAt).toISOString()}`,
    kind: 'joining',
    userId: user.id,
    billedTo: { name: fullName(user), email: user.email },
    items,
    issuedOn,
    dueOn: addDays(issuedOn, INVOICE_DUE_DAYS),
    membershipType: type,
    },
  )
  return invoice
}

/**
 * The renewal invoice of the period ending on `periodEnding` (the annual fee of the member's type),
 * raised once: `created` says whether this call raised it. Null when the type pays nothing a year.
 */
export async function raiseRenewalInvoice(user: PublicUser, periodEnding: string) {
  const type = membershipTypeOf(user.membershipType)
  if (!type) return null
  const terms = membershipTerms(type)
  if (terms.annualFeeSen <= 0) return null
  const key = `renewal:${user.id}:${periodEnding}`
  const existing = await getInvoiceByKey(key)
  if (existing) return { invoice: existing, created: false }
  const next = addDays(periodEnding, 1)
  const result = await raiseInvoice(
    {
    key,
    kind: 'renewal',
    userId: user.id,
    billedTo: { name: fullName(user), email: user.email },
    items: [
      {
        description: fixedT(localeOf(user), 'mail')('membership.items.renewal', { type: listLabel(localeOf(user), 'membershipTypes', type), from: formatDate(`${next}T04:00:00Z`, localeOf(user)) }),
        amountSen: terms.annualFeeSen,
        code: 'renewal',
      },
    ],
    issuedOn: today(),
    dueOn: periodEnding,
    membershipType: type,
    renewsPeriodEnding: periodEnding,
    },
  )
  if (result.created) {
    await recordAdminAction(SYSTEM_ACTOR, {
      action: 'invoiced',
      entityType: 'invoice',
      entityId: result.invoice.id,
      summary: `Raised renewal invoice ${result.invoice.number} (${senToRinggit(result.invoice.totalSen)} RM) for ${fullName(user)} (${user.membershipId ?? user.email}), period ending ${periodEnding}`,
    })
  }
  return result
}

export interface PaymentInput {
  amountSen: number
  method: string
  reference: string
  paidOn: string
}

/**
 * What the payment form and its API twin send (`PaymentSchema`: the amount already in sen), as a payment
 * to record: a payment with no day given was received today.
 */
export function paymentOf(sent: { amount: number; method: string; reference: string; paidAt?: string | null }): PaymentInput {
  return { amountSen: sent.amount, method: sent.method, reference: sent.reference, paidOn: sent.paidAt ?? today() }
}

/** Money is recorded once received: a day after today is refused, for an invoice and a donation alike. */
export function futurePaymentRefusal(input: PaymentInput) {
  if (input.paidOn <= today()) return null
  return { ok: false as const, status: 400 as const, message: MEMBERSHIP_MESSAGES.paidAtFuture, fieldErrors: { paidAt: [MEMBERSHIP_MESSAGES.paidAtFuture] } }
}

export type PaymentResult =
  | { ok: true; receipt: PublicReceipt; invoice: PublicInvoice; user: PublicUser | null }
  | { ok: false; status: 400 | 403 | 404 | 409; message: string; fieldErrors?: FieldErrors }

/**
 * A treasurer records money received on an invoice: a numbered receipt, mailed as a PDF to the member;
 * part payments add up, and the payment that reaches the total settles the invoice. Refused: an
 * invoice that is not open, more than is still due, a day in the future. The payment takes its place on
 * the invoice as an operation (services/money-operations.server.ts) whose steps all happen once, also
 * when one fails: a payment an earlier request left unfinished is finished first, and the treasurer is
 * asked to look again (409) rather than record the same money twice.
 */
export async function recordInvoicePayment(actor: AuditActor, invoiceId: string, input: PaymentInput): Promise<PaymentResult> {
  const invoice = await getInvoiceById(invoiceId)
  if (!invoice) return { ok: false, status: 404, message: MEMBERSHIP_MESSAGES.invoiceNotFound }
  // No one records money on their own invoice: another member of the secretariat does (issue 30).
  if (invoice.userId && invoice.userId === actor.id) return { ok: false, status: 403, message: MEMBER_ACCOUNT_MESSAGES.ownRecord }
  if (await finishStuckOperationsOf(invoice.id, finishInvoicePayment)) {
    return { ok: false, status: 409, message: MEMBERSHIP_MESSAGES.earlierPaymentCompleted }
  }
  if (invoice.status !== 'unpaid') return { ok: false, status: 409, message: MEMBERSHIP_MESSAGES.invoiceNotOpen }
  const future = futurePaymentRefusal(input)
  if (future) return future
  const before = await listReceiptsOfInvoice(invoice.id)
  const paidSen = before.reduce((sum, r) => sum + r.amountSen, 0)
  if (input.amountSen > invoice.totalSen - paidSen) {
    return { ok: false, status: 409, message: MEMBERSHIP_MESSAGES.amountTooLarge, fieldErrors: { amount: [MEMBERSHIP_MESSAGES.amountTooLarge] } }
  }
  // Two payments recorded at the same moment would both see the same balance: each takes the next
  // payment's place on the invoice by an insert, and the second is asked to check again.
  const operation = await startMoneyOperation({
    id: `invoice-payment:${invoice.id}:${before.length + 1}`,
    kind: 'invoice-payment',
    subjectId: invoice.id,
    payment: input,
    recordedBy: actor.id,
    recordedByEmail: actor.email,
    receiptSeries: receiptSeries(),
  })
  if (!operation) return { ok: false, status: 409, message: MEMBERSHIP_MESSAGES.paymentRace }
  const receipt = await runOperation(operation, finishInvoicePayment)
  return { ok: true, receipt, invoice: (await getInvoiceById(invoice.id)) ?? invoice, user: invoice.userId ? await getUserById(invoice.userId) : null }
}

/**
 * The steps of a payment on an invoice, each done once however often this runs: the receipt (its number
 * kept from a try that failed), the invoice settled when paid in full, then the audit line and the mail.
 */
export async function finishInvoicePayment(operation: MoneyOperation) {
  const invoice = await getInvoiceById(operation.subjectId)
  if (!invoice) throw new Error(`payment ${operation.id}: its invoice is gone`)
  const receipt = await receiptOfOperation(operation, {
    invoiceId: invoice.id,
    userId: invoice.userId,
    receivedFrom: invoice.billedTo,
    purpose: `${invoice.items.map((item) => item.description).join('; ')} (invoice ${invoice.number})`,
  })
  faultPoint('payment:receipt-written')
  await settleIfPaid(invoice)
  if (await claimOnce('payment-notice', operation.id)) {
    await recordAdminAction(recorderOf(operation), {
      action: 'recorded-payment',
      entityType: 'invoice',
      entityId: invoice.id,
      summary: `Recorded ${senToRinggit(receipt.amountSen)} RM by ${receipt.method} on ${invoice.number} for ${invoice.billedTo.name}: receipt ${receipt.number}`,
    })
    const member = invoice.userId ? await getUserById(invoice.userId) : null
    // A visitor's event fee (issue 33): they have no dashboard; their registration's page says the seat is confirmed.
    const visitor = member ? null : await visitorPageOfInvoice(invoice)
    const locale = member ? localeOf(member) : (visitor?.locale ?? DEFAULT_LOCALE)
    // The mail says what the money was for as the receipt prints it, in the reader's language.
    const printed = await receiptDocumentOf(receipt, locale)
    const pdf = await receiptPdf(printed, locale)
    sendMailInBackground(
      receiptMail({
        to: invoice.billedTo.email,
        firstName: member?.firstName ?? invoice.billedTo.name,
        receiptNumber: receipt.number,
        amountSen: receipt.amountSen,
        purpose: printed.purpose,
        pdf,
        link: visitor?.link ?? dashboardLink(),
        button: visitor ? 'registration' : 'dashboard',
        locale,
      }),
    )
  }
  return receipt
}

/**
 * Once what was received reaches the total: the invoice is paid (on the day of the last payment) and a
 * membership invoice extends the membership (rolling 12 months from the later of that day and the
 * current period's end, or to the end of the year: config/membership.ts) and makes it active. Each step
 * may run again after a failure: marking paid is conditional, the new end of the period is decided once
 * per invoice (so a second run does not extend it twice), and the notice is claimed once.
 */
async function settleIfPaid(invoice: PublicInvoice) {
  const receipts = await listReceiptsOfInvoice(invoice.id)
  const paidSen = receipts.reduce((sum, r) => sum + r.amountSen, 0)
  if (paidSen < invoice.totalSen || !receipts.length) return
  const paidOn = receipts.map((r) => r.paidOn).sort().at(-1)!
  await markInvoicePaid(invoice.id, paidOn)
  faultPoint('settle:invoice-paid')
  const member = invoice.userId && (invoice.kind === 'joining' || invoice.kind === 'renewal') ? await getUserById(invoice.userId) : null
  if (!member) return
  const bought = periodAfterPayment(paidOn, member.membershipValidUntil || null)
  // The period's first day is decided with its last (before the membership changes), for the receipt to print (issue 33).
  await decideOnce(MEMBERSHIP_PERIOD_START, invoice.id, bought.from)
  const validUntil = await decideOnce(MEMBERSHIP_EXTENSION, invoice.id, bought.to)
  // A suspension is the administrators' to lift: paying extends the period but does not end it.
  const status = member.membershipStatus === 'suspended' ? 'suspended' : 'active'
  await setMembershipFields(member.id, { membershipStatus: status, membershipValidUntil: validUntil })
  faultPoint('settle:membership-extended')
  await verificationCodeOf(member.id)
  // The claim's name is older than issue 30: invoices settled before it keep theirs, and get no second notice.
  if (!(await claimOnce('settle-invoice', invoice.id))) return
  await recordAdminAction(SYSTEM_ACTOR, {
    action: invoice.kind === 'joining' ? 'activated' : 'renewed',
    entityType: 'user',
    entityId: member.id,
    summary: `${invoice.number} paid in full: ${fullName(member)} (${member.membershipId ?? member.email}) is ${status} until ${validUntil}`,
  })
  sendMailInBackground(membershipActiveMail({ to: member.email, firstName: member.firstName, validUntil, link: dashboardLink(), locale: localeOf(member) }))
}

/** The treasurer's list: unpaid invoices, oldest first, each with what was paid on it so far and the slips sent. */
export async function listOpenInvoices() {
  const invoices = await listUnpaidInvoices()
  return Promise.all(
    invoices.map(async (invoice) => ({ ...invoiceView(invoice, await listReceiptsOfInvoice(invoice.id)), proofs: await proofsOfInvoice(invoice.id) })),
  )
}
