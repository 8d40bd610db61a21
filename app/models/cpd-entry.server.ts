import { Schema, type InferSchemaType, type Types } from 'mongoose'
import { CPD_CATEGORIES, CPD_HOURS, CPD_STATUSES } from '#app/constants.ts'
import { defineModel, isValidObjectId, serialize, toJSONPlugin } from './model-utils.server.ts'

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
