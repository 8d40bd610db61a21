import { z } from 'zod'
import { BREACH_NOTICES } from '#app/domain/breaches.ts'
import { now } from '#app/domain/clock.ts'
import { fromMalaysiaLocal } from '#app/domain/event-times.ts'
import { requiredText } from './fields.ts'
import { message } from './messages.ts'

export const BREACH_SUMMARY_MAX_LENGTH = 2000
export const BREACH_AFFECTED_MAX_LENGTH = 1000

const ISO_WITH_ZONE = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,9})?)?(Z|[+-]\d{2}:?\d{2})$/

/** When the breach was found: a form's `datetime-local` (Malaysia time) or an ISO timestamp with its zone; not in the future. */
const foundAt = z
  .string({ required_error: message('breach.foundAtRequired'), invalid_type_error: message('breach.foundAtRequired') })
  .trim()
  .min(1, message('breach.foundAtRequired'))
  .transform((text, ctx) => {
    const date = ISO_WITH_ZONE.test(text) ? new Date(text) : fromMalaysiaLocal(text)
    if (!date || Number.isNaN(date.getTime()) || date.getUTCFullYear() < 2000) {
      ctx.addIssue({ code: 'custom', message: message('breach.foundAtInvalid') })
      return z.NEVER
    }
    // A few minutes' grace for clocks that disagree.
    if (date.getTime() > now().getTime() + 5 * 60 * 1000) {
      ctx.addIssue({ code: 'custom', message: message('breach.foundAtFuture') })
      return z.NEVER
    }
    return date
  })

/** A breach as an administrator records it: the register page's form and POST /api/admin/breaches. */
export const BreachSchema = z.object({
  summary: requiredText(message('breach.summaryRequired'), BREACH_SUMMARY_MAX_LENGTH, { multiline: true }),
  affected: requiredText(message('breach.affectedRequired'), BREACH_AFFECTED_MAX_LENGTH, { multiline: true }),
  foundAt,
})
export type BreachInput = z.infer<typeof BreachSchema>

/** Which notice went: the row's buttons and PATCH /api/admin/breaches/{id}. */
export const BreachNoticeSchema = z.object({
  notice: z.enum(BREACH_NOTICES, { errorMap: () => ({ message: message('breach.notice') }) }),
})
