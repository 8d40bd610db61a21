import { mediaPaths } from '#app/config/paths.ts'
import { getInvoiceById } from '#app/models/invoice.server.ts'
import { addPaymentProof, listProofsOfInvoice, type PublicPaymentProof } from '#app/models/payment-proof.server.ts'
import type { PublicUser } from '#app/models/user.server.ts'
import type { UploadedFile } from '#app/utils/multipart.server.ts'
import { MEMBERSHIP_MESSAGES } from '#app/validation/membership-messages.ts'
import { auditActorOf, recordAdminAction } from './audit.server.ts'
import { storeUpload } from './media.server.ts'
import { adminPaths } from '#app/config/admin-paths.ts'
import { notifyStaffInBackground } from './staff-notices.server.ts'

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
  notifyStaffInBackground('slip', { name: `${member.firstName} ${member.lastName}`, what: invoice.number }, adminPaths.payments)
  return { ok: true, proof: proofView(proof) }
}

/** A slip as members, the treasurer and the API see it: the address of its private download. */
export function proofView(proof: PublicPaymentProof) {
  return { id: proof.id, url: mediaPaths.download(proof.mediaId), reference: proof.reference, uploadedAt: proof.uploadedAt }
}

export async function proofsOfInvoice(invoiceId: string) {
  return (await listProofsOfInvoice(invoiceId)).map(proofView)
}
