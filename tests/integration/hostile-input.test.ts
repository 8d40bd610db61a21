import path from 'node:path'
import { insertDataRequest } from '#app/models/data-request.server.ts'
import { pathToFileURL } from 'node:url'
import type { ServerBuild } from '@remix-run/node'
import fc from 'fast-check'
import mongoose from 'mongoose'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { ContactMessage } from '#app/models/contact-message.server.ts'
import { Donation } from '#app/models/donation.server.ts'
import { createExpense } from '#app/models/expense.server.ts'
import { Receipt } from '#app/models/receipt.server.ts'
import { CpdAuditCase } from '#app/models/cpd-audit.server.ts'
import { FellowshipRequest } from '#app/models/fellowship-request.server.ts'
import { insertCredential } from '#app/models/credential.server.ts'
import { OfficePosition } from '#app/models/office-position.server.ts'
import { OfficeTerm } from '#app/models/office-term.server.ts'
import { RuleAmendment } from '#app/models/rule-amendment.server.ts'
import { donationSlipToken } from '#app/services/donation-slips.server.ts'
import { startInvoiceCheckout } from '#app/services/online-payments.server.ts'
import { registrationPageLink } from '#app/services/events.server.ts'
import { NewsletterSubscriber } from '#app/models/newsletter-subscriber.server.ts'
import { CONTENT_TYPES, type ContentType } from '#app/domain/content-types.ts'
import { sendEmailVerification } from '#app/services/email-verification.server.ts'
import { storeUpload } from '#app/services/media.server.ts'
import { requestPasswordReset } from '#app/services/password-reset.server.ts'
import { DEFAULT_DATABASE_CHECKS, documentProblems, findInvalidDocuments, type DocumentProblem } from '#tests/stored-documents.ts'
import { adminSession, createListing, memberSession } from '#tests/admin-helpers.ts'
import {
  createEvent,
  createGallery,
  createInternationalPartner,
  createLocalPartner,
  createNewsArticle,
  createTrainingProgramme,
  createCommitteeMember,
} from '#tests/content-factories.ts'
import { createApplicantUser, createCpdEntry, createInvoiceFor, createUser, DEFAULT_PASSWORD } from '#tests/factories.ts'
import { Event } from '#app/models/event.server.ts'
import { EventRegistration, getRegistration, insertRegistration, newRegistrationId } from '#app/models/event-registration.server.ts'
import { takeSeat } from '#app/models/event-seat.server.ts'
import { getUserById } from '#app/models/user.server.ts'
import {
  badObjectId,
  describeBody,
  encodeBody,
  formPairs,
  hostileBody,
  hostileRedirectTarget,
  hostileUploadBody,
  type HostileBody,
  type JsonField,
} from '#tests/hostile.ts'
import { newClientIp } from '#tests/http.ts'
import { pdfOfSize, solidImage } from '#tests/media.ts'
import { qrPng, STATIC_DUITNOW_PAYLOAD } from '#tests/duitnow-qr.ts'
import '#tests/setup/quiet-url-warnings.ts'
import { insertMemberResource } from '#app/models/member-resource.server.ts'
import { useTestServer } from '#tests/setup/test-server.ts'
import { createNewsletterConfirmation } from '#app/models/newsletter-confirmation.server.ts'
import { NewsletterIssue } from '#app/models/newsletter-issue.server.ts'
import { MemberMessage } from '#app/models/member-message.server.ts'
import { Breach } from '#app/models/breach.server.ts'
import { Concern } from '#app/models/concern.server.ts'
import { Sanction } from '#app/models/sanction.server.ts'
import { insertNomination } from '#app/models/election-nomination.server.ts'
import { nominationLink } from '#app/services/election-nominations.server.ts'
import { addCandidate, createElection } from '#tests/election-factories.ts'
import { createMeeting, createNoticedMeeting } from '#tests/meeting-factories.ts'
import { unsubscribeLinkFor } from '#app/services/newsletter.server.ts'
import { memberNewsUnsubscribeLink } from '#app/services/member-messages.server.ts'
import { importBankStatement } from '#app/services/reconciliation.server.ts'
import { hashToken, newSecretToken } from '#app/utils/auth.server.ts'

/**
 * Hostile input, property-based: every route of the build that has an action (every form and every
 * JSON endpoint that writes) is sent fast-check's bodies, as the role that can reach it: values of the
 * wrong type, operator objects such as {"$gt":""}, prototype keys, bad ObjectIds in the address and
 * the body, huge strings, invalid UTF-8, malformed JSON, the wrong content type, and form fields a
 * browser never sends. The properties: no answer is a 5xx; the API answers JSON (never HTML, never a
 * redirect) with `{ message, fieldErrors? }` on 400; and afterwards no stored document breaks its
 * model's rules or carries an operator or prototype key (tests/stored-documents.ts).
 *
 * The seed is fixed so that CI runs the same cases every time; fast-check prints it with the failing
 * case. HOSTILE_SEED=<n> (and HOSTILE_RUNS=<n>) explore other cases.
 */

const server = useTestServer()

const SEED = Number(process.env.HOSTILE_SEED ?? 20_260_801)
const RUNS = Number(process.env.HOSTILE_RUNS ?? 20)

type Role = 'anonymous' | 'member' | 'admin'
type Method = 'POST' | 'PUT' | 'PATCH' | 'DELETE'
const WRITES: Method[] = ['POST', 'PUT', 'PATCH', 'DELETE']

interface Variant {
  /** The address, given the id of the record it acts on: a real one, a missing one or a malformed one. */
  path: (id: string) => string
  /** A body the route would accept, as JSON; a page is sent it as a form (see tests/hostile.ts). */
  valid: Record<string, JsonField>
  /** A record the route may act on, so that some bodies get past "not found"; fresh for a delete. */
  realId?: (method: Method) => Promise<string>
}

interface Target {
  /** The route id in the build. */
  route: string
  door: 'page' | 'api'
  role: Role
  /** A member account of its own (a password change must not end the sessions other targets use). */
  ownAccount?: boolean
  /** The methods the action answers; the others are tried now and then too (405 or the same handling). */
  methods: Method[]
  variants: Variant[]
  /** Fewer for the routes that hash passwords (bcrypt, ~70 ms each). */
  runs?: number
  /**
   * The answer to the valid body, sent first: by default it is accepted (2xx, or a redirect that is not
   * to the sign-in page), which shows that the variations start from a body that reaches the write.
   */
  validStatus?: number
  /** The route takes a file upload (multipart, the file in `file`): bodies are uploads (tests/hostile.ts). */
  upload?: boolean
  /** The upload's file field, where not `file` (the application's `documents`, the pledge's `slip`). */
  uploadField?: string
  /** The file the upload bodies start from, where not a plain picture (the DuitNow QR's: a QR image). */
  uploadFile?: Uint8Array
}

// ---------------------------------------------------------------------------------------------------
// Fixtures: the accounts and records the routes act on, made before the runs

const fixtures = {
  member: { id: '', cookie: '', token: '' },
  admin: { id: '', cookie: '', token: '' },
  own: new Map<string, { cookie: string; token: string }>(),
  /** A member the administrators' account actions are tried on. */
  subject: '',
  dataRequest: '',
  /** An application and an open invoice for the administrators' lifecycle pages. */
  applicant: '',
  invoice: '',
  /** An open request to become a Fellow, for the page's decision (the API's rows take fresh ones). */
  fellowshipRequest: '',
  /** A pledged gift for the treasurer's donations page. */
  donation: '',
  /** An expense another officer recorded, for the expenses page's decision (issue 34). */
  expense: '',
  cpd: '',
  /** Pending entries for the review page and the review API, one each: either may run first. */
  reviewCpd: '',
  apiReviewCpd: '',
  /** A pending entry for the review page, and the version the page would show of it. */
  reviewCpdPage: { id: '', version: '' },
  practitioner: '',
  message: '',
  /** A member resource (issue 17) for the publish buttons, the edit page and the API. */
  memberResource: '',
  /** A position of the office-bearers' register and a term in it (issue 35). */
  officePosition: '',
  officeTerm: '',
  /** A rule amendment of the annual return's log (issue 35, item 4). */
  ruleAmendment: '',
  content: {} as Record<ContentType, string>,
  /** An account the sign-in forms may sign in to, and the links its mails would carry. */
  loginEmail: '',
  resetTokens: { page: '', api: '' },
  verifyToken: '',
  /** Newsletter links (issue 21): confirmation tokens for the page and the API, and a confirmed address's unsubscribe link. */
  newsletterTokens: { page: '', api: '' },
  unsubscribe: { email: '', token: '' },
  /** A member's news link (issue 35, item 5). */
  memberNews: { user: '', token: '' },
  /** A dated event and the member's registration for it, for the attendance and check-in doors. */
  attendance: { event: '', registration: '', code: '' },
  /**
   * An imported bank statement (issue 34): line 2 matches an open invoice. Fresh ones (a line 3 of their
   * own, to record by hand) go to a monthly pledge, which takes a gift each time.
   */
  statement: { id: '', invoice: '', pledge: '' },
  /**
   * Issue 35: open elections the member votes in (one for the page, one for the API, each with its
   * candidate), an election still taking nominations, a nomination in it and its proposer's link, and
   * voting members to name.
   */
  elections: {
    page: { id: '', candidate: '' },
    api: { id: '', candidate: '' },
    upcoming: '',
    nomination: { id: '', token: '' },
    votingMember: '',
    nominees: { candidate: '', proposer: '', seconder: '' },
  },
  /** Issue 35: a general meeting whose notice went to the member (they answer it), and the member's account id. */
  meeting: '',
  /** Issue 36: the member's waiting credentials, one for each page action that takes one. */
  credentials: { delete: '', confirm: '', reject: '' },
}

const CONTENT_FACTORIES: Record<ContentType, () => Promise<{ id: string }>> = {
  news: () => createNewsArticle(),
  events: () => createEvent(),
  galleries: () => createGallery(),
  'local-partners': () => createLocalPartner(),
  'international-partners': () => createInternationalPartner(),
  training: () => createTrainingProgramme(),
  committee: () => createCommitteeMember(),
}

const MY_LISTING_VALID = {
  intent: 'save',
  title: 'Certified Reiki Practitioner',
  businessName: 'Tenang Wellness',
  description: 'Calm sessions.',
  specialties: 'Body, Sound Therapy',
  languages: ['Tamil', 'English'],
  modes: ['online'],
  whatsapp: '012-345 6789',
  email: 'tenang@example.com',
  state: 'Selangor',
  location: 'Petaling Jaya',
  website: 'https://tenang.example',
  experience: 7,
  tcmRegistrationNo: 'T&CM 123',
}

const freshCpd = async () => (await createCpdEntry(fixtures.member.id)).id
const newDataRequest = async () => (await insertDataRequest({ userId: fixtures.subject, kind: 'correction', message: 'Please correct my receipt.' })).id
let listingCounter = 0
// Not EMP and digits: the add form's blank ID takes the next of those, and the two would collide.
const freshListing = async () => (await createListing({ membershipId: `HOSTILE${(listingCounter += 1)}` })).id
const freshMessage = async () =>
  String((await ContactMessage.create({ firstName: 'Hostile', lastName: 'Test', email: 'hostile@example.com', message: 'Hello' }))._id)
const freshBreach = async () =>
  String((await Breach.create({ summary: 'Hostile breach', affected: 'Members', foundAt: new Date(), recordedBy: 'hostile@example.com' }))._id)
const freshIssue = async () =>
  String((await NewsletterIssue.create({ subjectEn: 'Hostile issue', subjectMs: 'Keluaran', bodyEn: 'Hello', bodyMs: 'Salam', createdBy: 'hostile@example.com' }))._id)
/** A message to members (issue 35, item 5) to a type nobody of this file holds: a send sends nothing. */
const freshMemberMessage = async () =>
  String((await MemberMessage.create({ subjectEn: 'Hostile message', bodyEn: 'Hello', group: 'type', membershipType: 'Honorary Fellow', category: 'news', createdBy: 'hostile@example.com' }))._id)
const freshMemberResource = async () =>
  (
    await insertMemberResource({
      kind: 'link',
      title: 'Hostile recording',
      titleMs: '',
      description: '',
      descriptionMs: '',
      category: '',
      categoryMs: '',
      url: 'https://example.org/recording',
      document: null,
      published: true,
      sortOrder: 0,
    })
  ).id
const freshSubscriber = async () => String((await NewsletterSubscriber.create({ email: `reader-${Date.now()}-${Math.random()}@example.com` }))._id)

const freshApplicant = async () => (await createApplicantUser()).id
/** An open request to become a Fellow, of a member who joined six years ago. */
const freshFellowshipRequest = async () => {
  // Fixed days, valid whatever the clock says: this file is about input, not dates (the pinned-clock run
  // takes the files that read the clock).
  const user = await createUser({ joinDate: new Date('2015-01-15T00:00:00.000Z') })
  return String((await FellowshipRequest.create({ userId: user.id, openKey: user.id }))._id)
}
const freshInvoice = async () => (await createInvoiceFor(fixtures.subject)).id
/** A paid invoice of the subject's with its receipt: a credit note gives money back on it (issue 34). */
const freshPaidInvoice = async () => {
  const invoice = await createInvoiceFor(fixtures.subject, { status: 'paid', paidOn: '2020-03-12', issuedOn: '2020-03-12' })
  await Receipt.create({ number: `RCT-HOSTILE-${invoice.id}`, invoiceId: invoice.id, userId: fixtures.subject, receivedFrom: { name: 'Aminah Tester', email: 'aminah@example.com' }, purpose: 'Entry fee', amountSen: invoice.totalSen, method: 'cash', paidOn: '2020-03-12', recordedBy: fixtures.subject })
  return invoice.id
}
/** An expense the subject recorded, awaiting another officer's decision (issue 34). */
const freshExpense = async () =>
  (
    await createExpense({
      spentOn: '2020-03-12',
      payee: 'Dewan Komuniti',
      category: 'venue',
      amountSen: 10_000,
      description: 'Hall',
      receipt: { mediaId: '0123456789abcdef01234567', name: 'receipt.pdf', mimeType: 'application/pdf' },
      recordedBy: fixtures.subject,
      recordedByName: 'Aminah Tester',
    })
  ).id
