import { z } from 'zod'
import { EMAIL_MAX_LENGTH, PASSWORD_MAX_LENGTH } from './form-constraints.ts'

/**
 * Changing the e-mail address a member signs in with, from /profile and POST /api/auth/change-email:
 * the new address, and the current password to show it is the member asking.
 */
export const ChangeEmailSchema = z.object({
  newEmail: z
    .string({ required_error: 'Invalid email address', invalid_type_error: 'Invalid email address' })
    .trim()
    .toLowerCase()
    .max(EMAIL_MAX_LENGTH, 'Email address is too long')
    .email('Invalid email address'),
  currentPassword: z
    .string({ required_error: 'Current password is required', invalid_type_error: 'Current password is required' })
    .min(1, 'Current password is required')
    .max(PASSWORD_MAX_LENGTH, 'Current password is incorrect'),
})
export type ChangeEmailInput = z.infer<typeof ChangeEmailSchema>

