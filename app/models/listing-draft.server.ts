import { randomBytes } from 'node:crypto'
import { Schema, type Types } from 'mongoose'
import { LOCATIONS } from '#app/domain/constants.ts'
import { LISTING_LANGUAGES, PRACTICE_MODES } from '#app/domain/listing.ts'
import { defineModel, duplicateKeyField, filteredFields, isValidObjectId, serialize, toJSONPlugin } from './model-utils.server.ts'
import { storedImageSchema, type StoredImageFields } from './stored-image.server.ts'

/**
 * A member's own listing before the public sees it (issue 19): one draft per account, and the reviews
 * it is sent to. The public listing (models/listing.server.ts) changes only when a review is approved.
 * See docs/decisions/019-listing-reviews-and-search.md.
 */

/** The fields a member keeps (the name and membership ID come from the account). */
export interface MemberListingFields {
  salutation: string
  title: string
  businessName: string
  description: string
  specialties: string[]
  languages: string[]
  modes: string[]
  phone: string
  whatsapp: string
  email: string
  state: string
  location: string
  town: string
  postcode: string
  publishEmail: boolean
  website: string
  experience: number
  certification: string
  tcmRegistrationNo: string
  imageMediaId: string
  image: StoredImageFields | null
}

const memberListingFields = {
  salutation: { type: String, trim: true, default: '', maxlength: 30 },
  title: { type: String, trim: true, default: '', maxlength: 150 },
  businessName: { type: String, trim: true, default: '', maxlength: 200 },
  description: { type: String, trim: true, default: '', maxlength: 5000 },
  specialties: { type: [String], default: [] },
  languages: { type: [{ type: String, enum: LISTING_LANGUAGES }], default: [] },
  modes: { type: [{ type: String, enum: PRACTICE_MODES }], default: [] },
  phone: { type: String, trim: true, default: '', maxlength: 40 },
  whatsapp: { type: String, trim: true, default: '', maxlength: 40 },
  email: { type: String, trim: true, lowercase: true, default: '', maxlength: 254 },
  state: { type: String, enum: [...LOCATIONS, ''], default: '' },
  location: { type: String, trim: true, default: '', maxlength: 200 },
  town: { type: String, trim: true, default: '', maxlength: 100 },
  postcode: { type: String, trim: true, default: '', maxlength: 5 },
  publishEmail: { type: Boolean, default: false },
  website: { type: String, trim: true, default: '', maxlength: 300 },
  experience: { type: Number, default: 0, min: 0, max: 80 },
  certification: { type: String, trim: true, default: '', maxlength: 300 },
  tcmRegistrationNo: { type: String, trim: true, default: '', maxlength: 40 },
  imageMediaId: { type: String, default: '', maxlength: 24 },
  image: { type: storedImageSchema, default: null },
} as const

export const DRAFT_STAGES = ['draft', 'pending', 'returned', 'approved'] as const
export type DraftStage = (typeof DRAFT_STAGES)[number]

const listingDraftSchema = new Schema(
  {
    /** The account's id: one draft each (a unique key, so two first saves at once make one draft). */
    userId: { type: String, required: true, maxlength: 24 },
    ...memberListingFields,
    /** Where the draft is: being written, sent for review, returned with a note, or what the public sees. */
    stage: { type: String, enum: DRAFT_STAGES, default: 'draft' },
    /** Set afresh on every save: a review is taken of one revision, once (its unique key). */
    revision: { type: String, required: true, maxlength: 32 },
    /** The review in progress or last decided, and the note of one returned. */
    reviewId: { type: String, default: '', maxlength: 24 },
    reviewNote: { type: String, default: '', maxlength: 1000 },
  },
  { collection: 'listing_drafts', timestamps: true },
)
listingDraftSchema.index({ userId: 1 }, { unique: true })
filteredFields(listingDraftSchema, ['userId'])
listingDraftSchema.plugin(toJSONPlugin)
export const ListingDraft = defineModel('ListingDraft', listingDraftSchema)

type DraftRaw = MemberListingFields & {
  _id: Types.ObjectId
  userId: string
  stage: DraftStage
  revision: string
  reviewId: string
  reviewNote: string
  createdAt: Date
  updatedAt: Date
}
export const toListingDraft = (raw: DraftRaw) => serialize(raw)
export type ListingDraftRecord = ReturnType<typeof toListingDraft>

