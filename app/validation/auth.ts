import { z } from 'zod'
import {
  LOCATIONS,
  MEMBERSHIP_ID_PATTERN,
  PASSWORD_MIN_LENGTH,
  USERNAME_MIN_LENGTH,
} from '#app/domain/constants.ts'
import { BY_INVITATION, membershipTypeOf, type MembershipType } from '#app/domain/membership-types.ts'
import { LOCALES } from '#app/domain/locale.ts'
import { optionalText, optionalWebAddress, requiredText } from './fields.ts'
import { MEMBERSHIP_MESSAGES } from './membership-messages.ts'
import { newPassword, PASSWORD_TOO_LONG, PASSWORD_TOO_SHORT } from './password.ts'
import {
  EMAIL_MAX_LENGTH,
  IMAGE_URL_MAX_LENGTH,
  LOCATION_MAX_LENGTH,
  MEMBERSHIP_ID_MAX_LENGTH,
  NEW_PASSWORD_MIN_LENGTH,
  PASSWORD_MAX_BYTES,
  NAME_MAX_LENGTH,
  PASSWORD_MAX_LENGTH,
  PHONE_MAX_LENGTH,
  TOKEN_MAX_LENGTH,
  USERNAME_MAX_LENGTH,
} from './form-limits.ts'
import { message } from './messages.ts'

/**
 * One schema per account form, shared by the HTML actions and the /api/auth endpoints. The messages are
 * the spec's (section 5); Conform sends an empty field as `undefined` and JSON may leave a key out, so
 * every required field has the same words as its `required_error`. The limits live in
 * form-limits.ts, which the pages use for their native constraints.
 */

const email = z
  .string({ required_error: message('email.invalid'), invalid_type_error: message('email.invalid') })
  .trim()
  .toLowerCase()
  .max(EMAIL_MAX_LENGTH, message('email.tooLong'))
  .email(message('email.invalid'))

/**
 * The password of the sign-in form: the rules passwords were chosen under before issue 14 (6 to 128
 * characters), so that every existing password still signs in. New ones follow password.ts. A password
 * is never trimmed: spaces are characters like any other.
 */
function password(tooShort: string) {
  return z
    .string({ required_error: tooShort, invalid_type_error: tooShort })
    .min(PASSWORD_MIN_LENGTH, tooShort)
    .max(PASSWORD_MAX_LENGTH, message('password.tooLong', { max: PASSWORD_MAX_LENGTH }))
}

export const phone = optionalText(PHONE_MAX_LENGTH).refine(
  (value) => value === '' || /^\+?[\d\s().-]{6,30}$/.test(value),
  message('phone.format'),
)

// Written as a checked string rather than a union, so that Conform does not mark the field required.
const LOCATION_VALUES: readonly string[] = LOCATIONS
export const location = optionalText(LOCATION_MAX_LENGTH).refine(
  (value) => value === '' || LOCATION_VALUES.includes(value),
  message('location.unknown'),
)

/** The member's language (issue 15): optional, so that a client that does not send it changes nothing. */
const locale = z.enum(LOCALES, { errorMap: () => ({ message: message('locale.unknown') }) }).optional()

export const LoginSchema = z.object({
  email,
  password: password(message('password.tooShort', { min: PASSWORD_MIN_LENGTH })),
  redirectTo: z.string().optional(),
})
export type LoginInput = z.infer<typeof LoginSchema>

/**
 * One of the ten membership types, or one of the spec's eight registration names (an alias of one of
 * them): the value is the type itself (app/domain/membership-types.ts).
 */
export const MembershipTypeSchema = z
  .string({ required_error: MEMBERSHIP_MESSAGES.typeRequired, invalid_type_error: MEMBERSHIP_MESSAGES.typeRequired })
  .min(1, MEMBERSHIP_MESSAGES.typeRequired)
  .transform((value, ctx): MembershipType => {
    const type = membershipTypeOf(value)
    if (!type) {
      ctx.addIssue({ code: 'custom', message: MEMBERSHIP_MESSAGES.typeUnknown })
      return z.NEVER
    }
    return type
  })

/** A type one may apply for: Fellow and Honorary Fellow are conferred, not applied for (issue 33, item 5). */
export const ApplicableMembershipTypeSchema = MembershipTypeSchema.refine((type) => !BY_INVITATION.includes(type), MEMBERSHIP_MESSAGES.byInvitation)

/** "I already hold a membership ID": optional, EMP and digits when given; a claim, never the ID. */
const claimedMembershipId = z
  .string({ invalid_type_error: MEMBERSHIP_MESSAGES.claimFormat })
  .trim()
  .toUpperCase()
  .max(MEMBERSHIP_ID_MAX_LENGTH, MEMBERSHIP_MESSAGES.claimFormat)
  .refine((value) => value === '' || MEMBERSHIP_ID_PATTERN.test(value), MEMBERSHIP_MESSAGES.claimFormat)
  .optional()

