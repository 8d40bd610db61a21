import { Schema, type InferSchemaType, type Types } from 'mongoose'
import { CPD_CATEGORIES, CPD_HOURS, CPD_STATUSES } from '#app/constants.ts'
import { defineModel, serialize, toJSONPlugin } from './model-utils.server.ts'

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
