import { z } from 'zod'
import { PRIVACY_NOTICE_MAX_LENGTH } from './admin-form-limits.ts'
import { message } from './messages.ts'

const noticeText = (required: Parameters<typeof message>[0]) =>
  z
    .string({ required_error: message(required) })
    .trim()
    .min(1, message(required))
    .max(PRIVACY_NOTICE_MAX_LENGTH, message('text.tooLong', { max: PRIVACY_NOTICE_MAX_LENGTH }))

/** An administrator's new version of the privacy notice: its text in both languages and the day it applies from. */
export const PrivacyNoticeSchema = z.object({
  bodyEn: noticeText('privacy.bodyEnRequired'),
  bodyMs: noticeText('privacy.bodyMsRequired'),
  effectiveDate: z
    .string({ required_error: message('privacy.effectiveDateRequired') })
    .trim()
    .regex(/^\d{4}-\d{2}-\d{2}$/, message('privacy.effectiveDateRequired'))
    .refine((day) => !Number.isNaN(new Date(`${day}T00:00:00Z`).getTime()), message('privacy.effectiveDateRequired')),
})
export type PrivacyNoticeInput = z.infer<typeof PrivacyNoticeSchema>
