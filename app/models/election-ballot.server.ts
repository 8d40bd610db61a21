import { randomBytes } from 'node:crypto'
import { Schema, Types } from 'mongoose'
import { faultPoint } from '#app/domain/fault-points.ts'
import { defineModel, duplicateKeyField, filteredFields, isValidObjectId } from './model-utils.server.ts'

/**
 * The ballot box (issue 35, item 3; docs/decisions/037-elections.md). Who voted and what was voted are
 * two collections with nothing in common but the election:
 *
 * - `election_voters`: one record per member who voted, `_id` `<election>:<member>`, inserted FIRST. An
 *   insert under a unique key has exactly one winner, on MongoDB and FerretDB alike (no transactions
 *   there), so a member votes once however many ballots they send at the same moment, online or on paper.
 *   An online record is 'pending' until its ballot is stored, then 'cast'. No time is kept.
 * - `election_ballots`: the ballots, each only the election and the candidates marked, under a random
 *   `_id` (not an ObjectId, whose first bytes are the moment it was made), with no member, no time and no
 *   order of its own: nothing in it leads back to a voter record.
 * - `election_paper_counts`: the paper ballots counted at the meeting, per candidate, entered once.
 */

export const VOTE_CHANNELS = ['online', 'paper'] as const
export type VoteChannel = (typeof VOTE_CHANNELS)[number]

const electionVoterSchema = new Schema(
  {
    _id: { type: String, required: true, maxlength: 60 },
    electionId: { type: Schema.Types.ObjectId, ref: 'Election', required: true },
    userId: { type: Schema.Types.ObjectId, ref: 'User', required: true },
    channel: { type: String, required: true, enum: VOTE_CHANNELS },
    /** 'pending' from the record's insert until the ballot is stored; a paper vote is 'cast' at once. */
    state: { type: String, required: true, enum: ['pending', 'cast'] },
    /** Who recorded a paper vote (the returning officer's e-mail); '' online. */
    recordedBy: { type: String, default: '', maxlength: 254 },
  },
  { collection: 'election_voters', versionKey: false },
)
electionVoterSchema.index({ electionId: 1 })
electionVoterSchema.index({ userId: 1 })
filteredFields(electionVoterSchema, ['electionId', 'userId'])

export const ElectionVoter = defineModel('ElectionVoter', electionVoterSchema)

const electionBallotSchema = new Schema(
  {
    _id: { type: String, required: true, maxlength: 40 },
    electionId: { type: Schema.Types.ObjectId, ref: 'Election', required: true },
    candidateIds: { type: [Schema.Types.ObjectId], default: [] },
  },
  { collection: 'election_ballots', versionKey: false },
)
electionBallotSchema.index({ electionId: 1 })
filteredFields(electionBallotSchema, ['electionId'])

export const ElectionBallot = defineModel('ElectionBallot', electionBallotSchema)

const electionPaperCountSchema = new Schema(
  {
    _id: { type: Schema.Types.ObjectId, required: true },
    ballots: { type: Number, required: true, min: 0 },
    votes: {
      type: [new Schema({ candidateId: { type: Schema.Types.ObjectId, required: true }, votes: { type: Number, required: true, min: 0 } }, { _id: false })],
      default: [],
    },
    enteredBy: { type: String, required: true, maxlength: 254 },
    enteredAt: { type: Date, required: true },
  },
  { collection: 'election_paper_counts', versionKey: false },
)

export const ElectionPaperCount = defineModel('ElectionPaperCount', electionPaperCountSchema)

const voterKey = (electionId: string, userId: string) => `${electionId}:${userId}`

/** A ballot's id: 128 random bits, which say nothing of when it was cast. */
export function newBallotId() {
  return randomBytes(16).toString('hex')
}

export type VoterRecord = { channel: VoteChannel; state: 'pending' | 'cast' }

/** Whether and how a member voted in an election, or null. */
export async function getVoterRecord(electionId: string, userId: string): Promise<VoterRecord | null> {
  if (!isValidObjectId(electionId) || !isValidObjectId(userId)) return null
  const raw = await ElectionVoter.findById(voterKey(electionId, userId)).lean<VoterRecord>()
  return raw ? { channel: raw.channel, state: raw.state } : null
}

/**
 * Casts an online ballot: the voter record first (false when the member has voted, online or on paper,
 * and nothing else is written), then the ballot, then the record marked cast. A failure between the
 * first two leaves the record pending with no ballot: the member cannot vote again (a second ballot would
 * count twice if the first was stored after all), and the auditor's view counts it (decision 037).
 */
