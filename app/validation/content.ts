import { z } from 'zod'
import { type ContentType } from '#app/domain/content-types.ts'
import { calendarDayOf, calendarDayToDate, optionalText, optionalWebAddress, requiredText } from './fields.ts'
import { IMAGE_URL_MAX_LENGTH } from './form-limits.ts'
import { CONTENT_DATE_TEXT_MAX_LENGTH, CONTENT_DESCRIPTION_MAX_LENGTH, CONTENT_TITLE_MAX_LENGTH, EVENT_LOCATION_MAX_LENGTH, EVENT_TYPE_MAX_LENGTH, GALLERY_DESCRIPTION_MAX_LENGTH, NEWS_AUTHOR_MAX_LENGTH, NEWS_CATEGORY_MAX_LENGTH, NEWS_CONTENT_MAX_LENGTH, NEWS_EXCERPT_MAX_LENGTH, PARTNER_COUNTRY_MAX_LENGTH, PARTNER_FOCUS_MAX_LENGTH, PARTNER_NAME_MAX_LENGTH, PARTNER_STATUS_MAX_LENGTH, PARTNER_TYPE_MAX_LENGTH, TRAINING_COST_MAX_LENGTH, TRAINING_DURATION_MAX_LENGTH, TRAINING_LEVEL_MAX_LENGTH, TRAINING_PROVIDER_MAX_LENGTH, COMMITTEE_NAME_MAX_LENGTH, COMMITTEE_ORDER_MAX, COMMITTEE_SALUTATION_MAX_LENGTH } from './content-form-limits.ts'
import { message } from './messages.ts'
import { MAX_ALT_TEXT_LENGTH } from '#app/domain/media.ts'
import { EVENT_PROVIDER_MAX_LENGTH, eventCrossFieldErrors, eventFields, eventPayloadErrors } from './events.ts'

/**
 * The site content an administrator manages on /admin-content, one schema per type, shared by the HTML
 * forms and the JSON API (POST /api/{type}, PUT /api/{type}/{id}). The fields and required ones are the
 * spec's (section 5), now enforced. A PUT sends the whole item, as a POST does: a field left out takes
 * its default, as it would in a new item.
 */

export const CONTENT_MESSAGES = {
  dateInvalid: message('date.invalid'),
} as const

/** Anything earlier is a typing slip. */
const EARLIEST_DAY = '1900-01-01'

/** A news article's date: a date input's YYYY-MM-DD or an ISO timestamp, stored as that calendar day. */
const newsDate = z
  .string({ required_error: message('required.date'), invalid_type_error: message('required.date') })
  .trim()
  .min(1, message('required.date'))
  .transform((value, ctx) => {
    const day = calendarDayOf(value)
    if (!day || day < EARLIEST_DAY) {
      ctx.addIssue({ code: 'custom', message: CONTENT_MESSAGES.dateInvalid })
      return z.NEVER
    }
    return calendarDayToDate(day)
  })

/**
 * A photo's description in both languages. The photo itself comes as a file with the form (or, in
 * JSON, as `imageId`, a picture uploaded by POST /api/media), and the description is required with
 * one: the doors check that (admin-content/content.server.ts), since it depends on what is stored.
 */
const pictureDescription = {
  imageAlt: optionalText(MAX_ALT_TEXT_LENGTH),
  imageAltMs: optionalText(MAX_ALT_TEXT_LENGTH),
}

const flag = (invalid: string, fallback: boolean) => z.boolean({ invalid_type_error: invalid }).default(fallback)

/** Shown on the public pages and in the public API; an inactive item is kept but hidden. */
const isActive = flag(message('flag.active'), true)

const title = requiredText(message('required.title'), CONTENT_TITLE_MAX_LENGTH)
const description = requiredText(message('required.description'), CONTENT_DESCRIPTION_MAX_LENGTH, { multiline: true })
const dateText = requiredText(message('required.date'), CONTENT_DATE_TEXT_MAX_LENGTH)

export const NewsArticleSchema = z.object({
  title,
  excerpt: requiredText(message('required.excerpt'), NEWS_EXCERPT_MAX_LENGTH, { multiline: true }),
  content: optionalText(NEWS_CONTENT_MAX_LENGTH, { multiline: true }),
  date: newsDate,
  author: requiredText(message('required.author'), NEWS_AUTHOR_MAX_LENGTH),
  category: requiredText(message('required.category'), NEWS_CATEGORY_MAX_LENGTH),
  imageUrl: optionalWebAddress(IMAGE_URL_MAX_LENGTH),
  featured: flag(message('flag.featured'), false),
  isActive,
  // Optional Malay versions (issue 15).
  titleMs: optionalText(CONTENT_TITLE_MAX_LENGTH),
  excerptMs: optionalText(NEWS_EXCERPT_MAX_LENGTH, { multiline: true }),
  contentMs: optionalText(NEWS_CONTENT_MAX_LENGTH, { multiline: true }),
  categoryMs: optionalText(NEWS_CATEGORY_MAX_LENGTH),
  ...pictureDescription,
})

export const EventSchema = z.object({
  title,
  // Optional once the event has a real start (issue 20): eventCrossFieldErrors asks for one of them.
  date: optionalText(CONTENT_DATE_TEXT_MAX_LENGTH),
  location: requiredText(message('required.location'), EVENT_LOCATION_MAX_LENGTH),
  type: requiredText(message('required.type'), EVENT_TYPE_MAX_LENGTH),
  description: optionalText(CONTENT_DESCRIPTION_MAX_LENGTH, { multiline: true }),
  isActive,
  // Optional Malay versions (issue 15).
  titleMs: optionalText(CONTENT_TITLE_MAX_LENGTH),
  dateMs: optionalText(CONTENT_DATE_TEXT_MAX_LENGTH),
  descriptionMs: optionalText(CONTENT_DESCRIPTION_MAX_LENGTH, { multiline: true }),
  ...eventFields,
  provider: optionalText(EVENT_PROVIDER_MAX_LENGTH).transform((value) => value || 'EMPAM'),
})

