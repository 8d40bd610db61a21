import { mediaPaths } from '#app/config/paths.ts'
import { getInvoiceById, type PublicInvoice } from '#app/models/invoice.server.ts'
import { claimOnce, releaseOnce } from '#app/models/once-claim.server.ts'
import { addPaymentProof, listProofsOfInvoice, type PublicPaymentProof } from '#app/models/payment-proof.server.ts'
import type { PublicUser } from '#app/models/user.server.ts'
import type { UploadedFile } from '#app/utils/multipart.server.ts'
import { MEMBERSHIP_MESSAGES } from '#app/validation/membership-messages.ts'
import { auditActorOf, recordAdminAction, type AuditActor } from './audit.server.ts'
import { admitUpload, prepareUpload, storeUpload, writePreparedUpload, type PreparedUpload } from './media.server.ts'
import { financePaths } from '#app/config/finance-paths.ts'
import { notifyStaffInBackground } from './staff-notices.server.ts'
import { needsDeclaration } from '#app/domain/cpd-audit.ts'
import { CPD_AUDIT_MESSAGES } from '#app/validation/cpd-audit.ts'

/**
 * A member's transfer slip for one of their open invoices (issue 18; issue 16 lists payment proofs as
 * private files): stored through the upload pipeline (services/media.server.ts, purpose
 * `payment-proof`, always private: only its owner and the administrators may open it), then linked to
 * the invoice for the treasurer. Someone else's invoice answers as a missing one (404), so that an
 * invoice's existence does not leak.
 */

export type ProofResult =
  | { ok: true; proof: { id: string; url: string } }
  | { ok: false; status: 400 | 404 | 409 | 413 | 415; message: string; field?: string }

export async function attachPaymentProof(
  member: Pick<PublicUser, 'id' | 'email' | 'firstName' | 'lastName'>,
  invoiceId: string,
  { file, reference }: { file: UploadedFile | null; reference: string },
): Promise<ProofResult> {
  const invoice = await getInvoiceById(invoiceId)
  if (!invoice || invoice.userId !== member.id) return { ok: false, status: 404, message: MEMBERSHIP_MESSAGES.invoiceNotFound }
  if (invoice.status !== 'unpaid') return { ok: false, status: 409, message: MEMBERSHIP_MESSAGES.proofNotOpen }
  // Issue 36: a renewal is paid by its member once they have made the renewal declaration.
  if (needsDeclaration(invoice)) return { ok: false, status: 409, message: CPD_AUDIT_MESSAGES.declarationFirst }
  if (!file || file.bytes.length === 0) return { ok: false, status: 400, message: MEMBERSHIP_MESSAGES.proofFileRequired, field: 'file' }
  const stored = await storeUpload({
    // A member's own slip, whatever roles the account also has: never public.
    uploader: { id: member.id, isAdmin: false },
    file,
    purpose: 'payment-proof',
    visibility: 'private',
    alt: '',
  })
  if (stored.status === 'refused') return { ok: false, status: stored.httpStatus, message: stored.message, field: stored.field }
  const proof = await addPaymentProof({ invoiceId: invoice.id, userId: member.id, mediaId: stored.media.id, reference })
  await recordAdminAction(auditActorOf(member), {
    action: 'uploaded-payment-proof',
    entityType: 'invoice',
    entityId: invoice.id,
    summary: `${member.firstName} ${member.lastName} sent a transfer slip for ${invoice.number}${reference ? ` (reference ${reference})` : ''}`,
  })
  notifyStaffInBackground('slip', { name: `${member.firstName} ${member.lastName}`, what: invoice.number }, financePaths.payments)
  return { ok: true, proof: proofView(proof) }
}

/** A slip as members, the treasurer and the API see it: the address of its private download. */
export function proofView(proof: PublicPaymentProof) {
  return { id: proof.id, url: mediaPaths.download(proof.mediaId), reference: proof.reference, uploadedAt: proof.uploadedAt }
}

export async function proofsOfInvoice(invoiceId: string) {
  return (await listProofsOfInvoice(invoiceId)).map(proofView)
}

/**
 * A visitor's slip for the invoice of their event registration (issue 33): they have no account, so the
 * page that takes it is reached by the registration's signed link (services/events/registration-page.server.ts
 * checks it), the file has no owner (staff open it from /admin/payments, beside the invoice, as a
 * member's), and their uploads count against the address they send from, as a donor's
 * (donation-slips.server.ts). At most `MAX_VISITOR_SLIPS` per invoice, each taking its place by an
 * insert (FerretDB is not atomic): a link that leaked cannot fill the store.
 */
export const MAX_VISITOR_SLIPS = 3
const VISITOR_SLIP = 'visitor-payment-proof'
/** The public page's actor in the audit log (as the donation form's: donation-slips.server.ts). */
const VISITOR_ACTOR: AuditActor = { id: '000000000000000000000000', email: 'event registration page' }
const visitorUploader = (clientIp: string) => ({ id: `visitor:${clientIp}`, isAdmin: false })

export type VisitorSlipCheck =
  | { ok: true; prepared: PreparedUpload }
  | { ok: false; status: 400 | 413 | 415 | 429; message: string; retryAfterSeconds?: number }

/** Checks a visitor's slip (the allowance of their address first, then its bytes: a photo or a PDF, at most 10 MB), storing nothing. */
export async function checkVisitorSlip(file: UploadedFile, clientIp: string): Promise<VisitorSlipCheck> {
  const admitted = await admitUpload(visitorUploader(clientIp))
  if (!admitted.allowed) return { ok: false, status: 429, message: admitted.message, retryAfterSeconds: admitted.retryAfterSeconds }
  const prepared = await prepareUpload({ uploader: visitorUploader(clientIp), file, purpose: 'payment-proof', visibility: 'private', alt: '' })
  if (prepared.status === 'refused') return { ok: false, status: prepared.httpStatus, message: prepared.message }
  return { ok: true, prepared }
}

/** Stores a checked slip with the invoice; null when it has `MAX_VISITOR_SLIPS` already. */
export async function attachVisitorPaymentProof(invoice: Pick<PublicInvoice, 'id' | 'number'>, visitor: { name: string }, prepared: PreparedUpload, reference: string) {
  let slot = 0
  for (let n = 1; n <= MAX_VISITOR_SLIPS && !slot; n++) if (await claimOnce(VISITOR_SLIP, `${invoice.id}:${n}`)) slot = n
  if (!slot) return null
  let proof: PublicPaymentProof
  try {
    const media = await writePreparedUpload(prepared, null)
    proof = await addPaymentProof({ invoiceId: invoice.id, userId: null, mediaId: media.id, reference })
  } catch (error) {
    await releaseOnce(VISITOR_SLIP, `${invoice.id}:${slot}`)
    throw error
  }
  await recordAdminAction(VISITOR_ACTOR, {
    action: 'uploaded-payment-proof',
    entityType: 'invoice',
    entityId: invoice.id,
    summary: `${visitor.name} sent a transfer slip for ${invoice.number}${reference ? ` (reference ${reference})` : ''} from their event registration's page`,
  })
  notifyStaffInBackground('slip', { name: visitor.name, what: invoice.number }, financePaths.payments)
  return proof
}
