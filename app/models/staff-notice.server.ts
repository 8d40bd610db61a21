import { Schema, type Types } from 'mongoose'
import { STAFF_NOTICE_KINDS } from '#app/domain/staff-notices.ts'
import { defineModel, filteredFields, isValidObjectId } from './model-utils.server.ts'

/**
 * A piece of work a staff member chose to hear about in a daily summary (issue 33), kept until the
 * summary that carries it is sent (`sentAt`). A summary goes once a day per person: its claim is
 * an insert under a unique key (services/staff-notices.server.ts), then its notices are marked sent.
 */
const staffNoticeSchema = new Schema(
  {
    userId: { type: Schema.Types.ObjectId, ref: 'User', required: true },
    kind: { type: String, required: true, enum: STAFF_NOTICE_KINDS },
    /** The words the mail fills in (a name, an invoice number, a date), as plain text. */
    values: { type: Map, of: String, default: {} },
    link: { type: String, required: true, maxlength: 500 },
    createdAt: { type: Date, default: () => new Date() },
    sentAt: { type: Date, default: null },
  },
  { collection: 'staff_notices', versionKey: false },
)
// The summaries read what is unsent, oldest first.
staffNoticeSchema.index({ sentAt: 1, createdAt: 1 })
filteredFields(staffNoticeSchema, ['userId', 'sentAt'])

export const StaffNotice = defineModel('StaffNotice', staffNoticeSchema)

export interface QueuedStaffNotice {
  id: string
  userId: string
  kind: string
  values: Record<string, string>
  link: string
  createdAt: string
}

type StaffNoticeRaw = { _id: Types.ObjectId; userId: Types.ObjectId; kind: string; values?: Record<string, string>; link: string; createdAt: Date }

export async function queueStaffNotice(notice: { userId: string; kind: string; values: Record<string, string>; link: string }) {
  await StaffNotice.create(notice)
}

/** Every notice not yet sent, oldest first (a summary's worth for a few people: small). */
export async function listUnsentStaffNotices(): Promise<QueuedStaffNotice[]> {
  const raws = await StaffNotice.find({ sentAt: null }).sort({ createdAt: 1, _id: 1 }).lean<StaffNoticeRaw[]>()
  return raws.map((raw) => ({ id: String(raw._id), userId: String(raw.userId), kind: raw.kind, values: raw.values ?? {}, link: raw.link, createdAt: raw.createdAt.toISOString() }))
}

export async function markStaffNoticesSent(ids: readonly string[], sentAt: Date) {
  const valid = ids.filter(isValidObjectId)
  if (valid.length) await StaffNotice.updateMany({ _id: { $in: valid } }, { $set: { sentAt } })
}
