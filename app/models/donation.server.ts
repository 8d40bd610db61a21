import { Schema, type InferSchemaType, type Types } from 'mongoose'
import { defineModel, filteredFields, isValidObjectId, serialize } from './model-utils.server.ts'

/**
 * A gift someone says they are making (the donation form: amount, once or monthly, who, an IC or company
 * number for the receipt), paid by bank transfer or DuitNow like a membership fee; the treasurer records
 * what arrives as a receipt against it (receipt.server.ts, `donationId`). Amounts in whole sen.
 */
const donationSchema = new Schema(
  {
    name: { type: String, required: true, trim: true, maxlength: 200 },
    email: { type: String, required: true, trim: true, lowercase: true, maxlength: 254 },
    amountSen: { type: Number, required: true, min: 1, validate: Number.isInteger },
    frequency: { type: String, required: true, enum: ['one-time', 'monthly'] },
    identification: { type: String, trim: true, default: '', maxlength: 40 },
    status: { type: String, enum: ['pledged', 'received'], default: 'pledged' },
    /** The donor's transfer slip (issue 18): a private upload with no owner, for the treasurer. */
    slip: {
      type: new Schema({ mediaId: { type: String, required: true }, name: { type: String, default: '' }, mimeType: { type: String, required: true }, uploadedAt: { type: Date, required: true } }, { _id: false }),
      default: null,
    },
  },
  { timestamps: true },
)
donationSchema.index({ status: 1, createdAt: 1 })
donationSchema.index({ email: 1 })
filteredFields(donationSchema, ['status', 'email'])

export type DonationFields = InferSchemaType<typeof donationSchema>
export const Donation = defineModel('Donation', donationSchema)
type DonationRaw = DonationFields & { _id: Types.ObjectId; createdAt: Date; updatedAt: Date }

export function toPublicDonation(raw: DonationRaw) {
  return serialize(raw)
}
export type PublicDonation = ReturnType<typeof toPublicDonation>

export async function createDonation(donation: { name: string; email: string; amountSen: number; frequency: string; identification: string }) {
  const doc = await Donation.create(donation)
  return toPublicDonation(doc.toObject() as DonationRaw)
}

export async function getDonationById(id: string) {
  if (!isValidObjectId(id)) return null
  const raw = await Donation.findById(id).lean<DonationRaw>()
  return raw ? toPublicDonation(raw) : null
}

/** Pledges, newest first (the treasurer's list: a few hundred a year). */
export async function listDonations() {
  const raws = await Donation.find().sort({ createdAt: -1, _id: -1 }).limit(500).lean<DonationRaw[]>()
  return raws.map(toPublicDonation)
}

export async function markDonationReceived(id: string) {
  await Donation.updateOne({ _id: id }, { $set: { status: 'received' } })
}

export interface DonationSlip {
  mediaId: string
  name: string
  mimeType: string
  uploadedAt: Date
}

/** Records the pledge's slip (taken once before: services/donation-slips.server.ts claims it under a unique key). */
export async function setDonationSlip(id: string, slip: DonationSlip) {
  await Donation.updateOne({ _id: id }, { $set: { slip } })
}

/** The slips of pledges (erasing a closed account): their media ids. */
export async function listSlipMediaIdsOf(ids: readonly string[]) {
  if (ids.length === 0) return []
  const raws = await Donation.find({ _id: { $in: ids } }).select('slip').lean<Array<{ slip?: DonationSlip | null }>>()
  return raws.flatMap((raw) => (raw.slip?.mediaId ? [raw.slip.mediaId] : []))
}

export const ERASED_DONOR_NAME = 'Former donor'

/** The pledges made under an e-mail (erasing a closed account). */
export async function listDonationIdsBy(email: string) {
  const raws = await Donation.find({ email: email.trim().toLowerCase() }).select('_id').lean<Array<{ _id: Types.ObjectId }>>()
  return raws.map((raw) => String(raw._id))
}

/**
 * Erasure of a closed account (decision 021): its pledges keep their amounts, frequency and state for the
 * books, and lose the name, e-mail and identification (fixed values, so two sweeps write the same thing).
 */
export async function anonymiseDonations(ids: string[]) {
  if (ids.length === 0) return
  await Donation.updateMany({ _id: { $in: ids } }, { $set: { name: ERASED_DONOR_NAME, email: '', identification: '', slip: null } })
}
