/**
 * The native constraints (required, maxLength) of the public forms, for the browser. They are written
 * out rather than derived with `getZodConstraint`, because importing zod into the page would add about
 * 15 KB of gzipped JavaScript to every page with a form; the schemas read their limits from here and a
 * unit test checks that both agree.
 */

export const NAME_MAX_LENGTH = 100
export const EMAIL_MAX_LENGTH = 254
export const PHONE_MAX_LENGTH = 40
export const CONTACT_MESSAGE_MAX_LENGTH = 5000

type Constraint = Record<string, { required?: boolean; minLength?: number; maxLength?: number }>

const requiredText = (maxLength: number) => ({ required: true, minLength: 1, maxLength })

export const HOME_CONTACT_CONSTRAINT = {
  firstName: requiredText(NAME_MAX_LENGTH),
  lastName: requiredText(NAME_MAX_LENGTH),
  email: { required: true, maxLength: EMAIL_MAX_LENGTH },
  subject: { required: false },
  message: requiredText(CONTACT_MESSAGE_MAX_LENGTH),
} satisfies Constraint

export const CONTACT_PAGE_CONSTRAINT = {
  ...HOME_CONTACT_CONSTRAINT,
  phone: { required: false, maxLength: PHONE_MAX_LENGTH },
  subject: { required: true },
  newsletter: { required: false },
} satisfies Constraint

export const NEWSLETTER_CONSTRAINT = {
  email: { required: true, maxLength: EMAIL_MAX_LENGTH },
} satisfies Constraint
