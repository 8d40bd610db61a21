import { Schema, type Types } from 'mongoose'
import type { BreachNotice } from '#app/domain/breaches.ts'
import { defineModel, isValidObjectId, serialize, toJSONPlugin } from './model-utils.server.ts'

/** One personal-data breach (issue 21, item 4): what happened, when it was found, who is affected, and when each notice went. */
const breachSchema = new Schema(
  {
    summary: { type: String, required: true, trim: true, maxlength: 2000 },
    affected: { type: String, required: true, trim: true, maxlength: 1000 },
    foundAt: { type: Date, required: true },
    commissionerNotifiedAt: { type: Date, default: null },
    subjectsNotifiedAt: { type: Date, default: null },
    recordedBy: { type: String, required: true, maxlength: 254 },
  },
  { collection: 'breaches', timestamps: true },
)
breachSchema.index({ foundAt: -1 })
breachSchema.plugin(toJSONPlugin)

export const Breach = defineModel('Breach', breachSchema)

interface BreachRaw {
  _id: Types.ObjectId
  summary: string
  affected: string
  foundAt: Date
  commissionerNotifiedAt: Date | null
  subjectsNotifiedAt: Date | null
  recordedBy: string
  createdAt: Date
  updatedAt: Date
}

export const toPublicBreach = (raw: BreachRaw) => serialize({ ...raw, commissionerNotifiedAt: raw.commissionerNotifiedAt ?? null, subjectsNotifiedAt: raw.subjectsNotifiedAt ?? null })
export type PublicBreach = ReturnType<typeof toPublicBreach>

export async function insertBreach(input: { summary: string; affected: string; foundAt: Date; recordedBy: string }) {
  const doc = await Breach.create(input)
  return toPublicBreach(doc.toObject() as BreachRaw)
}

/** Every breach, the most recently found first. */
export async function listBreaches() {
  const raws = await Breach.find().sort({ foundAt: -1, _id: -1 }).lean<BreachRaw[]>()
  return raws.map(toPublicBreach)
}

export async function getBreach(id: string) {
  if (!isValidObjectId(id)) return null
  const raw = await Breach.findById(id).lean<BreachRaw>()
  return raw ? toPublicBreach(raw) : null
}

const NOTICE_FIELD = { commissioner: 'commissionerNotifiedAt', subjects: 'subjectsNotifiedAt' } as const satisfies Record<BreachNotice, string>

/** Records that a notice went, unless it was recorded before (false): filtered on the field still being empty. */
export async function recordBreachNotice(id: string, notice: BreachNotice, at: Date): Promise<boolean> {
  const field = NOTICE_FIELD[notice]
  const result = await Breach.updateOne({ _id: id, [field]: null }, { $set: { [field]: at } })
  return result.modifiedCount > 0
}
