import { Schema, Types } from 'mongoose'
import { ELECTION_TIE_RULES, type ElectionTieRule } from '#app/domain/elections.ts'
import { defineModel, duplicateKeyField, filteredFields, isValidObjectId } from './model-utils.server.ts'

/**
 * Elections (issue 35, item 3): what is elected, how many seats, the voting window and the roll's cut-off
 * day; the candidates; the voter roll, taken once. The ballots and who voted live apart from all of this
 * (election-ballot.server.ts).
 */
const electionSchema = new Schema(
  {
    title: { type: String, required: true, trim: true, maxlength: 200 },
    titleMs: { type: String, trim: true, default: '', maxlength: 200 },
    /** What is elected, in words ("Four ordinary committee members for 2027–2029"). */
    positions: { type: String, trim: true, default: '', maxlength: 1000 },
    positionsMs: { type: String, trim: true, default: '', maxlength: 1000 },
    seats: { type: Number, required: true, min: 1, max: 100 },
    opensAt: { type: Date, required: true },
    closesAt: { type: Date, required: true },
    /** The roll's cut-off day, YYYY-MM-DD in Malaysia: the members active that day vote. */
    rollDate: { type: String, required: true, match: /^\d{4}-\d{2}-\d{2}$/ },
    /** The tie rule in force when the election was called (app/config/elections.ts). */
    tieRule: { type: String, required: true, enum: ELECTION_TIE_RULES },
    /** The general meeting it is held at, when there is one (kept for the meetings to come, issue 35 item 2). */
    meetingId: { type: String, default: '', maxlength: 24 },
    createdBy: { type: String, required: true, maxlength: 254 },
  },
  { collection: 'elections', timestamps: true },
)
electionSchema.index({ opensAt: -1 })

export const Election = defineModel('Election', electionSchema)

interface ElectionRaw {
  _id: Types.ObjectId
  title: string
  titleMs?: string
  positions: string
  positionsMs?: string
  seats: number
  opensAt: Date
  closesAt: Date
  rollDate: string
  tieRule: ElectionTieRule
  meetingId?: string
  createdBy: string
  createdAt: Date
}

function toPublicElection(raw: ElectionRaw) {
  return {
    id: String(raw._id),
    title: raw.title,
    titleMs: raw.titleMs ?? '',
    positions: raw.positions,
    positionsMs: raw.positionsMs ?? '',
    seats: raw.seats,
    opensAt: raw.opensAt.toISOString(),
    closesAt: raw.closesAt.toISOString(),
    rollDate: raw.rollDate,
    tieRule: raw.tieRule,
    meetingId: raw.meetingId ?? '',
    createdBy: raw.createdBy,
    createdAt: raw.createdAt.toISOString(),
  }
}
export type PublicElection = ReturnType<typeof toPublicElection>

export interface NewElection {
  title: string
  titleMs: string
  positions: string
  positionsMs: string
  seats: number
  opensAt: Date
  closesAt: Date
  rollDate: string
  tieRule: ElectionTieRule
  meetingId: string
  createdBy: string
}

export async function insertElection(election: NewElection) {
  const doc = await Election.create(election)
  return toPublicElection(doc.toObject() as ElectionRaw)
}

export async function getElection(id: string) {
  if (!isValidObjectId(id)) return null
  const raw = await Election.findById(id).lean<ElectionRaw>()
  return raw ? toPublicElection(raw) : null
}

/** Every election, the latest to open first (a handful a year). */
export async function listElections() {
  return (await Election.find().sort({ opensAt: -1, _id: -1 }).lean<ElectionRaw[]>()).map(toPublicElection)
}

// ---------------------------------------------------------------------------------------------------
// Candidates

/**
 * A candidate: a member standing, once per election (`key` is `<election>:<member>`, unique, so a
 * nomination confirmed twice at once or a paper entry beside it makes one candidate). Their name is kept
 * as it stood, for the results.
 */
const electionCandidateSchema = new Schema(
  {
    electionId: { type: Schema.Types.ObjectId, ref: 'Election', required: true },
    userId: { type: Schema.Types.ObjectId, ref: 'User', required: true },
    key: { type: String, required: true, maxlength: 60 },
    name: { type: String, required: true, trim: true, maxlength: 210 },
    membershipId: { type: String, default: '', maxlength: 20 },
    /** What the candidate tells the voters (optional). */
    statement: { type: String, trim: true, default: '', maxlength: 2000 },
    /** When the nomination was lodged, or the paper one entered: the tie rule reads it. */
    nominatedAt: { type: Date, required: true },
    source: { type: String, required: true, enum: ['nomination', 'paper'] },
    nominationId: { type: String, default: '', maxlength: 24 },
    /** Who entered a paper nomination (an e-mail), '' for a member's own. */
    enteredBy: { type: String, default: '', maxlength: 254 },
  },
  { collection: 'election_candidates', versionKey: false },
)
electionCandidateSchema.index({ key: 1 }, { unique: true })
electionCandidateSchema.index({ electionId: 1 })
electionCandidateSchema.index({ userId: 1 })
filteredFields(electionCandidateSchema, ['electionId', 'key', 'userId'])

