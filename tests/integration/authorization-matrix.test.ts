import path from 'node:path'
import { pathToFileURL } from 'node:url'
import { inspect } from 'node:util'
import type { ServerBuild } from '@remix-run/node'
import { randomBytes } from 'node:crypto'
import { beforeAll, describe, expect, test, vi } from 'vitest'
import { AuditLog } from '#app/models/audit-log.server.ts'
import { DataRequest } from '#app/models/data-request.server.ts'
import { PrivacyNotice } from '#app/models/privacy-notice.server.ts'
import { CommitteeMember } from '#app/models/committee-member.server.ts'
import { ContactMessage } from '#app/models/contact-message.server.ts'
import { EventRegistration } from '#app/models/event-registration.server.ts'
import { CpdEntry } from '#app/models/cpd-entry.server.ts'
import { CpdAuditCase } from '#app/models/cpd-audit.server.ts'
import { EmailChangeRequest } from '#app/models/email-change-request.server.ts'
import { EmailVerificationToken } from '#app/models/email-verification-token.server.ts'
import { Event } from '#app/models/event.server.ts'
import { Gallery } from '#app/models/gallery.server.ts'
import { InternationalPartner } from '#app/models/international-partner.server.ts'
import { LocalPartner } from '#app/models/local-partner.server.ts'
import { NewsArticle } from '#app/models/news-article.server.ts'
import { NewsletterDelivery, NewsletterIssue } from '#app/models/newsletter-issue.server.ts'
import { MemberMessage, MemberMessageDelivery } from '#app/models/member-message.server.ts'
import { Breach } from '#app/models/breach.server.ts'
import { OfficeTerm } from '#app/models/office-term.server.ts'
import { RuleAmendment } from '#app/models/rule-amendment.server.ts'
import { Election, ElectionCandidate } from '#app/models/election.server.ts'
import { ElectionBallot, ElectionVoter } from '#app/models/election-ballot.server.ts'
import { ElectionNomination, NominationConfirmation } from '#app/models/election-nomination.server.ts'
import { NewsletterSubscriber } from '#app/models/newsletter-subscriber.server.ts'
import { Meeting } from '#app/models/meeting.server.ts'
import { MeetingNotice, MeetingRsvp } from '#app/models/meeting-attendance.server.ts'
import { MeetingPaper } from '#app/models/meeting-paper.server.ts'
import { Listing } from '#app/models/listing.server.ts'
import { ListingDraft, ListingReview } from '#app/models/listing-draft.server.ts'
import { Media, MediaFile } from '#app/models/media.server.ts'
import { PaymentProof } from '#app/models/payment-proof.server.ts'
import { PaymentSettings } from '#app/models/payment-settings.server.ts'
import { TrainingProgramme } from '#app/models/training-programme.server.ts'
import { User } from '#app/models/user.server.ts'
import { FellowshipRequest } from '#app/models/fellowship-request.server.ts'
import { Credential } from '#app/models/credential.server.ts'
import { InformationRequest } from '#app/models/information-request.server.ts'
import { StaffNote } from '#app/models/staff-note.server.ts'
import { Invoice } from '#app/models/invoice.server.ts'
import { Receipt } from '#app/models/receipt.server.ts'
import { MoneyOperation } from '#app/models/money-operation.server.ts'
import { PaymentBill } from '#app/models/payment-bill.server.ts'
import { Donation } from '#app/models/donation.server.ts'
import { BankLineRecord } from '#app/models/bank-line-record.server.ts'
import { BankStatementImport } from '#app/models/bank-statement-import.server.ts'
import { DocumentNumber } from '#app/models/document-number.server.ts'
import { CreditNote } from '#app/models/credit-note.server.ts'
import { Expense } from '#app/models/expense.server.ts'
import { Concern, ConcernEvent } from '#app/models/concern.server.ts'
import { Sanction } from '#app/models/sanction.server.ts'
import {
  ANY_STAFF,
  clearRecords,
  Fixtures,
  METHODS,
  ROLES,
  freshActor,
  isRefusal,
  outcomeOf,
  parseCells,
  send,
  shapeProblems,
  signInRoles,
  type Actor,
  type Body,
  type Cells,
  type Collection,
  type Door,
  type FixtureKind,
  type MatrixArea,
  type Method,
  type Outcome,
  type Role,
} from '#tests/authorization-matrix.ts'
import { createCpdEntry, createInvoiceFor, createUser, DEFAULT_PASSWORD, signIn } from '#tests/factories.ts'
import { allowConsoleError } from '#tests/setup/fail-on-console-error.ts'
import { pdfOfSize, solidImage } from '#tests/media.ts'
import { qrPng, STATIC_DUITNOW_PAYLOAD } from '#tests/duitnow-qr.ts'
import { MemberResource } from '#app/models/member-resource.server.ts'
import { prepareUpload, storeUpload, writePreparedUpload } from '#app/services/media.server.ts'
import { useTestServer } from '#tests/setup/test-server.ts'
import { unsubscribeLinkFor } from '#app/services/newsletter.server.ts'
import { memberNewsUnsubscribeLink } from '#app/services/member-messages.server.ts'
import { importBankStatement } from '#app/services/reconciliation.server.ts'

/**
 * The authorization matrix: every route of the Remix build, every method, four roles. A route of the
 * build without a row fails here, and so does a row for a route the build does not have, and every
 * answer that differs from its cell.
 *
 * Cells read `anon member other admin`, or one outcome for all four:
 * - anon: signed out; member: a signed-in member who owns the records addressed (the CPD entry);
 *   other: another signed-in member; admin: an administrator (who does not own the entry either);
 * - `ok` 2xx; `→/path` a redirect there; `login` the sign-in redirect back to the address (401 JSON
 *   from the API); `403` the access-denied page or 403 JSON; other numbers are the status itself
 *   (`404` for someone else's CPD entry, never the entry; `405` a method the route does not have).
 * A fifth role, a suspended member, is walked too without a column of its own: they read what another
 * member reads, and every write that needs a signed-in user answers them 403 'Your membership is
 * suspended…', except signing out and changing the password (rows marked `suspendedMayWrite`).
 * `writes` stands for every write method not given on its own. Pages have no method check of their
 * own: Remix hands POST, PUT, PATCH and DELETE alike to a page's action, and answers 405 where there is
 * none.
 *
 * Every request is sent as its door expects (a form and the cookie to a page; JSON and the bearer
 * token to the API, and again with the cookie where the role decides the answer), with a body that
 * would change something if it were let through, against records made for that request alone
 * (`:entry` in an address, or `uses`). After a refused write the records, the counted collections and
 * the caller's own account must be as they were; and no answer may show a role a record it may not
 * see (the member's entry to another member or a visitor; messages, subscribers and other accounts to
 * anyone but an administrator).
 */

const server = useTestServer()
/** Every account of the matrix joined today: five years too soon to ask to become a Fellow. */
const TOO_SOON_FOR_FELLOWSHIP = 'A member may ask to become a Fellow five years after joining'

interface RowOptions {
  /** Records to make for each request besides those named in the address (`:kind`). */
  uses?: FixtureKind[]
  /** What each write sends. */
  body?: (fx: Fixtures) => Body
  /** Collections a refused write must not grow or shrink. */
  counts?: Collection[]
  /** Where the sign-in comes back to, when not the address itself (a file cannot be returned to). */
  returnTo?: string
  /** The request spends its session (sign-out) or changes its own account (password): a new one each time. */
  fresh?: 'session' | 'account'
  /** Signing out and changing the password: the writes a suspended member may still make. */
  suspendedMayWrite?: boolean
  /** The part of the administration the route belongs to: which staff roles get the administrator's answer. */
  area?: MatrixArea
  /** What a staff role without the area gets, where not 403 (a record hidden from them as from other members). */
  staffDenied?: Outcome
  /** What a suspended member reads where another member reads something else. */
  suspendedGet?: Outcome
  /** A write open to visitors that a signed-in suspended member is refused. */
  suspendedWrite?: Outcome
  /**
   * The sentence of a 403 that is the route's own rule, not the access-denied one (a member who may not
   * yet ask to become a Fellow): such a 403 must say it instead. A suspended member's writes stay refused as such.
   */
  ruleRefusal?: string
}

interface Row extends RowOptions {
  route: string
  /** The address, with `:kind` for a record made for the request; null for a route without one. */
  path: string | null
  door: Door
  cells: Record<Method, Outcome[]>
  /** Why a route has no address. */
  note?: string
}

const row =
  (door: Door) =>
  (route: string, address: string, cells: Cells, options: RowOptions = {}): Row => ({
    route,
    path: address,
    door,
    cells: parseCells(route, cells, { suspendedMayWrite: options.suspendedMayWrite, area: options.area, staffDenied: options.staffDenied, suspendedGet: options.suspendedGet, suspendedWrite: options.suspendedWrite }),
    ...options,
  })
const page = row('page')
const file = row('file')
const api = row('api')
const noAddress = (route: string, note: string): Row => ({ route, path: null, door: 'page', cells: {} as Row['cells'], note })

const models = (...list: unknown[]) => list as Collection[]
/** The token of the signed unsubscribe link every issue carries for that address. */
const unsubscribeTokenFor = (email: string) => new URL(unsubscribeLinkFor(email)).searchParams.get('token')!
const memberNewsTokenFor = (userId: string) => new URL(memberNewsUnsubscribeLink(userId)).searchParams.get('token')!
const unique = () => randomBytes(4).toString('hex')

// ---------------------------------------------------------------------------------------------------
// What the writes send

const cpdForm = { title: 'Reiki refresher', provider: 'EMPAM Academy', category: 'Workshop', hours: '3', date: '2020-03-12', description: 'Sent by the matrix' }
const cpdJson = { ...cpdForm, hours: 3 }
const listingForm = { name: 'Siti Aminah binti Yusof', email: 'siti@example.com', membershipId: '', state: 'Selangor', specialties: 'Body', description: 'Sent by the matrix', isActive: 'on', returnTo: '/admin' }
const listingJson = { ...listingForm, isActive: true }
const myListingForm = { intent: 'save', email: 'matrix@example.com', businessName: 'Sent by the matrix', languages: 'Tamil' }
const myListingJson = { email: 'matrix@example.com', businessName: 'Sent by the matrix', languages: ['Tamil'] }
/** A review id no review has. */
const NO_REVIEW = '0'.repeat(24)
const resourceForm = { kind: 'link', title: 'Sent by the matrix', url: 'https://example.org/recording', published: 'on' }
const resourceJson = { kind: 'link', title: 'Sent by the matrix', url: 'https://example.org/recording', published: true }
const newsForm = { title: 'Sent by the matrix', excerpt: 'Short.', date: '2026-04-01', author: 'EMPAM', category: 'Notes', isActive: 'on' }
const contentJson = {
  news: { title: 'Sent by the matrix', excerpt: 'Short.', date: '2026-04-01', author: 'EMPAM', category: 'Notes' },
  events: { title: 'Sent by the matrix', date: '3 July 2027', location: 'Tuaran, Sabah', type: 'Outreach' },
  galleries: { title: 'Sent by the matrix', description: 'Photographs.', date: 'March 2026' },
  'local-partners': { name: 'Sent by the matrix', type: 'Network', description: 'Clinics.', focus: 'Referrals', status: 'Active' },
  'international-partners': { name: 'Sent by the matrix', type: 'Association', description: 'Abroad.', focus: 'Exchange', status: 'Member', country: 'Thailand' },
  training: { title: 'Sent by the matrix', description: 'Tuning forks.', duration: '1 day', level: 'Beginner', provider: 'EMPAM Academy' },
  committee: { name: 'Sent by the matrix', position: 'Treasurer' },
}
/** A concern, each from its own address (the allowance is per e-mail too). */
const concernForm = () => ({ practitionerName: 'Matrix Practitioner', name: 'Matrix Visitor', email: `matrix.${randomBytes(4).toString('hex')}@example.com`, description: 'Raised by the matrix, at enough length.', acceptPrivacy: 'true' })
const concernDocumentUpload = () => {
  const form = new FormData()
  form.append('text', 'Sent by the matrix')
  form.append('file', new Blob([new Uint8Array(pdfOfSize(4000))], { type: 'application/pdf' }), 'record.pdf')
  return form
}
const practitionerMessage = { name: 'Matrix Visitor', email: 'matrix.visitor@example.com', message: 'Do you see clients on Saturdays?' }
const contactForm = { firstName: 'Nurul', lastName: 'Huda', email: 'nurul@example.com', subject: 'general', message: 'Sent by the matrix' }
const newPassword = { newPassword: 'brand-new-secret', confirmPassword: 'brand-new-secret' }
const profile = { firstName: 'Mariam', lastName: 'Changed', phone: '', state: 'Sabah' }
const registration = () => {
  const id = unique()
  return {
    firstName: 'Farah',
    lastName: 'Lim',
    email: `farah-${id}@example.com`,
    username: `farah_${id}`,
    password: 'first-secret',
    membershipId: `EMP${parseInt(id, 16)}`,
    membershipType: 'Associate Member',
    state: 'Sabah',
    acceptPrivacy: true,
  }
}

const smallPng = await solidImage(40, 30).png().toBuffer()
/** A photo upload as a phone's browser sends it. */
const upload = () => {
  const form = new FormData()
  form.append('alt', 'Sent by the matrix')
  form.append('file', new Blob([new Uint8Array(smallPng)], { type: 'image/png' }), 'photo.png')
  return form
}

/** The QR image a bank issues for the association's DuitNow QR (issue 34), as an officer uploads it. */
const qrPngBytes = await qrPng(STATIC_DUITNOW_PAYLOAD)
const qrUpload = () => {
  const form = new FormData()
  form.append('intent', 'upload')
  form.append('file', new Blob([new Uint8Array(qrPngBytes)], { type: 'image/png' }), 'duitnow-qr.png')
  return form
}

/** A bank statement as the treasurer uploads it (issue 34): a file of its own each time, so each is a new import. */
const statementUpload = () => {
  const form = new FormData()
  const csv = `date,description,amount,reference\n12/03/2020,Sent by the matrix,10.00,${unique()}\n`
  form.append('file', new Blob([csv], { type: 'text/csv' }), 'statement.csv')
  return form
}

/** An applicant's answer to the secretariat: a note and a document (issue 33, item 5). */
const answerUpload = () => {
  const form = new FormData()
  form.append('answer', 'Sent by the matrix')
  form.append('documents', new Blob([new Uint8Array(smallPng)], { type: 'image/png' }), 'certificate.png')
  return form
}

/** An expense with the receipt the officer was given (issue 34): a photo, as a phone sends it. */
const expenseUpload = () => {
  const form = new FormData()
  for (const [name, value] of Object.entries({ spentAt: '2020-03-12', payee: 'Sent by the matrix', category: 'venue', amount: '12.50', description: 'Sent by the matrix' })) form.append(name, value)
  form.append('file', new Blob([new Uint8Array(smallPng)], { type: 'image/png' }), 'receipt.png')
  return form
}

const CONTENT_API = [
  ['news', 'news', NewsArticle],
  ['events', 'event', Event],
  ['galleries', 'gallery', Gallery],
  ['local-partners', 'localPartner', LocalPartner],
  ['international-partners', 'internationalPartner', InternationalPartner],
  ['training', 'training', TrainingProgramme],
  ['committee', 'committee', CommitteeMember],
] as const

// ---------------------------------------------------------------------------------------------------
// The table: anon member other admin