export const GallerySchema = z.object({
  title,
  description: requiredText(message('required.description'), GALLERY_DESCRIPTION_MAX_LENGTH, { multiline: true }),
  date: dateText,
  isActive,
  // Optional Malay versions (issue 15).
  titleMs: optionalText(CONTENT_TITLE_MAX_LENGTH),
  descriptionMs: optionalText(GALLERY_DESCRIPTION_MAX_LENGTH, { multiline: true }),
  dateMs: optionalText(CONTENT_DATE_TEXT_MAX_LENGTH),
})

export const LocalPartnerSchema = z.object({
  name: requiredText(message('name.required'), PARTNER_NAME_MAX_LENGTH),
  type: requiredText(message('required.type'), PARTNER_TYPE_MAX_LENGTH),
  description,
  focus: requiredText(message('required.focus'), PARTNER_FOCUS_MAX_LENGTH),
  status: requiredText(message('required.status'), PARTNER_STATUS_MAX_LENGTH),
  isActive,
  // Optional Malay versions (issue 15).
  nameMs: optionalText(PARTNER_NAME_MAX_LENGTH),
  typeMs: optionalText(PARTNER_TYPE_MAX_LENGTH),
  descriptionMs: optionalText(CONTENT_DESCRIPTION_MAX_LENGTH, { multiline: true }),
  focusMs: optionalText(PARTNER_FOCUS_MAX_LENGTH),
  ...pictureDescription,
})

export const InternationalPartnerSchema = LocalPartnerSchema.extend({
  country: requiredText(message('required.country'), PARTNER_COUNTRY_MAX_LENGTH),
})

export const TrainingProgrammeSchema = z.object({
  title,
  description,
  duration: requiredText(message('required.duration'), TRAINING_DURATION_MAX_LENGTH),
  level: requiredText(message('required.level'), TRAINING_LEVEL_MAX_LENGTH),
  provider: requiredText(message('required.provider'), TRAINING_PROVIDER_MAX_LENGTH),
  cost: optionalText(TRAINING_COST_MAX_LENGTH),
  isActive,
  // Optional Malay versions (issue 15).
  titleMs: optionalText(CONTENT_TITLE_MAX_LENGTH),
  descriptionMs: optionalText(CONTENT_DESCRIPTION_MAX_LENGTH, { multiline: true }),
  durationMs: optionalText(TRAINING_DURATION_MAX_LENGTH),
  costMs: optionalText(TRAINING_COST_MAX_LENGTH),
})

export const CommitteeMemberSchema = z.object({
  salutation: optionalText(COMMITTEE_SALUTATION_MAX_LENGTH),
  name: requiredText(message('name.required'), COMMITTEE_NAME_MAX_LENGTH),
  position: requiredText(message('required.position'), COMMITTEE_NAME_MAX_LENGTH),
  organisation: optionalText(COMMITTEE_NAME_MAX_LENGTH),
  order: z
    .number({ invalid_type_error: message('committee.orderWhole') })
    .int(message('committee.orderWhole'))
    .min(0, message('committee.orderWhole'))
    .max(COMMITTEE_ORDER_MAX, message('committee.orderWhole'))
    .default(100),
  isActive,
  // Optional Malay versions (issue 15): names and organisations are not translated.
  salutationMs: optionalText(COMMITTEE_SALUTATION_MAX_LENGTH),
  positionMs: optionalText(COMMITTEE_NAME_MAX_LENGTH),
  ...pictureDescription,
})

export const CONTENT_SCHEMAS = {
  news: NewsArticleSchema,
  events: EventSchema,
  galleries: GallerySchema,
  'local-partners': LocalPartnerSchema,
  'international-partners': InternationalPartnerSchema,
  training: TrainingProgrammeSchema,
  committee: CommitteeMemberSchema,
} as const satisfies Record<ContentType, z.AnyZodObject>

/**
 * Rules between a kind's fields, which a zod object cannot hold without losing its shape (the forms
 * extend it): the HTML action and the API both ask this after the schema. Null when all is well.
 */
export function contentCrossFieldErrors(type: ContentType, values: object): Record<string, string[]> | null {
  return type === 'events' ? eventCrossFieldErrors(values as z.output<typeof EventSchema>) : null
}

/** The same rules on a posted form that failed its schema (what can be told from the raw fields). */
export function contentPayloadErrors(type: ContentType, payload: Record<string, unknown>): Record<string, string[]> | null {
  return type === 'events' ? eventPayloadErrors(payload) : null
}

export type ContentSchemas = typeof CONTENT_SCHEMAS
export type ContentInput<T extends ContentType = ContentType> = z.output<ContentSchemas[T]>

/**
 * The same schema as an HTML form posts it. An unticked checkbox sends nothing at all, which in a form
 * means "no"; in JSON a missing key means "the default" (a new item is active). Only that differs.
 */
export function formSchemaOf<T extends ContentType>(type: T) {
  const schema: z.AnyZodObject = CONTENT_SCHEMAS[type]
  const unticked = Object.fromEntries(
    Object.entries(schema.shape as Record<string, z.ZodTypeAny>)
      .filter(([, field]) => field instanceof z.ZodDefault && field.removeDefault() instanceof z.ZodBoolean)
      .map(([name, field]) => [name, (field as z.ZodDefault<z.ZodBoolean>).removeDefault().default(false)]),
  )
  return schema.extend(unticked) as unknown as ContentSchemas[T]
}
