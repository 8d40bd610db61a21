import { z } from 'zod'
import { site } from '#app/config/site.ts'
import { DEFAULT_PRACTITIONER_SPECIALTY, LOCATIONS, MEMBERSHIP_ID_PATTERN } from '#app/domain/constants.ts'
import { mergeSpecialties, splitSpecialties } from '#app/domain/specialties.ts'
import { LISTING_MESSAGES } from './admin-messages.ts'
import { optionalText, optionalWebAddress, isWebAddress } from './fields.ts'
import { safeText } from './text.ts'
import {
  BUSINESS_NAME_MAX_LENGTH,
  CERTIFICATION_MAX_LENGTH,
  EMAIL_MAX_LENGTH,
  IMAGE_URL_MAX_LENGTH,
  MEMBERSHIP_ID_MAX_LENGTH,
  PHONE_MAX_LENGTH,
  SPECIALTIES_MAX_COUNT,
  SPECIALTY_MAX_LENGTH,
} from './form-limits.ts'
import {
  COUNTRY_MAX_LENGTH,
  EXPERIENCE_MAX_YEARS,
  PRACTITIONER_DESCRIPTION_MAX_LENGTH,
  PRACTITIONER_LOCATION_MAX_LENGTH,
  PRACTITIONER_NAME_MAX_LENGTH,
  PRACTITIONER_SPECIALTIES_TEXT_MAX_LENGTH,
  PRACTITIONER_TITLE_MAX_LENGTH,
  RATING_MAX,
  REVIEW_COUNT_MAX,
  SALUTATION_MAX_LENGTH,
  TCM_REGISTRATION_MAX_LENGTH,
  TOWN_MAX_LENGTH,
  WEBSITE_MAX_LENGTH,
} from './admin-form-limits.ts'
import { message } from './messages.ts'
import { LISTING_LANGUAGES, PRACTICE_MODES } from '#app/domain/listing.ts'
import { placeOfPostcode, POSTCODE_PATTERN } from '#app/domain/places.ts'

/**
 * A directory listing as the admin form (/admin, /admin/practitioners/new, …/{id}/edit) and the JSON API
 * (POST /api/practitioners, PUT /api/practitioners/{id}) send it. Spec section 5: only name and email
 * gate saving (message('name.nameAndEmailRequired')); experience is read as a whole number, anything else
 * being 0; specialities are comma separated (or a JSON list), trimmed, blanks dropped, 'Energy Medicine'
 * when none; on save the country defaults to Malaysia, rating and reviewCount to 0, the phone to empty
 * and the picture to the default image. A blank membership ID is given the next free one on save.
 */

export const DEFAULT_PRACTITIONER_COUNTRY = 'Malaysia'

export const EXPERIENCE_MESSAGE = message('listing.experience', { max: EXPERIENCE_MAX_YEARS })
export const RATING_MESSAGE = message('listing.rating', { max: RATING_MAX })
export const REVIEW_COUNT_MESSAGE = message('listing.reviewCount')

const tooLong = (max: number) => message('text.tooLong', { max })

const isBlank = (value: unknown) => typeof value !== 'string' || value.trim() === ''

const name = safeText(
  z
    .string({ required_error: LISTING_MESSAGES.nameRequired, invalid_type_error: LISTING_MESSAGES.nameRequired })
    .trim()
    .min(1, LISTING_MESSAGES.nameRequired)
    .max(PRACTITIONER_NAME_MAX_LENGTH, tooLong(PRACTITIONER_NAME_MAX_LENGTH)),
)

const email = z
  .string({ required_error: LISTING_MESSAGES.invalidEmail, invalid_type_error: LISTING_MESSAGES.invalidEmail })
  .trim()
  .toLowerCase()
  .min(1, LISTING_MESSAGES.invalidEmail)
  .max(EMAIL_MAX_LENGTH, message('email.tooLong'))
  .email(LISTING_MESSAGES.invalidEmail)

