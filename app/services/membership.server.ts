import { localeOf } from '#app/domain/locale.ts'
import { membershipPaths } from '#app/config/member-paths.ts'
import { paymentPaths } from '#app/config/payment-paths.ts'
import { paymentDetails } from '#app/config/payments.ts'
import { now } from '#app/domain/clock.ts'
import { toMalaysiaDay } from '#app/domain/dates.ts'
import { membershipStage, type StageFacts } from '#app/domain/membership-stage.ts'
import { membershipTerms, membershipTypeOf } from '#app/domain/membership-types.ts'
import { senToRinggit } from '#app/domain/money.ts'
import { pageNumberOf, pageOfList } from '#app/domain/pagination.ts'
import { listInvoicesOfUser } from '#app/models/invoice.server.ts'
import { getReceiptById, listReceiptsOfUser } from '#app/models/receipt.server.ts'
import { getUserById, type PublicUser } from '#app/models/user.server.ts'
import { existingVerificationCode, findVerificationCode, verificationCodeOf } from '#app/models/verification-code.server.ts'
import { getEnv } from '#app/utils/env.server.ts'
import { mayManage } from '#app/domain/roles.ts'
import { invoiceView, receiptView } from './billing.server.ts'
import { certificatePdf } from './membership-documents.server.ts'
import { receiptPdfOf } from './receipt-documents.server.ts'
import { proofsOfInvoice } from './payment-proofs.server.ts'
import { onlinePaymentsEnabled } from './payments/active-provider.server.ts'
import { latestInformationRequestsOf } from './information-requests.server.ts'
import { duitNowQrForPayers } from './duitnow-qr.server.ts'
import { cpdAuditPaths } from '#app/config/cpd-audit-paths.ts'
import { needsDeclaration } from '#app/domain/cpd-audit.ts'
import { openCpdAuditUrl } from './cpd-audit.server.ts'

/**
 * A member's own membership (issue 18): where it stands, what they owe and have paid, how to pay, and
 * their proof of membership: the certificate and the public check its QR leads to.
 */

const today = () => toMalaysiaDay(now())
const fullName = (user: Pick<PublicUser, 'firstName' | 'lastName'>) => `${user.firstName} ${user.lastName}`

/** Where a membership stands today (domain/membership-stage.ts): the one word every screen, mail and API uses. */
export function stageOf(user: StageFacts) {
  return membershipStage(user, today())
}

/** Active, and past the last day of the period but within the grace days: shown as "renewal due". */
export function isRenewalDue(user: StageFacts) {
  return stageOf(user) === 'renewal-due'
}

/**
 * Members (active, or once active: expired, suspended) have a code, made at approval; the check answers
 * whatever their status now. Read only: a page's GET writes nothing (issue 31).
 */
async function verifyUrlOf(user: PublicUser) {
  if (!user.membershipId || user.membershipStatus === 'pending' || user.membershipStatus === 'rejected') return null
  const code = await existingVerificationCode(user.id)
  return code ? `${getEnv().publicUrl}${membershipPaths.verify(code)}` : null
}

/**
 * The payment details every member and donor is shown: the bank account and, once an officer has
 * uploaded it (issue 34), the DuitNow QR: its image, the PNG that saves it, and whose it is; null without one.
 */
export async function paymentInstructions() {
  return {
    bank: paymentDetails.bank,
    accountName: paymentDetails.accountName,
    accountNumber: paymentDetails.accountNumber,
    swiftCode: paymentDetails.swiftCode,
    duitNow: await duitNowQrForPayers(),
  }
}

