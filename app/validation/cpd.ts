import { z } from 'zod'
import { now } from '#app/domain/clock.ts'
import { CPD_CATEGORIES, CPD_HOURS } from '#app/domain/constants.ts'
import { addDays, toMalaysiaDay } from '#app/domain/dates.ts'
import { CPD_DESCRIPTION_MAX_LENGTH, CPD_PROVIDER_MAX_LENGTH, CPD_TITLE_MAX_LENGTH, CPD_URL_MAX_LENGTH } from './form-limits.ts'
import { calendarDayOf, calendarDayToDate, optionalText, optionalWebAddress, requiredText } from './fields.ts'
import { message } from './messages.ts'

/**
 * One CPD entry, as the dashboard form and the JSON API (POST /api/cpd, PUT /api/cpd/{id}) send it. The
 * messages are the spec's (section 5). There is no `status`: the server alone decides it, and an
 * unknown key such as `status` is dropped by the object schema.
 */

export { CPD_DESCRIPTION_MAX_LENGTH, CPD_PROVIDER_MAX_LENGTH, CPD_TITLE_MAX_LENGTH, CPD_URL_MAX_LENGTH } from './form-limits.ts'

export const CPD_MESSAGES = {
  hoursRequired: message('cpd.hoursRequired'),
  hoursNumber: message('cpd.hoursNumber'),
  hoursMin: message('cpd.hoursMin'),
  hoursMax: message('cpd.hoursMax'),
  hoursStep: message('cpd.hoursStep'),
  dateRequired: message('required.date'),
  dateInvalid: message('date.invalid'),
  dateFuture: message('date.future'),
  categoryRequired: message('required.category'),
  categoryUnknown: message('cpd.categoryUnknown'),
  notFound: message('messages:cpd.notFound'),
  saveFailed: message('messages:cpd.saveFailed'),
  deleteFailed: message('messages:cpd.deleteFailed'),
  limitRange: message('messages:cpd.limitRange'),
  yearInvalid: message('messages:cpd.yearInvalid'),
} as const

/** The earliest CPD year a statement or `GET /api/cpd/summary` is asked for. */
const EARLIEST_CPD_YEAR = 1950

/**
 * `?year=` of the statement and `GET /api/cpd/summary`: the CPD year asked for, `currentYear` when none
 * is, or null when it is not four digits from 1950 to next year.
 */
export function cpdYearParamOf(value: string | null, currentYear: number): number | null {
  if (value === null || value === '') return currentYear
  const year = /^\d{4}$/.test(value) ? Number(value) : NaN
  return year >= EARLIEST_CPD_YEAR && year <= currentYear + 1 ? year : null
}

/** How many entries `GET /api/cpd` answers at most (issue 31): 50 unless `limit` asks for 1 to 100. */
export const CPD_API_LIMIT = { default: 50, max: 100 } as const

/** `?limit=` of `GET /api/cpd`: the number, or null when it is not a whole number from 1 to 100. */
export function cpdApiLimitOf(value: string | null): number | null {
  if (value === null || value === '') return CPD_API_LIMIT.default
  if (!/^\d{1,3}$/.test(value)) return null
  const limit = Number(value)
  return limit >= 1 && limit <= CPD_API_LIMIT.max ? limit : null
}

/** Anything earlier is a typing slip, not a course someone attended. */
const EARLIEST_DAY = '1950-01-01'

/**
 * The calendar day (YYYY-MM-DD) a CPD date names: a date input's value as it is, or the day in Malaysia
 * of an ISO timestamp (the old client sent `new Date(day).toISOString()`). Null when it is neither.
 */
export const cpdDayOf = calendarDayOf

/** A CPD date is a calendar day; it is stored as midnight UTC of that day, as the old client did. */
export const cpdDayToDate = calendarDayToDate

const hours = z
  .number({ required_error: CPD_MESSAGES.hoursRequired, invalid_type_error: CPD_MESSAGES.hoursNumber })
  .min(CPD_HOURS.min, CPD_MESSAGES.hoursMin)
  .max(CPD_HOURS.max, CPD_MESSAGES.hoursMax)
  // Doubling a binary float is exact, so this is exactly "a multiple of 0.5"; 1.5 stays 1.5, never rounded.
  // Only said within the range, so that 0.4 gets one message, not two.
  .refine(
    (value) => value < CPD_HOURS.min || value > CPD_HOURS.max || Number.isInteger(value / CPD_HOURS.step),
    CPD_MESSAGES.hoursStep,
  )

const date = z
  .string({ required_error: CPD_MESSAGES.dateRequired, invalid_type_error: CPD_MESSAGES.dateRequired })
  .trim()
  .min(1, CPD_MESSAGES.dateRequired)
  .transform((value, ctx) => {
    const day = cpdDayOf(value)
    if (!day || day < EARLIEST_DAY) {
      ctx.addIssue({ code: 'custom', message: CPD_MESSAGES.dateInvalid })
      return z.NEVER
    }
    // "Today" is Malaysia's; a day ahead allows for members abroad and courses finishing tonight.
    if (day > addDays(toMalaysiaDay(now()), 1)) {
      ctx.addIssue({ code: 'custom', message: CPD_MESSAGES.dateFuture })
      return z.NEVER
    }
    return cpdDayToDate(day)
  })

export const CpdEntrySchema = z.object({
  title: requiredText(message('required.title'), CPD_TITLE_MAX_LENGTH),
  provider: requiredText(message('required.provider'), CPD_PROVIDER_MAX_LENGTH),
  category: z.enum(CPD_CATEGORIES, {
    errorMap: (issue, ctx) => ({
      message:
        issue.code === 'invalid_enum_value' && ctx.data !== '' ? CPD_MESSAGES.categoryUnknown : CPD_MESSAGES.categoryRequired,
    }),
  }),
  hours,
  date,
  description: optionalText(CPD_DESCRIPTION_MAX_LENGTH, { multiline: true }),
  certificateUrl: optionalWebAddress(CPD_URL_MAX_LENGTH),
})

export type CpdEntryInput = z.infer<typeof CpdEntrySchema>
/** The form's own values before parsing (strings for hours and date). */
export type CpdEntryFormValues = z.input<typeof CpdEntrySchema>
