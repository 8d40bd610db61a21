import mongoose, { Schema, type InferSchemaType, type Types } from 'mongoose'
import { defineModel, filteredFields, serialize } from './model-utils.server.ts'

/**
 * The record of a mail sent (issue 33, item 4; decision 029): to whom, its subject and when, so that a
 * member's page for the secretariat can say which mails they were sent. Never the body (it may carry a
 * sign-in link). Erased with the account (account-closure.server.ts).
 */
const sentMailSchema = new Schema(
  {
    /** The address, lower-cased. */
    to: { type: String, required: true, maxlength: 254 },
    subject: { type: String, required: true, maxlength: 300 },
    sentAt: { type: Date, required: true },
  },
  { timestamps: false },
)
sentMailSchema.index({ to: 1, sentAt: -1 })
filteredFields(sentMailSchema, ['to'])

export const SentMail = defineModel('SentMail', sentMailSchema)
type SentMailRaw = InferSchemaType<typeof sentMailSchema> & { _id: Types.ObjectId }

/** Keeps the record; where no database is connected (a script, a unit test) there is nothing to keep it in. */
export async function recordSentMail(mail: { to: string; subject: string; sentAt: Date }) {
  if (mongoose.connection.readyState !== 1) return
  try {
    await SentMail.create({ to: mail.to.trim().toLowerCase().slice(0, 254), subject: mail.subject.slice(0, 300), sentAt: mail.sentAt })
  } catch (error) {
    // The database went away meanwhile (the server stopping): nothing to keep it in, as above.
    if (mongoose.connection.readyState !== 1) return
    throw error
  }
}

/** The mails sent to an address, newest first. */
export async function listSentMailsTo(email: string, limit = 200) {
  const raws = await SentMail.find({ to: email.trim().toLowerCase() }).sort({ sentAt: -1, _id: -1 }).limit(limit).lean<SentMailRaw[]>()
  return raws.map((raw) => {
    const { sentAt, ...rest } = serialize(raw)
    return { ...rest, sentAt: new Date(sentAt).toISOString() }
  })
}

export async function deleteSentMailsTo(email: string) {
  await SentMail.deleteMany({ to: email.trim().toLowerCase() })
}
