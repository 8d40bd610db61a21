import { Schema, type InferSchemaType, type Types } from 'mongoose'
import { defineModel } from './model-utils.server.ts'

/**
 * An e-mail address confirmation link. Like a password reset token, `_id` is the SHA-256 of the token
 * in the link, so the token is never stored and the lookup is by primary key.
 */
const emailVerificationTokenSchema = new Schema(
  {
    _id: { type: String, required: true },
    userId: { type: Schema.Types.ObjectId, ref: 'User', required: true },
    /** The address the link was sent to; a link for an address the member has since changed confirms nothing. */
    email: { type: String, required: true, lowercase: true, trim: true, maxlength: 254 },
    expiresAt: { type: Date, required: true },
    used: { type: Boolean, default: false },
  },
  { timestamps: { createdAt: true, updatedAt: false } },
)
emailVerificationTokenSchema.index({ userId: 1 })
emailVerificationTokenSchema.index({ expiresAt: 1 })

export type EmailVerificationTokenFields = InferSchemaType<typeof emailVerificationTokenSchema>
export const EmailVerificationToken = defineModel('EmailVerificationToken', emailVerificationTokenSchema)

type EmailVerificationTokenRaw = EmailVerificationTokenFields & { _id: string; userId: Types.ObjectId }

export async function createEmailVerificationToken(tokenHash: string, userId: string, email: string, expiresAt: Date) {
  await EmailVerificationToken.create({ _id: tokenHash, userId, email, expiresAt })
}

/** Looks a link up without using it: its owner, address and state. */
export async function getEmailVerificationToken(tokenHash: string) {
  const raw = await EmailVerificationToken.findById(tokenHash).lean<EmailVerificationTokenRaw>()
  if (!raw) return null
  return {
    userId: String(raw.userId),
    email: raw.email,
    used: raw.used,
    expired: raw.expiresAt.getTime() <= Date.now(),
  }
}

/** Marks the link used and answers it, atomically; null for an unknown, used or expired link. */
export async function consumeEmailVerificationToken(tokenHash: string) {
  const raw = await EmailVerificationToken.findOneAndUpdate(
    { _id: tokenHash, used: false, expiresAt: { $gt: new Date() } },
    { $set: { used: true } },
  ).lean<EmailVerificationTokenRaw>()
  return raw ? { userId: String(raw.userId), email: raw.email } : null
}

export async function retireEmailVerificationTokensOfUser(userId: string) {
  await EmailVerificationToken.updateMany({ userId, used: false }, { $set: { used: true } })
}
