import { z } from 'zod'
import { CONTACT_PAGE_SUBJECTS, CONTACT_SUBJECT_VALUES } from '#app/domain/constants.ts'
import { CONTACT_MESSAGE_MAX_LENGTH, EMAIL_MAX_LENGTH, NAME_MAX_LENGTH, PHONE_MAX_LENGTH } from './form-limits.ts'
import { safeText } from './text.ts'
import { message } from './messages.ts'

/**
 * The contact form on /contact and POST /api/contact. (The home page's short form went with issue 17;
 * messages it stored keep their `source: 'home'`.)
 */


const requiredText = (message: string, max: number, tooLong: string, { multiline = false } = {}) =>
  safeText(z.string({ required_error: message, invalid_type_error: message }).trim().min(1, message).max(max, tooLong), { multiline })

const firstName = requiredText(message('name.firstRequired'), NAME_MAX_LENGTH, message('name.firstTooLong', { max: NAME_MAX_LENGTH }))
const lastName = requiredText(message('name.lastRequired'), NAME_MAX_LENGTH, message('name.lastTooLong', { max: NAME_MAX_LENGTH }))
const messageField = requiredText(message('required.message'), CONTACT_MESSAGE_MAX_LENGTH, message('contact.messageTooLong'), {
  multiline: true,
})

export const EmailSchema = z
  .string({ required_error: message('email.invalid'), invalid_type_error: message('email.invalid') })
  .trim()
  .toLowerCase()
  .email(message('email.invalid'))
  .max(EMAIL_MAX_LENGTH, message('email.invalid'))

/** Digits with the usual separators: "+60 12-345 6789", "(088) 722148". */
const PHONE_PATTERN = /^\+?[0-9\s().-]{6,}$/
const phone = z
  .string({ invalid_type_error: message('phone.invalid') })
  .trim()
  .max(PHONE_MAX_LENGTH, message('phone.invalid'))
  .refine((value) => value === '' || (PHONE_PATTERN.test(value) && /\d{6,}/.test(value.replace(/\D/g, ''))), {
    message: message('phone.invalid'),
  })
  .optional()

const subjectValues = <T extends readonly { value: string }[]>(subjects: T) =>
  subjects.map((s) => s.value) as [T[number]['value'], ...T[number]['value'][]]

/** The contact page form: a subject is required, phone and the newsletter opt-in are optional. */
export const ContactPageSchema = z.object({
  firstName,
  lastName,
  email: EmailSchema,
  phone,
  subject: z.enum(subjectValues(CONTACT_PAGE_SUBJECTS), {
    errorMap: () => ({ message: message('contact.subject') }),
  }),
  message: messageField,
  newsletter: z.boolean({ invalid_type_error: message('flag.newsletter') }).optional(),
})
export type ContactPage = z.infer<typeof ContactPageSchema>

/** POST /api/contact: what either form sends; the subject may be any value of either list. */
export const ContactApiSchema = z.object({
  firstName,
  lastName,
  email: EmailSchema,
  phone,
  subject: z
    .enum(['', ...CONTACT_SUBJECT_VALUES], { errorMap: () => ({ message: message('contact.subjectFromList') }) })
    .optional(),
  message: messageField,
  newsletter: z.boolean({ invalid_type_error: message('flag.newsletter') }).optional(),
})
export type ContactApi = z.infer<typeof ContactApiSchema>
