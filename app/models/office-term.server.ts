import { Schema, type Types } from 'mongoose'
import { defineModel, filteredFields, isValidObjectId, serialize } from './model-utils.server.ts'

const DAY = /^\d{4}-\d{2}-\d{2}$/

/**
 * Who held a position from which day until which (issue 35, item 1): a member's account, or a name
 * for someone without one. A term is ended (its last day set), corrected (audited), never deleted: the
 * register keeps its history. `cardId` names the committee's content entry (models/committee-member)
 * whose portrait, salutation and organisation the about page shows beside the holder.
 */
const officeTermSchema = new Schema(
  {
    positionId: { type: String, required: true, maxlength: 24 },
    userId: { type: String, default: null, maxlength: 24 },
    /** The holder's name as the register shows it (an account's name when the term was recorded). */
    name: { type: String, required: true, trim: true, maxlength: 200 },
    /** First and last day in office (Malaysia, YYYY-MM-DD, both included); no last day while in office. */
    from: { type: String, required: true, match: DAY },
    until: { type: String, default: null, match: DAY },
    cardId: { type: String, default: null, maxlength: 24 },
  },
  { collection: 'office_terms', timestamps: true },
)
officeTermSchema.index({ positionId: 1 })
officeTermSchema.index({ userId: 1 })
filteredFields(officeTermSchema, ['positionId', 'userId'])

export const OfficeTerm = defineModel('OfficeTerm', officeTermSchema)

interface OfficeTermRaw {
  _id: Types.ObjectId
  positionId: string
  userId?: string | null
  name: string
  from: string
  until?: string | null
  cardId?: string | null
  createdAt: Date
}

const toPublic = (raw: OfficeTermRaw) =>
  serialize({
    _id: raw._id,
    positionId: raw.positionId,
    userId: raw.userId ?? null,
    name: raw.name,
    from: raw.from,
    until: raw.until ?? null,
    cardId: raw.cardId ?? null,
    createdAt: new Date(raw.createdAt).toISOString(),
  })
export type PublicOfficeTerm = ReturnType<typeof toPublic>

const FIELDS = { positionId: 1, userId: 1, name: 1, from: 1, until: 1, cardId: 1, createdAt: 1 }

/**
 * Every term, newest first. The register grows by a committee every two years (a dozen terms), so the
 * about page and the register read it whole, as the committee's content was read.
 */
export async function listOfficeTerms() {
  const raws = await OfficeTerm.find().select(FIELDS).sort({ from: -1, _id: -1 }).lean<OfficeTermRaw[]>()
  return raws.map(toPublic)
}

/** One position's terms (equality on `positionId`: served by its index). */
export async function listOfficeTermsOfPosition(positionId: string) {
  const raws = await OfficeTerm.find({ positionId }).select(FIELDS).lean<OfficeTermRaw[]>()
  return raws.map(toPublic)
}

/** One account's terms (equality on `userId`). */
export async function listOfficeTermsOfUser(userId: string) {
  if (!isValidObjectId(userId)) return []
  const raws = await OfficeTerm.find({ userId }).select(FIELDS).lean<OfficeTermRaw[]>()
  return raws.map(toPublic)
}

export async function getOfficeTerm(id: string) {
  if (!isValidObjectId(id)) return null
  const raw = await OfficeTerm.findById(id).select(FIELDS).lean<OfficeTermRaw>()
  return raw ? toPublic(raw) : null
}

export async function insertOfficeTerm(term: { positionId: string; userId: string | null; name: string; from: string; until: string | null; cardId: string | null }) {
  const doc = await OfficeTerm.create(term)
  return toPublic(doc.toObject() as OfficeTermRaw)
}

export async function insertOfficeTerms(terms: ReadonlyArray<{ positionId: string; userId: null; name: string; from: string; until: null; cardId: string | null }>) {
  if (terms.length) await OfficeTerm.insertMany(terms)
}

export async function updateOfficeTerm(id: string, fields: Partial<{ name: string; from: string; until: string | null; cardId: string | null }>) {
  if (!isValidObjectId(id)) return false
  const result = await OfficeTerm.updateOne({ _id: id }, { $set: fields }, { runValidators: true })
  return result.matchedCount > 0
}

/** The accounts that hold or held a position. */
export async function listOfficeHolderIds(): Promise<string[]> {
  return (await OfficeTerm.distinct('userId')).filter((id): id is string => typeof id === 'string' && id.length > 0)
}
