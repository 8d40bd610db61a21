import { Schema, type InferSchemaType, type Types } from 'mongoose'
import { PAYMENT_METHODS } from '#app/domain/constants.ts'
import { defineModel, duplicateKeyField, filteredFields, isValidObjectId, serialize } from './model-utils.server.ts'

/**
 * Money received, as a treasurer recorded it, with the numbered receipt issued for it (RCT-<year>-<n>):
 * the association's ledger. Against an invoice (a membership fee; part payments are one receipt each)
 * or a donation. Amounts in whole sen. Never edited: a mistake is corrected by a new record.
 */
const DAY = /^\d{4}-\d{2}-\d{2}$/

const receiptSchema = new Schema(
  {
    number: { type: String, required: true, maxlength: 40 },
    invoiceId: { type: Schema.Types.ObjectId, ref: 'Invoice', default: null },
    donationId: { type: Schema.Types.ObjectId, ref: 'Donation', default: null },
    userId: { type: Schema.Types.ObjectId, ref: 'User', default: null },
    receivedFrom: {
      type: new Schema(
        {
          name: { type: String, required: true, trim: true, maxlength: 201 },
          email: { type: String, required: true, trim: true, lowercase: true, maxlength: 254 },
          /** IC or company number, for a donation receipt that asks for it. */
          identification: { type: String, trim: true, default: '', maxlength: 40 },
        },
        { _id: false },
      ),
      required: true,
    },
    purpose: { type: String, required: true, trim: true, maxlength: 200 },
    amountSen: { type: Number, required: true, min: 1, validate: Number.isInteger },
    method: { type: String, required: true, enum: PAYMENT_METHODS },
    reference: { type: String, trim: true, default: '', maxlength: 100 },
    /** The Malaysian day the money was received. */
    paidOn: { type: String, required: true, match: DAY },
    recordedBy: { type: Schema.Types.ObjectId, ref: 'User', required: true },
  },
  { timestamps: { createdAt: true, updatedAt: false } },
)
receiptSchema.index({ number: 1 }, { unique: true })
receiptSchema.index({ invoiceId: 1 })
receiptSchema.index({ userId: 1, createdAt: -1 })
receiptSchema.index({ donationId: 1 })
filteredFields(receiptSchema, ['number', 'invoiceId', 'userId', 'donationId'])

export type ReceiptFields = InferSchemaType<typeof receiptSchema>
export const Receipt = defineModel('Receipt', receiptSchema)
export type ReceiptRaw = ReceiptFields & {
  _id: Types.ObjectId
  invoiceId: Types.ObjectId | null
  donationId: Types.ObjectId | null
  userId: Types.ObjectId | null
  recordedBy: Types.ObjectId
  createdAt: Date
}

export function toPublicReceipt(raw: ReceiptRaw) {
  const { invoiceId, donationId, userId, recordedBy, ...rest } = serialize(raw)
  const id = (value: Types.ObjectId | null) => (value ? String(value) : null)
  return { ...rest, invoiceId: id(invoiceId), donationId: id(donationId), userId: id(userId), recordedBy: String(recordedBy) }
}
export type PublicReceipt = ReturnType<typeof toPublicReceipt>

export interface NewReceipt {
  number: string
  invoiceId?: string | null
  donationId?: string | null
  userId: string | null
  receivedFrom: { name: string; email: string; identification?: string }
  purpose: string
  amountSen: number
  method: string
  reference: string
  paidOn: string
  recordedBy: string
}

export async function createReceipt(receipt: NewReceipt) {
  const doc = await Receipt.create(receipt)
  return toPublicReceipt(doc.toObject() as ReceiptRaw)
}

/**
 * Writes the receipt under an id chosen beforehand (the payment's), once: a second write of it, by a
 * retry or a completion running beside this one, answers the receipt written first.
 */
export async function createReceiptOnce(id: string, receipt: NewReceipt) {
  try {
    const doc = await Receipt.create({ _id: id, ...receipt })
    return toPublicReceipt(doc.toObject() as ReceiptRaw)
  } catch (error) {
    if (duplicateKeyField(error) === null) throw error
    const stored = await getReceiptById(id)
    if (!stored) throw error
    return stored
  }
}

export async function getReceiptById(id: string) {
  if (!isValidObjectId(id)) return null
  const raw = await Receipt.findById(id).lean<ReceiptRaw>()
  return raw ? toPublicReceipt(raw) : null
}

/** The receipts against one invoice, oldest first: what has been paid on it. */
export async function listReceiptsOfInvoice(invoiceId: string) {
  if (!isValidObjectId(invoiceId)) return []
  const raws = await Receipt.find({ invoiceId }).sort({ createdAt: 1, _id: 1 }).lean<ReceiptRaw[]>()
  return raws.map(toPublicReceipt)
}

export async function listReceiptsOfUser(userId: string) {
  if (!isValidObjectId(userId)) return []
  const raws = await Receipt.find({ userId }).sort({ createdAt: -1, _id: -1 }).lean<ReceiptRaw[]>()
  return raws.map(toPublicReceipt)
}

export async function listReceiptsOfDonation(donationId: string) {
  if (!isValidObjectId(donationId)) return []
  const raws = await Receipt.find({ donationId }).sort({ createdAt: 1, _id: 1 }).lean<ReceiptRaw[]>()
  return raws.map(toPublicReceipt)
}

/** Receipts for money received between two Malaysian days (inclusive): the ledger's. */
export async function listReceiptsPaidBetween(from: string, to: string) {
  const raws = await Receipt.find({ paidOn: { $gte: from, $lte: to } })
    .select({ number: 1, paidOn: 1, 'receivedFrom.name': 1, amountSen: 1, invoiceId: 1, donationId: 1 })
    .lean<Array<{ _id: Types.ObjectId; number: string; paidOn: string; receivedFrom: { name: string }; amountSen: number; invoiceId: Types.ObjectId | null; donationId: Types.ObjectId | null }>>()
  return raws.map((raw) => ({
    id: String(raw._id),
    number: raw.number,
    paidOn: raw.paidOn,
    receivedFrom: raw.receivedFrom.name,
    amountSen: raw.amountSen,
    invoiceId: raw.invoiceId ? String(raw.invoiceId) : null,
    donationId: raw.donationId ? String(raw.donationId) : null,
  }))
}