const membershipId = z
  .string({ invalid_type_error: LISTING_MESSAGES.membershipIdFormat })
  .trim()
  .toUpperCase()
  .max(MEMBERSHIP_ID_MAX_LENGTH, LISTING_MESSAGES.membershipIdFormat)
  .optional()
  .transform((value) => value ?? '')
  .refine((value) => value === '' || MEMBERSHIP_ID_PATTERN.test(value), LISTING_MESSAGES.membershipIdFormat)

// A checked string rather than an enum, so that Conform does not mark the field required.
const LOCATION_VALUES: readonly string[] = LOCATIONS
export const state = optionalText(PRACTITIONER_LOCATION_MAX_LENGTH).refine(
  (value) => value === '' || LOCATION_VALUES.includes(value),
  message('location.unknown'),
)

/** The practice's town (issue 36): shown on the listing, and placed on the map when the postcode is not. */
export const town = optionalText(TOWN_MAX_LENGTH)

/** A Malaysian postcode (five digits) that the bundled table knows, or nothing. */
export const postcode = optionalText(5 + 10)
  .transform((value) => value.replace(/\s+/g, ''))
  .refine((value) => value === '' || POSTCODE_PATTERN.test(value), message('postcode.format'))
  .refine((value) => value === '' || !POSTCODE_PATTERN.test(value) || placeOfPostcode(value) !== null, message('postcode.unknown'))

/** Whether the profile and the API show the e-mail address (issue 36): off unless the member ticks it. */
export const publishEmail = z
  .boolean({ invalid_type_error: message('flag.publishEmail') })
  .optional()
  .transform((value) => value ?? false)

/** "12", "12 years", 12 and 12.5 are 12; "", "abc" and a missing value are 0 (spec section 5). */
export function parseExperience(value: unknown): number {
  if (typeof value === 'number') return Number.isFinite(value) ? Math.trunc(value) : 0
  if (typeof value !== 'string') return 0
  const parsed = Number.parseInt(value.trim(), 10)
  return Number.isNaN(parsed) ? 0 : parsed
}

export const experience = z
  .preprocess(
    parseExperience,
    z.number().int(EXPERIENCE_MESSAGE).min(0, EXPERIENCE_MESSAGE).max(EXPERIENCE_MAX_YEARS, EXPERIENCE_MESSAGE).optional(),
  )
  .transform((value) => value ?? 0)

const wholeNumber = (max: number, message: string) =>
  z
    .number({ invalid_type_error: message })
    .int(message)
    .min(0, message)
    .max(max, message)
    .optional()
    .transform((value) => value ?? 0)

const SPECIALTIES_TYPE_MESSAGE = message('specialties.textOrList')

/** The form sends one comma-separated text; JSON may send that or a list of text, read as the same text. */
export const specialties = z
  .preprocess(
    (value) => (Array.isArray(value) && value.every((item) => typeof item === 'string') ? value.join(', ') : value),
    safeText(
      z
        .string({ invalid_type_error: SPECIALTIES_TYPE_MESSAGE })
        .max(PRACTITIONER_SPECIALTIES_TEXT_MAX_LENGTH, tooLong(PRACTITIONER_SPECIALTIES_TEXT_MAX_LENGTH)),
    ).optional(),
  )
  .transform((value) => mergeSpecialties(splitSpecialties(value)))
  .superRefine((list, ctx) => {
    if (list.length > SPECIALTIES_MAX_COUNT) ctx.addIssue({ code: 'custom', message: message('specialties.atMost', { max: SPECIALTIES_MAX_COUNT }) })
    if (list.some((s) => s.length > SPECIALTY_MAX_LENGTH)) {
      ctx.addIssue({ code: 'custom', message: message('specialties.tooLong', { max: SPECIALTY_MAX_LENGTH }) })
    }
  })
  .transform((list) => (list.length ? list : [DEFAULT_PRACTITIONER_SPECIALTY]))

/** One value or several (repeated form fields), as a list; nothing is an empty list. */
const asList = (value: unknown) => (value === undefined || value === null || value === '' ? [] : Array.isArray(value) ? value : [value])

