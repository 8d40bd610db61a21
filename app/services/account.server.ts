import { now } from '#app/domain/clock.ts'
import { message } from '#app/validation/messages.ts'
import { retirePasswordResetTokensOfUser } from '#app/models/password-reset-token.server.ts'
import { createApplicant, getPasswordHash, setPasswordHash, updateUserProfile, type PublicUser, type UniqueUserField } from '#app/models/user.server.ts'
import type { ChangePasswordInput, RegisterInput } from '#app/validation/auth.ts'
import type { FieldErrors } from '#app/utils/api.server.ts'
import { endOtherSessionsOfUser, startUserSession, type CurrentSession } from '#app/utils/auth.server.ts'
import { sendEmailVerification } from './email-verification.server.ts'
import { applicationReceivedMail } from './membership-mails.server.ts'
import { sendMailInBackground } from '#app/utils/mail.server.ts'
import { getEnv } from '#app/utils/env.server.ts'
import { paths } from '#app/config/paths.ts'
import { toMalaysiaDay } from '#app/domain/dates.ts'
import { localeOf } from '#app/domain/locale.ts'
import { hashPassword, verifyPassword } from '#app/utils/password.server.ts'
import { dbRateLimiter } from '#app/utils/db-rate-limit.server.ts'
import { tooManyAttemptsMessage } from '#app/utils/rate-limit.server.ts'
import { accountActorOf, auditActorOf, recordAdminAction } from './audit.server.ts'
import { deleteMedia } from './media.server.ts'
import { currentNoticeVersion, recordConsent } from './privacy.server.ts'
import type { Locale } from '#app/domain/locale.ts'
import { adminPaths } from '#app/config/admin-paths.ts'
import { notifyStaffInBackground } from './staff-notices.server.ts'

export const TAKEN_FIELD_MESSAGES: Record<UniqueUserField, string> = {
  email: message('messages:auth.emailTaken'),
  username: message('messages:auth.usernameTaken'),
}

export type RegisterResult =
  | { ok: true; user: PublicUser; token: string; cookie: string }
  | { ok: false; status: 409; message: string; fieldErrors: FieldErrors }
  | { ok: false; status: 429; message: string; retryAfterSeconds: number }

/**
 * Registrations per client address (the address as TRUST_PROXY lets the app see it): each attempt
 * sends a mail to an address the caller chose and says which field is taken, so a script must not
 * be able to make many.
 */
export const REGISTRATIONS_PER_ADDRESS = { max: 5, windowMs: 60 * 60 * 1000 }
const registrationsByAddress = () => dbRateLimiter('registrations-by-address', REGISTRATIONS_PER_ADDRESS)

/**
 * An application (issue 18): creates the account as pending, with no membership ID (a claimed one is
 * kept as a claim for the secretariat), records the privacy notice's acceptance, signs the applicant in
 * on this device and sends the e-mail confirmation link. A taken e-mail or username comes back as a
 * field error for each (a 409 to the caller); past 5 attempts an hour from one address, a 429 before
 * anything is looked up.
 */
