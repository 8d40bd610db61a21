import { Schema } from 'mongoose'
import { defineModel } from './model-utils.server.ts'

/**
 * The fake payment provider's own books (issue 34; services/payments/fake-provider.server.ts): the bills
 * it was asked to make, as Billplz keeps them on its side, so that a requery tells what its "bank" knows
 * and not what the app recorded. Used only where PAYMENT_PROVIDER=fake (never in production).
 */
const fakePaymentBillSchema = new Schema(
  {
    _id: { type: String, required: true, maxlength: 40 },
    amountSen: { type: Number, required: true, min: 1, validate: Number.isInteger },
    description: { type: String, required: true, maxlength: 200 },
    name: { type: String, required: true, maxlength: 255 },
    email: { type: String, required: true, maxlength: 254 },
    reference: { type: String, default: '', maxlength: 120 },
    callbackUrl: { type: String, required: true, maxlength: 500 },
    redirectUrl: { type: String, required: true, maxlength: 500 },
    /** As Billplz says it: `due` until paid. */
    state: { type: String, enum: ['due', 'paid'], default: 'due' },
    paidAt: { type: Date, default: null },
    createdAt: { type: Date, default: () => new Date() },
  },
  { collection: 'fake_payment_bills', versionKey: false },
)

export const FakePaymentBill = defineModel('FakePaymentBill', fakePaymentBillSchema)

interface FakePaymentBillRaw {
  _id: string
  amountSen: number
  description: string
  name: string
  email: string
  reference: string
  callbackUrl: string
  redirectUrl: string
  state: 'due' | 'paid'
  paidAt: Date | null
  createdAt: Date
}

const toPublic = (raw: FakePaymentBillRaw) => ({
  id: raw._id,
  amountSen: raw.amountSen,
  description: raw.description,
  name: raw.name,
  email: raw.email,
  reference: raw.reference ?? '',
  callbackUrl: raw.callbackUrl,
  redirectUrl: raw.redirectUrl,
  state: raw.state,
  paidAt: raw.paidAt ?? null,
  createdAt: raw.createdAt,
})
export type FakeBill = ReturnType<typeof toPublic>

export type NewFakeBill = Omit<FakeBill, 'state' | 'paidAt' | 'createdAt'>

export async function createFakeBill(bill: NewFakeBill) {
  const doc = await FakePaymentBill.create({ ...bill, _id: bill.id })
  return toPublic(doc.toObject() as unknown as FakePaymentBillRaw)
}

export async function getFakeBill(id: string) {
  if (!id || id.length > 40) return null
  const raw = await FakePaymentBill.findById(id).lean<FakePaymentBillRaw>()
  return raw ? toPublic(raw) : null
}

/** The fake bank takes the money: the bill is paid (once; a second payment changes nothing). */
export async function markFakeBillPaid(id: string, paidAt: Date) {
  await FakePaymentBill.updateOne({ _id: id, state: 'due' }, { $set: { state: 'paid', paidAt } })
  return getFakeBill(id)
}
