import { Schema, type InferSchemaType, type Types } from 'mongoose'
import { defineModel, duplicateKeyField, filteredFields, isValidObjectId, serialize } from './model-utils.server.ts'

/**
 * A member's request to become a Fellow (issue 18, item 11; spec section 6), decided by the
 * administrators. At most one is open per member: `openKey` is unique and holds the member's id while
 * the request is open and the request's own id once it is decided, so asking is an insert under that
 * key. FerretDB has no partial indexes and its `findOneAndUpdate` claims can have several winners; an
 * insert under a unique key has exactly one (docs/conventions.md, "Atomicity"). The decision itself is
 * claimed the same way (once-claim.server.ts) before this record is changed.
 */

export const FELLOWSHIP_REQUEST_STATUSES = ['open', 'approved', 'declined'] as const
export type FellowshipRequestStatus = (typeof FELLOWSHIP_REQUEST_STATUSES)[number]

const fellowshipRequestSchema = new Schema(
  {
    userId: { type: Schema.Types.ObjectId, ref: 'User', required: true },
    status: { type: String, required: true, enum: FELLOWSHIP_REQUEST_STATUSES, default: 'open' },
    /** What the member wrote with the request (optional). */
    note: { type: String, trim: true, default: '', maxlength: 1000 },
    /** The member's id while open, the request's id once decided: see above. */
    openKey: { type: String, required: true, maxlength: 40 },
    decidedBy: { type: Schema.Types.ObjectId, ref: 'User', default: null },
    decidedAt: { type: Date, default: null },
    /** Why it was declined (mailed to the member). */
    reason: { type: String, trim: true, default: '', maxlength: 1000 },
    /** The invoice for the fee difference raised on approval, if any was due. */
    invoiceId: { type: Schema.Types.ObjectId, ref: 'Invoice', default: null },
  },
  { timestamps: true },
)
fellowshipRequestSchema.index({ openKey: 1 }, { unique: true })
fellowshipRequestSchema.index({ userId: 1, createdAt: -1 })
fellowshipRequestSchema.index({ status: 1, createdAt: 1 })
filteredFields(fellowshipRequestSchema, ['openKey', 'userId', 'status'])

export const FellowshipRequest = defineModel('FellowshipRequest', fellowshipRequestSchema)
type FellowshipRequestRaw = InferSchemaType<typeof fellowshipRequestSchema> & {
  _id: Types.ObjectId
  userId: Types.ObjectId
  decidedBy: Types.ObjectId | null
  invoiceId: Types.ObjectId | null
  createdAt: Date
  updatedAt: Date
}

export function toPublicFellowshipRequest(raw: FellowshipRequestRaw) {
  const { userId, decidedBy, invoiceId, openKey: _openKey, ...rest } = serialize(raw)
  return {
    ...rest,
    status: rest.status as FellowshipRequestStatus,
    userId: String(userId),
    decidedBy: decidedBy ? String(decidedBy) : null,
    invoiceId: invoiceId ? String(invoiceId) : null,
  }
}
export type PublicFellowshipRequest = ReturnType<typeof toPublicFellowshipRequest>

/** Opens a request, or answers 'open-exists' when the member has one open (however many ask at once, one insert wins). */
export async function insertOpenFellowshipRequest(userId: string, note: string): Promise<PublicFellowshipRequest | 'open-exists'> {
  try {
    const doc = await FellowshipRequest.create({ userId, note, status: 'open', openKey: userId })
    return toPublicFellowshipRequest(doc.toObject() as FellowshipRequestRaw)
  } catch (error) {
    if (duplicateKeyField(error) !== null) return 'open-exists'
    throw error
  }
}

export async function getFellowshipRequestById(id: string) {
  if (!isValidObjectId(id)) return null
  const raw = await FellowshipRequest.findById(id).lean<FellowshipRequestRaw>()
  return raw ? toPublicFellowshipRequest(raw) : null
}

/** The member's latest request, open or decided. */
export async function latestFellowshipRequestOf(userId: string) {
  if (!isValidObjectId(userId)) return null
  const raw = await FellowshipRequest.findOne({ userId }).sort({ createdAt: -1, _id: -1 }).lean<FellowshipRequestRaw>()
  return raw ? toPublicFellowshipRequest(raw) : null
}

/** A member's requests, newest first (their data export). */
export async function listFellowshipRequestsOf(userId: string) {
  if (!isValidObjectId(userId)) return []
  const raws = await FellowshipRequest.find({ userId }).sort({ createdAt: -1, _id: -1 }).lean<FellowshipRequestRaw[]>()
  return raws.map(toPublicFellowshipRequest)
}

/** Open requests, oldest first. */
export async function listOpenFellowshipRequests() {
  const raws = await FellowshipRequest.find({ status: 'open' }).sort({ createdAt: 1, _id: 1 }).lean<FellowshipRequestRaw[]>()
  return raws.map(toPublicFellowshipRequest)
}

export async function countOpenFellowshipRequests() {
  return FellowshipRequest.countDocuments({ status: 'open' })
}

/**
 * Records the decision the caller has claimed (once-claim): the key moves to the request's own id, so
 * that the member may ask again after a decline.
 */
export async function recordFellowshipDecision(
  id: string,
  decision: { status: 'approved' | 'declined'; decidedBy: string; decidedAt: Date; reason?: string; invoiceId?: string | null },
) {
  await FellowshipRequest.updateOne(
    { _id: id },
    { $set: { status: decision.status, openKey: id, decidedBy: decision.decidedBy, decidedAt: decision.decidedAt, reason: decision.reason ?? '', invoiceId: decision.invoiceId ?? null } },
    { runValidators: true },
  )
  return getFellowshipRequestById(id)
}

/** A member's requests are erased with the account (issue 21). */
export async function deleteFellowshipRequestsOf(userId: string) {
  if (!isValidObjectId(userId)) return
  await FellowshipRequest.deleteMany({ userId })
}
