import { z } from 'zod'
import { calendarDayOf } from './fields.ts'
import { messagesOf } from './messages.ts'

export const LEDGER_MESSAGES = messagesOf({
  dayFormat: 'messages:ledger.dayFormat',
  order: 'messages:ledger.order',
  tooLong: 'messages:ledger.tooLong',
})

/** Three years a page of the ledger may span: the rows of a range are read together before paging. */
export const LEDGER_MAX_DAYS = 3 * 366

const day = z
  .string()
  .trim()
  .transform((value, ctx) => {
    if (!value) return undefined
    const parsed = calendarDayOf(value)
    if (!parsed) {
      ctx.addIssue({ code: 'custom', message: LEDGER_MESSAGES.dayFormat, fatal: true })
      return z.NEVER
    }
    return parsed
  })
  .optional()

const daysBetween = (from: string, to: string) => (Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000

/** `/admin/ledger?from=&to=` and `GET /api/admin/ledger`: two Malaysian days, either left out for the default. */
export const LedgerQuerySchema = z
  .object({ from: day, to: day })
  .superRefine(({ from, to }, ctx) => {
    if (!from || !to) return
    if (to < from) ctx.addIssue({ code: 'custom', path: ['to'], message: LEDGER_MESSAGES.order })
    else if (daysBetween(from, to) > LEDGER_MAX_DAYS) ctx.addIssue({ code: 'custom', path: ['to'], message: LEDGER_MESSAGES.tooLong })
  })
export type LedgerQuery = z.infer<typeof LedgerQuerySchema>