/** An open invoice of the fixtures' member, who may send a slip for it. */
const freshOwnInvoice = async () => (await createInvoiceFor(fixtures.member.id)).id
/** A pledge's signed token for the id in an address (a malformed one too: the route then finds no pledge). */
const slipTokenFor = (segment: string) => {
  try {
    return donationSlipToken(decodeURIComponent(segment))
  } catch {
    return donationSlipToken(segment)
  }
}
const freshDonation = async () => String((await Donation.create({ name: 'Hostile Donor', email: 'donor@example.com', amountSen: 15_000, frequency: 'one-time' }))._id)
/** A bill at the fake provider's bank for an invoice of the fixtures' member (issue 34): its id. */
const freshFakeBill = async () => {
  const made = await startInvoiceCheckout({ id: fixtures.member.id }, await freshOwnInvoice())
  if (!made.ok) throw new Error(made.message)
  return made.url.split('/').pop()!
}
/** A provider's callback whose signature is not the provider's. */
const CALLBACK_FORGED = { id: 'W_79pJDk', paid: 'true', paid_at: '2020-03-12 10:00:00 +0800', amount: '5000', x_signature: '0'.repeat(64) }
/** The picture the upload bodies start from. */
const GOOD_UPLOAD = new Uint8Array(await solidImage(64, 48).png().toBuffer())
const goodUploadFile = () => ({ bytes: GOOD_UPLOAD, name: 'photo.png', type: 'image/png' })
/** The association's DuitNow QR as the bank issues it (issue 34): the payment settings' upload starts from it. */
const QR_UPLOAD = new Uint8Array(await qrPng(STATIC_DUITNOW_PAYLOAD))

const freshPrivateFile = async () => {
  const stored = await storeUpload({
    uploader: { id: fixtures.member.id, isAdmin: false },
    file: { filename: 'certificate.pdf', declaredType: 'application/pdf', bytes: pdfOfSize(3000) },
    purpose: 'cpd-evidence',
    alt: '',
  })
  if (stored.status !== 'stored') throw new Error(stored.message)
  return stored.media.id
}

const stable = (get: () => string) => async () => get()

/** A statement of its own (issue 34): line 2 pays the fixtures' invoice, line 3 is a gift to record by hand. */
let statementCounter = 0
const freshStatement = async () => {
  statementCounter += 1
  const csv = `date,description,amount,reference\n12/03/2020,Fee ${fixtures.statement.invoice},100.00,\n12/03/2020,Gift without its number,100.00,HOSTILE ${statementCounter}\n`
  const imported = await importBankStatement({ id: fixtures.admin.id, email: 'hostile.treasurer@example.com' }, { filename: 'hostile.csv', bytes: Buffer.from(csv) })
  if (!imported.ok) throw new Error(imported.message)
  return imported.statement.importId
}

/** An election taking nominations (fixed days, valid whatever the clock says: this file is about input). */
const freshUpcomingElection = async () =>
  (await createElection({ opensAt: new Date('2099-06-01T01:00:00.000Z'), closesAt: new Date('2099-06-01T09:00:00.000Z'), rollDate: '2099-05-31' })).id
/** A general meeting of its own (a fresh one: a notice, a cancellation or approved minutes change what it takes). */
const freshMeeting = async () => (await createMeeting()).id
/**
 * Issue 36: a credential of the member's, waiting for the CPD reviewer: first aid, a kind the valid bodies
 * below never record, so that the ones made for DELETE never reach the limit of ten waiting of a kind.
 */
const freshCredential = async () =>
  (await insertCredential({ userId: fixtures.member.id, kind: 'first-aid', issuer: 'St John Ambulance', number: '', from: '2026-01-01', until: '2027-12-31', mediaId: '' })).id
const CREDENTIAL_JSON = { kind: 'tcm-practising-certificate', number: 'TCM-2026-001', from: '2026-01-01', until: '2027-12-31' }
const CREDENTIAL_FORM = { kind: 'liability-insurance', issuer: 'Etiqa Takaful', number: 'POL-88123', from: '2026-01-01', until: '2026-12-31' }
/** Issue 36: a drawn member's CPD audit case, waiting for evidence (its id is `<month>:<member id>`). */
const freshAuditCase = async () => {
  const user = await createUser()
  const id = `2026-01:${user.id}`
  await CpdAuditCase.create({ _id: id, month: '2026-01', userId: user.id, cpdYear: 2025, drawnOn: '2026-02-01', deadline: '2026-03-15' })
  return id
}

// issue 36: conduct. A concern about the fixtures' member at the stage a step needs, and a sanction to withdraw.
const freshConcern = (status: 'received' | 'under-investigation' | 'decided' | 'under-appeal') => async () => {
  const concern = await Concern.create({
    reference: `CON-H-${Math.random().toString(36).slice(2, 12)}`,
    practitionerUserId: fixtures.member.id,
    practitionerName: 'Aminah Tester',
    complainant: { name: 'Hostile Complainant', email: 'complainant@example.com', phone: '' },
    description: 'What happened, at length enough.',
    status,
    putToPractitioner: status === 'received' ? '' : 'Put to the member.',
    responseDue: '2099-01-01',
    decidedOn: status === 'decided' || status === 'under-appeal' ? '2020-01-01' : '',
    outcome: status === 'decided' || status === 'under-appeal' ? 'advice' : '',
    appealDeadline: status === 'decided' || status === 'under-appeal' ? '2099-12-31' : '',
  })
  return String(concern._id)
}
const freshSanction = async () => {
  const concernId = await freshConcern('decided')()
  await Sanction.create({ _id: `${concernId}:decision`, concernId, userId: fixtures.member.id, kind: 'warning', from: '2020-01-01', until: '2099-12-31', summary: 'Warned.', summaryMs: 'Amaran.' })
  return `${concernId}:decision`
}
const CONCERN_VALID = { practitionerName: 'Someone Practising', name: 'Hostile Visitor', email: 'visitor@example.com', description: 'The practitioner said to stop my medication.', acceptPrivacy: 'true' }
const SANCTION_TERMS = { from: '2099-01-01', until: '2099-02-01', summary: 'Suspended.', summaryMs: 'Digantung.' }
/** A meeting whose notice went, for the attendance form (its invitees are known). */
const freshNoticedMeeting = async () => (await createNoticedMeeting()).id
const MEETING_VALID = { kind: 'annual', title: 'Annual general meeting 2099', startsAt: '2099-06-01T10:00', place: 'Dewan EMPAM', agenda: '1. Annual report\n2. Accounts' }

/** The election of a nomination's address: the fixtures' upcoming one. */
const nominationPath = (id: string) => `/elections/${fixtures.elections.upcoming}/nominations/${id}/confirm`

/** Issue 20: dated events with seats, and the member's registrations for them (an address names both). */
// From the server's clock: a run with the clock pinned (test:clock-edge) must still find it to come.
const aDayToCome = () => new Date('2099-06-01T02:00:00.000Z')
const freshBookableEvent = async () => (await createEvent({ startsAt: aDayToCome(), endsAt: new Date(aDayToCome().getTime() + 3_600_000), capacity: 50, cpdHours: 2 })).id
const eventOfRegistration = new Map<string, string>()
const freshRegistration = async () => {
  const eventId = await freshBookableEvent()
  const id = newRegistrationId()
  const seat = await takeSeat(eventId, 50, id)
  const member = await getUserById(fixtures.member.id)
  await insertRegistration({ id, eventId, userId: fixtures.member.id, name: 'Aminah Tester', email: member!.email, phone: '0123456789', locale: 'en', status: 'confirmed', seatNumber: seat })
  eventOfRegistration.set(id, eventId)
  return id
}
/** A visitor's confirmed registration whose fee is owed (issue 33): the slip page and its API twin take slips for it. */
const freshVisitorRegistration = async () => {
  const eventId = await freshBookableEvent()
  const id = newRegistrationId()
  const seat = await takeSeat(eventId, 50, id)
  await insertRegistration({ id, eventId, userId: null, name: 'Hostile Visitor', email: `visitor-${id}@example.com`, phone: '0123456789', locale: 'en', status: 'confirmed', seatNumber: seat })
  const invoice = await createInvoiceFor(fixtures.member.id, { kind: 'event', key: `event:${id}`, userId: null, membershipType: '' })
  await EventRegistration.updateOne({ _id: id }, { $set: { invoiceId: invoice.id } })
  eventOfRegistration.set(id, eventId)
  return id
}
/** The mails' token of a registration's page, for the id in an address (a malformed one too: the route then finds none). */
const registrationTokenFor = (segment: string) => {
  const id = (() => {
    try {
      return decodeURIComponent(segment)
    } catch {
      return segment
    }
  })()
  return new URL(registrationPageLink({ id, eventId: eventOfRegistration.get(id) ?? fixtures.attendance.event })).searchParams.get('token')!
}
/** A registration's address: its own event, or (for a missing or malformed id) an event of the fixtures. */
const registrationPath = (id: string, rest = '') => `/events/${eventOfRegistration.get(id) ?? fixtures.attendance.event}/registrations/${id}${rest}`
/** The stable record for PUT, a fresh one for DELETE (which removes it). */
const stableOrFresh = (get: () => string, fresh: () => Promise<string>) => (method: Method) =>
  method === 'DELETE' ? fresh() : Promise.resolve(get())

// ---------------------------------------------------------------------------------------------------
// Bodies the routes accept

const contactBase = { firstName: 'Aminah', lastName: 'Tester', email: 'aminah@example.com', message: 'Hello from a test.' }

const CPD_VALID = {
  title: 'Reiki refresher workshop',
  provider: 'EMPAM Academy',
  category: 'Workshop',
  hours: 2,
  date: '2025-06-15',
  description: 'Hands-on practice.',
  certificateUrl: 'https://example.com/certificate.pdf',
}

const LISTING_VALID = {
  salutation: 'Dr',
  name: 'Siti Rahman',
  title: 'Energy therapist',
  businessName: 'Harmony Wellness',
  membershipId: '',
  email: 'siti@example.com',
  phone: '+60 12-345 6789',
  state: 'Sabah',
  country: 'Malaysia',
  location: 'Kota Kinabalu',
  experience: 5,
  certification: 'Certified practitioner',
  specialties: 'Body, Mind',
  description: 'Gentle, careful energy work alongside medical care.',
  rating: 80,
  reviewCount: 3,
  imageUrl: '',
  isActive: true,
}

const CONTENT_VALID: Record<ContentType, Record<string, JsonField>> = {
  news: {
    title: 'Annual meeting',
    excerpt: 'The members met in Penampang.',
    content: 'The full story.',
    date: '2026-01-10',
    author: 'EMPAM Secretariat',
    category: 'Announcements',
    imageUrl: 'https://example.com/photo.jpg',
    featured: true,
    isActive: true,
  },
  events: {
    title: 'Open day',
    date: '14 March 2027',
    location: 'Kota Kinabalu',
    type: 'Outreach',
    description: 'Talks.',
    isActive: true,
    // Issue 20: a dated, bookable event.
    startsAt: '2027-03-14T09:00',
    endsAt: '2027-03-14T17:00',
    cpdHours: 6.5,
    category: 'Conference',
    priceMember: 50,
    priceNonMember: 62.5,
    capacity: 40,
  },
  galleries: { title: 'Open day photos', description: 'Photographs from the day.', images: 12, date: 'May 2026', isActive: true },
  'local-partners': {
    name: 'Sabah Wellness Society',
    type: 'NGO',
    description: 'Community health talks.',
    focus: 'Outreach',
    status: 'MOU Signed',
    isActive: true,
  },
  'international-partners': {
    name: 'Energy Practitioners Singapore',
    type: 'Association',
    description: 'A sister association.',
    focus: 'CPD',
    status: 'Network Member',
    country: 'Singapore',
    isActive: true,
  },
  training: {
    title: 'Foundations of energy work',
    description: 'Two days of practice.',
    duration: '2 days',
    level: 'Beginner',
    provider: 'EMPAM Academy',
    cost: 'RM 450',
    isActive: true,
  },
  committee: { salutation: 'Dr.', name: 'Juliana Gontusan', position: 'Founding President', organisation: 'Kinabalu Harmony Wellness Centre', order: 1, isActive: true },
}

const RESOURCE_VALID = { kind: 'link', title: 'AGM recording', url: 'https://example.org/agm', published: true, sortOrder: 2 }

const PASSWORD_CHANGE = { currentPassword: DEFAULT_PASSWORD, newPassword: 'another-secret-1', confirmPassword: 'another-secret-1' }

const REGISTER_VALID = {
  firstName: 'Nur',
  lastName: 'Hidayah',
  email: 'nur.hidayah@example.com',
  username: 'nur_hidayah',
  password: 'a-good-password',
  membershipId: 'EMP9001',
  membershipType: 'Practicing Ordinary Member',
  phone: '+60 12-345 6789',
  state: 'Sabah',
  acceptPrivacy: true,
}

const PROFILE_VALID = {
  firstName: 'Aminah',
  lastName: 'Tester',
  phone: '+60 12-345 6789',
  state: 'Sabah',
  imageUrl: 'https://example.com/me.jpg',
}

const resetValid = (token: string) => ({ token, newPassword: 'a-new-password', confirmPassword: 'a-new-password' })

// ---------------------------------------------------------------------------------------------------
// The table: every route with an action

const one = (route: string, door: Target['door'], role: Role, methods: Method[], variant: Variant, extra: Partial<Target> = {}): Target => ({
  route,
  door,
  role,
  methods,
  variants: [variant],
  ...extra,
})
const noId = (address: string) => () => address

/** The content administration's pages take the kind in the address: each kind, and some that are none. */
const contentPages = (suffix: 'new' | 'edit' | 'delete'): Variant[] => [
  ...CONTENT_TYPES.map(
    (type): Variant => ({
      path: (id) => (suffix === 'new' ? `/admin-content/${type}/new` : `/admin-content/${type}/${id}/${suffix}`),
      valid: CONTENT_VALID[type],
      realId: suffix === 'new' ? undefined : suffix === 'edit' ? stable(() => fixtures.content[type]) : () => CONTENT_FACTORIES[type]().then((i) => i.id),
    }),
  ),
  // The id slot of this variant is the kind.
  { path: (kind) => (suffix === 'new' ? `/admin-content/${kind}/new` : `/admin-content/${kind}/${fixtures.content.news}/${suffix}`), valid: CONTENT_VALID.news },
]

const contentApi = CONTENT_TYPES.flatMap((type): Target[] => [
  one(`routes/api+/${type}`, 'api', 'admin', ['POST'], { path: noId(`/api/${type}`), valid: CONTENT_VALID[type] }, { runs: 12 }),
  one(
    `routes/api+/${type}.$id`,
    'api',
    'admin',
    ['PUT', 'DELETE'],
    {
      path: (id) => `/api/${type}/${id}`,
      valid: CONTENT_VALID[type],
      realId: stableOrFresh(() => fixtures.content[type], () => CONTENT_FACTORIES[type]().then((i) => i.id)),
    },
    { runs: 12 },
  ),
])

const PASSWORD_RUNS = 8

