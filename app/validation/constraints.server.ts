import { PractitionerMessageSchema } from './practitioner-message.ts'
import { getZodConstraint } from '@conform-to/zod'
import { CpdEntrySchema } from './cpd.ts'
import { ContactPageSchema } from './contact.ts'
import { CONTENT_TYPES, type ContentType } from '#app/domain/content-kinds.ts'
import { CONTENT_SCHEMAS } from './content.ts'
import { DataRequestSchema } from './data-request.ts'
import { ChangeEmailSchema } from './email-change.ts'
import { VisitorRegistrationSchema } from './events.ts'
import { ListingSchema } from './listing.ts'
import { MyListingSchema } from './my-listing.ts'
import { PrivacyNoticeSchema } from './privacy.ts'
import { NewsletterSchema } from './newsletter.ts'
import { OfficePositionSchema, OfficeTermCorrectionSchema, OfficeTermSchema } from './office-bearers.ts'
import { RuleAmendmentSchema } from './annual-return.ts'
import { CreditNoteSchema, ExpenseSchema, RejectExpenseSchema, VoidInvoiceSchema } from './books.ts'
import { MemberMessageSchema } from './member-messages.ts'
import { ElectionSchema, NominationSchema, PaperCandidateSchema, PaperVoterSchema } from './elections.ts'
import { MeetingPaperSchema, MeetingSchema, MinutesSchema } from './meetings.ts'
import { ChangePasswordSchema, ForgotPasswordSchema, LoginSchema, ProfileSchema, RegisterSchema, ResetPasswordSchema } from './auth.ts'

/**
 * Native constraints (required, lengths, min and max) computed from a form's own zod schema with
 * Conform's `getZodConstraint`, on the server: the loader sends them with the page, so the browser
 * gets the rules without zod or the schema (issue 32, item 4). Every form's: none is written out.
 */

/** A CPD entry's: the dashboard's dialogs (the CPD and resources tabs) and the add and edit pages. */
export const CPD_ENTRY_CONSTRAINT = getZodConstraint(CpdEntrySchema)

/** The account pages' forms: signing in, applying, the password forms and the profile. */
export const LOGIN_CONSTRAINT = getZodConstraint(LoginSchema)
export const REGISTER_CONSTRAINT = getZodConstraint(RegisterSchema)
export const FORGOT_PASSWORD_CONSTRAINT = getZodConstraint(ForgotPasswordSchema)
export const RESET_PASSWORD_CONSTRAINT = getZodConstraint(ResetPasswordSchema)
export const CHANGE_PASSWORD_CONSTRAINT = getZodConstraint(ChangePasswordSchema)
export const PROFILE_CONSTRAINT = getZodConstraint(ProfileSchema)

/** The visitors' forms: the contact page's and the newsletter's subscribe box on /news. */
export const CONTACT_PAGE_CONSTRAINT = getZodConstraint(ContactPageSchema)
export const NEWSLETTER_CONSTRAINT = getZodConstraint(NewsletterSchema)
/** "Send a message" on a profile (issue 36). */
export const PRACTITIONER_MESSAGE_CONSTRAINT = getZodConstraint(PractitionerMessageSchema)

/** A visitor's registration for an event, on its page. */
export const VISITOR_REGISTRATION_CONSTRAINT = getZodConstraint(VisitorRegistrationSchema)

/** A member's own forms: the sign-in address, a data request, their directory listing. */
export const CHANGE_EMAIL_CONSTRAINT = getZodConstraint(ChangeEmailSchema)
export const DATA_REQUEST_CONSTRAINT = getZodConstraint(DataRequestSchema)
export const MY_LISTING_CONSTRAINT = getZodConstraint(MyListingSchema)

/** The administration's: a directory listing, the privacy notice, and each kind of the site's content. */
export const PRACTITIONER_CONSTRAINT = getZodConstraint(ListingSchema)
export const PRIVACY_NOTICE_CONSTRAINT = getZodConstraint(PrivacyNoticeSchema)
export const CONTENT_CONSTRAINTS = Object.fromEntries(CONTENT_TYPES.map((type) => [type, getZodConstraint(CONTENT_SCHEMAS[type])])) as Record<
  ContentType,
  ReturnType<typeof getZodConstraint>
>

/** The office-bearers' register (issue 35): recording a holder, correcting a term, a position. */
export const OFFICE_TERM_CONSTRAINT = getZodConstraint(OfficeTermSchema)
export const OFFICE_TERM_CORRECTION_CONSTRAINT = getZodConstraint(OfficeTermCorrectionSchema)

/** The annual return's rule amendments' log (issue 35, item 4). */
export const RULE_AMENDMENT_CONSTRAINT = getZodConstraint(RuleAmendmentSchema)
export const OFFICE_POSITION_CONSTRAINT = getZodConstraint(OfficePositionSchema)
/** The treasurer's books (issue 34): voiding an invoice, a credit note, recording and rejecting an expense. */
export const VOID_INVOICE_CONSTRAINT = getZodConstraint(VoidInvoiceSchema)
export const CREDIT_NOTE_CONSTRAINT = getZodConstraint(CreditNoteSchema)
export const EXPENSE_CONSTRAINT = getZodConstraint(ExpenseSchema)
export const REJECT_EXPENSE_CONSTRAINT = getZodConstraint(RejectExpenseSchema)
/** Elections (issue 35): calling one, a paper candidate and a paper vote (the administration), a member's nomination. */
export const ELECTION_CONSTRAINT = getZodConstraint(ElectionSchema)
export const PAPER_CANDIDATE_CONSTRAINT = getZodConstraint(PaperCandidateSchema)
export const PAPER_VOTER_CONSTRAINT = getZodConstraint(PaperVoterSchema)
export const NOMINATION_CONSTRAINT = getZodConstraint(NominationSchema)
/** General meetings (issue 35): calling or editing one, its minutes, a paper's title. */
export const MEETING_CONSTRAINT = getZodConstraint(MeetingSchema)
export const MINUTES_CONSTRAINT = getZodConstraint(MinutesSchema)
export const MEETING_PAPER_CONSTRAINT = getZodConstraint(MeetingPaperSchema)

/** A message to members (issue 35, item 5): /admin/messages/members. */
export const MEMBER_MESSAGE_CONSTRAINT = getZodConstraint(MemberMessageSchema)
