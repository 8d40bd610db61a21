import { Schema, type Types } from 'mongoose'
import { CPD_AUDIT_ALGORITHM, CPD_AUDIT_STATUSES, type CpdAuditStatus } from '#app/domain/cpd-audit.ts'
import { defineModel, duplicateKeyField, filteredFields } from './model-utils.server.ts'

/**
 * The random CPD audit (issue 36, item 5; decision 046). A month's draw is stored once, under `_id` =
 * the month (YYYY-MM): an insert, so that however many processes run the duties at once there is one
 * draw, never a second with another seed. It keeps everything needed to re-check it: the population
 * (sorted ids), its digest, the rate, the size, the 32-byte seed (hex) and the members drawn.
 */
const drawSchema = new Schema(
  {
    _id: { type: String, required: true, match: /^\d{4}-\d{2}$/ },
    population: { type: [String], default: [] },
    populationDigest: { type: String, required: true, maxlength: 64 },
    rateBasisPoints: { type: Number, required: true, min: 0, max: 10_000 },
    size: { type: Number, required: true, min: 0 },
    seed: { type: String, required: true, match: /^[0-9a-f]{64}$/ },
    drawn: { type: [String], default: [] },
    drawnAt: { type: Date, required: true },
    /** The Malaysian day of the draw: the cases' six weeks start here. */
    drawnOn: { type: String, required: true, match: /^\d{4}-\d{2}-\d{2}$/ },
    algorithm: { type: String, default: CPD_AUDIT_ALGORITHM },
  },
  { collection: 'cpd_audit_draws', versionKey: false },
)

export const CpdAuditDraw = defineModel('CpdAuditDraw', drawSchema)

/**
 * One drawn member's case, `_id` = `<month>:<userId>` (once per draw and member): the CPD year audited
 * (the last complete one), the deadline, the files sent (purpose `cpd-audit`), and the reviewer's outcome.
 */
const caseSchema = new Schema(
  {
    _id: { type: String, required: true, maxlength: 40 },
    month: { type: String, required: true, match: /^\d{4}-\d{2}$/ },
    userId: { type: Schema.Types.ObjectId, ref: 'User', required: true },
    cpdYear: { type: Number, required: true },
    drawnOn: { type: String, required: true },
    deadline: { type: String, required: true, match: /^\d{4}-\d{2}-\d{2}$/ },
    status: { type: String, enum: CPD_AUDIT_STATUSES, default: 'drawn' },
    /** How many times the reviewer asked for more (0 or more): a submission's and a reminder's round. */
    askedMore: { type: Number, default: 0, min: 0 },
    evidenceMediaIds: { type: [Schema.Types.ObjectId], default: [] },
    /** The files the case held when the member last sent it to the reviewer: those stay part of the case. */
    sealedMediaIds: { type: [Schema.Types.ObjectId], default: [] },
    submittedOn: { type: String, default: '' },
    outcomeBy: { type: Schema.Types.ObjectId, ref: 'User', default: null },
    outcomeOn: { type: String, default: '' },
    note: { type: String, default: '', trim: true, maxlength: 2000 },
  },
  { collection: 'cpd_audit_cases', versionKey: false, timestamps: true },
)
caseSchema.index({ userId: 1, drawnOn: -1 })
caseSchema.index({ month: 1 })
caseSchema.index({ status: 1 })
filteredFields(caseSchema, ['userId', 'month', 'status'])

export const CpdAuditCase = defineModel('CpdAuditCase', caseSchema)

export interface DrawRecord {
  month: string
  population: string[]
  populationDigest: string
  rateBasisPoints: number
  size: number
  seed: string
  drawn: string[]
  drawnAt: string
  drawnOn: string
  algorithm: string
}

type DrawRaw = Omit<DrawRecord, 'month' | 'drawnAt'> & { _id: string; drawnAt: Date }
const toDraw = (raw: DrawRaw): DrawRecord => ({
  month: raw._id,
  population: [...raw.population],
  populationDigest: raw.populationDigest,
  rateBasisPoints: raw.rateBasisPoints,
  size: raw.size,
  seed: raw.seed,
  drawn: [...raw.drawn],
  drawnAt: raw.drawnAt.toISOString(),
  drawnOn: raw.drawnOn,
  algorithm: raw.algorithm,
})

/** Stores a month's draw unless one is stored: the stored one either way, and whether this call stored it. */
export async function insertDrawOnce(draw: Omit<DrawRecord, 'drawnAt'> & { drawnAt: Date }): Promise<{ draw: DrawRecord; created: boolean }> {
  const { month, ...rest } = draw
  try {
    const doc = await CpdAuditDraw.create({ _id: month, ...rest })
    return { draw: toDraw(doc.toObject() as unknown as DrawRaw), created: true }
  } catch (error) {
    if (duplicateKeyField(error) === null) throw error
    const stored = await getDraw(month)
    if (!stored) throw error
    return { draw: stored, created: false }
  }
}

export async function getDraw(month: string): Promise<DrawRecord | null> {
  const raw = await CpdAuditDraw.findById(month).lean<DrawRaw>()
  return raw ? toDraw(raw) : null
}