const TARGETS: Target[] = [
  // Public forms
  one('routes/_public+/contact', 'page', 'anonymous', ['POST'], {
    path: noId('/contact'),
    valid: { ...contactBase, phone: '+60 12-345 6789', subject: 'general', newsletter: true },
  }),
  // "Send a message" on a profile (issue 36), and its JSON twin.
  one('routes/_public+/practitioner.$id', 'page', 'anonymous', ['POST'], {
    path: (id) => `/practitioner/${id}`,
    valid: { name: 'Hostile Visitor', email: 'visitor@example.com', message: 'Do you see clients on Saturdays?' },
    realId: stable(() => fixtures.practitioner),
  }),
  one('routes/api+/practitioners.$id.messages', 'api', 'anonymous', ['POST'], {
    path: (id) => `/api/practitioners/${id}/messages`,
    valid: { name: 'Hostile Visitor', email: 'visitor@example.com', message: 'Do you see clients on Saturdays?' },
    realId: stable(() => fixtures.practitioner),
  }),
  // The pledge takes its transfer slip (issue 18): bodies are uploads, the file in `slip`.
  one('routes/_public+/donate', 'page', 'anonymous', ['POST'], {
    path: noId('/donate'),
    valid: { name: 'Hostile Donor', email: 'donor@example.com', amount: '25.50', frequency: 'monthly', identification: '650101-12-5555' },
  }, { upload: true, uploadField: 'slip' }),
  // A pledge's own page, by its signed link: the slip sent later.
  one('routes/_public+/donate_.$id.slip', 'page', 'anonymous', ['POST'], {
    path: (id) => `/donate/${id}/slip?token=${slipTokenFor(id)}`,
    valid: {},
    realId: freshDonation,
  }, { upload: true, uploadField: 'slip' }),
  // Paying a pledge online (issue 34), by its signed link.
  one('routes/_public+/donate_.$id.pay', 'page', 'anonymous', ['POST'], {
    path: (id) => `/donate/${id}/pay?token=${slipTokenFor(id)}`,
    valid: {},
    realId: freshDonation,
  }),
  // The fake payment provider's bank (issue 34): the payer's choice.
  one('routes/_public+/payments.fake.$billId', 'page', 'anonymous', ['POST'], {
    path: (id) => `/payments/fake/${id}`,
    valid: { intent: 'pending' },
    realId: freshFakeBill,
  }),
  // The provider's callback: JSON is not what it sends (415); as forms, mostly, signatures that do not
  // verify (400). Genuine ones: tests/integration/online-payments.test.ts.
  one('routes/api+/payments.callback.$provider', 'api', 'anonymous', ['POST'], { path: noId('/api/payments/callback/fake'), valid: CALLBACK_FORGED }, { validStatus: 415 }),
  one('routes/api+/payments.callback.$provider', 'page', 'anonymous', ['POST'], { path: noId('/api/payments/callback/fake'), valid: CALLBACK_FORGED }, { validStatus: 400 }),
  one('routes/_public+/news._index', 'page', 'anonymous', ['POST'], { path: noId('/news?index'), valid: { email: 'reader@example.com' } }),
  one('routes/_account+/logout', 'page', 'anonymous', ['POST'], { path: noId('/logout'), valid: {} }),
  one('routes/_public+/disclaimer_.dismiss', 'page', 'anonymous', ['POST'], { path: noId('/disclaimer/dismiss'), valid: { afterDismiss: '/about?lng=ms' } }),
  one('routes/_account+/login', 'page', 'anonymous', ['POST'], {
    path: noId('/login'),
    valid: { email: '<login-email>', password: DEFAULT_PASSWORD, redirectTo: '/member-dashboard/cpd' },
  }, { runs: PASSWORD_RUNS }),
  // The application takes supporting documents (issue 18): bodies are uploads, the files in `documents`.
  one('routes/_account+/register', 'page', 'anonymous', ['POST'], { path: noId('/register'), valid: REGISTER_VALID }, { runs: PASSWORD_RUNS, upload: true, uploadField: 'documents' }),
  one('routes/_account+/forgot-password', 'page', 'anonymous', ['POST'], { path: noId('/forgot-password'), valid: { email: 'nobody@example.com' } }),
  one('routes/_account+/reset-password', 'page', 'anonymous', ['POST'], { path: noId('/reset-password'), valid: resetValid('<reset-token-page>') }, { runs: PASSWORD_RUNS }),
  // Member forms
  one('routes/_account+/change-password', 'page', 'member', ['POST'], { path: noId('/change-password'), valid: PASSWORD_CHANGE }, {
    ownAccount: true,
    runs: PASSWORD_RUNS,
  }),
  one('routes/_account+/profile', 'page', 'member', ['POST'], { path: noId('/profile'), valid: PROFILE_VALID }),
  // Issue 33: a staff member's choice of mail about their work, on /profile and by the API.
  one('routes/_account+/profile_.staff-mail', 'page', 'admin', ['POST'], { path: noId('/profile/staff-mail'), valid: { staffMail: 'daily' } }),
  one('routes/_account+/profile_.association-news', 'page', 'member', ['POST'], { path: noId('/profile/association-news'), valid: { associationNews: 'off' } }),
  one('routes/api+/me.staff-mail', 'api', 'admin', ['PUT'], { path: noId('/api/me/staff-mail'), valid: { staffMail: 'immediate' } }),
  // A member's own listing (issue 19)
  one('routes/_member+/member-dashboard_.listing', 'page', 'member', ['POST'], { path: noId('/member-dashboard/listing'), valid: MY_LISTING_VALID }),
  one('routes/api+/me.listing', 'api', 'member', ['PUT'], { path: noId('/api/me/listing'), valid: MY_LISTING_VALID }),
  // An account of its own never saves a draft: there is nothing to send, hide or show (409), whatever the body.
  one('routes/api+/me.listing.submit', 'api', 'member', ['POST'], { path: noId('/api/me/listing/submit'), valid: {} }, { ownAccount: true, validStatus: 409 }),
  one('routes/api+/me.listing.hide', 'api', 'member', ['POST'], { path: noId('/api/me/listing/hide'), valid: {} }, { ownAccount: true, validStatus: 409 }),
  one('routes/api+/me.listing.show', 'api', 'member', ['POST'], { path: noId('/api/me/listing/show'), valid: {} }, { ownAccount: true, validStatus: 409 }),
  one('routes/_public+/privacy', 'page', 'member', ['POST'], { path: noId('/privacy'), valid: { intent: 'acknowledge' } }),
  // Closing one's account (issue 21): started from a wrong password, so that the runs reach the checks
  // rather than a closed account's 401; its own account in case a run ever closes it.
  one('routes/_member+/member-dashboard_.close-account', 'page', 'member', ['POST'], { path: noId('/member-dashboard/close-account'), valid: { password: 'not-the-password' } }, {
    ownAccount: true,
    runs: PASSWORD_RUNS,
    validStatus: 400,
  }),
  // A request about one's data (issue 21): its own account, so that the five-a-day limit is this row's alone.
  one('routes/_member+/member-dashboard_.my-data', 'page', 'member', ['POST'], {
    path: noId('/member-dashboard/my-data'),
    valid: { kind: 'correction', message: 'My 2025 receipt shows my old name.' },
  }, { ownAccount: true }),
  one('routes/_admin+/admin.privacy', 'page', 'admin', ['POST'], {
    path: noId('/admin/privacy'),
    valid: { bodyEn: '## Who we are\n\nHostile run.', bodyMs: '## Siapa kami\n\nUjian.', effectiveDate: '2099-01-01' },
  }),
  one('routes/_account+/change-email', 'page', 'member', ['POST'], {
    path: noId('/change-email'),
    valid: { newEmail: 'moved.page@example.com', currentPassword: DEFAULT_PASSWORD },
  }, { ownAccount: true, runs: PASSWORD_RUNS }),
  one('routes/_account+/verify-email', 'page', 'member', ['POST'], { path: noId('/verify-email'), valid: {} }),
  one('routes/_member+/member-dashboard_.cpd.new', 'page', 'member', ['POST'], { path: noId('/member-dashboard/cpd/new'), valid: CPD_VALID }),
  one('routes/_member+/member-dashboard_.cpd.$id.edit', 'page', 'member', ['POST'], {
    path: (id) => `/member-dashboard/cpd/${id}/edit`,
    valid: CPD_VALID,
    realId: stable(() => fixtures.cpd),
  }),
  one('routes/_member+/member-dashboard_.cpd.$id.delete', 'page', 'member', ['POST'], {
    path: (id) => `/member-dashboard/cpd/${id}/delete`,
    valid: {},
    realId: freshCpd,
  }),
  // Administrators' forms
  one('routes/_admin+/admin.practitioners.new', 'page', 'admin', ['POST'], {
    path: noId('/admin/practitioners/new'),
    valid: { ...LISTING_VALID, returnTo: '/admin' },
  }),
  one('routes/_admin+/admin.practitioners.$id.edit', 'page', 'admin', ['POST'], {
    path: (id) => `/admin/practitioners/${id}/edit`,
    valid: { ...LISTING_VALID, returnTo: '/admin?page=2' },
    realId: stable(() => fixtures.practitioner),
  }),
  one('routes/_admin+/admin.practitioners.$id.delete', 'page', 'admin', ['POST'], {
    path: (id) => `/admin/practitioners/${id}/delete`,
    valid: { returnTo: '/admin' },
    realId: freshListing,
  }),
  one('routes/_admin+/admin.cpd', 'page', 'admin', ['POST'], {
    path: noId('/admin/cpd'),
    valid: { entryIds: ['<review-page>'], expectedUpdatedAt: ['<review-page-version>'], status: 'approved', note: 'Well done.' },
  }),
  // Stable records: the first valid post decides or pays them, and the bodies after it meet a 409.
  one('routes/_admin+/admin.applications', 'page', 'admin', ['POST'], {
    path: noId('/admin/applications'),
    valid: { intent: 'reject', userId: '<applicant>', reason: 'Please send your training certificates.' },
  }),
  one('routes/_admin+/admin.applications_.fellowships', 'page', 'admin', ['POST'], {
    path: noId('/admin/applications/fellowships'),
    valid: { intent: 'decline', requestId: '<fellowship-request>', reason: 'Please first complete this year’s CPD hours.' },
  }),
  // The association's DuitNow QR (issue 34): the upload (a QR image), the removal, and the API twin.
  one('routes/_admin+/admin.payment-settings', 'page', 'admin', ['POST'], { path: noId('/admin/payment-settings'), valid: { intent: 'upload' } }, { upload: true, uploadFile: QR_UPLOAD }),
  one('routes/_admin+/admin.payment-settings', 'page', 'admin', ['POST'], { path: noId('/admin/payment-settings'), valid: { intent: 'remove' } }),
  one('routes/api+/admin.payment-settings.duitnow-qr', 'api', 'admin', ['POST', 'DELETE'], { path: noId('/api/admin/payment-settings/duitnow-qr'), valid: {} }, { upload: true, uploadFile: QR_UPLOAD }),
  one('routes/_admin+/admin.payments', 'page', 'admin', ['POST'], {
    path: noId('/admin/payments'),
    valid: { id: '<invoice>', amount: '25.50', method: 'bank-transfer', reference: 'MBB 0042' },
  }),
  one('routes/_admin+/admin.donations', 'page', 'admin', ['POST'], {
    path: noId('/admin/donations'),
    valid: { id: '<donation>', amount: '25.50', method: 'duitnow', reference: 'DN 0042' },
  }),
  // The treasurer's books (issue 34): an invoice voided or credited on its page, expenses recorded and decided.
  one('routes/_admin+/admin.invoices.$id', 'page', 'admin', ['POST'], {
    path: (id) => `/admin/invoices/${id}`,
    valid: { intent: 'void', reason: 'Raised twice for the same application' },
    realId: freshInvoice,
  }),
  one('routes/_admin+/admin.invoices.$id', 'page', 'admin', ['POST'], {
    path: (id) => `/admin/invoices/${id}`,
    valid: { intent: 'credit-note', amount: '25.50', reason: 'Paid twice', refundReference: 'MBB 0042', refundedAt: '2020-03-13' },
    realId: freshPaidInvoice,
  }),
  one('routes/_admin+/admin.expenses', 'page', 'admin', ['POST'], {
    path: noId('/admin/expenses'),
    valid: { spentAt: '2020-03-12', payee: 'Dewan Komuniti', category: 'venue', amount: '350.00', description: 'Hall for the AGM' },
  }, { upload: true }),
  one('routes/_admin+/admin.expenses', 'page', 'admin', ['POST'], {
    path: noId('/admin/expenses'),
    valid: { intent: 'reject', id: '<expense>', reason: 'No receipt from the driver' },
  }),
  one('routes/_admin+/admin.members', 'page', 'admin', ['POST'], {
    path: noId('/admin/members?search=a&page=1'),
    valid: { intent: 'set-status', userId: '<subject>', membershipStatus: 'suspended' },
  }),
  // The roster import's page: the confirmation carries the roster's text; the dry run is an upload, and
  // the picture the upload bodies start from is not a roster (400).
  one('routes/_admin+/admin.members_.import', 'page', 'admin', ['POST'], {
    path: noId('/admin/members/import'),
    valid: { intent: 'confirm', csv: 'email,firstName,lastName,membershipId,membershipType,expiresAt\n' },
  }),
  one('routes/_admin+/admin.members_.import', 'page', 'admin', ['POST'], { path: noId('/admin/members/import'), valid: { intent: 'preview' } }, { upload: true, validStatus: 400 }),
  { route: 'routes/_admin+/admin-content_.$type.new', door: 'page', role: 'admin', methods: ['POST'], variants: contentPages('new') },
  { route: 'routes/_admin+/admin-content_.$type.$id.edit', door: 'page', role: 'admin', methods: ['POST'], variants: contentPages('edit') },
  { route: 'routes/_admin+/admin-content_.$type.$id.delete', door: 'page', role: 'admin', methods: ['POST'], variants: contentPages('delete') },
  one('routes/_admin+/admin-content_.galleries.$id.photos', 'page', 'admin', ['POST'], {
    path: (id) => `/admin-content/galleries/${id}/photos`,
    valid: { intent: 'save' },
    realId: stable(() => fixtures.content.galleries),
  }),
  one('routes/_admin+/admin-content_.committee-photo', 'page', 'admin', ['POST'], { path: noId('/admin-content/committee-photo'), valid: { imageAlt: 'The committee' } }),
  // Member resources (issue 17): the list's add form and publish buttons, the edit and delete pages, the API.
  one('routes/_admin+/admin-content_.resources', 'page', 'admin', ['POST'], { path: noId('/admin-content/resources'), valid: RESOURCE_VALID }),
  one('routes/_admin+/admin-content_.resources', 'page', 'admin', ['POST'], { path: noId('/admin-content/resources'), valid: { intent: 'publish', id: '<member-resource>' } }),
  one('routes/_admin+/admin-content_.resources', 'page', 'admin', ['POST'], { path: noId('/admin-content/resources'), valid: { kind: 'document', title: 'Handbook' } }, { upload: true, uploadField: 'document', validStatus: 415 }),
  one('routes/_admin+/admin-content_.resources_.$id.edit', 'page', 'admin', ['POST'], {
    path: (id) => `/admin-content/resources/${id}/edit`,
    valid: RESOURCE_VALID,
    realId: stable(() => fixtures.memberResource),
  }),
  one('routes/_admin+/admin-content_.resources_.$id.delete', 'page', 'admin', ['POST'], {
    path: (id) => `/admin-content/resources/${id}/delete`,
    valid: {},
    realId: freshMemberResource,
  }),
  one('routes/api+/admin.resources', 'api', 'admin', ['POST'], { path: noId('/api/admin/resources'), valid: RESOURCE_VALID }),
  one('routes/api+/admin.resources.$id', 'api', 'admin', ['PUT', 'PATCH', 'DELETE'], {
    path: (id) => `/api/admin/resources/${id}`,
    valid: RESOURCE_VALID,
    realId: stableOrFresh(() => fixtures.memberResource, freshMemberResource),
  }),
  one('routes/_admin+/admin.messages', 'page', 'admin', ['POST'], { path: noId('/admin/messages?show=unhandled'), valid: { intent: 'mark-handled', id: '<message>' } }),
  one('routes/_admin+/admin.messages_.$id.delete', 'page', 'admin', ['POST'], {
    path: (id) => `/admin/messages/${id}/delete`,
    valid: {},
    realId: freshMessage,
  }),
  one('routes/_admin+/admin.messages_.subscribers_.$id.delete', 'page', 'admin', ['POST'], {
    path: (id) => `/admin/messages/subscribers/${id}/delete`,
    valid: {},
    realId: freshSubscriber,
  }),
  one('routes/_admin+/admin.privacy_.breaches', 'page', 'admin', ['POST'], {
    path: noId('/admin/privacy/breaches'),
    valid: { intent: 'record', summary: 'A laptop was stolen', affected: 'Members', foundAt: '2026-01-05T09:30' },
  }),
  one('routes/api+/admin.breaches', 'api', 'admin', ['POST'], {
    path: noId('/api/admin/breaches'),
    valid: { summary: 'A laptop was stolen', affected: 'Members', foundAt: '2026-01-05T09:30:00+08:00' },
  }),
  one('routes/api+/admin.breaches.$id', 'api', 'admin', ['PATCH'], {
    path: (id) => `/api/admin/breaches/${id}`,
    valid: { notice: 'commissioner' },
    realId: freshBreach,
  }),
  // The office-bearers' register (issue 35): recording a holder (the page and the API), ending a term,
  // reordering and adding positions, a position's page and a term's correction.
  one('routes/_admin+/admin.office-bearers', 'page', 'admin', ['POST'], {
    path: noId('/admin/office-bearers'),
    valid: { intent: 'record', position: '<office-position>', name: 'Hostile Holder', from: '2019-01-01', until: '2019-01-01' },
  }),
  one('routes/_admin+/admin.office-bearers', 'page', 'admin', ['POST'], { path: noId('/admin/office-bearers'), valid: { intent: 'end', termId: '<office-term>', until: '2099-01-01' } }),
  one('routes/_admin+/admin.office-bearers', 'page', 'admin', ['POST'], { path: noId('/admin/office-bearers'), valid: { intent: 'move-down', positionId: '<office-position>' } }),
  one('routes/_admin+/admin.office-bearers', 'page', 'admin', ['POST'], { path: noId('/admin/office-bearers'), valid: { intent: 'add-position', title: 'Hostile Position', seats: 2 } }),
  one('routes/_admin+/admin.office-bearers_.positions.$id', 'page', 'admin', ['POST'], {
    path: (id) => `/admin/office-bearers/positions/${id}`,
    valid: { intent: 'save', title: 'Hostile Position', titleMs: 'Jawatan', seats: 20 },
    realId: stable(() => fixtures.officePosition),
  }),
  one('routes/_admin+/admin.office-bearers_.terms.$id', 'page', 'admin', ['POST'], {
    path: (id) => `/admin/office-bearers/terms/${id}`,
    valid: { name: 'Hostile Holder', from: '2020-03-12' },
    realId: stable(() => fixtures.officeTerm),
  }),
  one('routes/api+/admin.office-bearers', 'api', 'admin', ['POST'], {
    path: noId('/api/admin/office-bearers'),
    valid: { position: '<office-position>', name: 'Hostile Holder', from: '2018-01-01', until: '2018-01-01' },
  }),
  // The annual return's rule amendments (issue 35, item 4): added on the log's page and the API, corrected on an amendment's page and the API.
  one('routes/_admin+/admin.annual-return_.amendments', 'page', 'admin', ['POST'], {
    path: noId('/admin/annual-return/amendments'),
    valid: { meetingDay: '2020-03-12', clause: 'Clause 2', before: 'Old text', after: 'New text', approvedOn: '2020-04-01' },
  }),
  one('routes/_admin+/admin.annual-return_.amendments_.$id', 'page', 'admin', ['POST'], {
    path: (id) => `/admin/annual-return/amendments/${id}`,
    valid: { intent: 'save', meetingDay: '2020-03-12', clause: 'Clause 3', after: 'Corrected text' },
    realId: stable(() => fixtures.ruleAmendment),
  }),
  one('routes/api+/admin.rule-amendments', 'api', 'admin', ['POST'], {
    path: noId('/api/admin/rule-amendments'),
    valid: { meetingDay: '2020-03-12', clause: 'Clause 4', after: 'New text', approvedOn: null },
  }),
  one('routes/api+/admin.rule-amendments.$id', 'api', 'admin', ['PUT'], {
    path: (id) => `/api/admin/rule-amendments/${id}`,
    valid: { meetingDay: '2020-03-12', clause: 'Clause 5', after: 'Corrected text' },
    realId: stable(() => fixtures.ruleAmendment),
  }),
  one('routes/_admin+/admin.messages_.newsletter', 'page', 'admin', ['POST'], {
    path: noId('/admin/messages/newsletter'),
    valid: { intent: 'create', subjectEn: 'News', subjectMs: 'Berita', bodyEn: 'Hello', bodyMs: 'Salam' },
  }),
  one('routes/api+/admin.newsletter-issues', 'api', 'admin', ['POST'], {
    path: noId('/api/admin/newsletter-issues'),
    valid: { subjectEn: 'News', subjectMs: 'Berita', bodyEn: 'Hello', bodyMs: 'Salam' },
  }),
  one('routes/api+/admin.newsletter-issues.$id.send', 'api', 'admin', ['POST'], {
    path: (id) => `/api/admin/newsletter-issues/${id}/send`,
    valid: {},
    realId: freshIssue,
  }),
  // Messages to members (issue 35, item 5): a draft (the page and the API), and its send.
  one('routes/_admin+/admin.messages_.members', 'page', 'admin', ['POST'], {
    path: noId('/admin/messages/members'),
    valid: { subjectEn: 'News', bodyEn: 'Hello', subjectMs: 'Berita', bodyMs: 'Salam', group: 'type', membershipType: 'Honorary Fellow', category: 'news' },
  }),
  one('routes/api+/admin.member-messages', 'api', 'admin', ['POST'], {
    path: noId('/api/admin/member-messages'),
    valid: { subjectEn: 'News', bodyEn: 'Hello', group: 'type', membershipType: 'Honorary Fellow', category: 'notice' },
  }),
  one('routes/_admin+/admin.messages_.members_.$id', 'page', 'admin', ['POST'], {
    path: (id) => `/admin/messages/members/${id}`,
    valid: {},
    realId: freshMemberMessage,
  }),
  one('routes/api+/admin.member-messages.$id.send', 'api', 'admin', ['POST'], {
    path: (id) => `/api/admin/member-messages/${id}/send`,
    valid: {},
    realId: freshMemberMessage,
  }),
  // Elections (issue 35): calling one, a paper candidate, a ballot (the page and the API), a nomination and its confirmation.
  one('routes/_admin+/admin.elections', 'page', 'admin', ['POST'], {
    path: noId('/admin/elections'),
    valid: { title: 'Annual general meeting 2099', positions: 'Two committee members', seats: 2, opensAt: '2099-06-01T09:00', closesAt: '2099-06-01T17:00', rollDate: '2099-05-31' },
  }),
  one('routes/api+/admin.elections', 'api', 'admin', ['POST'], {
    path: noId('/api/admin/elections'),
    valid: { title: 'Annual general meeting 2099', positions: 'Two committee members', seats: 2, opensAt: '2099-06-01T09:00:00+08:00', closesAt: '2099-06-01T17:00:00+08:00', rollDate: '2099-05-31' },
  }),
  one('routes/_admin+/admin.elections_.$id', 'page', 'admin', ['POST'], {
    path: (id) => `/admin/elections/${id}`,
    valid: { intent: 'add-candidate', membershipId: '<voting-member-id>', statement: 'Twenty years of service.' },
    realId: freshUpcomingElection,
  }),
  one('routes/api+/admin.elections.$id.candidates', 'api', 'admin', ['POST'], {
    path: (id) => `/api/admin/elections/${id}/candidates`,
    valid: { userId: '<voting-member>', statement: 'Twenty years of service.' },
    realId: freshUpcomingElection,
  }),
  one('routes/_member+/elections.$id', 'page', 'member', ['POST'], {
    path: (id) => `/elections/${id}`,
    valid: { candidateIds: ['<ballot-candidate-page>'] },
    realId: stable(() => fixtures.elections.page.id),
  }),
  one('routes/api+/elections.$id.ballots', 'api', 'member', ['POST'], {
    path: (id) => `/api/elections/${id}/ballots`,
    valid: { candidateIds: ['<ballot-candidate-api>'] },
    realId: stable(() => fixtures.elections.api.id),
  }),
  one('routes/_member+/elections_.$id.nominate', 'page', 'member', ['POST'], {
    path: (id) => `/elections/${id}/nominate`,
    valid: { candidate: '<nominee-candidate>', proposer: '<nominee-proposer>', seconder: '<nominee-seconder>' },
    realId: stable(() => fixtures.elections.upcoming),
  }),
  one('routes/_public+/elections_.$id.nominations.$nominationId.confirm', 'page', 'anonymous', ['POST'], {
    path: nominationPath,
    valid: { as: 'proposer', token: '<nomination-token>' },
    realId: stable(() => fixtures.elections.nomination.id),
  }),
  // General meetings (issue 35, item 2): calling one (the page and the API), its page's intents, its
  // papers (an upload), the notice, and a member's RSVP (the page and the API).
  one('routes/_admin+/admin.meetings', 'page', 'admin', ['POST'], { path: noId('/admin/meetings'), valid: MEETING_VALID }),
  one('routes/api+/admin.meetings', 'api', 'admin', ['POST'], { path: noId('/api/admin/meetings'), valid: { ...MEETING_VALID, startsAt: '2099-06-01T10:00:00+08:00' } }),
  one('routes/_admin+/admin.meetings_.$id', 'page', 'admin', ['POST'], { path: (id) => `/admin/meetings/${id}`, valid: { intent: 'details', ...MEETING_VALID }, realId: freshMeeting }),
  one('routes/_admin+/admin.meetings_.$id', 'page', 'admin', ['POST'], { path: (id) => `/admin/meetings/${id}`, valid: { intent: 'minutes', minutes: 'Opened at 10:00.', minutesMs: 'Dibuka pada 10:00.' }, realId: freshMeeting }),
  one('routes/_admin+/admin.meetings_.$id', 'page', 'admin', ['POST'], { path: (id) => `/admin/meetings/${id}`, valid: { intent: 'notice', force: true }, realId: freshMeeting }),
  one('routes/_admin+/admin.meetings_.$id', 'page', 'admin', ['POST'], {
    path: (id) => `/admin/meetings/${id}`,
    valid: { intent: 'attendance', listed: ['<meeting-member>'], present: ['<meeting-member>'] },
    realId: freshNoticedMeeting,
  }),
  one('routes/_admin+/admin.meetings_.$id_.papers', 'page', 'admin', ['POST'], { path: (id) => `/admin/meetings/${id}/papers`, valid: { title: 'Annual report' }, realId: freshMeeting }, { upload: true, validStatus: 415 }),
  one('routes/api+/admin.meetings.$id.notice', 'api', 'admin', ['POST'], { path: (id) => `/api/admin/meetings/${id}/notice`, valid: { force: true }, realId: freshMeeting }),
  one('routes/_member+/meetings.$id', 'page', 'member', ['POST'], { path: (id) => `/meetings/${id}`, valid: { answer: 'attending' }, realId: stable(() => fixtures.meeting) }),
  one('routes/api+/meetings.$id.rsvp', 'api', 'member', ['POST'], { path: (id) => `/api/meetings/${id}/rsvp`, valid: { answer: 'online' }, realId: stable(() => fixtures.meeting) }),
  // The public API
  one('routes/api+/contact', 'api', 'anonymous', ['POST'], { path: noId('/api/contact'), valid: { ...contactBase, subject: 'general', newsletter: true } }),
  one('routes/api+/newsletter', 'api', 'anonymous', ['POST'], { path: noId('/api/newsletter'), valid: { email: 'reader@example.com' } }),
  one('routes/api+/newsletter.confirm', 'api', 'anonymous', ['POST'], { path: noId('/api/newsletter/confirm'), valid: { token: '<newsletter-token-api>' } }),
  one('routes/api+/newsletter.unsubscribe', 'api', 'anonymous', ['POST'], {
    path: noId('/api/newsletter/unsubscribe'),
    valid: { email: '<unsubscribe-email>', token: '<unsubscribe-token>' },
  }),
  one('routes/_public+/newsletter.confirm', 'page', 'anonymous', ['POST'], { path: noId('/newsletter/confirm'), valid: { token: '<newsletter-token-page>' } }),
  one('routes/_public+/member-news.unsubscribe', 'page', 'anonymous', ['POST'], {
    path: noId('/member-news/unsubscribe'),
    valid: { user: '<member-news-user>', token: '<member-news-token>' },
  }),
  one('routes/_public+/newsletter.unsubscribe', 'page', 'anonymous', ['POST'], {
    path: noId('/newsletter/unsubscribe'),
    valid: { email: '<unsubscribe-email>', token: '<unsubscribe-token>' },
  }),
  one('routes/api+/auth.login', 'api', 'anonymous', ['POST'], { path: noId('/api/auth/login'), valid: { email: '<login-email>', password: DEFAULT_PASSWORD } }, {
    runs: PASSWORD_RUNS,
  }),
  one('routes/api+/auth.logout', 'api', 'anonymous', ['POST'], { path: noId('/api/auth/logout'), valid: {} }),
  one('routes/api+/auth.register', 'api', 'anonymous', ['POST'], {
    path: noId('/api/auth/register'),
    valid: { ...REGISTER_VALID, email: 'api.member@example.com', username: 'api_member', membershipId: 'EMP9002' },
  }, { runs: PASSWORD_RUNS }),
  // The same as multipart, with supporting documents in `documents` (issue 18).
  one('routes/api+/auth.register', 'api', 'anonymous', ['POST'], {
    path: noId('/api/auth/register'),
    valid: { ...REGISTER_VALID, email: 'api.documents@example.com', username: 'api_documents', membershipId: 'EMP9003' },
  }, { runs: PASSWORD_RUNS, upload: true, uploadField: 'documents' }),
  one('routes/api+/auth.forgot-password', 'api', 'anonymous', ['POST'], { path: noId('/api/auth/forgot-password'), valid: { email: 'nobody@example.com' } }),
  one('routes/api+/auth.reset-password', 'api', 'anonymous', ['POST'], { path: noId('/api/auth/reset-password'), valid: resetValid('<reset-token-api>') }, { runs: PASSWORD_RUNS }),
  one('routes/api+/auth.verify-email', 'api', 'anonymous', ['POST'], { path: noId('/api/auth/verify-email'), valid: { token: '<verify-token>' } }),
  // The members' API
  one('routes/api+/auth.me', 'api', 'member', ['POST'], { path: noId('/api/auth/me'), valid: {} }, { validStatus: 405 }),
  one('routes/api+/me', 'api', 'member', ['DELETE'], { path: noId('/api/me'), valid: { password: 'not-the-password' } }, {
    ownAccount: true,
    runs: PASSWORD_RUNS,
    validStatus: 400,
  }),
  // Answering a data request (issue 21): a fresh open request for each run, so that every run reaches the write.
  one('routes/_admin+/admin.privacy_.requests', 'page', 'admin', ['POST'], {
    path: noId('/admin/privacy/requests'),
    valid: { id: '<data-request>', note: 'Corrected the receipt name.' },
  }),
  one('routes/api+/admin.data-requests.$id', 'api', 'admin', ['PATCH'], {
    path: (id) => `/api/admin/data-requests/${id}`,
    valid: { note: 'Corrected the receipt name.' },
    realId: () => newDataRequest(),
  }),
  one('routes/api+/admin.data-requests', 'api', 'admin', ['POST'], { path: noId('/api/admin/data-requests'), valid: {} }, { validStatus: 405 }),
  one('routes/api+/me.export', 'api', 'member', ['POST'], { path: noId('/api/me/export'), valid: {} }, { validStatus: 405 }),
  one('routes/api+/me.data-requests', 'api', 'member', ['POST'], {
    path: noId('/api/me/data-requests'),
    valid: { kind: 'access', message: 'Which event registrations do you hold?' },
  }, { ownAccount: true }),
  one('routes/api+/auth.profile', 'api', 'member', ['PUT'], { path: noId('/api/auth/profile'), valid: PROFILE_VALID }),
  one('routes/api+/auth.change-password', 'api', 'member', ['PUT', 'POST'], { path: noId('/api/auth/change-password'), valid: PASSWORD_CHANGE }, {
    ownAccount: true,
    runs: PASSWORD_RUNS,
  }),
  one('routes/api+/auth.change-email', 'api', 'member', ['POST'], { path: noId('/api/auth/change-email'), valid: { newEmail: 'moved.member@example.com', currentPassword: DEFAULT_PASSWORD } }, {
    ownAccount: true,
    runs: PASSWORD_RUNS,
  }),
  one('routes/api+/auth.verify-email.resend', 'api', 'member', ['POST'], { path: noId('/api/auth/verify-email/resend'), valid: {} }),
  one('routes/api+/cpd', 'api', 'member', ['POST'], { path: noId('/api/cpd'), valid: CPD_VALID }),
  one('routes/api+/cpd.$id', 'api', 'member', ['PUT', 'DELETE'], {
    path: (id) => `/api/cpd/${id}`,
    valid: CPD_VALID,
    realId: stableOrFresh(() => fixtures.cpd, freshCpd),
  }),
  // Uploads
  one('routes/api+/media', 'api', 'member', ['POST'], { path: noId('/api/media'), valid: { alt: 'The clinic door', visibility: 'public', purpose: 'portrait' } }, { upload: true }),
  one('routes/api+/membership.invoices.$id.proof', 'api', 'member', ['POST'], {
    path: (id) => `/api/membership/invoices/${id}/proof`,
    valid: { reference: 'MBB 123456' },
    realId: freshOwnInvoice,
  }, { upload: true }),
  one('routes/_member+/member-dashboard_.invoices.$id.proof', 'page', 'member', ['POST'], {
    path: (id) => `/member-dashboard/invoices/${id}/proof`,
    valid: { reference: 'MBB 123456' },
    realId: freshOwnInvoice,
  }, { upload: true }),
  // Paying an invoice online (issue 34): the member's own, a bill at the provider.
  one('routes/api+/membership.invoices.$id.checkout', 'api', 'member', ['POST'], {
    path: (id) => `/api/membership/invoices/${id}/checkout`,
    valid: {},
    realId: freshOwnInvoice,
  }),
  one('routes/_member+/member-dashboard_.invoices.$id.pay', 'page', 'member', ['POST'], {
    path: (id) => `/member-dashboard/invoices/${id}/pay`,
    valid: {},
    realId: freshOwnInvoice,
  }),
  // The fixtures' member is no waiting applicant: a good answer is 409, the bodies are read first.
  one('routes/api+/membership.application', 'api', 'member', ['POST'], { path: noId('/api/membership/application'), valid: { answer: 'Attached.' } }, { upload: true, uploadField: 'documents', validStatus: 409 }),
  one('routes/_member+/member-dashboard_.application', 'page', 'member', ['POST'], { path: noId('/member-dashboard/application'), valid: { answer: 'Attached.' } }, { upload: true, uploadField: 'documents', validStatus: 409 }),
  one('routes/api+/media.$id', 'api', 'member', ['DELETE'], { path: (id) => `/api/media/${id}`, valid: {}, realId: freshPrivateFile }),
  // The administrators' API
  one('routes/api+/admin.cpd.$id', 'api', 'admin', ['PUT'], {
    path: (id) => `/api/admin/cpd/${id}`,
    valid: { status: 'rejected', note: 'Please attach the certificate.' },
    realId: stable(() => fixtures.apiReviewCpd),
  }),
  one('routes/api+/admin.members.$id', 'api', 'admin', ['PUT'], {
    path: (id) => `/api/admin/members/${id}`,
    valid: { membershipId: 'EMP77001' },
    realId: stable(() => fixtures.subject),
  }),
  one('routes/api+/admin.members.$id', 'api', 'admin', ['PATCH'], {
    path: (id) => `/api/admin/members/${id}`,
    valid: { membershipStatus: 'active', expiresAt: null },
    realId: stable(() => fixtures.subject),
  }),
  // A closure to cancel: the subject has none pending, so the valid request is refused, with a toast on the
  // list for the page and 409 for the API (the success is in account-closure.test.ts).
  one('routes/_admin+/admin.members_.$id', 'page', 'admin', ['POST'], {
    path: (id) => `/admin/members/${id}`,
    valid: { intent: 'add-note', text: 'Called about the renewal.' },
    realId: stable(() => fixtures.subject),
  }),
  one('routes/api+/admin.members.$id.story', 'api', 'admin', ['POST'], { path: (id) => `/api/admin/members/${id}/story`, valid: {}, realId: stable(() => fixtures.subject) }, { validStatus: 405 }),
  one('routes/api+/admin.members.$id.notes', 'api', 'admin', ['POST'], {
    path: (id) => `/api/admin/members/${id}/notes`,
    valid: { text: 'Called about the renewal.' },
    realId: stable(() => fixtures.subject),
  }),
  one('routes/_admin+/admin.members_.$id_.cancel-closure', 'page', 'admin', ['POST'], {
    path: (id) => `/admin/members/${id}/cancel-closure`,
    valid: {},
    realId: stable(() => fixtures.subject),
  }),
  one('routes/api+/admin.members.$id.closure', 'api', 'admin', ['DELETE'], {
    path: (id) => `/api/admin/members/${id}/closure`,
    valid: {},
    realId: stable(() => fixtures.subject),
  }, { validStatus: 409 }),
  // The roster import reads multipart only: the JSON body these start from is 415.
  one('routes/api+/admin.members.import', 'api', 'admin', ['POST'], { path: noId('/api/admin/members/import'), valid: { file: 'email,firstName' } }, { validStatus: 415 }),
  // The membership lifecycle (issue 18)
  one('routes/api+/membership', 'api', 'member', ['POST'], { path: noId('/api/membership'), valid: {} }, { validStatus: 405 }),
  // The fixtures' member was never rejected: applying again is 409 for the valid body.
  one('routes/api+/membership.reapply', 'api', 'member', ['POST'], { path: noId('/api/membership/reapply'), valid: { membershipType: 'Associate', claimedMembershipId: 'EMP5005' } }, { validStatus: 409 }),
  one('routes/_member+/member-dashboard_.reapply', 'page', 'member', ['POST'], { path: noId('/member-dashboard/reapply'), valid: { membershipType: 'Associate', claimedMembershipId: 'EMP5005', phone: '+60 12-345 6789', state: 'Sabah' } }, { validStatus: 409 }),
  // The fixtures' member joined today: too soon to ask to become a Fellow, so the valid body is 403.
  one('routes/api+/membership.fellowship', 'api', 'member', ['POST'], { path: noId('/api/membership/fellowship'), valid: { note: 'Twenty years of practice.' } }, { validStatus: 403 }),
  one('routes/_member+/member-dashboard_.fellowship', 'page', 'member', ['POST'], { path: noId('/member-dashboard/fellowship'), valid: { note: 'Twenty years of practice.' } }, { validStatus: 403 }),
  one('routes/api+/admin.fellowships', 'api', 'admin', ['POST'], { path: noId('/api/admin/fellowships'), valid: {} }, { validStatus: 405 }),
  one('routes/api+/admin.fellowships.$id.approve', 'api', 'admin', ['POST'], {
    path: (id) => `/api/admin/fellowships/${id}/approve`,
    valid: {},
    realId: freshFellowshipRequest,
  }),
  one('routes/api+/admin.fellowships.$id.decline', 'api', 'admin', ['POST'], {
    path: (id) => `/api/admin/fellowships/${id}/decline`,
    valid: { reason: 'Please first complete this year’s CPD hours.' },
    realId: freshFellowshipRequest,
  }),
  one('routes/api+/admin.listing-reviews', 'api', 'admin', ['POST'], { path: noId('/api/admin/listing-reviews'), valid: {} }, { validStatus: 405 }),
  // No review has this id: the bodies are read (a return's note) and answered 400 or 404, never 500.
  one('routes/api+/admin.listing-reviews.$id.approve', 'api', 'admin', ['POST'], { path: noId(`/api/admin/listing-reviews/${'0'.repeat(24)}/approve`), valid: {} }, { validStatus: 404 }),
  one('routes/api+/admin.listing-reviews.$id.return', 'api', 'admin', ['POST'], { path: noId(`/api/admin/listing-reviews/${'0'.repeat(24)}/return`), valid: { note: 'Please add your town.' } }, { validStatus: 404 }),
  one('routes/_admin+/admin.listings.reviews', 'page', 'admin', ['POST'], { path: noId('/admin/listings/reviews'), valid: { intent: 'return', reviewId: '0'.repeat(24), note: 'Please add your town.' } }, { validStatus: 404 }),
  one('routes/api+/admin.applications', 'api', 'admin', ['POST'], { path: noId('/api/admin/applications'), valid: {} }, { validStatus: 405 }),
  one('routes/api+/admin.applications.$userId.approve', 'api', 'admin', ['POST'], {
    path: (id) => `/api/admin/applications/${id}/approve`,
    valid: {},
    realId: freshApplicant,
  }),
  one('routes/api+/admin.applications.$userId.reject', 'api', 'admin', ['POST'], {
    path: (id) => `/api/admin/applications/${id}/reject`,
    valid: { reason: 'Please send your training certificates.' },
    realId: freshApplicant,
  }),
  one('routes/api+/admin.applications.$userId.information-request', 'api', 'admin', ['POST'], {
    path: (id) => `/api/admin/applications/${id}/information-request`,
    valid: { message: 'Please send your training certificates.', documents: ['training-hours'] },
    realId: freshApplicant,
  }),
  one('routes/api+/admin.invoices', 'api', 'admin', ['POST'], { path: noId('/api/admin/invoices'), valid: {} }, { validStatus: 405 }),
  one('routes/api+/admin.invoices.$id.payments', 'api', 'admin', ['POST'], {
    path: (id) => `/api/admin/invoices/${id}/payments`,
    valid: { amount: 25.5, method: 'bank-transfer', reference: 'MBB 0042' },
    realId: freshInvoice,
  }),
  one('routes/api+/admin.ledger', 'api', 'admin', ['POST'], { path: noId('/api/admin/ledger'), valid: {} }, { validStatus: 405 }),
  // Bank statement reconciliation (issue 34, item 3): the upload (the picture the bodies start from is no
  // statement: 400) on the page and in the API; one statement's confirmation and assignment by hand.
  one('routes/_admin+/admin.reconciliation', 'page', 'admin', ['POST'], { path: noId('/admin/reconciliation'), valid: {} }, { upload: true, validStatus: 400 }),
  one('routes/api+/admin.reconciliation', 'api', 'admin', ['POST'], { path: noId('/api/admin/reconciliation'), valid: {} }, { upload: true, validStatus: 400 }),
  one('routes/api+/admin.reconciliation.$id', 'api', 'admin', ['POST'], {
    path: (id) => `/api/admin/reconciliation/${id}`,
    valid: {},
    realId: stable(() => fixtures.statement.id),
  }, { validStatus: 405 }),
  one('routes/api+/admin.reconciliation.$id.confirm', 'api', 'admin', ['POST'], {
    path: (id) => `/api/admin/reconciliation/${id}/confirm`,
    valid: { lines: [2, 3] },
    realId: stable(() => fixtures.statement.id),
  }),
  one('routes/api+/admin.reconciliation.$id.assign', 'api', 'admin', ['POST'], {
    path: (id) => `/api/admin/reconciliation/${id}/assign`,
    valid: { line: 3, donationId: '<statement-pledge>' },
    realId: freshStatement,
  }),
  one('routes/_admin+/admin.reconciliation_.$id', 'page', 'admin', ['POST'], {
    path: (id) => `/admin/reconciliation/${id}`,
    valid: { intent: 'confirm', lines: ['2'] },
    realId: stable(() => fixtures.statement.id),
  }),
  one('routes/_admin+/admin.reconciliation_.$id', 'page', 'admin', ['POST'], {
    path: (id) => `/admin/reconciliation/${id}`,
    valid: { intent: 'assign', line: '3', donationId: '<statement-pledge>' },
    realId: freshStatement,
  }),
  one('routes/api+/admin.income-and-expenditure', 'api', 'admin', ['POST'], { path: noId('/api/admin/income-and-expenditure'), valid: {} }, { validStatus: 405 }),
  one('routes/api+/admin.annual-return', 'api', 'admin', ['POST'], { path: noId('/api/admin/annual-return'), valid: {} }, { validStatus: 405 }),
  one('routes/api+/admin.invoices.$id.void', 'api', 'admin', ['POST'], {
    path: (id) => `/api/admin/invoices/${id}/void`,
    valid: { reason: 'Raised twice for the same application' },
    realId: freshInvoice,
  }),
  one('routes/api+/admin.invoices.$id.credit-notes', 'api', 'admin', ['POST'], {
    path: (id) => `/api/admin/invoices/${id}/credit-notes`,
    valid: { amount: 25.5, reason: 'Paid twice', refundReference: 'MBB 0042', refundedAt: '2020-03-13' },
    realId: freshPaidInvoice,
  }),
  one('routes/api+/admin.expenses', 'api', 'admin', ['POST'], {
    path: noId('/api/admin/expenses'),
    valid: { spentAt: '2020-03-12', payee: 'Dewan Komuniti', category: 'venue', amount: '350.00', description: 'Hall for the AGM' },
  }, { upload: true }),
  one('routes/api+/admin.expenses.$id.approve', 'api', 'admin', ['POST'], { path: (id) => `/api/admin/expenses/${id}/approve`, valid: {}, realId: freshExpense }),
  one('routes/api+/admin.expenses.$id.reject', 'api', 'admin', ['POST'], {
    path: (id) => `/api/admin/expenses/${id}/reject`,
    valid: { reason: 'No receipt from the driver' },
    realId: freshExpense,
  }),
  one('routes/api+/admin.reminders', 'api', 'admin', ['POST'], { path: noId('/api/admin/reminders'), valid: {} }, { validStatus: 405 }),
  one('routes/api+/admin.reminders.run', 'api', 'admin', ['POST'], { path: noId('/api/admin/reminders/run'), valid: {} }),
  one('routes/_admin+/admin.reminders_.run', 'page', 'admin', ['POST'], { path: noId('/admin/reminders/run'), valid: {} }),
  one('routes/api+/admin.register-duties.run', 'api', 'admin', ['POST'], { path: noId('/api/admin/register-duties/run'), valid: {} }),
  // issue 36: conduct
  one('routes/_public+/raise-a-concern', 'page', 'anonymous', ['POST'], { path: noId('/raise-a-concern'), valid: CONCERN_VALID }, { upload: true, uploadField: 'evidence' }),
  one('routes/api+/concerns', 'api', 'anonymous', ['POST'], { path: noId('/api/concerns'), valid: CONCERN_VALID }),
  one('routes/api+/concerns', 'api', 'anonymous', ['POST'], { path: noId('/api/concerns'), valid: CONCERN_VALID }, { upload: true, uploadField: 'evidence' }),
  one('routes/_admin+/admin.concerns_.$id', 'page', 'admin', ['POST'], { path: (id) => `/admin/concerns/${id}`, valid: { intent: 'add-note', text: 'A note.' }, realId: freshConcern('under-investigation') }),
  one('routes/_admin+/admin.concerns_.$id', 'page', 'admin', ['POST'], { path: (id) => `/admin/concerns/${id}`, valid: { intent: 'acknowledge' }, realId: freshConcern('received') }),
  one('routes/_admin+/admin.concerns_.$id', 'page', 'admin', ['POST'], { path: (id) => `/admin/concerns/${id}`, valid: { intent: 'put-to-practitioner', text: 'Put.', responseDue: '2099-01-01' }, realId: freshConcern('received') }),
  one('routes/_admin+/admin.concerns_.$id', 'page', 'admin', ['POST'], { path: (id) => `/admin/concerns/${id}`, valid: { intent: 'decide', outcome: 'suspension', reasons: 'Proven.', ...SANCTION_TERMS }, realId: freshConcern('under-investigation') }),
  one('routes/_admin+/admin.concerns_.$id', 'page', 'admin', ['POST'], { path: (id) => `/admin/concerns/${id}`, valid: { intent: 'record-appeal', grounds: 'The decision was unfair.', receivedOn: '2021-01-01' }, realId: freshConcern('decided') }),
  one('routes/_admin+/admin.concerns_.$id', 'page', 'admin', ['POST'], { path: (id) => `/admin/concerns/${id}`, valid: { intent: 'final-decision', action: 'vary', outcome: 'warning', reasons: 'Varied.', ...SANCTION_TERMS }, realId: freshConcern('under-appeal') }),
  one('routes/_admin+/admin.concerns_.$id', 'page', 'admin', ['POST'], { path: (id) => `/admin/concerns/${id}`, valid: { intent: 'close', reason: 'Resolved.' }, realId: freshConcern('under-investigation') }),
  one('routes/_admin+/admin.concerns_.$id', 'page', 'admin', ['POST'], { path: (id) => `/admin/concerns/${id}`, valid: { intent: 'add-document', text: 'A record', shared: 'on' }, realId: freshConcern('under-investigation') }, { upload: true }),
  one('routes/api+/admin.concerns.$id.acknowledge', 'api', 'admin', ['POST'], { path: (id) => `/api/admin/concerns/${id}/acknowledge`, valid: {}, realId: freshConcern('received') }),
  one('routes/api+/admin.concerns.$id.investigation', 'api', 'admin', ['POST'], { path: (id) => `/api/admin/concerns/${id}/investigation`, valid: { text: 'Put.', responseDue: '2099-01-01' }, realId: freshConcern('received') }),
  one('routes/api+/admin.concerns.$id.notes', 'api', 'admin', ['POST'], { path: (id) => `/api/admin/concerns/${id}/notes`, valid: { text: 'A note.' }, realId: freshConcern('under-investigation') }),
  one('routes/api+/admin.concerns.$id.documents', 'api', 'admin', ['POST'], { path: (id) => `/api/admin/concerns/${id}/documents`, valid: { text: 'A record', shared: 'true' }, realId: freshConcern('under-investigation') }, { upload: true, validStatus: 201 }),
  one('routes/api+/admin.concerns.$id.decision', 'api', 'admin', ['POST'], { path: (id) => `/api/admin/concerns/${id}/decision`, valid: { outcome: 'suspension', reasons: 'Proven.', ...SANCTION_TERMS }, realId: freshConcern('under-investigation') }),
  one('routes/api+/admin.concerns.$id.appeal', 'api', 'admin', ['POST'], { path: (id) => `/api/admin/concerns/${id}/appeal`, valid: { grounds: 'The decision was unfair.', receivedOn: '2021-01-01' }, realId: freshConcern('decided') }),
  one('routes/api+/admin.concerns.$id.final-decision', 'api', 'admin', ['POST'], { path: (id) => `/api/admin/concerns/${id}/final-decision`, valid: { action: 'withdraw', reasons: 'Withdrawn.' }, realId: freshConcern('under-appeal') }),
  one('routes/api+/admin.concerns.$id.close', 'api', 'admin', ['POST'], { path: (id) => `/api/admin/concerns/${id}/close`, valid: { reason: 'Resolved.' }, realId: freshConcern('under-investigation') }),
  one('routes/api+/admin.sanctions.$id.withdraw', 'api', 'admin', ['POST'], { path: (id) => `/api/admin/sanctions/${id}/withdraw`, valid: { reason: 'In error.' }, realId: freshSanction }),
  one('routes/_member+/member-dashboard_.concerns.$id', 'page', 'member', ['POST'], { path: (id) => `/member-dashboard/concerns/${id}`, valid: { intent: 'respond', text: 'My answer.' }, realId: freshConcern('under-investigation') }, { upload: true, uploadField: 'files' }),
  one('routes/_member+/member-dashboard_.concerns.$id', 'page', 'member', ['POST'], { path: (id) => `/member-dashboard/concerns/${id}`, valid: { intent: 'appeal', grounds: 'Unfair.' }, realId: freshConcern('decided') }),
  one('routes/api+/me.concerns.$id.responses', 'api', 'member', ['POST'], { path: (id) => `/api/me/concerns/${id}/responses`, valid: { text: 'My answer.' }, realId: freshConcern('under-investigation') }, { validStatus: 201 }),
  one('routes/api+/me.concerns.$id.responses', 'api', 'member', ['POST'], { path: (id) => `/api/me/concerns/${id}/responses`, valid: { text: 'My answer.' }, realId: freshConcern('under-investigation') }, { upload: true, uploadField: 'files', validStatus: 201 }),
  one('routes/api+/admin.concerns', 'api', 'admin', ['POST'], { path: noId('/api/admin/concerns'), valid: {} }, { validStatus: 405 }),
  one('routes/api+/admin.concerns.$id', 'api', 'admin', ['POST'], { path: (id) => `/api/admin/concerns/${id}`, valid: {}, realId: freshConcern('received') }, { validStatus: 405 }),
  one('routes/api+/me.concerns', 'api', 'member', ['POST'], { path: noId('/api/me/concerns'), valid: {} }, { validStatus: 405 }),
  one('routes/api+/me.concerns.$id', 'api', 'member', ['POST'], { path: (id) => `/api/me/concerns/${id}`, valid: {}, realId: freshConcern('under-investigation') }, { validStatus: 405 }),
  one('routes/api+/me.concerns.$id.appeal', 'api', 'member', ['POST'], { path: (id) => `/api/me/concerns/${id}/appeal`, valid: { grounds: 'Unfair.' }, realId: freshConcern('decided') }, { validStatus: 201 }),
  // issue 36: register
  // The register is read only (GET /api/register?q=, a plain GET form); its API refuses writes.
  one('routes/api+/register', 'api', 'anonymous', ['POST'], { path: noId('/api/register'), valid: {} }, { validStatus: 405 }),
  // issue 36: credentials
  one('routes/_member+/member-dashboard_.credentials', 'page', 'member', ['POST'], { path: noId('/member-dashboard/credentials'), valid: CREDENTIAL_FORM }, { upload: true }),
  one('routes/_member+/member-dashboard_.credentials', 'page', 'member', ['POST'], { path: noId('/member-dashboard/credentials'), valid: { intent: 'delete', credentialId: '<credential-delete>' } }),
  one('routes/api+/admin.credentials', 'api', 'admin', ['POST'], { path: noId('/api/admin/credentials'), valid: {} }, { validStatus: 405 }),
  one('routes/api+/me.credentials', 'api', 'member', ['POST'], { path: noId('/api/me/credentials'), valid: CREDENTIAL_JSON }),
  one('routes/api+/me.credentials', 'api', 'member', ['POST'], { path: noId('/api/me/credentials'), valid: CREDENTIAL_FORM }, { upload: true }),
  one('routes/api+/me.credentials.$id', 'api', 'member', ['DELETE'], { path: (id) => `/api/me/credentials/${id}`, valid: {}, realId: freshCredential }),
  one('routes/_admin+/admin.credentials', 'page', 'admin', ['POST'], { path: noId('/admin/credentials'), valid: { intent: 'confirm', credentialId: '<credential-confirm>' } }),
  one('routes/_admin+/admin.credentials', 'page', 'admin', ['POST'], { path: noId('/admin/credentials'), valid: { intent: 'reject', credentialId: '<credential-reject>', reason: 'The certificate names another person' } }),
  one('routes/api+/admin.credentials.$id.confirm', 'api', 'admin', ['POST'], { path: (id) => `/api/admin/credentials/${id}/confirm`, valid: {}, realId: freshCredential }),
  one('routes/api+/admin.credentials.$id.reject', 'api', 'admin', ['POST'], { path: (id) => `/api/admin/credentials/${id}/reject`, valid: { reason: 'The certificate names another person' }, realId: freshCredential }),
  // issue 36: cpd-audit
  // The renewal declaration: the fixtures' member has no open renewal invoice, so the valid body is 409.
  one('routes/_member+/member-dashboard_.membership_.declaration', 'page', 'member', ['POST'], { path: noId('/member-dashboard/membership/declaration'), valid: { cpdTargetMet: 'no', cpdReason: 'A course was cancelled', credentialsCurrent: 'yes' } }, { validStatus: 409 }),
  one('routes/api+/membership.declaration', 'api', 'member', ['POST'], { path: noId('/api/membership/declaration'), valid: { cpdTargetMet: true, credentialsCurrent: false, credentialsReason: 'Renewing the policy' } }, { validStatus: 409 }),
  // A drawn member's audit (the fixtures' member was never drawn: the page says so, the API answers 404).
  one('routes/_member+/member-dashboard_.cpd-audit', 'page', 'member', ['POST'], { path: noId('/member-dashboard/cpd-audit'), valid: {} }, { upload: true }),
  one('routes/_member+/member-dashboard_.cpd-audit', 'page', 'member', ['POST'], { path: noId('/member-dashboard/cpd-audit'), valid: { intent: 'submit' } }, { upload: true }),
  one('routes/api+/me.cpd-audit.evidence', 'api', 'member', ['POST'], { path: noId('/api/me/cpd-audit/evidence'), valid: {} }, { upload: true, validStatus: 404 }),
  one('routes/api+/me.cpd-audit.evidence.$id', 'api', 'member', ['DELETE'], { path: (id) => `/api/me/cpd-audit/evidence/${id}`, valid: {}, realId: freshPrivateFile }, { validStatus: 404 }),
  one('routes/api+/me.cpd-audit.submit', 'api', 'member', ['POST'], { path: noId('/api/me/cpd-audit/submit'), valid: {} }, { validStatus: 404 }),
  // The CPD reviewer's outcome of a case (asking for more may be repeated; the outcomes are once).
  one('routes/_admin+/admin.cpd_.audits_.$id', 'page', 'admin', ['POST'], { path: (id) => `/admin/cpd/audits/${id}`, valid: { decision: 'ask-more', note: 'The March workshop, please.' }, realId: freshAuditCase }),
  one('routes/api+/admin.cpd-audits.$id.outcome', 'api', 'admin', ['POST'], { path: (id) => `/api/admin/cpd-audits/${id}/outcome`, valid: { decision: 'ask-more', note: 'The March workshop, please.' }, realId: freshAuditCase }),
  one('routes/api+/verify.$code', 'api', 'anonymous', ['POST'], { path: (id) => `/api/verify/${id}`, valid: {} }, { validStatus: 405 }),
  one('routes/api+/donations', 'api', 'anonymous', ['POST'], {
    path: noId('/api/donations'),
    valid: { name: 'Lim Ah Kow', email: 'donor@example.com', amount: 150, frequency: 'one-time', identification: '650101-12-5555' },
  }),
  one('routes/api+/donations.$id.slip', 'api', 'anonymous', ['POST'], {
    path: (id) => `/api/donations/${id}/slip?token=${slipTokenFor(id)}`,
    valid: {},
    realId: freshDonation,
  }, { upload: true }),
  one('routes/api+/admin.donations', 'api', 'admin', ['POST'], { path: noId('/api/admin/donations'), valid: {} }, { validStatus: 405 }),
  one('routes/api+/admin.donations.$id.payments', 'api', 'admin', ['POST'], {
    path: (id) => `/api/admin/donations/${id}/payments`,
    valid: { amount: 150, method: 'cash', reference: 'Cash at the AGM' },
    realId: freshDonation,
  }),
  one('routes/api+/practitioners', 'api', 'admin', ['POST'], { path: noId('/api/practitioners'), valid: LISTING_VALID }),
  one('routes/api+/practitioners.$id', 'api', 'admin', ['PUT', 'DELETE'], {
    path: (id) => `/api/practitioners/${id}`,
    valid: LISTING_VALID,
    realId: stableOrFresh(() => fixtures.practitioner, freshListing),
  }),
  ...contentApi,
  // Events (issue 20): registration by visitors and members, cancelling, attendance and the door
  one('routes/_public+/events.$id', 'page', 'anonymous', ['POST'], {
    path: (id) => `/events/${id}`,
    valid: { name: 'Siti Visitor', email: 'siti.visitor@example.com', phone: '+60 12-345 6789' },
    realId: freshBookableEvent,
  }),
  one('routes/api+/events.$id.registrations', 'api', 'anonymous', ['POST'], {
    path: (id) => `/api/events/${id}/registrations`,
    valid: { name: 'Siti Visitor', email: 'siti.visitor@example.com', phone: '+60 12-345 6789' },
    realId: freshBookableEvent,
  }),
  // A visitor's transfer slip by the mails' token (issue 33): bodies are uploads, the file in `file`.
  one('routes/_public+/events_.$id.registrations_.$registrationId', 'page', 'anonymous', ['POST'], {
    path: (id) => `${registrationPath(id)}?token=${registrationTokenFor(id)}`,
    valid: { reference: 'MBB 123456' },
    realId: freshVisitorRegistration,
  }, { upload: true }),
  one('routes/api+/events.$id.registrations.$registrationId.slip', 'api', 'anonymous', ['POST'], {
    path: (id) => `/api${registrationPath(id, '/slip')}?token=${registrationTokenFor(id)}`,
    valid: { reference: 'MBB 123456' },
    realId: freshVisitorRegistration,
  }, { upload: true }),
  // Paying online (issue 34): a visitor's fee by the mails' token (here in the address, as the action also reads it).
  one('routes/_public+/events_.$id.registrations.$registrationId.pay', 'page', 'anonymous', ['POST'], {
    path: (id) => `${registrationPath(id, '/pay')}?token=${registrationTokenFor(id)}`,
    valid: {},
    realId: freshVisitorRegistration,
  }),
  one('routes/_public+/events_.$id.registrations.$registrationId.cancel', 'page', 'member', ['POST'], {
    path: (id) => registrationPath(id, '/cancel'),
    valid: {},
    realId: freshRegistration,
  }),
  // Without the mailed token nothing is confirmed: the link is not valid (issue 30).
  one('routes/_public+/events_.$id.registrations.$registrationId.confirm', 'page', 'anonymous', ['POST'], {
    path: (id) => registrationPath(id, '/confirm'),
    valid: { token: 'not-the-mailed-token' },
    realId: freshRegistration,
  }, { validStatus: 404 }),
  one('routes/api+/events.$id.registrations.$registrationId.confirm', 'api', 'anonymous', ['POST'], {
    path: (id) => `/api${registrationPath(id, '/confirm')}`,
    valid: {},
    realId: freshRegistration,
  }, { validStatus: 404 }),
  one('routes/api+/events.$id.registrations.$registrationId', 'api', 'member', ['DELETE'], {
    path: (id) => `/api${registrationPath(id)}`,
    valid: {},
    realId: freshRegistration,
  }),
  one('routes/_admin+/admin.events.$id', 'page', 'admin', ['POST'], {
    path: (id) => `/admin/events/${id}`,
    valid: { intent: 'present', registrationIds: ['<attendance-registration>'] },
    realId: stable(() => fixtures.attendance.event),
  }),
  one('routes/_admin+/admin.events_.$id.registrations.$registrationId.cancel', 'page', 'admin', ['POST'], {
    path: (id) => `/admin${registrationPath(id, '/cancel')}`,
    valid: {},
    realId: freshRegistration,
  }),
  one('routes/_admin+/admin.events_.$id.check-in', 'page', 'admin', ['POST'], {
    path: (id) => `/admin/events/${id}/check-in`,
    valid: { code: '<attendance-code>' },
    realId: stable(() => fixtures.attendance.event),
  }),
  one('routes/api+/admin.events.$id.attendance', 'api', 'admin', ['POST'], {
    path: (id) => `/api/admin/events/${id}/attendance`,
    valid: { registrationIds: ['<attendance-registration>'] },
    realId: stable(() => fixtures.attendance.event),
  }),
  one('routes/api+/admin.events.$id.attendance.$registrationId', 'api', 'admin', ['DELETE'], {
    path: (id) => `/api/admin/events/${fixtures.attendance.event}/attendance/${id}`,
    valid: {},
    realId: stable(() => fixtures.attendance.registration),
  }),
  // Addresses no route claims: an id left out (/api/cpd/, /admin/messages//delete) or `..` lands here.
  one('routes/_public+/$', 'page', 'member', ['POST'], { path: (id) => `/member-dashboard/cpd/${id}/nothing-here`, valid: CPD_VALID }, { validStatus: 404 }),
  one('routes/api+/$', 'api', 'member', WRITES, { path: (id) => `/api/cpd/${id}/nothing-here`, valid: CPD_VALID }, { validStatus: 404 }),
]