const TABLE: Row[] = [
  // The layout
  page('root', '/', { GET: 'ok', writes: '405' }),
  noAddress('routes/_account+/_layout', 'the pathless layout of the account pages: reached only through its children, below'),
  noAddress('routes/_admin+/_layout', 'the pathless layout of the administration (its navigation and error boundary): reached only through its children, below'),
  noAddress('routes/_member+/_layout', 'the pathless layout of the member area (its error boundary): reached only through its children, below'),
  noAddress('routes/_public+/_layout', 'the pathless layout of the public pages (its error boundary): reached only through its children, below'),

  // Public pages
  page('routes/_public+/_index', '/?index', { GET: 'ok', writes: '405' }),
  page('routes/_public+/about', '/about', { GET: 'ok', writes: '405' }),
  page('routes/_public+/advocacy', '/advocacy', { GET: 'ok', writes: '405' }),
  page('routes/_public+/collaborations', '/collaborations', { GET: 'ok', writes: '405' }),
  page('routes/_public+/contact', '/contact', { GET: 'ok', writes: '→/contact' }, { body: () => contactForm, counts: models(ContactMessage) }),
  page('routes/_public+/disclaimer', '/disclaimer', { GET: 'ok', writes: '405' }),
  file('routes/_public+/disclaimer_.dismiss', '/disclaimer/dismiss', { GET: '→/', writes: '→/about' }, { body: () => ({ afterDismiss: '/about' }) }),
  page('routes/_public+/privacy', '/privacy', { GET: 'ok', writes: 'login →/member-dashboard/cpd →/member-dashboard/cpd →/member-dashboard/cpd' }, {
    body: () => ({ intent: 'acknowledge' }),
  }),
  // A pledge leads to its own page (issue 18: how to pay it, its slip), by its signed link.
  page('routes/_public+/donate', '/donate', { GET: 'ok', writes: '→/donate/:new/slip' }, {
    body: () => ({ name: 'Matrix Donor', email: 'matrix.donor@example.com', amount: '10', frequency: 'one-time' }),
    counts: models(Donation),
  }),
  page('routes/_public+/energy-medicine', '/energy-medicine', { GET: 'ok', writes: '405' }),
  page('routes/_public+/ethics', '/ethics', { GET: 'ok', writes: '405' }),
  page('routes/_public+/find-practitioner', '/find-practitioner', { GET: 'ok', writes: '405' }),
  page('routes/_public+/membership', '/membership', { GET: 'ok', writes: '405' }),
  page('routes/_public+/news._index', '/news?index', { GET: 'ok', writes: '→/news' }, { body: () => ({ email: 'reader@example.com' }), counts: models(NewsletterSubscriber) }),
  page('routes/_public+/news.$id', '/news/:news', { GET: 'ok', writes: '405' }),
  page('routes/_public+/news.galleries.$id', '/news/galleries/:gallery', { GET: 'ok', writes: '405' }),
  // "Send a message" (issue 36): anyone may write to a visible listing; it comes back to the profile.
  page('routes/_public+/practitioner.$id', '/practitioner/:listing', { GET: 'ok', writes: '→/practitioner/:listing' }, { body: () => practitionerMessage }),
  page('routes/_public+/resources', '/resources', { GET: 'ok', writes: '405' }),
  page('routes/_public+/training', '/training', { GET: 'ok', writes: '405' }),
  page('routes/_public+/events._index', '/events', { GET: 'ok', writes: '405' }),
  page('routes/_public+/$', '/no-such-page', { GET: '404', writes: '404' }),
  file('routes/_public+/dashboard', '/dashboard', { GET: '→/member-dashboard/cpd', writes: '405' }),
  file('routes/_public+/news-events', '/news-events', { GET: '→/news', writes: '405' }),
  file('routes/_resources+/healthz', '/healthz', { GET: 'ok', writes: '405' }),
  file('routes/_resources+/robots[.]txt', '/robots.txt', { GET: 'ok', writes: '405' }),
  file('routes/_resources+/sitemap[.]xml', '/sitemap.xml', { GET: 'ok', writes: '405' }),

  // Account pages
  page('routes/_account+/login', '/login', { GET: 'ok →/member-dashboard/cpd →/member-dashboard/cpd →/member-dashboard/cpd', writes: '→/member-dashboard/cpd' }, {
    uses: ['credentials'],
    body: (fx) => ({ email: fx.get('credentials'), password: DEFAULT_PASSWORD }),
  }),
  page('routes/_account+/register', '/register', { GET: 'ok →/member-dashboard/cpd →/member-dashboard/cpd →/member-dashboard/cpd', writes: '→/member-dashboard/cpd' }, {
    body: registration,
    counts: models(User),
  }),
  page('routes/_account+/forgot-password', '/forgot-password', { GET: 'ok', writes: 'ok' }, {
    uses: ['credentials'],
    body: (fx) => ({ email: fx.get('credentials') }),
  }),
  page('routes/_account+/reset-password', '/reset-password?token=:resetToken', { GET: 'ok', writes: 'ok' }, {
    body: (fx) => ({ token: fx.get('resetToken'), ...newPassword }),
  }),
  page('routes/_account+/verify-email', '/verify-email?token=:verifyToken', { GET: 'ok', writes: 'login →/member-dashboard/cpd →/member-dashboard/cpd →/member-dashboard/cpd' }, {
    returnTo: '/member-dashboard/cpd',
    counts: models(EmailVerificationToken),
  }),
  page('routes/_account+/change-password', '/change-password', { GET: 'ok', writes: '401 →/change-password →/change-password →/change-password' }, {
    body: () => ({ currentPassword: DEFAULT_PASSWORD, ...newPassword }),
    fresh: 'account',
    suspendedMayWrite: true,
  }),
  page('routes/_account+/change-email', '/change-email', { GET: 'login ok ok ok', writes: 'login →/profile →/profile →/profile' }, {
    body: () => ({ newEmail: `moved-${unique()}@example.com`, currentPassword: DEFAULT_PASSWORD }),
    counts: models(EmailChangeRequest),
  }),
  page('routes/_account+/profile', '/profile', { GET: 'login ok ok ok', writes: 'login →/member-dashboard/cpd →/member-dashboard/cpd →/member-dashboard/cpd' }, {
    body: () => profile,
  }),
  // Issue 33: a staff member's choice of mail about their work; a member without a role is refused.
  file('routes/_account+/profile_.staff-mail', '/profile/staff-mail', { GET: '→/profile', writes: 'login 403 403 →/profile' }, {
    body: () => ({ staffMail: 'daily' }),
    area: ANY_STAFF,
    ruleRefusal: 'Only the secretariat chooses how to hear about its work',
  }),
  // Issue 35, item 5: a member's choice of the association's news.
  file('routes/_account+/profile_.association-news', '/profile/association-news', { GET: '→/profile', writes: 'login →/profile →/profile →/profile' }, {
    body: () => ({ associationNews: 'off' }),
  }),
  file('routes/_account+/logout', '/logout', { GET: '→/', writes: '→/' }, { fresh: 'session', suspendedMayWrite: true }),

  // The member's CPD record
  // The dashboard's frame, and its address leading to a tab (issue 31): a redirect for anyone, whose tab then asks for the sign-in.
  // A write to a tab (none has an action) is 405 for anyone signed in, suspended too, after the frame's loader asked a visitor to sign in.
  page('routes/_member+/member-dashboard', '/member-dashboard', { GET: '→/member-dashboard/cpd', writes: '405' }),
  file('routes/_member+/member-dashboard._index', '/member-dashboard?tab=profile', { GET: '→/member-dashboard/profile', writes: '405' }),
  page('routes/_member+/member-dashboard.cpd', '/member-dashboard/cpd', { GET: 'login ok ok ok', writes: 'login 405 405 405' }, { uses: ['entry'], suspendedMayWrite: true }),
  page('routes/_member+/member-dashboard.profile', '/member-dashboard/profile', { GET: 'login ok ok ok', writes: 'login 405 405 405' }, { suspendedMayWrite: true }),
  page('routes/_member+/member-dashboard.resources', '/member-dashboard/resources', { GET: 'login ok ok ok', writes: 'login 405 405 405' }, { uses: ['memberResource'], suspendedMayWrite: true }),
  page('routes/_member+/member-dashboard.membership', '/member-dashboard/membership', { GET: 'login ok ok ok', writes: 'login 405 405 405' }, { uses: ['invoice', 'receipt'], suspendedMayWrite: true }),
  page('routes/_member+/member-dashboard_.cpd.new', '/member-dashboard/cpd/new', { GET: 'login ok ok ok', writes: 'login →/member-dashboard/cpd →/member-dashboard/cpd →/member-dashboard/cpd' }, {
    body: () => cpdForm,
    counts: models(CpdEntry),
  }),
  page('routes/_member+/member-dashboard_.cpd.$id.edit', '/member-dashboard/cpd/:entry/edit', { GET: 'login ok 404 404', writes: 'login →/member-dashboard/cpd 404 404' }, {
    body: () => cpdForm,
  }),
  page('routes/_member+/member-dashboard_.cpd.$id.delete', '/member-dashboard/cpd/:entry/delete', { GET: 'login ok 404 404', writes: 'login →/member-dashboard/cpd 404 404' }),
  // A member's own listing (issue 19): every member here holds a type with the listing right; the suspended
  // member's writes are refused by the suspended rule.
  page('routes/_member+/member-dashboard_.listing', '/member-dashboard/listing', { GET: 'login ok ok ok', writes: 'login →/member-dashboard/listing →/member-dashboard/listing →/member-dashboard/listing' }, {
    body: () => myListingForm,
    counts: models(ListingDraft),
  }),
  page('routes/_member+/member-dashboard_.listing_.preview', '/member-dashboard/listing/preview', { GET: 'login ok ok ok', writes: '405' }),
  page('routes/_member+/member-dashboard_.cpd.statement', '/member-dashboard/cpd/statement?year=2026', { GET: 'login ok ok ok', writes: '405' }, { uses: ['entry'] }),
  file('routes/_resources+/member-dashboard_.cpd[.]csv', '/member-dashboard/cpd.csv', { GET: 'login ok ok ok', writes: '405' }, {
    uses: ['entry'],
    returnTo: '/member-dashboard/cpd',
  }),

  // My data (issue 21, item 2): each member's own records only (tests/integration/my-data.test.ts shows whose).
  // Its form asks the secretariat (a fresh account each time: five requests a day each).
  page('routes/_member+/member-dashboard_.my-data', '/member-dashboard/my-data', {
    GET: 'login ok ok ok',
    writes: 'login →/member-dashboard/my-data →/member-dashboard/my-data →/member-dashboard/my-data',
  }, {
    body: () => ({ kind: 'correction', message: 'Sent by the matrix: my receipt has my old name.' }),
    fresh: 'account',
    suspendedMayWrite: true,
    counts: models(DataRequest, AuditLog),
  }),
  file('routes/_resources+/member-dashboard_.my-data[.]zip', '/member-dashboard/my-data.zip', { GET: 'login ok ok ok', writes: '405' }, { returnTo: '/member-dashboard/cpd' }),
  api('routes/api+/me.export', '/api/me/export', { GET: 'login ok ok ok', writes: '405' }),
  api('routes/api+/me.data-requests', '/api/me/data-requests', { GET: 'login ok ok ok', POST: 'login ok ok ok', writes: '405' }, {
    body: () => ({ kind: 'access', message: 'Sent by the matrix: which registrations do you hold?' }),
    fresh: 'account',
    suspendedMayWrite: true,
    counts: models(DataRequest, AuditLog),
  }),

  // Administration: listings, accounts, CPD review
  // Staff without the listings start on their own first page (the treasurer: payments), not at a 403.
  page('routes/_admin+/admin._index', '/admin', { GET: 'login 403 403 ok', writes: '405' }, { uses: ['listing'], area: 'listings', staffDenied: '→/admin/payments' }),
  page('routes/_admin+/admin.listings.reviews', '/admin/listings/reviews', { GET: 'login 403 403 ok', writes: 'login 403 403 404' }, {
    area: 'listings',
    body: () => ({ intent: 'return', reviewId: NO_REVIEW, note: 'Sent by the matrix' }),
    counts: models(AuditLog),
  }),
  page('routes/_admin+/admin.practitioners.new', '/admin/practitioners/new', { GET: 'login 403 403 ok', writes: 'login 403 403 →/admin' }, {
    area: 'listings',
    body: () => listingForm,
    counts: models(Listing, AuditLog),
  }),
  page('routes/_admin+/admin.practitioners.$id.edit', '/admin/practitioners/:listing/edit', { GET: 'login 403 403 ok', writes: 'login 403 403 →/admin' }, {
    area: 'listings',
    body: () => listingForm,
    counts: models(AuditLog),
  }),
  page('routes/_admin+/admin.practitioners.$id.delete', '/admin/practitioners/:listing/delete', { GET: 'login 403 403 ok', writes: 'login 403 403 →/admin' }, {
    area: 'listings',
    body: () => ({ returnTo: '/admin' }),
    counts: models(AuditLog),
  }),
  page('routes/_admin+/admin.members', '/admin/members', { GET: 'login 403 403 ok', writes: 'login 403 403 →/admin/members' }, {
    area: 'members',
    uses: ['target'],
    body: (fx) => ({ intent: 'set-status', userId: fx.get('target'), membershipStatus: 'suspended' }),
    counts: models(AuditLog),
  }),
  page('routes/_admin+/admin.members_.import', '/admin/members/import', { GET: 'login 403 403 ok', writes: 'login 403 403 ok' }, {
    area: 'members',
    body: () => ({
      intent: 'confirm',
      csv: `email,firstName,lastName,membershipId,membershipType,expiresAt\nmatrix.${randomBytes(6).toString('hex')}@example.com,Matrix,Roster,,Associate,\n`,
    }),
    counts: models(User, AuditLog),
  }),
  // The membership lifecycle's pages (issue 18): the secretariat's queue and the treasurer's payments.
  page('routes/_admin+/admin.applications', '/admin/applications', { GET: 'login 403 403 ok', writes: 'login 403 403 →/admin/applications' }, {
    area: 'applications',
    uses: ['applicant'],
    body: (fx) => ({ intent: 'reject', userId: fx.get('applicant'), reason: 'Sent by the matrix' }),
    counts: models(AuditLog),
  }),
  page('routes/_admin+/admin.applications_.fellowships', '/admin/applications/fellowships', { GET: 'login 403 403 ok', writes: 'login 403 403 →/admin/applications/fellowships' }, {
    area: 'applications',
    uses: ['fellowshipRequest'],
    body: (fx) => ({ intent: 'decline', requestId: fx.get('fellowshipRequest'), reason: 'Sent by the matrix' }),
    counts: models(FellowshipRequest, AuditLog),
  }),
  page('routes/_admin+/admin.payments', '/admin/payments', { GET: 'login 403 403 ok', writes: 'login 403 403 →/admin/payments' }, {
    area: 'finance',
    uses: ['invoice'],
    body: (fx) => ({ id: fx.get('invoice'), amount: '1', method: 'cash', reference: 'Sent by the matrix' }),
    counts: models(Receipt, AuditLog),
  }),
  page('routes/_admin+/admin.donations', '/admin/donations', { GET: 'login 403 403 ok', writes: 'login 403 403 →/admin/donations' }, {
    area: 'finance',
    uses: ['donation'],
    body: (fx) => ({ id: fx.get('donation'), amount: '1', method: 'cash', reference: 'Sent by the matrix' }),
    counts: models(Receipt, AuditLog),
  }),
  // The association's DuitNow QR (issue 34): uploaded, replaced and removed by an administrator or the treasurer.
  page('routes/_admin+/admin.payment-settings', '/admin/payment-settings', { GET: 'login 403 403 ok', writes: 'login 403 403 →/admin/payment-settings' }, {
    area: 'finance',
    body: qrUpload,
    counts: models(PaymentSettings, AuditLog),
  }),
  // The treasurer's ledger (issue 30): invoices, receipts and void numbers, as a page, a CSV and JSON.
  page('routes/_admin+/admin.ledger', '/admin/ledger?page=1', { GET: 'login 403 403 ok', writes: '405' }, { area: 'finance', uses: ['invoice'] }),
  file('routes/_resources+/admin.ledger[.]csv', '/admin/ledger.csv', { GET: 'login 403 403 ok', writes: '405' }, {
    area: 'finance',
    uses: ['invoice'],
    returnTo: '/admin/ledger',
  }),
  // Bank statement reconciliation (issue 34, item 3): the imports and their upload; one import's lines to record.
  page('routes/_admin+/admin.reconciliation', '/admin/reconciliation', { GET: 'login 403 403 ok', writes: 'login 403 403 →/admin/reconciliation/:new' }, {
    area: 'finance',
    body: statementUpload,
    counts: models(BankStatementImport, AuditLog),
  }),
  page('routes/_admin+/admin.reconciliation_.$id', '/admin/reconciliation/:statementImport', {
    GET: 'login 403 403 ok',
    writes: 'login 403 403 →/admin/reconciliation/:statementImport',
  }, {
    area: 'finance',
    body: () => ({ intent: 'confirm', lines: '2' }),
    counts: models(Receipt, BankLineRecord, AuditLog),
  }),
  // The treasurer's books (issue 34): an invoice voided or credited, a credit note's PDF, expenses decided by
  // another officer than the one who recorded them, the year's income and expenditure as a page, CSV and PDF.
  page('routes/_admin+/admin.invoices.$id', '/admin/invoices/:invoice', { GET: 'login 403 403 ok', writes: 'login 403 403 →/admin/invoices/:invoice' }, {
    area: 'finance',
    body: () => ({ intent: 'void', reason: 'Sent by the matrix' }),
    counts: models(AuditLog),
  }),
  file('routes/_resources+/admin.credit-notes.$id[.]pdf', '/admin/credit-notes/:creditNote.pdf', { GET: 'login 403 403 ok', writes: '405' }, {
    area: 'finance',
    returnTo: '/admin/ledger',
  }),
  page('routes/_admin+/admin.expenses', '/admin/expenses', { GET: 'login 403 403 ok', writes: 'login 403 403 →/admin/expenses' }, {
    area: 'finance',
    uses: ['expense'],
    body: (fx) => ({ intent: 'approve', id: fx.get('expense') }),
    counts: models(AuditLog, DocumentNumber),
  }),
  page('routes/_admin+/admin.ledger_.income-and-expenditure', '/admin/ledger/income-and-expenditure?year=2020', { GET: 'login 403 403 ok', writes: '405' }, { area: 'finance', uses: ['paidInvoice'] }),
  file('routes/_resources+/admin.ledger_.income-and-expenditure[.]csv', '/admin/ledger/income-and-expenditure.csv?year=2020', { GET: 'login 403 403 ok', writes: '405' }, {
    area: 'finance',
    returnTo: '/admin/ledger/income-and-expenditure',
  }),
  file('routes/_resources+/admin.ledger_.income-and-expenditure[.]pdf', '/admin/ledger/income-and-expenditure.pdf?year=2020', { GET: 'login 403 403 ok', writes: '405' }, {
    area: 'finance',
    returnTo: '/admin/ledger/income-and-expenditure',
  }),
  page('routes/_admin+/admin.cpd', '/admin/cpd', { GET: 'login 403 403 ok', writes: 'login 403 403 →/admin/cpd' }, {
    area: 'cpd',
    uses: ['entry'],
    body: (fx) => ({ entryIds: fx.get('entry'), expectedUpdatedAt: fx.version('entry'), status: 'approved', note: 'Sent by the matrix' }),
    counts: models(AuditLog),
  }),

  // Closing one's account (issue 21): a fresh account each time, since it ends every session
  page('routes/_member+/member-dashboard_.close-account', '/member-dashboard/close-account', { GET: 'login ok ok ok', writes: 'login →/ →/ →/' }, {
    body: () => ({ password: DEFAULT_PASSWORD }),
    fresh: 'account',
    suspendedMayWrite: true,
    counts: models(AuditLog),
  }),

  // Administration: site content, messages, the audit log
  page('routes/_admin+/admin-content', '/admin-content?tab=events', { GET: 'login 403 403 ok', writes: '405' }, { uses: ['event'], area: 'content' }),
  page('routes/_admin+/admin-content_.$type.new', '/admin-content/news/new', { GET: 'login 403 403 ok', writes: 'login 403 403 →/admin-content' }, {
    area: 'content',
    body: () => newsForm,
    counts: models(NewsArticle, AuditLog),
  }),
  page('routes/_admin+/admin-content_.$type.$id.edit', '/admin-content/news/:news/edit', { GET: 'login 403 403 ok', writes: 'login 403 403 →/admin-content' }, {
    area: 'content',
    body: () => newsForm,
    counts: models(AuditLog),
  }),
  page('routes/_admin+/admin-content_.$type.$id.delete', '/admin-content/news/:news/delete', { GET: 'login 403 403 ok', writes: 'login 403 403 →/admin-content' }, {
    area: 'content',
    counts: models(AuditLog),
  }),
  page('routes/_admin+/admin-content_.galleries.$id.photos', '/admin-content/galleries/:gallery/photos', { GET: 'login 403 403 ok', writes: 'login 403 403 →/admin-content/galleries/:gallery/photos' }, {
    area: 'content',
    uses: ['gallery'],
    body: () => ({ intent: 'save' }),
    counts: models(AuditLog),
  }),
  page('routes/_admin+/admin-content_.committee-photo', '/admin-content/committee-photo', { GET: 'login 403 403 ok', writes: 'login 403 403 →/admin-content' }, {
    area: 'content',
    body: () => ({ imageAlt: '' }),
    counts: models(AuditLog),
  }),
  // Member resources (issue 17): administered in the content area; a published PDF is any signed-in account's.
  page('routes/_admin+/admin-content_.resources', '/admin-content/resources', { GET: 'login 403 403 ok', writes: 'login 403 403 →/admin-content/resources' }, {
    area: 'content',
    uses: ['memberResource'],
    body: () => resourceForm,
    counts: models(MemberResource, AuditLog),
  }),
  page('routes/_admin+/admin-content_.resources_.$id.edit', '/admin-content/resources/:memberResource/edit', { GET: 'login 403 403 ok', writes: 'login 403 403 →/admin-content/resources' }, {
    area: 'content',
    body: () => resourceForm,
    counts: models(MemberResource, AuditLog),
  }),
  page('routes/_admin+/admin-content_.resources_.$id.delete', '/admin-content/resources/:memberResource/delete', { GET: 'login 403 403 ok', writes: 'login 403 403 →/admin-content/resources' }, {
    area: 'content',
    counts: models(MemberResource, Media, AuditLog),
  }),
  api('routes/api+/admin.resources', '/api/admin/resources', { GET: 'login 403 403 ok', POST: 'login 403 403 ok', writes: '405' }, {
    area: 'content',
    uses: ['memberResource'],
    body: () => resourceJson,
    counts: models(MemberResource, AuditLog),
  }),
  api('routes/api+/admin.resources.$id', '/api/admin/resources/:memberResource', { GET: 'login 403 403 ok', PUT: 'login 403 403 ok', PATCH: 'login 403 403 ok', DELETE: 'login 403 403 ok', writes: '405' }, {
    area: 'content',
    // PUT reads the whole resource, PATCH only `published` (false here, so that it changes something).
    body: () => ({ ...resourceJson, published: false }),
    counts: models(MemberResource, Media, AuditLog),
  }),
  file('routes/_resources+/member-dashboard_.resources.$id.download', '/member-dashboard/resources/:memberResource/download', { GET: 'login ok ok ok', writes: '405' }, {
    returnTo: '/member-dashboard/resources',
    // Issue 30: the resources are for an active membership (and the staff); a suspended member is refused.
    suspendedGet: '403',
    ruleRefusal: 'Member resources are for members whose membership is active.',
  }),
  page('routes/_admin+/admin.messages', '/admin/messages?show=unhandled', { GET: 'login 403 403 ok', writes: 'login 403 403 →/admin/messages' }, {
    area: 'messages',
    uses: ['message'],
    body: (fx) => ({ intent: 'mark-handled', id: fx.get('message') }),
    counts: models(AuditLog),
  }),
  page('routes/_admin+/admin.messages_.$id.delete', '/admin/messages/:message/delete', { GET: 'login 403 403 ok', writes: 'login 403 403 →/admin/messages' }, {
    area: 'messages',
    counts: models(AuditLog),
  }),
  page('routes/_admin+/admin.messages_.subscribers', '/admin/messages/subscribers', { GET: 'login 403 403 ok', writes: '405' }, { uses: ['subscriber'], area: 'messages' }),
  page('routes/_admin+/admin.messages_.subscribers_.$id.delete', '/admin/messages/subscribers/:subscriber/delete', { GET: 'login 403 403 ok', writes: 'login 403 403 →/admin/messages/subscribers' }, {
    area: 'messages',
    counts: models(AuditLog),
  }),
  file('routes/_resources+/admin.messages_.subscribers[.]csv', '/admin/messages/subscribers.csv', { GET: 'login 403 403 ok', writes: '405' }, {
    area: 'messages',
    uses: ['subscriber'],
    returnTo: '/admin/messages/subscribers',
  }),
  page('routes/_admin+/admin.audit', '/admin/audit?page=1', { GET: 'login 403 403 ok', writes: '405' }, { area: 'audit' }),
  page('routes/_admin+/admin.privacy', '/admin/privacy', { GET: 'login 403 403 ok', writes: 'login 403 403 →/admin/privacy' }, {
    area: 'privacy',
    body: () => ({ bodyEn: '## Who we are\n\nSent by the matrix.', bodyMs: '## Siapa kami\n\nDihantar oleh matriks.', effectiveDate: '2099-01-01' }),
    counts: models(PrivacyNotice, AuditLog),
  }),
  page('routes/_admin+/admin.privacy_.requests', '/admin/privacy/requests', { GET: 'login 403 403 ok', writes: 'login 403 403 →/admin/privacy/requests' }, {
    area: 'privacy',
    uses: ['dataRequest'],
    body: (fx) => ({ id: fx.get('dataRequest'), note: 'Done by the matrix' }),
    counts: models(AuditLog),
  }),
  // Newsletter issues (issue 21, item 5): the messages area writes and sends them.
  page('routes/_admin+/admin.messages_.newsletter', '/admin/messages/newsletter', { GET: 'login 403 403 ok', writes: 'login 403 403 →/admin/messages/newsletter' }, {
    area: 'messages',
    uses: ['newsletterIssue'],
    body: (fx) => ({ intent: 'send', id: fx.get('newsletterIssue') }),
    counts: models(NewsletterDelivery, AuditLog),
  }),
  api('routes/api+/admin.newsletter-issues', '/api/admin/newsletter-issues', { GET: 'login 403 403 ok', POST: 'login 403 403 ok', writes: '405' }, {
    area: 'messages',
    uses: ['newsletterIssue'],
    body: () => ({ subjectEn: 'Sent by the matrix', subjectMs: 'Dihantar oleh matriks', bodyEn: 'Hello', bodyMs: 'Salam' }),
    counts: models(NewsletterIssue, AuditLog),
  }),
  api('routes/api+/admin.newsletter-issues.$id.send', '/api/admin/newsletter-issues/:newsletterIssue/send', { POST: 'login 403 403 ok', GET: '405', writes: '405' }, {
    area: 'messages',
    counts: models(NewsletterDelivery, AuditLog),
  }),
  // Messages to members (issue 35, item 5): the messages area writes them, previews and sends them once.
  page('routes/_admin+/admin.messages_.members', '/admin/messages/members', { GET: 'login 403 403 ok', writes: 'login 403 403 →/admin/messages/members/:new' }, {
    area: 'messages',
    body: () => ({ subjectEn: 'Sent by the matrix', bodyEn: 'Hello', group: 'type', membershipType: 'Student', category: 'news' }),
    counts: models(MemberMessage, AuditLog),
  }),
  page('routes/_admin+/admin.messages_.members_.$id', '/admin/messages/members/:memberMessage', { GET: 'login 403 403 ok', writes: 'login 403 403 →/admin/messages/members/:memberMessage' }, {
    area: 'messages',
    counts: models(MemberMessageDelivery, AuditLog),
  }),
  api('routes/api+/admin.member-messages', '/api/admin/member-messages', { GET: 'login 403 403 ok', POST: 'login 403 403 ok', writes: '405' }, {
    area: 'messages',
    uses: ['memberMessage'],
    body: () => ({ subjectEn: 'Sent by the matrix', bodyEn: 'Hello', group: 'type', membershipType: 'Student', category: 'news' }),
    counts: models(MemberMessage, AuditLog),
  }),
  api('routes/api+/admin.member-messages.$id', '/api/admin/member-messages/:memberMessage', { GET: 'login 403 403 ok', writes: '405' }, {
    area: 'messages',
  }),
  api('routes/api+/admin.member-messages.$id.send', '/api/admin/member-messages/:memberMessage/send', { POST: 'login 403 403 ok', GET: '405', writes: '405' }, {
    area: 'messages',
    counts: models(MemberMessageDelivery, AuditLog),
  }),
  // The office-bearers' register (issue 35, item 1): the administrators' ('roles'), its public list.
  page('routes/_admin+/admin.office-bearers', '/admin/office-bearers', { GET: 'login 403 403 ok', writes: 'login 403 403 →/admin/office-bearers' }, {
    area: 'roles',
    uses: ['officePosition'],
    body: (fx) => ({ intent: 'record', position: fx.get('officePosition'), name: 'Sent by the matrix', from: '2020-03-12' }),
    counts: models(OfficeTerm, AuditLog),
  }),
  page('routes/_admin+/admin.office-bearers_.positions.$id', '/admin/office-bearers/positions/:officePosition', { GET: 'login 403 403 ok', writes: 'login 403 403 →/admin/office-bearers' }, {
    area: 'roles',
    body: () => ({ intent: 'save', title: 'Renamed by the matrix', seats: '2' }),
    counts: models(AuditLog),
  }),
  page('routes/_admin+/admin.office-bearers_.terms.$id', '/admin/office-bearers/terms/:officeTerm', { GET: 'login 403 403 ok', writes: 'login 403 403 →/admin/office-bearers' }, {
    area: 'roles',
    body: () => ({ name: 'Corrected by the matrix', from: '2020-03-12' }),
    counts: models(AuditLog),
  }),
  api('routes/api+/office-bearers', '/api/office-bearers', { GET: 'ok', writes: '405' }, { uses: ['officeTerm'] }),
  api('routes/api+/admin.office-bearers', '/api/admin/office-bearers', { POST: 'login 403 403 ok', GET: '405', writes: '405' }, {
    area: 'roles',
    uses: ['officePosition'],
    body: (fx) => ({ position: fx.get('officePosition'), name: 'Sent by the matrix', from: '2020-03-12' }),
    counts: models(OfficeTerm, AuditLog),
  }),
  // The Societies Act annual return (issue 35, item 4): the secretariat's ('meetings').
  page('routes/_admin+/admin.annual-return', '/admin/annual-return?year=2020', { GET: 'login 403 403 ok', writes: '405' }, { area: 'meetings', uses: ['ruleAmendment'] }),
  file('routes/_resources+/admin.annual-return[.]csv', '/admin/annual-return.csv?year=2020', { GET: 'login 403 403 ok', writes: '405' }, { area: 'meetings', uses: ['ruleAmendment'], returnTo: '/admin/annual-return' }),
  file('routes/_resources+/admin.annual-return[.]pdf', '/admin/annual-return.pdf?year=2020', { GET: 'login 403 403 ok', writes: '405' }, { area: 'meetings', returnTo: '/admin/annual-return' }),
  api('routes/api+/admin.annual-return', '/api/admin/annual-return?year=2020', { GET: 'login 403 403 ok', writes: '405' }, { area: 'meetings', uses: ['ruleAmendment'] }),
  page('routes/_admin+/admin.annual-return_.amendments', '/admin/annual-return/amendments', { GET: 'login 403 403 ok', writes: 'login 403 403 →/admin/annual-return/amendments' }, {
    area: 'meetings',
    uses: ['ruleAmendment'],
    body: () => ({ meetingDay: '2020-03-12', clause: 'Clause 1', after: 'Sent by the matrix' }),
    counts: models(RuleAmendment, AuditLog),
  }),
  page('routes/_admin+/admin.annual-return_.amendments_.$id', '/admin/annual-return/amendments/:ruleAmendment', { GET: 'login 403 403 ok', writes: 'login 403 403 →/admin/annual-return/amendments' }, {
    area: 'meetings',
    body: () => ({ intent: 'save', meetingDay: '2020-03-12', clause: 'Clause 2', after: 'Corrected by the matrix' }),
    counts: models(RuleAmendment, AuditLog),
  }),
  api('routes/api+/admin.rule-amendments', '/api/admin/rule-amendments', { GET: 'login 403 403 ok', POST: 'login 403 403 ok', writes: '405' }, {
    area: 'meetings',
    uses: ['ruleAmendment'],
    body: () => ({ meetingDay: '2020-03-12', clause: 'Clause 3', after: 'Sent by the matrix' }),
    counts: models(RuleAmendment, AuditLog),
  }),
  api('routes/api+/admin.rule-amendments.$id', '/api/admin/rule-amendments/:ruleAmendment', { GET: 'login 403 403 ok', PUT: 'login 403 403 ok', DELETE: 'login 403 403 ok', writes: '405' }, {
    area: 'meetings',
    body: () => ({ meetingDay: '2020-03-12', clause: 'Clause 4', after: 'Corrected by the matrix' }),
    counts: models(RuleAmendment, AuditLog),
  }),
  // The breach register (issue 21, item 4).
  page('routes/_admin+/admin.privacy_.breaches', '/admin/privacy/breaches', { GET: 'login 403 403 ok', writes: 'login 403 403 →/admin/privacy/breaches' }, {
    area: 'privacy',
    uses: ['breach'],
    body: (fx) => ({ intent: 'notified', id: fx.get('breach'), notice: 'commissioner' }),
    counts: models(AuditLog),
  }),
  api('routes/api+/admin.breaches', '/api/admin/breaches', { GET: 'login 403 403 ok', POST: 'login 403 403 ok', writes: '405' }, {
    area: 'privacy',
    uses: ['breach'],
    body: () => ({ summary: 'Sent by the matrix', affected: 'Nobody', foundAt: new Date(Date.now() - 60_000).toISOString() }),
    counts: models(Breach, AuditLog),
  }),
  api('routes/api+/admin.breaches.$id', '/api/admin/breaches/:breach', { PATCH: 'login 403 403 ok', GET: '405', writes: '405' }, {
    area: 'privacy',
    body: () => ({ notice: 'subjects' }),
    counts: models(AuditLog),
  }),
  api('routes/api+/admin.data-requests', '/api/admin/data-requests', { GET: 'login 403 403 ok', writes: '405' }, { area: 'privacy', uses: ['dataRequest'] }),
  api('routes/api+/admin.data-requests.$id', '/api/admin/data-requests/:dataRequest', { PATCH: 'login 403 403 ok', GET: '405', writes: '405' }, {
    area: 'privacy',
    body: () => ({ note: 'Done by the matrix' }),
    counts: models(AuditLog),
  }),

  // Elections (issue 35, item 3). Every signed-in role but the suspended one is a voting member on the
  // roll (each request has an election of its own): members vote, nominate and read; the results are
  // refused to everyone, administrators too, until voting closes.
  page('routes/_member+/elections._index', '/elections', { GET: 'login ok ok ok', writes: '405' }, { uses: ['election'] }),
  page('routes/_member+/elections.$id', '/elections/:election', { GET: 'login ok ok ok', writes: 'login →/elections/:election →/elections/:election →/elections/:election' }, {
    uses: ['electionCandidate'],
    body: (fx) => ({ candidateIds: [fx.get('electionCandidate')] }),
    counts: models(ElectionVoter, ElectionBallot),
  }),
  page('routes/_member+/elections_.$id.nominate', '/elections/:upcomingElection/nominate', {
    GET: 'login ok ok ok',
    writes: 'login →/elections/:upcomingElection →/elections/:upcomingElection →/elections/:upcomingElection',
  }, {
    uses: ['nominees'],
    body: (fx) => {
      const [candidate, proposer, seconder] = fx.get('nominees').split(',')
      return { candidate, proposer, seconder }
    },
    counts: models(ElectionNomination),
  }),
  page('routes/_member+/elections_.$id.results', '/elections/:election/results', { GET: 'login ok ok ok', writes: '405' }),
  // A nomination's confirmation by the link mailed to the proposer: no account needed, the link is the proof.
  page('routes/_public+/elections_.$id.nominations.$nominationId.confirm', '/elections/:upcomingElection/nominations/:nomination/confirm?as=proposer&token=:nominationToken', {
    GET: 'ok',
    writes: '→/elections/:upcomingElection/nominations/:nomination/confirm',
  }, {
    body: (fx) => ({ as: 'proposer', token: fx.get('nominationToken') }),
    counts: models(NominationConfirmation),
  }),
  page('routes/_admin+/admin.elections', '/admin/elections', { GET: 'login 403 403 ok', writes: 'login 403 403 →/admin/elections/:new' }, {
    area: 'elections',
    uses: ['election'],
    body: () => ({ title: 'Sent by the matrix', positions: 'Two committee members', seats: '2', opensAt: '2099-06-01T09:00', closesAt: '2099-06-01T17:00', rollDate: '2099-05-31' }),
    counts: models(Election, AuditLog),
  }),
  page('routes/_admin+/admin.elections_.$id', '/admin/elections/:upcomingElection', { GET: 'login 403 403 ok', writes: 'login 403 403 →/admin/elections/:upcomingElection' }, {
    area: 'elections',
    uses: ['votingMember', 'votingMemberId'],
    body: (fx) => ({ intent: 'add-candidate', membershipId: fx.get('votingMemberId'), statement: 'Sent by the matrix' }),
    counts: models(ElectionCandidate, AuditLog),
  }),
  page('routes/_admin+/admin.elections_.$id_.audit', '/admin/elections/:election/audit', { GET: 'login 403 403 ok', writes: '405' }, { area: 'elections' }),
  api('routes/api+/admin.elections', '/api/admin/elections', { GET: 'login 403 403 ok', POST: 'login 403 403 ok', writes: '405' }, {
    area: 'elections',
    uses: ['election'],
    body: () => ({ title: 'Sent by the matrix', positions: 'Two committee members', seats: 2, opensAt: '2099-06-01T09:00:00+08:00', closesAt: '2099-06-01T17:00:00+08:00', rollDate: '2099-05-31' }),
    counts: models(Election, AuditLog),
  }),
  api('routes/api+/admin.elections.$id.candidates', '/api/admin/elections/:upcomingElection/candidates', { POST: 'login 403 403 ok', GET: '405', writes: '405' }, {
    area: 'elections',
    uses: ['votingMember'],
    body: (fx) => ({ userId: fx.get('votingMember'), statement: 'Sent by the matrix' }),
    counts: models(ElectionCandidate, AuditLog),
  }),
  api('routes/api+/elections.$id.ballots', '/api/elections/:election/ballots', { POST: 'login ok ok ok', GET: '405', writes: '405' }, {
    uses: ['electionCandidate'],
    body: (fx) => ({ candidateIds: [fx.get('electionCandidate')] }),
    counts: models(ElectionVoter, ElectionBallot),
  }),
  api('routes/api+/elections.$id.results', '/api/elections/:election/results', { GET: 'login 403 403 403', writes: '405' }, { ruleRefusal: 'The results are published when voting closes' }),

  // General meetings (issue 35, item 2). Each request's meeting was noticed to every account active then
  // (every role but the suspended one, who is refused its pages): members read and answer it; the
  // secretariat (the `meetings` area) calls, runs and minutes it.
  page('routes/_member+/meetings._index', '/meetings', { GET: 'login ok ok ok', writes: '405' }, { uses: ['meeting'] }),
  page('routes/_member+/meetings.$id', '/meetings/:meeting', { GET: 'login ok ok ok', writes: 'login →/meetings/:meeting →/meetings/:meeting →/meetings/:meeting' }, {
    suspendedGet: '403',
    ruleRefusal: 'You are not entitled to attend this meeting: your membership was not active when its notice went out',
    body: () => ({ answer: 'attending' }),
    counts: models(MeetingRsvp),
  }),
  file('routes/_resources+/meetings_.$id.papers.$paperId', '/meetings/:meeting/papers/:meetingPaper', { GET: 'login ok ok ok', writes: '405' }, {
    suspendedGet: '403',
    ruleRefusal: 'You are not entitled to attend this meeting: your membership was not active when its notice went out',
  }),
  page('routes/_admin+/admin.meetings', '/admin/meetings', { GET: 'login 403 403 ok', writes: 'login 403 403 →/admin/meetings/:new' }, {
    area: 'meetings',
    uses: ['meeting'],
    body: () => ({ kind: 'annual', title: 'Sent by the matrix', startsAt: '2099-06-01T10:00', place: 'Dewan EMPAM', agenda: '1. Annual report' }),
    counts: models(Meeting, AuditLog),
  }),
  page('routes/_admin+/admin.meetings_.$id', '/admin/meetings/:meeting', { GET: 'login 403 403 ok', writes: 'login 403 403 →/admin/meetings/:meeting' }, {
    area: 'meetings',
    body: () => ({ intent: 'minutes', minutes: 'Sent by the matrix' }),
    counts: models(AuditLog),
  }),
  page('routes/_admin+/admin.meetings_.$id_.papers', '/admin/meetings/:meeting/papers', { GET: 'login 403 403 ok', writes: 'login 403 403 →/admin/meetings/:meeting/papers' }, {
    area: 'meetings',
    uses: ['meetingPaper'],
    body: (fx) => ({ intent: 'delete', paperId: fx.get('meetingPaper') }),
    counts: models(MeetingPaper, Media, AuditLog),
  }),
  api('routes/api+/admin.meetings', '/api/admin/meetings', { GET: 'login 403 403 ok', POST: 'login 403 403 ok', writes: '405' }, {
    area: 'meetings',
    uses: ['meeting'],
    body: () => ({ kind: 'annual', title: 'Sent by the matrix', startsAt: '2099-06-01T10:00:00+08:00', place: 'Dewan EMPAM', agenda: '1. Annual report' }),
    counts: models(Meeting, AuditLog),
  }),
  api('routes/api+/admin.meetings.$id.notice', '/api/admin/meetings/:draftMeeting/notice', { POST: 'login 403 403 ok', GET: '405', writes: '405' }, {
    area: 'meetings',
    counts: models(MeetingNotice, AuditLog),
  }),
  api('routes/api+/meetings.$id', '/api/meetings/:meeting', { GET: 'login ok ok ok', writes: '405' }, {
    suspendedGet: '403',
    ruleRefusal: 'You are not entitled to attend this meeting: your membership was not active when its notice went out',
  }),
  api('routes/api+/meetings.$id.rsvp', '/api/meetings/:meeting/rsvp', { POST: 'login ok ok ok', GET: '405', writes: '405' }, {
    body: () => ({ answer: 'attending' }),
    counts: models(MeetingRsvp),
  }),

  // The JSON API: accounts
  api('routes/api+/auth.login', '/api/auth/login', { POST: 'ok', GET: '405', writes: '405' }, {
    uses: ['credentials'],
    body: (fx) => ({ email: fx.get('credentials'), password: DEFAULT_PASSWORD }),
  }),
  api('routes/api+/auth.register', '/api/auth/register', { POST: 'ok', GET: '405', writes: '405' }, { body: registration, counts: models(User) }),
  api('routes/api+/auth.logout', '/api/auth/logout', { POST: 'ok', GET: '405', writes: '405' }, { fresh: 'session', suspendedMayWrite: true }),
  api('routes/api+/auth.me', '/api/auth/me', { GET: 'login ok ok ok', writes: '405' }),
  api('routes/api+/me', '/api/me', { DELETE: 'login ok ok ok', GET: '405', writes: '405' }, {
    body: () => ({ password: DEFAULT_PASSWORD }),
    fresh: 'account',
    suspendedMayWrite: true,
    counts: models(AuditLog),
  }),
  api('routes/api+/auth.profile', '/api/auth/profile', { GET: 'login ok ok ok', PUT: 'login ok ok ok', writes: '405' }, { body: () => profile }),
  api('routes/api+/auth.change-password', '/api/auth/change-password', { GET: '405', POST: 'login ok ok ok', PUT: 'login ok ok ok', writes: '405' }, {
    body: () => ({ currentPassword: DEFAULT_PASSWORD, ...newPassword }),
    fresh: 'account',
    suspendedMayWrite: true,
  }),
  api('routes/api+/auth.change-email', '/api/auth/change-email', { POST: 'login ok ok ok', GET: '405', writes: '405' }, {
    body: () => ({ newEmail: `moved-${unique()}@example.com`, currentPassword: DEFAULT_PASSWORD }),
    counts: models(EmailChangeRequest),
  }),
  api('routes/api+/auth.forgot-password', '/api/auth/forgot-password', { POST: 'ok', GET: '405', writes: '405' }, {
    uses: ['credentials'],
    body: (fx) => ({ email: fx.get('credentials') }),
  }),
  api('routes/api+/auth.reset-password', '/api/auth/reset-password', { POST: 'ok', GET: '405', writes: '405' }, {
    uses: ['resetToken'],
    body: (fx) => ({ token: fx.get('resetToken'), ...newPassword }),
  }),
  api('routes/api+/auth.verify-email', '/api/auth/verify-email', { POST: 'ok', GET: '405', writes: '405' }, {
    uses: ['verifyToken'],
    body: (fx) => ({ token: fx.get('verifyToken') }),
  }),
  api('routes/api+/auth.verify-email.resend', '/api/auth/verify-email/resend', { POST: 'login ok ok ok', GET: '405', writes: '405' }, {
    counts: models(EmailVerificationToken),
  }),

  // The JSON API: the public forms
  // Any other address under /api: 404 JSON, whatever the method
  api('routes/api+/$', '/api/no-such-endpoint', { GET: '404', writes: '404' }, { body: () => contactForm, counts: models(ContactMessage) }),
  api('routes/api+/contact', '/api/contact', { POST: 'ok', GET: '405', writes: '405' }, { body: () => contactForm, counts: models(ContactMessage) }),
  api('routes/api+/newsletter', '/api/newsletter', { POST: 'ok', GET: '405', writes: '405' }, {
    body: () => ({ email: 'reader@example.com' }),
    counts: models(NewsletterSubscriber),
  }),
  // The news mail's link to members (issue 35, item 5): whoever holds it may use it, signed in or not; without its token a 404.
  page('routes/_public+/member-news.unsubscribe', '/member-news/unsubscribe?user=:memberNewsUser', { GET: '404', writes: '→/' }, {
    body: (fx) => ({ user: fx.get('memberNewsUser'), token: memberNewsTokenFor(fx.get('memberNewsUser')) }),
  }),
  // The newsletter's links (issue 21): whoever holds the mailed link may use it, signed in or not.
  api('routes/api+/newsletter.confirm', '/api/newsletter/confirm', { POST: 'ok', GET: '405', writes: '405' }, {
    uses: ['newsletterToken'],
    body: (fx) => ({ token: fx.get('newsletterToken') }),
  }),
  api('routes/api+/newsletter.unsubscribe', '/api/newsletter/unsubscribe', { POST: 'ok', GET: '405', writes: '405' }, {
    uses: ['unsubscribeAddress'],
    body: (fx) => ({ email: fx.get('unsubscribeAddress'), token: unsubscribeTokenFor(fx.get('unsubscribeAddress')) }),
  }),
  page('routes/_public+/newsletter.confirm', '/newsletter/confirm?token=:newsletterToken', { GET: 'ok', writes: '→/news' }, {
    body: (fx) => ({ token: fx.get('newsletterToken') }),
  }),
  // Without the link's token the page is a 404; the form's writes carry it.
  page('routes/_public+/newsletter.unsubscribe', '/newsletter/unsubscribe?email=:unsubscribeAddress', { GET: '404', writes: '→/news' }, {
    body: (fx) => ({ email: fx.get('unsubscribeAddress'), token: unsubscribeTokenFor(fx.get('unsubscribeAddress')) }),
  }),

  // The JSON API: the member's CPD record
  api('routes/api+/cpd', '/api/cpd', { GET: 'login ok ok ok', POST: 'login ok ok ok', writes: '405' }, {
    uses: ['entry'],
    body: () => cpdJson,
    counts: models(CpdEntry),
  }),
  // Issue 33: the year's figures, the dashboard's and the statement's (a loader only: writes are 405).
  api('routes/api+/cpd.summary', '/api/cpd/summary?year=2026', { GET: 'login ok ok ok', writes: '405' }),
  api('routes/api+/cpd.$id', '/api/cpd/:entry', { GET: 'login ok 404 404', PUT: 'login ok 404 404', DELETE: 'login ok 404 404', writes: '405' }, {
    body: () => cpdJson,
  }),

  // Uploads: any member may upload; a private file is its owner's and the administrators' only
  api('routes/api+/media', '/api/media', { POST: 'login ok ok ok', GET: '405', writes: '405' }, {
    body: upload,
    counts: models(Media, MediaFile),
  }),
  api('routes/api+/media.$id', '/api/media/:privateFile', { GET: '404 ok 404 ok', DELETE: 'login ok 404 ok', writes: '405' }, {
    area: ANY_STAFF,
    counts: models(Media, MediaFile),
  }),
  file('routes/_resources+/media.$id.$file', '/media/:privateFile/download', { GET: '404 ok 404 ok', writes: '405' }, {
    area: ANY_STAFF,
    counts: models(Media, MediaFile),
  }),

  // The JSON API: administration
  api('routes/api+/admin.cpd.$id', '/api/admin/cpd/:entry', { PUT: 'login 403 403 ok', GET: '405', writes: '405' }, {
    area: 'cpd',
    body: () => ({ status: 'approved', note: 'Sent by the matrix' }),
    counts: models(AuditLog),
  }),
  api('routes/api+/admin.members.$id', '/api/admin/members/:target', { PUT: 'login 403 403 ok', PATCH: 'login 403 403 ok', GET: '405', writes: '405' }, {
    area: 'members',
    // PUT reads the ID, PATCH the status: each ignores the other's field.
    body: () => ({ membershipId: `EMP${parseInt(unique(), 16)}`, membershipStatus: 'suspended' }),
    counts: models(AuditLog),
  }),
  // A member's whole story and the secretariat's notes (issue 33, item 4).
  page('routes/_admin+/admin.members_.$id', '/admin/members/:target', { GET: 'login 403 403 ok', writes: 'login 403 403 →/admin/members/:target' }, {
    area: 'members',
    body: () => ({ intent: 'add-note', text: 'Sent by the matrix' }),
    counts: models(StaffNote, AuditLog),
  }),
  api('routes/api+/admin.members.$id.story', '/api/admin/members/:target/story', { GET: 'login 403 403 ok', writes: '405' }, { area: 'members' }),
  api('routes/api+/admin.members.$id.notes', '/api/admin/members/:target/notes', { POST: 'login 403 403 ok', GET: '405', writes: '405' }, {
    area: 'members',
    body: () => ({ text: 'Sent by the matrix' }),
    counts: models(StaffNote, AuditLog),
  }),
  page('routes/_admin+/admin.members_.$id_.cancel-closure', '/admin/members/:closingAccount/cancel-closure', { GET: '→/admin/members', writes: 'login 403 403 →/admin/members' }, {
    area: 'members',
    counts: models(AuditLog),
  }),
  api('routes/api+/admin.members.$id.closure', '/api/admin/members/:closingAccount/closure', { DELETE: 'login 403 403 ok', GET: '405', writes: '405' }, {
    area: 'members',
    counts: models(AuditLog),
  }),
  api('routes/api+/admin.members.import', '/api/admin/members/import', { POST: 'login 403 403 415', GET: '405', writes: '405' }, {
    area: 'members',
    body: () => ({ file: 'email,firstName,lastName,membershipId,membershipType,expiresAt' }),
    counts: models(User, AuditLog),
  }),

  // The membership lifecycle (issue 18): the member's own, the review, the money, renewals, the public check
  api('routes/api+/membership', '/api/membership', { GET: 'login ok ok ok', writes: '405' }, { uses: ['invoice', 'receipt'] }),
  // A transfer slip for the member's own open invoice: a private upload (issue 16's pipeline).
  api('routes/api+/membership.invoices.$id.proof', '/api/membership/invoices/:invoice/proof', { POST: 'login ok 404 404', GET: '405', writes: '405' }, {
    body: upload,
    counts: models(PaymentProof, Media, MediaFile),
  }),
  // The dashboard's slip form: every outcome goes back to the Membership tab with a toast; nothing stored
  // for a form body (it takes multipart only), another member's invoice or an administrator's.
  page('routes/_member+/member-dashboard_.invoices.$id.proof', '/member-dashboard/invoices/:invoice/proof', {
    GET: '→/member-dashboard/membership',
    writes: 'login →/member-dashboard/membership →/member-dashboard/membership →/member-dashboard/membership',
  }, { counts: models(PaymentProof, Media, MediaFile) }),
  // Paying online (issue 34): the member's own open invoice only, a bill at the provider (`:new`, its id);
  // the dashboard's form goes back to the tab, saying why, for anyone else's.
  api('routes/api+/membership.invoices.$id.checkout', '/api/membership/invoices/:invoice/checkout', { POST: 'login ok 404 404', GET: '405', writes: '405' }, {
    counts: models(PaymentBill),
  }),
  page('routes/_member+/member-dashboard_.invoices.$id.pay', '/member-dashboard/invoices/:invoice/pay', {
    GET: '→/member-dashboard/membership',
    writes: 'login →/payments/fake/:new →/member-dashboard/membership →/member-dashboard/membership',
  }, { counts: models(PaymentBill) }),
  // An applicant's application and their answer to the secretariat (issue 33, item 5): the fixtures'
  // accounts are not waiting applicants, so a post is 409 and stores nothing.
  page('routes/_member+/member-dashboard_.application', '/member-dashboard/application', { GET: 'login ok ok ok', writes: 'login 409 409 409' }, {
    body: () => ({ answer: 'Sent by the matrix' }),
    counts: models(InformationRequest, Media, MediaFile),
  }),
  api('routes/api+/membership.application', '/api/membership/application', { GET: 'login ok ok ok', POST: 'login 409 409 409', writes: '405' }, {
    body: answerUpload,
    counts: models(InformationRequest, Media, MediaFile),
  }),
  // Applying again, the page: the fixtures' accounts were never rejected, so a post is 409 and stores nothing.
  page('routes/_member+/member-dashboard_.reapply', '/member-dashboard/reapply', { GET: 'login ok ok ok', writes: 'login 409 409 409' }, {
    body: () => ({ membershipType: 'Associate', phone: '+60 12-345 6789', state: 'Sabah' }),
    counts: models(User, AuditLog),
  }),
  api('routes/api+/membership.reapply', '/api/membership/reapply', { POST: 'login 409 409 409', GET: '405', writes: '405' }, {
    body: () => ({ membershipType: 'Associate' }),
  }),
  // Asking to become a Fellow (issue 18, item 11): the fixtures' accounts joined today, too soon to ask.
  page('routes/_member+/member-dashboard_.fellowship', '/member-dashboard/fellowship', { GET: 'login ok ok ok', writes: 'login 403 403 403' }, {
    body: () => ({ note: 'Sent by the matrix' }),
    ruleRefusal: TOO_SOON_FOR_FELLOWSHIP,
    counts: models(FellowshipRequest, AuditLog),
  }),
  api('routes/api+/membership.fellowship', '/api/membership/fellowship', { GET: 'login ok ok ok', POST: 'login 403 403 403', writes: '405' }, {
    body: () => ({ note: 'Sent by the matrix' }),
    ruleRefusal: TOO_SOON_FOR_FELLOWSHIP,
    counts: models(FellowshipRequest, AuditLog),
  }),
  api('routes/api+/me.listing', '/api/me/listing', { GET: 'login ok ok ok', PUT: 'login ok ok ok', writes: '405' }, {
    body: () => myListingJson,
    counts: models(ListingDraft),
  }),
  // A fresh account has nothing saved yet: there is nothing to send, hide or show.
  api('routes/api+/me.listing.submit', '/api/me/listing/submit', { POST: 'login 409 409 409', GET: '405', writes: '405' }, { fresh: 'account', counts: models(ListingReview) }),
  api('routes/api+/me.staff-mail', '/api/me/staff-mail', { PUT: 'login 403 403 ok', GET: '405', writes: '405' }, {
    body: () => ({ staffMail: 'daily' }),
    area: ANY_STAFF,
    ruleRefusal: 'Only the secretariat chooses how to hear about its work',
  }),
  api('routes/api+/me.listing.hide', '/api/me/listing/hide', { POST: 'login 409 409 409', GET: '405', writes: '405' }, { fresh: 'account' }),
  api('routes/api+/me.listing.show', '/api/me/listing/show', { POST: 'login 409 409 409', GET: '405', writes: '405' }, { fresh: 'account' }),
  api('routes/api+/admin.listing-reviews', '/api/admin/listing-reviews', { GET: 'login 403 403 ok', writes: '405' }, { area: 'listings' }),
  api('routes/api+/admin.listing-reviews.$id.approve', `/api/admin/listing-reviews/${NO_REVIEW}/approve`, { POST: 'login 403 403 404', GET: '405', writes: '405' }, {
    area: 'listings',
    counts: models(Listing, AuditLog),
  }),
  api('routes/api+/admin.listing-reviews.$id.return', `/api/admin/listing-reviews/${NO_REVIEW}/return`, { POST: 'login 403 403 404', GET: '405', writes: '405' }, {
    area: 'listings',
    body: () => ({ note: 'Sent by the matrix' }),
    counts: models(AuditLog),
  }),
  api('routes/api+/admin.applications', '/api/admin/applications', { GET: 'login 403 403 ok', writes: '405' }, { uses: ['applicant'], area: 'applications' }),
  api('routes/api+/admin.applications.$userId.approve', '/api/admin/applications/:applicant/approve', { POST: 'login 403 403 ok', GET: '405', writes: '405' }, {
    area: 'applications',
    counts: models(Invoice, AuditLog),
  }),
  api('routes/api+/admin.applications.$userId.reject', '/api/admin/applications/:applicant/reject', { POST: 'login 403 403 ok', GET: '405', writes: '405' }, {
    area: 'applications',
    body: () => ({ reason: 'Sent by the matrix' }),
    counts: models(AuditLog),
  }),
  api('routes/api+/admin.applications.$userId.information-request', '/api/admin/applications/:applicant/information-request', { POST: 'login 403 403 ok', GET: '405', writes: '405' }, {
    area: 'applications',
    body: () => ({ message: 'Sent by the matrix', documents: ['identity'] }),
    counts: models(InformationRequest, AuditLog),
  }),
  api('routes/api+/admin.fellowships', '/api/admin/fellowships', { GET: 'login 403 403 ok', writes: '405' }, { uses: ['fellowshipRequest'], area: 'applications' }),
  api('routes/api+/admin.fellowships.$id.approve', '/api/admin/fellowships/:fellowshipRequest/approve', { POST: 'login 403 403 ok', GET: '405', writes: '405' }, {
    area: 'applications',
    counts: models(FellowshipRequest, Invoice, AuditLog),
  }),
  api('routes/api+/admin.fellowships.$id.decline', '/api/admin/fellowships/:fellowshipRequest/decline', { POST: 'login 403 403 ok', GET: '405', writes: '405' }, {
    area: 'applications',
    body: () => ({ reason: 'Sent by the matrix' }),
    counts: models(FellowshipRequest, AuditLog),
  }),
  api('routes/api+/admin.payment-settings.duitnow-qr', '/api/admin/payment-settings/duitnow-qr', { GET: 'login 403 403 ok', POST: 'login 403 403 ok', DELETE: 'login 403 403 ok', writes: '405' }, {
    area: 'finance',
    uses: ['duitNowQr'],
    body: qrUpload,
    counts: models(PaymentSettings, AuditLog),
  }),
  api('routes/api+/admin.ledger', '/api/admin/ledger', { GET: 'login 403 403 ok', writes: '405' }, { uses: ['invoice'], area: 'finance' }),
  api('routes/api+/admin.invoices', '/api/admin/invoices', { GET: 'login 403 403 ok', writes: '405' }, { uses: ['invoice'], area: 'finance' }),
  // The books (issue 34): voiding an open invoice, a credit note on a paid one, expenses, the year's statement.
  api('routes/api+/admin.invoices.$id.void', '/api/admin/invoices/:invoice/void', { POST: 'login 403 403 ok', GET: '405', writes: '405' }, {
    area: 'finance',
    body: () => ({ reason: 'Sent by the matrix' }),
    counts: models(AuditLog),
  }),
  api('routes/api+/admin.invoices.$id.credit-notes', '/api/admin/invoices/:paidInvoice/credit-notes', { POST: 'login 403 403 ok', GET: '405', writes: '405' }, {
    area: 'finance',
    body: () => ({ amount: 1, reason: 'Sent by the matrix', refundReference: 'MATRIX 1' }),
    counts: models(CreditNote, DocumentNumber, AuditLog),
  }),
  api('routes/api+/admin.expenses', '/api/admin/expenses', { GET: 'login 403 403 ok', POST: 'login 403 403 ok', writes: '405' }, {
    area: 'finance',
    uses: ['expense'],
    body: expenseUpload,
    counts: models(Expense, Media, MediaFile, AuditLog),
  }),
  api('routes/api+/admin.expenses.$id.approve', '/api/admin/expenses/:expense/approve', { POST: 'login 403 403 ok', GET: '405', writes: '405' }, {
    area: 'finance',
    counts: models(DocumentNumber, AuditLog),
  }),
  api('routes/api+/admin.expenses.$id.reject', '/api/admin/expenses/:expense/reject', { POST: 'login 403 403 ok', GET: '405', writes: '405' }, {
    area: 'finance',
    body: () => ({ reason: 'Sent by the matrix' }),
    counts: models(AuditLog),
  }),
  api('routes/api+/admin.income-and-expenditure', '/api/admin/income-and-expenditure?year=2020', { GET: 'login 403 403 ok', writes: '405' }, { area: 'finance', uses: ['paidInvoice'] }),
  api('routes/api+/admin.invoices.$id.payments', '/api/admin/invoices/:invoice/payments', { POST: 'login 403 403 ok', GET: '405', writes: '405' }, {
    area: 'finance',
    body: () => ({ amount: 1, method: 'cash', reference: 'Sent by the matrix' }),
    counts: models(Receipt, AuditLog),
  }),
  // Bank statement reconciliation (issue 34, item 3): import (an upload), read, confirm, assign by hand.
  api('routes/api+/admin.reconciliation', '/api/admin/reconciliation', { GET: 'login 403 403 ok', POST: 'login 403 403 ok', writes: '405' }, {
    area: 'finance',
    body: statementUpload,
    counts: models(BankStatementImport, AuditLog),
  }),
  api('routes/api+/admin.reconciliation.$id', '/api/admin/reconciliation/:statementImport', { GET: 'login 403 403 ok', writes: '405' }, { area: 'finance' }),
  api('routes/api+/admin.reconciliation.$id.confirm', '/api/admin/reconciliation/:statementImport/confirm', { POST: 'login 403 403 ok', GET: '405', writes: '405' }, {
    area: 'finance',
    body: () => ({ lines: [2] }),
    counts: models(Receipt, BankLineRecord, AuditLog),
  }),
  api('routes/api+/admin.reconciliation.$id.assign', '/api/admin/reconciliation/:statementImport/assign', { POST: 'login 403 403 ok', GET: '405', writes: '405' }, {
    area: 'finance',
    uses: ['statementInvoice'],
    body: (fx) => ({ line: 2, invoiceNumber: fx.get('statementInvoice') }),
    counts: models(Receipt, BankLineRecord, AuditLog),
  }),
  api('routes/api+/admin.reminders', '/api/admin/reminders', { GET: 'login 403 403 ok', writes: '405' }, { area: 'renewals' }),
  api('routes/api+/admin.reminders.run', '/api/admin/reminders/run', { POST: 'login 403 403 ok', GET: '405', writes: '405' }, {
    area: 'renewals',
    counts: models(Invoice, AuditLog),
  }),
  // The /admin panel's "Run renewals now" (a plain form): the renewal run of the API above.
  page('routes/_admin+/admin.reminders_.run', '/admin/reminders/run', { GET: 'login 403 403 →/admin', writes: 'login 403 403 →/admin' }, {
    area: 'renewals',
    counts: models(Invoice, AuditLog),
  }),
  // Issue 36: the register's hourly duties (concerns' clocks, credential reminders, the CPD audit), now: administrators only.
  api('routes/api+/admin.register-duties.run', '/api/admin/register-duties/run', { POST: 'login 403 403 ok', GET: '405', writes: '405' }, { area: 'roles' }),
  // issue 36: conduct (concerns and sanctions: helper A's rows)
  page('routes/_public+/raise-a-concern', '/raise-a-concern', { GET: 'ok', writes: '→/raise-a-concern' }, { body: concernForm, counts: models(Concern, DocumentNumber, AuditLog) }),
  api('routes/api+/concerns', '/api/concerns', { POST: 'ok', GET: '405', writes: '405' }, { body: concernForm, counts: models(Concern, DocumentNumber, AuditLog) }),
  page('routes/_admin+/admin.concerns', '/admin/concerns', { GET: 'login 403 403 ok', writes: '405' }, { area: 'conduct', uses: ['concern'] }),
  page('routes/_admin+/admin.concerns_.$id', '/admin/concerns/:concern', { GET: 'login 403 403 ok', writes: 'login 403 403 →/admin/concerns/:concern' }, {
    area: 'conduct',
    body: () => ({ intent: 'add-note', text: 'Noted by the matrix' }),
    counts: models(ConcernEvent, AuditLog),
  }),
  api('routes/api+/admin.concerns', '/api/admin/concerns', { GET: 'login 403 403 ok', writes: '405' }, { area: 'conduct', uses: ['concern'] }),
  api('routes/api+/admin.concerns.$id', '/api/admin/concerns/:concern', { GET: 'login 403 403 ok', writes: '405' }, { area: 'conduct' }),
  api('routes/api+/admin.concerns.$id.acknowledge', '/api/admin/concerns/:concern/acknowledge', { POST: 'login 403 403 409', GET: '405', writes: '405' }, { area: 'conduct', counts: models(ConcernEvent, AuditLog) }),
  api('routes/api+/admin.concerns.$id.investigation', '/api/admin/concerns/:concern/investigation', { POST: 'login 403 403 409', GET: '405', writes: '405' }, {
    area: 'conduct',
    body: () => ({ text: 'Put by the matrix', responseDue: '2099-01-01' }),
    counts: models(ConcernEvent, AuditLog),
  }),
  api('routes/api+/admin.concerns.$id.notes', '/api/admin/concerns/:concern/notes', { POST: 'login 403 403 ok', GET: '405', writes: '405' }, {
    area: 'conduct',
    body: () => ({ text: 'Noted by the matrix' }),
    counts: models(ConcernEvent, AuditLog),
  }),
  api('routes/api+/admin.concerns.$id.documents', '/api/admin/concerns/:concern/documents', { POST: 'login 403 403 ok', GET: '405', writes: '405' }, {
    area: 'conduct',
    body: concernDocumentUpload,
    counts: models(ConcernEvent, Media, MediaFile, AuditLog),
  }),
  api('routes/api+/admin.concerns.$id.decision', '/api/admin/concerns/:concern/decision', { POST: 'login 403 403 409', GET: '405', writes: '405' }, {
    area: 'conduct',
    body: () => ({ outcome: 'advice', reasons: 'Decided by the matrix' }),
    counts: models(ConcernEvent, Sanction, AuditLog),
  }),
  // The complainant's appeal, received by letter or mail, recorded by the conduct officer.
  api('routes/api+/admin.concerns.$id.appeal', '/api/admin/concerns/:concern/appeal', { POST: 'login 403 403 ok', GET: '405', writes: '405' }, {
    area: 'conduct',
    body: () => ({ grounds: 'Appealed through the matrix', receivedOn: '2021-01-01' }),
    counts: models(ConcernEvent, Concern, AuditLog),
  }),
  api('routes/api+/admin.concerns.$id.final-decision', '/api/admin/concerns/:concern/final-decision', { POST: 'login 403 403 409', GET: '405', writes: '405' }, {
    area: 'conduct',
    body: () => ({ action: 'confirm', reasons: 'Confirmed by the matrix' }),
    counts: models(ConcernEvent, Sanction, AuditLog),
  }),
  api('routes/api+/admin.concerns.$id.close', '/api/admin/concerns/:concern/close', { POST: 'login 403 403 ok', GET: '405', writes: '405' }, {
    area: 'conduct',
    body: () => ({ reason: 'Closed by the matrix' }),
    counts: models(ConcernEvent, AuditLog),
  }),
  api('routes/api+/admin.sanctions.$id.withdraw', '/api/admin/sanctions/:concernSanction/withdraw', { POST: 'login 403 403 ok', GET: '405', writes: '405' }, {
    area: 'conduct',
    body: () => ({ reason: 'Withdrawn by the matrix' }),
    counts: models(AuditLog),
  }),
  page('routes/_member+/member-dashboard_.concerns.$id', '/member-dashboard/concerns/:concern', { GET: 'login ok 404 404', writes: 'login →/member-dashboard/concerns/:concern 404 404' }, {
    body: () => ({ intent: 'respond', text: 'Answered by the matrix' }),
    counts: models(ConcernEvent, AuditLog),
  }),
  file('routes/_resources+/member-dashboard_.concerns.$id.documents.$mediaId', '/member-dashboard/concerns/:concern/documents/:concernMedia', { GET: 'login ok 404 404', writes: '405' }, {
    returnTo: '/member-dashboard/cpd',
  }),
  api('routes/api+/me.concerns', '/api/me/concerns', { GET: 'login ok ok ok', writes: '405' }, { uses: ['concern'] }),
  api('routes/api+/me.concerns.$id', '/api/me/concerns/:concern', { GET: 'login ok 404 404', writes: '405' }),
  api('routes/api+/me.concerns.$id.responses', '/api/me/concerns/:concern/responses', { POST: 'login ok 404 404', GET: '405', writes: '405' }, {
    body: () => ({ text: 'Answered by the matrix' }),
    counts: models(ConcernEvent, AuditLog),
  }),
  api('routes/api+/me.concerns.$id.appeal', '/api/me/concerns/:concern/appeal', { POST: 'login ok 404 404', GET: '405', writes: '405' }, {
    body: () => ({ grounds: 'Appealed by the matrix' }),
    counts: models(ConcernEvent, AuditLog),
  }),
  // issue 36: register (check the register: helper B's rows)
  // The public register (decision 044): anyone may search it; a plain GET form and its JSON twin.
  page('routes/_public+/check-the-register', '/check-the-register?q=EMP001', { GET: 'ok', writes: '405' }),
  api('routes/api+/register', '/api/register?q=EMP001', { GET: 'ok', writes: '405' }),
  // issue 36: credentials (helper C's rows)
  // The member's credentials (a multipart page and its API twin): the owner deletes a waiting one; anyone
  // else's delete goes back to their own page with a toast (nothing deleted).
  page('routes/_member+/member-dashboard_.credentials', '/member-dashboard/credentials', {
    GET: 'login ok ok ok',
    writes: 'login →/member-dashboard/credentials →/member-dashboard/credentials →/member-dashboard/credentials',
  }, {
    uses: ['memberCredential'],
    body: (fx) => ({ intent: 'delete', credentialId: fx.get('memberCredential') }),
    counts: models(Credential, Media, AuditLog),
  }),
  api('routes/api+/me.credentials', '/api/me/credentials', { GET: 'login ok ok ok', POST: 'login ok ok ok', writes: '405' }, {
    uses: ['memberCredential'],
    body: () => ({ kind: 'tcm-practising-certificate', number: 'Sent by the matrix', from: '2026-01-01', until: '2027-12-31' }),
    counts: models(Credential, AuditLog),
  }),
  api('routes/api+/me.credentials.$id', '/api/me/credentials/:memberCredential', { DELETE: 'login ok 404 404', GET: '405', writes: '405' }, {
    counts: models(Credential, Media, AuditLog),
  }),
  // The CPD reviewer's queue and decisions (area cpd: the secretariat's CPD records too, never the treasurer's).
  page('routes/_admin+/admin.credentials', '/admin/credentials', { GET: 'login 403 403 ok', writes: 'login 403 403 →/admin/credentials' }, {
    area: 'cpd',
    uses: ['memberCredential'],
    body: (fx) => ({ intent: 'confirm', credentialId: fx.get('memberCredential') }),
    counts: models(AuditLog),
  }),
  api('routes/api+/admin.credentials', '/api/admin/credentials', { GET: 'login 403 403 ok', writes: '405' }, { area: 'cpd', uses: ['memberCredential'] }),
  api('routes/api+/admin.credentials.$id.confirm', '/api/admin/credentials/:memberCredential/confirm', { POST: 'login 403 403 ok', GET: '405', writes: '405' }, {
    area: 'cpd',
    counts: models(AuditLog),
  }),
  api('routes/api+/admin.credentials.$id.reject', '/api/admin/credentials/:memberCredential/reject', { POST: 'login 403 403 ok', GET: '405', writes: '405' }, {
    area: 'cpd',
    body: () => ({ reason: 'Sent by the matrix' }),
    counts: models(AuditLog),
  }),
  // issue 36: cpd-audit (renewal declaration and audit: helper D's rows)
  // The renewal declaration (issue 36, item 5): the fixtures' members have no open renewal invoice, so a
  // declaration is 409 and nothing is stored.
  page('routes/_member+/member-dashboard_.membership_.declaration', '/member-dashboard/membership/declaration', { GET: 'login ok ok ok', writes: 'login 409 409 409' }, {
    body: () => ({ cpdTargetMet: 'yes', credentialsCurrent: 'yes' }),
    counts: models(Invoice, AuditLog),
  }),
  api('routes/api+/membership.declaration', '/api/membership/declaration', { GET: 'login ok ok ok', POST: 'login 409 409 409', writes: '405' }, {
    body: () => ({ cpdTargetMet: true, credentialsCurrent: true }),
    counts: models(Invoice, AuditLog),
  }),
  // A drawn member's CPD audit: no fixture account was drawn, so a file is 404 (the page says so) and nothing is stored.
  page('routes/_member+/member-dashboard_.cpd-audit', '/member-dashboard/cpd-audit', {
    GET: 'login ok ok ok',
    writes: 'login →/member-dashboard/cpd-audit →/member-dashboard/cpd-audit →/member-dashboard/cpd-audit',
  }, { body: upload, counts: models(CpdAuditCase, Media, MediaFile) }),
  api('routes/api+/me.cpd-audit', '/api/me/cpd-audit', { GET: 'login ok ok ok', writes: '405' }),
  api('routes/api+/me.cpd-audit.evidence', '/api/me/cpd-audit/evidence', { POST: 'login 404 404 404', GET: '405', writes: '405' }, {
    body: upload,
    counts: models(CpdAuditCase, Media, MediaFile),
  }),
  // A file taken back from the member's open case: the fixtures' member has none, so 404 (tests/integration/cpd-audit.test.ts walks it with a case).
  api('routes/api+/me.cpd-audit.evidence.$id', '/api/me/cpd-audit/evidence/:privateFile', { DELETE: 'login 404 404 404', GET: '405', writes: '405' }, {
    counts: models(CpdAuditCase, Media, MediaFile, AuditLog),
  }),
  api('routes/api+/me.cpd-audit.submit', '/api/me/cpd-audit/submit', { POST: 'login 404 404 404', GET: '405', writes: '405' }, { counts: models(CpdAuditCase, AuditLog) }),
  // The CPD reviewer's: a month's draw and its cases, one case and its outcome (final, once).
  page('routes/_admin+/admin.cpd_.audits', '/admin/cpd/audits', { GET: 'login 403 403 ok', writes: '405' }, { area: 'cpd', uses: ['cpdAuditDraw'] }),
  page('routes/_admin+/admin.cpd_.audits_.$id', '/admin/cpd/audits/:cpdAuditCase', { GET: 'login 403 403 ok', writes: 'login 403 403 →/admin/cpd/audits/:cpdAuditCase' }, {
    area: 'cpd',
    body: () => ({ decision: 'not-met' }),
    counts: models(CpdAuditCase, AuditLog),
  }),
  api('routes/api+/admin.cpd-audits', '/api/admin/cpd-audits', { GET: 'login 403 403 ok', writes: '405' }, { area: 'cpd' }),
  api('routes/api+/admin.cpd-audits.draws.$month', '/api/admin/cpd-audits/draws/:cpdAuditDraw', { GET: 'login 403 403 ok', writes: '405' }, { area: 'cpd' }),
  api('routes/api+/admin.cpd-audits.$id', '/api/admin/cpd-audits/:cpdAuditCase', { GET: 'login 403 403 ok', writes: '405' }, { area: 'cpd' }),
  api('routes/api+/admin.cpd-audits.$id.outcome', '/api/admin/cpd-audits/:cpdAuditCase/outcome', { POST: 'login 403 403 ok', GET: '405', writes: '405' }, {
    area: 'cpd',
    body: () => ({ decision: 'not-met' }),
    counts: models(CpdAuditCase, AuditLog),
  }),
  // The yearly figures (public).
  api('routes/api+/cpd-audits.figures', '/api/cpd-audits/figures', { GET: 'ok', writes: '405' }),
  api('routes/api+/verify.$code', '/api/verify/:verifyCode', { GET: 'ok', writes: '405' }),
  page('routes/_public+/verify.$code', '/verify/:verifyCode', { GET: 'ok', writes: '405' }),
  file('routes/_resources+/member-dashboard_.certificate', '/member-dashboard/certificate', { GET: 'login ok ok ok', writes: '405' }, {
    returnTo: '/member-dashboard/cpd',
    // Only an active member has a certificate.
    suspendedGet: '404',
  }),
  file('routes/_resources+/member-dashboard_.receipts.$id', '/member-dashboard/receipts/:receipt', { GET: 'login ok 404 ok', writes: '405' }, {
    returnTo: '/member-dashboard/cpd',
    area: 'finance',
    staffDenied: '404',
  }),
  // The association's DuitNow QR (issue 34): anyone's to see and save once an officer has uploaded it.
  file('routes/_resources+/duitnow-qr[.]svg', '/duitnow-qr.svg', { GET: 'ok', writes: '405' }, { uses: ['duitNowQr'] }),
  file('routes/_resources+/duitnow-qr[.]png', '/duitnow-qr.png', { GET: 'ok', writes: '405' }, { uses: ['duitNowQr'] }),
  api('routes/api+/donations', '/api/donations', { POST: 'ok', GET: '405', writes: '405' }, {
    body: () => ({ name: 'Sent by the matrix', email: 'donor@example.com', amount: 10, frequency: 'one-time' }),
    counts: models(Donation),
  }),
  // A pledge's own page and its slip (issue 18): the signed link is what opens them, whoever holds it; a
  // form without a file stores nothing (400).
  page('routes/_public+/donate_.$id.slip', '/donate/:pledge/slip?token=:pledgeToken', { GET: 'ok', writes: '400' }, {
    body: (fx) => ({ token: fx.get('pledgeToken') }),
    counts: models(Media, MediaFile),
  }),
  api('routes/api+/donations.$id.slip', '/api/donations/:pledge/slip?token=:pledgeToken', { POST: 'ok', GET: '405', writes: '405' }, {
    body: upload,
    counts: models(Media, MediaFile),
  }),
  // Paying a pledge online (issue 34): by its signed link, whoever holds it; a bill at the provider.
  page('routes/_public+/donate_.$id.pay', '/donate/:pledge/pay', { GET: '→/donate', writes: '→/payments/fake/:new' }, {
    uses: ['pledgeToken'],
    body: (fx) => ({ token: fx.get('pledgeToken') }),
  }),
  // The provider's callback (issue 34), posted as a form: one whose X-Signature does not verify is 400
  // for everyone and records nothing (a genuine one: tests/integration/online-payments.test.ts).
  file('routes/api+/payments.callback.$provider', '/api/payments/callback/fake', { POST: '400', GET: '405', writes: '405' }, {
    uses: ['fakeBill'],
    body: (fx) => ({ id: fx.get('fakeBill'), paid: 'true', paid_at: '2020-03-12 10:00:00 +0800', amount: '5000', x_signature: '0'.repeat(64) }),
    counts: models(Receipt, PaymentBill, MoneyOperation, AuditLog),
  }),
  // The payer's return from the provider: without the provider's signed outcome, 400 for everyone.
  page('routes/_public+/payments.return.$provider', '/payments/return/fake', { GET: '400', writes: '405' }),
  // The fake provider's bank (outside production): its bill's address is all it takes; a choice sends the
  // payer back (leaving it pending calls nothing back).
  page('routes/_public+/payments.fake.$billId', '/payments/fake/:fakeBill', { GET: 'ok', writes: '→/payments/return/fake' }, {
    body: () => ({ intent: 'pending' }),
  }),
  api('routes/api+/admin.donations', '/api/admin/donations', { GET: 'login 403 403 ok', writes: '405' }, { uses: ['donation'], area: 'finance' }),
  api('routes/api+/admin.donations.$id.payments', '/api/admin/donations/:donation/payments', { POST: 'login 403 403 ok', GET: '405', writes: '405' }, {
    area: 'finance',
    body: () => ({ amount: 10, method: 'cash', reference: 'Sent by the matrix' }),
    counts: models(Receipt, AuditLog),
  }),
  api('routes/api+/practitioners', '/api/practitioners', { GET: 'ok', POST: 'login 403 403 ok', writes: '405' }, {
    area: 'listings',
    body: () => listingJson,
    counts: models(Listing, AuditLog),
  }),
  api('routes/api+/practitioners.$id.messages', '/api/practitioners/:listing/messages', { POST: 'ok', GET: '405', writes: '405' }, { body: () => practitionerMessage }),
  api('routes/api+/practitioners.$id', '/api/practitioners/:listing', { GET: 'ok', PUT: 'login 403 403 ok', DELETE: 'login 403 403 ok', writes: '405' }, {
    area: 'listings',
    body: () => listingJson,
    counts: models(AuditLog),
  }),
  // Events members book, attend and get CPD for (issue 20)
  // A visitor lands on the new registration's own page (issue 33; `:new` stands for every id in the answer's address).
  page('routes/_public+/events.$id', '/events/:bookableEvent', { GET: 'ok', writes: '→/events/:new/registrations/:new' }, {
    // An address of its own each time: one e-mail address may register three times an hour (issue 30).
    body: () => ({ name: 'Sent by the matrix', email: `visitor-${unique()}@example.com`, phone: '0123456789' }),
    counts: models(EventRegistration),
  }),
  file('routes/_resources+/events_.$id.calendar[.]ics', '/events/:bookableEvent/calendar.ics', { GET: 'ok', writes: '405' }),
  page('routes/_public+/events_.$id.registrations.$registrationId.cancel', '/events/:registrationEvent/registrations/:registration/cancel', {
    GET: '404',
    writes: 'login →/member-dashboard/cpd 404 404',
  }, { counts: models(EventRegistration) }),
  // A visitor's held seat is confirmed by the mailed link's token only (issue 30): no role confirms one without it.
  page('routes/_public+/events_.$id.registrations.$registrationId.confirm', '/events/:registrationEvent/registrations/:registration/confirm', {
    GET: '404',
    writes: '404',
  }, { counts: models(EventRegistration, Invoice) }),
  api('routes/api+/events.$id.registrations.$registrationId.confirm', '/api/events/:registrationEvent/registrations/:registration/confirm', {
    POST: '404',
    GET: '405',
    writes: '405',
  }, { counts: models(EventRegistration, Invoice) }),
  // A registration's own page (issue 33): the member who registered, signed in (a visitor by its mails'
  // token, which every role holding it may use: tests/integration/event-payments.test.ts). Its slip form
  // sends a visitor's slip by that token only: without it, no role sends one (a member's goes by the dashboard).
  page('routes/_public+/events_.$id.registrations_.$registrationId', '/events/:registrationEvent/registrations/:registration', {
    GET: '404 ok 404 404',
    writes: '404',
  }, { counts: models(PaymentProof, Media, MediaFile) }),
  // A visitor's transfer slip by the mails' token: whoever holds it sends one, account or not.
  // A visitor's "Pay online (FPX)" by the mails' token (issue 34): whoever holds it, account or not; a bill at the provider.
  page('routes/_public+/events_.$id.registrations.$registrationId.pay', '/events/:registrationEvent/registrations/:visitorRegistration/pay', {
    GET: '→/events/:registrationEvent',
    writes: '→/payments/fake/:new',
  }, { uses: ['registrationToken'], body: (fx) => ({ token: fx.get('registrationToken') }) }),
  api('routes/api+/events.$id.registrations.$registrationId.slip', '/api/events/:registrationEvent/registrations/:visitorRegistration/slip?token=:registrationToken', {
    POST: 'ok',
    GET: '405',
    writes: '405',
  }, { body: upload, counts: models(PaymentProof, Media, MediaFile) }),
  api('routes/api+/events.$id.registrations', '/api/events/:bookableEvent/registrations', { POST: 'ok', GET: '405', writes: '405' }, {
    body: () => ({ name: 'Sent by the matrix', email: `visitor-${unique()}@example.com`, phone: '0123456789' }),
    counts: models(EventRegistration),
    // As the event page's form: a signed-in suspended member may not register.
    suspendedWrite: '403',
  }),
  api('routes/api+/events.$id.registrations.$registrationId', '/api/events/:registrationEvent/registrations/:registration', {
    DELETE: 'login ok 404 ok',
    GET: '405',
    writes: '405',
  }, { area: 'cpd', staffDenied: '404', counts: models(AuditLog) }),
  page('routes/_admin+/admin.events.$id', '/admin/events/:registrationEvent', { GET: 'login 403 403 ok', writes: 'login 403 403 →/admin/events/:registrationEvent' }, {
    area: 'cpd',
    uses: ['registration'],
    body: (fx) => ({ intent: 'present', registrationIds: [fx.get('registration')] }),
    counts: models(CpdEntry, AuditLog),
  }),
  // The admin event page's "Cancel registration" (a plain form): the staff cancel of the API, for the CPD side.
  page('routes/_admin+/admin.events_.$id.registrations.$registrationId.cancel', '/admin/events/:registrationEvent/registrations/:registration/cancel', {
    GET: 'login 403 403 →/admin/events/:registrationEvent',
    writes: 'login 403 403 →/admin/events/:registrationEvent',
  }, { area: 'cpd', counts: models(EventRegistration, AuditLog) }),
  file('routes/_resources+/admin.events_.$id.registrations[.]csv', '/admin/events/:registrationEvent/registrations.csv', { GET: 'login 403 403 ok', writes: '405' }, {
    area: 'cpd',
    uses: ['registration'],
  }),
  page('routes/_admin+/admin.events_.$id.check-in', '/admin/events/:bookableEvent/check-in', { GET: 'login 403 403 ok', writes: 'login 403 403 404' }, {
    area: 'cpd',
    body: () => ({ code: 'ZZZZ2345' }),
    counts: models(CpdEntry, AuditLog),
  }),
  api('routes/api+/admin.events.$id.attendance', '/api/admin/events/:registrationEvent/attendance', { POST: 'login 403 403 ok', GET: '405', writes: '405' }, {
    area: 'cpd',
    uses: ['registration'],
    body: (fx) => ({ registrationIds: [fx.get('registration')] }),
    counts: models(CpdEntry, AuditLog),
  }),
  api('routes/api+/admin.events.$id.attendance.$registrationId', '/api/admin/events/:registrationEvent/attendance/:registration', {
    DELETE: 'login 403 403 ok',
    GET: '405',
    writes: '405',
  }, { area: 'cpd', counts: models(AuditLog) }),
  file('routes/_resources+/member-dashboard_.cpd.$id.certificate', '/member-dashboard/cpd/:attendedEntry/certificate', { GET: 'login ok 404 404', writes: '405' }, {
    returnTo: '/member-dashboard/cpd',
  }),
  file('routes/_resources+/member-dashboard_.cpd.certificate.$year', '/member-dashboard/cpd/certificate/2026', { GET: 'login 404 404 404', writes: '405' }, {
    returnTo: '/member-dashboard/cpd',
  }),

  ...CONTENT_API.flatMap(([type, kind, model]) => [
    api(`routes/api+/${type}`, `/api/${type}`, { GET: 'ok', POST: 'login 403 403 ok', writes: '405' }, {
      area: 'content',
      body: () => contentJson[type],
      counts: models(model, AuditLog),
    }),
    api(`routes/api+/${type}.$id`, `/api/${type}/:${kind}`, { GET: 'ok', PUT: 'login 403 403 ok', DELETE: 'login 403 403 ok', writes: '405' }, {
      area: 'content',
      body: () => contentJson[type],
      counts: models(AuditLog),
    }),
  ]),
]

