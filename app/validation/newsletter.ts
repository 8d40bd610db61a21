import { z } from 'zod'
import { TOKEN_MAX_LENGTH } from './form-limits.ts'
import { requiredText } from './fields.ts'
import { message } from './messages.ts'
import { EmailSchema } from './contact.ts'

export const NewsletterSchema = z.object({ email: EmailSchema })
export type Newsletter = z.infer<typeof NewsletterSchema>

const LinkTokenSchema = z
  .string({ required_error: message('token.linkRequired'), invalid_type_error: message('token.linkRequired') })
  .trim()
  .min(1, message('token.linkRequired'))
  .max(TOKEN_MAX_LENGTH, message('token.linkRequired'))

/** POST /api/newsletter/confirm: the token of the confirmation mail's link. */
export const NewsletterConfirmSchema = z.object({ token: LinkTokenSchema })

/** POST /api/newsletter/unsubscribe: the address and token of an issue's unsubscribe link. */
export const NewsletterUnsubscribeSchema = z.object({ email: EmailSchema, token: LinkTokenSchema })

export const NEWSLETTER_SUBJECT_MAX_LENGTH = 200
export const NEWSLETTER_BODY_MAX_LENGTH = 20_000

/** An issue as an administrator writes it: a subject and a text in each language (plain text; a blank line starts a paragraph). */
export const NewsletterIssueSchema = z.object({
  subjectEn: requiredText(message('newsletterIssue.subjectRequired'), NEWSLETTER_SUBJECT_MAX_LENGTH),
  subjectMs: requiredText(message('newsletterIssue.subjectRequired'), NEWSLETTER_SUBJECT_MAX_LENGTH),
  bodyEn: requiredText(message('newsletterIssue.bodyRequired'), NEWSLETTER_BODY_MAX_LENGTH, { multiline: true }),
  bodyMs: requiredText(message('newsletterIssue.bodyRequired'), NEWSLETTER_BODY_MAX_LENGTH, { multiline: true }),
})
export type NewsletterIssueInput = z.infer<typeof NewsletterIssueSchema>
