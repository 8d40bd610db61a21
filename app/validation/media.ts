import { z } from 'zod'
import { MAX_ALT_TEXT_LENGTH, MEDIA_PURPOSES, MEDIA_VISIBILITIES } from '#app/domain/media.ts'
import { safeText } from './text.ts'
import { UPLOAD_MESSAGES } from './upload-messages.ts'

/**
 * The text fields that come with an upload (`POST /api/media`, and the upload forms to come): the
 * file itself is checked by its bytes in services/media.server.ts.
 */
export const MediaUploadFieldsSchema = z.object({
  alt: safeText(z.string({ invalid_type_error: UPLOAD_MESSAGES.altTooLong }).trim().max(MAX_ALT_TEXT_LENGTH, UPLOAD_MESSAGES.altTooLong))
    .optional()
    .transform((value) => value ?? ''),
  visibility: z.enum(MEDIA_VISIBILITIES, { errorMap: () => ({ message: UPLOAD_MESSAGES.visibility }) }).optional(),
  purpose: z.enum(MEDIA_PURPOSES, { errorMap: () => ({ message: UPLOAD_MESSAGES.purpose }) }).default('general'),
})
export type MediaUploadFields = z.infer<typeof MediaUploadFieldsSchema>