// ---------------------------------------------------------------------------------------------------
// The walk

let build: ServerBuild
let roles: Record<Role, Actor>

beforeAll(async () => {
  build = (await import(/* @vite-ignore */ pathToFileURL(path.resolve('build/remix/index.js')).href)) as ServerBuild
  roles = await signInRoles()
})

const FIXTURE_IN_ADDRESS = /:([A-Za-z]+)/g

/** The records a row's requests address: those in its address and those its body uses. */
function kindsOf(r: Row): FixtureKind[] {
  const inAddress = [...(r.path ?? '').matchAll(FIXTURE_IN_ADDRESS)].map((m) => m[1] as FixtureKind)
  return [...new Set([...inAddress, ...(r.uses ?? [])])]
}

/** The route's own pattern in the build, from the root down (`api/cpd/:id`). */
function patternOf(routeId: string): string {
  const segments: string[] = []
  for (let route = build.routes[routeId]; route; route = route.parentId ? build.routes[route.parentId] : undefined) {
    if (route.path) segments.unshift(route.path)
  }
  return `/${segments.join('/')}`
}

async function walk(r: Row) {
  const problems: string[] = []
  const kinds = kindsOf(r)
  const errors = vi.mocked(console.error)
  await clearRecords(roles)
  // A refused request leaves its records as they were (a write's are compared before and after), so the
  // next request may address the same ones: making them again cost a quarter of the walk.
  let unchanged: Fixtures | null = null
  for (const method of METHODS) {
    for (const [index, role] of ROLES.entries()) {
      const written = r.cells[method][index]!
      // Pages take the cookie, the API the bearer token, and the cookie too where the caller decides the answer.
      const callerMatters = new Set(r.cells[method]).size > 1
      const doors = r.door !== 'api' ? (['cookie'] as const) : callerMatters ? (['token', 'cookie'] as const) : (['token'] as const)
      for (const by of doors) {
        const actor = await freshActor(roles[role], r.fresh ?? 'none')
        const fx: Fixtures = unchanged ?? (await Fixtures.make(kinds, roles.member.user!.id))
        unchanged = null
        // A redirect may name the request's record, as the address does; `:new` a record the request made.
        const expected = written.replace(FIXTURE_IN_ADDRESS, (whole, kind: string) => (kind === 'new' ? whole : fx.get(kind as FixtureKind)))
        const address = r.path!.replace(FIXTURE_IN_ADDRESS, (_, kind: FixtureKind) => encodeURIComponent(fx.get(kind)))
        const label = `${method} ${address.replace(/token=[^&]+/, 'token=…')} as ${role}${doors.length > 1 ? ` (${by})` : ''}`
        // A write to a route without an action reaches none of its code: Remix answers 405 itself.
        const watch = method !== 'GET' && isRefusal(expected) && (expected !== '405' || Boolean(build.routes[r.route]!.module.action))
        const state = () => Promise.all([fx.snapshot(), ...(r.counts ?? []).map((m) => m.countDocuments()), actor.user ? User.findById(actor.user.id).select('+passwordHash').lean() : null])
        const before = watch ? JSON.stringify(await state()) : ''
        const loggedBefore = errors.mock.calls.length

        const auth = by === 'token' ? { token: actor.token } : { cookie: actor.cookie }
        const response = await send(server.baseUrl, r.door, method, address, r.body?.(fx) ?? {}, auth)
        const text = await response.text()
        const answered = outcomeOf(response, r.door)
        // A bill a request made at the fake payment provider (issue 34) is named by the provider, not by an ObjectId.
        const outcome = expected.includes('/:new') ? answered.replace(/\/[0-9a-f]{24}(?=\/|$)/g, '/:new').replace(/^→\/payments\/fake\/[\w-]+$/, '→/payments/fake/:new') : answered

        if (outcome !== expected) problems.push(`${label}: expected ${expected}, got ${outcome} (${response.status})`)
        else for (const problem of shapeProblems(response, text, r.door, outcome, r.returnTo ?? address, role, method, r.ruleRefusal)) problems.push(`${label}: ${problem}`)
        for (const marker of fx.hiddenFrom(role, r.area)) {
          if (text.includes(marker)) problems.push(`${label}: the answer shows a record ${role} may not see (${marker})`)
        }
        const changed = watch && JSON.stringify(await state()) !== before
        if (changed) problems.push(`${label}: refused (${outcome}), yet something changed`)
        else if (outcome === expected && isRefusal(outcome)) unchanged = fx
        for (const call of errors.mock.calls.slice(loggedBefore)) {
          const logged = call.map((value) => inspect(value, { depth: 3 })).join(' ')
          // Remix logs a write to a route without an action before answering 405: that is the 405.
          if (!(outcome === '405' && /did not provide an `action`/.test(logged))) problems.push(`${label}: logged ${logged.slice(0, 400)}`)
        }
        await actor.release()
      }
    }
  }
  return problems
}

