import { Schema, type InferSchemaType, type Types } from 'mongoose'
import { defineModel } from './model-utils.server.ts'

/** A password reset link. `_id` is the SHA-256 of the token in the link; the token is never stored. */
const passwordResetTokenSchema = new Schema(
  {
    _id: { type: String, required: true },
    userId: { type: Schema.Types.ObjectId, ref: 'User', required: true },
    expiresAt: { type: Date, required: true },
    used: { type: Boolean, default: false },
  },
  { timestamps: { createdAt: true, updatedAt: false } },
)
passwordResetTokenSchema.index({ userId: 1 })
passwordResetTokenSchema.index({ expiresAt: 1 })

export type PasswordResetTokenFields = InferSchemaType<typeof passwordResetTokenSchema>
export const PasswordResetToken = defineModel('PasswordResetToken', passwordResetTokenSchema)

type PasswordResetTokenRaw = PasswordResetTokenFields & { _id: string; userId: Types.ObjectId }

export async function createPasswordResetToken(tokenHash: string, userId: string, expiresAt: Date) {
  await PasswordResetToken.create({ _id: tokenHash, userId, expiresAt })
}

/** The link's owner while the link is unused and unexpired, else null. Reads only. */
export async function findUsablePasswordResetToken(tokenHash: string) {
  const raw = await PasswordResetToken.findById(tokenHash).lean<PasswordResetTokenRaw>()
  if (!raw || raw.used || raw.expiresAt.getTime() <= Date.now()) return null
  return { userId: String(raw.userId) }
}

/**
 * Marks the link used and answers its owner, in one atomic step, so that two requests racing with the
 * same link cannot both succeed. Null for an unknown, used or expired link.
 */
export async function consumePasswordResetToken(tokenHash: string) {
  const raw = await PasswordResetToken.findOneAndUpdate(
    { _id: tokenHash, used: false, expiresAt: { $gt: new Date() } },
    { $set: { used: true } },
  ).lean<PasswordResetTokenRaw>()
  return raw ? { userId: String(raw.userId) } : null
}

/** After a reset, older links of the same account must not work either. */
export async function retirePasswordResetTokensOfUser(userId: string) {
  await PasswordResetToken.updateMany({ userId, used: false }, { $set: { used: true } })
}
