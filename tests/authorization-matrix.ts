import { refreshCpdFigures } from '#app/models/cpd-entry.server.ts'
import { CpdFigures } from '#app/models/cpd-figures.server.ts'
import { randomBytes } from 'node:crypto'
import { AuditLog } from '#app/models/audit-log.server.ts'
import { DataRequest } from '#app/models/data-request.server.ts'
import { CommitteeMember } from '#app/models/committee-member.server.ts'
import { ContactMessage } from '#app/models/contact-message.server.ts'
import { CpdEntry } from '#app/models/cpd-entry.server.ts'
import { CpdAuditCase, CpdAuditDraw } from '#app/models/cpd-audit.server.ts'
import { invalidateDirectory } from '#app/models/directory-version.server.ts'
import { createEmailVerificationToken, EmailVerificationToken } from '#app/models/email-verification-token.server.ts'
import { Event } from '#app/models/event.server.ts'
import { EventRegistration, insertRegistration, newRegistrationId } from '#app/models/event-registration.server.ts'
import { EventSeat, takeSeat } from '#app/models/event-seat.server.ts'
import { FellowshipRequest } from '#app/models/fellowship-request.server.ts'
import { Credential, insertCredential } from '#app/models/credential.server.ts'
import { Gallery } from '#app/models/gallery.server.ts'
import { InternationalPartner } from '#app/models/international-partner.server.ts'
import { LocalPartner } from '#app/models/local-partner.server.ts'
import { NewsArticle } from '#app/models/news-article.server.ts'
import { createNewsletterConfirmation, NewsletterConfirmation } from '#app/models/newsletter-confirmation.server.ts'
import { NewsletterDelivery, NewsletterIssue } from '#app/models/newsletter-issue.server.ts'
import { MemberMessage } from '#app/models/member-message.server.ts'
import { Breach } from '#app/models/breach.server.ts'
import { OfficePosition } from '#app/models/office-position.server.ts'
import { OfficeTerm } from '#app/models/office-term.server.ts'
import { RuleAmendment } from '#app/models/rule-amendment.server.ts'
import { PositionRoleGrant } from '#app/models/position-role-grant.server.ts'
import { Election, ElectionCandidate, ElectionRoll, insertCandidate, insertElection } from '#app/models/election.server.ts'
import { ElectionBallot, ElectionPaperCount, ElectionVoter } from '#app/models/election-ballot.server.ts'
import { ElectionNomination, insertNomination, NominationConfirmation } from '#app/models/election-nomination.server.ts'
import { nominationLink } from '#app/services/election-nominations.server.ts'
import { NewsletterSubscriber } from '#app/models/newsletter-subscriber.server.ts'
import { createPasswordResetToken, PasswordResetToken } from '#app/models/password-reset-token.server.ts'
import { Listing } from '#app/models/listing.server.ts'
import { Media, MediaChunk, MediaFile } from '#app/models/media.server.ts'
import { Concern, ConcernEvent } from '#app/models/concern.server.ts'
import { Sanction } from '#app/models/sanction.server.ts'
import { Session } from '#app/models/session.server.ts'
import { TrainingProgramme } from '#app/models/training-programme.server.ts'
import { User, type PublicUser } from '#app/models/user.server.ts'
import { DocumentNumber } from '#app/models/document-number.server.ts'
import { Donation } from '#app/models/donation.server.ts'
import { Invoice } from '#app/models/invoice.server.ts'
import { CreditNote } from '#app/models/credit-note.server.ts'
import { Expense } from '#app/models/expense.server.ts'
import { MembershipNumber } from '#app/models/membership-number.server.ts'
import { OnceClaim } from '#app/models/once-claim.server.ts'
import { PaymentProof } from '#app/models/payment-proof.server.ts'
import { PaymentSettings, setDuitNowQr } from '#app/models/payment-settings.server.ts'
import { RenewalReminderSent } from '#app/models/renewal-reminder.server.ts'
import { Receipt } from '#app/models/receipt.server.ts'
import { BankLineRecord } from '#app/models/bank-line-record.server.ts'
import { BankStatementImport } from '#app/models/bank-statement-import.server.ts'
import { importBankStatement } from '#app/services/reconciliation.server.ts'
import { createFakeBill, FakePaymentBill } from '#app/models/fake-payment-bill.server.ts'
import { MoneyOperation } from '#app/models/money-operation.server.ts'
import { PaymentBill } from '#app/models/payment-bill.server.ts'
import { VerificationCode, verificationCodeOf } from '#app/models/verification-code.server.ts'
import { now } from '#app/domain/clock.ts'
import { toMalaysiaDay } from '#app/domain/dates.ts'
import { mayManage, type AdminArea } from '#app/domain/roles.ts'
import { donationSlipToken } from '#app/services/donation-slips.server.ts'
import { registrationPageLink } from '#app/services/events.server.ts'
import { prepareUpload, storeUpload, writePreparedUpload } from '#app/services/media.server.ts'
import { insertMemberResource, MemberResource } from '#app/models/member-resource.server.ts'
import { Meeting } from '#app/models/meeting.server.ts'
import { MeetingAttendance, MeetingInvitees, MeetingNotice, MeetingRsvp } from '#app/models/meeting-attendance.server.ts'
import { insertMeetingPaper, MeetingPaper } from '#app/models/meeting-paper.server.ts'
import { createMeeting, createNoticedMeeting } from './meeting-factories.ts'
import { hashToken, newSecretToken } from '#app/utils/auth.server.ts'
import { createListing } from './admin-helpers.ts'
import {
  createEvent,
  createGallery,
  createInternationalPartner,
  createLocalPartner,
  createNewsArticle,
  createTrainingProgramme,
  createCommitteeMember,
} from './content-factories.ts'
import { createCpdEntry, createUser, signIn } from './factories.ts'
import { get, newClientIp, sendForm, sendJson } from './http.ts'
import { pdfOfSize } from './media.ts'
import { qrPng, STATIC_DUITNOW_MERCHANT, STATIC_DUITNOW_PAYLOAD } from './duitnow-qr.ts'

/**
 * The machinery of tests/integration/authorization-matrix.test.ts: the notation of its table, the
 * records each request addresses (made fresh for every request and removed after it), the four roles,
 * and how an answer is read back into the table's notation.
 */

export const ROLES = ['anon', 'member', 'other', 'admin', 'suspended', 'secretary', 'treasurer'] as const
/**
 * The roles a row writes out; the suspended member's outcomes follow from them, and so do the
 * secretary's and the treasurer's from the row's part of the administration (see parseCells).
 */
const WRITTEN_ROLES = 4
const STAFF_MATRIX_ROLES = { secretary: 'secretary', treasurer: 'treasurer' } as const
export type Role = (typeof ROLES)[number]
export const METHODS = ['GET', 'POST', 'PUT', 'PATCH', 'DELETE'] as const
export type Method = (typeof METHODS)[number]

/** How a route answers: an HTML page, a file (a resource route outside /api), or the JSON API. */
export type Door = 'page' | 'file' | 'api'

// ---------------------------------------------------------------------------------------------------
// The notation

/**
 * One answer, as the table writes it:
 * - `ok`: a 2xx answer;
 * - `→/path`: a redirect there (an action's usual answer, or a page sending someone elsewhere); `:kind`
 *   in it stands for the request's record, as in the address (`→/events/:bookableEvent`);
 * - `login`: signed out, a page redirects to /login?redirectTo=<this address, or the row's returnTo>
 *   and the API answers 401 `{ message: 'Authentication required' }`;
 * - `403`: the access-denied page, or 403 JSON;
 * - any other status as its number: `401` (a page's form answering "sign in first"), `404`, `405`, ….
 */
