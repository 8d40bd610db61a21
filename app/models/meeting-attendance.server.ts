import { Schema, Types } from 'mongoose'
import { RSVP_ANSWER_VALUES } from '#app/domain/meetings.ts'
import { defineModel, duplicateKeyField, filteredFields, isValidObjectId } from './model-utils.server.ts'

/**
 * A general meeting's people (issue 35, item 2; docs/decisions/038-general-meetings.md): who was entitled
 * to attend (stored once, when the notice first goes), the notice mailed to each (one document per member
 * under `<meeting>:<member>`: the once-only rule), each member's RSVP (one under the same key, changed in
 * place) and who was present (one under the same key). Each invariant is an insert under a unique key
 * (docs/conventions.md, "Atomicity").
 */

// ---------------------------------------------------------------------------------------------------
// The invitees: the members entitled to attend, as on the day the notice went

const meetingInviteesSchema = new Schema(
  {
    _id: { type: Schema.Types.ObjectId, required: true },
    userIds: { type: [Schema.Types.ObjectId], default: [] },
    /** Those of them of a type that votes: the quorum counts these. */
    votingUserIds: { type: [Schema.Types.ObjectId], default: [] },
    /** The day (YYYY-MM-DD, Malaysia) their membership was active on. */
    day: { type: String, required: true, match: /^\d{4}-\d{2}-\d{2}$/ },
    takenAt: { type: Date, required: true },
  },
  { collection: 'meeting_invitees', versionKey: false },
)

export const MeetingInvitees = defineModel('MeetingInvitees', meetingInviteesSchema)

interface InviteesRaw {
  _id: Types.ObjectId
  userIds: Types.ObjectId[]
  votingUserIds: Types.ObjectId[]
  day: string
  takenAt: Date
}

export interface StoredInvitees {
  userIds: string[]
  votingUserIds: string[]
  day: string
  takenAt: Date
}

const toStoredInvitees = (raw: InviteesRaw): StoredInvitees => ({ userIds: raw.userIds.map(String), votingUserIds: raw.votingUserIds.map(String), day: raw.day, takenAt: raw.takenAt })

export async function getInvitees(meetingId: string): Promise<StoredInvitees | null> {
  if (!isValidObjectId(meetingId)) return null
  const raw = await MeetingInvitees.findById(meetingId).lean<InviteesRaw>()
  return raw ? toStoredInvitees(raw) : null
}

/** Stores the invitees unless they are stored already; answers the one list stored (the first sender's). */
export async function storeInviteesOnce(meetingId: string, invitees: StoredInvitees): Promise<StoredInvitees> {
  try {
    await MeetingInvitees.create({ _id: new Types.ObjectId(meetingId), ...invitees })
    return invitees
  } catch (error) {
    if (duplicateKeyField(error) === null) throw error
    const stored = await getInvitees(meetingId)
    if (!stored) throw error
    return stored
  }
}

// ---------------------------------------------------------------------------------------------------
// The notice: one mail per member, ever

const meetingNoticeSchema = new Schema(
  {
    /** `<meeting>:<member>`: the one notice this member is sent. */
    _id: { type: String, required: true, maxlength: 60 },
    meetingId: { type: String, required: true, maxlength: 24 },
    userId: { type: String, required: true, maxlength: 24 },
    at: { type: Date, required: true },
    status: { type: String, enum: ['sending', 'sent', 'failed'], default: 'sending' },
    error: { type: String, default: '', maxlength: 500 },
  },
  { collection: 'meeting_notices', versionKey: false },
)
meetingNoticeSchema.index({ meetingId: 1 })
filteredFields(meetingNoticeSchema, ['meetingId'])

export const MeetingNotice = defineModel('MeetingNotice', meetingNoticeSchema)

/** True for the one caller that claims this member's notice: only it mails them. */
export async function claimMeetingNotice(meetingId: string, userId: string, at: Date): Promise<boolean> {
  try {
    await MeetingNotice.create({ _id: `${meetingId}:${userId}`, meetingId, userId, at })
    return true
  } catch (error) {
    if (duplicateKeyField(error) !== null) return false
    throw error
  }
}

export async function finishMeetingNotice(meetingId: string, userId: string, outcome: { status: 'sent' | 'failed'; error?: string }) {
  await MeetingNotice.updateOne({ _id: `${meetingId}:${userId}` }, { $set: { status: outcome.status, error: (outcome.error ?? '').slice(0, 500) } })
}

/** How the notice went: mails handed over, failed, and still being sent. */
export async function countMeetingNotices(meetingId: string) {
  const raws = await MeetingNotice.find({ meetingId }).select({ status: 1 }).lean<Array<{ status: string }>>()
  return { sent: raws.filter((r) => r.status === 'sent').length, failed: raws.filter((r) => r.status === 'failed').length, sending: raws.filter((r) => r.status === 'sending').length }
}

