import { z } from 'zod'
import { now } from '#app/domain/clock.ts'
import { toMalaysiaDay } from '#app/domain/dates.ts'
import { MEMBERSHIP_ID_PATTERN, MEMBERSHIP_STATUSES, RECORDED_PAYMENT_METHODS } from '#app/domain/constants.ts'
import { ringgitToSen } from '#app/domain/money.ts'
import { STAFF_ROLES } from '#app/domain/roles.ts'
import { EVIDENCE_KINDS, isEvidenceKind } from '#app/domain/application-evidence.ts'
import { ApplicableMembershipTypeSchema, location, MembershipTypeSchema, phone } from './auth.ts'
import { calendarDayOf, optionalText, requiredText } from './fields.ts'
import { MEMBERSHIP_ID_MAX_LENGTH } from './form-limits.ts'
import { MembershipIdSchema } from './membership-id.ts'
import { MEMBERSHIP_MESSAGES } from './membership-messages.ts'

/**
 * The schemas of the membership lifecycle's actions (issue 18), for the JSON API now and the forms that
 * come with the pages: approve and reject an application, record a payment, set a member's status,
 * period or roles, apply again, one line of a roster.
 */

/** `POST /api/admin/applications/{id}/approve`: a claimed ID the secretariat confirms, or none (the next EMP number). */
export const ApproveApplicationSchema = z.object({ membershipId: MembershipIdSchema.optional() })

export const RejectApplicationSchema = z.object({
  reason: requiredText(MEMBERSHIP_MESSAGES.reasonRequired, 1000, { multiline: true }),
})

/** A form's checkboxes send one value as a string and several as a list; JSON sends a list. */
const listOf = (value: unknown) => (value === undefined || value === '' ? [] : typeof value === 'string' ? [value] : value)

/**
 * `POST /api/admin/applications/{id}/information-request` and the queue's form (issue 33, item 5): what
 * the secretariat asks the applicant, and the documents wanted (lists.json `evidence`).
 */
export const InformationRequestSchema = z.object({
  message: requiredText(MEMBERSHIP_MESSAGES.informationMessageRequired, 2000, { multiline: true }),
  documents: z.preprocess(
    listOf,
    z
      .array(z.string(), { errorMap: () => ({ message: MEMBERSHIP_MESSAGES.evidenceUnknown }) })
      .max(EVIDENCE_KINDS.length, MEMBERSHIP_MESSAGES.evidenceUnknown)
      .refine((kinds) => kinds.every(isEvidenceKind), MEMBERSHIP_MESSAGES.evidenceUnknown)
      .transform((kinds) => [...new Set(kinds.filter(isEvidenceKind))]),
  ),
})
export type InformationRequestInput = z.infer<typeof InformationRequestSchema>

/** The applicant's answer (`POST /api/membership/application`, multipart, and its page): a note; the uploads come apart. */
export const InformationAnswerSchema = z.object({ answer: optionalText(2000, { multiline: true }).optional().transform((value) => value ?? '') })

/** `POST /api/admin/members/{id}/notes` and the member's page for the secretariat: a note on the record (issue 33, item 4). */
export const StaffNoteSchema = z.object({ text: requiredText(MEMBERSHIP_MESSAGES.noteRequired, 2000, { multiline: true }) })

/** A day as YYYY-MM-DD (or an ISO timestamp, read as its day in Malaysia). */
function day(message: string) {
  return z.string({ invalid_type_error: message }).transform((value, ctx) => {
    const parsed = calendarDayOf(value.trim())
    if (!parsed) {
      ctx.addIssue({ code: 'custom', message })
      return z.NEVER
    }
    return parsed
  })
}

/** `POST /api/admin/invoices/{id}/payments`: the amount in ringgit (kept as sen), how, a reference, the day. */
export const PaymentSchema = z.object({
  amount: z
    .number({ required_error: MEMBERSHIP_MESSAGES.amountRequired, invalid_type_error: MEMBERSHIP_MESSAGES.amountRequired })
    .positive(MEMBERSHIP_MESSAGES.amountRequired)
    .max(1_000_000, MEMBERSHIP_MESSAGES.amountTooLarge)
    .transform((ringgit, ctx) => {
      const sen = ringgitToSen(ringgit)
      if (sen === null || sen < 1) {
        ctx.addIssue({ code: 'custom', message: MEMBERSHIP_MESSAGES.amountRequired })
        return z.NEVER
      }
      return sen
    }),
  method: z.enum(RECORDED_PAYMENT_METHODS, { errorMap: () => ({ message: MEMBERSHIP_MESSAGES.methodRequired }) }),
  reference: optionalText(100),
  /** Left out: today. */
  paidAt: day(MEMBERSHIP_MESSAGES.paidAtFormat).optional(),
})
export type PaymentInputBody = z.infer<typeof PaymentSchema>

/** `PATCH /api/admin/members/{id}`: any of the status, the last day of membership (null: none) and the roles. */
export const MemberUpdateFields = {
  membershipStatus: z.enum(MEMBERSHIP_STATUSES, { errorMap: () => ({ message: MEMBERSHIP_MESSAGES.statusRequired }) }).optional(),
  expiresAt: z.union([z.null(), day(MEMBERSHIP_MESSAGES.expiresAtFormat)]).optional(),
  roles: z.array(z.enum(STAFF_ROLES), { errorMap: () => ({ message: MEMBERSHIP_MESSAGES.rolesInvalid }) }).max(STAFF_ROLES.length, MEMBERSHIP_MESSAGES.rolesInvalid).optional(),
}

