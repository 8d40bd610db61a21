import { MAX_ALT_TEXT_LENGTH } from '#app/domain/media.ts'
import { IMAGE_URL_MAX_LENGTH, type Constraint } from './form-constraints.ts'

/**
 * The written-out constraints of the six content forms on /admin-content (see form-constraints.ts for
 * why they are written out). A module of their own for the reason admin-form-constraints.ts gives: a
 * module several pages use lands in one shared chunk, and these would ride along on every page with a
 * form (the account pages' JavaScript budget has no room for them).
 */

// Site content, managed on /admin-content (the limits are the models' own).
export const CONTENT_TITLE_MAX_LENGTH = 200
export const CONTENT_DESCRIPTION_MAX_LENGTH = 3000
/** Free-text dates such as "14–16 March 2027" (events, galleries). */
export const CONTENT_DATE_TEXT_MAX_LENGTH = 100
export const NEWS_EXCERPT_MAX_LENGTH = 600
export const NEWS_CONTENT_MAX_LENGTH = 20000
export const NEWS_AUTHOR_MAX_LENGTH = 120
export const NEWS_CATEGORY_MAX_LENGTH = 80
export const EVENT_LOCATION_MAX_LENGTH = 200
export const EVENT_TYPE_MAX_LENGTH = 60
export const GALLERY_DESCRIPTION_MAX_LENGTH = 2000
export const PARTNER_NAME_MAX_LENGTH = 200
export const PARTNER_TYPE_MAX_LENGTH = 100
export const PARTNER_FOCUS_MAX_LENGTH = 300
export const PARTNER_STATUS_MAX_LENGTH = 100
export const PARTNER_COUNTRY_MAX_LENGTH = 100
export const TRAINING_DURATION_MAX_LENGTH = 100
export const TRAINING_LEVEL_MAX_LENGTH = 60
export const TRAINING_PROVIDER_MAX_LENGTH = 200
export const TRAINING_COST_MAX_LENGTH = 100

// The content constraints are plain object literals, not calls of the helpers above: esbuild cannot
// tell that a call has no side effects, so it would keep them in the chunk every form shares even
// though only the admin area's loaders send them (see app/validation/content.ts).

/** A checkbox: unticked sends nothing, so it is never required. */
const flag = { required: false }

export const NEWS_ARTICLE_CONSTRAINT = {
  title: { required: true, minLength: 1, maxLength: CONTENT_TITLE_MAX_LENGTH },
  excerpt: { required: true, minLength: 1, maxLength: NEWS_EXCERPT_MAX_LENGTH },
  content: { required: false, maxLength: NEWS_CONTENT_MAX_LENGTH },
  // The schema reads the day itself; the browser only needs to know it is required.
  date: { required: true, minLength: 1 },
  author: { required: true, minLength: 1, maxLength: NEWS_AUTHOR_MAX_LENGTH },
  category: { required: true, minLength: 1, maxLength: NEWS_CATEGORY_MAX_LENGTH },
  imageUrl: { required: false, maxLength: IMAGE_URL_MAX_LENGTH },
  featured: flag,
  isActive: flag,
  titleMs: { required: false, maxLength: CONTENT_TITLE_MAX_LENGTH },
  excerptMs: { required: false, maxLength: NEWS_EXCERPT_MAX_LENGTH },
  contentMs: { required: false, maxLength: NEWS_CONTENT_MAX_LENGTH },
  categoryMs: { required: false, maxLength: NEWS_CATEGORY_MAX_LENGTH },
  imageAlt: { required: false, maxLength: MAX_ALT_TEXT_LENGTH },
  imageAltMs: { required: false, maxLength: MAX_ALT_TEXT_LENGTH },
} satisfies Constraint

export const EVENT_CONSTRAINT = {
  title: { required: true, minLength: 1, maxLength: CONTENT_TITLE_MAX_LENGTH },
  // Either this text or a start date and time (issue 20).
  date: { required: false, maxLength: CONTENT_DATE_TEXT_MAX_LENGTH },
  location: { required: true, minLength: 1, maxLength: EVENT_LOCATION_MAX_LENGTH },
  type: { required: true, minLength: 1, maxLength: EVENT_TYPE_MAX_LENGTH },
  description: { required: false, maxLength: CONTENT_DESCRIPTION_MAX_LENGTH },
  isActive: flag,
  titleMs: { required: false, maxLength: CONTENT_TITLE_MAX_LENGTH },
  dateMs: { required: false, maxLength: CONTENT_DATE_TEXT_MAX_LENGTH },
  descriptionMs: { required: false, maxLength: CONTENT_DESCRIPTION_MAX_LENGTH },
  startsAt: { required: false },
  endsAt: { required: false },
  registrationDeadline: { required: false },
  isOnline: flag,
  cpdHours: { required: false },
  category: { required: false },
  priceMember: { required: false },
  priceNonMember: { required: false },
  capacity: { required: false },
  provider: { required: false, maxLength: 200 },
} satisfies Constraint