// ---------------------------------------------------------------------------------------------------
// RSVPs

export const RSVP_ANSWERS = RSVP_ANSWER_VALUES
export type RsvpAnswer = (typeof RSVP_ANSWERS)[number]

const meetingRsvpSchema = new Schema(
  {
    /** `<meeting>:<member>`: one RSVP per member, changed in place. */
    _id: { type: String, required: true, maxlength: 60 },
    meetingId: { type: String, required: true, maxlength: 24 },
    userId: { type: String, required: true, maxlength: 24 },
    answer: { type: String, required: true, enum: RSVP_ANSWERS },
    answeredAt: { type: Date, required: true },
  },
  { collection: 'meeting_rsvps', versionKey: false },
)
meetingRsvpSchema.index({ meetingId: 1 })
meetingRsvpSchema.index({ userId: 1 })
filteredFields(meetingRsvpSchema, ['meetingId', 'userId'])

export const MeetingRsvp = defineModel('MeetingRsvp', meetingRsvpSchema)

/** The member's answer, stored under their one key (a second answer replaces the first). */
export async function saveRsvp(meetingId: string, userId: string, answer: RsvpAnswer, at: Date) {
  const _id = `${meetingId}:${userId}`
  try {
    await MeetingRsvp.create({ _id, meetingId, userId, answer, answeredAt: at })
  } catch (error) {
    if (duplicateKeyField(error) === null) throw error
    await MeetingRsvp.updateOne({ _id }, { $set: { answer, answeredAt: at } })
  }
}

export async function getRsvp(meetingId: string, userId: string): Promise<RsvpAnswer | null> {
  const raw = await MeetingRsvp.findById(`${meetingId}:${userId}`).lean<{ answer: RsvpAnswer }>()
  return raw?.answer ?? null
}

/** Every RSVP of a meeting: the member and their answer. */
export async function listRsvps(meetingId: string) {
  const raws = await MeetingRsvp.find({ meetingId }).lean<Array<{ userId: string; answer: RsvpAnswer }>>()
  return raws.map((raw) => ({ userId: raw.userId, answer: raw.answer }))
}

// ---------------------------------------------------------------------------------------------------
// Attendance

const meetingAttendanceSchema = new Schema(
  {
    /** `<meeting>:<member>`: present once. */
    _id: { type: String, required: true, maxlength: 60 },
    meetingId: { type: String, required: true, maxlength: 24 },
    userId: { type: String, required: true, maxlength: 24 },
    markedBy: { type: String, required: true, maxlength: 254 },
    markedAt: { type: Date, required: true },
  },
  { collection: 'meeting_attendance', versionKey: false },
)
meetingAttendanceSchema.index({ meetingId: 1 })
meetingAttendanceSchema.index({ userId: 1 })
filteredFields(meetingAttendanceSchema, ['meetingId', 'userId'])

export const MeetingAttendance = defineModel('MeetingAttendance', meetingAttendanceSchema)

/** Marks a member present; false when they were already. */
export async function markPresent(meetingId: string, userId: string, markedBy: string, at: Date): Promise<boolean> {
  try {
    await MeetingAttendance.create({ _id: `${meetingId}:${userId}`, meetingId, userId, markedBy, markedAt: at })
    return true
  } catch (error) {
    if (duplicateKeyField(error) !== null) return false
    throw error
  }
}

/** Takes a mark back (a member marked by mistake); false when there was none. */
export async function unmarkPresent(meetingId: string, userId: string): Promise<boolean> {
  const result = await MeetingAttendance.deleteOne({ _id: `${meetingId}:${userId}` })
  return result.deletedCount > 0
}

/** The ids of the members marked present. */
export async function listPresent(meetingId: string): Promise<string[]> {
  const raws = await MeetingAttendance.find({ meetingId }).select({ userId: 1 }).lean<Array<{ userId: string }>>()
  return raws.map((raw) => raw.userId)
}

/** A member's answers to meetings and the meetings they were marked present at, for their own data export. */
export async function listMeetingPartOfUser(userId: string) {
  const [rsvps, attendance] = await Promise.all([
    MeetingRsvp.find({ userId }).lean<Array<{ meetingId: string; answer: RsvpAnswer; answeredAt: Date }>>(),
    MeetingAttendance.find({ userId }).lean<Array<{ meetingId: string; markedAt: Date }>>(),
  ])
  return {
    rsvps: rsvps.map((raw) => ({ meetingId: raw.meetingId, answer: raw.answer, answeredAt: raw.answeredAt.toISOString() })),
    attendance: attendance.map((raw) => ({ meetingId: raw.meetingId, markedAt: raw.markedAt.toISOString() })),
  }
}
