import { Schema, type Types } from 'mongoose'
import { defineModel, duplicateKeyField, filteredFields, isValidObjectId } from './model-utils.server.ts'

/**
 * A bank transaction recorded as a payment from a statement (issue 34, item 3), once: `_id` is the
 * transaction's key (services/reconciliation.server.ts `lineKeys`: its day, amount, words and balance),
 * so confirming the line twice, at the same moment, or from another statement that carries the same
 * transaction, inserts under the same key and only the first records it (docs/conventions.md,
 * "Atomicity"). The claim is taken before the payment is recorded and given back when the payment is
 * refused; `receiptId` says it was recorded.
 */
const bankLineRecordSchema = new Schema(
  {
    _id: { type: String, required: true, maxlength: 80 },
    importId: { type: Schema.Types.ObjectId, ref: 'BankStatementImport', required: true },
    line: { type: Number, required: true, min: 1 },
    invoiceId: { type: Schema.Types.ObjectId, ref: 'Invoice', default: null },
    donationId: { type: Schema.Types.ObjectId, ref: 'Donation', default: null },
    receiptId: { type: Schema.Types.ObjectId, ref: 'Receipt', default: null },
    receiptNumber: { type: String, default: '', maxlength: 40 },
    claimedBy: { type: Schema.Types.ObjectId, ref: 'User', required: true },
    claimedAt: { type: Date, default: () => new Date() },
    recordedAt: { type: Date, default: null },
  },
  { collection: 'bank_line_records', versionKey: false },
)
bankLineRecordSchema.index({ importId: 1 })
bankLineRecordSchema.index({ receiptId: 1 })
filteredFields(bankLineRecordSchema, ['importId', 'receiptId'])

export const BankLineRecord = defineModel('BankLineRecord', bankLineRecordSchema)

export interface BankLineRecordView {
  key: string
  importId: string
  line: number
  invoiceId: string | null
  donationId: string | null
  receiptId: string | null
  receiptNumber: string
  claimedAt: Date
}

type RecordRaw = {
  _id: string
  importId: Types.ObjectId
  line: number
  invoiceId: Types.ObjectId | null
  donationId: Types.ObjectId | null
  receiptId: Types.ObjectId | null
  receiptNumber: string
  claimedAt: Date
}

const toView = (raw: RecordRaw): BankLineRecordView => ({
  key: raw._id,
  importId: String(raw.importId),
  line: raw.line,
  invoiceId: raw.invoiceId ? String(raw.invoiceId) : null,
  donationId: raw.donationId ? String(raw.donationId) : null,
  receiptId: raw.receiptId ? String(raw.receiptId) : null,
  receiptNumber: raw.receiptNumber ?? '',
  claimedAt: raw.claimedAt,
})

/** True for the one caller that claims the transaction first. */
export async function claimBankLine(key: string, claim: { importId: string; line: number; invoiceId: string | null; donationId: string | null; claimedBy: string }) {
  try {
    await BankLineRecord.create({ _id: key, ...claim })
    return true
  } catch (error) {
    if (duplicateKeyField(error) !== null) return false
    throw error
  }
}

export async function getBankLineRecord(key: string) {
  const raw = await BankLineRecord.findById(key).lean<RecordRaw>()
  return raw ? toView(raw) : null
}

/** The records of some transactions (a statement's lines): a scan of a collection of a few hundred a year. */
export async function listBankLineRecords(keys: readonly string[]) {
  if (!keys.length) return []
  const raws = await BankLineRecord.find({ _id: { $in: keys } }).lean<RecordRaw[]>()
  return raws.map(toView)
}

/** The receipt the transaction was recorded with (by the claim's holder only). */
export async function setBankLineReceipt(key: string, receipt: { id: string; number: string }) {
  await BankLineRecord.updateOne({ _id: key, receiptId: null }, { $set: { receiptId: receipt.id, receiptNumber: receipt.number, recordedAt: new Date() } })
}

/** Gives back a claim whose payment was not recorded, so that the line can be tried again. */
export async function releaseBankLine(key: string) {
  await BankLineRecord.deleteOne({ _id: key, receiptId: null })
}

/** Whether some statement line already stands for this receipt. */
export async function isReceiptOfBankLine(receiptId: string) {
  if (!isValidObjectId(receiptId)) return false
  return (await BankLineRecord.countDocuments({ receiptId })) > 0
}

/** How many of an import's lines were recorded from it. */
export async function countRecordedLinesOf(importId: string) {
  if (!isValidObjectId(importId)) return 0
  return BankLineRecord.countDocuments({ importId, receiptId: { $ne: null } })
}
