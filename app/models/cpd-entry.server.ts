import { Schema, type InferSchemaType, type Types } from 'mongoose'
import { CPD_CATEGORIES, CPD_HOURS, CPD_STATUSES } from '#app/domain/constants.ts'
import { defineModel, filteredFields, isValidObjectId, serialize, toJSONPlugin } from './model-utils.server.ts'

const cpdEntrySchema = new Schema(
  {
    userId: { type: Schema.Types.ObjectId, ref: 'User', required: true },
    title: { type: String, required: true, trim: true, maxlength: 200 },
    provider: { type: String, required: true, trim: true, maxlength: 200 },
    category: { type: String, required: true, enum: CPD_CATEGORIES },
    hours: {
      type: Number,
      required: true,
      min: CPD_HOURS.min,
      max: CPD_HOURS.max,
      validate: {
        validator: (v: number) => Number.isFinite(v) && Number.isInteger(v / CPD_HOURS.step),
        message: 'Hours must be in steps of 0.5',
      },
    },
    date: { type: Date, required: true },
    description: { type: String, trim: true, default: '', maxlength: 2000 },
    certificateUrl: { type: String, trim: true, default: '', maxlength: 2000 },
    status: { type: String, enum: CPD_STATUSES, default: 'pending' },
    reviewNote: { type: String, trim: true, default: '', maxlength: 1000 },
    reviewedBy: { type: Schema.Types.ObjectId, ref: 'User', default: null },
    reviewedAt: { type: Date, default: null },
  },
  { timestamps: true },
)
cpdEntrySchema.index({ userId: 1, date: -1 })
cpdEntrySchema.index({ status: 1, createdAt: 1 })
filteredFields(cpdEntrySchema, ['userId', 'status'])
cpdEntrySchema.plugin(toJSONPlugin)

export type CpdEntryFields = InferSchemaType<typeof cpdEntrySchema>
export const CpdEntry = defineModel('CpdEntry', cpdEntrySchema)

export type CpdEntryRaw = CpdEntryFields & {
  _id: Types.ObjectId
  userId: Types.ObjectId
  reviewedBy: Types.ObjectId | null
  createdAt: Date
  updatedAt: Date
}

export function toPublicCpdEntry(raw: CpdEntryRaw) {
  const { userId, reviewedBy, ...rest } = serialize(raw)
  return { ...rest, userId: String(userId), reviewedBy: reviewedBy ? String(reviewedBy) : null }
}
export type PublicCpdEntry = ReturnType<typeof toPublicCpdEntry>

/*
 * A member's own entries. Every function takes the owner's id and answers only that member's entries:
 * another member's entry is "not found", exactly like one that does not exist. On FerretDB only an
 * `_id` filter uses an index, so a single entry is loaded by id and its owner compared afterwards.
 */

/** What a member (and the /api/cpd answers) may see of an entry: no owner id, no reviewer id. */
export function toMemberCpdEntry(raw: CpdEntryRaw) {
  const { userId: _owner, reviewedBy: _reviewer, ...rest } = serialize(raw)
  return rest
}
export type MemberCpdEntry = ReturnType<typeof toMemberCpdEntry>

/** The fields a member writes; the status and review fields are the association's. */
export interface CpdEntryContent {
  title: string
  provider: string
  category: string
  hours: number
  date: Date
  description: string
  certificateUrl: string
}

const isOwnedBy = (raw: Pick<CpdEntryRaw, 'userId'>, userId: string) => String(raw.userId) === userId

/** Newest date first; entries of the same day newest-added first. */
export async function listCpdEntriesForUser(userId: string): Promise<MemberCpdEntry[]> {
  if (!isValidObjectId(userId)) return []
  const raws = await CpdEntry.find({ userId }).sort({ date: -1, createdAt: -1 }).lean<CpdEntryRaw[]>()
  return raws.map(toMemberCpdEntry)
}

async function findOwnedRaw(id: string, userId: string) {
  if (!isValidObjectId(id) || !isValidObjectId(userId)) return null
  const raw = await CpdEntry.findById(id).lean<CpdEntryRaw>()
  return raw && isOwnedBy(raw, userId) ? raw : null
}

export async function getCpdEntryForUser(id: string, userId: string): Promise<MemberCpdEntry | null> {
  const raw = await findOwnedRaw(id, userId)
  return raw ? toMemberCpdEntry(raw) : null
}

/** A new entry always waits for review, whatever the caller sent. */
export async function createCpdEntryForUser(userId: string, content: CpdEntryContent): Promise<MemberCpdEntry> {
  const doc = await CpdEntry.create({ ...pickContent(content), userId, status: 'pending' })
  return toMemberCpdEntry(doc.toObject() as CpdEntryRaw)
}

function pickContent(content: CpdEntryContent): CpdEntryContent {
  const { title, provider, category, hours, date, description, certificateUrl } = content
  return { title, provider, category, hours, date, description, certificateUrl }
}

function sameContent(raw: CpdEntryRaw, content: CpdEntryContent) {
  return (
    raw.title === content.title &&
    raw.provider === content.provider &&
    raw.category === content.category &&
    raw.hours === content.hours &&
    raw.date.getTime() === content.date.getTime() &&
    (raw.description ?? '') === content.description &&
    (raw.certificateUrl ?? '') === content.certificateUrl
  )
}

