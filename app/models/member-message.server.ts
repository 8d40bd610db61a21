import { Schema, type Types } from 'mongoose'
import type { Locale } from '#app/domain/locale.ts'
import { MEMBER_MESSAGE_CATEGORIES, MEMBER_MESSAGE_GROUPS, type MemberMessageCategory, type MemberMessageGroup } from '#app/domain/member-messages.ts'
import { Meeting } from './meeting.server.ts'
import { defineModel, filteredFields, insertUnlessTaken, isValidObjectId } from './model-utils.server.ts'

/**
 * A message the secretariat writes to a group of members (issue 35, item 5; decision 040): in English,
 * and in Malay where it is given; its group and category (domain/member-messages.ts). Written as a
 * draft, sent once: each recipient's mail is claimed in `member_message_deliveries` before it goes.
 */
const memberMessageSchema = new Schema(
  {
    subjectEn: { type: String, required: true, trim: true, maxlength: 200 },
    bodyEn: { type: String, required: true, maxlength: 20_000 },
    subjectMs: { type: String, trim: true, default: '', maxlength: 200 },
    bodyMs: { type: String, default: '', maxlength: 20_000 },
    group: { type: String, required: true, enum: MEMBER_MESSAGE_GROUPS },
    /** What the group names: the membership type, the event or the meeting ('' for the others). */
    membershipType: { type: String, default: '', maxlength: 40 },
    eventId: { type: String, default: '', maxlength: 24 },
    meetingId: { type: String, default: '', maxlength: 24 },
    category: { type: String, required: true, enum: MEMBER_MESSAGE_CATEGORIES },
    createdBy: { type: String, required: true, maxlength: 254 },
    /** When the first send began, and by whom (null until then). */
    sentAt: { type: Date, default: null },
    sentBy: { type: String, default: '', maxlength: 254 },
    /** When a send went through every recipient, with the counts of the send log then. */
    finishedAt: { type: Date, default: null },
    sentCount: { type: Number, default: 0 },
    failedCount: { type: Number, default: 0 },
    /** Members of the group left out of a news message because they opted out. */
    optedOutCount: { type: Number, default: 0 },
  },
  { collection: 'member_messages', timestamps: true },
)
memberMessageSchema.index({ createdAt: -1 })

export const MemberMessage = defineModel('MemberMessage', memberMessageSchema)

interface MemberMessageRaw {
  _id: Types.ObjectId
  subjectEn: string
  bodyEn: string
  subjectMs?: string
  bodyMs?: string
  group: MemberMessageGroup
  membershipType?: string
  eventId?: string
  meetingId?: string
  category: MemberMessageCategory
  createdBy: string
  sentAt?: Date | null
  sentBy?: string
  finishedAt?: Date | null
  sentCount?: number
  failedCount?: number
  optedOutCount?: number
  createdAt: Date
}

export function toPublicMemberMessage(raw: MemberMessageRaw) {
  return {
    id: String(raw._id),
    subjectEn: raw.subjectEn,
    bodyEn: raw.bodyEn,
    subjectMs: raw.subjectMs ?? '',
    bodyMs: raw.bodyMs ?? '',
    group: raw.group,
    membershipType: raw.membershipType ?? '',
    eventId: raw.eventId ?? '',
    meetingId: raw.meetingId ?? '',
    category: raw.category,
    createdBy: raw.createdBy,
    createdAt: raw.createdAt.toISOString(),
    sentAt: raw.sentAt ? raw.sentAt.toISOString() : null,
    sentBy: raw.sentBy ?? '',
    finishedAt: raw.finishedAt ? raw.finishedAt.toISOString() : null,
    sentCount: raw.sentCount ?? 0,
    failedCount: raw.failedCount ?? 0,
    optedOutCount: raw.optedOutCount ?? 0,
  }
}
export type PublicMemberMessage = ReturnType<typeof toPublicMemberMessage>

export interface NewMemberMessage {
  subjectEn: string
  bodyEn: string
  subjectMs: string
  bodyMs: string
  group: MemberMessageGroup
  membershipType: string
  eventId: string
  meetingId: string
  category: MemberMessageCategory
  createdBy: string
}

export async function insertMemberMessage(input: NewMemberMessage) {
  const doc = await MemberMessage.create(input)
  return toPublicMemberMessage(doc.toObject() as MemberMessageRaw)
}

