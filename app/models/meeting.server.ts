import { Schema, type Types } from 'mongoose'
import { defineModel, filteredFields, isValidObjectId } from './model-utils.server.ts'

/**
 * General meetings (issue 35, item 2): annual and extraordinary. What a meeting is: when and where (a
 * place, an online link or both), its agenda in both languages, and the state of its notice and minutes.
 * Its papers, RSVPs, attendance and notice mails are kept in collections of their own
 * (meeting-attendance.server.ts and the like), each under a unique key.
 */
export const MEETING_KINDS = ['annual', 'extraordinary'] as const
export type MeetingKind = (typeof MEETING_KINDS)[number]

const meetingSchema = new Schema(
  {
    kind: { type: String, required: true, enum: MEETING_KINDS },
    title: { type: String, required: true, trim: true, maxlength: 200 },
    titleMs: { type: String, trim: true, default: '', maxlength: 200 },
    startsAt: { type: Date, required: true },
    /** The year the meeting is held in Malaysia (YYYY), kept to find "the AGM of a year" by equality. */
    year: { type: Number, required: true, min: 2000, max: 2200 },
    place: { type: String, trim: true, default: '', maxlength: 500 },
    onlineUrl: { type: String, trim: true, default: '', maxlength: 500 },
    agenda: { type: String, trim: true, default: '', maxlength: 10_000 },
    agendaMs: { type: String, trim: true, default: '', maxlength: 10_000 },
    /** When the notice went to the members entitled to attend (null until it is sent). */
    noticeSentAt: { type: Date, default: null },
    /** The minutes: drafted, approved, then published to members. */
    minutes: { type: String, trim: true, default: '', maxlength: 50_000 },
    minutesMs: { type: String, trim: true, default: '', maxlength: 50_000 },
    minutesState: { type: String, required: true, enum: ['none', 'draft', 'approved', 'published'], default: 'none' },
    minutesPublishedAt: { type: Date, default: null },
    /** Who approved the minutes and when (issue 35: the approval is recorded). */
    minutesApprovedBy: { type: String, default: '', maxlength: 254 },
    minutesApprovedAt: { type: Date, default: null },
    cancelledAt: { type: Date, default: null },
    createdBy: { type: String, required: true, maxlength: 254 },
  },
  { collection: 'meetings', timestamps: true },
)
meetingSchema.index({ startsAt: -1 })
meetingSchema.index({ year: 1, kind: 1 })
filteredFields(meetingSchema, ['year', 'kind'])

export const Meeting = defineModel('Meeting', meetingSchema)

export interface MeetingRaw {
  _id: Types.ObjectId
  kind: MeetingKind
  title: string
  titleMs?: string
  startsAt: Date
  year: number
  place?: string
  onlineUrl?: string
  agenda?: string
  agendaMs?: string
  noticeSentAt?: Date | null
  minutes?: string
  minutesMs?: string
  minutesState: 'none' | 'draft' | 'approved' | 'published'
  minutesPublishedAt?: Date | null
  minutesApprovedBy?: string
  minutesApprovedAt?: Date | null
  cancelledAt?: Date | null
  createdBy: string
  createdAt: Date
}

export function toPublicMeeting(raw: MeetingRaw) {
  return {
    id: String(raw._id),
    kind: raw.kind,
    title: raw.title,
    titleMs: raw.titleMs ?? '',
    startsAt: raw.startsAt.toISOString(),
    year: raw.year,
    place: raw.place ?? '',
    onlineUrl: raw.onlineUrl ?? '',
    agenda: raw.agenda ?? '',
    agendaMs: raw.agendaMs ?? '',
    noticeSentAt: raw.noticeSentAt ? raw.noticeSentAt.toISOString() : null,
    minutes: raw.minutes ?? '',
    minutesMs: raw.minutesMs ?? '',
    minutesState: raw.minutesState,
    minutesPublishedAt: raw.minutesPublishedAt ? raw.minutesPublishedAt.toISOString() : null,
    minutesApprovedBy: raw.minutesApprovedBy ?? '',
    minutesApprovedAt: raw.minutesApprovedAt ? raw.minutesApprovedAt.toISOString() : null,
    cancelledAt: raw.cancelledAt ? raw.cancelledAt.toISOString() : null,
    createdBy: raw.createdBy,
    createdAt: raw.createdAt.toISOString(),
  }
}
export type PublicMeeting = ReturnType<typeof toPublicMeeting>

export async function getMeeting(id: string) {
  if (!isValidObjectId(id)) return null
  const raw = await Meeting.findById(id).lean<MeetingRaw>()
  return raw ? toPublicMeeting(raw) : null
}

/**
 * The annual general meeting held in a year (the first, were there two; a cancelled one does not count):
 * the annual return's deadline runs from its day (issue 35, item 4).
 */
export async function findAnnualMeetingOfYear(year: number) {
  const raws = await Meeting.find({ year, kind: 'annual' }).lean<MeetingRaw[]>()
  const held = raws.filter((raw) => !raw.cancelledAt).sort((a, b) => a.startsAt.getTime() - b.startsAt.getTime())
  return held[0] ? toPublicMeeting(held[0]) : null
}

export type MinutesState = MeetingRaw['minutesState']

export interface MeetingDetails {
  kind: MeetingKind
  title: string
  titleMs: string
  startsAt: Date
  year: number
  place: string
  onlineUrl: string
  agenda: string
  agendaMs: string
}

export async function insertMeeting(details: MeetingDetails & { createdBy: string }) {
  const created = await Meeting.create(details)
  return toPublicMeeting(created.toObject() as unknown as MeetingRaw)
}

/** Every meeting, the latest first (a few a year: read whole). */
export async function listMeetings() {
  const raws = await Meeting.find().sort({ startsAt: -1 }).lean<MeetingRaw[]>()
  return raws.map(toPublicMeeting)
}

/** A meeting's details changed (not its notice, minutes or cancellation); null when there is none. */
export async function updateMeetingDetails(id: string, details: MeetingDetails) {
  if (!isValidObjectId(id)) return null
  const raw = await Meeting.findByIdAndUpdate(id, { $set: details }, { new: true, runValidators: true }).lean<MeetingRaw>()
  return raw ? toPublicMeeting(raw) : null
}

/** The notice's moment, once: every sender of the same notice writes the moment its invitees were stored. */
export async function markNoticeSent(id: string, at: Date) {
  await Meeting.updateOne({ _id: id, noticeSentAt: null }, { $set: { noticeSentAt: at } })
}

/** The minutes' text, while they are a draft (or none yet); false once approved. */
export async function saveMinutesDraft(id: string, text: { minutes: string; minutesMs: string }): Promise<boolean> {
  const result = await Meeting.updateOne({ _id: id, minutesState: { $in: ['none', 'draft'] } }, { $set: { ...text, minutesState: 'draft' } })
  return result.modifiedCount + result.matchedCount > 0
}

/** A step of the minutes' life: draft → approved → published; false when they are not at `from`. */
export async function moveMinutes(id: string, from: MinutesState, to: MinutesState, fields: Record<string, unknown>): Promise<boolean> {
  const result = await Meeting.updateOne({ _id: id, minutesState: from }, { $set: { ...fields, minutesState: to } })
  return result.matchedCount > 0
}

export async function markMeetingCancelled(id: string, at: Date): Promise<boolean> {
  const result = await Meeting.updateOne({ _id: id, cancelledAt: null }, { $set: { cancelledAt: at } })
  return result.matchedCount > 0
}