/** Placeholders in the valid bodies, for ids that exist only once the fixtures are made. */
function withFixtureIds(value: Record<string, JsonField>): Record<string, JsonField> {
  const ids: Record<string, string> = {
    '<review>': fixtures.reviewCpd,
    '<review-page>': fixtures.reviewCpdPage.id,
    '<review-page-version>': fixtures.reviewCpdPage.version,
    '<subject>': fixtures.subject,
    '<applicant>': fixtures.applicant,
    '<fellowship-request>': fixtures.fellowshipRequest,
    '<invoice>': fixtures.invoice,
    '<donation>': fixtures.donation,
    '<expense>': fixtures.expense,
    '<data-request>': fixtures.dataRequest,
    '<message>': fixtures.message,
    '<member-resource>': fixtures.memberResource,
    '<office-position>': fixtures.officePosition,
    '<office-term>': fixtures.officeTerm,
    '<login-email>': fixtures.loginEmail,
    '<reset-token-page>': fixtures.resetTokens.page,
    '<reset-token-api>': fixtures.resetTokens.api,
    '<verify-token>': fixtures.verifyToken,
    '<newsletter-token-page>': fixtures.newsletterTokens.page,
    '<newsletter-token-api>': fixtures.newsletterTokens.api,
    '<unsubscribe-email>': fixtures.unsubscribe.email,
    '<unsubscribe-token>': fixtures.unsubscribe.token,
    '<member-news-user>': fixtures.memberNews.user,
    '<member-news-token>': fixtures.memberNews.token,
    '<attendance-registration>': fixtures.attendance.registration,
    '<attendance-code>': fixtures.attendance.code,
    '<statement-pledge>': fixtures.statement.pledge,
    '<voting-member>': fixtures.elections.votingMember,
    '<voting-member-id>': fixtures.elections.nominees.candidate,
    '<ballot-candidate-page>': fixtures.elections.page.candidate,
    '<ballot-candidate-api>': fixtures.elections.api.candidate,
    '<nominee-candidate>': fixtures.elections.nominees.candidate,
    '<nominee-proposer>': fixtures.elections.nominees.proposer,
    '<nominee-seconder>': fixtures.elections.nominees.seconder,
    '<nomination-token>': fixtures.elections.nomination.token,
    '<meeting-member>': fixtures.member.id,
    '<credential-delete>': fixtures.credentials.delete,
    '<credential-confirm>': fixtures.credentials.confirm,
    '<credential-reject>': fixtures.credentials.reject,
  }
  const swap = (v: JsonField): JsonField => (typeof v === 'string' && v in ids ? ids[v]! : Array.isArray(v) ? v.map(swap) : v)
  return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, swap(v)]))
}

