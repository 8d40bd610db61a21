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
} satisfies Constraint

export const EVENT_CONSTRAINT = {
  title: { required: true, minLength: 1, maxLength: CONTENT_TITLE_MAX_LENGTH },
  date: { required: true, minLength: 1, maxLength: CONTENT_DATE_TEXT_MAX_LENGTH },
  location: { required: true, minLength: 1, maxLength: EVENT_LOCATION_MAX_LENGTH },
  type: { required: true, minLength: 1, maxLength: EVENT_TYPE_MAX_LENGTH },
  description: { required: false, maxLength: CONTENT_DESCRIPTION_MAX_LENGTH },
  isActive: flag,
} satisfies Constraint

export const GALLERY_CONSTRAINT = {
  title: { required: true, minLength: 1, maxLength: CONTENT_TITLE_MAX_LENGTH },
  description: { required: true, minLength: 1, maxLength: GALLERY_DESCRIPTION_MAX_LENGTH },
  // Empty means 0 photos, so the field is not required.
  images: { required: false },
  date: { required: true, minLength: 1, maxLength: CONTENT_DATE_TEXT_MAX_LENGTH },
  isActive: flag,
} satisfies Constraint

export const LOCAL_PARTNER_CONSTRAINT = {
  name: { required: true, minLength: 1, maxLength: PARTNER_NAME_MAX_LENGTH },
  type: { required: true, minLength: 1, maxLength: PARTNER_TYPE_MAX_LENGTH },
  description: { required: true, minLength: 1, maxLength: CONTENT_DESCRIPTION_MAX_LENGTH },
  focus: { required: true, minLength: 1, maxLength: PARTNER_FOCUS_MAX_LENGTH },
  status: { required: true, minLength: 1, maxLength: PARTNER_STATUS_MAX_LENGTH },
  isActive: flag,
} satisfies Constraint

export const INTERNATIONAL_PARTNER_CONSTRAINT = {
  name: { required: true, minLength: 1, maxLength: PARTNER_NAME_MAX_LENGTH },
  type: { required: true, minLength: 1, maxLength: PARTNER_TYPE_MAX_LENGTH },
  description: { required: true, minLength: 1, maxLength: CONTENT_DESCRIPTION_MAX_LENGTH },
  focus: { required: true, minLength: 1, maxLength: PARTNER_FOCUS_MAX_LENGTH },
  status: { required: true, minLength: 1, maxLength: PARTNER_STATUS_MAX_LENGTH },
  country: { required: true, minLength: 1, maxLength: PARTNER_COUNTRY_MAX_LENGTH },
  isActive: flag,
} satisfies Constraint

export const TRAINING_PROGRAMME_CONSTRAINT = {
  title: { required: true, minLength: 1, maxLength: CONTENT_TITLE_MAX_LENGTH },
  description: { required: true, minLength: 1, maxLength: CONTENT_DESCRIPTION_MAX_LENGTH },
  duration: { required: true, minLength: 1, maxLength: TRAINING_DURATION_MAX_LENGTH },
  level: { required: true, minLength: 1, maxLength: TRAINING_LEVEL_MAX_LENGTH },
  provider: { required: true, minLength: 1, maxLength: TRAINING_PROVIDER_MAX_LENGTH },
  cost: { required: false, maxLength: TRAINING_COST_MAX_LENGTH },
  isActive: flag,
} satisfies Constraint