export const ElectionCandidate = defineModel('ElectionCandidate', electionCandidateSchema)

interface CandidateRaw {
  _id: Types.ObjectId
  electionId: Types.ObjectId
  userId: Types.ObjectId
  name: string
  membershipId?: string
  statement?: string
  nominatedAt: Date
  source: 'nomination' | 'paper'
}

function toPublicCandidate(raw: CandidateRaw) {
  return {
    id: String(raw._id),
    electionId: String(raw.electionId),
    userId: String(raw.userId),
    name: raw.name,
    membershipId: raw.membershipId ?? '',
    statement: raw.statement ?? '',
    nominatedAt: raw.nominatedAt.toISOString(),
    source: raw.source,
  }
}
export type PublicCandidate = ReturnType<typeof toPublicCandidate>

export interface NewCandidate {
  electionId: string
  userId: string
  name: string
  membershipId: string
  statement: string
  nominatedAt: Date
  source: 'nomination' | 'paper'
  nominationId?: string
  enteredBy?: string
}

/** Adds a candidate, or answers 'taken' when the member stands in this election already (one insert wins). */
export async function insertCandidate(candidate: NewCandidate): Promise<PublicCandidate | 'taken'> {
  try {
    const doc = await ElectionCandidate.create({ ...candidate, key: `${candidate.electionId}:${candidate.userId}` })
    return toPublicCandidate(doc.toObject() as CandidateRaw)
  } catch (error) {
    if (duplicateKeyField(error) !== null) return 'taken'
    throw error
  }
}

/** An election's candidates, in the order they were nominated (the ballot's order). */
export async function listCandidates(electionId: string) {
  if (!isValidObjectId(electionId)) return []
  const raws = await ElectionCandidate.find({ electionId }).lean<CandidateRaw[]>()
  return raws.map(toPublicCandidate).sort((a, b) => a.nominatedAt.localeCompare(b.nominatedAt) || a.id.localeCompare(b.id))
}

/** The elections a member stood in, for their own data export. */
export async function listCandidaciesOfUser(userId: string) {
  if (!isValidObjectId(userId)) return []
  return (await ElectionCandidate.find({ userId }).lean<CandidateRaw[]>()).map(toPublicCandidate)
}

export async function isCandidate(electionId: string, userId: string) {
  return Boolean(await ElectionCandidate.exists({ key: `${electionId}:${userId}` }))
}

// ---------------------------------------------------------------------------------------------------
// The voter roll

/**
 * The roll of one election: the members on it, taken once (`_id` is the election's id, so of any number
 * of processes taking it at the same moment one insert wins and every other reads that one). One
 * document: an association's few hundred or few thousand members fit many times over.
 */
const electionRollSchema = new Schema(
  {
    _id: { type: Schema.Types.ObjectId, required: true },
    userIds: { type: [Schema.Types.ObjectId], default: [] },
    rollDate: { type: String, required: true, match: /^\d{4}-\d{2}-\d{2}$/ },
    takenAt: { type: Date, required: true },
  },
  { collection: 'election_rolls', versionKey: false },
)

export const ElectionRoll = defineModel('ElectionRoll', electionRollSchema)

interface RollRaw {
  _id: Types.ObjectId
  userIds: Types.ObjectId[]
  rollDate: string
  takenAt: Date
}

export interface StoredRoll {
  userIds: string[]
  rollDate: string
  takenAt: string
}

const toStoredRoll = (raw: RollRaw): StoredRoll => ({ userIds: raw.userIds.map(String), rollDate: raw.rollDate, takenAt: raw.takenAt.toISOString() })

export async function getRoll(electionId: string): Promise<StoredRoll | null> {
  if (!isValidObjectId(electionId)) return null
  const raw = await ElectionRoll.findById(electionId).lean<RollRaw>()
  return raw ? toStoredRoll(raw) : null
}

/** Stores the roll unless one is stored already; answers the one stored (the first taker's). */
export async function storeRollOnce(electionId: string, roll: { userIds: readonly string[]; rollDate: string; takenAt: Date }): Promise<StoredRoll> {
  try {
    await ElectionRoll.create({ _id: new Types.ObjectId(electionId), userIds: roll.userIds, rollDate: roll.rollDate, takenAt: roll.takenAt })
    return { userIds: [...roll.userIds], rollDate: roll.rollDate, takenAt: roll.takenAt.toISOString() }
  } catch (error) {
    if (duplicateKeyField(error) === null) throw error
    const stored = await getRoll(electionId)
    if (!stored) throw error
    return stored
  }
}

/** The elections whose roll is not taken yet (the hourly job takes those that are due). */
export async function listElectionsWithoutRoll() {
  const [elections, rolls] = await Promise.all([listElections(), ElectionRoll.find().select({ _id: 1 }).lean<Array<{ _id: Types.ObjectId }>>()])
  const taken = new Set(rolls.map((roll) => String(roll._id)))
  return elections.filter((election) => !taken.has(election.id))
}
