import { Schema, Types } from 'mongoose'
import { defineModel, duplicateKeyField, filteredFields, isValidObjectId } from './model-utils.server.ts'

/**
 * A payment being recorded, from the moment it takes its place on an invoice or a pledge until every
 * step after it is done (issue 30): the receipt's number, the receipt, the invoice paid, the membership
 * extended, the audit line and the mail. `_id` is the place it took (`invoice-payment:<invoice>:<n>`,
 * `donation-payment:<donation>:<n>`; an online payment's is its bill's, `…:online:<provider>:<bill id>`: issue 34):
 * an insert under it has one winner, so one payment is recorded once.
 * It keeps what the treasurer entered and the receipt's id chosen beforehand, so that when a step fails
 * (or the process dies) the next attempt on that invoice, or the sweep, finishes the same payment with the
 * same receipt, once. `completedAt` is set when everything is done.
 */
const moneyOperationSchema = new Schema(
  {
    _id: { type: String, required: true, maxlength: 200 },
    kind: { type: String, required: true, enum: ['invoice-payment', 'donation-payment'] },
    /** The invoice or the pledge. */
    subjectId: { type: Schema.Types.ObjectId, required: true },
    payment: {
      type: new Schema(
        {
          amountSen: { type: Number, required: true, min: 1, validate: Number.isInteger },
          method: { type: String, required: true, maxlength: 40 },
          reference: { type: String, default: '', maxlength: 100 },
          paidOn: { type: String, required: true, maxlength: 10 },
        },
        { _id: false },
      ),
      required: true,
    },
    recordedBy: { type: Schema.Types.ObjectId, required: true },
    recordedByEmail: { type: String, required: true, maxlength: 254 },
    /** The receipt's series as at the time the payment was recorded (`RCT-2026`), and its id, chosen now. */
    receiptSeries: { type: String, required: true, maxlength: 30 },
    receiptId: { type: Schema.Types.ObjectId, required: true },
    createdAt: { type: Date, default: () => new Date() },
    /** When a step failed in the request that recorded it: the next attempt need not wait for it to go stale. */
    failedAt: { type: Date, default: null },
    completedAt: { type: Date, default: null },
  },
  { collection: 'money_operations', versionKey: false },
)
moneyOperationSchema.index({ subjectId: 1 })
moneyOperationSchema.index({ completedAt: 1, createdAt: 1 })
filteredFields(moneyOperationSchema, ['subjectId', 'completedAt'])

export const MoneyOperation = defineModel('MoneyOperation', moneyOperationSchema)

export interface MoneyOperationRaw {
  _id: string
  kind: 'invoice-payment' | 'donation-payment'
  subjectId: Types.ObjectId
  payment: { amountSen: number; method: string; reference: string; paidOn: string }
  recordedBy: Types.ObjectId
  recordedByEmail: string
  receiptSeries: string
  receiptId: Types.ObjectId
  createdAt: Date
  failedAt: Date | null
  completedAt: Date | null
}

const toPublic = (raw: MoneyOperationRaw) => ({
  id: raw._id,
  kind: raw.kind,
  subjectId: String(raw.subjectId),
  payment: { amountSen: raw.payment.amountSen, method: raw.payment.method, reference: raw.payment.reference ?? '', paidOn: raw.payment.paidOn },
  recordedBy: String(raw.recordedBy),
  recordedByEmail: raw.recordedByEmail,
  receiptSeries: raw.receiptSeries,
  receiptId: String(raw.receiptId),
  createdAt: raw.createdAt,
  failedAt: raw.failedAt ?? null,
  completedAt: raw.completedAt ?? null,
})
export type MoneyOperation = ReturnType<typeof toPublic>

export interface NewMoneyOperation {
  id: string
  kind: MoneyOperation['kind']
  subjectId: string
  payment: MoneyOperation['payment']
  recordedBy: string
  recordedByEmail: string
  receiptSeries: string
}

/** Takes the payment's place: the operation, or null when another payment took that place first. */
export async function startMoneyOperation(operation: NewMoneyOperation): Promise<MoneyOperation | null> {
  try {
    const doc = await MoneyOperation.create({ ...operation, _id: operation.id, receiptId: new Types.ObjectId() })
    return toPublic(doc.toObject() as unknown as MoneyOperationRaw)
  } catch (error) {
    if (duplicateKeyField(error) !== null) return null
    throw error
  }
}

/** The operation that took this place (an online payment's: `…:online:<bill>`), or null. */
export async function getMoneyOperation(id: string) {
  const raw = await MoneyOperation.findById(id).lean<MoneyOperationRaw>()
  return raw ? toPublic(raw) : null
}

/** The operations on an invoice or pledge that are not complete, oldest first. */
export async function unfinishedOperationsOf(subjectId: string) {
  if (!isValidObjectId(subjectId)) return []
  const raws = await MoneyOperation.find({ subjectId, completedAt: null }).sort({ createdAt: 1 }).lean<MoneyOperationRaw[]>()
  return raws.map(toPublic)
}

/** Operations not complete that failed, or that started before `startedBefore` (their request is gone). */
export async function listUnfinishedOperations(startedBefore: Date, limit = 100) {
  const raws = await MoneyOperation.find({ completedAt: null, $or: [{ failedAt: { $ne: null } }, { createdAt: { $lt: startedBefore } }] })
    .sort({ createdAt: 1 })
    .limit(limit)
    .lean<MoneyOperationRaw[]>()
  return raws.map(toPublic)
}

export async function markOperationFailed(id: string) {
  await MoneyOperation.updateOne({ _id: id, completedAt: null }, { $set: { failedAt: new Date() } })
}

export async function markOperationComplete(id: string) {
  await MoneyOperation.updateOne({ _id: id }, { $set: { completedAt: new Date() } })
}
