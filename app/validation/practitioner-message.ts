import { z } from 'zod'
import { CONTACT_MESSAGE_MAX_LENGTH, NAME_MAX_LENGTH } from './form-limits.ts'
import { EmailSchema } from './contact.ts'
import { safeText } from './text.ts'
import { message } from './messages.ts'

/**
 * A visitor's enquiry to a practitioner (issue 36, item 6): the form on each profile and
 * POST /api/practitioners/{id}/messages. The practitioner answers the enquirer directly (Reply-To).
 */
export const PRACTITIONER_MESSAGE_MIN_LENGTH = 10

export const PractitionerMessageSchema = z.object({
  name: safeText(
    z
      .string({ required_error: message('name.required'), invalid_type_error: message('name.required') })
      .trim()
      .min(1, message('name.required'))
      .max(NAME_MAX_LENGTH, message('text.tooLong', { max: NAME_MAX_LENGTH })),
  ),
  email: EmailSchema,
  message: safeText(
    z
      .string({ required_error: message('required.message'), invalid_type_error: message('required.message') })
      .trim()
      .min(PRACTITIONER_MESSAGE_MIN_LENGTH, message('practitionerMessage.tooShort', { min: PRACTITIONER_MESSAGE_MIN_LENGTH }))
      .max(CONTACT_MESSAGE_MAX_LENGTH, message('contact.messageTooLong')),
    { multiline: true },
  ),
})
export type PractitionerMessage = z.infer<typeof PractitionerMessageSchema>