/** The draws of some months (a year's at most), newest first: one lookup by id each (an equality the embedded database serves from its index). */
export async function listDraws(months: readonly string[]): Promise<DrawRecord[]> {
  const raws = await Promise.all(months.map((month) => CpdAuditDraw.findById(month).lean<DrawRaw>()))
  return raws.flatMap((raw) => (raw ? [toDraw(raw)] : [])).sort((a, b) => (a.month < b.month ? 1 : -1))
}

/** The months that have a draw, newest first (a few dozen at most: one a month). */
export async function listDrawMonths(): Promise<string[]> {
  const raws = await CpdAuditDraw.find({}).select({ _id: 1 }).lean<Array<{ _id: string }>>()
  return raws.map((raw) => raw._id).sort().reverse()
}

export interface CaseRecord {
  id: string
  month: string
  userId: string
  cpdYear: number
  drawnOn: string
  deadline: string
  status: CpdAuditStatus
  askedMore: number
  evidenceMediaIds: string[]
  sealedMediaIds: string[]
  submittedOn: string
  outcomeBy: string | null
  outcomeOn: string
  note: string
}

type CaseRaw = Omit<CaseRecord, 'id' | 'userId' | 'evidenceMediaIds' | 'sealedMediaIds' | 'outcomeBy'> & {
  _id: string
  userId: Types.ObjectId
  evidenceMediaIds?: Types.ObjectId[]
  sealedMediaIds?: Types.ObjectId[]
  outcomeBy?: Types.ObjectId | null
}
const toCase = (raw: CaseRaw): CaseRecord => ({
  id: raw._id,
  month: raw.month,
  userId: String(raw.userId),
  cpdYear: raw.cpdYear,
  drawnOn: raw.drawnOn,
  deadline: raw.deadline,
  status: raw.status,
  askedMore: raw.askedMore ?? 0,
  evidenceMediaIds: (raw.evidenceMediaIds ?? []).map(String),
  sealedMediaIds: (raw.sealedMediaIds ?? []).map(String),
  submittedOn: raw.submittedOn ?? '',
  outcomeBy: raw.outcomeBy ? String(raw.outcomeBy) : null,
  outcomeOn: raw.outcomeOn ?? '',
  note: raw.note ?? '',
})

export const caseIdOf = (month: string, userId: string) => `${month}:${userId}`

/** Opens a drawn member's case unless it is open: true when this call opened it. */
export async function insertCaseOnce(input: { month: string; userId: string; cpdYear: number; drawnOn: string; deadline: string }): Promise<boolean> {
  try {
    await CpdAuditCase.create({ _id: caseIdOf(input.month, input.userId), ...input })
    return true
  } catch (error) {
    if (duplicateKeyField(error) !== null) return false
    throw error
  }
}

export async function getCase(id: string): Promise<CaseRecord | null> {
  if (typeof id !== 'string' || id.length > 40) return null
  const raw = await CpdAuditCase.findById(id).lean<CaseRaw>()
  return raw ? toCase(raw) : null
}

/** The cases of some months (a year's at most): one equality on `month` each, which the embedded database serves from its index. */
export async function listCasesOfMonths(months: readonly string[]): Promise<CaseRecord[]> {
  const raws = await Promise.all(months.map((month) => CpdAuditCase.find({ month }).lean<CaseRaw[]>()))
  return raws.flat().map(toCase)
}

export async function listCasesWithStatus(status: CpdAuditStatus): Promise<CaseRecord[]> {
  const raws = await CpdAuditCase.find({ status }).lean<CaseRaw[]>()
  return raws.map(toCase)
}

/** A member's latest case, or null. */
export async function latestCaseOf(userId: string): Promise<CaseRecord | null> {
  const raw = await CpdAuditCase.findOne({ userId }).sort({ drawnOn: -1, _id: -1 }).lean<CaseRaw>()
  return raw ? toCase(raw) : null
}

export async function listCasesOfUser(userId: string): Promise<CaseRecord[]> {
  const raws = await CpdAuditCase.find({ userId }).sort({ drawnOn: -1 }).lean<CaseRaw[]>()
  return raws.map(toCase)
}

/** Adds a file to a case that waits for evidence; false when it does not. */
export async function addCaseEvidence(id: string, mediaId: string) {
  const result = await CpdAuditCase.updateOne({ _id: id, status: { $in: ['drawn', 'more-evidence'] } }, { $push: { evidenceMediaIds: mediaId } })
  return result.modifiedCount > 0
}

/**
 * Takes a file the member sent back out of a case that waits for evidence (false when the case no longer
 * waits or no longer holds it). Whether the reviewer has had it (sealedMediaIds) the service checks first.
 */
export async function withdrawCaseEvidence(id: string, mediaId: string) {
  const result = await CpdAuditCase.updateOne({ _id: id, status: { $in: ['drawn', 'more-evidence'] }, evidenceMediaIds: mediaId }, { $pull: { evidenceMediaIds: mediaId } })
  return result.modifiedCount > 0
}

/** Moves a case on from one of `from` (false when it was not in one of them). */
export async function updateCase(id: string, from: readonly CpdAuditStatus[], set: Partial<Omit<CaseRecord, 'id' | 'month' | 'userId' | 'evidenceMediaIds'>>) {
  const result = await CpdAuditCase.updateOne({ _id: id, status: { $in: [...from] } }, { $set: set })
  return result.modifiedCount > 0
}
