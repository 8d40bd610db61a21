import { localeOr } from '#app/domain/locale.ts'
import { message } from '#app/validation/messages.ts'
import {
  consumePasswordResetToken,
  createPasswordResetToken,
  findUsablePasswordResetToken,
  retirePasswordResetTokensOfUser,
} from '#app/models/password-reset-token.server.ts'
import { getUserByEmail, setPasswordHash } from '#app/models/user.server.ts'
import { passwordResetMail } from './account-mails.server.ts'
import { debugTokenFor, endAllSessionsOfUser, hashToken, newSecretToken } from '#app/utils/auth.server.ts'
import { afterAnswering } from '#app/utils/after-answer.server.ts'
import { getEnv } from '#app/utils/env.server.ts'
import { sendMailInBackground } from '#app/utils/mail.server.ts'
import { hashPassword } from '#app/utils/password.server.ts'
import { dbRateLimiter } from '#app/utils/db-rate-limit.server.ts'
import { resetPasswordPath } from '#app/config/paths.ts'

export const PASSWORD_RESET_TTL_MS = 60 * 60 * 1000
export const RESET_REQUESTED_MESSAGE =
  message('messages:auth.resetRequested')

const HOUR = 60 * 60 * 1000
const requestsByEmail = () => dbRateLimiter('password-reset-by-email', { max: 3, windowMs: HOUR })
const requestsByAddress = () => dbRateLimiter('password-reset-by-address', { max: 10, windowMs: HOUR })

/**
 * Starts a password reset. The answer is the same whether or not the e-mail belongs to an account, and
 * whether or not a limit was reached: past 3 requests an hour for one e-mail, or 10 from one address,
 * no further mail is sent but nothing in the answer says so (telling would reveal which addresses have
 * accounts). Every request does the same work before the answer (the limits, the account looked up);
 * the token is written and the mail sent after it (issue 30: writing first made an account's answer
 * 5 ms slower). With DEBUG_RESET_TOKENS=true (never in production) the token is written first and comes
 * back as `debugToken`, for developers to use at once.
 */
export async function requestPasswordReset(email: string, clientIp: string): Promise<{ debugToken?: string }> {
  const token = newSecretToken()
  const tokenHash = hashToken(token)
  const [byEmail, byAddress] = await Promise.all([requestsByEmail().attempt(email), requestsByAddress().attempt(clientIp)])
  const user = await getUserByEmail(email)
  if (!user || !user.isActive || !byEmail.allowed || !byAddress.allowed) return {}
  const start = async () => {
    await createPasswordResetToken(tokenHash, user.id, new Date(Date.now() + PASSWORD_RESET_TTL_MS))
    const link = `${getEnv().publicUrl}${resetPasswordPath(token)}`
    // In the member's language, whatever the page the request came from.
    sendMailInBackground(passwordResetMail({ to: user.email, firstName: user.firstName, link, locale: localeOr(user.locale) }))
  }
  const debugToken = debugTokenFor(token)
  if (debugToken) {
    await start()
    return { debugToken }
  }
  afterAnswering('Starting a password reset', start)
  return {}
}

/** Whether a reset link can still be used (for showing the form), without using it. */
export async function isUsableResetToken(token: string) {
  if (!token || token.length > 200) return false
  return Boolean(await findUsablePasswordResetToken(hashToken(token)))
}

/**
 * Uses a reset link once: sets the new password, retires the account's other reset links and ends every
 * session of the account. False for an unknown, used or expired link.
 */
export async function resetPasswordWithToken(token: string, newPassword: string) {
  if (!token || token.length > 200) return false
  const consumed = await consumePasswordResetToken(hashToken(token))
  if (!consumed) return false
  await setPasswordHash(consumed.userId, await hashPassword(newPassword))
  await Promise.all([retirePasswordResetTokensOfUser(consumed.userId), endAllSessionsOfUser(consumed.userId)])
  return true
}