export const GALLERY_CONSTRAINT = {
  title: { required: true, minLength: 1, maxLength: CONTENT_TITLE_MAX_LENGTH },
  description: { required: true, minLength: 1, maxLength: GALLERY_DESCRIPTION_MAX_LENGTH },
  date: { required: true, minLength: 1, maxLength: CONTENT_DATE_TEXT_MAX_LENGTH },
  isActive: flag,
  titleMs: { required: false, maxLength: CONTENT_TITLE_MAX_LENGTH },
  descriptionMs: { required: false, maxLength: GALLERY_DESCRIPTION_MAX_LENGTH },
  dateMs: { required: false, maxLength: CONTENT_DATE_TEXT_MAX_LENGTH },
} satisfies Constraint

export const LOCAL_PARTNER_CONSTRAINT = {
  name: { required: true, minLength: 1, maxLength: PARTNER_NAME_MAX_LENGTH },
  type: { required: true, minLength: 1, maxLength: PARTNER_TYPE_MAX_LENGTH },
  description: { required: true, minLength: 1, maxLength: CONTENT_DESCRIPTION_MAX_LENGTH },
  focus: { required: true, minLength: 1, maxLength: PARTNER_FOCUS_MAX_LENGTH },
  status: { required: true, minLength: 1, maxLength: PARTNER_STATUS_MAX_LENGTH },
  isActive: flag,
  nameMs: { required: false, maxLength: PARTNER_NAME_MAX_LENGTH },
  typeMs: { required: false, maxLength: PARTNER_TYPE_MAX_LENGTH },
  descriptionMs: { required: false, maxLength: CONTENT_DESCRIPTION_MAX_LENGTH },
  focusMs: { required: false, maxLength: PARTNER_FOCUS_MAX_LENGTH },
  imageAlt: { required: false, maxLength: MAX_ALT_TEXT_LENGTH },
  imageAltMs: { required: false, maxLength: MAX_ALT_TEXT_LENGTH },
} satisfies Constraint

export const INTERNATIONAL_PARTNER_CONSTRAINT = {
  name: { required: true, minLength: 1, maxLength: PARTNER_NAME_MAX_LENGTH },
  type: { required: true, minLength: 1, maxLength: PARTNER_TYPE_MAX_LENGTH },
  description: { required: true, minLength: 1, maxLength: CONTENT_DESCRIPTION_MAX_LENGTH },
  focus: { required: true, minLength: 1, maxLength: PARTNER_FOCUS_MAX_LENGTH },
  status: { required: true, minLength: 1, maxLength: PARTNER_STATUS_MAX_LENGTH },
  country: { required: true, minLength: 1, maxLength: PARTNER_COUNTRY_MAX_LENGTH },
  isActive: flag,
  nameMs: { required: false, maxLength: PARTNER_NAME_MAX_LENGTH },
  typeMs: { required: false, maxLength: PARTNER_TYPE_MAX_LENGTH },
  descriptionMs: { required: false, maxLength: CONTENT_DESCRIPTION_MAX_LENGTH },
  focusMs: { required: false, maxLength: PARTNER_FOCUS_MAX_LENGTH },
  imageAlt: { required: false, maxLength: MAX_ALT_TEXT_LENGTH },
  imageAltMs: { required: false, maxLength: MAX_ALT_TEXT_LENGTH },
} satisfies Constraint

export const TRAINING_PROGRAMME_CONSTRAINT = {
  title: { required: true, minLength: 1, maxLength: CONTENT_TITLE_MAX_LENGTH },
  description: { required: true, minLength: 1, maxLength: CONTENT_DESCRIPTION_MAX_LENGTH },
  duration: { required: true, minLength: 1, maxLength: TRAINING_DURATION_MAX_LENGTH },
  level: { required: true, minLength: 1, maxLength: TRAINING_LEVEL_MAX_LENGTH },
  provider: { required: true, minLength: 1, maxLength: TRAINING_PROVIDER_MAX_LENGTH },
  cost: { required: false, maxLength: TRAINING_COST_MAX_LENGTH },
  isActive: flag,
  titleMs: { required: false, maxLength: CONTENT_TITLE_MAX_LENGTH },
  descriptionMs: { required: false, maxLength: CONTENT_DESCRIPTION_MAX_LENGTH },
  durationMs: { required: false, maxLength: TRAINING_DURATION_MAX_LENGTH },
  costMs: { required: false, maxLength: TRAINING_COST_MAX_LENGTH },
} satisfies Constraint

export const COMMITTEE_NAME_MAX_LENGTH = 200
export const COMMITTEE_SALUTATION_MAX_LENGTH = 40
export const COMMITTEE_ORDER_MAX = 1000

export const COMMITTEE_MEMBER_CONSTRAINT = {
  salutation: { required: false, maxLength: COMMITTEE_SALUTATION_MAX_LENGTH },
  name: { required: true, minLength: 1, maxLength: COMMITTEE_NAME_MAX_LENGTH },
  position: { required: true, minLength: 1, maxLength: COMMITTEE_NAME_MAX_LENGTH },
  organisation: { required: false, maxLength: COMMITTEE_NAME_MAX_LENGTH },
  order: { required: false },
  isActive: flag,
  salutationMs: { required: false, maxLength: COMMITTEE_SALUTATION_MAX_LENGTH },
  positionMs: { required: false, maxLength: COMMITTEE_NAME_MAX_LENGTH },
  imageAlt: { required: false, maxLength: MAX_ALT_TEXT_LENGTH },
  imageAltMs: { required: false, maxLength: MAX_ALT_TEXT_LENGTH },
} satisfies Constraint