export async function castOnlineBallot(electionId: string, userId: string, candidateIds: readonly string[]): Promise<boolean> {
  const _id = voterKey(electionId, userId)
  try {
    await ElectionVoter.create({ _id, electionId, userId, channel: 'online', state: 'pending' })
  } catch (error) {
    if (duplicateKeyField(error) !== null) return false
    throw error
  }
  faultPoint('ballot:store')
  await ElectionBallot.create({ _id: newBallotId(), electionId, candidateIds: [...candidateIds].sort() })
  faultPoint('ballot:confirm')
  await ElectionVoter.updateOne({ _id, state: 'pending' }, { $set: { state: 'cast' } })
  return true
}

/** Records that a member voted on paper; answers how they voted before instead when they had. */
export async function recordPaperVoter(electionId: string, userId: string, recordedBy: string): Promise<'recorded' | VoterRecord> {
  try {
    await ElectionVoter.create({ _id: voterKey(electionId, userId), electionId, userId, channel: 'paper', state: 'cast', recordedBy })
    return 'recorded'
  } catch (error) {
    if (duplicateKeyField(error) === null) throw error
    return (await getVoterRecord(electionId, userId)) ?? { channel: 'online', state: 'pending' }
  }
}

/** Every online ballot of an election: the candidates each marked, in the order of their random ids. */
export async function listBallotChoices(electionId: string): Promise<string[][]> {
  if (!isValidObjectId(electionId)) return []
  const raws = await ElectionBallot.find({ electionId }).select({ candidateIds: 1 }).lean<Array<{ _id: string; candidateIds: Types.ObjectId[] }>>()
  return raws.sort((a, b) => (a._id < b._id ? -1 : 1)).map((raw) => raw.candidateIds.map(String))
}

export interface VoterCounts {
  online: number
  /** Online records whose ballot was not confirmed stored (a process that died between the two writes). */
  pending: number
  paper: number
}

export async function countVoters(electionId: string): Promise<VoterCounts> {
  const raws = await ElectionVoter.find({ electionId }).select({ channel: 1, state: 1 }).lean<Array<{ channel: VoteChannel; state: string }>>()
  return {
    online: raws.filter((r) => r.channel === 'online').length,
    pending: raws.filter((r) => r.channel === 'online' && r.state === 'pending').length,
    paper: raws.filter((r) => r.channel === 'paper').length,
  }
}

/** The ids of the members who voted, each with the way they voted (the auditor's view: who, never what). */
export async function listVoters(electionId: string): Promise<Array<{ userId: string; channel: VoteChannel }>> {
  const raws = await ElectionVoter.find({ electionId }).select({ userId: 1, channel: 1 }).lean<Array<{ userId: Types.ObjectId; channel: VoteChannel }>>()
  return raws.map((raw) => ({ userId: String(raw.userId), channel: raw.channel }))
}

/** The elections a member voted in and how (online or on paper), for their own data export: never what they chose. */
export async function listVotesOfUser(userId: string): Promise<Array<{ electionId: string; channel: VoteChannel }>> {
  if (!isValidObjectId(userId)) return []
  const raws = await ElectionVoter.find({ userId }).select({ electionId: 1, channel: 1 }).lean<Array<{ electionId: Types.ObjectId; channel: VoteChannel }>>()
  return raws.map((raw) => ({ electionId: String(raw.electionId), channel: raw.channel }))
}

export async function countBallots(electionId: string): Promise<number> {
  if (!isValidObjectId(electionId)) return 0
  return ElectionBallot.countDocuments({ electionId })
}

export interface PaperCount {
  ballots: number
  votes: Record<string, number>
  enteredBy: string
  enteredAt: string
}

export async function getPaperCount(electionId: string): Promise<PaperCount | null> {
  if (!isValidObjectId(electionId)) return null
  const raw = await ElectionPaperCount.findById(electionId).lean<{ ballots: number; votes: Array<{ candidateId: Types.ObjectId; votes: number }>; enteredBy: string; enteredAt: Date }>()
  if (!raw) return null
  return {
    ballots: raw.ballots,
    votes: Object.fromEntries(raw.votes.map((v) => [String(v.candidateId), v.votes])),
    enteredBy: raw.enteredBy,
    enteredAt: raw.enteredAt.toISOString(),
  }
}

/** Stores the paper count once: false when it was entered before. */
export async function insertPaperCount(electionId: string, count: { ballots: number; votes: Record<string, number>; enteredBy: string; enteredAt: Date }) {
  try {
    await ElectionPaperCount.create({
      _id: new Types.ObjectId(electionId),
      ballots: count.ballots,
      votes: Object.entries(count.votes).map(([candidateId, votes]) => ({ candidateId, votes })),
      enteredBy: count.enteredBy,
      enteredAt: count.enteredAt,
    })
    return true
  } catch (error) {
    if (duplicateKeyField(error) !== null) return false
    throw error
  }
}
