import { z } from 'zod'
import { MEETING_KIND_VALUES, RSVP_ANSWER_VALUES } from '#app/domain/meetings.ts'
import { now } from '#app/domain/clock.ts'
import { moment } from './elections.ts'
import { optionalText, optionalWebAddress, requiredText } from './fields.ts'
import { message } from './messages.ts'

/**
 * General meetings (issue 35, item 2): a meeting as the secretariat calls it (its page and POST
 * /api/admin/meetings), the notice's send, a member's RSVP (the meeting's page and POST
 * /api/meetings/{id}/rsvp), attendance, the minutes and a paper.
 */

export const MEETING_TITLE_MAX_LENGTH = 200
export const MEETING_PLACE_MAX_LENGTH = 500
export const MEETING_AGENDA_MAX_LENGTH = 10_000
export const MEETING_MINUTES_MAX_LENGTH = 50_000
/** More members than one attendance form lists (the page shows 200 at a time). */
export const MAX_ATTENDANCE_ROWS = 500

const OBJECT_ID = /^[0-9a-f]{24}$/i

/** A meeting as the secretariat calls or edits it. */
export const MeetingSchema = z
  .object({
    kind: z.enum(MEETING_KIND_VALUES, { errorMap: () => ({ message: message('meeting.kind') }) }),
    title: requiredText(message('meeting.titleRequired'), MEETING_TITLE_MAX_LENGTH),
    titleMs: optionalText(MEETING_TITLE_MAX_LENGTH),
    startsAt: moment(message('meeting.startsAtRequired')),
    place: optionalText(MEETING_PLACE_MAX_LENGTH, { multiline: true }),
    onlineUrl: optionalWebAddress(500),
    agenda: requiredText(message('meeting.agendaRequired'), MEETING_AGENDA_MAX_LENGTH, { multiline: true }),
    agendaMs: optionalText(MEETING_AGENDA_MAX_LENGTH, { multiline: true }),
  })
  .superRefine((value, ctx) => {
    const { startsAt, place, onlineUrl } = value as { startsAt: unknown; place: unknown; onlineUrl: unknown }
    if (startsAt instanceof Date && startsAt.getTime() <= now().getTime()) ctx.addIssue({ code: 'custom', path: ['startsAt'], message: message('meeting.startsInPast') })
    if (place === '' && onlineUrl === '') ctx.addIssue({ code: 'custom', path: ['place'], message: message('meeting.placeOrLink') })
  })
export type MeetingInput = z.infer<typeof MeetingSchema>

/** The notice's send: `force` sends a late notice knowingly (the page's box, the API's flag). */
export const MeetingNoticeSchema = z.object({
  force: z.boolean({ invalid_type_error: message('meeting.force') }).default(false),
})
export type MeetingNoticeInput = z.infer<typeof MeetingNoticeSchema>

/** A member's answer. */
export const RsvpSchema = z.object({
  answer: z.enum(RSVP_ANSWER_VALUES, { errorMap: () => ({ message: message('meeting.answer') }) }),
})
export type RsvpInput = z.infer<typeof RsvpSchema>

const memberIds = z
  .array(z.string({ invalid_type_error: message('meeting.members') }).regex(OBJECT_ID, message('meeting.members')), { invalid_type_error: message('meeting.members') })
  .max(MAX_ATTENDANCE_ROWS, message('meeting.members'))
  .default([])

/**
 * The attendance form: the members it listed (`listed`) and those ticked present among them (`present`);
 * a listed member not ticked is marked absent. Without `listed`, only marks (the search box's list).
 */
export const AttendanceSchema = z.object({ listed: memberIds, present: memberIds })
export type AttendanceInput = z.infer<typeof AttendanceSchema>

/** The minutes' draft, in both languages (English required). */
export const MinutesSchema = z.object({
  minutes: requiredText(message('meeting.minutesRequired'), MEETING_MINUTES_MAX_LENGTH, { multiline: true }),
  minutesMs: optionalText(MEETING_MINUTES_MAX_LENGTH, { multiline: true }),
})
export type MinutesInput = z.infer<typeof MinutesSchema>

/** A paper's title (its PDF comes with it). */
export const MeetingPaperSchema = z.object({ title: requiredText(message('meeting.paperTitleRequired'), MEETING_TITLE_MAX_LENGTH) })
