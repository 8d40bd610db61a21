import {
  consumeEmailVerificationToken,
  createEmailVerificationToken,
  getEmailVerificationToken,
  retireEmailVerificationTokensOfUser,
} from '#app/models/email-verification-token.server.ts'
import { getUserById, markEmailVerified, type PublicUser } from '#app/models/user.server.ts'
import { verificationMail } from './account-mails.server.ts'
import { debugTokenFor, hashToken, newSecretToken } from '#app/utils/auth.server.ts'
import { getEnv } from '#app/utils/env.server.ts'
import { sendMailInBackground } from '#app/utils/mail.server.ts'
import { createRateLimiter, tooManyAttemptsMessage } from '#app/utils/rate-limit.server.ts'
import { verifyEmailPath } from '#app/config/paths.ts'

export const EMAIL_VERIFICATION_TTL_MS = 24 * 60 * 60 * 1000
/** A member may ask for the mail again a few times an hour; more would be mail-bombing their own inbox. */
const resendLimiter = () => createRateLimiter('email-verification-resend', { max: 5, windowMs: 60 * 60 * 1000 })

/** Creates a one-time link for the member's current address and mails it. */
export async function sendEmailVerification(user: Pick<PublicUser, 'id' | 'email' | 'firstName'>) {
  const token = newSecretToken()
  await createEmailVerificationToken(hashToken(token), user.id, user.email, new Date(Date.now() + EMAIL_VERIFICATION_TTL_MS))
  const link = `${getEnv().publicUrl}${verifyEmailPath(token)}`
  sendMailInBackground(verificationMail({ to: user.email, firstName: user.firstName, link }))
  return { debugToken: debugTokenFor(token) }
}

export type ResendResult =
  | { status: 'sent'; debugToken?: string }
  | { status: 'already-verified' }
  | { status: 'limited'; message: string; retryAfterSeconds: number }

/** The "send it again" button of the dashboard and its API twin. */
export async function resendEmailVerification(user: PublicUser): Promise<ResendResult> {
  if (user.emailVerified) return { status: 'already-verified' }
  const { allowed, retryAfterSeconds } = resendLimiter().hit(user.id)
  if (!allowed) return { status: 'limited', message: tooManyAttemptsMessage(retryAfterSeconds), retryAfterSeconds }
  return { status: 'sent', ...(await sendEmailVerification(user)) }
}

export type ConfirmResult = { status: 'verified' | 'already-verified'; userId: string } | { status: 'invalid' }

/**
 * Uses a link from the mail: the first use sets emailVerified; opening the same link again (a second
 * click, a mail scanner that fetched it first) answers "already verified" without changing anything.
 * An unknown or expired link, or one for an address the member no longer has, is invalid.
 */
export async function confirmEmailVerification(token: string): Promise<ConfirmResult> {
  if (!token || token.length > 200) return { status: 'invalid' }
  const tokenHash = hashToken(token)
  const consumed = await consumeEmailVerificationToken(tokenHash)
  if (consumed) {
    const verified = await markEmailVerified(consumed.userId, consumed.email)
    if (!verified) return { status: 'invalid' }
    await retireEmailVerificationTokensOfUser(consumed.userId)
    return { status: 'verified', userId: consumed.userId }
  }
  const known = await getEmailVerificationToken(tokenHash)
  if (known?.used) {
    const user = await getUserById(known.userId)
    if (user?.emailVerified && user.email === known.email) return { status: 'already-verified', userId: user.id }
  }
  return { status: 'invalid' }
}
