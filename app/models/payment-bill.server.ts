import { Schema, type Types } from 'mongoose'
import { defineModel, filteredFields, isValidObjectId } from './model-utils.server.ts'

/**
 * A bill made at an online payment provider (issue 34: Billplz, or the fake one outside production) for
 * money owed here: an invoice (a member's fee, an event's fee) or a pledge. `_id` is `<provider>:<bill id>`,
 * so a bill the provider names is ours once. It keeps what it asks for and where the payer was sent;
 * not who pays (the invoice or pledge says that), so that closing an account erases nothing here.
 *
 * The payment itself is confirmed once however it is learnt (the callback, the payer's return, a
 * requery by the sweep, several at the same moment): as a money operation whose `_id` is made of this
 * bill's (services/online-payments.server.ts), an insert with one winner. `state` turns to `paid` after
 * that, for the lists; it is never what decides.
 */
const paymentBillSchema = new Schema(
  {
    _id: { type: String, required: true, maxlength: 160 },
    provider: { type: String, required: true, enum: ['fake', 'billplz'] },
    billId: { type: String, required: true, maxlength: 100 },
    subjectKind: { type: String, required: true, enum: ['invoice', 'donation'] },
    subjectId: { type: Schema.Types.ObjectId, required: true },
    amountSen: { type: Number, required: true, min: 1, validate: Number.isInteger },
    /** The invoice's number, or the pledge's id: what the provider shows as the reference. */
    reference: { type: String, required: true, maxlength: 100 },
    /** Where the payer is sent to pay it (the provider's page). */
    url: { type: String, required: true, maxlength: 500 },
    state: { type: String, enum: ['open', 'paid'], default: 'open' },
    /** What the provider last said of an open bill: nothing yet, a failed attempt, or an answer still pending. */
    lastReport: { type: String, enum: ['none', 'failed', 'pending'], default: 'none' },
    createdAt: { type: Date, default: () => new Date() },
    /** The last time the sweep asked the provider about it. */
    checkedAt: { type: Date, default: null },
    confirmedAt: { type: Date, default: null },
    /** Which word of it came first: the provider's callback, the payer's return, or a requery. */
    confirmedBy: { type: String, enum: ['callback', 'return', 'requery'], default: null },
    receiptId: { type: Schema.Types.ObjectId, default: null },
  },
  { collection: 'payment_bills', versionKey: false },
)
paymentBillSchema.index({ subjectId: 1 })
paymentBillSchema.index({ state: 1, createdAt: 1 })
filteredFields(paymentBillSchema, ['subjectId', 'state'])

export const PaymentBill = defineModel('PaymentBill', paymentBillSchema)

export type PaymentProviderName = 'fake' | 'billplz'
export type BillSubjectKind = 'invoice' | 'donation'
export type BillReport = 'none' | 'failed' | 'pending'

interface PaymentBillRaw {
  _id: string
  provider: PaymentProviderName
  billId: string
  subjectKind: BillSubjectKind
  subjectId: Types.ObjectId
  amountSen: number
  reference: string
  url: string
  state: 'open' | 'paid'
  lastReport: BillReport
  createdAt: Date
  checkedAt: Date | null
  confirmedAt: Date | null
  confirmedBy: 'callback' | 'return' | 'requery' | null
  receiptId: Types.ObjectId | null
}

const toPublic = (raw: PaymentBillRaw) => ({
  id: raw._id,
  provider: raw.provider,
  billId: raw.billId,
  subjectKind: raw.subjectKind,
  subjectId: String(raw.subjectId),
  amountSen: raw.amountSen,
  reference: raw.reference,
  url: raw.url,
  state: raw.state,
  lastReport: raw.lastReport ?? 'none',
  createdAt: raw.createdAt,
  checkedAt: raw.checkedAt ?? null,
  confirmedAt: raw.confirmedAt ?? null,
  confirmedBy: raw.confirmedBy ?? null,
  receiptId: raw.receiptId ? String(raw.receiptId) : null,
})
export type PaymentBillRecord = ReturnType<typeof toPublic>

export const billKey = (provider: string, billId: string) => `${provider}:${billId}`

export interface NewPaymentBill {
  provider: PaymentProviderName
  billId: string
  subjectKind: BillSubjectKind
  subjectId: string
  amountSen: number
  reference: string
  url: string
}

export async function createPaymentBill(bill: NewPaymentBill) {
  const doc = await PaymentBill.create({ ...bill, _id: billKey(bill.provider, bill.billId) })
  return toPublic(doc.toObject() as unknown as PaymentBillRaw)
}

/** The bill the provider names; null for one that is not ours (or not of this provider). */
export async function getPaymentBill(provider: string, billId: string) {
  if (!billId || billId.length > 100) return null
  const raw = await PaymentBill.findById(billKey(provider, billId)).lean<PaymentBillRaw>()
  return raw ? toPublic(raw) : null
}

/** An open bill for this invoice or pledge, of this amount, made since `since`: the one to send the payer to again. */
export async function findOpenBillOf(subjectId: string, provider: string, amountSen: number, since: Date) {
  if (!isValidObjectId(subjectId)) return null
  const raws = await PaymentBill.find({ subjectId }).sort({ createdAt: -1 }).limit(20).lean<PaymentBillRaw[]>()
  const open = raws.find((raw) => raw.state === 'open' && raw.provider === provider && raw.amountSen === amountSen && raw.createdAt >= since)
  return open ? toPublic(open) : null
}

/** The bills of an invoice or pledge, newest first. */
export async function listBillsOf(subjectId: string) {
  if (!isValidObjectId(subjectId)) return []
  const raws = await PaymentBill.find({ subjectId }).sort({ createdAt: -1 }).limit(50).lean<PaymentBillRaw[]>()
  return raws.map(toPublic)
}

/** Marks the bill paid once its payment is recorded (a second call changes nothing). */
export async function markBillPaid(id: string, fields: { confirmedBy: 'callback' | 'return' | 'requery'; receiptId: string }) {
  await PaymentBill.updateOne({ _id: id, state: 'open' }, { $set: { state: 'paid', confirmedAt: new Date(), confirmedBy: fields.confirmedBy, receiptId: fields.receiptId } })
}

/** What the provider said of a bill still open (a failed attempt; an answer still pending). */
export async function noteBillReport(id: string, report: Exclude<BillReport, 'none'>) {
  await PaymentBill.updateOne({ _id: id, state: 'open' }, { $set: { lastReport: report } })
}

export async function markBillChecked(id: string, at: Date) {
  await PaymentBill.updateOne({ _id: id }, { $set: { checkedAt: at } })
}

/** Open bills made between two moments, oldest first: those the sweep asks the provider about. */
export async function listOpenBillsMadeBetween(from: Date, to: Date, limit = 50) {
  const raws = await PaymentBill.find({ state: 'open', createdAt: { $gte: from, $lte: to } })
    .sort({ checkedAt: 1, createdAt: 1 })
    .limit(limit)
    .lean<PaymentBillRaw[]>()
  return raws.map(toPublic)
}

/** Open bills made since `since`, newest first: the treasurer's list of online payments not (yet) confirmed. */
export async function listOpenBillsSince(since: Date, limit = 200) {
  const raws = await PaymentBill.find({ state: 'open', createdAt: { $gte: since } }).sort({ createdAt: -1 }).limit(limit).lean<PaymentBillRaw[]>()
  return raws.map(toPublic)
}
