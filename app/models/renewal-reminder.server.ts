import { Schema, type Types } from 'mongoose'
import { RENEWAL_REMINDERS } from '#app/domain/membership-periods.ts'
import { defineModel, duplicateKeyField, filteredFields, isValidObjectId } from './model-utils.server.ts'

/**
 * One renewal reminder mailed: to whom, which one, for which period, when. `_id` is
 * `<user>:<reminder>:<last day of the period>`, and the record is inserted before the mail goes, so
 * that however many processes run the renewals at once each reminder goes once (the insert has one
 * winner). Kept: administrators read who was reminded.
 */
const renewalReminderSchema = new Schema(
  {
    _id: { type: String, required: true, maxlength: 100 },
    userId: { type: Schema.Types.ObjectId, ref: 'User', required: true },
    reminder: { type: String, required: true, enum: RENEWAL_REMINDERS },
    periodEnding: { type: String, required: true, match: /^\d{4}-\d{2}-\d{2}$/ },
    email: { type: String, required: true, lowercase: true, trim: true, maxlength: 254 },
    sentAt: { type: Date, default: () => new Date() },
  },
  { collection: 'renewal_reminders', versionKey: false },
)
renewalReminderSchema.index({ userId: 1, sentAt: -1 })
renewalReminderSchema.index({ sentAt: -1 })
filteredFields(renewalReminderSchema, ['userId'])

export const RenewalReminderSent = defineModel('RenewalReminderSent', renewalReminderSchema)

type RenewalReminderRaw = { _id: string; userId: Types.ObjectId; reminder: string; periodEnding: string; email: string; sentAt: Date }

function toPublicReminder(raw: RenewalReminderRaw) {
  return { id: raw._id, userId: String(raw.userId), reminder: raw.reminder, periodEnding: raw.periodEnding, email: raw.email, sentAt: raw.sentAt.toISOString() }
}

/** True for the one caller that records this reminder first (and so sends it). */
export async function recordRenewalReminder(reminder: { userId: string; reminder: string; periodEnding: string; email: string; sentAt: Date }) {
  try {
    await RenewalReminderSent.create({ _id: `${reminder.userId}:${reminder.reminder}:${reminder.periodEnding}`, ...reminder })
    return true
  } catch (error) {
    if (duplicateKeyField(error) !== null) return false
    throw error
  }
}

/** The reminders sent, newest first: all of them, or one member's. */
export async function listRenewalReminders({ userId, limit = 200 }: { userId?: string; limit?: number } = {}) {
  if (userId !== undefined && !isValidObjectId(userId)) return []
  const raws = await RenewalReminderSent.find(userId ? { userId } : {})
    .sort({ sentAt: -1, _id: 1 })
    .limit(limit)
    .lean<RenewalReminderRaw[]>()
  return raws.map(toPublicReminder)
}
