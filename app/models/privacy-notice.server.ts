import { Schema, type InferSchemaType, type Types } from 'mongoose'
import { defineModel, duplicateKeyField, filteredFields, serialize, toJSONPlugin } from './model-utils.server.ts'

/**
 * One published version of the privacy notice (issue 21), in both languages. Versions are numbered
 * by a unique index: two administrators publishing at once cannot both take the same number.
 */
const privacyNoticeSchema = new Schema(
  {
    version: { type: Number, required: true, min: 2 },
    effectiveAt: { type: Date, required: true },
    bodyEn: { type: String, required: true, maxlength: 40_000 },
    bodyMs: { type: String, required: true, maxlength: 40_000 },
    publishedBy: { type: String, required: true, maxlength: 254 },
  },
  { timestamps: { createdAt: true, updatedAt: false } },
)
privacyNoticeSchema.index({ version: 1 }, { unique: true })
filteredFields(privacyNoticeSchema, ['version'])
privacyNoticeSchema.plugin(toJSONPlugin)

export type PrivacyNoticeFields = InferSchemaType<typeof privacyNoticeSchema>
export const PrivacyNotice = defineModel('PrivacyNotice', privacyNoticeSchema)
type PrivacyNoticeRaw = PrivacyNoticeFields & { _id: Types.ObjectId; createdAt: Date }
export const toPublicPrivacyNotice = (raw: PrivacyNoticeRaw) => serialize(raw)
export type PublicPrivacyNotice = ReturnType<typeof toPublicPrivacyNotice>

/** Every published version, newest number first (a handful: one a year or so). */
export async function listPrivacyNotices() {
  const raws = await PrivacyNotice.find().sort({ version: -1 }).lean<PrivacyNoticeRaw[]>()
  return raws.map(toPublicPrivacyNotice)
}

/** Every published version's number and the day it takes effect, newest first: without the texts. */
export async function listPrivacyNoticeVersions() {
  const raws = await PrivacyNotice.find({}, { version: 1, effectiveAt: 1 }).sort({ version: -1 }).lean<Array<Pick<PrivacyNoticeRaw, 'version' | 'effectiveAt'>>>()
  return raws.map(({ version, effectiveAt }) => ({ version, effectiveAt: new Date(effectiveAt) }))
}

/** Stores a version under its number; false when another request took that number first. */
export async function insertPrivacyNotice(fields: Omit<PrivacyNoticeFields, 'createdAt'>) {
  try {
    await PrivacyNotice.create(fields)
    return true
  } catch (error) {
    if (duplicateKeyField(error) === null) throw error
    return false
  }
}
