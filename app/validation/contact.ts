import { z } from 'zod'
import { CONTACT_PAGE_SUBJECTS, CONTACT_SUBJECT_VALUES, HOME_CONTACT_SUBJECTS } from '#app/domain/constants.ts'
import { CONTACT_MESSAGE_MAX_LENGTH, EMAIL_MAX_LENGTH, NAME_MAX_LENGTH, PHONE_MAX_LENGTH } from './form-constraints.ts'
import { safeText } from './text.ts'

/**
 * The contact forms: the short one on the home page, the full one on /contact, and POST /api/contact,
 * which accepts what either form sends.
 */


const requiredText = (message: string, max: number, tooLong: string, { multiline = false } = {}) =>
  safeText(z.string({ required_error: message, invalid_type_error: message }).trim().min(1, message).max(max, tooLong), { multiline })

const firstName = requiredText('First name is required', NAME_MAX_LENGTH, 'First name must be at most 100 characters')
const lastName = requiredText('Last name is required', NAME_MAX_LENGTH, 'Last name must be at most 100 characters')
const message = requiredText('Message is required', CONTACT_MESSAGE_MAX_LENGTH, 'Message must be at most 5,000 characters', {
  multiline: true,
})

export const EmailSchema = z
  .string({ required_error: 'Invalid email address', invalid_type_error: 'Invalid email address' })
  .trim()
  .toLowerCase()
  .email('Invalid email address')
  .max(EMAIL_MAX_LENGTH, 'Invalid email address')

/** Digits with the usual separators: "+60 12-345 6789", "(088) 722148". */
const PHONE_PATTERN = /^\+?[0-9\s().-]{6,}$/
const phone = z
  .string({ invalid_type_error: 'Please enter a valid phone number' })
  .trim()
  .max(PHONE_MAX_LENGTH, 'Please enter a valid phone number')
  .refine((value) => value === '' || (PHONE_PATTERN.test(value) && /\d{6,}/.test(value.replace(/\D/g, ''))), {
    message: 'Please enter a valid phone number',
  })
  .optional()

const subjectValues = <T extends readonly { value: string }[]>(subjects: T) =>
  subjects.map((s) => s.value) as [T[number]['value'], ...T[number]['value'][]]

/** The home page form: subject is optional and comes from the short list. */
export const HomeContactSchema = z.object({
  firstName,
  lastName,
  email: EmailSchema,
  subject: z
    .enum(['', ...subjectValues(HOME_CONTACT_SUBJECTS)], {
      errorMap: () => ({ message: 'Please choose a subject from the list' }),
    })
    .optional(),
  message,
})
export type HomeContact = z.infer<typeof HomeContactSchema>

/** The contact page form: a subject is required, phone and the newsletter opt-in are optional. */
export const ContactPageSchema = z.object({
  firstName,
  lastName,
  email: EmailSchema,
  phone,
  subject: z.enum(subjectValues(CONTACT_PAGE_SUBJECTS), {
    errorMap: () => ({ message: 'Please choose a subject' }),
  }),
  message,
  newsletter: z.boolean({ invalid_type_error: 'Newsletter must be true or false' }).optional(),
})
export type ContactPage = z.infer<typeof ContactPageSchema>

/** POST /api/contact: what either form sends; the subject may be any value of either list. */
export const ContactApiSchema = z.object({
  firstName,
  lastName,
  email: EmailSchema,
  phone,
  subject: z
    .enum(['', ...CONTACT_SUBJECT_VALUES], { errorMap: () => ({ message: 'Please choose a subject from the list' }) })
    .optional(),
  message,
  newsletter: z.boolean({ invalid_type_error: 'Newsletter must be true or false' }).optional(),
})
export type ContactApi = z.infer<typeof ContactApiSchema>
