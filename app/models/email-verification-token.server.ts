import { Schema, type InferSchemaType, type Types } from 'mongoose'
import { defineModel, filteredFields } from './model-utils.server.ts'
import { claimTokenUse, claimTokenUses, isTokenUsed } from './token-use.server.ts'

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
    /** Set by earlier versions; a use is now a TokenUse document (see consumeEmailVerificationToken). */
    used: { type: Boolean, default: false },
  },
  { timestamps: { createdAt: true, updatedAt: false } },
)
emailVerificationTokenSchema.index({ userId: 1 })
emailVerificationTokenSchema.index({ expiresAt: 1 })
filteredFields(emailVerificationTokenSchema, ['userId'])

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
    used: raw.used || (await isTokenUsed('email-verification', tokenHash)),
    expired: raw.expiresAt.getTime() <= Date.now(),
  }
}

/**
 * Uses the link and answers it; null for an unknown, used or expired link. The use is an insert under
 * the token's hash: of racing requests with the same link exactly one gets it.
 */
export async function consumeEmailVerificationToken(tokenHash: string) {
  const raw = await EmailVerificationToken.findById(tokenHash).lean<EmailVerificationTokenRaw>()
  if (!raw || raw.used || raw.expiresAt.getTime() <= Date.now()) return null
  if (!(await claimTokenUse('email-verification', tokenHash, raw.expiresAt))) return null
  return { userId: String(raw.userId), email: raw.email }
}

export async function retireEmailVerificationTokensOfUser(userId: string) {
  const raws = await EmailVerificationToken.find({ userId }).select({ expiresAt: 1 }).lean<EmailVerificationTokenRaw[]>()
  await claimTokenUses('email-verification', raws.map((raw) => ({ tokenHash: raw._id, expiresAt: raw.expiresAt })))
}
