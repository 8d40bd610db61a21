import { z } from 'zod'
import { CPD_CATEGORIES } from '#app/domain/constants.ts'
import { fromMalaysiaLocal } from '#app/domain/event-times.ts'
import { ringgitToSen } from '#app/domain/money.ts'
import { EmailSchema } from './contact.ts'
import { optionalText } from './fields.ts'
import { NAME_MAX_LENGTH, PHONE_MAX_LENGTH } from './form-limits.ts'
import { isHttpsAddress } from './member-resource.ts'
import { message } from './messages.ts'
import { safeText } from './text.ts'

/**
 * Issue 20: an event's bookable fields (part of the content schema of events, admin form and API
 * alike), a visitor's registration, and the door's attendance and check-in.
 */

export const EVENT_PROVIDER_MAX_LENGTH = 200
/** An online meeting's address (Zoom, Teams, Meet links run to a few hundred characters at most). */
export const EVENT_MEETING_LINK_MAX_LENGTH = 500
export const EVENT_MESSAGES = {
  momentInvalid: message('event.momentInvalid'),
  endsBeforeStart: message('event.endsBeforeStart'),
  deadlineAfterStart: message('event.deadlineAfterStart'),
  needsStart: message('event.needsStart'),
  hoursInvalid: message('event.hoursInvalid'),
  priceInvalid: message('event.priceInvalid'),
  capacityInvalid: message('event.capacityInvalid'),
  categoryFromList: message('event.categoryFromList'),
  nameRequired: message('event.nameRequired'),
  registrationIds: message('event.registrationIds'),
  checkInCode: message('event.checkInCode'),
  meetingLinkHttps: message('event.meetingLinkHttps'),
} as const

const ISO_WITH_ZONE = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,9})?)?(Z|[+-]\d{2}:?\d{2})$/

/**
 * A moment: a form's `datetime-local` value, read as Malaysia time, or an ISO timestamp with its zone
 * (what a JSON client sends). Empty or absent is none (null).
 */
const moment = z
  .string({ invalid_type_error: EVENT_MESSAGES.momentInvalid })
  .nullable()
  .optional()
  .transform((value, ctx) => {
    const text = value?.trim() ?? ''
    if (!text) return null
    const date = ISO_WITH_ZONE.test(text) ? new Date(text) : fromMalaysiaLocal(text)
    if (!date || Number.isNaN(date.getTime()) || date.getUTCFullYear() < 2000 || date.getUTCFullYear() > 2200) {
      ctx.addIssue({ code: 'custom', message: EVENT_MESSAGES.momentInvalid })
      return z.NEVER
    }
    return date
  })

const number = (invalid: string, check: (value: number) => boolean, fallback: number) =>
  z
    .number({ invalid_type_error: invalid, required_error: invalid })
    .refine((value) => Number.isFinite(value) && check(value), invalid)
    .default(fallback)

export const eventFields = {
  startsAt: moment,
  endsAt: moment,
  registrationDeadline: moment,
  isOnline: z.boolean({ invalid_type_error: message('flag.active') }).default(false),
  // Issue 33: shown to those registered only; a secure address, as a member resource's link.
  meetingLink: optionalText(EVENT_MEETING_LINK_MAX_LENGTH).refine((value) => value === '' || (isHttpsAddress(value) && !/\s/.test(value)), EVENT_MESSAGES.meetingLinkHttps),
  cpdHours: number(EVENT_MESSAGES.hoursInvalid, (v) => v >= 0 && v <= 100 && Number.isInteger(v * 2), 0),
  category: z.enum(CPD_CATEGORIES, { errorMap: () => ({ message: EVENT_MESSAGES.categoryFromList }) }).default('Workshop'),
  priceMember: number(EVENT_MESSAGES.priceInvalid, (v) => v >= 0 && v <= 100_000 && ringgitToSen(v) !== null, 0),
  priceNonMember: number(EVENT_MESSAGES.priceInvalid, (v) => v >= 0 && v <= 100_000 && ringgitToSen(v) !== null, 0),
  capacity: number(EVENT_MESSAGES.capacityInvalid, (v) => Number.isInteger(v) && v >= 0 && v <= 10_000, 0),
}

