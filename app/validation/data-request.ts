import { z } from 'zod'
import { DATA_REQUEST_KINDS, DATA_REQUEST_MESSAGE_MAX_LENGTH, DATA_REQUEST_MESSAGE_MIN_LENGTH, DATA_REQUEST_NOTE_MAX_LENGTH } from '#app/domain/data-requests.ts'
import { message } from './messages.ts'
import { safeText } from './text.ts'

/** A member's request about their personal data: the My data page's form and POST /api/me/data-requests. */
export const DataRequestSchema = z.object({
  kind: z.enum(DATA_REQUEST_KINDS, { errorMap: () => ({ message: message('dataRequest.kind') }) }),
  message: safeText(
    z
      .string({ required_error: message('dataRequest.messageRequired'), invalid_type_error: message('dataRequest.messageRequired') })
      .trim()
      .min(1, message('dataRequest.messageRequired'))
      .min(DATA_REQUEST_MESSAGE_MIN_LENGTH, message('dataRequest.messageTooShort', { min: DATA_REQUEST_MESSAGE_MIN_LENGTH }))
      .max(DATA_REQUEST_MESSAGE_MAX_LENGTH, message('text.tooLong', { max: DATA_REQUEST_MESSAGE_MAX_LENGTH })),
    { multiline: true },
  ),
})
export type DataRequestInput = z.infer<typeof DataRequestSchema>

/** An administrator marks a request done, with a note of what was done (shown to the member). */
export const DataRequestAnswerSchema = z.object({
  note: safeText(
    z
      .string({ required_error: message('dataRequest.noteRequired'), invalid_type_error: message('dataRequest.noteRequired') })
      .trim()
      .min(1, message('dataRequest.noteRequired'))
      .max(DATA_REQUEST_NOTE_MAX_LENGTH, message('text.tooLong', { max: DATA_REQUEST_NOTE_MAX_LENGTH })),
    { multiline: true },
  ),
})
export type DataRequestAnswerInput = z.infer<typeof DataRequestAnswerSchema>
