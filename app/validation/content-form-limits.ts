/**
 * The limits of the site's content kinds managed on /admin-content, which the schemas and models read
 * (the forms' native constraints are computed from the schemas: constraints.server.ts).
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

export const COMMITTEE_NAME_MAX_LENGTH = 200
export const COMMITTEE_SALUTATION_MAX_LENGTH = 40
export const COMMITTEE_ORDER_MAX = 1000