// ---------------------------------------------------------------------------------------------------

let build: ServerBuild

beforeAll(async () => {
  build = (await import(/* @vite-ignore */ pathToFileURL(path.resolve('build/remix/index.js')).href)) as ServerBuild
  const [member, admin, subject] = await Promise.all([memberSession(), adminSession(), createUser()])
  fixtures.member = { id: member.user.id, cookie: member.cookie, token: member.token }
  fixtures.admin = { id: admin.user.id, cookie: admin.cookie, token: admin.token }
  fixtures.subject = subject.id
  fixtures.memberResource = await freshMemberResource()
  fixtures.officePosition = String((await OfficePosition.create({ key: 'hostile-position', title: 'Hostile Position', order: 10, seats: 20 }))._id)
  fixtures.officeTerm = String((await OfficeTerm.create({ positionId: fixtures.officePosition, name: 'Hostile Holder', from: '2020-03-12' }))._id)
  fixtures.ruleAmendment = String((await RuleAmendment.create({ meetingDay: '2020-03-12', year: 2020, clause: 'Clause 1', after: 'Hostile text', createdBy: 'hostile@example.com' }))._id)
  fixtures.dataRequest = await newDataRequest()
  fixtures.applicant = (await createApplicantUser()).id
  fixtures.fellowshipRequest = await freshFellowshipRequest()
  fixtures.invoice = (await createInvoiceFor(subject.id)).id
  fixtures.expense = await freshExpense()
  fixtures.donation = String((await Donation.create({ name: 'Hostile Donor', email: 'hostile.donor@example.com', amountSen: 5_000, frequency: 'one-time' }))._id)
  for (const target of TARGETS.filter((t) => t.ownAccount)) {
    const own = await memberSession()
    fixtures.own.set(target.route, { cookie: own.cookie, token: own.token })
  }
  const reviewAuthor = await createUser()
  const [cpd, reviewCpd, apiReviewCpd, practitioner, message] = await Promise.all([
    createCpdEntry(fixtures.member.id),
    createCpdEntry(reviewAuthor.id),
    createCpdEntry(reviewAuthor.id),
    createListing(),
    freshMessage(),
  ])
  Object.assign(fixtures, { cpd: cpd.id, reviewCpd: reviewCpd.id, apiReviewCpd: apiReviewCpd.id, practitioner: practitioner.id, message })
  const pageReview = await createCpdEntry(reviewAuthor.id)
  fixtures.reviewCpdPage = { id: pageReview.id, version: new Date(pageReview.updatedAt).toISOString() }
  for (const type of CONTENT_TYPES) fixtures.content[type] = (await CONTENT_FACTORIES[type]()).id
  const [signer, pageResetter, apiResetter, verifier] = await Promise.all([createUser(), createUser(), createUser(), createUser()])
  fixtures.loginEmail = signer.email
  fixtures.resetTokens.page = (await requestPasswordReset(pageResetter.email, newClientIp())).debugToken!
  fixtures.resetTokens.api = (await requestPasswordReset(apiResetter.email, newClientIp())).debugToken!
  fixtures.verifyToken = ((await sendEmailVerification(verifier, newClientIp())) as { debugToken: string }).debugToken
  for (const door of ['page', 'api'] as const) {
    const token = newSecretToken()
    const email = `hostile.${door}.reader@example.com`
    await NewsletterSubscriber.create({ email })
    await createNewsletterConfirmation(hashToken(token), email, new Date(Date.now() + 24 * 60 * 60 * 1000))
    fixtures.newsletterTokens[door] = token
  }
  const leaving = (await NewsletterSubscriber.create({ email: 'hostile.leaving@example.com', confirmedAt: new Date() })).email
  fixtures.unsubscribe = { email: leaving, token: new URL(unsubscribeLinkFor(leaving)).searchParams.get('token')! }
  const reader = await createUser({ email: 'hostile.reader@example.com', username: 'hostile_reader' })
  fixtures.memberNews = { user: reader.id, token: new URL(memberNewsUnsubscribeLink(reader.id)).searchParams.get('token')! }
  const attended = await freshRegistration()
  fixtures.attendance = { event: eventOfRegistration.get(attended)!, registration: attended, code: (await getRegistration(attended))!.checkInCode }
  // Begun an hour ago: attendance is marked from an event's start (issue 33).
  await Event.updateOne({ _id: fixtures.attendance.event }, { $set: { startsAt: new Date(Date.now() - 60 * 60 * 1000) } })
  fixtures.statement.invoice = (await createInvoiceFor(subject.id, { number: 'INV-2020-900001' })).number
  fixtures.statement.pledge = String((await Donation.create({ name: 'Hostile Monthly Donor', email: 'hostile.monthly@example.com', amountSen: 10_000, frequency: 'monthly' }))._id)
  fixtures.statement.id = await freshStatement()
  // Issue 35: elections open now (opened a minute ago, close in 2099), and one taking nominations.
  for (const door of ['page', 'api'] as const) {
    const election = await createElection({ opensAt: new Date(Date.now() - 60_000), closesAt: new Date('2099-06-01T09:00:00.000Z'), rollDate: '2020-03-12' })
    fixtures.elections[door] = { id: election.id, candidate: (await addCandidate(election.id)).id }
  }
  fixtures.elections.upcoming = await freshUpcomingElection()
  const [nominee, proposer, seconder, voting] = await Promise.all([createUser(), createUser(), createUser(), createUser()])
  fixtures.elections.nominees = { candidate: nominee.membershipId!, proposer: proposer.membershipId!, seconder: seconder.membershipId! }
  fixtures.elections.votingMember = voting.id
  const nomination = await insertNomination({ electionId: fixtures.elections.upcoming, candidateId: nominee.id, proposerId: proposer.id, seconderId: seconder.id, nominatedBy: voting.id })
  if (nomination === 'taken') throw new Error('nominated already')
  fixtures.elections.nomination = { id: nomination.id, token: new URL(nominationLink(fixtures.elections.upcoming, nomination.id, 'proposer')).searchParams.get('token')! }
  // Issue 35, item 2: a meeting whose notice went to the member (active now), for the RSVP doors.
  fixtures.meeting = (await createNoticedMeeting()).id
  fixtures.credentials = { delete: await freshCredential(), confirm: await freshCredential(), reject: await freshCredential() }
})

