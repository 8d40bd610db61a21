import { Schema, type InferSchemaType, type Types } from 'mongoose'
import { defineModel, serialize, toJSONPlugin } from './model-utils.server.ts'

const trainingProgrammeSchema = new Schema(
  {
    title: { type: String, required: true, trim: true, maxlength: 200 },
    description: { type: String, required: true, trim: true, maxlength: 3000 },
    duration: { type: String, required: true, trim: true, maxlength: 100 },
    level: { type: String, required: true, trim: true, maxlength: 60 },
    provider: { type: String, required: true, trim: true, maxlength: 200 },
    /** Free text such as "RM 450" or "Free for members". */
    cost: { type: String, trim: true, default: '', maxlength: 100 },
    // Optional Malay versions (issue 15): a Malay page shows each where it is written, the English otherwise.
    titleMs: { type: String, trim: true, default: '', maxlength: 200 },
    descriptionMs: { type: String, trim: true, default: '', maxlength: 3000 },
    durationMs: { type: String, trim: true, default: '', maxlength: 100 },
    costMs: { type: String, trim: true, default: '', maxlength: 100 },
    isActive: { type: Boolean, default: true },
  },
  { timestamps: true },
)
trainingProgrammeSchema.index({ isActive: 1, createdAt: -1 })
// The admin list: every programme, newest first.
trainingProgrammeSchema.index({ createdAt: -1 })
trainingProgrammeSchema.plugin(toJSONPlugin)

export type TrainingProgrammeFields = InferSchemaType<typeof trainingProgrammeSchema>
export const TrainingProgramme = defineModel('TrainingProgramme', trainingProgrammeSchema)
export type TrainingProgrammeRaw = TrainingProgrammeFields & { _id: Types.ObjectId; createdAt: Date; updatedAt: Date }
export const toPublicTrainingProgramme = (raw: TrainingProgrammeRaw) => serialize(raw)
export type PublicTrainingProgramme = ReturnType<typeof toPublicTrainingProgramme>

/** Training programmes on show, newest first (by when they were added). */
export async function listActiveTrainingProgrammes() {
  const raws = await TrainingProgramme.find({ isActive: true }).sort({ createdAt: -1, _id: -1 }).lean<TrainingProgrammeRaw[]>()
  return raws.map(toPublicTrainingProgramme)
}
