import { z } from 'zod'
import { type ContentType, type FormConstraint, GALLERY_IMAGES_MAX } from '#app/domain/content-types.ts'
import { calendarDayOf, calendarDayToDate, optionalText, optionalWebAddress, requiredText } from './fields.ts'
import { IMAGE_URL_MAX_LENGTH } from './form-constraints.ts'
import { CONTENT_DATE_TEXT_MAX_LENGTH, CONTENT_DESCRIPTION_MAX_LENGTH, CONTENT_TITLE_MAX_LENGTH, EVENT_CONSTRAINT, EVENT_LOCATION_MAX_LENGTH, EVENT_TYPE_MAX_LENGTH, GALLERY_CONSTRAINT, GALLERY_DESCRIPTION_MAX_LENGTH, INTERNATIONAL_PARTNER_CONSTRAINT, LOCAL_PARTNER_CONSTRAINT, NEWS_ARTICLE_CONSTRAINT, NEWS_AUTHOR_MAX_LENGTH, NEWS_CATEGORY_MAX_LENGTH, NEWS_CONTENT_MAX_LENGTH, NEWS_EXCERPT_MAX_LENGTH, PARTNER_COUNTRY_MAX_LENGTH, PARTNER_FOCUS_MAX_LENGTH, PARTNER_NAME_MAX_LENGTH, PARTNER_STATUS_MAX_LENGTH, PARTNER_TYPE_MAX_LENGTH, TRAINING_COST_MAX_LENGTH, TRAINING_DURATION_MAX_LENGTH, TRAINING_LEVEL_MAX_LENGTH, TRAINING_PROGRAMME_CONSTRAINT, TRAINING_PROVIDER_MAX_LENGTH } from './content-form-constraints.ts'

/**
 * The site content an administrator manages on /admin-content, one schema per type, shared by the HTML
 * forms and the JSON API (POST /api/{type}, PUT /api/{type}/{id}). The fields and required ones are the
 * spec's (section 5), now enforced. A PUT sends the whole item, as a POST does: a field left out takes
 * its default, as it would in a new item.
 */

export const CONTENT_MESSAGES = {
  dateInvalid: 'Enter a valid date',
  imagesWhole: 'Number of images must be a whole number',
  imagesNegative: 'Number of images cannot be negative',
  imagesTooMany: `Number of images cannot be more than ${GALLERY_IMAGES_MAX}`,
} as const

/** Anything earlier is a typing slip. */
const EARLIEST_DAY = '1900-01-01'

/** A news article's date: a date input's YYYY-MM-DD or an ISO timestamp, stored as that calendar day. */
const newsDate = z
  .string({ required_error: 'Date is required', invalid_type_error: 'Date is required' })
  .trim()
  .min(1, 'Date is required')
  .transform((value, ctx) => {
    const day = calendarDayOf(value)
    if (!day || day < EARLIEST_DAY) {
      ctx.addIssue({ code: 'custom', message: CONTENT_MESSAGES.dateInvalid })
      return z.NEVER
    }
    return calendarDayToDate(day)
  })

const flag = (label: string, fallback: boolean) =>
  z.boolean({ invalid_type_error: `${label} must be true or false` }).default(fallback)

/** Shown on the public pages and in the public API; an inactive item is kept but hidden. */
const isActive = flag('Active', true)

const title = requiredText('Title is required', CONTENT_TITLE_MAX_LENGTH)
const description = requiredText('Description is required', CONTENT_DESCRIPTION_MAX_LENGTH, { multiline: true })
const dateText = requiredText('Date is required', CONTENT_DATE_TEXT_MAX_LENGTH)

export const NewsArticleSchema = z.object({
  title,
  excerpt: requiredText('Excerpt is required', NEWS_EXCERPT_MAX_LENGTH, { multiline: true }),
  content: optionalText(NEWS_CONTENT_MAX_LENGTH, { multiline: true }),
  date: newsDate,
  author: requiredText('Author is required', NEWS_AUTHOR_MAX_LENGTH),
  category: requiredText('Category is required', NEWS_CATEGORY_MAX_LENGTH),
  imageUrl: optionalWebAddress(IMAGE_URL_MAX_LENGTH),
  featured: flag('Featured', false),
  isActive,
})

export const EventSchema = z.object({
  title,
  date: dateText,
  location: requiredText('Location is required', EVENT_LOCATION_MAX_LENGTH),
  type: requiredText('Type is required', EVENT_TYPE_MAX_LENGTH),
  description: optionalText(CONTENT_DESCRIPTION_MAX_LENGTH, { multiline: true }),
  isActive,
})

export const GallerySchema = z.object({
  title,
  description: requiredText('Description is required', GALLERY_DESCRIPTION_MAX_LENGTH, { multiline: true }),
  images: z
    .number({ invalid_type_error: CONTENT_MESSAGES.imagesWhole })
    .int(CONTENT_MESSAGES.imagesWhole)
    .min(0, CONTENT_MESSAGES.imagesNegative)
    .max(GALLERY_IMAGES_MAX, CONTENT_MESSAGES.imagesTooMany)
    .default(0),
  date: dateText,
  isActive,
})

export const LocalPartnerSchema = z.object({
  name: requiredText('Name is required', PARTNER_NAME_MAX_LENGTH),
  type: requiredText('Type is required', PARTNER_TYPE_MAX_LENGTH),
  description,
  focus: requiredText('Focus is required', PARTNER_FOCUS_MAX_LENGTH),
  status: requiredText('Status is required', PARTNER_STATUS_MAX_LENGTH),
  isActive,
})

export const InternationalPartnerSchema = LocalPartnerSchema.extend({
  country: requiredText('Country is required', PARTNER_COUNTRY_MAX_LENGTH),
})

export const TrainingProgrammeSchema = z.object({
  title,
  description,
  duration: requiredText('Duration is required', TRAINING_DURATION_MAX_LENGTH),
  level: requiredText('Level is required', TRAINING_LEVEL_MAX_LENGTH),
  provider: requiredText('Provider is required', TRAINING_PROVIDER_MAX_LENGTH),
  cost: optionalText(TRAINING_COST_MAX_LENGTH),
  isActive,
})

export const CONTENT_SCHEMAS = {
  news: NewsArticleSchema,
  events: EventSchema,
  galleries: GallerySchema,
  'local-partners': LocalPartnerSchema,
  'international-partners': InternationalPartnerSchema,
  training: TrainingProgrammeSchema,
} as const satisfies Record<ContentType, z.AnyZodObject>

/** Each kind's written-out constraints (form-constraints.ts), which the pages send to the browser. */
export const CONTENT_CONSTRAINTS: Record<ContentType, FormConstraint> = {
  news: NEWS_ARTICLE_CONSTRAINT,
  events: EVENT_CONSTRAINT,
  galleries: GALLERY_CONSTRAINT,
  'local-partners': LOCAL_PARTNER_CONSTRAINT,
  'international-partners': INTERNATIONAL_PARTNER_CONSTRAINT,
  training: TRAINING_PROGRAMME_CONSTRAINT,
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