export type Outcome = string
/** A redirect may name a record made for the request (`→/admin-content/galleries/:gallery/photos`). */
const OUTCOME = /^(ok|login|→\/[\w./:-]*|[1-5]\d\d)$/

/** Cells for one method: one outcome for all four roles, or four in the order anon member other admin. */
export type Cells = Partial<Record<Method | 'writes', string>>

/**
 * A suspended member (not the owner of the records) reads what another member reads; a write that needs
 * a signed-in user (the visitor is sent to sign in, or gets 401) is 403 for them, except signing out
 * and changing the password (`suspendedMayWrite`).
 */
function suspendedOutcome(method: Method, [anon, , other]: Outcome[], suspendedMayWrite: boolean): Outcome {
  if (method === 'GET' || suspendedMayWrite) return other!
  return anon === 'login' || anon === '401' ? '403' : other!
}

/**
 * A secretary or a treasurer: where the administrator's answer is another member's, theirs is too (the
 * route does not look at roles); where it differs (a part of the administration), they get the
 * administrator's answer if their role is given the row's `area`, else 403.
 */
/**
 * Every staff role gets the administrator's answer: a private upload (issue 16) is its owner's and any
 * staff member's (`isAdmin`, which every role keeps), since each role reviews some of them (CPD evidence,
 * payment slips, application documents).
 */
export const ANY_STAFF = 'any-staff'
export type MatrixArea = AdminArea | typeof ANY_STAFF

function staffOutcome(
  route: string,
  method: Method,
  [, , other, admin]: Outcome[],
  role: keyof typeof STAFF_MATRIX_ROLES,
  area: MatrixArea | undefined,
  staffDenied: Outcome,
): Outcome {
  if (admin === other) return other!
  if (!area) throw new Error(`${route} ${method}: administrators are answered otherwise than members, so the row must name its 'area'`)
  if (area === ANY_STAFF) return admin!
  return mayManage({ isAdmin: true, roles: [STAFF_MATRIX_ROLES[role]] }, area) ? admin! : staffDenied
}

export interface CellOptions {
  suspendedMayWrite?: boolean
  /** The part of the administration the row belongs to (which staff roles get the administrator's answer). */
  area?: MatrixArea
  /** What a staff role without the row's area gets: 403, or 404 where the record is hidden from them as from other members. */
  staffDenied?: Outcome
  /** A read the suspended member is answered otherwise than another member (a certificate only active members have). */
  suspendedGet?: Outcome
  /** A write open to visitors that a signed-in suspended member is refused (an event registration: 403). */
  suspendedWrite?: Outcome
}

export function parseCells(route: string, cells: Cells, { suspendedMayWrite = false, area, staffDenied = '403', suspendedGet, suspendedWrite }: CellOptions = {}): Record<Method, Outcome[]> {
  const parsed = {} as Record<Method, Outcome[]>
  for (const method of METHODS) {
    const text = cells[method] ?? (method === 'GET' ? undefined : cells.writes)
    if (text === undefined) throw new Error(`${route}: no outcome for ${method} (give it, or 'writes' for every write method)`)
    const outcomes = text.trim().split(/\s+/)
    if (outcomes.length === 1) outcomes.push(outcomes[0]!, outcomes[0]!, outcomes[0]!)
    if (outcomes.length !== WRITTEN_ROLES) throw new Error(`${route} ${method}: '${text}' needs 1 or ${WRITTEN_ROLES} outcomes`)
    const written = [...outcomes]
    const ownWrite = method !== 'GET' && suspendedWrite && written[2] === 'ok' ? suspendedWrite : undefined
    outcomes.push(method === 'GET' && suspendedGet ? suspendedGet : (ownWrite ?? suspendedOutcome(method, written, suspendedMayWrite)))
    outcomes.push(staffOutcome(route, method, written, 'secretary', area, staffDenied), staffOutcome(route, method, written, 'treasurer', area, staffDenied))
    for (const outcome of outcomes) {
      if (!OUTCOME.test(outcome)) throw new Error(`${route} ${method}: unknown outcome '${outcome}'`)
    }
    parsed[method] = outcomes
  }
  return parsed
}

/** Outcomes after which nothing may have changed: everything but a success. */
export function isRefusal(outcome: Outcome) {
  return outcome !== 'ok' && !outcome.startsWith('→')
}

// ---------------------------------------------------------------------------------------------------
// The records a request addresses

/**
 * `entry` is the member's pending CPD entry; `target` an account for an administrator to act on;
 * `credentials` an account to sign in with; `resetToken` and `verifyToken` the links of the reset and
 * confirmation mails (of accounts of their own); `privateFile` the member's private upload (a CPD
 * certificate, its description the marker). The rest are what their names say.
 */
export type FixtureKind =
  | 'entry'
  | 'listing'
  | 'news'
  | 'event'
  | 'gallery'
  | 'localPartner'
  | 'internationalPartner'
  | 'training'
  | 'committee'
  | 'message'
  | 'subscriber'
  | 'target'
  | 'closingAccount'
  | 'credentials'
  | 'resetToken'
  | 'verifyToken'
  | 'newsletterToken'
  | 'newsletterIssue'
  | 'memberMessage'
  | 'memberNewsUser'
  | 'breach'
  | 'officePosition'
  | 'officeTerm'
  | 'ruleAmendment'
  | 'unsubscribeAddress'
  | 'applicant'
  | 'fellowshipRequest'
  | 'invoice'
  | 'paidInvoice'
  | 'creditNote'
  | 'expense'
  | 'receipt'
  | 'verifyCode'
  | 'donation'
  | 'pledge'
  | 'pledgeToken'
  | 'dataRequest'
  | 'privateFile'
  | 'bookableEvent'
  | 'registrationEvent'
  | 'registration'
  | 'visitorRegistration'
  | 'registrationToken'
  | 'attendedEntry'
  | 'memberResource'
  | 'duitNowQr'
  | 'statementImport'
  | 'statementInvoice'
  | 'fakeBill'
  | 'election'
  | 'electionCandidate'
  | 'upcomingElection'
  | 'votingMember'
  | 'votingMemberId'
  | 'nominees'
  | 'nomination'
  | 'nominationToken'
  | 'meeting'
  | 'draftMeeting'
  | 'meetingPaper'
  // Issue 36: the member's credential waiting for the CPD reviewer, with its certificate.
  | 'memberCredential'
  | 'cpdAuditCase'
  | 'cpdAuditDraw'
  // issue 36: conduct
  | 'concern'
  | 'concernSanction'
  | 'concernMedia'

/** Who may see a record's text: everyone, its owner (the member) and administrators, or administrators only. */
type Visibility = 'all' | 'owner' | 'admin'

/** What the matrix needs of a Mongoose model. */
export interface Collection {
  findById(id: string): { select(fields: string): { lean(): PromiseLike<unknown> } }
  countDocuments(): PromiseLike<number>
}

interface Made {
  /** The record's id, or the token's text. */
  value: string
  /** The record's `updatedAt` as an ISO string, for a write that says which version it saw. */
  version?: string
  /** Written into the record's text, to find it in an answer. */
  marker: string
  visibility: Visibility
  documents: Array<{ model: Collection; id: string }>
}