describe('the table', () => {
  test('has a row for every route of the build, and no row for a route it does not have', () => {
    const built = Object.keys(build.routes)
    const named = TABLE.map((r) => r.route)
    expect(built.length).toBeGreaterThanOrEqual(83)
    expect({
      'routes without a row': built.filter((id) => !named.includes(id)),
      'rows for no route': named.filter((id) => !built.includes(id)),
      'routes with two rows': named.filter((id, i) => named.indexOf(id) !== i),
    }).toEqual({ 'routes without a row': [], 'rows for no route': [], 'routes with two rows': [] })
  })

  test("each row's address is its route's own pattern; only pathless routes have none", () => {
    for (const r of TABLE) {
      const route = build.routes[r.route]
      if (!route) continue
      const pattern = patternOf(r.route)
      if (r.path === null) {
        expect(route.path, `${r.route} has an address of its own`).toBeUndefined()
        expect(route.index, r.route).toBeFalsy()
        continue
      }
      const url = new URL(r.path, 'http://placeholder')
      const expression = pattern
        .split('/')
        .map((segment) => (segment.startsWith(':') ? '[^/]+' : segment === '*' ? '.+' : segment.replace(/[.+?^${}()|[\]\\]/g, '\\$&')))
        .join('/')
      expect(decodeURIComponent(url.pathname), `${r.route} (${pattern})`).toMatch(new RegExp(`^${expression}$`))
      if (route.index && route.module.action) {
        expect(url.searchParams.has('index'), `${r.route} is an index route: only ?index reaches its action`).toBe(true)
      }
    }
  })
})

