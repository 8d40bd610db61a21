import { Schema, type Types } from 'mongoose'
import { defineModel, filteredFields, isValidObjectId, serialize } from './model-utils.server.ts'

const DAY = /^\d{4}-\d{2}-\d{2}$/

/**
 * The amendments of the association's rules (its constitution), as the secretariat logs them for the
 * Societies Act annual return (issue 35, item 4): the day of the general meeting that passed one, the
 * clause, the text before and after (or a summary of the change), and the day the Registrar approved it.
 * `year` is the meeting's year, kept to find a year's amendments by equality.
 */
const ruleAmendmentSchema = new Schema(
  {
    meetingDay: { type: String, required: true, match: DAY },
    year: { type: Number, required: true, min: 1900, max: 2200 },
    clause: { type: String, required: true, trim: true, maxlength: 200 },
    before: { type: String, trim: true, default: '', maxlength: 5000 },
    after: { type: String, required: true, trim: true, maxlength: 5000 },
    approvedOn: { type: String, default: null, match: DAY },
    createdBy: { type: String, required: true, maxlength: 254 },
  },
  { collection: 'rule_amendments', timestamps: true },
)
ruleAmendmentSchema.index({ year: 1 })
filteredFields(ruleAmendmentSchema, ['year'])

export const RuleAmendment = defineModel('RuleAmendment', ruleAmendmentSchema)

interface RuleAmendmentRaw {
  _id: Types.ObjectId
  meetingDay: string
  year: number
  clause: string
  before?: string
  after: string
  approvedOn?: string | null
  createdAt: Date
}

const toPublic = (raw: RuleAmendmentRaw) =>
  serialize({
    _id: raw._id,
    meetingDay: raw.meetingDay,
    year: raw.year,
    clause: raw.clause,
    before: raw.before ?? '',
    after: raw.after,
    approvedOn: raw.approvedOn ?? null,
  })
export type PublicRuleAmendment = ReturnType<typeof toPublic>

export interface RuleAmendmentFields {
  meetingDay: string
  clause: string
  before: string
  after: string
  approvedOn: string | null
}

const FIELDS = { meetingDay: 1, year: 1, clause: 1, before: 1, after: 1, approvedOn: 1, createdAt: 1 }
const byMeeting = (a: PublicRuleAmendment, b: PublicRuleAmendment) => a.meetingDay.localeCompare(b.meetingDay) || a.clause.localeCompare(b.clause)

/** The amendments passed at the meetings of a year, in the meetings' order (equality on `year`: served by its index). */
export async function listRuleAmendmentsOfYear(year: number) {
  const raws = await RuleAmendment.find({ year }).select(FIELDS).lean<RuleAmendmentRaw[]>()
  return raws.map(toPublic).sort(byMeeting)
}

/** Every amendment, newest meeting first: a constitution changes a few times in a decade, so the log is read whole. */
export async function listRuleAmendments() {
  const raws = await RuleAmendment.find().select(FIELDS).lean<RuleAmendmentRaw[]>()
  return raws.map(toPublic).sort((a, b) => byMeeting(b, a))
}

export async function getRuleAmendment(id: string) {
  if (!isValidObjectId(id)) return null
  const raw = await RuleAmendment.findById(id).select(FIELDS).lean<RuleAmendmentRaw>()
  return raw ? toPublic(raw) : null
}

const yearOf = (day: string) => Number(day.slice(0, 4))

export async function insertRuleAmendment(fields: RuleAmendmentFields, createdBy: string) {
  const doc = await RuleAmendment.create({ ...fields, year: yearOf(fields.meetingDay), createdBy })
  return toPublic(doc.toObject() as RuleAmendmentRaw)
}

export async function updateRuleAmendment(id: string, fields: RuleAmendmentFields) {
  if (!isValidObjectId(id)) return false
  const result = await RuleAmendment.updateOne({ _id: id }, { $set: { ...fields, year: yearOf(fields.meetingDay) } }, { runValidators: true })
  return result.matchedCount > 0
}

export async function deleteRuleAmendment(id: string) {
  if (!isValidObjectId(id)) return false
  const result = await RuleAmendment.deleteOne({ _id: id })
  return result.deletedCount > 0
}