/** `GET /api/membership` and the dashboard's Membership tab. */
export async function membershipOverview(user: PublicUser, pages: { invoices?: number; receipts?: number } = {}) {
  const [invoices, receipts, requests, howToPay] = await Promise.all([
    listInvoicesOfUser(user.id),
    listReceiptsOfUser(user.id),
    // Only an application that waits can have a request for more to answer (issue 33, item 5).
    user.membershipStatus === 'pending' && !user.approvedAt ? latestInformationRequestsOf([user.id]) : null,
    paymentInstructions(),
  ])
  const type = membershipTypeOf(user.membershipType)
  const terms = type ? membershipTerms(type) : null
  // Issue 30: 50 of each a page. Open invoices come first, so that what is to pay is on the first page.
  const open = invoices.filter((invoice) => invoice.status === 'unpaid')
  const invoicePage = pageOfList([...open, ...invoices.filter((invoice) => invoice.status !== 'unpaid')], pages.invoices ?? 1)
  const receiptPage = pageOfList(receipts, pages.receipts ?? 1)
  const stage = stageOf(user)
  const payOnline = onlinePaymentsEnabled()
  return {
    status: user.membershipStatus ?? 'pending',
    // Issue 33: applied, awaiting-payment, active, renewal-due, expired, suspended or rejected.
    stage,
    renewalDue: stage === 'renewal-due',
    membershipId: user.membershipId ?? null,
    membershipType: user.membershipType,
    claimedMembershipId: user.claimedMembershipId || null,
    expiresAt: user.membershipValidUntil || null,
    rejectionReason: user.membershipStatus === 'rejected' ? user.rejectionReason || '' : null,
    /** The secretariat's latest request for more on a waiting application, answered or not; null otherwise. */
    informationRequest: requests?.get(user.id) ?? null,
    verifyUrl: await verifyUrlOf(user),
    fees: terms ? { entry: senToRinggit(terms.entryFeeSen), annual: senToRinggit(terms.annualFeeSen) } : null,
    openInvoices: open.length,
    invoices: await Promise.all(
      invoicePage.rows.map(async (invoice) => ({
        ...invoiceView(invoice, receipts.filter((r) => r.invoiceId === invoice.id)),
        // The slips sent for it (an open invoice's only: a settled one needs none).
        proofs: invoice.status === 'unpaid' ? await proofsOfInvoice(invoice.id) : [],
        proofUploadUrl: invoice.status === 'unpaid' ? membershipPaths.apiInvoiceProof(invoice.id) : null,
        // Issue 34: "Pay online (FPX)", the dashboard's form and its API twin, where a payment provider is in use.
        payOnline: invoice.status === 'unpaid' && payOnline ? paymentPaths.invoice(invoice.id) : null,
        checkoutUrl: invoice.status === 'unpaid' && payOnline ? paymentPaths.apiInvoiceCheckout(invoice.id) : null,
        // Issue 36: a renewal is paid by its member after the renewal declaration (its page, beside the invoice).
        declarationNeeded: needsDeclaration(invoice),
        declarationUrl: invoice.kind === 'renewal' && invoice.status === 'unpaid' ? cpdAuditPaths.declaration : null,
      })),
    ),
    invoicePages: { page: invoicePage.page, pages: invoicePage.pages, total: invoicePage.total },
    receipts: receiptPage.rows.map(receiptView),
    receiptPages: { page: receiptPage.page, pages: receiptPage.pages, total: receiptPage.total },
    howToPay,
    /** Issue 36: the member's CPD audit page, while a case of theirs waits for evidence. */
    cpdAuditUrl: await openCpdAuditUrl(user.id),
  }
}

/** The pages of the invoices and receipts asked for (`?invoices=2&receipts=3`): the tab and `GET /api/membership` alike. */
export function membershipPagesOf(query: URLSearchParams) {
  return { invoices: pageNumberOf(query.get('invoices')), receipts: pageNumberOf(query.get('receipts')) }
}

/** `GET /api/verify/{code}` and `/verify/{code}`: what a certificate's QR confirms. Null for an unknown code. */
export async function verifyMembership(code: string) {
  const found = await findVerificationCode(code)
  if (!found) return null
  const user = await getUserById(found.userId)
  if (!user) return null
  return {
    kind: 'membership' as const,
    name: fullName(user),
    membershipId: user.membershipId ?? null,
    membershipType: user.membershipType,
    status: user.membershipStatus ?? 'pending',
    stage: stageOf(user),
    renewalDue: isRenewalDue(user),
    validUntil: user.membershipValidUntil || null,
  }
}

/** The certificate PDF of an active member; null for anyone else. */
export async function membershipCertificate(user: PublicUser) {
  if (user.membershipStatus !== 'active' || !user.membershipId) return null
  // The certificate's QR needs the code: an active member has one from approval (or start-up); one whose
  // account was written some other way gets it here, once (a file asked for, not a page drawn).
  const code = await verificationCodeOf(user.id)
  const pdf = await certificatePdf({
    name: fullName(user),
    membershipType: user.membershipType,
    membershipId: user.membershipId,
    validUntil: user.membershipValidUntil ?? '',
    code,
    verifyUrl: `${getEnv().publicUrl}${membershipPaths.verify(code)}`,
    issuedOn: now(),
  }, localeOf(user))
  return { pdf, filename: `${user.membershipId}-certificate.pdf` }
}

/**
 * A receipt's PDF: for the member it was issued to, and for those who keep the books (finance);
 * null for anyone else, as for a receipt that does not exist.
 */
export async function receiptDocument(viewer: PublicUser, receiptId: string) {
  const receipt = await getReceiptById(receiptId)
  if (!receipt || (receipt.userId !== viewer.id && !mayManage(viewer, 'finance'))) return null
  // In the language of the member it was issued to (the reader may be a treasurer).
  const owner = receipt.userId && receipt.userId !== viewer.id ? await getUserById(receipt.userId) : viewer
  const pdf = await receiptPdfOf(receipt, localeOf(owner ?? viewer))
  return { pdf, filename: `${receipt.number}.pdf` }
}
