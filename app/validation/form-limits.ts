/**
 * The limits the schemas read (lengths of names, e-mails, passwords, texts), which some pages also draw
 * (a counter of characters left). A form's native constraints are not written out: its loader sends
 * them, computed from its schema with `getZodConstraint` on the server (constraints.server.ts), since
 * importing zod into a page would add about 15 KB of gzipped JavaScript to every page with a form.
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
