import { PASSWORD_MIN_LENGTH } from '#app/domain/constants.ts'

/**
 * The native constraints (required, minLength, maxLength) of the public and account forms, for the
 * browser, and the limits the schemas read. Importing zod into a page would add about 15 KB of gzipped
 * JavaScript to every page with a form, so a page's constraints come either from its loader, computed
 * from the schema with `getZodConstraint` on the server (constraints.server.ts: the CPD entry form,
 * the first moved, which took 0.6 KB off /member-dashboard/cpd/new), or from here, written out, with a
 * unit test that they agree with the schemas (the forms not moved yet: the same change each).
 */

export const NAME_MAX_LENGTH = 100
export const EMAIL_MAX_LENGTH = 254
export const PHONE_MAX_LENGTH = 40
export const CONTACT_MESSAGE_MAX_LENGTH = 5000

export const PASSWORD_MAX_LENGTH = 128
/** A new password (registration, reset, change): 8 characters or more, and at most 72 bytes (bcrypt). */
export const NEW_PASSWORD_MIN_LENGTH = 8
export const PASSWORD_MAX_BYTES = 72
export const USERNAME_MAX_LENGTH = 64
export const MEMBERSHIP_ID_MAX_LENGTH = 20
export const LOCATION_MAX_LENGTH = 100
/** Reset and e-mail confirmation tokens. */
export const TOKEN_MAX_LENGTH = 200
export const CERTIFICATION_MAX_LENGTH = 300
export const BUSINESS_NAME_MAX_LENGTH = 200
export const BIO_MAX_LENGTH = 3000
export const IMAGE_URL_MAX_LENGTH = 2000
/** The comma-separated "Other specialities" field of the form without JavaScript. */
export const OTHER_SPECIALTIES_MAX_LENGTH = 1000
/** One speciality, as the picker lets it be typed. */
export const SPECIALTY_MAX_LENGTH = 60
export const SPECIALTIES_MAX_COUNT = 20

export const CPD_TITLE_MAX_LENGTH = 200
export const CPD_PROVIDER_MAX_LENGTH = 200
export const CPD_DESCRIPTION_MAX_LENGTH = 2000
export const CPD_URL_MAX_LENGTH = 2000

export type Constraint = Record<string, { required?: boolean; minLength?: number; maxLength?: number; multiple?: boolean; min?: number; max?: number }>

const requiredText = (maxLength: number) => ({ required: true, minLength: 1, maxLength })

export const CONTACT_PAGE_CONSTRAINT = {
  firstName: requiredText(NAME_MAX_LENGTH),
  lastName: requiredText(NAME_MAX_LENGTH),
  email: { required: true, maxLength: EMAIL_MAX_LENGTH },
  phone: { required: false, maxLength: PHONE_MAX_LENGTH },
  subject: { required: true },
  message: requiredText(CONTACT_MESSAGE_MAX_LENGTH),
  newsletter: { required: false },
} satisfies Constraint

export const NEWSLETTER_CONSTRAINT = {
  email: { required: true, maxLength: EMAIL_MAX_LENGTH },
} satisfies Constraint

const password = (minLength: number) => ({ required: true, minLength, maxLength: PASSWORD_MAX_LENGTH })
/** Bytes cannot be a native constraint: 72 characters is the most 72 bytes can hold. */
const newPasswordField = { required: true, minLength: NEW_PASSWORD_MIN_LENGTH, maxLength: PASSWORD_MAX_BYTES }
const optionalText = (maxLength: number) => ({ required: false, maxLength })

export const LOGIN_CONSTRAINT = {
  email: { required: true, maxLength: EMAIL_MAX_LENGTH },
  password: password(PASSWORD_MIN_LENGTH),
  redirectTo: { required: false },
} satisfies Constraint

export const REGISTER_CONSTRAINT = {
  firstName: requiredText(NAME_MAX_LENGTH),
  lastName: requiredText(NAME_MAX_LENGTH),
  email: { required: true, maxLength: EMAIL_MAX_LENGTH },
  // Optional since issue 18: made from the e-mail address when left blank.
  username: { required: false, maxLength: USERNAME_MAX_LENGTH },
  password: newPasswordField,
  // A claim of an ID already held, optional; the schema checks its EMP001 form.
  claimedMembershipId: { required: false, maxLength: MEMBERSHIP_ID_MAX_LENGTH },
  membershipId: { required: false, maxLength: MEMBERSHIP_ID_MAX_LENGTH },
  membershipType: { required: true, minLength: 1 },
  phone: optionalText(PHONE_MAX_LENGTH),
  state: optionalText(LOCATION_MAX_LENGTH),
  acceptPrivacy: { required: true },
  // The form sends none (the page's language is the member's); a JSON client may.
  locale: { required: false },
} satisfies Constraint

export const FORGOT_PASSWORD_CONSTRAINT = {
  email: { required: true, maxLength: EMAIL_MAX_LENGTH },
} satisfies Constraint

export const RESET_PASSWORD_CONSTRAINT = {
  token: requiredText(TOKEN_MAX_LENGTH),
  newPassword: newPasswordField,
  confirmPassword: newPasswordField,
} satisfies Constraint

export const CHANGE_PASSWORD_CONSTRAINT = {
  currentPassword: password(1),
  newPassword: newPasswordField,
  confirmPassword: newPasswordField,
} satisfies Constraint

export const PROFILE_CONSTRAINT = {
  firstName: requiredText(NAME_MAX_LENGTH),
  lastName: requiredText(NAME_MAX_LENGTH),
  phone: optionalText(PHONE_MAX_LENGTH),
  state: optionalText(LOCATION_MAX_LENGTH),
  specialties: { required: false, multiple: true },
  // Each chosen speciality (a ticked box or a picker entry) is a value; the list itself is optional.
  'specialties[]': { required: true },
  otherSpecialties: optionalText(OTHER_SPECIALTIES_MAX_LENGTH),
  certification: optionalText(CERTIFICATION_MAX_LENGTH),
  businessName: optionalText(BUSINESS_NAME_MAX_LENGTH),
  bio: optionalText(BIO_MAX_LENGTH),
  imageUrl: optionalText(IMAGE_URL_MAX_LENGTH),
  locale: { required: false },
} satisfies Constraint

