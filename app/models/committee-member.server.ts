import { Schema, type InferSchemaType, type Types } from 'mongoose'
import { defineModel, serialize, toJSONPlugin } from './model-utils.server.ts'
import { pictureFields, storedImageSchema, type StoredImageFields } from './stored-image.server.ts'

/**
 * The Executive Committee as content (issue 16): one document per member, managed by administrators
 * on /admin-content like the news, with a portrait each; the home and about pages read them in
 * `order`. Seeded with the twelve of the 2025–2027 term (app/content/exco.ts).
 */
const committeeMemberSchema = new Schema(
  {
    salutation: { type: String, trim: true, default: '', maxlength: 40 },
    name: { type: String, required: true, trim: true, maxlength: 200 },
    position: { type: String, required: true, trim: true, maxlength: 200 },
    organisation: { type: String, trim: true, default: '', maxlength: 200 },
    /** Smaller first: the President before the Treasurer. */
    order: { type: Number, default: 100, min: 0, max: 1000 },
    // Optional Malay versions (issue 15): names and organisations are not translated.
    salutationMs: { type: String, trim: true, default: '', maxlength: 40 },
    positionMs: { type: String, trim: true, default: '', maxlength: 200 },
    /** The member's portrait. */
    ...pictureFields,
    isActive: { type: Boolean, default: true },
  },
  { timestamps: true },
)
committeeMemberSchema.index({ isActive: 1, order: 1 })
committeeMemberSchema.index({ createdAt: -1 })
committeeMemberSchema.plugin(toJSONPlugin)

export type CommitteeMemberFields = InferSchemaType<typeof committeeMemberSchema>
export const CommitteeMember = defineModel('CommitteeMember', committeeMemberSchema)
export type CommitteeMemberRaw = CommitteeMemberFields & { _id: Types.ObjectId; createdAt: Date; updatedAt: Date }
export const toPublicCommitteeMember = (raw: CommitteeMemberRaw) => serialize(raw)
export type PublicCommitteeMember = ReturnType<typeof toPublicCommitteeMember>

/** The committee on show, in its order. A small collection: read whole (FerretDB sorts it in memory). */
export async function listActiveCommitteeMembers() {
  const raws = await CommitteeMember.find({ isActive: true }).sort({ order: 1, createdAt: 1, _id: 1 }).lean<CommitteeMemberRaw[]>()
  return raws.map(toPublicCommitteeMember)
}

/**
 * The committee's group photo and the term it serves: one document (`_id` 'committee'), written by
 * the administrators' form on /admin-content/committee-photo.
 */
const committeePhotoSchema = new Schema(
  {
    _id: { type: String, required: true },
    image: { type: storedImageSchema, default: null },
    imageAlt: { type: String, trim: true, default: '', maxlength: 300 },
    imageAltMs: { type: String, trim: true, default: '', maxlength: 300 },
  },
  { timestamps: true },
)
export const CommitteePhoto = defineModel('CommitteePhoto', committeePhotoSchema)
const COMMITTEE_PHOTO_ID = 'committee'

export type CommitteePhotoRecord = { image: StoredImageFields | null; imageAlt: string; imageAltMs: string }

export async function getCommitteePhoto(): Promise<CommitteePhotoRecord | null> {
  const raw = await CommitteePhoto.findById(COMMITTEE_PHOTO_ID).lean<CommitteePhotoRecord>()
  return raw ? { image: raw.image ?? null, imageAlt: raw.imageAlt ?? '', imageAltMs: raw.imageAltMs ?? '' } : null
}

/** Sets the group photo (an upsert of the one document: the last administrator to save wins). */
export async function setCommitteePhoto(values: Partial<CommitteePhotoRecord>) {
  await CommitteePhoto.updateOne({ _id: COMMITTEE_PHOTO_ID }, { $set: values }, { upsert: true, runValidators: true })
}
