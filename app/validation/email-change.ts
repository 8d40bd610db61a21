import { z } from 'zod'
import { EMAIL_MAX_LENGTH, PASSWORD_MAX_LENGTH } from './form-limits.ts'
import { message } from './messages.ts'

/**
 * Changing the e-mail address a member signs in with, from /profile and POST /api/auth/change-email:
 * the new address, and the current password to show it is the member asking.
 */
export const ChangeEmailSchema = z.object({
  newEmail: z
    .string({ required_error: message('email.invalid'), invalid_type_error: message('email.invalid') })
    .trim()
    .toLowerCase()
    .max(EMAIL_MAX_LENGTH, message('email.tooLong'))
    .email(message('email.invalid')),
  currentPassword: z
    .string({ required_error: message('password.currentRequired'), invalid_type_error: message('password.currentRequired') })
    .min(1, message('password.currentRequired'))
    .max(PASSWORD_MAX_LENGTH, message('password.currentIncorrect')),
})
export type ChangeEmailInput = z.infer<typeof ChangeEmailSchema>

