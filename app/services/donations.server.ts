import { senToRinggit } from '#app/domain/money.ts'
import { paths } from '#app/config/paths.ts'
import { createDonation, getDonationById, listDonations, markDonationReceived, type PublicDonation } from '#app/models/donation.server.ts'
import { claimOnce } from '#app/models/once-claim.server.ts'
import { listReceiptsOfDonation } from '#app/models/receipt.server.ts'
import { startMoneyOperation, type MoneyOperation } from '#app/models/money-operation.server.ts'
import type { FieldErrors } from '#app/utils/api.server.ts'
import { dbRateLimiter } from '#app/utils/db-rate-limit.server.ts'
import { getEnv } from '#app/utils/env.server.ts'
import { faultPoint } from '#app/domain/fault-points.ts'
import { sendMailInBackground } from '#app/utils/mail.server.ts'
import { tooManyAttemptsMessage } from '#app/utils/rate-limit.server.ts'
import type { DonationPledge } from '#app/validation/donation-pledge.ts'
import { DONATION_MESSAGES, MEMBERSHIP_MESSAGES } from '#app/validation/membership-messages.ts'
import { admitAttempt } from './allowance.server.ts'
import { recordAdminAction, type AuditActor } from './audit.server.ts'
import { futurePaymentRefusal, receiptSeries, receiptView, type PaymentInput } from './billing.server.ts'
import { receiptPdfOf } from './receipt-documents.server.ts'
import { finishStuckOperationsOf, receiptOfOperation, recorderOf, runOperation } from './money-operations.server.ts'
import { attachDonationSlip, donationSlipPath, donationSlipView } from './donation-slips.server.ts'
import type { PreparedUpload } from './media.server.ts'
import { donationPledgedMail, donationReceiptMail } from './membership-mails.server.ts'
import { DEFAULT_LOCALE, type Locale } from '#app/domain/locale.ts'
import { paymentInstructions } from './membership.server.ts'

/**
 * Donations through the membership ledger (issue 18): a visitor pledges a gift (once or monthly) and
 * pays it like a fee; the treasurer records what arrives as a numbered receipt against the pledge,
 * mailed as a PDF (with the section 44(6) wording only when an approval reference is configured).
 */

/** A pledge mails nothing, but it is stored: a few an hour from one address, like the contact form. */
export const DONATION_PLEDGES_PER_ADDRESS = { max: 5, windowMs: 60 * 60 * 1000 }
const pledges = () => dbRateLimiter('donation-pledges', DONATION_PLEDGES_PER_ADDRESS)

/** A visitor's gift has no account behind it: the audit log names the public form as who. */
const DONATION_FORM_ACTOR: AuditActor = { id: '000000000000000000000000', email: 'donation form' }

export function donationView(donation: PublicDonation, received: number[] = []) {
  return {
    id: donation.id,
    name: donation.name,
    email: donation.email,
    amount: senToRinggit(donation.amountSen),
    frequency: donation.frequency,
    identification: donation.identification,
    status: donation.status,
    received: senToRinggit(received.reduce((sum, sen) => sum + sen, 0)),
    createdAt: new Date(donation.createdAt).toISOString(),
    slip: donationSlipView(donation.slip),
  }
}

export type PledgeOutcome =
  | {
      status: 'accepted'
      donation: ReturnType<typeof donationView> | null
      howToPay: Awaited<ReturnType<typeof paymentInstructions>>
      /** The pledge's own page (signed link), where its slip is sent; null for a bot's. */
      slipPath: string | null
    }
  | { status: 'invalid' }
  | { status: 'limited'; message: string; retryAfterSeconds: number }

/**
 * A pledge, with its transfer slip when one came (checked beforehand: donation-slips.server.ts
 * `checkDonationSlip`), and a mail to the donor with how to pay and the link of the pledge's page.
 */