interface EventValues {
  date: string
  startsAt: Date | null
  endsAt: Date | null
  registrationDeadline: Date | null
}

/** What a zod object cannot check between fields: a date of some kind, an end after the start, a deadline before it. */
export function eventCrossFieldErrors(values: EventValues): Record<string, string[]> | null {
  const errors: Record<string, string[]> = {}
  if (!values.date && !values.startsAt) errors.date = [message('required.date')]
  if (!values.startsAt && (values.endsAt || values.registrationDeadline)) errors.startsAt = [EVENT_MESSAGES.needsStart]
  if (values.startsAt && values.endsAt && values.endsAt.getTime() <= values.startsAt.getTime()) errors.endsAt = [EVENT_MESSAGES.endsBeforeStart]
  if (values.startsAt && values.registrationDeadline && values.registrationDeadline.getTime() > values.startsAt.getTime()) {
    errors.registrationDeadline = [EVENT_MESSAGES.deadlineAfterStart]
  }
  return Object.keys(errors).length ? errors : null
}

/**
 * The "date or start" rule on the fields as they were posted, for a form that failed its schema too
 * (so that every missing field is named at once, the date among them).
 */
export function eventPayloadErrors(payload: Record<string, unknown>): Record<string, string[]> | null {
  const blank = (value: unknown) => typeof value !== 'string' || !value.trim()
  return blank(payload.date) && blank(payload.startsAt) ? { date: [message('required.date')] } : null
}

const PHONE_PATTERN = /^\+?[0-9\s().-]{6,}$/

/** A visitor's registration (a member's needs no fields): name, e-mail, phone, all required. */
export const VisitorRegistrationSchema = z.object({
  name: safeText(
    z
      .string({ required_error: EVENT_MESSAGES.nameRequired, invalid_type_error: EVENT_MESSAGES.nameRequired })
      .trim()
      .min(1, EVENT_MESSAGES.nameRequired)
      .max(NAME_MAX_LENGTH * 2, message('text.tooLong', { max: NAME_MAX_LENGTH * 2 })),
  ),
  email: EmailSchema,
  phone: z
    .string({ required_error: message('phone.invalid'), invalid_type_error: message('phone.invalid') })
    .trim()
    .max(PHONE_MAX_LENGTH, message('phone.invalid'))
    .refine((value) => PHONE_PATTERN.test(value) && value.replace(/\D/g, '').length >= 6, message('phone.invalid')),
})
export type VisitorRegistration = z.infer<typeof VisitorRegistrationSchema>

const registrationId = z.string({ invalid_type_error: EVENT_MESSAGES.registrationIds }).regex(/^[0-9a-f]{24}$/i, EVENT_MESSAGES.registrationIds)

/** POST /api/admin/events/{id}/attendance, and the list's form (a ticked box per registration). */
export const AttendanceSchema = z.object({
  registrationIds: z
    .array(registrationId, { required_error: EVENT_MESSAGES.registrationIds, invalid_type_error: EVENT_MESSAGES.registrationIds })
    .min(1, EVENT_MESSAGES.registrationIds)
    .max(500, EVENT_MESSAGES.registrationIds),
})

/** The door's check-in: the code from the confirmation mail (its QR opens the form with it filled in). */
export const CheckInSchema = z.object({
  code: z
    .string({ required_error: EVENT_MESSAGES.checkInCode, invalid_type_error: EVENT_MESSAGES.checkInCode })
    .trim()
    .toUpperCase()
    .regex(/^[A-Z0-9]{8}$/, EVENT_MESSAGES.checkInCode),
})
