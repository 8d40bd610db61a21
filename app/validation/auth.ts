import { z } from 'zod'
import {
  LOCATIONS,
  PASSWORD_MIN_LENGTH,
  REGISTRATION_MEMBERSHIP_TYPES,
  USERNAME_MIN_LENGTH,
} from '#app/domain/constants.ts'
import { mergeSpecialties, splitSpecialties } from '#app/domain/specialties.ts'
import { optionalText, optionalWebAddress, requiredText } from './fields.ts'
import { MembershipIdSchema } from './membership-id.ts'
import { newPassword, PASSWORD_TOO_LONG, PASSWORD_TOO_SHORT } from './password.ts'
import { safeText } from './text.ts'
import {
  BIO_MAX_LENGTH,
  BUSINESS_NAME_MAX_LENGTH,
  CERTIFICATION_MAX_LENGTH,
  EMAIL_MAX_LENGTH,
  IMAGE_URL_MAX_LENGTH,
  LOCATION_MAX_LENGTH,
  NEW_PASSWORD_MIN_LENGTH,
  PASSWORD_MAX_BYTES,
  NAME_MAX_LENGTH,
  OTHER_SPECIALTIES_MAX_LENGTH,
  PASSWORD_MAX_LENGTH,
  PHONE_MAX_LENGTH,
  SPECIALTIES_MAX_COUNT,
  SPECIALTY_MAX_LENGTH,
  TOKEN_MAX_LENGTH,
  USERNAME_MAX_LENGTH,
} from './form-constraints.ts'

/**
 * One schema per account form, shared by the HTML actions and the /api/auth endpoints. The messages are
 * the spec's (section 5); Conform sends an empty field as `undefined` and JSON may leave a key out, so
 * every required field has the same words as its `required_error`. The limits live in
 * form-constraints.ts, which the pages use for their native constraints.
 */

const email = z
  .string({ required_error: 'Invalid email address', invalid_type_error: 'Invalid email address' })
  .trim()
  .toLowerCase()
  .max(EMAIL_MAX_LENGTH, 'Email address is too long')
  .email('Invalid email address')

/**
 * The password of the sign-in form: the rules passwords were chosen under before issue 14 (6 to 128
 * characters), so that every existing password still signs in. New ones follow password.ts. A password
 * is never trimmed: spaces are characters like any other.
 */
function password(message: string) {
  return z
    .string({ required_error: message, invalid_type_error: message })
    .min(PASSWORD_MIN_LENGTH, message)
    .max(PASSWORD_MAX_LENGTH, `Password must be at most ${PASSWORD_MAX_LENGTH} characters`)
}

const phone = optionalText(PHONE_MAX_LENGTH).refine(
  (value) => value === '' || /^\+?[\d\s().-]{6,30}$/.test(value),
  'Enter a phone number such as +60 12-345 6789',
)

// Written as a checked string rather than a union, so that Conform does not mark the field required.
const LOCATION_VALUES: readonly string[] = LOCATIONS
const location = optionalText(LOCATION_MAX_LENGTH).refine(
  (value) => value === '' || LOCATION_VALUES.includes(value),
  'Select a location from the list',
)

export const LoginSchema = z.object({
  email,
  password: password('Password must be at least 6 characters'),
  redirectTo: z.string().optional(),
})
export type LoginInput = z.infer<typeof LoginSchema>

export const RegisterSchema = z.object({
  firstName: requiredText('First name is required', NAME_MAX_LENGTH),
  lastName: requiredText('Last name is required', NAME_MAX_LENGTH),
  email,
  username: z
    .string({
      required_error: 'Username must be at least 3 characters',
      invalid_type_error: 'Username must be at least 3 characters',
    })
    .trim()
    .toLowerCase()
    .min(USERNAME_MIN_LENGTH, 'Username must be at least 3 characters')
    .max(USERNAME_MAX_LENGTH, `Username must be at most ${USERNAME_MAX_LENGTH} characters`)
    .regex(/^[a-z0-9._-]*$/, 'Username may contain only letters, numbers, dots, hyphens and underscores'),
  password: newPassword(),
  membershipId: MembershipIdSchema,
  membershipType: z.enum(REGISTRATION_MEMBERSHIP_TYPES, {
    errorMap: (issue) => ({
      message: issue.code === 'invalid_enum_value' ? 'Select a membership type from the list' : 'Membership type is required',
    }),
  }),
  phone,
  state: location,
})
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
      .string({ required_error: 'Reset token is required', invalid_type_error: 'Reset token is required' })
      .trim()
      .min(1, 'Reset token is required')
      .max(TOKEN_MAX_LENGTH, 'Reset token is required'),
    newPassword: newPassword(),
    confirmPassword: confirmPassword(),
  })
  .superRefine(confirmMatches('newPassword', "Passwords don't match"))
export type ResetPasswordInput = z.infer<typeof ResetPasswordSchema>

export const ChangePasswordSchema = z
  .object({
    currentPassword: z
      .string({ required_error: 'Current password is required', invalid_type_error: 'Current password is required' })
      .min(1, 'Current password is required')
      .max(PASSWORD_MAX_LENGTH, 'Current password is incorrect'),
    newPassword: newPassword(),
    confirmPassword: confirmPassword(),
  })
  .superRefine(confirmMatches('newPassword', "Passwords don't match"))
export type ChangePasswordInput = z.infer<typeof ChangePasswordSchema>

export const ProfileSchema = z
  .object({
    firstName: requiredText('First name is required', NAME_MAX_LENGTH),
    lastName: requiredText('Last name is required', NAME_MAX_LENGTH),
    phone,
    state: location,
    /** Pillars and custom ones alike: the checkboxes without JavaScript, the picker's hidden inputs with it, an array in JSON. */
    specialties: z
      .array(safeText(z.string({ invalid_type_error: 'Each speciality must be text' })), {
        invalid_type_error: 'Specialities must be a list',
      })
      .max(100, `Choose at most ${SPECIALTIES_MAX_COUNT} specialities`)
      .optional()
      .transform((value) => value ?? []),
    /** Custom specialities typed as a comma-separated list (the form without JavaScript). */
    otherSpecialties: optionalText(OTHER_SPECIALTIES_MAX_LENGTH),
    certification: optionalText(CERTIFICATION_MAX_LENGTH),
    businessName: optionalText(BUSINESS_NAME_MAX_LENGTH),
    bio: optionalText(BIO_MAX_LENGTH, { multiline: true }),
    imageUrl: optionalWebAddress(IMAGE_URL_MAX_LENGTH),
  })
  .transform(({ otherSpecialties, specialties, ...rest }) => ({
    ...rest,
    specialties: mergeSpecialties(specialties, splitSpecialties(otherSpecialties)),
  }))
  .superRefine((value, ctx) => {
    if (value.specialties.length > SPECIALTIES_MAX_COUNT) {
      ctx.addIssue({ code: 'custom', path: ['specialties'], message: `Choose at most ${SPECIALTIES_MAX_COUNT} specialities` })
    }
    if (value.specialties.some((s) => s.length > SPECIALTY_MAX_LENGTH)) {
      ctx.addIssue({
        code: 'custom',
        path: ['specialties'],
        message: `Each speciality must be at most ${SPECIALTY_MAX_LENGTH} characters`,
      })
    }
  })
export type ProfileInput = z.infer<typeof ProfileSchema>

export const VerifyEmailSchema = z.object({
  token: z
    .string({ required_error: 'Verification token is required', invalid_type_error: 'Verification token is required' })
    .trim()
    .min(1, 'Verification token is required')
    .max(TOKEN_MAX_LENGTH, 'Verification token is required'),
})