export async function pledgeDonation({
  clientIp,
  isBot,
  fields,
  slip = null,
  locale,
}: {
  clientIp: string
  isBot: boolean
  fields: DonationPledge | null
  slip?: PreparedUpload | null
  locale?: Locale
}): Promise<PledgeOutcome> {
  const admitted = await admitAttempt(pledges(), clientIp, { isBot, isValid: fields !== null })
  if (admitted.status === 'limited') return { status: 'limited', message: tooManyAttemptsMessage(admitted.retryAfterSeconds), retryAfterSeconds: admitted.retryAfterSeconds }
  if (admitted.status === 'invalid' || !fields) return { status: 'invalid' }
  if (admitted.status === 'bot') return { status: 'accepted', donation: null, howToPay: await paymentInstructions(), slipPath: null }
  const { amount, ...pledge } = fields
  const created = await createDonation({ ...pledge, amountSen: amount })
  await recordAdminAction(DONATION_FORM_ACTOR, {
    action: 'pledged',
    entityType: 'donation',
    entityId: created.id,
    summary: `${created.name} (${created.email}) pledged ${senToRinggit(created.amountSen)} RM, ${created.frequency}`,
  })
  if (slip) await attachDonationSlip(created, slip)
  const donation = (await getDonationById(created.id)) ?? created
  const slipPath = donationSlipPath(donation.id)
  sendMailInBackground(
    donationPledgedMail({ to: donation.email, name: donation.name, amountSen: donation.amountSen, hasSlip: Boolean(donation.slip), link: `${getEnv().publicUrl}${slipPath}`, locale }),
  )
  return { status: 'accepted', donation: donationView(donation), howToPay: await paymentInstructions(), slipPath }
}

/** The treasurer's list of pledges, with what each has received. */
export async function listDonationsForTreasurer() {
  const donations = await listDonations()
  return Promise.all(donations.map(async (d) => donationView(d, (await listReceiptsOfDonation(d.id)).map((r) => r.amountSen))))
}

export type DonationPaymentResult =
  | { ok: true; receipt: ReturnType<typeof receiptView> }
  | { ok: false; status: 400 | 404 | 409; message: string; fieldErrors?: FieldErrors }

/**
 * A gift received: a numbered receipt against the pledge, mailed as a PDF; a one-time pledge is then
 * received (a monthly one takes a receipt a month). Each receipt takes its place on the pledge by an
 * insert, so one transfer recorded twice at the same moment is taken once; its steps all happen once,
 * also after a failure (services/money-operations.server.ts).
 */
export async function recordDonationPayment(actor: AuditActor, donationId: string, input: PaymentInput): Promise<DonationPaymentResult> {
  const donation = await getDonationById(donationId)
  if (!donation) return { ok: false, status: 404, message: DONATION_MESSAGES.notFound }
  const future = futurePaymentRefusal(input)
  if (future) return future
  if (await finishStuckOperationsOf(donation.id, finishDonationPayment)) {
    return { ok: false, status: 409, message: MEMBERSHIP_MESSAGES.earlierPaymentCompleted }
  }
  if (donation.frequency === 'one-time' && donation.status === 'received') return { ok: false, status: 409, message: MEMBERSHIP_MESSAGES.invoiceNotOpen }
  const before = await listReceiptsOfDonation(donation.id)
  const operation = await startMoneyOperation({
    id: `donation-payment:${donation.id}:${before.length + 1}`,
    kind: 'donation-payment',
    subjectId: donation.id,
    payment: input,
    recordedBy: actor.id,
    recordedByEmail: actor.email,
    receiptSeries: receiptSeries(),
  })
  if (!operation) return { ok: false, status: 409, message: MEMBERSHIP_MESSAGES.paymentRace }
  const receipt = await runOperation(operation, finishDonationPayment)
  return { ok: true, receipt: receiptView(receipt) }
}

/** The steps of a gift, each done once however often this runs: the receipt, the pledge received, the audit line and the mail. */
export async function finishDonationPayment(operation: MoneyOperation) {
  const donation = await getDonationById(operation.subjectId)
  if (!donation) throw new Error(`gift ${operation.id}: its pledge is gone`)
  const receipt = await receiptOfOperation(operation, {
    donationId: donation.id,
    userId: null,
    receivedFrom: { name: donation.name, email: donation.email, identification: donation.identification },
    purpose: donation.frequency === 'monthly' ? 'Donation (monthly pledge)' : 'Donation',
  })
  faultPoint('payment:receipt-written')
  if (donation.frequency === 'one-time') await markDonationReceived(donation.id)
  if (await claimOnce('payment-notice', operation.id)) {
    await recordAdminAction(recorderOf(operation), {
      action: 'recorded-donation',
      entityType: 'donation',
      entityId: donation.id,
      summary: `Recorded a gift of ${senToRinggit(receipt.amountSen)} RM by ${receipt.method} from ${donation.name}: receipt ${receipt.number}`,
    })
    const pdf = await receiptPdfOf(receipt, DEFAULT_LOCALE)
    sendMailInBackground(donationReceiptMail({ to: donation.email, name: donation.name, receiptNumber: receipt.number, amountSen: receipt.amountSen, pdf, link: `${getEnv().publicUrl}${paths.donate}` }))
  }
  return receipt
}