describe.each(TABLE.filter((r) => r.path !== null).map((r) => [r.route, r] as const))('%s', (_, r) => {
  test(`${r.path}: ${METHODS.map((m) => `${m} ${r.cells[m].join(' ')}`).join(' | ')}`, async () => {
    allowConsoleError()
    expect(await walk(r)).toEqual([])
  }, 180_000) // seven roles, fresh records for each request: a row that hashes passwords takes a while on a busy machine
})

describe('private files of one part of the administration (issue 18)', () => {
  // The table's file row walks a CPD certificate, which any staff role may open; these two are narrower.
  test("an applicant's document opens for them, administrators and the secretariat; a donor's slip for administrators and the treasurer; nobody else", async () => {
    await clearRecords(roles)
    const pdf = { filename: 'document.pdf', declaredType: 'application/pdf', bytes: pdfOfSize(4000) }
    const document = await storeUpload({ uploader: { id: roles.member.user!.id, isAdmin: false }, file: pdf, purpose: 'application', visibility: 'private', alt: '' })
    if (document.status !== 'stored') throw new Error(document.message)
    const prepared = await prepareUpload({ uploader: { id: 'donor', isAdmin: false }, file: pdf, purpose: 'donation-slip', visibility: 'private', alt: '' })
    if (prepared.status !== 'prepared') throw new Error(prepared.message)
    const slip = await writePreparedUpload(prepared, null)
    const expected: Record<string, Record<Role, number>> = {
      [document.media.id]: { anon: 404, member: 200, other: 404, admin: 200, suspended: 404, secretary: 200, treasurer: 404 },
      [slip.id]: { anon: 404, member: 404, other: 404, admin: 200, suspended: 404, secretary: 404, treasurer: 200 },
    }
    const answered: Record<string, Record<string, number>> = {}
    for (const [id, byRole] of Object.entries(expected)) {
      answered[id] = {}
      for (const role of ROLES) {
        const { cookie, token } = roles[role]
        const download = await fetch(`${server.baseUrl}/media/${id}/download`, { headers: cookie ? { cookie } : {} })
        const described = await fetch(`${server.baseUrl}/api/media/${id}`, { headers: token ? { authorization: `Bearer ${token}` } : {} })
        answered[id]![role] = download.status
        // The API's description of the file answers alike.
        expect(described.status, `${role} GET /api/media/${id}`).toBe(byRole[role])
        await download.body?.cancel()
      }
    }
    expect(answered).toEqual(expected)
  })
})

