import { Schema, type Types } from 'mongoose'
import { MAX_POSITION_SEATS, POSITION_ROLES } from '#app/domain/office-terms.ts'
import { defineModel, duplicateKeyField, isValidObjectId, serialize } from './model-utils.server.ts'

/**
 * A position of the association's committee (issue 35, item 1): the President, the Honorary Secretary…
 * in the committee's order, with its English and Malay titles, how many hold it at once, and the staff
 * role its holders get while they hold it (chosen by an administrator; none by default). A position is
 * retired, never deleted: its terms stay in the register's history.
 */
const officePositionSchema = new Schema(
  {
    /** Made from the first English title and never changed: the API's `position`. */
    key: { type: String, required: true, trim: true, maxlength: 60, match: /^[a-z0-9-]+$/ },
    title: { type: String, required: true, trim: true, maxlength: 100 },
    titleMs: { type: String, trim: true, default: '', maxlength: 100 },
    /** Smaller first: the committee's order on the about page. */
    order: { type: Number, default: 100, min: 0, max: 10_000 },
    seats: { type: Number, default: 1, min: 1, max: MAX_POSITION_SEATS },
    grantsRole: { type: String, enum: [...POSITION_ROLES, ''], default: '' },
    retired: { type: Boolean, default: false },
  },
  { collection: 'office_positions', timestamps: true },
)
officePositionSchema.index({ key: 1 }, { unique: true })

export const OfficePosition = defineModel('OfficePosition', officePositionSchema)

interface OfficePositionRaw {
  _id: Types.ObjectId
  key: string
  title: string
  titleMs?: string
  order: number
  seats: number
  grantsRole?: string
  retired?: boolean
}

const toPublic = (raw: OfficePositionRaw) =>
  serialize({ _id: raw._id, key: raw.key, title: raw.title, titleMs: raw.titleMs ?? '', order: raw.order, seats: raw.seats ?? 1, grantsRole: raw.grantsRole ?? '', retired: Boolean(raw.retired) })
export type PublicOfficePosition = ReturnType<typeof toPublic>

const FIELDS = { key: 1, title: 1, titleMs: 1, order: 1, seats: 1, grantsRole: 1, retired: 1 }

/** Every position, retired ones too, in the committee's order. A small collection: read whole. */
export async function listOfficePositions() {
  const raws = await OfficePosition.find().select(FIELDS).sort({ order: 1, _id: 1 }).lean<OfficePositionRaw[]>()
  return raws.map(toPublic)
}

export async function getOfficePosition(id: string) {
  if (!isValidObjectId(id)) return null
  const raw = await OfficePosition.findById(id).select(FIELDS).lean<OfficePositionRaw>()
  return raw ? toPublic(raw) : null
}

export async function countOfficePositions() {
  return OfficePosition.countDocuments()
}

export interface NewOfficePosition {
  key: string
  title: string
  titleMs: string
  order: number
  seats: number
  grantsRole: string
}

/** Adds a position under its key, or answers null when the key is taken (the unique index decides). */
export async function insertOfficePosition(position: NewOfficePosition) {
  try {
    const doc = await OfficePosition.create(position)
    return toPublic(doc.toObject() as OfficePositionRaw)
  } catch (error) {
    if (duplicateKeyField(error) !== null) return null
    throw error
  }
}

export async function updateOfficePosition(id: string, fields: Partial<Pick<PublicOfficePosition, 'title' | 'titleMs' | 'order' | 'seats' | 'grantsRole' | 'retired'>>) {
  if (!isValidObjectId(id)) return false
  const result = await OfficePosition.updateOne({ _id: id }, { $set: fields }, { runValidators: true })
  return result.matchedCount > 0
}
