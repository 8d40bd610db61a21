import { getZodConstraint } from '@conform-to/zod'
import { CpdEntrySchema } from './cpd.ts'
import { ChangePasswordSchema, ForgotPasswordSchema, LoginSchema, ProfileSchema, RegisterSchema, ResetPasswordSchema } from './auth.ts'

/**
 * Native constraints (required, lengths, min and max) computed from a form's own zod schema with
 * Conform's `getZodConstraint`, on the server: the loader sends them with the page, so the browser
 * gets the rules without zod or the schema (issue 32, item 4). The forms whose constraints are still
 * written out (form-constraints.ts) say why there.
 */

/** A CPD entry's: the dashboard's dialogs (the CPD and resources tabs) and the add and edit pages. */
export const CPD_ENTRY_CONSTRAINT = getZodConstraint(CpdEntrySchema)

/** The account pages' forms: signing in, applying, the password forms and the profile. */
export const LOGIN_CONSTRAINT = getZodConstraint(LoginSchema)
export const REGISTER_CONSTRAINT = getZodConstraint(RegisterSchema)
export const FORGOT_PASSWORD_CONSTRAINT = getZodConstraint(ForgotPasswordSchema)
export const RESET_PASSWORD_CONSTRAINT = getZodConstraint(ResetPasswordSchema)
export const CHANGE_PASSWORD_CONSTRAINT = getZodConstraint(ChangePasswordSchema)
export const PROFILE_CONSTRAINT = getZodConstraint(ProfileSchema)
