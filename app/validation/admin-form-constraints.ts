import {
  BUSINESS_NAME_MAX_LENGTH,
  CERTIFICATION_MAX_LENGTH,
  EMAIL_MAX_LENGTH,
  IMAGE_URL_MAX_LENGTH,
  MEMBERSHIP_ID_MAX_LENGTH,
  PHONE_MAX_LENGTH,
  type Constraint,
} from './form-constraints.ts'

/**
 * The written-out constraints of the administrators' listing and CPD review forms (see
 * form-constraints.ts for why they are written out). A module of their own, because esbuild puts a
 * module used by several pages into one shared chunk: kept in form-constraints.ts, these would ride
 * along on every public page with a form.
 */

/** A directory listing (the admin form and POST/PUT /api/practitioners); the model's own limits. */
export const SALUTATION_MAX_LENGTH = 30
export const PRACTITIONER_NAME_MAX_LENGTH = 150
export const PRACTITIONER_TITLE_MAX_LENGTH = 150
export const COUNTRY_MAX_LENGTH = 100
export const PRACTITIONER_LOCATION_MAX_LENGTH = 200
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

export const PRACTITIONER_CONSTRAINT = {
  salutation: { required: false, maxLength: SALUTATION_MAX_LENGTH },
  name: { required: true, minLength: 1, maxLength: PRACTITIONER_NAME_MAX_LENGTH },
  title: { required: false, maxLength: PRACTITIONER_TITLE_MAX_LENGTH },
  businessName: { required: false, maxLength: BUSINESS_NAME_MAX_LENGTH },
  membershipId: { required: false, maxLength: MEMBERSHIP_ID_MAX_LENGTH },
  email: { required: true, minLength: 1, maxLength: EMAIL_MAX_LENGTH },
  phone: { required: false, maxLength: PHONE_MAX_LENGTH },
  state: { required: false, maxLength: PRACTITIONER_LOCATION_MAX_LENGTH },
  country: { required: false, maxLength: COUNTRY_MAX_LENGTH },
  location: { required: false, maxLength: PRACTITIONER_LOCATION_MAX_LENGTH },
  experience: { required: false },
  certification: { required: false, maxLength: CERTIFICATION_MAX_LENGTH },
  specialties: { required: false, maxLength: PRACTITIONER_SPECIALTIES_TEXT_MAX_LENGTH },
  description: { required: false, maxLength: PRACTITIONER_DESCRIPTION_MAX_LENGTH },
  rating: { required: false },
  reviewCount: { required: false },
  imageUrl: { required: false, maxLength: IMAGE_URL_MAX_LENGTH },
  isActive: { required: false },
  // A box left unticked sends nothing; each value sent must be one of the list (the `[]` rows, as CPD review's).
  languages: { required: false, multiple: true },
  'languages[]': { required: true },
  modes: { required: false, multiple: true },
  'modes[]': { required: true },
  whatsapp: { required: false, maxLength: PHONE_MAX_LENGTH },
  website: { required: false, maxLength: WEBSITE_MAX_LENGTH },
  tcmRegistrationNo: { required: false, maxLength: TCM_REGISTRATION_MAX_LENGTH },
} satisfies Constraint

/** The member's own listing form (My listing, issue 19): the same limits as its schema (validation/my-listing.ts). */
export const MY_LISTING_CONSTRAINT = {
  salutation: { required: false, maxLength: SALUTATION_MAX_LENGTH },
  title: { required: false, maxLength: PRACTITIONER_TITLE_MAX_LENGTH },
  businessName: { required: false, maxLength: BUSINESS_NAME_MAX_LENGTH },
  description: { required: false, maxLength: PRACTITIONER_DESCRIPTION_MAX_LENGTH },
  specialties: { required: false, maxLength: PRACTITIONER_SPECIALTIES_TEXT_MAX_LENGTH },
  languages: { required: false, multiple: true },
  'languages[]': { required: true },
  modes: { required: false, multiple: true },
  'modes[]': { required: true },
  phone: { required: false, maxLength: PHONE_MAX_LENGTH },
  whatsapp: { required: false, maxLength: PHONE_MAX_LENGTH },
  email: { required: true, maxLength: EMAIL_MAX_LENGTH },
  state: { required: false, maxLength: PRACTITIONER_LOCATION_MAX_LENGTH },
  location: { required: false, maxLength: PRACTITIONER_LOCATION_MAX_LENGTH },
  website: { required: false, maxLength: WEBSITE_MAX_LENGTH },
  experience: { required: false, min: 0, max: EXPERIENCE_MAX_YEARS },
  certification: { required: false, maxLength: CERTIFICATION_MAX_LENGTH },
  tcmRegistrationNo: { required: false, maxLength: TCM_REGISTRATION_MAX_LENGTH },
  /** JSON only (a photo uploaded before); the form sends a file instead. */
  imageMediaId: { required: false },
} satisfies Constraint

/** The CPD review forms of /admin/cpd: a row's buttons, or the ticked rows with "Approve/Reject selected". */
export const CPD_REVIEW_CONSTRAINT = {
  status: { required: true },
  note: { required: false, maxLength: REVIEW_NOTE_MAX_LENGTH },
  entryIds: { required: true, multiple: true },
  'entryIds[]': { required: true },
  expectedUpdatedAt: { required: true, multiple: true },
  'expectedUpdatedAt[]': { required: true, maxLength: 100 },
} satisfies Constraint

/** An administrator's new version of the privacy notice (issue 21; PrivacyNoticeSchema). Here, not
 * in form-constraints.ts, which the members' form pages load: they need not carry an admin page's limits. */
export const PRIVACY_NOTICE_MAX_LENGTH = 40_000
export const PRIVACY_NOTICE_CONSTRAINT = {
  bodyEn: { required: true, maxLength: PRIVACY_NOTICE_MAX_LENGTH },
  bodyMs: { required: true, maxLength: PRIVACY_NOTICE_MAX_LENGTH },
  effectiveDate: { required: true },
} as const