describe('staff accounts and records of one\'s own (issue 30)', () => {
  /** A signed-in account of its own for one case, so that what one case changes no other case sees. */
  async function staff(overrides: Record<string, unknown>): Promise<Actor> {
    const user = await createUser({ isAdmin: true, ...overrides })
    return { role: 'admin', user, ...(await signIn(user.id)) }
  }
  const as = (actor: Actor) => ({ cookie: actor.cookie, token: actor.token })
  /** The sentence an answer gives: the API's `message`, or the page's text (which shows it). */
  const said = async (response: Response, door: Door, sentence: string) => {
    const text = await response.text()
    return door === 'api' ? (JSON.parse(text) as { message?: string }).message === sentence : text.replaceAll('&#x27;', "'").includes(sentence)
  }
  const standing = async (id: string) => {
    const user = await User.findById(id).lean<{ isActive?: boolean; membershipStatus?: string; roles?: string[] }>()
    return { isActive: user?.isActive !== false, membershipStatus: user?.membershipStatus, roles: user?.roles ?? [] }
  }
  const CHANGES: Array<{ label: string; door: Door; method: Method; path: (id: string) => string; body: (id: string) => Body }> = [
    { label: 'deactivate (page)', door: 'page', method: 'POST', path: () => '/admin/members', body: (id) => ({ intent: 'deactivate', userId: id }) },
    { label: 'suspend (page)', door: 'page', method: 'POST', path: () => '/admin/members', body: (id) => ({ intent: 'set-status', userId: id, membershipStatus: 'suspended' }) },
    { label: 'reject (page)', door: 'page', method: 'POST', path: () => '/admin/members', body: (id) => ({ intent: 'set-status', userId: id, membershipStatus: 'rejected' }) },
    { label: 'suspend (API)', door: 'api', method: 'PATCH', path: (id) => `/api/admin/members/${id}`, body: () => ({ membershipStatus: 'suspended' }) },
    { label: 'last day (API)', door: 'api', method: 'PATCH', path: (id) => `/api/admin/members/${id}`, body: () => ({ expiresAt: '2020-03-12' }) },
  ]

  test.each(CHANGES)('$label of an administrator or a secretary: 403 for a secretary, done for an administrator', async ({ door, method, path, body }) => {
    const secretary = await staff({ firstName: 'Siti', roles: ['secretary'] })
    const administrator = await staff({ firstName: 'Ahmad', roles: ['administrator'] })
    const answers: Record<string, string> = {}
    for (const target of [await staff({ firstName: 'Aziz', roles: ['administrator'] }), await staff({ firstName: 'Sofia', roles: ['secretary'] })]) {
      const id = target.user!.id
      const before = await standing(id)
      const refused = await send(server.baseUrl, door, method, path(id), body(id), as(secretary))
      answers[`secretary → ${target.user!.roles!.join()}`] = outcomeOf(refused, door)
      expect(await said(refused, door, 'Only an administrator may change the status, access or roles of a staff account'), 'the reason, as the API and the page answer it').toBe(true)
      expect(await standing(id), 'nothing changed').toEqual(before)
      const done = await send(server.baseUrl, door, method, path(id), body(id), as(administrator))
      answers[`administrator → ${target.user!.roles!.join()}`] = outcomeOf(done, door)
    }
    const ok = door === 'api' ? 'ok' : '→/admin/members'
    expect(answers).toEqual({ 'secretary → administrator': '403', 'administrator → administrator': ok, 'secretary → secretary': '403', 'administrator → secretary': ok })
  })

  test("a member's account stays the secretariat's: a secretary suspends a member", async () => {
    const secretary = await staff({ firstName: 'Siti', roles: ['secretary'] })
    const member = await createUser({ firstName: 'Maznah' })
    const answer = await send(server.baseUrl, 'page', 'POST', '/admin/members', { intent: 'set-status', userId: member.id, membershipStatus: 'suspended' }, as(secretary))
    expect(outcomeOf(answer, 'page')).toBe('→/admin/members')
    expect((await standing(member.id)).membershipStatus).toBe('suspended')
  })

  test('no one approves their own CPD entry, records a payment on their own invoice or decides their own application; another staff member does', async () => {
    const secretary = await staff({ firstName: 'Siti', roles: ['secretary'] })
    const treasurer = await staff({ firstName: 'Tina', roles: ['treasurer'] })
    const administrator = await staff({ firstName: 'Ahmad', roles: ['administrator'] })
    const entry = await createCpdEntry(secretary.user!.id)
    const invoice = await createInvoiceFor(treasurer.user!.id)
    const applicant = await staff({ firstName: 'Salmah', roles: ['secretary'], membershipStatus: 'pending', membershipId: undefined, appliedAt: new Date() })
    // A bank statement's line of the treasurer's own fee (issue 34): recorded by hand, it is refused alike.
    const imported = await importBankStatement(
      { id: administrator.user!.id, email: administrator.user!.email },
      { filename: 'own.csv', bytes: Buffer.from(`date,description,amount,reference\n12/03/2020,Own fee ${unique()},100.00,\n`) },
    )
    if (!imported.ok) throw new Error(imported.message)
    const statement = imported.statement.importId
    const ownFee = await createInvoiceFor(treasurer.user!.id)
    const OWN = 'You cannot approve, reject or record a payment on a record of your own: another member of the secretariat must do it'
    const attempts = [
      { actor: secretary, door: 'api' as const, method: 'PUT' as const, path: `/api/admin/cpd/${entry.id}`, body: { status: 'approved' } },
      { actor: secretary, door: 'page' as const, method: 'POST' as const, path: '/admin/cpd', body: { entryIds: entry.id, expectedUpdatedAt: new Date(entry.updatedAt).toISOString(), status: 'approved' } },
      { actor: treasurer, door: 'api' as const, method: 'POST' as const, path: `/api/admin/invoices/${invoice.id}/payments`, body: { amount: 100, method: 'cash' } },
      { actor: treasurer, door: 'page' as const, method: 'POST' as const, path: '/admin/payments', body: { id: invoice.id, amount: '100', method: 'cash' } },
      { actor: treasurer, door: 'api' as const, method: 'POST' as const, path: `/api/admin/reconciliation/${statement}/assign`, body: { line: 2, invoiceNumber: ownFee.number } },
      { actor: treasurer, door: 'page' as const, method: 'POST' as const, path: `/admin/reconciliation/${statement}`, body: { intent: 'assign', line: '2', invoiceNumber: ownFee.number } },
      { actor: applicant, door: 'api' as const, method: 'POST' as const, path: `/api/admin/applications/${applicant.user!.id}/approve`, body: {} },
      { actor: applicant, door: 'api' as const, method: 'POST' as const, path: `/api/admin/applications/${applicant.user!.id}/reject`, body: { reason: 'Mine to reject' } },
    ]
    const answers = []
    for (const { actor, door, method, path, body } of attempts) {
      const response = await send(server.baseUrl, door, method, path, body, as(actor))
      answers.push([`${method} ${path}`, outcomeOf(response, door), await said(response, door, OWN)])
    }
    expect(answers).toEqual(attempts.map(({ method, path }) => [`${method} ${path}`, '403', true]))
    expect(await CpdEntry.findById(entry.id).lean<{ status: string }>()).toMatchObject({ status: 'pending' })
    expect(await Receipt.countDocuments({ invoiceId: { $in: [invoice.id, ownFee.id] } })).toBe(0)
    expect((await standing(applicant.user!.id)).membershipStatus).toBe('pending')
    // Another member of the staff does each.
    const done = [
      await send(server.baseUrl, 'api', 'PUT', `/api/admin/cpd/${entry.id}`, { status: 'approved' }, as(administrator)),
      await send(server.baseUrl, 'api', 'POST', `/api/admin/invoices/${invoice.id}/payments`, { amount: 100, method: 'cash' }, as(administrator)),
      await send(server.baseUrl, 'api', 'POST', `/api/admin/reconciliation/${statement}/assign`, { line: 2, invoiceNumber: ownFee.number }, as(administrator)),
      await send(server.baseUrl, 'api', 'POST', `/api/admin/applications/${applicant.user!.id}/approve`, {}, as(administrator)),
    ]
    expect(done.map((response) => outcomeOf(response, 'api'))).toEqual(['ok', 'ok', 'ok', 'ok'])
    expect(await Receipt.countDocuments({ invoiceId: ownFee.id })).toBe(1)
  })
})