export async function registerMember(
  input: RegisterInput & { locale: Locale },
  request: Request,
  clientIp: string,
): Promise<RegisterResult> {
  const attempt = await registrationsByAddress().attempt(clientIp)
  if (!attempt.allowed) {
    return { ok: false, status: 429, message: tooManyAttemptsMessage(attempt.retryAfterSeconds), retryAfterSeconds: attempt.retryAfterSeconds }
  }
  const { password, acceptPrivacy: _accepted, ...fields } = input
  const conflict = (taken: UniqueUserField[]): RegisterResult => ({
    ok: false,
    status: 409,
    message: TAKEN_FIELD_MESSAGES[taken[0]!],
    fieldErrors: Object.fromEntries(taken.map((field) => [field, [TAKEN_FIELD_MESSAGES[field]]])),
  })
  const appliedAt = now()
  const noticeVersion = await currentNoticeVersion()
  const created = await createApplicant(
    { ...fields, passwordHash: await hashPassword(password), privacyAcceptance: { version: String(noticeVersion), acceptedAt: appliedAt } },
    appliedAt,
  )
  if ('taken' in created) return conflict(created.taken)
  // The privacy box of the form (issue 21): which version, when, and that it was for applying.
  await recordConsent({ purpose: 'application', userId: created.user.id, email: created.user.email, version: noticeVersion, subject: created.user.applicationKey || created.user.id })
  const claim = created.user.claimedMembershipId ? `, claiming ${created.user.claimedMembershipId}` : ''
  await recordAdminAction(auditActorOf(created.user), {
    action: 'applied',
    entityType: 'user',
    entityId: created.user.id,
    summary: `${created.user.firstName} ${created.user.lastName} applied for ${created.user.membershipType} membership${claim}; accepted privacy notice version ${noticeVersion}`,
  })
  const [{ token, cookie }] = await Promise.all([
    startUserSession(created.user.id, request, clientIp),
    sendEmailVerification(created.user, clientIp),
  ])
  notifyStaffInBackground('application', { name: `${created.user.firstName} ${created.user.lastName}`, type: created.user.membershipType }, adminPaths.applications)
  // Issue 33: the applicant hears that the application arrived, and what happens next.
  sendMailInBackground(
    applicationReceivedMail({
      to: created.user.email,
      firstName: created.user.firstName,
      membershipType: created.user.membershipType,
      appliedOn: toMalaysiaDay(appliedAt),
      link: `${getEnv().publicUrl}${paths.dashboard}`,
      locale: localeOf(created.user),
    }),
  )
  return { ok: true, user: { ...created.user, lastLogin: new Date() }, token, cookie }
}

export const CURRENT_PASSWORD_INCORRECT = 'Current password is incorrect'
/** Guessing the current password from a hijacked session is limited like sign-in itself. */
const changeAttempts = () => dbRateLimiter('change-password-attempts', { max: 10, windowMs: 15 * 60 * 1000 })

export type ChangePasswordResult =
  | { ok: true }
  | { ok: false; status: 400 | 429; message: string; fieldErrors?: FieldErrors; retryAfterSeconds?: number }

/** Checks the current password, stores the new one and signs the account out everywhere but here. */
export async function changePassword(current: CurrentSession, input: ChangePasswordInput): Promise<ChangePasswordResult> {
  const userId = current.user.id
  // Counted before the current password is checked, like sign-in; given back when it was right.
  const attempt = await changeAttempts().attempt(userId)
  if (!attempt.allowed) {
    return { ok: false, status: 429, message: tooManyAttemptsMessage(attempt.retryAfterSeconds), retryAfterSeconds: attempt.retryAfterSeconds }
  }
  const hash = await getPasswordHash(userId)
  if (!hash || !(await verifyPassword(input.currentPassword, hash))) {
    return {
      ok: false,
      status: 400,
      message: CURRENT_PASSWORD_INCORRECT,
      fieldErrors: { currentPassword: [CURRENT_PASSWORD_INCORRECT] },
    }
  }
  await attempt.release()
  await setPasswordHash(userId, await hashPassword(input.newPassword))
  // A reset link mailed before the change (perhaps to someone who read the mailbox) must not undo it.
  await Promise.all([endOtherSessionsOfUser(userId, current.sessionId), retirePasswordResetTokensOfUser(userId)])
  return { ok: true }
}

/**
 * Saves the member's own profile, both doors (the /profile form and `PUT /api/auth/profile`): the
 * fields, and the photo when `changes` names one (a new upload's, or null to take it off). The photo it
 * replaces is of no use any more and is deleted (the member's own file), whichever door changed it.
 * Null when the account is gone.
 */
export async function saveOwnProfile(user: PublicUser, changes: Parameters<typeof updateUserProfile>[1]) {
  const updated = await updateUserProfile(user.id, changes)
  const previous = user.photo?.id
  if (updated && previous && 'photo' in changes && changes.photo?.id !== previous) await deleteMedia(previous, accountActorOf(user))
  return updated
}