const doc = (model: unknown, id: string) => ({ model: model as Collection, id })
const newMarker = (kind: string) => `${kind}${randomBytes(5).toString('hex')}`

function accountFor(marker: string) {
  return createUser({ lastName: marker, emailVerified: false })
}

let lastPledge = ''
/** The invoices of imported statements (issue 34): numbered as the real series is, so that a line matches. */
let statementSequence = 0
let lastStatementInvoice = ''
/** Issue 35: the election made last (an address names it first), its first candidate, the last voting member and nomination made. */
let lastElection = ''
let lastCandidate = ''
let lastVotingMember: { id: string; membershipId: string } = { id: '', membershipId: '' }
let lastNomination = ''
/** Issue 35, item 2: the general meeting made last (an address names it first), for its paper. */
let lastMeeting = ''

const MAKERS: Record<FixtureKind, (marker: string, owner: string) => Promise<Omit<Made, 'marker'>>> = {
  entry: async (marker, owner) => {
    const entry = await createCpdEntry(owner, { title: `Workshop ${marker}`, description: `Notes ${marker}` })
    return { value: entry.id, version: new Date(entry.updatedAt).toISOString(), visibility: 'owner', documents: [doc(CpdEntry, entry.id)] }
  },
  listing: async (marker) => {
    const listing = await createListing({ name: `Practitioner ${marker}` })
    return { value: listing.id, visibility: 'all', documents: [doc(Listing, listing.id)] }
  },
  news: async (marker) => content(NewsArticle, await createNewsArticle({ title: `News ${marker}` })),
  event: async (marker) => content(Event, await createEvent({ title: `Event ${marker}` })),
  gallery: async (marker) => content(Gallery, await createGallery({ title: `Gallery ${marker}` })),
  localPartner: async (marker) => content(LocalPartner, await createLocalPartner({ name: `Partner ${marker}` })),
  internationalPartner: async (marker) => content(InternationalPartner, await createInternationalPartner({ name: `Partner ${marker}` })),
  training: async (marker) => content(TrainingProgramme, await createTrainingProgramme({ title: `Training ${marker}` })),
  committee: async (marker) => content(CommitteeMember, await createCommitteeMember({ name: `Member ${marker}` })),
  message: async (marker) => {
    const message = await ContactMessage.create({ firstName: 'Nadia', lastName: marker, email: `${marker}@example.com`, message: `Hello ${marker}` })
    return { value: String(message._id), visibility: 'admin', documents: [doc(ContactMessage, String(message._id))] }
  },
  subscriber: async (marker) => {
    const subscriber = await NewsletterSubscriber.create({ email: `${marker}@example.com` })
    return { value: String(subscriber._id), visibility: 'admin', documents: [doc(NewsletterSubscriber, String(subscriber._id))] }
  },
  // A pending subscription and its confirmation link: whoever holds the link sees the address it confirms.
  newsletterToken: async (marker) => {
    const email = `${marker}@example.com`
    const subscriber = await NewsletterSubscriber.create({ email })
    const token = newSecretToken()
    await createNewsletterConfirmation(hashToken(token), email, new Date(Date.now() + 24 * 60 * 60 * 1000))
    return { value: token, visibility: 'all', documents: [doc(NewsletterSubscriber, String(subscriber._id)), doc(NewsletterConfirmation, hashToken(token))] }
  },
  // A position of the office-bearers' register (issue 35) with no holder, and a current term in one of its own.
  officePosition: async (marker) => {
    const position = await OfficePosition.create({ key: `position-${marker}`.toLowerCase(), title: `Position ${marker}`, order: 500 })
    return { value: String(position._id), visibility: 'all', documents: [doc(OfficePosition, String(position._id))] }
  },
  officeTerm: async (marker) => {
    const position = await OfficePosition.create({ key: `position-${marker}`.toLowerCase(), title: `Position ${marker}`, order: 500 })
    const term = await OfficeTerm.create({ positionId: String(position._id), name: `Holder ${marker}`, from: '2020-03-12' })
    return { value: String(term._id), visibility: 'all', documents: [doc(OfficePosition, String(position._id)), doc(OfficeTerm, String(term._id))] }
  },
  // A rule amendment of the annual return's log (issue 35, item 4), the secretariat's.
  ruleAmendment: async (marker) => {
    const amendment = await RuleAmendment.create({ meetingDay: '2020-03-12', year: 2020, clause: `Clause ${marker}`, after: `Amended ${marker}`, createdBy: 'matrix@example.com' })
    return { value: String(amendment._id), visibility: 'admin', documents: [doc(RuleAmendment, String(amendment._id))] }
  },
  // A breach found an hour ago, no notice sent yet.
  breach: async (marker) => {
    const breach = await Breach.create({ summary: `Breach ${marker}`, affected: 'Members', foundAt: new Date(Date.now() - 60 * 60 * 1000), recordedBy: 'matrix@example.com' })
    return { value: String(breach._id), visibility: 'admin', documents: [doc(Breach, String(breach._id))] }
  },
  // An issue not sent yet, and a confirmed subscriber it would go to.
  newsletterIssue: async (marker) => {
    const issue = await NewsletterIssue.create({ subjectEn: `Issue ${marker}`, subjectMs: `Keluaran ${marker}`, bodyEn: 'Hello', bodyMs: 'Salam', createdBy: 'matrix@example.com' })
    const subscriber = await NewsletterSubscriber.create({ email: `reader-${marker}@example.com`, confirmedAt: new Date() })
    return { value: String(issue._id), visibility: 'admin', documents: [doc(NewsletterIssue, String(issue._id)), doc(NewsletterSubscriber, String(subscriber._id))] }
  },
  // A message to members not sent yet (issue 35, item 5), to a membership type, and a member of that type it would go to.
  memberMessage: async (marker) => {
    const member = await createUser({ lastName: marker, membershipType: 'Student' })
    const msg = await MemberMessage.create({ subjectEn: `Message ${marker}`, bodyEn: 'Hello', group: 'type', membershipType: 'Student', category: 'news', createdBy: 'matrix@example.com' })
    return { value: String(msg._id), visibility: 'admin', documents: [doc(MemberMessage, String(msg._id)), doc(User, member.id)] }
  },
  // A member whose news mail's unsubscribe link is used (its token: `memberNewsTokenFor`).
  memberNewsUser: async (marker) => {
    const user = await accountFor(marker)
    return { value: user.id, visibility: 'all', documents: [doc(User, user.id)] }
  },
  // A confirmed subscriber's address, for an unsubscribe link (its token: `unsubscribeTokenFor`).
  unsubscribeAddress: async (marker) => {
    const email = `${marker}@example.com`
    const subscriber = await NewsletterSubscriber.create({ email, confirmedAt: new Date() })
    return { value: email, visibility: 'all', documents: [doc(NewsletterSubscriber, String(subscriber._id))] }
  },
  target: async (marker) => {
    const user = await accountFor(marker)
    return { value: user.id, visibility: 'admin', documents: [doc(User, user.id)] }
  },
  // An account its member closed (issue 21), whose closure an administrator may cancel.
  closingAccount: async (marker) => {
    const user = await accountFor(marker)
    await User.updateOne({ _id: user.id }, { $set: { closureRequestedAt: new Date(), closureErasesAt: new Date(Date.now() + 14 * 24 * 60 * 60 * 1000) } })
    return { value: user.id, visibility: 'admin', documents: [doc(User, user.id)] }
  },
  // Whoever signs in with it is shown the account: it is theirs.
  credentials: async (marker) => {
    const user = await accountFor(marker)
    return { value: user.email, visibility: 'all', documents: [doc(User, user.id)] }
  },
  resetToken: async (marker) => {
    const user = await accountFor(marker)
    const token = newSecretToken()
    await createPasswordResetToken(hashToken(token), user.id, new Date(Date.now() + 60 * 60 * 1000))
    return { value: token, visibility: 'admin', documents: [doc(User, user.id), doc(PasswordResetToken, hashToken(token))] }
  },
  // A pending application, for the administration's review.
  applicant: async (marker) => {
    const user = await createUser({ lastName: marker, membershipId: undefined, membershipStatus: 'pending', appliedAt: new Date() })
    return { value: user.id, visibility: 'admin', documents: [doc(User, user.id)] }
  },
  // Another member's open request to become a Fellow (issue 18, item 11), for the applications area to decide.
  fellowshipRequest: async (marker) => {
    const user = await createUser({ lastName: marker, joinDate: new Date(now().getTime() - 6 * 366 * 24 * 60 * 60 * 1000) })
    const request = await FellowshipRequest.create({ userId: user.id, note: `Request ${marker}`, openKey: user.id })
    return { value: String(request._id), visibility: 'admin', documents: [doc(FellowshipRequest, String(request._id)), doc(User, user.id)] }
  },
  // An unpaid invoice of the member (the owner of the records).
  invoice: async (marker, owner) => {
    const invoice = await Invoice.create({
      number: `INV-TEST-${marker}`,
      key: `matrix:${marker}`,
      kind: 'joining',
      userId: owner,
      billedTo: { name: `Mariam ${marker}`, email: `${marker}@example.com` },
      items: [{ description: `Entry fee ${marker}`, amountSen: 10_000 }],
      totalSen: 10_000,
      issuedOn: '2026-01-05',
      dueOn: '2026-02-04',
    })
    return { value: String(invoice._id), visibility: 'owner', documents: [doc(Invoice, String(invoice._id))] }
  },
  // A bank statement the treasurer imported (issue 34): its line 2 matches an unpaid invoice.
  statementImport: async (marker, owner) => {
    statementSequence += 1
    lastStatementInvoice = `INV-2020-${String(100_000 + statementSequence)}`
    // The invoice of an account of its own: recording the line pays it, which starts that account's membership
    // in 2020 (an expired one today): the matrix's member must keep the membership its other rows rely on.
    const payer = await accountFor(marker)
    const invoice = await Invoice.create({
      number: lastStatementInvoice,
      key: `matrix:${marker}`,
      kind: 'joining',
      userId: payer.id,
      billedTo: { name: `Mariam ${marker}`, email: `${marker}@example.com` },
      items: [{ description: `Entry fee ${marker}`, amountSen: 10_000 }],
      totalSen: 10_000,
      issuedOn: '2020-03-01',
      dueOn: '2020-03-31',
    })
    const csv = `date,description,amount,reference\n12/03/2020,Transfer ${marker} ${lastStatementInvoice},100.00,${marker}\n`
    const imported = await importBankStatement({ id: owner, email: 'matrix@example.com' }, { filename: `${marker}.csv`, bytes: Buffer.from(csv) })
    if (!imported.ok) throw new Error(imported.message)
    const id = imported.statement.importId
    return { value: id, visibility: 'admin', documents: [doc(BankStatementImport, id), doc(Invoice, String(invoice._id))] }
  },
  // The number of the invoice the statement made just before matched (as the treasurer types it by hand).
  statementInvoice: async () => ({ value: lastStatementInvoice, visibility: 'all', documents: [] }),
  // The member's invoice paid in full, with its receipt (issue 34: a credit note gives money back on it).
  paidInvoice: async (marker, owner) => paidInvoiceOf(marker, owner),
  // A credit note that gave part of a paid invoice of the member's back (issue 34): the treasurers' document.
  creditNote: async (marker, owner) => {
    const paid = await paidInvoiceOf(marker, owner)
    const note = await CreditNote.create({
      number: `CN-TEST-${marker}`,
      slot: `${paid.value}:1`,
      invoiceId: paid.value,
      userId: owner,
      issuedTo: { name: `Mariam ${marker}`, email: `${marker}@example.com` },
      amountSen: 1_000,
      reason: `Refund ${marker}`,
      refundReference: `MBB ${marker}`,
      refundedOn: '2020-03-12',
      recordedBy: owner,
    })
    return { value: String(note._id), visibility: 'admin', documents: [...paid.documents, doc(CreditNote, String(note._id))] }
  },
  // An expense another officer recorded, awaiting a decision (issue 34): for the finance staff's eyes.
  expense: async (marker) => {
    const officer = await createUser({ lastName: marker, isAdmin: true, roles: ['treasurer'] })
    const expense = await Expense.create({
      spentOn: '2020-03-12',
      payee: `Payee ${marker}`,
      category: 'venue',
      amountSen: 5_000,
      description: `Hall ${marker}`,
      receipt: { mediaId: '0123456789abcdef01234567', name: 'receipt.pdf', mimeType: 'application/pdf' },
      recordedBy: officer.id,
      recordedByName: `Officer ${marker}`,
    })
    return { value: String(expense._id), visibility: 'admin', documents: [doc(Expense, String(expense._id)), doc(User, officer.id)] }
  },
  // A receipt issued to the member.
  receipt: async (marker, owner) => {
    const receipt = await Receipt.create({
      number: `RCT-TEST-${marker}`,
      userId: owner,
      receivedFrom: { name: `Mariam ${marker}`, email: `${marker}@example.com` },
      purpose: `Annual fee ${marker}`,
      amountSen: 10_000,
      method: 'cash',
      paidOn: '2026-01-05',
      recordedBy: owner,
    })
    return { value: String(receipt._id), visibility: 'owner', documents: [doc(Receipt, String(receipt._id))] }
  },
  // A visitor's pledge: for the treasurer's eyes.
  donation: async (marker) => {
    const donation = await Donation.create({ name: `Donor ${marker}`, email: `${marker}@example.com`, amountSen: 5_000, frequency: 'one-time' })
    return { value: String(donation._id), visibility: 'admin', documents: [doc(Donation, String(donation._id))] }
  },
  // A visitor's pledge reached by its signed link (its slip page): whoever holds the link sees it.
  pledge: async (marker) => {
    const donation = await Donation.create({ name: `Donor ${marker}`, email: `${marker}@example.com`, amountSen: 5_000, frequency: 'one-time' })
    lastPledge = String(donation._id)
    return { value: lastPledge, visibility: 'all', documents: [doc(Donation, lastPledge)] }
  },
  // The signed token of the `pledge` made before it.
  pledgeToken: async () => ({ value: donationSlipToken(lastPledge), visibility: 'all', documents: [doc(Donation, lastPledge)] }),
  // A bill at the fake payment provider's bank (issue 34): whoever has its address is the payer.
  fakeBill: async (marker) => {
    const bill = await createFakeBill({
      id: randomBytes(9).toString('base64url'),
      amountSen: 5_000,
      description: `Bill ${marker}`,
      name: `Payer ${marker}`,
      email: `${marker}@example.com`,
      reference: 'INV-TEST',
      callbackUrl: 'http://localhost:3999/api/payments/callback/fake',
      redirectUrl: 'http://localhost:3999/payments/return/fake',
    })
    return { value: bill.id, visibility: 'all', documents: [doc(FakePaymentBill, bill.id)] }
  },
  // A member's request about their data (issue 21): for the privacy area's eyes.
  dataRequest: async (marker) => {
    const user = await accountFor(marker)
    const request = await DataRequest.create({ userId: user.id, kind: 'correction', message: `Request ${marker}` })
    return { value: String(request._id), visibility: 'admin', documents: [doc(DataRequest, String(request._id)), doc(User, user.id)] }
  },
  // The code on an active member's certificate: public by design.
  verifyCode: async (marker) => {
    const user = await createUser({ lastName: marker })
    const code = await verificationCodeOf(user.id)
    return { value: code, visibility: 'all', documents: [doc(User, user.id), doc(VerificationCode, code)] }
  },
  privateFile: async (marker, owner) => {
    const stored = await storeUpload({
      uploader: { id: owner, isAdmin: false },
      file: { filename: 'certificate.pdf', declaredType: 'application/pdf', bytes: pdfOfSize(4000) },
      purpose: 'cpd-evidence',
      alt: `Certificate ${marker}`,
    })
    if (stored.status !== 'stored') throw new Error(`the private file was refused: ${stored.message}`)
    return { value: stored.media.id, visibility: 'owner', documents: [doc(Media, stored.media.id), doc(MediaFile, stored.media.fileId!)] }
  },
  // A published member resource (issue 17) with its private PDF, as an administrator adds one.
  memberResource: async (marker) => {
    const prepared = await prepareUpload({
      uploader: { id: '', isAdmin: true },
      file: { filename: 'handbook.pdf', declaredType: 'application/pdf', bytes: pdfOfSize(4000) },
      purpose: 'member-resource',
      alt: '',
    })
    if (prepared.status !== 'prepared') throw new Error(`the member resource's PDF was refused: ${prepared.message}`)
    const media = await writePreparedUpload(prepared, null)
    const resource = await insertMemberResource({
      kind: 'document',
      title: `Handbook ${marker}`,
      titleMs: '',
      description: `For members ${marker}`,
      descriptionMs: '',
      category: '',
      categoryMs: '',
      url: '',
      document: { mediaId: media.id, size: media.size, name: media.originalName },
      published: true,
      sortOrder: 0,
    })
    return { value: resource.id, visibility: 'all', documents: [doc(MemberResource, resource.id), doc(Media, media.id), doc(MediaFile, media.fileId!)] }
  },
  // The association's DuitNow QR (issue 34), as an officer's upload leaves it: its image is anyone's.
  duitNowQr: async () => {
    await setDuitNowQr({ payload: STATIC_DUITNOW_PAYLOAD, ...STATIC_DUITNOW_MERCHANT, version: '0123456789abcdef', png: await qrPng(STATIC_DUITNOW_PAYLOAD), setAt: new Date(), setBy: 'matrix@example.com' })
    return { value: 'payments', visibility: 'all', documents: [doc(PaymentSettings, 'payments')] }
  },
  bookableEvent: async (marker) => content(Event, await bookableEvent(marker)),
  registrationEvent: async (marker) => {
    const event = await bookableEvent(marker)
    lastRegistrationEvent = event.id
    return content(Event, event)
  },
  // The member's confirmed registration for the `registrationEvent` made before it.
  registration: async (marker, owner) => {
    const registration = await registerMember(lastRegistrationEvent, owner, marker)
    // Begun an hour ago once the member is registered: attendance is marked from an event's start (issue 33).
    await Event.updateOne({ _id: lastRegistrationEvent }, { $set: { startsAt: new Date(Date.now() - 60 * 60 * 1000) } })
    return { value: registration.id, visibility: 'owner', documents: [doc(EventRegistration, registration.id)] }
  },
  // A visitor's confirmed registration for the `registrationEvent` made before it, its fee owed (issue 33).
  visitorRegistration: async (marker) => {
    const id = newRegistrationId()
    const seat = await takeSeat(lastRegistrationEvent, 5, id)
    await insertRegistration({ id, eventId: lastRegistrationEvent, userId: null, name: `Visitor ${marker}`, email: `${marker}@example.com`, phone: '0123456789', locale: 'en', status: 'confirmed', seatNumber: seat })
    const invoice = await Invoice.create({
      number: `INV-TEST-${marker}`,
      key: `event:${id}`,
      kind: 'event',
      userId: null,
      billedTo: { name: `Visitor ${marker}`, email: `${marker}@example.com` },
      items: [{ description: `Event ${marker}`, amountSen: 15_000 }],
      totalSen: 15_000,
      issuedOn: '2020-03-12',
      dueOn: '2099-06-01',
    })
    await EventRegistration.updateOne({ _id: id }, { $set: { invoiceId: invoice._id } })
    lastVisitorRegistration = { id, eventId: lastRegistrationEvent }
    return { value: id, visibility: 'all', documents: [doc(EventRegistration, id), doc(Invoice, String(invoice._id))] }
  },
  // The signed token of the `visitorRegistration` made before it, as its mails carry it: whoever holds it opens the page.
  registrationToken: async () => ({
    value: new URL(registrationPageLink(lastVisitorRegistration)).searchParams.get('token')!,
    visibility: 'all',
    documents: [doc(EventRegistration, lastVisitorRegistration.id)],
  }),
  // The member's CPD entry from an attended event, with its certificate of attendance.
  attendedEntry: async (marker, owner) => {
    const event = await bookableEvent(marker)
    const registration = await registerMember(event.id, owner, marker)
    await EventRegistration.updateOne({ _id: registration.id }, { $set: { attendedAt: new Date() } })
    const entry = await CpdEntry.create({ userId: owner, eventId: event.id, registrationId: registration.id, title: `Event ${marker}`, provider: 'EMPAM', category: 'Workshop', hours: 2, date: new Date(), status: 'approved' })
    await refreshCpdFigures(owner)
    return { value: String(entry._id), visibility: 'owner', documents: [doc(CpdEntry, String(entry._id)), doc(EventRegistration, registration.id)] }
  },
  // Issue 35: an election open now (an hour ago to a day on), roll as at yesterday, with two candidates.
  election: async (marker) => {
    const at = now().getTime()
    const election = await insertElection({
      title: `Election ${marker}`,
      titleMs: '',
      positions: 'Two committee members',
      positionsMs: '',
      seats: 2,
      opensAt: new Date(at - 60 * 60 * 1000),
      closesAt: new Date(at + 24 * 60 * 60 * 1000),
      rollDate: toMalaysiaDay(new Date(at - 24 * 60 * 60 * 1000)),
      tieRule: 'earliest-nomination',
      meetingId: '',
      createdBy: 'matrix@example.com',
    })
    lastElection = election.id
    const candidates = []
    for (const name of ['Aishah', 'Baskaran']) {
      const user = await createUser({ firstName: name })
      const candidate = await insertCandidate({ electionId: election.id, userId: user.id, name: `${name} ${marker}`, membershipId: user.membershipId ?? '', statement: '', nominatedAt: new Date(at - 2 * 60 * 60 * 1000), source: 'paper' })
      if (candidate === 'taken') throw new Error('the candidate stands already')
      candidates.push(candidate)
    }
    lastCandidate = candidates[0]!.id
    return { value: election.id, visibility: 'all', documents: [doc(Election, election.id), ...candidates.map((c) => doc(ElectionCandidate, c.id))] }
  },
  // The first candidate of the `election` made before it.
  electionCandidate: async () => ({ value: lastCandidate, visibility: 'all', documents: [doc(ElectionCandidate, lastCandidate)] }),
  // An election whose voting opens in two days: nominations and paper candidates are taken.
  upcomingElection: async (marker) => {
    const at = now().getTime()
    const election = await insertElection({
      title: `Election ${marker}`,
      titleMs: '',
      positions: 'The treasurer',
      positionsMs: '',
      seats: 1,
      opensAt: new Date(at + 48 * 60 * 60 * 1000),
      closesAt: new Date(at + 54 * 60 * 60 * 1000),
      rollDate: toMalaysiaDay(new Date(at + 24 * 60 * 60 * 1000)),
      tieRule: 'earliest-nomination',
      meetingId: '',
      createdBy: 'matrix@example.com',
    })
    lastElection = election.id
    return { value: election.id, visibility: 'all', documents: [doc(Election, election.id)] }
  },
  // A voting member (their account id), and their membership ID (`votingMemberId`, made after it).
  votingMember: async (marker) => {
    const user = await createUser({ lastName: marker })
    lastVotingMember = { id: user.id, membershipId: user.membershipId ?? '' }
    return { value: user.id, visibility: 'all', documents: [doc(User, user.id)] }
  },
  votingMemberId: async () => ({ value: lastVotingMember.membershipId, visibility: 'all', documents: [doc(User, lastVotingMember.id)] }),
  // Three voting members to name as candidate, proposer and seconder: their membership IDs, comma-separated.
  nominees: async (marker) => {
    const users = [await createUser({ lastName: `${marker} A` }), await createUser({ lastName: `${marker} B` }), await createUser({ lastName: `${marker} C` })]
    return { value: users.map((u) => u.membershipId).join(','), visibility: 'all', documents: users.map((u) => doc(User, u.id)) }
  },
  // A nomination in the election made before it, none of its three confirmed yet.
  nomination: async (marker) => {
    const [candidate, proposer, seconder, nominator] = [await createUser({ lastName: `${marker} A` }), await createUser({ lastName: `${marker} B` }), await createUser({ lastName: `${marker} C` }), await createUser({ lastName: `${marker} D` })]
    const nomination = await insertNomination({ electionId: lastElection, candidateId: candidate.id, proposerId: proposer.id, seconderId: seconder.id, nominatedBy: nominator.id })
    if (nomination === 'taken') throw new Error('nominated already')
    lastNomination = nomination.id
    return { value: nomination.id, visibility: 'all', documents: [doc(ElectionNomination, nomination.id)] }
  },
  // The proposer's signed link's token of the `nomination` made before it, as its mail carries it.
  nominationToken: async () => ({
    value: new URL(nominationLink(lastElection, lastNomination, 'proposer')).searchParams.get('token')!,
    visibility: 'all',
    documents: [doc(ElectionNomination, lastNomination)],
  }),
  // Issue 35, item 2: a general meeting on 1 June 2099 whose notice went to every account active now (each
  // role but the suspended one), without mails; one whose notice is still to send; a PDF paper of the first.
  meeting: async (marker) => {
    const meeting = await createNoticedMeeting({ title: `Meeting ${marker}` })
    lastMeeting = meeting.id
    return { value: meeting.id, visibility: 'all', documents: [doc(Meeting, meeting.id)] }
  },
  draftMeeting: async (marker) => {
    const meeting = await createMeeting({ title: `Meeting ${marker}` })
    lastMeeting = meeting.id
    return { value: meeting.id, visibility: 'all', documents: [doc(Meeting, meeting.id)] }
  },
  meetingPaper: async (marker) => {
    const prepared = await prepareUpload({
      uploader: { id: '', isAdmin: true },
      file: { filename: 'accounts.pdf', declaredType: 'application/pdf', bytes: pdfOfSize(4000) },
      purpose: 'meeting-paper',
      alt: '',
    })
    if (prepared.status !== 'prepared') throw new Error(`the meeting paper's PDF was refused: ${prepared.message}`)
    const media = await writePreparedUpload(prepared, null)
    const paper = await insertMeetingPaper({ meetingId: lastMeeting, title: `Accounts ${marker}`, mediaId: media.id, name: 'accounts.pdf', size: media.size, addedBy: 'matrix@example.com' })
    return { value: paper.id, visibility: 'all', documents: [doc(MeetingPaper, paper.id)] }
  },
  memberCredential: async (marker, owner) => {
    const stored = await storeUpload({
      uploader: { id: owner, isAdmin: false },
      file: { filename: 'insurance.pdf', declaredType: 'application/pdf', bytes: pdfOfSize(4000) },
      purpose: 'credential',
      visibility: 'private',
      alt: '',
    })
    if (stored.status !== 'stored') throw new Error(`the certificate was refused: ${stored.message}`)
    const credential = await insertCredential({ userId: owner, kind: 'liability-insurance', issuer: `Insurer ${marker}`, number: 'POL-1', from: '2026-01-01', until: '2099-12-31', mediaId: stored.media.id })
    return { value: credential.id, visibility: 'owner', documents: [doc(Credential, credential.id), doc(Media, stored.media.id)] }
  },
  // Issue 36, item 5: another account's CPD audit case (`<month>:<member id>`),
  // and a month's draw under a far month of its own.
  cpdAuditCase: async (marker) => {
    const user = await accountFor(marker)
    const id = `2026-01:${user.id}`
    await CpdAuditCase.create({ _id: id, month: '2026-01', userId: user.id, cpdYear: 2025, drawnOn: '2026-02-01', deadline: '2026-03-15', note: `Note ${marker}` })
    return { value: id, visibility: 'admin', documents: [doc(CpdAuditCase, id), doc(User, user.id)] }
  },
  cpdAuditDraw: async () => {
    for (;;) {
      const month = `${3000 + Math.floor(Math.random() * 6000)}-${String(1 + Math.floor(Math.random() * 12)).padStart(2, '0')}`
      if (await CpdAuditDraw.exists({ _id: month })) continue
      const seed = randomBytes(32).toString('hex')
      await CpdAuditDraw.create({ _id: month, population: [], populationDigest: 'e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855', rateBasisPoints: 250, size: 0, seed, drawn: [], drawnAt: new Date(), drawnOn: `${month}-01` })
      return { value: month, visibility: 'admin', documents: [doc(CpdAuditDraw, month)] }
    }
  },
  verifyToken: async (marker) => {
    const user = await accountFor(marker)
    const token = newSecretToken()
    await createEmailVerificationToken(hashToken(token), user.id, user.email, new Date(Date.now() + 24 * 60 * 60 * 1000))
    return { value: token, visibility: 'admin', documents: [doc(User, user.id), doc(EmailVerificationToken, hashToken(token))] }
  },
  // issue 36: conduct. A concern about the member, decided (a warning with its sanction, the appeal open
  // until 2099) with a document shared with them: the complainant and the description are the conduct
  // staff's only; what was put, the member's too.
  concern: async (marker, owner) => concernOf(marker, owner).then(({ id, documents }) => ({ value: id, visibility: 'admin', documents })),
  concernSanction: async (marker, owner) => concernOf(marker, owner).then(({ id, documents }) => ({ value: `${id}:decision`, visibility: 'admin', documents })),
  // The document the concern made just before shares with its member (as the meeting paper follows its meeting).
  concernMedia: async () => ({ value: lastConcernMedia, visibility: 'all', documents: [] }),
}