function authOf(target: Target): { cookie?: string; token?: string } {
  if (target.role === 'anonymous') return {}
  const session = target.ownAccount ? fixtures.own.get(target.route)! : fixtures[target.role]
  // Pages are used with the session cookie, the API with the bearer token.
  return target.door === 'page' ? { cookie: session.cookie } : { token: session.token }
}

async function send(target: Target, method: Method, address: string, body: HostileBody) {
  const { body: payload, contentType } = encodeBody(body)
  const headers: Record<string, string> = { 'x-forwarded-for': newClientIp(), origin: server.baseUrl }
  if (contentType) headers['content-type'] = contentType
  const auth = authOf(target)
  if (auth.cookie) headers.cookie = auth.cookie
  if (auth.token) headers.authorization = `Bearer ${auth.token}`
  // A request the server never answers fails here, with its case, rather than the whole test timing out.
  const signal = AbortSignal.timeout(20_000)
  const response = await fetch(`${server.baseUrl}${address}`, { method, headers, body: payload, redirect: 'manual', signal })
  return {
    status: response.status,
    contentType: response.headers.get('content-type') ?? '',
    location: response.headers.get('location'),
    text: await response.text(),
  }
}

/**
 * The API's error answer: `{ message }`, with `fieldErrors` (field → messages) on a 400, or on a 409
 * for a rule the database decides (a taken e-mail), as docs/conventions.md says.
 */
