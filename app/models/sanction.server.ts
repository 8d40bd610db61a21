import { Schema } from 'mongoose'
import { SANCTION_KINDS, type SanctionKind, type SanctionTerm } from '#app/domain/sanctions.ts'
import { defineModel, filteredFields, insertUnlessTaken } from './model-utils.server.ts'

/**
 * A sanction decided on a concern (issue 36, item 2; decision 043): a warning, conditions, a suspension
 * or a removal, from a day to a day (a removal has no end). `_id` is `<concernId>:decision` or
 * `<concernId>:final`: one per decision, taken by the insert. The member's name and membership ID are
 * kept as at the decision, so that a removal outlives an erased account. The register reads the copy on
 * the account (`registerSanctions`, written by services/sanctions.server.ts after every change).
 */
const sanctionSchema = new Schema(
  {
    _id: { type: String, required: true, maxlength: 60 },
    concernId: { type: String, required: true, maxlength: 24 },
    userId: { type: String, required: true, maxlength: 24 },
    membershipId: { type: String, default: '', maxlength: 40 },
    name: { type: String, default: '', maxlength: 200 },
    kind: { type: String, enum: SANCTION_KINDS, required: true },
    from: { type: String, required: true, match: /^\d{4}-\d{2}-\d{2}$/ },
    until: { type: String, default: '', match: /^(\d{4}-\d{2}-\d{2})?$/ },
    summary: { type: String, default: '', maxlength: 500 },
    summaryMs: { type: String, default: '', maxlength: 500 },
    withdrawnOn: { type: String, default: '', match: /^(\d{4}-\d{2}-\d{2})?$/ },
    withdrawnReason: { type: String, default: '', maxlength: 40 },
    createdBy: { type: String, default: '', maxlength: 24 },
  },
  { collection: 'sanctions', versionKey: false, timestamps: true },
)
sanctionSchema.index({ userId: 1 })
sanctionSchema.index({ concernId: 1 })
filteredFields(sanctionSchema, ['userId', 'membershipId', 'kind', 'concernId'])

export const Sanction = defineModel('Sanction', sanctionSchema)

type SanctionRaw = {
  _id: string
  concernId: string
  userId: string
  membershipId: string
  name: string
  kind: SanctionKind
  from: string
  until: string
  summary: string
  summaryMs: string
  withdrawnOn: string
  withdrawnReason: string
  createdAt: Date
}

function toPublicSanctionRecord(raw: SanctionRaw) {
  return {
    id: raw._id,
    concernId: raw.concernId,
    userId: raw.userId,
    membershipId: raw.membershipId ?? '',
    kind: raw.kind,
    from: raw.from,
    until: raw.until ?? '',
    summary: raw.summary ?? '',
    summaryMs: raw.summaryMs ?? '',
    withdrawnOn: raw.withdrawnOn ?? '',
    withdrawnReason: raw.withdrawnReason ?? '',
    createdAt: raw.createdAt.toISOString(),
  }
}
export type SanctionRecord = ReturnType<typeof toPublicSanctionRecord>

/** Inserts the sanction of one decision; false when that decision has one already. */
export async function insertSanction(fields: Omit<SanctionRaw, 'createdAt' | 'withdrawnOn' | 'withdrawnReason'> & { createdBy: string }) {
  return insertUnlessTaken(Sanction, { ...fields, withdrawnOn: '', withdrawnReason: '' })
}

export async function getSanctionById(id: string) {
  const raw = await Sanction.findById(id).lean<SanctionRaw>()
  return raw ? toPublicSanctionRecord(raw) : null
}

export async function listSanctionsOfConcern(concernId: string) {
  const raws = await Sanction.find({ concernId }).sort({ createdAt: 1 }).lean<SanctionRaw[]>()
  return raws.map(toPublicSanctionRecord)
}

export async function listSanctionsOfMember(userId: string) {
  const raws = await Sanction.find({ userId }).sort({ createdAt: 1 }).lean<SanctionRaw[]>()
  return raws.map(toPublicSanctionRecord)
}

/** Every removal (few): the register shows them past an account's erasure. */
export async function listRemovals() {
  const raws = await Sanction.find({ kind: 'removal' }).lean<SanctionRaw[]>()
  return raws.map(toPublicSanctionRecord)
}

/** Lifts a sanction from a day, once: false when it was withdrawn already. */
export async function markSanctionWithdrawn(id: string, day: string, reason: string) {
  const result = await Sanction.updateOne({ _id: id, withdrawnOn: '' }, { $set: { withdrawnOn: day, withdrawnReason: reason } })
  return result.modifiedCount === 1
}

/** The terms the account copies for the register (domain/sanctions.ts). */
export function toSanctionTerm(record: SanctionRecord): SanctionTerm {
  return { kind: record.kind, from: record.from, until: record.until, summary: record.summary, summaryMs: record.summaryMs, withdrawnOn: record.withdrawnOn }
}