export const MemberUpdateSchema = z
  .object(MemberUpdateFields)
  .refine((value) => value.membershipStatus !== undefined || value.expiresAt !== undefined || value.roles !== undefined, {
    message: MEMBERSHIP_MESSAGES.nothingToChange,
  })
export type MemberUpdate = z.infer<typeof MemberUpdateSchema>

/** `POST /api/membership/reapply` and the page /member-dashboard/reapply: a rejected applicant applies again. */
export const ReapplySchema = z.object({
  membershipType: ApplicableMembershipTypeSchema,
  claimedMembershipId: z
    .string({ invalid_type_error: MEMBERSHIP_MESSAGES.claimFormat })
    .trim()
    .toUpperCase()
    .max(MEMBERSHIP_ID_MAX_LENGTH, MEMBERSHIP_MESSAGES.claimFormat)
    .refine((value) => value === '' || MEMBERSHIP_ID_PATTERN.test(value), MEMBERSHIP_MESSAGES.claimFormat)
    .optional()
    .transform((value) => value ?? ''),
  // Optional: a client that leaves them out keeps what the account has (the form sends both, prefilled).
  phone: phone.optional(),
  state: location.optional(),
})
export type ReapplyInput = z.infer<typeof ReapplySchema>

/** A roster's day: YYYY-MM-DD, or left empty. */
function rosterDay(message: string) {
  return z.string().transform((value, ctx) => {
    if (value.trim() === '') return ''
    const parsed = /^\d{4}-\d{2}-\d{2}$/.test(value.trim()) ? calendarDayOf(value.trim()) : null
    if (!parsed) {
      ctx.addIssue({ code: 'custom', message })
      return z.NEVER
    }
    return parsed
  })
}

/** One line of a roster CSV (`POST /api/admin/members/import`), its columns as they are named in the file. */
export const RosterRowSchema = z.object({
  email: z.string().trim().toLowerCase().max(254, MEMBERSHIP_MESSAGES.importEmail).email(MEMBERSHIP_MESSAGES.importEmail),
  firstName: requiredText(MEMBERSHIP_MESSAGES.importName, 100),
  lastName: requiredText(MEMBERSHIP_MESSAGES.importName, 100),
  membershipId: z
    .string()
    .trim()
    .toUpperCase()
    .refine((value) => value === '' || (value.length <= MEMBERSHIP_ID_MAX_LENGTH && MEMBERSHIP_ID_PATTERN.test(value)), MEMBERSHIP_MESSAGES.importMembershipId),
  membershipType: z.string().transform((value, ctx) => {
    const type = MembershipTypeSchema.safeParse(value)
    if (!type.success) {
      ctx.addIssue({ code: 'custom', message: MEMBERSHIP_MESSAGES.importType })
      return z.NEVER
    }
    return type.data
  }),
  expiresAt: rosterDay(MEMBERSHIP_MESSAGES.importExpiresAt),
  /**
   * The day the member joined, as the association's records have it (optional column; empty: the day of
   * the import). Fellowship counts the years from it, so a member of long standing keeps them.
   */
  joinedOn: rosterDay(MEMBERSHIP_MESSAGES.importJoinedOn).refine((value) => value === '' || value <= toMalaysiaDay(now()), MEMBERSHIP_MESSAGES.importJoinedOnFuture),
})
export type RosterRow = z.infer<typeof RosterRowSchema>
/** The columns a roster must name. */
export const ROSTER_COLUMNS = ['email', 'firstName', 'lastName', 'membershipId', 'membershipType', 'expiresAt'] as const
/** The columns it may name too. */
export const ROSTER_OPTIONAL_COLUMNS = ['joinedOn'] as const
export const ROSTER_MAX_ROWS = 2000

/** `POST /api/membership/invoices/{id}/proof`: the fields beside the slip's `file`. */
export const PaymentProofFieldsSchema = z.object({ reference: optionalText(100) })

/**
 * /admin/applications' forms: the API's approve and reject bodies, with the button's `intent` and the
 * application's account. Conform turns an empty "membership ID" box into "none" (the next EMP number).
 */
export const ApplicationDecisionFormSchema = z.discriminatedUnion('intent', [
  ApproveApplicationSchema.extend({ intent: z.literal('approve'), userId: z.string().trim().min(1).max(24) }),
  RejectApplicationSchema.extend({ intent: z.literal('reject'), userId: z.string().trim().min(1).max(24) }),
  InformationRequestSchema.extend({ intent: z.literal('ask'), userId: z.string().trim().min(1).max(24) }),
])

/** /admin/payments' and /admin/donations' form: the API's payment body and the invoice or gift it is for. */
export const PaymentFormSchema = PaymentSchema.extend({ id: z.string().trim().min(1).max(24) })

/** `POST /api/membership/fellowship` and the page /member-dashboard/fellowship: a short optional note with the request. */
export const FellowshipRequestSchema = z.object({ note: optionalText(1000, { multiline: true }) })
export type FellowshipRequestInput = z.infer<typeof FellowshipRequestSchema>

/** `POST /api/admin/fellowships/{id}/decline`: the reason, mailed to the member. */
export const DeclineFellowshipSchema = z.object({
  reason: requiredText(MEMBERSHIP_MESSAGES.fellowshipReasonRequired, 1000, { multiline: true }),
})

/** /admin/applications/fellowships' forms: the API's bodies, the decision and the request it is about. */
export const FellowshipDecisionFormSchema = z.discriminatedUnion('intent', [
  z.object({ intent: z.literal('approve'), requestId: z.string().trim().min(1).max(24) }),
  DeclineFellowshipSchema.extend({ intent: z.literal('decline'), requestId: z.string().trim().min(1).max(24) }),
])
