import { Schema, type Types } from 'mongoose'
import { CONCERN_OUTCOMES, CONCERN_STATUSES, type ConcernOutcome, type ConcernStatus } from '#app/domain/concerns.ts'
import { DEFAULT_LOCALE, LOCALES, type Locale } from '#app/domain/locale.ts'
import { defineModel, filteredFields, insertUnlessTaken, isValidObjectId } from './model-utils.server.ts'

/**
 * A concern a member of the public raised about a practitioner (issue 36, item 1; decision 042), and its
 * timeline. The concern holds the facts and, as a cache, where the case stands; every step is an event
 * inserted once under an id that names it (`<concernId>:status:<status>` for the steps that happen once:
 * a second decision loses the insert and is refused), so that two officers acting at the same moment
 * cannot both decide (FerretDB has no transactions: docs/conventions.md, "Atomicity"). Private to the
 * conduct area: the complainant, the description, the evidence, notes and documents.
 */
const concernSchema = new Schema(
  {
    reference: { type: String, required: true, maxlength: 20 },
    /** The listing the form named (may be ''), and the account behind it (null: a self-listed practitioner, or none named). */
    listingId: { type: String, default: '', maxlength: 24 },
    practitionerUserId: { type: Schema.Types.ObjectId, ref: 'User', default: null },
    practitionerName: { type: String, default: '', maxlength: 200 },
    complainant: {
      name: { type: String, required: true, maxlength: 200 },
      email: { type: String, required: true, maxlength: 254 },
      phone: { type: String, default: '', maxlength: 40 },
    },
    description: { type: String, required: true, maxlength: 10_000 },
    evidenceMediaIds: { type: [String], default: [] },
    privacyVersion: { type: Number, default: 1 },
    locale: { type: String, enum: LOCALES, default: DEFAULT_LOCALE },
    status: { type: String, enum: CONCERN_STATUSES, default: 'received' },
    /** What was put to the practitioner, in the officer's words (the complainant stays unnamed). */
    putToPractitioner: { type: String, default: '', maxlength: 10_000 },
    responseDue: { type: String, default: '' },
    decidedOn: { type: String, default: '' },
    outcome: { type: String, enum: [...CONCERN_OUTCOMES, ''], default: '' },
    appealDeadline: { type: String, default: '' },
    appealedOn: { type: String, default: '' },
    appealBy: { type: String, enum: ['', 'practitioner', 'complainant'], default: '' },
    finalDecisionDue: { type: String, default: '' },
    finalOutcome: { type: String, enum: ['', 'confirm', 'vary', 'withdraw'], default: '' },
    closedOn: { type: String, default: '' },
    closedReason: { type: String, default: '', maxlength: 40 },
  },
  { collection: 'concerns', versionKey: false, timestamps: true },
)
concernSchema.index({ reference: 1 }, { unique: true })
concernSchema.index({ status: 1, createdAt: 1 })
concernSchema.index({ practitionerUserId: 1, createdAt: -1 })
filteredFields(concernSchema, ['reference', 'status', 'practitionerUserId', 'listingId'])

export const Concern = defineModel('Concern', concernSchema)

export const CONCERN_EVENT_KINDS = ['status', 'note', 'document', 'response', 'appeal', 'final-decision', 'mail', 'sanction-withdrawn'] as const
export type ConcernEventKind = (typeof CONCERN_EVENT_KINDS)[number]

const concernEventSchema = new Schema(
  {
    _id: { type: String, required: true, maxlength: 120 },
    concernId: { type: String, required: true, maxlength: 24 },
    kind: { type: String, enum: CONCERN_EVENT_KINDS, required: true },
    /** For a status step: the status it moved to. */
    status: { type: String, default: '', maxlength: 40 },
    /** The account that acted (staff or the practitioner); '' for the system. */
    actorId: { type: String, default: '', maxlength: 24 },
    actorRole: { type: String, enum: ['staff', 'practitioner', 'system'], default: 'staff' },
    text: { type: String, default: '', maxlength: 10_000 },
    mediaIds: { type: [String], default: [] },
    sharedWithPractitioner: { type: Boolean, default: false },
    at: { type: Date, required: true },
  },
  { collection: 'concern_events', versionKey: false },
)
concernEventSchema.index({ concernId: 1, at: 1 })
filteredFields(concernEventSchema, ['concernId'])

export const ConcernEvent = defineModel('ConcernEvent', concernEventSchema)

type ConcernRaw = {
  _id: Types.ObjectId
  reference: string
  listingId: string
  practitionerUserId: Types.ObjectId | null
  practitionerName: string
  complainant: { name: string; email: string; phone: string }
  description: string
  evidenceMediaIds: string[]
  privacyVersion: number
  locale: string
  status: ConcernStatus
  putToPractitioner: string
  responseDue: string
  decidedOn: string
  outcome: ConcernOutcome | ''
  appealDeadline: string
  appealedOn: string
  appealBy: '' | 'practitioner' | 'complainant'
  finalDecisionDue: string
  finalOutcome: '' | 'confirm' | 'vary' | 'withdraw'
  closedOn: string
  closedReason: string
  createdAt: Date
}

