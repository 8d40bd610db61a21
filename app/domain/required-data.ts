import { paths } from '#app/config/paths.ts'

/**
 * What each form that collects personal data cannot do without (issue 33, PDPA 2010 s.7: the notice says
 * which data are obligatory and what follows when they are not given). Each form marks these fields
 * required; the privacy notice prints this list with, for each form, what follows when they are left
 * out. validation/required-data.test.ts holds the list to the forms' schemas, so the two cannot drift.
 * Browser-safe: /privacy draws it.
 */
export const REQUIRED_DATA = [
  { form: 'contact', path: paths.contactForm, fields: ['firstName', 'lastName', 'email', 'subject', 'message'] },
  { form: 'newsletter', path: paths.newsletter, fields: ['email'] },
  { form: 'application', path: paths.register, fields: ['firstName', 'lastName', 'email', 'password', 'membershipType', 'acceptPrivacy'] },
  { form: 'eventRegistration', path: paths.events, fields: ['name', 'email', 'phone'] },
  { form: 'donation', path: paths.donateHowTo, fields: ['name', 'email', 'amount', 'frequency'] },
  { form: 'listing', path: paths.myListing, fields: ['email'] },
] as const

export type RequiredDataForm = (typeof REQUIRED_DATA)[number]['form']
export type RequiredDataField = (typeof REQUIRED_DATA)[number]['fields'][number]
