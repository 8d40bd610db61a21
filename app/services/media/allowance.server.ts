import { dbRateLimiter } from '#app/utils/db-rate-limit.server.ts'
import { UPLOAD_MESSAGES } from '#app/validation/upload-messages.ts'
import type { MediaActor } from './shared.server.ts'

/** The upload allowance (services/media.server.ts): how many uploads an account may send, counted before the work. */

/** Members upload a portrait, a listing photo, a few CPD certificates; administrators fill galleries. */
export const UPLOAD_RATE_LIMITS = {
  member: { max: 30, windowMs: 15 * 60 * 1000 },
  admin: { max: 300, windowMs: 15 * 60 * 1000 },
} as const

/**
 * Counts one upload against the actor's allowance, before the body is read (decision 013: counted
 * before the work). A refused upload counts too: probing for what passes is uploading.
 */
export async function admitUpload(actor: MediaActor): Promise<{ allowed: true } | { allowed: false; message: string; retryAfterSeconds: number }> {
  const limiter = actor.isAdmin
    ? dbRateLimiter('media-uploads-admin', UPLOAD_RATE_LIMITS.admin)
    : dbRateLimiter('media-uploads', UPLOAD_RATE_LIMITS.member)
  const attempt = await limiter.attempt(actor.id)
  if (attempt.allowed) return { allowed: true }
  return { allowed: false, message: UPLOAD_MESSAGES.tooManyUploads, retryAfterSeconds: attempt.retryAfterSeconds }
}
