import { Schema, type Types } from 'mongoose'
import { defineModel, duplicateKeyField, isValidObjectId } from './model-utils.server.ts'

/**
 * A member's request to sign in with another e-mail address, waiting for the link mailed to that
 * address. `_id` is the SHA-256 of the token in the link. Using the link inserts a second document,
 * `used|<hash>`: the unique `_id` lets exactly one use succeed, also on FerretDB, where two racing
 * conditional updates could both win. Expired ones are left for the sweep to remove.
 */
const emailChangeRequestSchema = new Schema(
  {
    _id: { type: String, required: true },
    userId: { type: Schema.Types.ObjectId, ref: 'User', required: true },
    newEmail: { type: String, required: true, lowercase: true, trim: true, maxlength: 254 },
    expiresAt: { type: Date, required: true },
  },
  { timestamps: { createdAt: true, updatedAt: false }, versionKey: false },
)
emailChangeRequestSchema.index({ expiresAt: 1 })

export const EmailChangeRequest = defineModel('EmailChangeRequest', emailChangeRequestSchema)

type EmailChangeRequestRaw = { _id: string; userId: Types.ObjectId; newEmail: string; expiresAt: Date }

export async function createEmailChangeRequest(tokenHash: string, userId: string, newEmail: string, expiresAt: Date) {
  await EmailChangeRequest.create({ _id: tokenHash, userId, newEmail, expiresAt })
}

/** Uses the link once: the request it names, or null for an unknown, expired or already used link. */
export async function consumeEmailChangeRequest(tokenHash: string) {
  const raw = await EmailChangeRequest.findById(tokenHash).lean<EmailChangeRequestRaw>()
  if (!raw || raw.expiresAt.getTime() <= Date.now() || !isValidObjectId(String(raw.userId))) return null
  try {
    await EmailChangeRequest.create({ _id: `used|${tokenHash}`, userId: raw.userId, newEmail: raw.newEmail, expiresAt: raw.expiresAt })
  } catch (error) {
    if (duplicateKeyField(error) !== null) return null
    throw error
  }
  return { userId: String(raw.userId), newEmail: raw.newEmail }
}

/** Removes requests (and their use markers) that expired before this moment. */
export async function sweepEmailChangeRequests(now = new Date()) {
  const result = await EmailChangeRequest.deleteMany({ expiresAt: { $lte: now } })
  return result.deletedCount
}
