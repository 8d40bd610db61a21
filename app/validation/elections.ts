import { z } from 'zod'
import { MAX_ELECTION_SEATS } from '#app/config/elections.ts'
import { now } from '#app/domain/clock.ts'
import { toMalaysiaDay } from '#app/domain/dates.ts'
import { fromMalaysiaLocal } from '#app/domain/event-times.ts'
import { calendarDayOf, optionalText, requiredText } from './fields.ts'
import { message } from './messages.ts'
import { MembershipIdSchema } from './membership-id.ts'

/**
 * Elections (issue 35, item 3): an election as the administration calls it (its page and POST
 * /api/admin/elections), a candidate entered by the secretariat, a ballot, a nomination and its
 * confirmation, and the returning officer's paper votes.
 */

export const ELECTION_TITLE_MAX_LENGTH = 200
export const ELECTION_POSITIONS_MAX_LENGTH = 1000
export const CANDIDATE_STATEMENT_MAX_LENGTH = 2000
/** More paper ballots than any meeting of the association holds. */
export const MAX_PAPER_BALLOTS = 100_000

const ISO_WITH_ZONE = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,9})?)?(Z|[+-]\d{2}:?\d{2})$/
const OBJECT_ID = /^[0-9a-f]{24}$/i

/** A moment: a form's `datetime-local` (Malaysia time) or an ISO timestamp with its zone. Required (general meetings use it too). */
export const moment = (required: string) =>
  z
    .string({ required_error: required, invalid_type_error: required })
    .trim()
    .min(1, required)
    .transform((text, ctx) => {
      const date = ISO_WITH_ZONE.test(text) ? new Date(text) : fromMalaysiaLocal(text)
      if (!date || Number.isNaN(date.getTime()) || date.getUTCFullYear() < 2000 || date.getUTCFullYear() > 2200) {
        ctx.addIssue({ code: 'custom', message: message('election.momentInvalid') })
        return z.NEVER
      }
      return date
    })

const rollDate = z
  .string({ required_error: message('election.rollDateRequired'), invalid_type_error: message('election.rollDateRequired') })
  .trim()
  .min(1, message('election.rollDateRequired'))
  .transform((text, ctx) => {
    const day = calendarDayOf(text)
    if (!day) {
      ctx.addIssue({ code: 'custom', message: message('election.rollDateInvalid') })
      return z.NEVER
    }
    return day
  })

/** An election as an administrator calls it: the page's form and POST /api/admin/elections. */
export const ElectionSchema = z
  .object({
    title: requiredText(message('election.titleRequired'), ELECTION_TITLE_MAX_LENGTH),
    titleMs: optionalText(ELECTION_TITLE_MAX_LENGTH),
    // What is elected, in words: optional, as POST /api/admin/elections is written in the issue ({ meetingId?, title, seats, … }).
    positions: optionalText(ELECTION_POSITIONS_MAX_LENGTH, { multiline: true }),
    positionsMs: optionalText(ELECTION_POSITIONS_MAX_LENGTH, { multiline: true }),
    seats: z
      .number({ required_error: message('election.seats', { max: MAX_ELECTION_SEATS }), invalid_type_error: message('election.seats', { max: MAX_ELECTION_SEATS }) })
      .int(message('election.seats', { max: MAX_ELECTION_SEATS }))
      .min(1, message('election.seats', { max: MAX_ELECTION_SEATS }))
      .max(MAX_ELECTION_SEATS, message('election.seats', { max: MAX_ELECTION_SEATS })),
    opensAt: moment(message('election.opensAtRequired')),
    closesAt: moment(message('election.closesAtRequired')),
    rollDate,
    /** A general meeting's id (meetings are still to come: kept as given). */
    meetingId: optionalText(24).refine((value) => value === '' || OBJECT_ID.test(value), message('election.meetingId')),
  })
  .superRefine((value, ctx) => {
    // Run even when a field failed (its value is then no date): each rule only between the fields that passed.
    const { opensAt, closesAt, rollDate } = value as { opensAt: unknown; closesAt: unknown; rollDate: unknown }
    if (!(opensAt instanceof Date)) return
    // Nominations close when voting opens, so an election opening in the past could never have a candidate.
    if (opensAt.getTime() <= now().getTime()) ctx.addIssue({ code: 'custom', path: ['opensAt'], message: message('election.opensInPast') })
    if (closesAt instanceof Date && closesAt.getTime() <= opensAt.getTime()) ctx.addIssue({ code: 'custom', path: ['closesAt'], message: message('election.closesBeforeOpening') })
    if (typeof rollDate === 'string' && rollDate > toMalaysiaDay(opensAt)) ctx.addIssue({ code: 'custom', path: ['rollDate'], message: message('election.rollDateAfterOpening') })
  })
export type ElectionInput = z.infer<typeof ElectionSchema>

const statement = optionalText(CANDIDATE_STATEMENT_MAX_LENGTH, { multiline: true })

/** POST /api/admin/elections/{id}/candidates: a candidate nominated on paper, by account. */
export const CandidateSchema = z.object({
  userId: z
    .string({ required_error: message('election.userId'), invalid_type_error: message('election.userId') })
    .trim()
    .regex(OBJECT_ID, message('election.userId')),
  statement,
})
export type CandidateInput = z.infer<typeof CandidateSchema>

/** The election page's form for the same: by membership ID, as the paper nomination gives it. */
export const PaperCandidateSchema = z.object({ membershipId: MembershipIdSchema, statement })

const candidateId = z.string({ invalid_type_error: message('election.candidates') }).regex(OBJECT_ID, message('election.unknownCandidate'))

/**
 * A ballot: the candidates marked, at least one, each once (the election's seats limit how many: the
 * service checks them against the election). The ballot page's ticked boxes and POST /api/elections/{id}/ballots.
 */
export const BallotSchema = z.object({
  candidateIds: z
    .array(candidateId, { required_error: message('election.candidates'), invalid_type_error: message('election.candidates') })
    .min(1, message('election.candidates'))
    .max(MAX_ELECTION_SEATS, message('election.tooMany', { seats: MAX_ELECTION_SEATS }))
    .refine((ids) => new Set(ids.map((id) => id.toLowerCase())).size === ids.length, message('election.markedTwice')),
})
export type BallotInput = z.infer<typeof BallotSchema>

/** A member's nomination: the candidate, proposer and seconder by membership ID. */
export const NominationSchema = z.object({
  candidate: MembershipIdSchema,
  proposer: MembershipIdSchema,
  seconder: MembershipIdSchema,
})
export type NominationInput = z.infer<typeof NominationSchema>

/** A role's confirmation (its link's page): the candidate may give a statement to the voters. */
export const NominationConfirmationSchema = z.object({ statement })

/** The returning officer records a member who voted on paper at the meeting. */
export const PaperVoterSchema = z.object({ membershipId: MembershipIdSchema })

const count = z
  .number({ required_error: message('election.count'), invalid_type_error: message('election.count') })
  .int(message('election.count'))
  .min(0, message('election.count'))
  .max(MAX_PAPER_BALLOTS, message('election.count'))

/** A form's number field as a number (Conform does not coerce the values of a record); JSON's as sent. */
const formNumber = (value: unknown) => (typeof value === 'string' && value.trim() !== '' ? Number(value) : value)

/** The paper ballots counted: how many, and the votes of each candidate (`votes.<candidate id>`). */
export const PaperCountSchema = z.object({
  ballots: count,
  votes: z.record(z.string(), z.preprocess(formNumber, count), { invalid_type_error: message('election.count') }).default({}),
})
export type PaperCountInput = z.infer<typeof PaperCountSchema>
