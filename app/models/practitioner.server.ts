import { Schema, type InferSchemaType, type Types } from 'mongoose'
import { site } from '#app/config/site.ts'
import { LOCATIONS } from '#app/constants.ts'
import { defineModel, isValidObjectId, serialize, toJSONPlugin } from './model-utils.server.ts'

const practitionerSchema = new Schema(
  {
    salutation: { type: String, trim: true, default: '', maxlength: 30 },
    name: { type: String, required: true, trim: true, maxlength: 150 },
    title: { type: String, trim: true, default: '', maxlength: 150 },
    businessName: { type: String, trim: true, default: '', maxlength: 200 },
    membershipId: { type: String, required: true, trim: true, uppercase: true, maxlength: 20 },
    email: { type: String, required: true, trim: true, lowercase: true, maxlength: 254 },
    state: { type: String, enum: [...LOCATIONS, ''], default: '' },
    country: { type: String, trim: true, default: 'Malaysia', maxlength: 100 },
    location: { type: String, trim: true, default: '', maxlength: 200 },
    experience: { type: Number, default: 0, min: 0, max: 80 },
    phone: { type: String, trim: true, default: '', maxlength: 40 },
    certification: { type: String, trim: true, default: '', maxlength: 300 },
    specialties: { type: [String], default: [] },
    description: { type: String, trim: true, default: '', maxlength: 5000 },
    /** In tenths: 87 is shown as 8.7/10 with four filled stars. */
    rating: { type: Number, default: 0, min: 0, max: 100 },
    reviewCount: { type: Number, default: 0, min: 0 },
    imageUrl: { type: String, trim: true, default: site.defaultPractitionerImage, maxlength: 2000 },
    isActive: { type: Boolean, default: true },
  },
  { timestamps: true },
)
practitionerSchema.index({ membershipId: 1 }, { unique: true })
practitionerSchema.index({ isActive: 1, name: 1 })
practitionerSchema.index({ state: 1 })
practitionerSchema.index({ specialties: 1 })
practitionerSchema.plugin(toJSONPlugin)

export type PractitionerFields = InferSchemaType<typeof practitionerSchema>
export const Practitioner = defineModel('Practitioner', practitionerSchema)

export type PractitionerRaw = PractitionerFields & { _id: Types.ObjectId; createdAt: Date; updatedAt: Date }

export function toPublicPractitioner(raw: PractitionerRaw) {
  return serialize(raw)
}
export type PublicPractitioner = ReturnType<typeof toPublicPractitioner>

export async function getPractitionerById(id: string) {
  if (!isValidObjectId(id)) return null
  const raw = await Practitioner.findById(id).lean<PractitionerRaw>()
  return raw ? toPublicPractitioner(raw) : null
}

/**
 * Every active listing, for the directory snapshot (app/models/directory.server.ts). On FerretDB this
 * scans the collection (about 2 s for 10,000 listings), which is why only the snapshot calls it.
 */
export async function listActivePractitioners() {
  const raws = await Practitioner.find({ isActive: true }).select('-__v').lean<PractitionerRaw[]>()
  return raws.map(toPublicPractitioner)
}