/** Values of a fixed list (any order, each once), stored in the list's order; one message for the field. */
export const choices = <T extends string>(options: readonly T[], invalid: string) =>
  z
    .preprocess(asList, z.array(z.unknown(), { invalid_type_error: invalid }))
    .refine((list) => list.every((item) => typeof item === 'string' && (options as readonly string[]).includes(item)), invalid)
    .transform((list) => options.filter((option) => list.includes(option)))

/** A phone number as people write it: digits, spaces, dashes, brackets and a leading +, 8 to 15 digits. */
export const phoneLike = (invalid: string) =>
  optionalText(PHONE_MAX_LENGTH).refine((value) => {
    if (value === '') return true
    const digits = value.replace(/\D/g, '').length
    return /^\+?[\d\s()-]+$/.test(value) && digits >= 8 && digits <= 15
  }, invalid)

/** A web address, or a picture of this site such as the default /images/exco-2025.svg. */
const imageUrl = optionalText(IMAGE_URL_MAX_LENGTH)
  .refine((value) => value === '' || isWebAddress(value) || /^\/(?![/\\])[\w./-]+$/.test(value), message('url.invalid'))
  .transform((value) => value || site.defaultListingImage)

const ListingFieldsSchema = z.object({
  salutation: optionalText(SALUTATION_MAX_LENGTH),
  name,
  title: optionalText(PRACTITIONER_TITLE_MAX_LENGTH),
  businessName: optionalText(BUSINESS_NAME_MAX_LENGTH),
  membershipId,
  email,
  phone: optionalText(PHONE_MAX_LENGTH),
  state,
  country: optionalText(COUNTRY_MAX_LENGTH).transform((value) => value || DEFAULT_PRACTITIONER_COUNTRY),
  location: optionalText(PRACTITIONER_LOCATION_MAX_LENGTH),
  town: town.optional(),
  postcode: postcode.optional(),
  publishEmail: z.boolean({ invalid_type_error: message('flag.publishEmail') }).optional(),
  experience,
  certification: optionalText(CERTIFICATION_MAX_LENGTH),
  specialties,
  description: optionalText(PRACTITIONER_DESCRIPTION_MAX_LENGTH, { multiline: true }),
  rating: wholeNumber(RATING_MAX, RATING_MESSAGE),
  reviewCount: wholeNumber(REVIEW_COUNT_MAX, REVIEW_COUNT_MESSAGE),
  imageUrl,
  /**
   * Left out, it means "active" in JSON; an HTML checkbox is left out when unticked, so the form's
   * action reads its absence as false (see routes/admin._index/listings.server.ts).
   */
  isActive: z.boolean({ invalid_type_error: message('flag.active') }).optional(),
  /**
   * Issue 19's fields, with the member's form's rules (validation/my-listing.ts). Left out of a JSON
   * body, the stored values stay; the form sends all five (no ticked box reads as none: its action).
   */
  languages: choices(LISTING_LANGUAGES, message('myListing.languages')).optional(),
  modes: choices(PRACTICE_MODES, message('myListing.modes')).optional(),
  whatsapp: phoneLike(message('myListing.whatsapp')).optional(),
  website: optionalWebAddress(WEBSITE_MAX_LENGTH).optional(),
  tcmRegistrationNo: optionalText(TCM_REGISTRATION_MAX_LENGTH).optional(),
})

/**
 * The spec's form-level message comes first, before the field messages, whenever name or email is
 * missing; it is added ahead of the fields so that it is said even when another field fails too.
 */
export const ListingSchema = z.preprocess((input, ctx) => {
  const body = input && typeof input === 'object' ? (input as Record<string, unknown>) : {}
  if (isBlank(body.name) || isBlank(body.email)) {
    ctx.addIssue({ code: 'custom', message: LISTING_MESSAGES.nameAndEmailRequired })
  }
  return input
}, ListingFieldsSchema)

export type ListingInput = z.infer<typeof ListingSchema>
/** The form's own values before parsing (all text). */
export type ListingFormValues = z.input<typeof ListingFieldsSchema>