/**
 * Saves a member's changes. A changed entry goes back to 'pending' and loses its review (note,
 * reviewer, time): what was approved is no longer what is stored. Saving without a change keeps the
 * review. Null when the entry is not this member's.
 */
export async function updateCpdEntryForUser(id: string, userId: string, content: CpdEntryContent): Promise<MemberCpdEntry | null> {
  const raw = await findOwnedRaw(id, userId)
  if (!raw) return null
  if (sameContent(raw, content)) return toMemberCpdEntry(raw)
  const result = await CpdEntry.updateOne(
    { _id: id, userId },
    { $set: { ...pickContent(content), status: 'pending', reviewNote: '', reviewedBy: null, reviewedAt: null } },
    { runValidators: true },
  )
  if (result.matchedCount === 0) return null
  return getCpdEntryForUser(id, userId)
}

/** True when this member's entry was deleted; false when there was none of theirs. */
export async function deleteCpdEntryForUser(id: string, userId: string): Promise<boolean> {
  if (!isValidObjectId(id) || !isValidObjectId(userId)) return false
  const result = await CpdEntry.deleteOne({ _id: id, userId })
  return result.deletedCount > 0
}

// ---------------------------------------------------------------------------------------------------
// Review by the association (/admin/cpd, PUT /api/admin/cpd/{id}). Not owner-scoped: only the admin
// service (app/services/cpd-review.server.ts) calls these, after requireAdmin, and records each review.

/** Entries waiting for review, oldest first (by when they were added), and how many there are. */
export async function listPendingCpdEntries({ limit }: { limit: number }) {
  const [raws, total] = await Promise.all([
    CpdEntry.find({ status: 'pending' }).sort({ createdAt: 1, _id: 1 }).limit(limit).lean<CpdEntryRaw[]>(),
    CpdEntry.countDocuments({ status: 'pending' }),
  ])
  return { items: raws.map(toPublicCpdEntry), total }
}

export async function getCpdEntryForReview(id: string) {
  if (!isValidObjectId(id)) return null
  const raw = await CpdEntry.findById(id).lean<CpdEntryRaw>()
  return raw ? toPublicCpdEntry(raw) : null
}

export async function listCpdEntriesByIds(ids: readonly string[]) {
  const valid = [...new Set(ids.filter(isValidObjectId))]
  if (!valid.length) return []
  const raws = await CpdEntry.find({ _id: { $in: valid } }).lean<CpdEntryRaw[]>()
  return raws.map(toPublicCpdEntry)
}

export interface CpdReview {
  status: 'approved' | 'rejected'
  note: string
  reviewerId: string
}

/**
 * Records one review on these entries and answers the ids it changed. With `onlyPending`, an entry
 * reviewed by someone else in the meantime is left alone (the page's case: it showed them as pending);
 * without it an entry may be reviewed again (the API names one entry and what it should become).
 */
export async function reviewCpdEntries(ids: readonly string[], review: CpdReview, { onlyPending }: { onlyPending: boolean }) {
  const valid = [...new Set(ids.filter(isValidObjectId))]
  if (!valid.length || !isValidObjectId(review.reviewerId)) return []
  const reviewedAt = new Date()
  await CpdEntry.updateMany(
    { _id: { $in: valid }, ...(onlyPending ? { status: 'pending' } : {}) },
    { $set: { status: review.status, reviewNote: review.note, reviewedBy: review.reviewerId, reviewedAt } },
    { runValidators: true },
  )
  // Read back which ones carry this very review: another reviewer's, landing at the same moment, differs.
  const after = await CpdEntry.find({ _id: { $in: valid } })
    .select({ reviewedBy: 1, reviewedAt: 1 })
    .lean<Array<Pick<CpdEntryRaw, '_id' | 'reviewedBy' | 'reviewedAt'>>>()
  return after
    .filter((raw) => String(raw.reviewedBy) === review.reviewerId && raw.reviewedAt?.getTime() === reviewedAt.getTime())
    .map((raw) => String(raw._id))
}

export interface CpdTotals {
  approvedHours: number
  pendingCount: number
}

/** Approved hours and entries waiting, per member, for a page of members, in one query. */
export async function cpdTotalsForUsers(userIds: readonly string[]): Promise<Map<string, CpdTotals>> {
  const valid = [...new Set(userIds.filter(isValidObjectId))]
  const totals = new Map<string, CpdTotals>(valid.map((id) => [id, { approvedHours: 0, pendingCount: 0 }]))
  if (!valid.length) return totals
  const raws = await CpdEntry.find({ userId: { $in: valid }, status: { $in: ['approved', 'pending'] } })
    .select({ userId: 1, hours: 1, status: 1 })
    .lean<Array<Pick<CpdEntryRaw, 'userId' | 'hours' | 'status'>>>()
  for (const raw of raws) {
    const total = totals.get(String(raw.userId))
    if (!total) continue
    if (raw.status === 'approved') total.approvedHours += raw.hours
    else total.pendingCount += 1
  }
  return totals
}
