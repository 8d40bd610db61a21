import { Schema, type InferSchemaType, type Types } from 'mongoose'
import { defineModel, filteredFields, serialize } from './model-utils.server.ts'

/**
 * One signed-in device. The `_id` is the SHA-256 of the secret token that the cookie and the API
 * bearer token carry, so the token itself is never stored and a lookup is by primary key (the one
 * query FerretDB answers from its index).
 */
const sessionSchema = new Schema(
  {
    _id: { type: String, required: true },
    userId: { type: Schema.Types.ObjectId, ref: 'User', required: true },
    userAgent: { type: String, default: '', maxlength: 500 },
    ip: { type: String, default: '', maxlength: 100 },
    lastSeenAt: { type: Date, default: () => new Date() },
    expiresAt: { type: Date, required: true },
  },
  { timestamps: { createdAt: true, updatedAt: false } },
)
sessionSchema.index({ userId: 1 })
sessionSchema.index({ expiresAt: 1 })
filteredFields(sessionSchema, ['userId'])

export type SessionFields = InferSchemaType<typeof sessionSchema>
export const Session = defineModel('Session', sessionSchema)

type SessionRaw = SessionFields & { _id: string; userId: Types.ObjectId; createdAt: Date }

/** A session as its owner may see it; the id is the token's hash, never the token. */
export function toPublicSession(raw: SessionRaw) {
  const { id, userId, ...rest } = serialize(raw)
  return { id, userId: String(userId), ...rest }
}
