import { getZodConstraint } from '@conform-to/zod'
import { expect, test } from 'vitest'
import { CpdBulkReviewSchema } from './admin-cpd.ts'
import { CPD_REVIEW_CONSTRAINT, MY_LISTING_CONSTRAINT, PRACTITIONER_CONSTRAINT } from './admin-form-constraints.ts'
import { ContactPageSchema } from './contact.ts'
import {
  EventSchema,
  GallerySchema,
  InternationalPartnerSchema,
  LocalPartnerSchema,
  NewsArticleSchema,
  TrainingProgrammeSchema,
} from './content.ts'
import { CONTACT_PAGE_CONSTRAINT, NEWSLETTER_CONSTRAINT } from './form-constraints.ts'
import { EVENT_CONSTRAINT, GALLERY_CONSTRAINT, INTERNATIONAL_PARTNER_CONSTRAINT, LOCAL_PARTNER_CONSTRAINT, NEWS_ARTICLE_CONSTRAINT, TRAINING_PROGRAMME_CONSTRAINT } from './content-form-constraints.ts'
import { NewsletterSchema } from './newsletter.ts'
import { ListingSchema } from './listing.ts'
import { MyListingSchema } from './my-listing.ts'

/** The browser's constraints must be exactly the schema's required and length rules. */
function lengthRules(constraint: Record<string, { required?: boolean; minLength?: number; maxLength?: number }>) {
  return Object.fromEntries(
    Object.entries(constraint).map(([name, { required, minLength, maxLength }]) => [name, { required, minLength, maxLength }]),
  )
}

test.each([
  ['contact page', ContactPageSchema, CONTACT_PAGE_CONSTRAINT],
  ['newsletter', NewsletterSchema, NEWSLETTER_CONSTRAINT],
  ['practitioner listing', ListingSchema, PRACTITIONER_CONSTRAINT],
  ['member listing', MyListingSchema, MY_LISTING_CONSTRAINT],
  ['CPD review', CpdBulkReviewSchema, CPD_REVIEW_CONSTRAINT],
  ['news article', NewsArticleSchema, NEWS_ARTICLE_CONSTRAINT],
  ['event', EventSchema, EVENT_CONSTRAINT],
  ['gallery', GallerySchema, GALLERY_CONSTRAINT],
  ['local partner', LocalPartnerSchema, LOCAL_PARTNER_CONSTRAINT],
  ['international partner', InternationalPartnerSchema, INTERNATIONAL_PARTNER_CONSTRAINT],
  ['training programme', TrainingProgrammeSchema, TRAINING_PROGRAMME_CONSTRAINT],
] as const)('the %s constraints agree with its schema', (_name, schema, constraint) => {
  expect(lengthRules(constraint)).toEqual(lengthRules(getZodConstraint(schema)))
})
