import { getZodConstraint } from '@conform-to/zod'
import { expect, test } from 'vitest'
import { ContactPageSchema, HomeContactSchema } from './contact.ts'
import { CONTACT_PAGE_CONSTRAINT, HOME_CONTACT_CONSTRAINT, NEWSLETTER_CONSTRAINT } from './form-constraints.ts'
import { NewsletterSchema } from './newsletter.ts'

/** The browser's constraints must be exactly the schema's required and length rules. */
function lengthRules(constraint: Record<string, { required?: boolean; minLength?: number; maxLength?: number }>) {
  return Object.fromEntries(
    Object.entries(constraint).map(([name, { required, minLength, maxLength }]) => [name, { required, minLength, maxLength }]),
  )
}

test.each([
  ['home contact', HomeContactSchema, HOME_CONTACT_CONSTRAINT],
  ['contact page', ContactPageSchema, CONTACT_PAGE_CONSTRAINT],
  ['newsletter', NewsletterSchema, NEWSLETTER_CONSTRAINT],
] as const)('the %s constraints agree with its schema', (_name, schema, constraint) => {
  expect(lengthRules(constraint)).toEqual(lengthRules(getZodConstraint(schema)))
})