let lastConcernMedia = ''

async function concernOf(marker: string, owner: string) {
  const prepared = await prepareUpload({
    uploader: { id: '', isAdmin: true },
    file: { filename: 'record.pdf', declaredType: 'application/pdf', bytes: pdfOfSize(4000) },
    purpose: 'meeting-paper',
    alt: '',
  })
  if (prepared.status !== 'prepared') throw new Error(`the concern's document was refused: ${prepared.message}`)
  const media = await writePreparedUpload({ ...prepared, purpose: 'concern-document' }, null)
  const concern = await Concern.create({
    reference: `CON-T-${randomBytes(6).toString('hex')}`,
    practitionerUserId: owner,
    practitionerName: 'Matrix Member',
    complainant: { name: `Complainant ${marker}`, email: `${marker}@example.com`, phone: '' },
    description: `What happened ${marker}`,
    status: 'decided',
    putToPractitioner: 'Put by the matrix',
    responseDue: '2099-01-01',
    decidedOn: '2020-01-01',
    outcome: 'warning',
    appealDeadline: '2099-12-31',
  })
  const id = String(concern._id)
  await ConcernEvent.create({ _id: `${id}:doc`, concernId: id, kind: 'document', mediaIds: [media.id], sharedWithPractitioner: true, at: new Date() })
  await Sanction.create({ _id: `${id}:decision`, concernId: id, userId: owner, kind: 'warning', from: '2020-01-01', until: '2099-12-31', summary: 'Warned by the matrix', summaryMs: 'Amaran', createdBy: owner })
  lastConcernMedia = media.id
  return { id, documents: [doc(Concern, id), doc(Sanction, `${id}:decision`), doc(Media, media.id)] }
}