export const newRevision = () => randomBytes(9).toString('hex')

export async function getDraftForUser(userId: string) {
  const raw = await ListingDraft.findOne({ userId }).lean<DraftRaw>()
  return raw ? toListingDraft(raw) : null
}

/** Saves the member's fields as a new revision (a draft again: a save withdraws what waited for review). */
export async function saveDraftForUser(userId: string, fields: MemberListingFields) {
  const change = { ...fields, stage: 'draft', revision: newRevision(), reviewNote: '' }
  const result = await ListingDraft.updateOne({ userId }, { $set: change }, { runValidators: true })
  if (result.matchedCount === 0) {
    try {
      await ListingDraft.create({ userId, ...change })
    } catch (error) {
      // Two first saves at once: the other made the draft; this one writes over it.
      if (duplicateKeyField(error) === null) throw error
      await ListingDraft.updateOne({ userId }, { $set: change }, { runValidators: true })
    }
  }
  return getDraftForUser(userId)
}

export async function setDraftStage(userId: string, stage: DraftStage, extra: { reviewId?: string; reviewNote?: string } = {}) {
  await ListingDraft.updateOne({ userId }, { $set: { stage, ...extra } })
}

// ---------------------------------------------------------------------------------------------------
// Reviews: a copy of one revision, for an administrator to approve or return.

export const REVIEW_STATUSES = ['pending', 'approved', 'returned', 'withdrawn'] as const
export type ReviewStatus = (typeof REVIEW_STATUSES)[number]

const listingReviewSchema = new Schema(
  {
    /** `<userId>:<revision>`: one review per revision, however many submits arrive at once. */
    key: { type: String, required: true, maxlength: 80 },
    userId: { type: String, required: true, maxlength: 24 },
    fields: { type: new Schema(memberListingFields, { _id: false }), required: true },
    status: { type: String, enum: REVIEW_STATUSES, default: 'pending' },
    /** True when the member already had a published listing (an edit waits; the old one shows). */
    isRevision: { type: Boolean, default: false },
    note: { type: String, default: '', maxlength: 1000 },
    decidedBy: { type: String, default: '', maxlength: 254 },
    decidedAt: { type: Date, default: null },
  },
  { collection: 'listing_reviews', timestamps: true },
)
listingReviewSchema.index({ key: 1 }, { unique: true })
listingReviewSchema.index({ status: 1 })
listingReviewSchema.index({ userId: 1 })
filteredFields(listingReviewSchema, ['status', 'userId', 'key'])
listingReviewSchema.plugin(toJSONPlugin)
export const ListingReview = defineModel('ListingReview', listingReviewSchema)

type ReviewRaw = {
  _id: Types.ObjectId
  key: string
  userId: string
  fields: MemberListingFields
  status: ReviewStatus
  isRevision: boolean
  note: string
  decidedBy: string
  decidedAt: Date | null
  createdAt: Date
  updatedAt: Date
}
export const toListingReview = (raw: ReviewRaw) => serialize(raw)
export type ListingReviewRecord = ReturnType<typeof toListingReview>

/** A new review of this revision; null when one was taken of it already (a second submit, or a race lost). */
export async function createReview(userId: string, revision: string, fields: MemberListingFields, isRevision: boolean) {
  try {
    const doc = await ListingReview.create({ key: `${userId}:${revision}`, userId, fields, isRevision })
    return toListingReview(doc.toObject() as ReviewRaw)
  } catch (error) {
    if (duplicateKeyField(error) !== null) return null
    throw error
  }
}

export async function getReviewById(id: string) {
  if (!isValidObjectId(id)) return null
  const raw = await ListingReview.findById(id).lean<ReviewRaw>()
  return raw ? toListingReview(raw) : null
}

export async function listPendingReviews() {
  const raws = await ListingReview.find({ status: 'pending' }).lean<ReviewRaw[]>()
  return raws.map(toListingReview).sort((a, b) => +new Date(a.createdAt) - +new Date(b.createdAt))
}

export async function listPendingReviewsOfUser(userId: string) {
  const raws = await ListingReview.find({ userId, status: 'pending' }).lean<ReviewRaw[]>()
  return raws.map(toListingReview)
}

export async function setReviewOutcome(id: string, outcome: { status: ReviewStatus; note?: string; decidedBy?: string; decidedAt?: Date }) {
  await ListingReview.updateOne({ _id: id }, { $set: outcome })
}
