/**
 * The limits of a directory listing and a CPD review, which the schemas read (the forms' native
 * constraints are computed from the schemas: constraints.server.ts). A module of their own, because
 * esbuild puts a module used by several pages into one shared chunk.
 */

/** A directory listing (the admin form and POST/PUT /api/practitioners); the model's own limits. */
export const SALUTATION_MAX_LENGTH = 30
export const PRACTITIONER_NAME_MAX_LENGTH = 150
export const PRACTITIONER_TITLE_MAX_LENGTH = 150
export const COUNTRY_MAX_LENGTH = 100
export const PRACTITIONER_LOCATION_MAX_LENGTH = 200
export const TOWN_MAX_LENGTH = 100
export const PRACTITIONER_DESCRIPTION_MAX_LENGTH = 5000
/** The comma-separated specialities of a listing. */
export const PRACTITIONER_SPECIALTIES_TEXT_MAX_LENGTH = 1000
export const EXPERIENCE_MAX_YEARS = 80
/** Issue 19's fields of a listing: the same limits in the member's form and the administrators'. */
export const WEBSITE_MAX_LENGTH = 300
export const TCM_REGISTRATION_MAX_LENGTH = 40
/** A rating is stored in tenths: 87 shows as 8.7 out of 10. */
export const RATING_MAX = 100
export const REVIEW_COUNT_MAX = 1_000_000
/** The note a reviewer may leave on a CPD entry, which the member sees. */
export const REVIEW_NOTE_MAX_LENGTH = 1000

/** An administrator's new version of the privacy notice (issue 21; PrivacyNoticeSchema). Here, not
 * in form-limits.ts, which the members' form pages load: they need not carry an admin page's limits. */
export const PRIVACY_NOTICE_MAX_LENGTH = 40_000
