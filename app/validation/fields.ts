import { z } from 'zod'
import { toMalaysiaDay } from '#app/domain/dates.ts'
import { safeText } from './text.ts'
import { message } from './messages.ts'

/**
 * Field builders shared by the schemas in this folder. Conform sends an empty field as `undefined` and
 * JSON may leave a key out, so a required field has the same words as its `required_error`.
 */

export function requiredText(required: string, max: number, { multiline = false } = {}) {
  return safeText(
    z
      .string({ required_error: required, invalid_type_error: required })
      .trim()
      .min(1, required)
      .max(max, message('text.tooLong', { max })),
    { multiline },
  )
}

/**
 * An optional text field: absent, empty or blank all mean "nothing", stored as ''. One line unless
 * `multiline` (a description, a message): see text.ts for what neither may hold.
 */
export function optionalText(max: number, { multiline = false } = {}) {
  return safeText(z.string({ invalid_type_error: message('text.notText') }).trim().max(max, message('text.tooLong', { max })), {
    multiline,
  })
    .optional()
    .transform((value) => value ?? '')
}

/** `javascript:` and `data:` are URLs too; only a web address may become a link or an image source. */
export function isWebAddress(value: string) {
  if (!/^https?:\/\//i.test(value)) return false
  try {
    return Boolean(new URL(value).hostname)
  } catch {
    return false
  }
}

/** An optional web address (http or https); anything else is message('url.invalid'). */
export function optionalWebAddress(max: number) {
  return optionalText(max).refine((value) => value === '' || isWebAddress(value), message('url.invalid'))
}

const DATE_ONLY = /^(\d{4})-(\d{2})-(\d{2})$/
const ISO_TIMESTAMP = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,9})?)?(Z|[+-]\d{2}:?\d{2})$/

/**
 * The calendar day (YYYY-MM-DD) a date field names: a date input's value as it is, or the day in
 * Malaysia of an ISO timestamp (what a JSON client sends). Null when it is neither.
 */
export function calendarDayOf(value: string): string | null {
  const dateOnly = DATE_ONLY.exec(value)
  if (dateOnly) {
    const [, year, month, day] = dateOnly
    const date = new Date(Date.UTC(Number(year), Number(month) - 1, Number(day)))
    // 2026-02-30 rolls over into March: not a real day.
    return date.toISOString().slice(0, 10) === value ? value : null
  }
  if (ISO_TIMESTAMP.test(value)) return toMalaysiaDay(value) || null
  return null
}

/** A calendar day is stored as midnight UTC of that day, which is the same day in Malaysia. */
export function calendarDayToDate(day: string): Date {
  return new Date(`${day}T00:00:00.000Z`)
}

/** A required calendar day: YYYY-MM-DD, or an ISO timestamp read as its day in Malaysia; none before 1900. */
export function calendarDay(required: string, invalid: string) {
  return z
    .string({ required_error: required, invalid_type_error: invalid })
    .trim()
    .min(1, required)
    .transform((value, ctx) => {
      const parsed = calendarDayOf(value)
      if (!parsed || parsed < '1900-01-01') {
        ctx.addIssue({ code: 'custom', message: invalid })
        return z.NEVER
      }
      return parsed
    })
}

/** An optional calendar day, as calendarDay: absent, empty or null is none (null). */
export function optionalCalendarDay(invalid: string) {
  return z
    .string({ invalid_type_error: invalid })
    .nullable()
    .optional()
    .transform((value, ctx) => {
      const text = value?.trim() ?? ''
      if (!text) return null
      const parsed = calendarDayOf(text)
      if (!parsed || parsed < '1900-01-01') {
        ctx.addIssue({ code: 'custom', message: invalid })
        return z.NEVER
      }
      return parsed
    })
}