export async function getMemberMessage(id: string) {
  if (!isValidObjectId(id)) return null
  const raw = await MemberMessage.findById(id).lean<MemberMessageRaw>()
  return raw ? toPublicMemberMessage(raw) : null
}

/** The newest messages first. */
export async function listMemberMessages(limit = 50) {
  const raws = await MemberMessage.find().sort({ createdAt: -1, _id: -1 }).limit(limit).lean<MemberMessageRaw[]>()
  return raws.map(toPublicMemberMessage)
}

/** The first send's moment and sender; a later send (a retry) leaves them. */
export async function markMemberMessageSending(id: string, sentBy: string, at: Date) {
  await MemberMessage.updateOne({ _id: id, sentAt: null }, { $set: { sentAt: at, sentBy } })
}

export async function markMemberMessageFinished(id: string, counts: { sentCount: number; failedCount: number; optedOutCount: number }, at: Date) {
  await MemberMessage.updateOne({ _id: id }, { $set: { ...counts, finishedAt: at } })
}

/**
 * The send log: one document per message and member, `_id` `<message>:<user>`, inserted before the mail
 * goes, so that a member gets a message at most once whatever happens (a double click, a retry, two
 * processes): the newsletter's rule (newsletter-issue.server.ts).
 */
const memberMessageDeliverySchema = new Schema(
  {
    _id: { type: String, required: true },
    messageId: { type: String, required: true },
    userId: { type: String, required: true },
    email: { type: String, required: true, maxlength: 254 },
    locale: { type: String, required: true },
    status: { type: String, enum: ['sending', 'sent', 'failed'], default: 'sending' },
    error: { type: String, default: '', maxlength: 500 },
    at: { type: Date, required: true },
  },
  { collection: 'member_message_deliveries', versionKey: false },
)
memberMessageDeliverySchema.index({ messageId: 1 })
memberMessageDeliverySchema.index({ userId: 1 })
filteredFields(memberMessageDeliverySchema, ['messageId', 'userId'])

export const MemberMessageDelivery = defineModel('MemberMessageDelivery', memberMessageDeliverySchema)

interface MemberMessageDeliveryRaw {
  _id: string
  messageId: string
  userId: string
  email: string
  locale: Locale
  status: 'sending' | 'sent' | 'failed'
  error: string
  at: Date
}

/** Claims the one mail of a message to a member: false when it was claimed before. */
export async function claimMemberMessageDelivery(messageId: string, recipient: { userId: string; email: string; locale: Locale }, at: Date): Promise<boolean> {
  return insertUnlessTaken(MemberMessageDelivery, { _id: `${messageId}:${recipient.userId}`, messageId, ...recipient, at })
}

export async function finishMemberMessageDelivery(messageId: string, userId: string, outcome: { status: 'sent' | 'failed'; error?: string }) {
  await MemberMessageDelivery.updateOne({ _id: `${messageId}:${userId}` }, { $set: { status: outcome.status, error: (outcome.error ?? '').slice(0, 500) } })
}

/** A message's send log, address order. */
export async function listMemberMessageDeliveries(messageId: string) {
  const raws = await MemberMessageDelivery.find({ messageId }).sort({ email: 1 }).lean<MemberMessageDeliveryRaw[]>()
  return raws.map((raw) => ({ userId: raw.userId, email: raw.email, locale: raw.locale, status: raw.status, at: raw.at.toISOString() }))
}

/** Erasing an account (account-closure.server.ts) takes its address out of the log; the count stays. */
export async function anonymiseMemberMessageDeliveriesOf(userId: string) {
  await MemberMessageDelivery.updateMany({ userId }, { $set: { email: 'erased' } })
}

/**
 * The general meetings a message can go to (its invitees), newest first, not cancelled. Here rather than
 * in meeting.server.ts, which the meetings' work (issue 35, item 2) is writing at the same time.
 */
export async function listMeetingsForMessages(limit = 20) {
  const raws = await Meeting.find({ cancelledAt: null }).sort({ startsAt: -1 }).limit(limit).select({ title: 1, startsAt: 1 }).lean<Array<{ _id: Types.ObjectId; title: string; startsAt: Date }>>()
  return raws.map((raw) => ({ id: String(raw._id), title: raw.title, startsAt: raw.startsAt.toISOString() }))
}
