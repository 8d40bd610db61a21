import { z } from 'zod'
import { MAX_POSITION_SEATS, POSITION_ROLES } from '#app/domain/office-terms.ts'
import { calendarDay, optionalCalendarDay, optionalText, requiredText } from './fields.ts'
import { message } from './messages.ts'

/**
 * The office-bearers' register (issue 35, item 1): the forms of /admin/office-bearers and
 * `POST /api/admin/office-bearers`, one schema each for both doors.
 */

export const OFFICE_NAME_MAX_LENGTH = 200
export const POSITION_TITLE_MAX_LENGTH = 100
/** An e-mail address or a membership ID. */
export const OFFICE_MEMBER_MAX_LENGTH = 254

/** An optional last day: absent, empty or null is none (still in office). */
const until = optionalCalendarDay(message('officeBearers.untilInvalid'))

const from = calendarDay(message('officeBearers.fromRequired'), message('officeBearers.fromInvalid'))

const lastDayNotBeforeFirst = (value: { from: string; until: string | null }) => value.until === null || value.until >= value.from
const untilBeforeFrom = { message: message('officeBearers.untilBeforeFrom'), path: ['until'] }

const optionalId = z
  .string({ invalid_type_error: message('officeBearers.idInvalid') })
  .trim()
  .max(24, message('officeBearers.idInvalid'))
  .optional()
  .transform((value) => value || null)

/**
 * A new holder of a position: `position` (its key), and who: an account (`userId` from the API, or
 * `member`, an e-mail address or membership ID, from the page's form) or a `name` for someone without
 * one; from which day, until which (optional: still in office). The page's form may name the
 * committee's card to show beside them (`cardId`).
 */
export const OfficeTermSchema = z
  .object({
    position: requiredText(message('officeBearers.positionRequired'), 60),
    userId: optionalId,
    member: optionalText(OFFICE_MEMBER_MAX_LENGTH),
    name: optionalText(OFFICE_NAME_MAX_LENGTH),
    from,
    until,
    cardId: optionalId,
  })
  .refine((value) => Boolean(value.userId || value.member || value.name), { message: message('officeBearers.holderRequired'), path: ['name'] })
  .refine(lastDayNotBeforeFirst, untilBeforeFrom)
export type OfficeTermInput = z.infer<typeof OfficeTermSchema>

/** Ends a term: its last day. */
export const OfficeTermEndSchema = z.object({ until: calendarDay(message('officeBearers.untilRequired'), message('officeBearers.untilInvalid')) })

/** A correction of a term as it was recorded: the holder's name, the days, the card. Audited. */
export const OfficeTermCorrectionSchema = z
  .object({
    name: requiredText(message('officeBearers.nameRequired'), OFFICE_NAME_MAX_LENGTH),
    from,
    until,
    cardId: optionalId,
  })
  .refine(lastDayNotBeforeFirst, untilBeforeFrom)
export type OfficeTermCorrection = z.infer<typeof OfficeTermCorrectionSchema>

/** A position: its titles, how many hold it at once, the role it gives its holders (none: ''). */
export const OfficePositionSchema = z.object({
  title: requiredText(message('officeBearers.titleRequired'), POSITION_TITLE_MAX_LENGTH),
  titleMs: optionalText(POSITION_TITLE_MAX_LENGTH),
  seats: z
    .number({ invalid_type_error: message('officeBearers.seatsWhole') })
    .int(message('officeBearers.seatsWhole'))
    .min(1, message('officeBearers.seatsWhole'))
    .max(MAX_POSITION_SEATS, message('officeBearers.seatsWhole'))
    .optional()
    .transform((value) => value ?? 1),
  grantsRole: z
    .enum(['', ...POSITION_ROLES], { errorMap: () => ({ message: message('officeBearers.roleInvalid') }) })
    .optional()
    .transform((value) => value ?? ''),
})
export type OfficePositionInput = z.infer<typeof OfficePositionSchema>

/** `?at=` of the public list: a past (or future) day. */
export const OfficeBearersAtSchema = z.object({ at: calendarDay(message('officeBearers.fromInvalid'), message('officeBearers.fromInvalid')) })