/** A paid invoice of the member and the receipt that paid it. */
async function paidInvoiceOf(marker: string, owner: string) {
  const invoice = await Invoice.create({
    number: `INV-TEST-${marker}`,
    key: `matrix:${marker}`,
    kind: 'joining',
    userId: owner,
    billedTo: { name: `Mariam ${marker}`, email: `${marker}@example.com` },
    items: [{ description: `Entry fee ${marker}`, amountSen: 10_000 }],
    totalSen: 10_000,
    status: 'paid',
    issuedOn: '2020-03-12',
    dueOn: '2020-04-11',
    paidOn: '2020-03-12',
  })
  const receipt = await Receipt.create({
    number: `RCT-TEST-${marker}`,
    invoiceId: invoice._id,
    userId: owner,
    receivedFrom: { name: `Mariam ${marker}`, email: `${marker}@example.com` },
    purpose: `Entry fee ${marker}`,
    amountSen: 10_000,
    method: 'bank-transfer',
    paidOn: '2020-03-12',
    recordedBy: owner,
  })
  return { value: String(invoice._id), visibility: 'owner' as const, documents: [doc(Invoice, String(invoice._id)), doc(Receipt, String(receipt._id))] }
}

/** A dated event with seats, a month ahead (issue 20). */
async function bookableEvent(marker: string) {
  // From the server's clock: a run with the clock pinned (test:clock-edge) must still find it to come.
  const startsAt = new Date(now().getTime() + 30 * 24 * 60 * 60 * 1000)
  return createEvent({ title: `Event ${marker}`, startsAt, endsAt: new Date(startsAt.getTime() + 3 * 60 * 60 * 1000), capacity: 5, cpdHours: 2 })
}

