import { retirePasswordResetTokensOfUser } from '#app/models/password-reset-token.server.ts'
import { isMembershipIdListed } from '#app/models/listing.server.ts'
import {
  createMember,
  findTakenUserFields,
  getPasswordHash,
  setPasswordHash,
  UNIQUE_USER_FIELDS,
  type PublicUser,
  type UniqueUserField,
} from '#app/models/user.server.ts'
import type { ChangePasswordInput, RegisterInput } from '#app/validation/auth.ts'
import type { FieldErrors } from '#app/utils/api.server.ts'
import { endOtherSessionsOfUser, startUserSession, type CurrentSession } from '#app/utils/auth.server.ts'
import { sendEmailVerification } from './email-verification.server.ts'
import { hashPassword, verifyPassword } from '#app/utils/password.server.ts'
import { dbRateLimiter } from '#app/utils/db-rate-limit.server.ts'
import { tooManyAttemptsMessage } from '#app/utils/rate-limit.server.ts'

export const TAKEN_FIELD_MESSAGES: Record<UniqueUserField, string> = {
  email: 'An account with this email already exists',
  username: 'This username is taken',
  membershipId: 'This membership ID is already registered',
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
 * Creates the member, signs them in on this device and sends the e-mail confirmation link. A taken
 * e-mail, username or membership ID (another account's, or a listing's) comes back as a field error
 * for each (a 409 to the caller); past
 * 5 attempts an hour from one address, a 429 before anything is looked up.
 */
export async function registerMember(input: RegisterInput, request: Request, clientIp: string): Promise<RegisterResult> {
  const attempt = await registrationsByAddress().attempt(clientIp)
  if (!attempt.allowed) {
    return { ok: false, status: 429, message: tooManyAttemptsMessage(attempt.retryAfterSeconds), retryAfterSeconds: attempt.retryAfterSeconds }
  }
  const { password, ...fields } = input
  const conflict = (taken: UniqueUserField[]): RegisterResult => ({
    ok: false,
    status: 409,
    message: TAKEN_FIELD_MESSAGES[taken[0]!],
    fieldErrors: Object.fromEntries(taken.map((field) => [field, [TAKEN_FIELD_MESSAGES[field]]])),
  })
  // A listing's ID would link the listing to this account (and hide it when the account is suspended):
  // only an administrator gives an account a listed ID (/admin/members).
  const [takenByAccounts, listed] = await Promise.all([findTakenUserFields(fields), isMembershipIdListed(fields.membershipId)])
  const taken = UNIQUE_USER_FIELDS.filter((field) => takenByAccounts.includes(field) || (field === 'membershipId' && listed))
  if (taken.length) return conflict(taken)
  const created = await createMember({ ...fields, passwordHash: await hashPassword(password) })
  if ('taken' in created) return conflict(created.taken)
  const [{ token, cookie }] = await Promise.all([
    startUserSession(created.user.id, request, clientIp),
    sendEmailVerification(created.user, clientIp),
  ])
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
