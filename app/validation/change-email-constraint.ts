import { EMAIL_MAX_LENGTH, PASSWORD_MAX_LENGTH, type Constraint } from './form-constraints.ts'

// A module of its own, used by /change-email alone: in form-constraints.ts it would ride along in the
// chunk every account page shares, whose JavaScript budget has no room for it.

/** Changing the sign-in address on /change-email (ChangeEmailSchema in email-change.ts). */
export const CHANGE_EMAIL_CONSTRAINT = {
  newEmail: { required: true, maxLength: EMAIL_MAX_LENGTH },
  currentPassword: { required: true, maxLength: PASSWORD_MAX_LENGTH },
} satisfies Constraint