/**
 * An application (issue 18): no membership ID is needed. `membershipId`, the spec's field, is kept as
 * the claim too, for the spec's clients; `claimedMembershipId` wins when both are sent. The username is
 * optional (made from the e-mail when blank). The privacy notice must be accepted.
 */
export const RegisterSchema = z
  .object({
    firstName: requiredText(message('name.firstRequired'), NAME_MAX_LENGTH),
    lastName: requiredText(message('name.lastRequired'), NAME_MAX_LENGTH),
    email,
    username: z
      .string({ invalid_type_error: message('username.tooShort', { min: USERNAME_MIN_LENGTH }) })
      .trim()
      .toLowerCase()
      .max(USERNAME_MAX_LENGTH, message('username.tooLong', { max: USERNAME_MAX_LENGTH }))
      .regex(/^[a-z0-9._-]*$/, message('username.characters'))
      .refine((value) => value === '' || value.length >= USERNAME_MIN_LENGTH, message('username.tooShort', { min: USERNAME_MIN_LENGTH }))
      .optional()
      .transform((value) => value ?? ''),
    password: newPassword(),
    claimedMembershipId,
    membershipId: claimedMembershipId,
    membershipType: ApplicableMembershipTypeSchema,
    phone,
    state: location,
    acceptPrivacy: z
      .boolean({ required_error: MEMBERSHIP_MESSAGES.privacyRequired, invalid_type_error: MEMBERSHIP_MESSAGES.privacyRequired })
      .refine((accepted) => accepted, MEMBERSHIP_MESSAGES.privacyRequired),
    /** The HTML form sends none (the page's language counts); a JSON client may, else its Accept-Language. */
    locale,
  })
  .transform(({ membershipId, claimedMembershipId: claim, ...rest }) => ({ ...rest, claimedMembershipId: claim || membershipId || '' }))
export type RegisterInput = z.infer<typeof RegisterSchema>

export const ForgotPasswordSchema = z.object({ email })
export type ForgotPasswordInput = z.infer<typeof ForgotPasswordSchema>

/** The repeat of a new password: its own length rules; whether it matches is checked beside it. */
function confirmPassword() {
  return z
    .string({ required_error: PASSWORD_TOO_SHORT, invalid_type_error: PASSWORD_TOO_SHORT })
    .min(NEW_PASSWORD_MIN_LENGTH, PASSWORD_TOO_SHORT)
    .max(PASSWORD_MAX_BYTES, PASSWORD_TOO_LONG)
}

/** "Passwords don't match" belongs to the confirm field, and only once that field is long enough. */
function confirmMatches(newKey: string, message: string) {
  return (value: Record<string, unknown>, ctx: z.RefinementCtx) => {
    const confirm = value.confirmPassword
    if (typeof confirm === 'string' && confirm.length >= NEW_PASSWORD_MIN_LENGTH && confirm !== value[newKey]) {
      ctx.addIssue({ code: 'custom', path: ['confirmPassword'], message })
    }
  }
}

export const ResetPasswordSchema = z
  .object({
    token: z
      .string({ required_error: message('token.resetRequired'), invalid_type_error: message('token.resetRequired') })
      .trim()
      .min(1, message('token.resetRequired'))
      .max(TOKEN_MAX_LENGTH, message('token.resetRequired')),
    newPassword: newPassword(),
    confirmPassword: confirmPassword(),
  })
  .superRefine(confirmMatches('newPassword', message('password.mismatch')))
export type ResetPasswordInput = z.infer<typeof ResetPasswordSchema>

export const ChangePasswordSchema = z
  .object({
    currentPassword: z
      .string({ required_error: message('password.currentRequired'), invalid_type_error: message('password.currentRequired') })
      .min(1, message('password.currentRequired'))
      .max(PASSWORD_MAX_LENGTH, message('password.currentIncorrect')),
    newPassword: newPassword(),
    confirmPassword: confirmPassword(),
  })
  .superRefine(confirmMatches('newPassword', message('password.mismatch')))
export type ChangePasswordInput = z.infer<typeof ChangePasswordSchema>

/**
 * The member's own account (the /profile form and `PUT /api/auth/profile`): who they are and how the
 * association reaches them. Their practice (its name, specialities, certification, description) has one
 * home, the listing: My listing and `PUT /api/me/listing` (issue 33). A JSON client that still sends
 * those keys has them ignored, as any key the schema does not name.
 */
export const ProfileSchema = z.object({
  firstName: requiredText(message('name.firstRequired'), NAME_MAX_LENGTH),
  lastName: requiredText(message('name.lastRequired'), NAME_MAX_LENGTH),
  phone,
  state: location,
  imageUrl: optionalWebAddress(IMAGE_URL_MAX_LENGTH),
  locale,
})
export type ProfileInput = z.infer<typeof ProfileSchema>

export const VerifyEmailSchema = z.object({
  token: z
    .string({ required_error: message('token.verificationRequired'), invalid_type_error: message('token.verificationRequired') })
    .trim()
    .min(1, message('token.verificationRequired'))
    .max(TOKEN_MAX_LENGTH, message('token.verificationRequired')),
})
