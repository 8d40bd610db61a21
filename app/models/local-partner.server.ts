import { Schema, type InferSchemaType, type Types } from 'mongoose'
import { pictureFields } from './stored-image.server.ts'
import { defineModel, serialize, toJSONPlugin } from './model-utils.server.ts'

export const partnerFields = {
  name: { type: String, required: true, trim: true, maxlength: 200 },
  type: { type: String, required: true, trim: true, maxlength: 100 },
  description: { type: String, required: true, trim: true, maxlength: 3000 },
  focus: { type: String, required: true, trim: true, maxlength: 300 },
  status: { type: String, required: true, trim: true, maxlength: 100 },
  // Optional Malay versions (issue 15): a Malay page shows each where it is written, the English otherwise.
  nameMs: { type: String, trim: true, default: '', maxlength: 200 },
  typeMs: { type: String, trim: true, default: '', maxlength: 100 },
  descriptionMs: { type: String, trim: true, default: '', maxlength: 3000 },
  focusMs: { type: String, trim: true, default: '', maxlength: 300 },
  /** The partner's logo (issue 16). */
  ...pictureFields,
  isActive: { type: Boolean, default: true },
} as const

const localPartnerSchema = new Schema({ ...partnerFields }, { timestamps: true })
localPartnerSchema.index({ isActive: 1, createdAt: -1 })
// The admin list: every partner, newest first.
localPartnerSchema.index({ createdAt: -1 })
localPartnerSchema.plugin(toJSONPlugin)

export type LocalPartnerFields = InferSchemaType<typeof localPartnerSchema>
export const LocalPartner = defineModel('LocalPartner', localPartnerSchema)
export type LocalPartnerRaw = LocalPartnerFields & { _id: Types.ObjectId; createdAt: Date; updatedAt: Date }
export const toPublicLocalPartner = (raw: LocalPartnerRaw) => serialize(raw)
export type PublicLocalPartner = ReturnType<typeof toPublicLocalPartner>

/** Local partners on show, newest first (by when they were added). */
export async function listActiveLocalPartners() {
  const raws = await LocalPartner.find({ isActive: true }).sort({ createdAt: -1, _id: -1 }).lean<LocalPartnerRaw[]>()
  return raws.map(toPublicLocalPartner)
}
