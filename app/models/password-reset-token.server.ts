import { Schema, type InferSchemaType, type Types } from 'mongoose'
import { defineModel, filteredFields } from './model-utils.server.ts'
import { claimTokenUse, claimTokenUses, isTokenUsed } from './token-use.server.ts'

/** A password reset link. `_id` is the SHA-256 of the token in the link; the token is never stored. */
const passwordResetTokenSchema = new Schema(
  {
    _id: { type: String, required: true },
    userId: { type: Schema.Types.ObjectId, ref: 'User', required: true },
    expiresAt: { type: Date, required: true },
    /** Set by earlier versions; a use is now a TokenUse document (see consumePasswordResetToken). */
    used: { type: Boolean, default: false },
  },
  { timestamps: { createdAt: true, updatedAt: false } },
)
passwordResetTokenSchema.index({ userId: 1 })
passwordResetTokenSchema.index({ expiresAt: 1 })
filteredFields(passwordResetTokenSchema, ['userId'])

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
  if (await isTokenUsed('password-reset', tokenHash)) return null
  return { userId: String(raw.userId) }
}

/**
 * Uses the link and answers its owner. The use is an insert under the token's hash, so that of any
 * number of requests racing with the same link exactly one succeeds. Null for an unknown, used or
 * expired link.
 */
export async function consumePasswordResetToken(tokenHash: string) {
  const raw = await PasswordResetToken.findById(tokenHash).lean<PasswordResetTokenRaw>()
  if (!raw || raw.used || raw.expiresAt.getTime() <= Date.now()) return null
  if (!(await claimTokenUse('password-reset', tokenHash, raw.expiresAt))) return null
  return { userId: String(raw.userId) }
}

/** After a reset, older links of the same account must not work either. */
export async function retirePasswordResetTokensOfUser(userId: string) {
  const raws = await PasswordResetToken.find({ userId }).select({ expiresAt: 1 }).lean<PasswordResetTokenRaw[]>()
  await claimTokenUses('password-reset', raws.map((raw) => ({ tokenHash: raw._id, expiresAt: raw.expiresAt })))
}