/**
 * `registrationEvent` is made just before `registration` (an address names the event first), which
 * registers the member for it: the maker of the one leaves the event for the other.
 */
let lastRegistrationEvent = ''
let lastVisitorRegistration = { id: '', eventId: '' }

async function registerMember(eventId: string, owner: string, marker: string) {
  const id = newRegistrationId()
  const seat = await takeSeat(eventId, 5, id)
  const registration = await insertRegistration({ id, eventId, userId: owner, name: `Mariam ${marker}`, email: `${marker}@example.com`, phone: '0123456789', locale: 'en', status: 'confirmed', seatNumber: seat })
  return registration!
}

function content(model: unknown, item: { id: string }): Omit<Made, 'marker'> {
  return { value: item.id, visibility: 'all', documents: [doc(model, item.id)] }
}

/** The records of one request, made before it. */
export class Fixtures {
  private constructor(private readonly made: Map<FixtureKind, Made>) {}

  static async make(kinds: readonly FixtureKind[], owner: string) {
    const made = new Map<FixtureKind, Made>()
    for (const kind of kinds) {
      const marker = newMarker(kind)
      made.set(kind, { marker, ...(await MAKERS[kind](marker, owner)) })
    }
    return new Fixtures(made)
  }

  /** The id of a record (or a token's text), for an address or a body. */
  get(kind: FixtureKind): string {
    const made = this.made.get(kind)
    if (!made) throw new Error(`the row uses '${kind}' without listing it in 'uses'`)
    return made.value
  }

