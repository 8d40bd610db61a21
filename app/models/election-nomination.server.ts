import { Schema, type Types } from 'mongoose'
import { defineModel, duplicateKeyField, filteredFields, isValidObjectId } from './model-utils.server.ts'

/**
 * Nominations (issue 35, item 3): a member puts a candidate forward with a proposer and a seconder, all
 * voting members; each of the three confirms by the link mailed to them. Each confirmation is a document
 * of its own under `<nomination>:<role>`: confirmations of one nomination at the same moment would each
 * overwrite the others' in a document FerretDB reads and writes back whole (docs/conventions.md).
 */

export const NOMINATION_ROLES = ['candidate', 'proposer', 'seconder'] as const
export type NominationRole = (typeof NOMINATION_ROLES)[number]

const electionNominationSchema = new Schema(
  {
    electionId: { type: Schema.Types.ObjectId, ref: 'Election', required: true },
    candidateId: { type: Schema.Types.ObjectId, ref: 'User', required: true },
    proposerId: { type: Schema.Types.ObjectId, ref: 'User', required: true },
    seconderId: { type: Schema.Types.ObjectId, ref: 'User', required: true },
    nominatedBy: { type: Schema.Types.ObjectId, ref: 'User', required: true },
    /** `<election>:<nominator>:<candidate>`: a member nominates a candidate once per election. */
    key: { type: String, required: true, maxlength: 80 },
  },
  { collection: 'election_nominations', timestamps: true },
)
electionNominationSchema.index({ key: 1 }, { unique: true })
electionNominationSchema.index({ electionId: 1, createdAt: 1 })
filteredFields(electionNominationSchema, ['electionId', 'key'])

export const ElectionNomination = defineModel('ElectionNomination', electionNominationSchema)

const nominationConfirmationSchema = new Schema(
  {
    _id: { type: String, required: true, maxlength: 40 },
    nominationId: { type: Schema.Types.ObjectId, ref: 'ElectionNomination', required: true },
    role: { type: String, required: true, enum: NOMINATION_ROLES },
    /** The candidate's statement to the voters, given when they confirm. */
    statement: { type: String, trim: true, default: '', maxlength: 2000 },
    confirmedAt: { type: Date, required: true },
  },
  { collection: 'election_nomination_confirmations', versionKey: false },
)
nominationConfirmationSchema.index({ nominationId: 1 })
filteredFields(nominationConfirmationSchema, ['nominationId'])

export const NominationConfirmation = defineModel('NominationConfirmation', nominationConfirmationSchema)

interface NominationRaw {
  _id: Types.ObjectId
  electionId: Types.ObjectId
  candidateId: Types.ObjectId
  proposerId: Types.ObjectId
  seconderId: Types.ObjectId
  nominatedBy: Types.ObjectId
  createdAt: Date
}

function toPublicNomination(raw: NominationRaw) {
  return {
    id: String(raw._id),
    electionId: String(raw.electionId),
    candidateId: String(raw.candidateId),
    proposerId: String(raw.proposerId),
    seconderId: String(raw.seconderId),
    nominatedBy: String(raw.nominatedBy),
    createdAt: raw.createdAt.toISOString(),
  }
}
export type PublicNomination = ReturnType<typeof toPublicNomination>

/** The member who holds a role in a nomination. */
export function holderOf(nomination: PublicNomination, role: NominationRole) {
  return role === 'candidate' ? nomination.candidateId : role === 'proposer' ? nomination.proposerId : nomination.seconderId
}

/** Lodges a nomination, or answers 'taken' when this member nominated this candidate before. */
export async function insertNomination(nomination: { electionId: string; candidateId: string; proposerId: string; seconderId: string; nominatedBy: string }) {
  try {
    const doc = await ElectionNomination.create({ ...nomination, key: `${nomination.electionId}:${nomination.nominatedBy}:${nomination.candidateId}` })
    return toPublicNomination(doc.toObject() as NominationRaw)
  } catch (error) {
    if (duplicateKeyField(error) !== null) return 'taken' as const
    throw error
  }
}

/**
 * The nominations a member is part of, as candidate, proposer or seconder, for their own data export.
 * An `$or` of three fields, read by no page: it scans the few nominations an association's elections
 * gather rather than keep three indexes for a rare download.
 */
export async function listNominationsOfUser(userId: string) {
  if (!isValidObjectId(userId)) return []
  const raws = await ElectionNomination.find({ $or: [{ candidateId: userId }, { proposerId: userId }, { seconderId: userId }] }).lean<NominationRaw[]>()
  return raws.map(toPublicNomination)
}

export async function getNomination(id: string) {
  if (!isValidObjectId(id)) return null
  const raw = await ElectionNomination.findById(id).lean<NominationRaw>()
  return raw ? toPublicNomination(raw) : null
}

export async function listNominations(electionId: string) {
  if (!isValidObjectId(electionId)) return []
  return (await ElectionNomination.find({ electionId }).sort({ createdAt: 1, _id: 1 }).lean<NominationRaw[]>()).map(toPublicNomination)
}

export interface StoredConfirmation {
  role: NominationRole
  statement: string
  confirmedAt: string
}

/** Records one role's confirmation: false when it was confirmed before (the first one stands). */
export async function insertConfirmation(nominationId: string, role: NominationRole, statement: string, at: Date) {
  try {
    await NominationConfirmation.create({ _id: `${nominationId}:${role}`, nominationId, role, statement, confirmedAt: at })
    return true
  } catch (error) {
    if (duplicateKeyField(error) !== null) return false
    throw error
  }
}

/** The confirmations of nominations, by nomination id. */
export async function confirmationsOf(nominationIds: readonly string[]): Promise<Map<string, StoredConfirmation[]>> {
  const valid = nominationIds.filter(isValidObjectId)
  const found = new Map<string, StoredConfirmation[]>(valid.map((id) => [id, []]))
  if (!valid.length) return found
  const raws = await NominationConfirmation.find(valid.length === 1 ? { nominationId: valid[0] } : { nominationId: { $in: valid } }).lean<
    Array<{ nominationId: Types.ObjectId; role: NominationRole; statement?: string; confirmedAt: Date }>
  >()
  for (const raw of raws) found.get(String(raw.nominationId))?.push({ role: raw.role, statement: raw.statement ?? '', confirmedAt: raw.confirmedAt.toISOString() })
  return found
}
