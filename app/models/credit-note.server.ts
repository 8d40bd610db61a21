import { Schema, type Types } from 'mongoose'
import { defineModel, duplicateKeyField, filteredFields, isValidObjectId } from './model-utils.server.ts'

/**
 * Money given back on a paid invoice (issue 34): a credit note numbered CN-<year>-<n> in the same
 * machinery as receipts (document-number.server.ts), for at most what was received on the invoice less
 * the credit notes before it, refunded by bank transfer on a day with the bank's reference. Amounts in
 * whole sen. `slot` is the place it took on its invoice (`<invoice>:<n>`, the n-th credit note): its
 * insert under that unique key decides between two recorded at the same moment (FerretDB is not
 * atomic: docs/conventions.md), so together they never give back more than was paid. Never edited.
 */
const DAY = /^\d{4}-\d{2}-\d{2}$/

const creditNoteSchema = new Schema(
  {
    number: { type: String, required: true, maxlength: 40 },
    slot: { type: String, required: true, maxlength: 80 },
    invoiceId: { type: Schema.Types.ObjectId, ref: 'Invoice', required: true },
    userId: { type: Schema.Types.ObjectId, ref: 'User', default: null },
    /** Who the money goes back to, as the invoice named them. */
    issuedTo: {
      type: new Schema(
        {
          name: { type: String, required: true, trim: true, maxlength: 201 },
          email: { type: String, required: true, trim: true, lowercase: true, maxlength: 254 },
        },
        { _id: false },
      ),
      required: true,
    },
    amountSen: { type: Number, required: true, min: 1, validate: Number.isInteger },
    reason: { type: String, required: true, trim: true, maxlength: 500 },
    refundMethod: { type: String, required: true, enum: ['bank-transfer'], default: 'bank-transfer' },
    refundReference: { type: String, required: true, trim: true, maxlength: 100 },
    /** The Malaysian day the money was sent back: the credit note's day in the books. */
    refundedOn: { type: String, required: true, match: DAY },
    recordedBy: { type: Schema.Types.ObjectId, ref: 'User', required: true },
  },
  { collection: 'credit_notes', timestamps: { createdAt: true, updatedAt: false } },
)
creditNoteSchema.index({ number: 1 }, { unique: true })
creditNoteSchema.index({ slot: 1 }, { unique: true })
creditNoteSchema.index({ invoiceId: 1 })
creditNoteSchema.index({ userId: 1 })
filteredFields(creditNoteSchema, ['number', 'slot', 'invoiceId', 'userId'])

export const CreditNote = defineModel('CreditNote', creditNoteSchema)

interface CreditNoteRaw {
  _id: Types.ObjectId
  number: string
  slot: string
  invoiceId: Types.ObjectId
  userId: Types.ObjectId | null
  issuedTo: { name: string; email: string }
  amountSen: number
  reason: string
  refundMethod: string
  refundReference: string
  refundedOn: string
  recordedBy: Types.ObjectId
  createdAt: Date
}

const toPublic = (raw: CreditNoteRaw) => ({
  id: String(raw._id),
  number: raw.number,
  slot: raw.slot,
  invoiceId: String(raw.invoiceId),
  userId: raw.userId ? String(raw.userId) : null,
  issuedTo: { name: raw.issuedTo.name, email: raw.issuedTo.email },
  amountSen: raw.amountSen,
  reason: raw.reason,
  refundMethod: raw.refundMethod,
  refundReference: raw.refundReference,
  refundedOn: raw.refundedOn,
  recordedBy: String(raw.recordedBy),
  createdAt: new Date(raw.createdAt).toISOString(),
})
export type PublicCreditNote = ReturnType<typeof toPublic>

export interface NewCreditNote {
  number: string
  slot: string
  invoiceId: string
  userId: string | null
  issuedTo: { name: string; email: string }
  amountSen: number
  reason: string
  refundReference: string
  refundedOn: string
  recordedBy: string
}

/**
 * Writes the credit note in its slot: `{ created: true }`, or `{ created: false, stored }` with the one
 * that took the slot first (another treasurer's at the same moment, or this one's own earlier try).
 */
export async function createCreditNoteInSlot(note: NewCreditNote): Promise<{ created: true; note: PublicCreditNote } | { created: false; stored: PublicCreditNote | null }> {
  try {
    const doc = await CreditNote.create(note)
    return { created: true, note: toPublic(doc.toObject() as unknown as CreditNoteRaw) }
  } catch (error) {
    if (duplicateKeyField(error) === null) throw error
    const raw = await CreditNote.findOne({ slot: note.slot }).lean<CreditNoteRaw>()
    return { created: false, stored: raw ? toPublic(raw) : null }
  }
}

export async function getCreditNoteById(id: string) {
  if (!isValidObjectId(id)) return null
  const raw = await CreditNote.findById(id).lean<CreditNoteRaw>()
  return raw ? toPublic(raw) : null
}

/** The credit notes of one invoice, oldest first. */
export async function listCreditNotesOfInvoice(invoiceId: string) {
  if (!isValidObjectId(invoiceId)) return []
  const raws = await CreditNote.find({ invoiceId }).sort({ createdAt: 1, _id: 1 }).lean<CreditNoteRaw[]>()
  return raws.map(toPublic)
}

/** Credit notes whose money went back between two Malaysian days (inclusive): the ledger's and the statement's. */
export async function listCreditNotesRefundedBetween(from: string, to: string) {
  const raws = await CreditNote.find({ refundedOn: { $gte: from, $lte: to } }).lean<CreditNoteRaw[]>()
  return raws.map(toPublic)
}

/** A member's credit notes, newest first (the export of their data). */
export async function listCreditNotesOfUser(userId: string) {
  if (!isValidObjectId(userId)) return []
  const raws = await CreditNote.find({ userId }).sort({ createdAt: -1 }).lean<CreditNoteRaw[]>()
  return raws.map(toPublic)
}

/** A closed account's credit notes keep the name and the amounts (accounting records); the address goes. */
export async function eraseCreditNoteContactsOf(userId: string, erased: string) {
  if (!isValidObjectId(userId)) return
  await CreditNote.updateMany({ userId }, { $set: { 'issuedTo.email': erased } })
}
