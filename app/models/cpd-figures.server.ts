import { Schema, type Types } from 'mongoose'
import { defineModel, filteredFields, isValidObjectId } from './model-utils.server.ts'

/**
 * A member's CPD figures, kept (issue 31, decision 025): on the embedded FerretDB every read of a
 * member's entries reads all of them, so a page of a long record would cost as much as the record. The
 * figures document holds what the member's pages need of the whole record; cpd-entry.server.ts writes it
 * after every change of an entry and says when to trust it.
 *
 * Two kinds of document, both under the member's id (one equality filter reads all of a member's):
 * - `figures`: what was computed from the entries read at `at` (`data`, JSON: one string for the store
 *   to hand over, however long the record). Only ever inserted: of several, the one read last is the
 *   truth, whatever order they were stored in, so two recomputations at once cannot leave the older.
 * - `pending`: a write of the member's entries began at `at` and has not finished. While one is there
 *   the figures may miss it, and pages compute from the entries instead; the write removes it when it
 *   has stored figures read after it, and the sweep finishes a write that never did.
 */
const cpdFiguresSchema = new Schema(
  {
    userId: { type: Schema.Types.ObjectId, ref: 'User', required: true },
    kind: { type: String, enum: ['figures', 'pending'], required: true },
    at: { type: Date, required: true },
    data: { type: String, default: '' },
  },
  { collection: 'cpd_figures', versionKey: false },
)
cpdFiguresSchema.index({ userId: 1 })
cpdFiguresSchema.index({ kind: 1 })
filteredFields(cpdFiguresSchema, ['userId', 'kind'])

export const CpdFigures = defineModel('CpdFigures', cpdFiguresSchema)

export interface CpdFiguresDoc {
  id: string
  userId: string
  kind: 'figures' | 'pending'
  at: Date
  data: string
}

type Raw = { _id: Types.ObjectId; userId: Types.ObjectId; kind: 'figures' | 'pending'; at: Date; data?: string }
const toDoc = (raw: Raw): CpdFiguresDoc => ({ id: String(raw._id), userId: String(raw.userId), kind: raw.kind, at: raw.at, data: raw.data ?? '' })

/** Every figures and pending document of a member (one query, served by the userId index). */
export async function cpdFiguresDocsOf(userId: string): Promise<CpdFiguresDoc[]> {
  if (!isValidObjectId(userId)) return []
  return (await CpdFigures.find({ userId }).lean<Raw[]>()).map(toDoc)
}

/** Notes that a write of these members' entries begins; answers the notes' ids. */
export async function notePendingCpdWrites(userIds: readonly string[]): Promise<string[]> {
  const valid = [...new Set(userIds.filter(isValidObjectId))]
  if (!valid.length) return []
  const at = new Date()
  const docs = await CpdFigures.insertMany(valid.map((userId) => ({ userId, kind: 'pending', at })))
  return docs.map((doc) => String(doc._id))
}

export async function insertCpdFigures(userId: string, at: Date, data: string): Promise<string> {
  const doc = await CpdFigures.create({ userId, kind: 'figures', at, data })
  return String(doc._id)
}

/** Deletes these documents one by one (each by `_id`, which the store serves from its primary key). */
export async function deleteCpdFiguresDocs(ids: readonly string[]) {
  await Promise.all(ids.filter(isValidObjectId).map((id) => CpdFigures.deleteOne({ _id: id })))
}

/** Writes that began before `before` and never finished (the sweep's). */
export async function listPendingCpdWritesBefore(before: Date): Promise<CpdFiguresDoc[]> {
  const raws = await CpdFigures.find({ kind: 'pending' }).lean<Raw[]>()
  return raws.filter((raw) => raw.at < before).map(toDoc)
}

/** A closed account's. */
export function deleteCpdFiguresOfUser(userId: string) {
  return CpdFigures.deleteMany({ userId })
}