function isApiError(value: unknown, status: number) {
  if (!value || typeof value !== 'object' || Array.isArray(value)) return false
  const { message, fieldErrors, ...rest } = value as Record<string, unknown>
  if (typeof message !== 'string' || !message.trim() || Object.keys(rest).length) return false
  if (fieldErrors === undefined) return true
  return (
    (status === 400 || status === 409) &&
    !!fieldErrors &&
    typeof fieldErrors === 'object' &&
    Object.values(fieldErrors).every((messages) => Array.isArray(messages) && messages.length > 0 && messages.every((m) => typeof m === 'string'))
  )
}

function check(target: Target, label: string, answer: Awaited<ReturnType<typeof send>>) {
  expect(answer.status, `${label}: a server error`).toBeLessThan(500)
  if (answer.location !== null) {
    // A redirect never leaves the site, however its target was written (an open redirect otherwise).
    const base = new URL(server.baseUrl)
    // eslint-disable-next-line no-control-regex -- a control character in a Location is what this catches
    expect(answer.location, `${label}: redirected to ${JSON.stringify(answer.location)}`).toMatch(/^\/(?![/\\])[^\u0000-\u0020\\]*$/)
    expect(new URL(answer.location, base).origin, label).toBe(base.origin)
  }
  if (target.door !== 'api') return
  expect(answer.status >= 300 && answer.status < 400, `${label}: the API redirected (${answer.status})`).toBe(false)
  expect(answer.contentType, `${label}: the API answered ${answer.contentType}`).toContain('application/json')
  const parsed: unknown = JSON.parse(answer.text)
  if (answer.status >= 400) expect(isApiError(parsed, answer.status), `${label}: ${answer.status} ${answer.text.slice(0, 300)}`).toBe(true)
}

