import { Schema, type InferSchemaType, type Types } from 'mongoose'
import { CONSENT_PURPOSES } from '#app/domain/retention.ts'
import { defineModel, duplicateKeyField, filteredFields, serialize, toJSONPlugin } from './model-utils.server.ts'

/**
 * One acceptance of the privacy notice (issue 21): which version, when, and what for. `onceKey` is
 * unique, so that a thing that may happen once (a member acknowledging a version) is recorded once
 * however many requests race (FerretDB has no partial index, so every record carries a key).
 */
const privacyConsentSchema = new Schema(
  {
    onceKey: { type: String, required: true, maxlength: 400 },
    userId: { type: Schema.Types.ObjectId, ref: 'User', default: null },
    /** The address it was given for (an applicant's, a subscriber's); absent when a member acknowledges. */
    email: { type: String, trim: true, lowercase: true, maxlength: 254 },
    version: { type: Number, required: true },
    purpose: { type: String, required: true, enum: CONSENT_PURPOSES },
    acceptedAt: { type: Date, required: true },
  },
  { timestamps: false },
)
privacyConsentSchema.index({ onceKey: 1 }, { unique: true })
privacyConsentSchema.index({ userId: 1 })
privacyConsentSchema.index({ email: 1 })
filteredFields(privacyConsentSchema, ['onceKey', 'userId', 'email'])
privacyConsentSchema.plugin(toJSONPlugin)

export type PrivacyConsentFields = InferSchemaType<typeof privacyConsentSchema>
export const PrivacyConsent = defineModel('PrivacyConsent', privacyConsentSchema)
type PrivacyConsentRaw = PrivacyConsentFields & { _id: Types.ObjectId; userId: Types.ObjectId | null }

export function toPublicPrivacyConsent(raw: PrivacyConsentRaw) {
  const { onceKey: _key, userId, ...rest } = serialize(raw)
  return { ...rest, userId: userId ? String(userId) : null }
}
export type PublicPrivacyConsent = ReturnType<typeof toPublicPrivacyConsent>

/** Records an acceptance; false when one under the same key was already recorded. */
export async function insertPrivacyConsent({ email, ...fields }: { onceKey: string; userId: string | null; email: string; version: number; purpose: string; acceptedAt: Date }) {
  try {
    await PrivacyConsent.create(email ? { ...fields, email } : fields)
    return true
  } catch (error) {
    if (duplicateKeyField(error) === null) throw error
    return false
  }
}

export async function listPrivacyConsentsOfUser(userId: string) {
  const raws = await PrivacyConsent.find({ userId }).sort({ acceptedAt: 1 }).lean<PrivacyConsentRaw[]>()
  return raws.map(toPublicPrivacyConsent)
}

/** Whether this member has acknowledged (or accepted on applying) that version. */
export async function hasAcceptedVersion(userId: string, version: number) {
  return Boolean(await PrivacyConsent.exists({ userId, version }))
}