  /** The version of a record as it was made (its `updatedAt`). */
  version(kind: FixtureKind): string {
    const version = this.made.get(kind)?.version
    if (!version) throw new Error(`'${kind}' has no version`)
    return version
  }

  /** The markers a role must never be shown (staff see administrators' records of the parts they are given). */
  hiddenFrom(role: Role, area?: MatrixArea): string[] {
    const hidden: string[] = []
    const staffMaySee = (role === 'secretary' || role === 'treasurer') && area !== undefined && (area === ANY_STAFF || mayManage({ roles: [role] }, area))
    for (const { marker, visibility } of this.made.values()) {
      if (visibility === 'owner' && (role === 'anon' || role === 'other' || role === 'suspended' || ((role === 'secretary' || role === 'treasurer') && !staffMaySee))) hidden.push(marker)
      if (visibility === 'admin' && role !== 'admin' && !staffMaySee) hidden.push(marker)
    }
    return hidden
  }

  /** Every stored record (an account with its password hash), to compare before and after a refused request. */
  snapshot() {
    return Promise.all(
      [...this.made.values()].flatMap((m) => m.documents).map(({ model, id }) => model.findById(id).select('+passwordHash').lean()),
    )
  }
}

/** What requests make and store. */
const RECORDS = [
  AuditLog,
  PaymentSettings,
  EventRegistration,
  EventSeat,
  FellowshipRequest,
  DocumentNumber,
  Donation,
  Invoice,
  BankStatementImport,
  BankLineRecord,
  CreditNote,
  Expense,
  MembershipNumber,
  OnceClaim,
  PaymentProof,
  Receipt,
  RenewalReminderSent,
  VerificationCode,
  PaymentBill,
  FakePaymentBill,
  MoneyOperation,
  ContactMessage,
  CpdEntry,
  // A member's kept figures go with their entries (issue 31), or a later row would count deleted hours.
  CpdFigures,
  EmailVerificationToken,
  Event,
  Gallery,
  InternationalPartner,
  LocalPartner,
  NewsArticle,
  NewsletterSubscriber,
  NewsletterConfirmation,
  NewsletterIssue,
  NewsletterDelivery,
  Breach,
  OfficePosition,
  OfficeTerm,
  PositionRoleGrant,
  Election,
  ElectionCandidate,
  ElectionRoll,
  ElectionVoter,
  ElectionBallot,
  ElectionPaperCount,
  ElectionNomination,
  NominationConfirmation,
  Meeting,
  MeetingInvitees,
  MeetingNotice,
  MeetingRsvp,
  MeetingAttendance,
  MeetingPaper,
  // issue 36: conduct
  Concern,
  ConcernEvent,
  Sanction,
  PasswordResetToken,
  Listing,
  Media,
  MediaChunk,
  MediaFile,
  TrainingProgramme,
] as unknown as Array<{ deleteMany(filter: object): PromiseLike<unknown> }>