const REAL = null
/** A malformed id is sent as it is in the address now and then (`%ff` is not UTF-8 once decoded). */
const RAW_SEGMENTS = ['%ff', '%00', '%c0%80', '%2e%2e', '%E2%80%AE']

function property(target: Target) {
  const variantArb = fc.constantFrom(...target.variants.keys())
  return fc.asyncProperty(
    variantArb.chain((index) => {
      const variant = target.variants[index]!
      const id = fc.oneof(
        { weight: variant.realId ? 3 : 0, arbitrary: fc.constant(REAL) },
        { weight: 3, arbitrary: badObjectId.map(encodeURIComponent) },
        { weight: 1, arbitrary: fc.constantFrom(...RAW_SEGMENTS) },
      )
      const method = fc.oneof({ weight: 6, arbitrary: fc.constantFrom(...target.methods) }, { weight: 1, arbitrary: fc.constantFrom(...WRITES) })
      const valid = withFixtureIds(variant.valid)
      const body = target.upload ? hostileUploadBody(valid, target.uploadFile ?? GOOD_UPLOAD, target.uploadField) : hostileBody(target.door, valid)
      return fc.tuple(fc.constant(index), id, method, body)
    }),
    async ([index, id, method, body]) => {
      const variant = target.variants[index]!
      const segment = id === REAL ? await variant.realId!(method) : id
      const address = variant.path(segment)
      const label = `${method} ${address.length > 120 ? `${address.slice(0, 120)}…` : address} with ${describeBody(body)}`
      check(target, label, await send(target, method, address, body))
    },
  )
}

/** The route's own body, to its first variant's real record: accepted, or the status the table says. */
async function expectValidBodyAnswered(target: Target) {
  const variant = target.variants[0]!
  const method = target.methods[0]!
  const address = variant.path(variant.realId ? await variant.realId(method) : 'ffffffffffffffffffffffff')
  const valid = withFixtureIds(variant.valid)
  const body: HostileBody = target.upload
    ? { kind: 'upload', entries: Object.entries(valid).flatMap(([key, value]) => formPairs(key, value, 'brackets')), file: target.uploadFile ? { bytes: target.uploadFile, name: 'duitnow-qr.png', type: 'image/png' } : goodUploadFile(), fileField: target.uploadField ?? 'file' }
    : target.door === 'api'
      ? { kind: 'json', entries: Object.entries(valid), contentType: 'application/json' }
      : { kind: 'form', entries: Object.entries(valid).flatMap(([key, value]) => formPairs(key, value, 'brackets')), contentType: 'application/x-www-form-urlencoded' }
  const answer = await send(target, method, address, body)
  const label = `${method} ${address} with its valid body answered ${answer.status} ${answer.location ?? ''} ${answer.text.slice(0, 300)}`
  if (target.validStatus) expect(answer.status, label).toBe(target.validStatus)
  else expect(answer.status < 300 || (answer.status < 400 && !answer.location?.startsWith('/login')), label).toBe(true)
}

/** An error and its causes, e.g. "fetch failed ← read ECONNRESET". */
function describeError(error: unknown): string {
  if (!(error instanceof Error)) return String(error)
  return error.cause ? `${error.message} ← ${describeError(error.cause)}` : error.message
}

/** fast-check's report, with the huge strings of a counterexample cut down to something readable. */
function shortened(report: string) {
  return report.replace(/(.)\1{200,}/gsu, (run, char: string) => `${char.repeat(20)}…(${run.length} in all)`).slice(0, 20_000)
}

describe('the table', () => {
  test('names every route of the build that has an action, and no other', () => {
    const withAction = Object.entries(build.routes)
      .filter(([, route]) => route.module.action)
      .map(([id]) => id)
      .sort()
    expect(withAction.length).toBeGreaterThanOrEqual(50)
    expect([...new Set(TARGETS.map((t) => t.route))].sort()).toEqual(withAction)
  })

  test('the stored-document check finds what it is there to find', () => {
    const fine = { _id: new mongoose.Types.ObjectId(), firstName: 'Aminah', lastName: 'Tan', email: 'a@example.com', message: 'Hello', subject: '' }
    expect(documentProblems(ContactMessage as never, fine)).toEqual([])
    const bad = {
      ...fine,
      firstName: 'x'.repeat(101),
      lastName: { $gt: '' },
      email: 'not an e-mail',
      subject: 'nonsense',
      smuggled: true,
      ...(JSON.parse('{"__proto__":{"isAdmin":true}}') as object),
    }
    const problems = documentProblems(ContactMessage as never, bad).join('\n')
    for (const expected of ['firstName:', 'lastName.$gt', 'lastName:', 'email is not an e-mail address', 'subject:', 'field smuggled', 'forbidden key __proto__']) {
      expect(problems).toContain(expected)
    }
  })
})

describe('hostile bodies never cause a server error', () => {
  test.each(TARGETS.map((target) => [`${target.route} (${target.role})`, target] as const))(
    '%s',
    async (_name, target) => {
      await expectValidBodyAnswered(target)
      const details = await fc.check(property(target), { numRuns: target.runs ?? RUNS, seed: SEED })
      if (details.failed) {
        const cause = describeError(details.errorInstance)
        throw new Error(shortened(`${fc.defaultReportMessage(details) ?? 'The property failed'}\n\nThe failure: ${cause}`))
      }
    },
    120_000,
  )
})

describe('redirect targets from input never lead off the site', () => {
  const targets: Array<[string, Target, (to: string) => Record<string, JsonField>]> = [
    ['the sign-in form (redirectTo)', TARGETS.find((t) => t.route === 'routes/_account+/login')!, (to) => ({ email: '<login-email>', password: DEFAULT_PASSWORD, redirectTo: to })],
    ['the disclaimer banner close button (afterDismiss)', TARGETS.find((t) => t.route === 'routes/_public+/disclaimer_.dismiss')!, (to) => ({ afterDismiss: to })],
    ['a listing edit (returnTo)', TARGETS.find((t) => t.route === 'routes/_admin+/admin.practitioners.$id.edit')!, (to) => ({ ...LISTING_VALID, returnTo: to })],
  ]
  test.each(targets)('%s', async (_name, target, bodyFor) => {
    const variant = target.variants[0]!
    await fc.assert(
      fc.asyncProperty(hostileRedirectTarget, async (to) => {
        const address = variant.path(variant.realId ? await variant.realId('POST') : '')
        const fields = Object.entries(withFixtureIds(bodyFor(to))).flatMap(([key, value]) => formPairs(key, value, 'brackets'))
        const answer = await send(target, 'POST', address, { kind: 'form', entries: fields, contentType: 'application/x-www-form-urlencoded' })
        expect(answer.status, `${JSON.stringify(to)}: ${answer.status}`).toBeGreaterThanOrEqual(300)
        check(target, `POST ${address} with ${JSON.stringify(to)}`, answer)
      }),
      { numRuns: 40, seed: SEED },
    )
  }, 120_000)
})

describe('text with a control or text-direction character is refused, never stored', () => {
  /** Fields that are not stored as typed (secrets, tokens, where to go next) or are not text. */
  const NOT_STORED_TEXT = new Set(['password', 'currentPassword', 'newPassword', 'confirmPassword', 'token', 'redirectTo', 'returnTo', 'expectedUpdatedAt'])
  const UNSAFE = ['\u0000', '\u0007', '\u007f', '\u0085', '\u202E', '\u202A', '\u2066', '\uD800', '\uDFFF']
  const writers = TARGETS.filter(
    (t) => t.door === 'api' && !t.validStatus && t.methods.some((m) => m === 'POST' || m === 'PUT') && Object.entries(t.variants[0]!.valid).some(([k, v]) => !NOT_STORED_TEXT.has(k) && (typeof v === 'string' || (Array.isArray(v) && typeof v[0] === 'string'))),
  )

  test('there are such endpoints to try', () => {
    expect(writers.map((t) => t.route)).toEqual(expect.arrayContaining(['routes/api+/auth.register', 'routes/api+/auth.profile', 'routes/api+/cpd', 'routes/api+/contact', 'routes/api+/practitioners', 'routes/api+/news']))
  })

  test.each(writers.map((t) => [t.route, t] as const))('%s', async (_route, target) => {
    const variant = target.variants[0]!
    const method = target.methods.find((m) => m === 'POST' || m === 'PUT')!
    const valid = withFixtureIds(variant.valid)
    const fields = Object.keys(valid).filter((k) => !NOT_STORED_TEXT.has(k) && (typeof valid[k] === 'string' || (Array.isArray(valid[k]) && typeof (valid[k] as unknown[])[0] === 'string')))
    await fc.assert(
      // A form's text is sent as UTF-8 (lone surrogates become U+FFFD on the way): they only come as JSON.
      fc.asyncProperty(fc.constantFrom(...fields), fc.constantFrom(...(target.upload ? UNSAFE.filter((c) => !/[\uD800-\uDFFF]/.test(c)) : UNSAFE)), fc.nat(), async (field, character, at) => {
        const original = valid[field]!
        const text = Array.isArray(original) ? String(original[0]) : String(original || 'x')
        const position = at % (text.length + 1)
        const spoiled = `${text.slice(0, position)}${character}${text.slice(position)}`
        const body = { ...valid, [field]: Array.isArray(original) ? [spoiled, ...original.slice(1)] : spoiled }
        const address = variant.path(variant.realId ? await variant.realId(method) : '')
        const spoiledBody: HostileBody = target.upload
          ? { kind: 'upload', entries: Object.entries(body).flatMap(([key, value]) => formPairs(key, value, 'brackets')), file: goodUploadFile(), fileField: target.uploadField ?? 'file' }
          : { kind: 'json', entries: Object.entries(body), contentType: 'application/json' }
        const answer = await send(target, method, address, spoiledBody)
        expect(answer.status, `${field} = ${JSON.stringify(spoiled)}: ${answer.status} ${answer.text.slice(0, 200)}`).toBe(400)
      }),
      { numRuns: 15, seed: SEED },
    )
  }, 120_000)
})

const prototypeKeys = Object.getOwnPropertyNames(Object.prototype).sort()

// Afterwards, once every test of this file has run in whatever order: what they all left behind. A
// failure here fails the file as an error of this hook.
afterAll(async () => {
  // Nothing was added to the prototype every object shares (the server runs in this process).
  expect(Object.getOwnPropertyNames(Object.prototype).sort(), 'the keys of Object.prototype').toEqual(prototypeKeys)
  expect(({} as Record<string, unknown>).isAdmin, 'isAdmin on every object').toBeUndefined()

  // No stored document breaks its model, carries an operator or prototype key, or a bad e-mail or link.
  const problems: DocumentProblem[] = await findInvalidDocuments(Object.values(mongoose.models), DEFAULT_DATABASE_CHECKS)
  expect(problems, 'stored documents that break their model').toEqual([])
  // The valid bodies (and the variations the routes accepted) were stored: the check read real documents.
  for (const name of ['User', 'CpdEntry', 'Practitioner', 'ContactMessage', 'NewsletterSubscriber', 'NewsArticle', 'Event', 'Gallery', 'AuditLog', 'Invoice']) {
    expect(await mongoose.model(name).countDocuments(), name).toBeGreaterThan(1)
  }
}, 120_000)
