import { z } from 'zod'
import { calendarDay, optionalCalendarDay, optionalText, requiredText } from './fields.ts'
import { message } from './messages.ts'

/**
 * The Societies Act annual return (issue 35, item 4): the year asked for, and the rule amendments'
 * log (the form of /admin/annual-return/amendments and `POST /api/admin/rule-amendments`, one schema for both).
 */

export const AMENDMENT_CLAUSE_MAX_LENGTH = 200
export const AMENDMENT_TEXT_MAX_LENGTH = 5000
/** The first year a return can be drawn for. */
export const FIRST_RETURN_YEAR = 2000

/** The Registrar's approval: absent, empty or null is none yet. */
const approvedOn = optionalCalendarDay(message('annualReturn.approvedOnInvalid'))

/**
 * An amendment: the day of the general meeting that passed it, the clause, the text before (optional)
 * and after, or a summary of the change in `after`, and the day the Registrar approved it (optional).
 */
export const RuleAmendmentSchema = z
  .object({
    meetingDay: calendarDay(message('annualReturn.meetingDayRequired'), message('annualReturn.meetingDayInvalid')),
    clause: requiredText(message('annualReturn.clauseRequired'), AMENDMENT_CLAUSE_MAX_LENGTH),
    before: optionalText(AMENDMENT_TEXT_MAX_LENGTH, { multiline: true }),
    after: requiredText(message('annualReturn.afterRequired'), AMENDMENT_TEXT_MAX_LENGTH, { multiline: true }),
    approvedOn,
  })
  .refine((value) => value.approvedOn === null || value.approvedOn >= value.meetingDay, { message: message('annualReturn.approvedBeforeMeeting'), path: ['approvedOn'] })
export type RuleAmendmentInput = z.infer<typeof RuleAmendmentSchema>

/**
 * The year of `?year=`: empty is `fallback` (the return worked on now); otherwise four digits from 2000
 * to this year.
 */
export function readReturnYear(value: string | null, fallback: number, thisYear: number): { ok: true; year: number } | { ok: false; message: string } {
  const text = (value ?? '').trim()
  if (!text) return { ok: true, year: fallback }
  const year = /^\d{4}$/.test(text) ? Number(text) : NaN
  if (!Number.isInteger(year) || year < FIRST_RETURN_YEAR || year > thisYear) return { ok: false, message: message('messages:annualReturn.yearFormat', { min: FIRST_RETURN_YEAR, max: thisYear }) }
  return { ok: true, year }
}