/**
 * Removes every record and every account but the roles'. On FerretDB every count and list scans its
 * collection, so the walk stays fast only while each collection holds what one route's requests made.
 */
export async function clearRecords(roles: Record<Role, Actor>) {
  const keep = Object.values(roles).flatMap((actor) => (actor.user ? [actor.user.id] : []))
  await Promise.all([
    ...RECORDS.map((model) => model.deleteMany({})),
    User.deleteMany({ _id: { $nin: keep } }),
    Session.deleteMany({ userId: { $nin: keep } }),
  ])
  await invalidateDirectory()
}

// ---------------------------------------------------------------------------------------------------
// The roles

export interface Actor {
  role: Role
  user: PublicUser | null
  cookie?: string
  token?: string
}

/** The three signed-in roles, each signed in once: `member` owns the records, `other` is another member. */
export async function signInRoles(): Promise<Record<Role, Actor>> {
  const actor = async (role: Role, overrides: Record<string, unknown>) => {
    const user = await createUser(overrides)
    return { role, user, ...(await signIn(user.id)) }
  }
  return {
    anon: { role: 'anon', user: null },
    member: await actor('member', { firstName: 'Mariam' }),
    other: await actor('other', { firstName: 'Oscar' }),
    admin: await actor('admin', { firstName: 'Adam', isAdmin: true }),
    suspended: await actor('suspended', { firstName: 'Sufian', membershipStatus: 'suspended' }),
    secretary: await actor('secretary', { firstName: 'Sarah', isAdmin: true, roles: ['secretary'] }),
    treasurer: await actor('treasurer', { firstName: 'Tan', isAdmin: true, roles: ['treasurer'] }),
  }
}

/**
 * For a request that spends what it is sent with: a new session of the same account (sign-out ends
 * it), or a new account of the same kind (a password change ends its other sessions and changes it).
 */
export async function freshActor(base: Actor, fresh: 'session' | 'account' | 'none'): Promise<Actor & { release(): Promise<void> }> {
  if (!base.user || fresh === 'none') return { ...base, release: async () => {} }
  const user =
    fresh === 'account' ? await createUser({ isAdmin: base.user.isAdmin, roles: base.user.roles, membershipStatus: base.user.membershipStatus }) : base.user
  const session = await signIn(user.id)
  return {
    role: base.role,
    user,
    cookie: session.cookie,
    token: session.token,
    release: async () => {
      if (fresh === 'account') {
        await User.deleteOne({ _id: user.id })
        await Session.deleteMany({ userId: user.id })
      } else {
        await Session.deleteOne({ _id: session.sessionId })
      }
    },
  }
}

// ---------------------------------------------------------------------------------------------------
// Requests and answers

/** A JSON body (a form for pages), or a multipart form as an upload sends it. */
export type Body = Record<string, unknown> | FormData

/**
 * Sends one request as a browser or client would: pages get a form, the API JSON; every write comes
 * from the site's own origin (the cross-site refusal is not what is tested here) and from a fresh
 * client address (so per-address limits never decide an answer).
 */
export function send(baseUrl: string, door: Door, method: Method, path: string, body: Body, auth: { cookie?: string; token?: string }) {
  if (method === 'GET') return get(baseUrl, path, auth)
  const options = { ...auth, origin: baseUrl }
  if (body instanceof FormData) {
    const headers: Record<string, string> = { origin: baseUrl, 'x-forwarded-for': newClientIp() }
    if (auth.cookie) headers.cookie = auth.cookie
    if (auth.token) headers.authorization = `Bearer ${auth.token}`
    return fetch(`${baseUrl}${path}`, { method, headers, body, redirect: 'manual' })
  }
  if (door === 'api') return sendJson(baseUrl, method, path, body, options)
  const fields = Object.fromEntries(
    // A ticked box is sent as a browser sends it.
    Object.entries(body).map(([key, value]) => [key, Array.isArray(value) ? value.map(String) : value === true ? 'on' : String(value)]),
  )
  return sendForm(baseUrl, method, path, fields, options)
}

const NO_PERMISSION = 'You do not have permission to view this page.'
const SUSPENDED = 'Your membership is suspended. Please contact the secretariat.'

/** An answer in the table's notation. */
export function outcomeOf(response: Response, door: Door) {
  if (response.status >= 300 && response.status < 400) {
    const location = new URL(response.headers.get('location') ?? '', 'http://placeholder')
    return location.pathname === '/login' && location.searchParams.has('redirectTo') ? 'login' : `→${location.pathname}`
  }
  if (door === 'api' && response.status === 401) return 'login'
  if (response.status >= 200 && response.status < 300) return 'ok'
  return String(response.status)
}

/**
 * What an answer must also be, beyond its outcome: a sign-in redirect that comes back to the right
 * place, the API's JSON, an access-denied page that says so. Returns what is wrong, if anything.
 */
export function shapeProblems(response: Response, text: string, door: Door, outcome: Outcome, returnTo: string, role: Role, method: Method, ruleRefusal?: string): string[] {
  const problems: string[] = []
  // An answer to a signed-in request is that person's: no shared cache may keep it.
  if (role !== 'anon' && response.headers.get('cache-control') !== 'private, no-store') {
    problems.push(`answered a signed-in request with Cache-Control: ${response.headers.get('cache-control')}`)
  }
  const type = response.headers.get('content-type') ?? ''
  if (text === 'Cross-site request refused') problems.push('refused as cross-site: the test sent the wrong origin')
  if (door === 'api' && response.status >= 300 && response.status < 400) problems.push('the API redirected')
  if (door === 'api' && !type.includes('application/json')) problems.push(`the API answered ${type || 'no content type'}`)
  if (outcome === 'login' && door !== 'api') {
    const location = new URL(response.headers.get('location') ?? '', 'http://placeholder')
    const back = location.searchParams.get('redirectTo')
    if (back !== returnTo) problems.push(`the sign-in returns to ${back}, not ${returnTo}`)
  }
  if (outcome === 'login' && door === 'api' && text !== '{"message":"Authentication required"}') problems.push(`401 said ${text.slice(0, 120)}`)
  const suspendedWrite = role === 'suspended' && method !== 'GET'
  const refusal = suspendedWrite ? SUSPENDED : NO_PERMISSION
  // A row's own rule (not yet eligible) refuses with its sentence, on the page or in the JSON.
  const byRule = ruleRefusal !== undefined && !suspendedWrite
  if (outcome === '403' && byRule && !text.includes(ruleRefusal)) problems.push(`403 without saying ${ruleRefusal}`)
  if (outcome === '403' && !byRule && door === 'page' && !(text.includes('403 Access Denied') && text.includes(refusal))) {
    problems.push(`403 without the access-denied page saying ${refusal}`)
  }
  const denied = suspendedWrite ? SUSPENDED : door === 'api' ? 'Administrator access required' : NO_PERMISSION
  if (outcome === '403' && !byRule && door !== 'page' && text !== JSON.stringify({ message: denied })) problems.push(`403 said ${text.slice(0, 120)}`)
  if (isRefusal(outcome) && response.headers.get('content-disposition')) problems.push('refused, yet a file was sent')
  return problems
}