describe('deleting a private file follows the rule for opening it (issue 30)', () => {
  test("an applicant's document: deleted by its owner, an administrator or the secretariat; a treasurer, another member or a visitor is told it is not there", async () => {
    await clearRecords(roles)
    const pdf = { filename: 'document.pdf', declaredType: 'application/pdf', bytes: pdfOfSize(4000) }
    const answered: Partial<Record<Role, number>> = {}
    const left: Partial<Record<Role, boolean>> = {}
    for (const role of ROLES) {
      const document = await storeUpload({ uploader: { id: roles.member.user!.id, isAdmin: false }, file: pdf, purpose: 'application', visibility: 'private', alt: '' })
      if (document.status !== 'stored') throw new Error(document.message)
      const { token, cookie } = roles[role]
      const headers: Record<string, string> = token ? { authorization: `Bearer ${token}` } : cookie ? { cookie } : {}
      const response = await fetch(`${server.baseUrl}/api/media/${document.media.id}`, { method: 'DELETE', headers: { ...headers, origin: server.baseUrl } })
      answered[role] = response.status
      await response.body?.cancel()
      left[role] = Boolean(await Media.exists({ _id: document.media.id }))
    }
    expect(answered).toEqual({ anon: 401, member: 200, other: 404, admin: 200, suspended: 403, secretary: 200, treasurer: 404 })
    expect(left).toEqual({ anon: true, member: false, other: true, admin: false, suspended: true, secretary: false, treasurer: true })
  })
})
