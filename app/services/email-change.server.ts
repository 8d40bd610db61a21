import { message } from '#app/validation/messages.ts'
import { consumeEmailChangeRequest, createEmailChangeRequest } from '#app/models/email-change-request.server.ts'
import { retirePasswordResetTokensOfUser } from '#app/models/password-reset-token.server.ts'
import { findTakenUserFields, getPasswordHash, getUserById, setUserEmail } from '#app/models/user.server.ts'
import type { ChangeEmailInput } from '#app/validation/email-change.ts'
import { associationName, linkMail } from './account-mails.server.ts'
import { localeOr, type Locale } from '#app/domain/locale.ts'
import { fixedT } from '#app/utils/i18n.server.ts'
import type { FieldErrors } from '#app/utils/api.server.ts'
import { debugTokenFor, endAllSessionsOfUser, hashToken, newSecretToken, type CurrentSession } from '#app/utils/auth.server.ts'
import { attemptAll, dbRateLimiter } from '#app/utils/db-rate-limit.server.ts'
import { getEnv } from '#app/utils/env.server.ts'
import { mailsByAddress, mailsByRecipient } from '#app/utils/mail-limits.server.ts'
import { escapeHtml, sendMailInBackground, type Mail } from '#app/utils/mail.server.ts'
import { verifyPassword } from '#app/utils/password.server.ts'
import { tooManyAttemptsMessage } from '#app/utils/rate-limit.server.ts'
import { site } from '#app/config/site.ts'

/**
 * Changing the address a member signs in with (issue 14). From /profile or POST /api/auth/change-email,
 * with the current password; the new address takes effect only when the link mailed to it is
 * followed (the /verify-email page and POST /api/auth/verify-email take it), and the old address is
 * told both when the change is asked for and when it is done.
 */

export const EMAIL_CHANGE_TTL_MS = 24 * 60 * 60 * 1000
export const CURRENT_PASSWORD_INCORRECT = 'Current password is incorrect'
export const SAME_EMAIL = message('messages:auth.sameEmail')
export const EMAIL_TAKEN = message('messages:auth.emailTaken')

/** Guessing the password from a hijacked session is limited as sign-in is; 5 requests an hour at most. */
const changeEmailAttempts = () => dbRateLimiter('change-email-attempts', { max: 10, windowMs: 15 * 60 * 1000 })
const changeEmailRequests = () => dbRateLimiter('change-email-requests', { max: 5, windowMs: 60 * 60 * 1000 })

export type ChangeEmailResult =
  | { ok: true; newEmail: string; debugToken?: string }
  | { ok: false; status: 400 | 409 | 429; message: string; fieldErrors?: FieldErrors; retryAfterSeconds?: number }

const limited = (retryAfterSeconds: number): ChangeEmailResult => ({
  ok: false,
  status: 429,
  message: tooManyAttemptsMessage(retryAfterSeconds),
  retryAfterSeconds,
})

export async function requestEmailChange(current: CurrentSession, input: ChangeEmailInput, clientIp: string): Promise<ChangeEmailResult> {
  const user = current.user
  const attempt = await changeEmailAttempts().attempt(user.id)
  if (!attempt.allowed) return limited(attempt.retryAfterSeconds)
  const hash = await getPasswordHash(user.id)
  if (!hash || !(await verifyPassword(input.currentPassword, hash))) {
    return { ok: false, status: 400, message: CURRENT_PASSWORD_INCORRECT, fieldErrors: { currentPassword: [CURRENT_PASSWORD_INCORRECT] } }
  }
  await attempt.release()
  if (input.newEmail === user.email) return { ok: false, status: 400, message: SAME_EMAIL, fieldErrors: { newEmail: [SAME_EMAIL] } }
  const taken = await findTakenUserFields({ email: input.newEmail, username: '' }, user.id)
  if (taken.includes('email')) return { ok: false, status: 409, message: EMAIL_TAKEN, fieldErrors: { newEmail: [EMAIL_TAKEN] } }
  const mails = await attemptAll([
    [changeEmailRequests(), user.id],
    [mailsByRecipient(), input.newEmail],
    [mailsByAddress(), clientIp],
  ])
  if (!mails.allowed) return limited(mails.retryAfterSeconds)

  const token = newSecretToken()
  await createEmailChangeRequest(hashToken(token), user.id, input.newEmail, new Date(Date.now() + EMAIL_CHANGE_TTL_MS))
  const link = `${getEnv().publicUrl}/verify-email?${new URLSearchParams({ token })}`
  sendMailInBackground(confirmNewAddressMail({ to: input.newEmail, firstName: user.firstName, link, locale: localeOr(user.locale) }))
  sendMailInBackground(changeRequestedMail({ to: user.email, firstName: user.firstName, newEmail: input.newEmail, locale: localeOr(user.locale) }))
  return { ok: true, newEmail: input.newEmail, debugToken: debugTokenFor(token) }
}

/**
 * Follows the link mailed to the new address: the account signs in with it from now on (confirmed),
 * the reset links mailed to the old one stop working, every session ends (the member signs in again
 * with the new address), and the old address is told. Null for an unknown, used or expired link, or
 * when another account took the address meanwhile.
 */
export async function confirmEmailChange(token: string): Promise<{ userId: string } | null> {
  if (!token || token.length > 200) return null
  const request = await consumeEmailChangeRequest(hashToken(token))
  if (!request) return null
  const user = await getUserById(request.userId)
  if (!user || !user.isActive) return null
  if (!(await setUserEmail(user.id, request.newEmail))) return null
  await Promise.all([retirePasswordResetTokensOfUser(user.id), endAllSessionsOfUser(user.id)])
  sendMailInBackground(changedMail({ to: user.email, firstName: user.firstName, newEmail: request.newEmail, locale: localeOr(user.locale) }))
  return { userId: user.id }
}

function confirmNewAddressMail(mail: { to: string; firstName: string; link: string; locale: Locale }): Mail {
  return linkMail('confirmNewEmail', mail)
}

/** To the old address: a notice with no link (nothing to click in a mail an attacker might have sent). */
function notice(kind: 'emailChangeRequested' | 'emailChanged', { to, firstName, newEmail, locale }: NoticeMail): Mail {
  const t = fixedT(locale, 'mail')
  const values = { site: site.shortName, email: newEmail, secretariat: site.emails.general }
  const paragraphs = [t('greeting', { name: firstName }), t(`${kind}.body`, values), t(`${kind}.notYou`, values)]
  const name = associationName(locale)
  const text = [...paragraphs.flatMap((p) => [p, '']), name, site.emails.general].join('\n')
  const html = `<!doctype html>\n<html lang="${locale}"><body style="font-family: Arial, sans-serif; color: #0f172a; line-height: 1.5">\n${paragraphs
    .map((p) => `<p>${escapeHtml(p)}</p>`)
    .join('\n')}\n<p style="font-size: 13px; color: #475569">${escapeHtml(name)}<br>${escapeHtml(site.emails.general)}</p>\n</body></html>`
  return { to, subject: t(`${kind}.subject`, values), text, html }
}

interface NoticeMail {
  to: string
  firstName: string
  newEmail: string
  locale: Locale
}

function changeRequestedMail(mail: NoticeMail): Mail {
  return notice('emailChangeRequested', mail)
}

function changedMail(mail: NoticeMail): Mail {
  return notice('emailChanged', mail)
}