export function toPublicConcern(raw: ConcernRaw) {
  return {
    id: String(raw._id),
    reference: raw.reference,
    listingId: raw.listingId ?? '',
    practitionerUserId: raw.practitionerUserId ? String(raw.practitionerUserId) : null,
    practitionerName: raw.practitionerName ?? '',
    complainant: { name: raw.complainant.name, email: raw.complainant.email, phone: raw.complainant.phone ?? '' },
    description: raw.description,
    evidenceMediaIds: raw.evidenceMediaIds ?? [],
    privacyVersion: raw.privacyVersion,
    locale: (LOCALES as readonly string[]).includes(raw.locale) ? (raw.locale as Locale) : DEFAULT_LOCALE,
    status: raw.status,
    putToPractitioner: raw.putToPractitioner ?? '',
    responseDue: raw.responseDue ?? '',
    decidedOn: raw.decidedOn ?? '',
    outcome: raw.outcome ?? '',
    appealDeadline: raw.appealDeadline ?? '',
    appealedOn: raw.appealedOn ?? '',
    appealBy: raw.appealBy ?? '',
    finalDecisionDue: raw.finalDecisionDue ?? '',
    finalOutcome: raw.finalOutcome ?? '',
    closedOn: raw.closedOn ?? '',
    closedReason: raw.closedReason ?? '',
    createdAt: raw.createdAt.toISOString(),
  }
}
export type PublicConcern = ReturnType<typeof toPublicConcern>

export async function insertConcern(fields: {
  reference: string
  listingId: string
  practitionerUserId: string | null
  practitionerName: string
  complainant: { name: string; email: string; phone: string }
  description: string
  evidenceMediaIds: string[]
  privacyVersion: number
  locale: Locale
}) {
  const doc = await Concern.create(fields)
  return toPublicConcern(doc.toObject() as unknown as ConcernRaw)
}

export async function getConcernById(id: string) {
  if (!isValidObjectId(id)) return null
  const raw = await Concern.findById(id).lean<ConcernRaw>()
  return raw ? toPublicConcern(raw) : null
}

/** Sets the case's cached facts (status and clocks) after the step's event was inserted. */
export async function updateConcern(id: string, fields: Partial<Omit<ConcernRaw, '_id' | 'createdAt' | 'reference' | 'practitionerUserId'>> & { practitionerUserId?: string | null }) {
  if (!isValidObjectId(id)) return null
  const raw = await Concern.findByIdAndUpdate(id, { $set: fields }, { new: true, runValidators: true }).lean<ConcernRaw>()
  return raw ? toPublicConcern(raw) : null
}

/** The concerns at one status, oldest first (an equality on an indexed field). */
export async function listConcernsByStatus(status: ConcernStatus) {
  const raws = await Concern.find({ status }).sort({ createdAt: 1, _id: 1 }).limit(500).lean<ConcernRaw[]>()
  return raws.map(toPublicConcern)
}

/** The members a concern was ever put to (the start-up step that marks them for the dashboard, issue 31). */
export async function listMemberIdsWithConcernsPut(): Promise<string[]> {
  const ids = (await Concern.distinct('practitionerUserId', { putToPractitioner: { $gt: '' } })) as unknown[]
  return ids.filter((id) => id != null).map(String)
}

/** The concerns about one member's practice, newest first. */
export async function listConcernsAboutMember(userId: string) {
  if (!isValidObjectId(userId)) return []
  const raws = await Concern.find({ practitionerUserId: userId }).sort({ createdAt: -1, _id: -1 }).limit(200).lean<ConcernRaw[]>()
  return raws.map(toPublicConcern)
}

type ConcernEventRaw = {
  _id: string
  concernId: string
  kind: ConcernEventKind
  status: string
  actorId: string
  actorRole: 'staff' | 'practitioner' | 'system'
  text: string
  mediaIds: string[]
  sharedWithPractitioner: boolean
  at: Date
}

function toPublicEvent(raw: ConcernEventRaw) {
  return {
    id: raw._id,
    kind: raw.kind,
    status: raw.status ?? '',
    actorId: raw.actorId ?? '',
    actorRole: raw.actorRole,
    text: raw.text ?? '',
    mediaIds: raw.mediaIds ?? [],
    sharedWithPractitioner: Boolean(raw.sharedWithPractitioner),
    at: raw.at.toISOString(),
  }
}
export type PublicConcernEvent = ReturnType<typeof toPublicEvent>

export interface NewConcernEvent {
  id: string
  concernId: string
  kind: ConcernEventKind
  status?: string
  actorId?: string
  actorRole?: 'staff' | 'practitioner' | 'system'
  text?: string
  mediaIds?: string[]
  sharedWithPractitioner?: boolean
  at: Date
}

/** Inserts a step; false when a step under that id was recorded already (the once-only steps). */
export async function insertConcernEvent(event: NewConcernEvent): Promise<boolean> {
  const { id, ...rest } = event
  return insertUnlessTaken(ConcernEvent, { _id: id, ...rest })
}

export async function removeConcernEvent(id: string) {
  await ConcernEvent.deleteOne({ _id: id })
}

export async function listConcernEvents(concernId: string) {
  const raws = await ConcernEvent.find({ concernId }).sort({ at: 1, _id: 1 }).lean<ConcernEventRaw[]>()
  return raws.map(toPublicEvent)
}
