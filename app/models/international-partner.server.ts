import { Schema, type InferSchemaType, type Types } from 'mongoose'
import { partnerFields } from './local-partner.server.ts'
import { defineModel, serialize, toJSONPlugin } from './model-utils.server.ts'

const internationalPartnerSchema = new Schema(
  { ...partnerFields, country: { type: String, required: true, trim: true, maxlength: 100 } },
  { timestamps: true },
)
internationalPartnerSchema.index({ isActive: 1, createdAt: -1 })
// The admin list: every partner, newest first.
internationalPartnerSchema.index({ createdAt: -1 })
internationalPartnerSchema.plugin(toJSONPlugin)

export type InternationalPartnerFields = InferSchemaType<typeof internationalPartnerSchema>
export const InternationalPartner = defineModel('InternationalPartner', internationalPartnerSchema)
export type InternationalPartnerRaw = InternationalPartnerFields & {
  _id: Types.ObjectId
  createdAt: Date
  updatedAt: Date
}
export const toPublicInternationalPartner = (raw: InternationalPartnerRaw) => serialize(raw)
export type PublicInternationalPartner = ReturnType<typeof toPublicInternationalPartner>

/** International partners on show, newest first (by when they were added). */
export async function listActiveInternationalPartners() {
  const raws = await InternationalPartner.find({ isActive: true }).sort({ createdAt: -1, _id: -1 }).lean<InternationalPartnerRaw[]>()
  return raws.map(toPublicInternationalPartner)
}
