import { getZodConstraint } from '@conform-to/zod'
import { expect, test } from 'vitest'
import type { z } from 'zod'
import { REQUIRED_DATA, type RequiredDataForm } from '#app/domain/required-data.ts'
import { RegisterSchema } from './auth.ts'
import { ContactPageSchema } from './contact.ts'
import { DonationPledgeSchema } from './donation-pledge.ts'
import { VisitorRegistrationSchema } from './events.ts'
import { MyListingSchema } from './my-listing.ts'
import { NewsletterSchema } from './newsletter.ts'

/** The schema behind each form the privacy notice lists (issue 33). */
const SCHEMAS: Record<RequiredDataForm, z.ZodTypeAny> = {
  contact: ContactPageSchema,
  newsletter: NewsletterSchema,
  application: RegisterSchema,
  eventRegistration: VisitorRegistrationSchema,
  donation: DonationPledgeSchema,
  listing: MyListingSchema,
}

test.each(REQUIRED_DATA)("the privacy notice names exactly the fields the $form form requires", ({ form, fields }) => {
  const required = Object.entries(getZodConstraint(SCHEMAS[form]))
    // `languages[]`: an item of a list, when there is one; the list itself may be empty.
    .filter(([name, constraint]) => constraint.required && !name.includes('['))
    .map(([name]) => name)
  expect([...fields].sort()).toEqual(required.sort())
})
