import { z } from 'zod'
import { LISTING_LANGUAGES, PRACTICE_MODES } from '#app/domain/listing.ts'
import { optionalText, optionalWebAddress } from './fields.ts'
import { BUSINESS_NAME_MAX_LENGTH, CERTIFICATION_MAX_LENGTH, EMAIL_MAX_LENGTH } from './form-limits.ts'
import {
  PRACTITIONER_DESCRIPTION_MAX_LENGTH,
  PRACTITIONER_LOCATION_MAX_LENGTH,
  PRACTITIONER_TITLE_MAX_LENGTH,
  SALUTATION_MAX_LENGTH,
  TCM_REGISTRATION_MAX_LENGTH,
  WEBSITE_MAX_LENGTH,
} from './admin-form-limits.ts'
import { choices, experience, phoneLike, postcode, publishEmail, specialties, state, town } from './listing.ts'
import { message } from './messages.ts'

/**
 * A member's own listing (issue 19), as "My listing" (/member-dashboard/listing) and
 * `PUT /api/me/listing` send it: the fields the public sees, except the name and membership ID, which
 * come from the account. The form sends languages and modes as repeated checkboxes; JSON as lists.
 */

export const REVIEW_NOTE_MAX_LENGTH = 1000

const publicEmail = z
  .string({ required_error: message('myListing.email'), invalid_type_error: message('myListing.email') })
  .trim()
  .toLowerCase()
  .max(EMAIL_MAX_LENGTH, message('email.tooLong'))
  .email(message('myListing.email'))

export const MyListingSchema = z.object({
  salutation: optionalText(SALUTATION_MAX_LENGTH),
  title: optionalText(PRACTITIONER_TITLE_MAX_LENGTH),
  businessName: optionalText(BUSINESS_NAME_MAX_LENGTH),
  description: optionalText(PRACTITIONER_DESCRIPTION_MAX_LENGTH, { multiline: true }),
  specialties,
  // Optional as the form has it (no ticked box sends nothing), read as none.
  languages: choices(LISTING_LANGUAGES, message('myListing.languages'))
    .optional()
    .transform((list) => list ?? []),
  modes: choices(PRACTICE_MODES, message('myListing.modes'))
    .optional()
    .transform((list) => list ?? []),
  phone: phoneLike(message('myListing.phone')),
  whatsapp: phoneLike(message('myListing.whatsapp')),
  email: publicEmail,
  state,
  location: optionalText(PRACTITIONER_LOCATION_MAX_LENGTH),
  town,
  postcode,
  publishEmail,
  website: optionalWebAddress(WEBSITE_MAX_LENGTH),
  experience,
  certification: optionalText(CERTIFICATION_MAX_LENGTH),
  tcmRegistrationNo: optionalText(TCM_REGISTRATION_MAX_LENGTH),
  /** JSON only: a photo uploaded before through POST /api/media (purpose `portrait`); '' removes the photo. */
  imageMediaId: z
    .string({ invalid_type_error: message('myListing.photo') })
    .trim()
    .regex(/^([0-9a-fA-F]{24})?$/, message('myListing.photo'))
    .transform((value) => value.toLowerCase())
    .optional(),
})
export type MyListingInput = z.infer<typeof MyListingSchema>

export const ListingReturnSchema = z.object({
  note: z
    .string({ required_error: message('myListing.noteRequired'), invalid_type_error: message('myListing.noteRequired') })
    .trim()
    .min(1, message('myListing.noteRequired'))
    .max(REVIEW_NOTE_MAX_LENGTH, message('text.tooLong', { max: REVIEW_NOTE_MAX_LENGTH })),
})
