import { localeOr } from '#app/domain/locale.ts'
import {
  consumeEmailVerificationToken,
  createEmailVerificationToken,
  getEmailVerificationToken,
  retireEmailVerificationTokensOfUser,
} from '#app/models/email-verification-token.server.ts'
import { getUserById, markEmailVerified, type PublicUser } from '#app/models/user.server.ts'
import { verificationMail } from './account-mails.server.ts'
import { confirmEmailChange } from './email-change.server.ts'
import { debugTokenFor, hashToken, newSecretToken } from '#app/utils/auth.server.ts'
import { getEnv } from '#app/utils/env.server.ts'
import { sendMailInBackground } from '#app/utils/mail.server.ts'
import { attemptAll, dbRateLimiter } from '#app/utils/db-rate-limit.server.ts'
import { mailsByAddress, mailsByRecipient } from '#app/utils/mail-limits.server.ts'
import { tooManyAttemptsMessage } from '#app/utils/rate-limit.server.ts'
import { verifyEmailPath } from '#app/config/paths.ts'

export const EMAIL_VERIFICATION_TTL_MS = 24 * 60 * 60 * 1000
/** A member may ask for the mail again a few times an hour; more would be mail-bombing their own inbox. */
const resendLimiter = () => dbRateLimiter('email-verification-resend', { max: 5, windowMs: 60 * 60 * 1000 })

export type SendVerificationResult =
  | { sent: true; debugToken?: string }
  | { sent: false; retryAfterSeconds: number }

/**
 * Creates a one-time link for the member's current address and mails it, unless the recipient or the
 * client address has had its share of confirmation mails this hour (then nothing is made or sent).
 */
export async function sendEmailVerification(
  user: Pick<PublicUser, 'id' | 'email' | 'firstName'> & { locale?: string | null },
  clientIp: string,
): Promise<SendVerificationResult> {
  const attempt = await attemptAll([
    [mailsByRecipient(), user.email.trim().toLowerCase()],
    [mailsByAddress(), clientIp],
  ])
  if (!attempt.allowed) return { sent: false, retryAfterSeconds: attempt.retryAfterSeconds }
  const token = newSecretToken()
  await createEmailVerificationToken(hashToken(token), user.id, user.email, new Date(Date.now() + EMAIL_VERIFICATION_TTL_MS))
  const link = `${getEnv().publicUrl}${verifyEmailPath(token)}`
  sendMailInBackground(verificationMail({ to: user.email, firstName: user.firstName, link, locale: localeOr(user.locale) }))
  return { sent: true, debugToken: debugTokenFor(token) }
}

export type ResendResult =
  | { status: 'sent'; debugToken?: string }
  | { status: 'already-verified' }
  | { status: 'limited'; message: string; retryAfterSeconds: number }

/** The "send it again" button of the dashboard and its API twin. */
export async function resendEmailVerification(user: PublicUser, clientIp: string): Promise<ResendResult> {
  if (user.emailVerified) return { status: 'already-verified' }
  const attempt = await resendLimiter().attempt(user.id)
  if (!attempt.allowed) {
    return { status: 'limited', message: tooManyAttemptsMessage(attempt.retryAfterSeconds), retryAfterSeconds: attempt.retryAfterSeconds }
  }
  const result = await sendEmailVerification(user, clientIp)
  if (!result.sent) {
    return { status: 'limited', message: tooManyAttemptsMessage(result.retryAfterSeconds), retryAfterSeconds: result.retryAfterSeconds }
  }
  return { status: 'sent', debugToken: result.debugToken }
}

export type ConfirmResult = { status: 'verified' | 'already-verified'; userId: string } | { status: 'invalid' }

/**
 * Uses a link from the mail: the first use sets emailVerified; opening the same link again (a second
 * click, a mail scanner that fetched it first) answers "already verified" without changing anything.
 * An unknown or expired link, or one for an address the member no longer has, is invalid. A link that
 * confirms a new sign-in address (email-change.server.ts) is followed here too.
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
  // The same page and endpoint take the link that confirms a new sign-in address.
  const changed = known ? null : await confirmEmailChange(token)
  return changed ? { status: 'verified', userId: changed.userId } : { status: 'invalid' }
}
