import { Schema, type InferSchemaType } from 'mongoose'
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
