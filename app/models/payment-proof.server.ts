import { Schema, type Types } from 'mongoose'
import { defineModel, filteredFields, isValidObjectId } from './model-utils.server.ts'

/**
 * A transfer slip a member attached to one of their invoices (issue 18), or a visitor to the invoice of
 * their event registration by its signed link (issue 33: no account, so no `userId`, and the file has no
 * owner): the file is a private upload (models/media.server.ts, purpose `payment-proof`), seen by its
 * owner and the administrators only.
 * One document per slip, only ever inserted, so that slips sent at the same moment are all kept (a
 * `$push` onto the invoice would lose one on FerretDB). The treasurer reads them beside the invoice.
 */
const paymentProofSchema = new Schema(
  {
    invoiceId: { type: Schema.Types.ObjectId, ref: 'Invoice', required: true },
    /** The member who sent it; null for a visitor's. */
    userId: { type: Schema.Types.ObjectId, ref: 'User', default: null },
    mediaId: { type: Schema.Types.ObjectId, ref: 'Media', required: true },
    /** The bank's or DuitNow's reference the member typed, if any. */
    reference: { type: String, trim: true, default: '', maxlength: 100 },
  },
  { collection: 'payment_proofs', versionKey: false, timestamps: { createdAt: true, updatedAt: false } },
)
paymentProofSchema.index({ invoiceId: 1, createdAt: 1 })
paymentProofSchema.index({ userId: 1 })
filteredFields(paymentProofSchema, ['invoiceId', 'userId'])

export const PaymentProof = defineModel('PaymentProof', paymentProofSchema)

type PaymentProofRaw = { _id: Types.ObjectId; invoiceId: Types.ObjectId; userId: Types.ObjectId | null; mediaId: Types.ObjectId; reference: string; createdAt: Date }

function toPublicProof(raw: PaymentProofRaw) {
  return {
    id: String(raw._id),
    invoiceId: String(raw.invoiceId),
    userId: raw.userId ? String(raw.userId) : null,
    mediaId: String(raw.mediaId),
    reference: raw.reference,
    uploadedAt: raw.createdAt.toISOString(),
  }
}
export type PublicPaymentProof = ReturnType<typeof toPublicProof>

export async function addPaymentProof(proof: { invoiceId: string; userId: string | null; mediaId: string; reference: string }) {
  const doc = await PaymentProof.create(proof)
  return toPublicProof(doc.toObject() as PaymentProofRaw)
}

/** The slips of one invoice, oldest first (an equality on an indexed field: see decision 012). */
export async function listProofsOfInvoice(invoiceId: string) {
  if (!isValidObjectId(invoiceId)) return []
  const raws = await PaymentProof.find({ invoiceId }).sort({ createdAt: 1, _id: 1 }).lean<PaymentProofRaw[]>()
  return raws.map(toPublicProof)
}
