import { Schema, type InferSchemaType, type Types } from 'mongoose'
import { now } from '#app/domain/clock.ts'
import { DATA_REQUEST_KINDS, DATA_REQUEST_STATUSES, type DataRequestKind, type DataRequestStatus } from '#app/domain/data-requests.ts'
import { defineModel, filteredFields, isValidObjectId, serialize } from './model-utils.server.ts'

/**
 * A member's request about their personal data (issue 21): a correction of what they cannot change
 * themselves, or an access request. Open until an administrator marks it done with a note, which the
 * member sees on the My data page. The 21-day clock runs from `createdAt` (domain/data-requests.ts).
 */
const dataRequestSchema = new Schema(
  {
    userId: { type: Schema.Types.ObjectId, ref: 'User', required: true },
    kind: { type: String, required: true, enum: DATA_REQUEST_KINDS },
    message: { type: String, required: true, trim: true, maxlength: 2000 },
    status: { type: String, required: true, enum: DATA_REQUEST_STATUSES, default: 'open' },
    note: { type: String, trim: true, default: '', maxlength: 2000 },
    answeredAt: { type: Date, default: null },
    answeredBy: { type: Schema.Types.ObjectId, ref: 'User', default: null },
  },
  { timestamps: true },
)
dataRequestSchema.index({ userId: 1, createdAt: -1 })
dataRequestSchema.index({ status: 1, createdAt: 1 })
filteredFields(dataRequestSchema, ['userId', 'status'])

export const DataRequest = defineModel('DataRequest', dataRequestSchema)
type DataRequestRaw = InferSchemaType<typeof dataRequestSchema> & {
  _id: Types.ObjectId
  userId: Types.ObjectId
  answeredBy: Types.ObjectId | null
  createdAt: Date
  updatedAt: Date
}

export function toPublicDataRequest(raw: DataRequestRaw) {
  const { userId, answeredBy, ...rest } = serialize(raw)
  return {
    ...rest,
    kind: rest.kind as DataRequestKind,
    status: rest.status as DataRequestStatus,
    userId: String(userId),
    answeredBy: answeredBy ? String(answeredBy) : null,
  }
}
export type PublicDataRequest = ReturnType<typeof toPublicDataRequest>

export async function insertDataRequest(request: { userId: string; kind: DataRequestKind; message: string }) {
  // The 21-day clock is a calendar rule, so it starts on the association's clock (domain/clock.ts), the one
  // the deadline is read against (Mongoose keeps a createdAt it is given): a run that pins the clock sees 21 days left.
  const doc = await DataRequest.create({ ...request, status: 'open', createdAt: now() })
  return toPublicDataRequest(doc.toObject() as DataRequestRaw)
}

/** A member's requests, newest first. */
export async function listDataRequestsOfUser(userId: string) {
  if (!isValidObjectId(userId)) return []
  const raws = await DataRequest.find({ userId }).sort({ createdAt: -1, _id: -1 }).lean<DataRequestRaw[]>()
  return raws.map(toPublicDataRequest)
}

/** The administrators' queue: open requests oldest first (the nearest deadline on top), then recent answered ones. */
export async function listDataRequestsByStatus(status: DataRequestStatus, limit = 200) {
  const raws = await DataRequest.find({ status })
    .sort(status === 'open' ? { createdAt: 1, _id: 1 } : { answeredAt: -1, _id: -1 })
    .limit(limit)
    .lean<DataRequestRaw[]>()
  return raws.map(toPublicDataRequest)
}

export async function getDataRequestById(id: string) {
  if (!isValidObjectId(id)) return null
  const raw = await DataRequest.findById(id).lean<DataRequestRaw>()
  return raw ? toPublicDataRequest(raw) : null
}

/**
 * Marks an open request done. The filter on status makes a second answer a no-op; two administrators
 * answering at the same moment may both write (FerretDB is not atomic), which leaves one of their notes:
 * harmless, as both meant "done".
 */
export async function markDataRequestDone(id: string, answer: { note: string; answeredBy: string; answeredAt: Date }) {
  const result = await DataRequest.updateOne({ _id: id, status: 'open' }, { $set: { status: 'done', ...answer } })
  return result.modifiedCount > 0
}

/** Erasure of a closed account (decision 021): its requests go with it. */
export async function deleteDataRequestsOfUser(userId: string) {
  await DataRequest.deleteMany({ userId })
}
