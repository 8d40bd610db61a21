import { randomBytes } from 'node:crypto'
import { CpdEntry, refreshCpdFigures, toPublicCpdEntry, type CpdEntryRaw } from '#app/models/cpd-entry.server.ts'
import { Listing, toPublicListing, type ListingRaw } from '#app/models/listing.server.ts'
import { Invoice, toPublicInvoice, type InvoiceRaw } from '#app/models/invoice.server.ts'
import { User, setConfirmedCover, setRegisterSanctions, toPublicUser } from '#app/models/user.server.ts'
import type { Cover } from '#app/domain/credentials.ts'
import { addDays } from '#app/domain/dates.ts'
import type { SanctionTerm } from '#app/domain/sanctions.ts'
import { VerificationCode } from '#app/models/verification-code.server.ts'
import { createLoginSession } from '#app/utils/auth.server.ts'
import { hashPassword } from '#app/utils/password.server.ts'
import { storedDay, today } from './clock.ts'

const unique = () => randomBytes(4).toString('hex')
let membershipCounter = 100 + Math.floor(Math.random() * 800_000)

export const DEFAULT_PASSWORD = 'correct-horse-battery'

/** One bcrypt hash per password for the whole file: hashing costs ~70 ms, and tests make many accounts. */
const hashes = new Map<string, Promise<string>>()
function hashOf(password: string) {
  let hash = hashes.get(password)
  if (!hash) hashes.set(password, (hash = hashPassword(password)))
  return hash
}

/** A member account stored through the model; the password is DEFAULT_PASSWORD unless given. */
export async function createUser(overrides: Partial<Record<string, unknown>> & { password?: string } = {}) {
  const id = unique()
  const { password = DEFAULT_PASSWORD, ...fields } = overrides
  const doc = await User.create({
    email: `member-${id}@example.com`,
    username: `member_${id}`,
    passwordHash: await hashOf(password),
    firstName: 'Aminah',
    lastName: `Tester ${id}`,
    membershipId: `EMP${membershipCounter++}`,
    membershipType: 'Practicing Ordinary',
    membershipStatus: 'active',
    ...fields,
  })
  const user = toPublicUser(doc.toObject())
  // As approval does: a member approved once has the code of their proof of membership.
  if (user.membershipId && ['active', 'expired', 'suspended'].includes(user.membershipStatus ?? '')) await VerificationCode.create({ _id: randomBytes(9).toString('base64url'), kind: 'membership', userId: user.id })
  return user
}

/** A signed-in session for that user, as a Cookie header and a bearer token. */
export async function signIn(userId: string) {
  const request = new Request('http://localhost/', { headers: { 'user-agent': 'vitest' } })
  const { token, cookie, sessionId } = await createLoginSession(userId, request, '127.0.0.1')
  return { token, sessionId, cookie: cookie.split(';')[0]! }
}

export async function createPractitioner(overrides: Partial<Record<string, unknown>> = {}) {
  const doc = await Listing.create({
    name: `Practitioner ${unique()}`,
    membershipId: `EMP${membershipCounter++}`,
    email: `practitioner-${unique()}@example.com`,
    state: 'Sabah',
    location: 'Kota Kinabalu, Malaysia',
    specialties: ['Body'],
    description: 'Gentle, careful energy work alongside medical care.',
    ...overrides,
  })
  return toPublicListing(doc.toObject() as ListingRaw)
}

export async function createCpdEntry(userId: string, overrides: Partial<Record<string, unknown>> = {}) {
  const doc = await CpdEntry.create({
    userId,
    title: `Workshop ${unique()}`,
    provider: 'EMPAM Academy',
    category: 'Workshop',
    hours: 2,
    // Today on the server's clock: a day the form accepts, in this year, whatever the clock says.
    date: storedDay(today()),
    ...overrides,
  })
  // Written as the app writes entries: the member's kept figures follow (issue 31).
  await refreshCpdFigures(userId)
  return toPublicCpdEntry(doc.toObject() as CpdEntryRaw)
}

/** After a test writes an entry directly (as no app path does), its member's kept figures follow (issue 31). */
export async function refreshOwnerFigures(entryId: string) {
  const raw = await CpdEntry.findById(entryId).select({ userId: 1 }).lean<Pick<CpdEntryRaw, 'userId'>>()
  if (raw) await refreshCpdFigures(String(raw.userId))
}

let registrations = 0
/**
 * The fields of an application as `POST /api/auth/register` takes them (JSON), with a fresh e-mail and
 * username: no membership ID (issue 18), the privacy notice accepted.
 */
export function registration(overrides: Record<string, string | boolean> = {}) {
  registrations += 1
  const id = `${Date.now().toString(36)}${registrations}`
  return {
    firstName: 'Farah',
    lastName: 'Lim',
    email: `farah.${id}@example.com`,
    username: `farah_${id}`,
    password: 'first-secret',
    membershipType: 'Associate Member',
    state: 'Sabah',
    acceptPrivacy: true as boolean | string,
    ...overrides,
  }
}

/** The same application as the /register form sends it: text fields, the ticked box as "on". */
export function registrationForm(overrides: Record<string, string> = {}): Record<string, string> {
  const { acceptPrivacy: _json, ...fields } = registration()
  return { ...fields, acceptPrivacy: 'on', ...overrides }
}

let invoiceCounter = 0
/** An unpaid invoice of a member, stored through the model (RM 100 unless given). */
export async function createInvoiceFor(userId: string, overrides: Partial<Record<string, unknown>> = {}) {
  invoiceCounter += 1
  const id = `${unique()}${invoiceCounter}`
  const doc = await Invoice.create({
    number: `INV-TEST-${id}`,
    key: `test:${id}`,
    kind: 'joining',
    userId,
    billedTo: { name: 'Aminah Tester', email: `member-${id}@example.com` },
    items: [{ description: 'Entry fee: Associate membership', amountSen: 10_000 }],
    totalSen: 10_000,
    issuedOn: today(),
    dueOn: today(),
    membershipType: 'Associate',
    ...overrides,
  })
  return toPublicInvoice(doc.toObject() as InvoiceRaw)
}

/** A pending applicant (no membership ID), as POST /api/auth/register leaves one, stored through the model. */
export function createApplicantUser(overrides: Partial<Record<string, unknown>> = {}) {
  return createUser({ membershipId: undefined, membershipStatus: 'pending', membershipType: 'Associate', appliedAt: new Date(), ...overrides })
}

/**
 * Issue 36: a sanction on a member's register entry, as the conduct officer's decision writes it
 * (through the model's setter, so the directory hears of it). `term` defaults to a suspension from
 * today for a month.
 */
export async function createSanction(userId: string, term: Partial<SanctionTerm> = {}) {
  const user = await User.findById(userId).select({ registerSanctions: 1 }).lean<{ registerSanctions?: SanctionTerm[] }>()
  const from = term.from ?? today()
  const full: SanctionTerm = { kind: 'suspension', from, until: addDays(from, 30), summary: 'Suspended while conditions are met.', summaryMs: '', withdrawnOn: '', ...term }
  await setRegisterSanctions(userId, [...(user?.registerSanctions ?? []), full])
  return full
}

/** Issue 36: a member's confirmed insurance and first aid, as the CPD reviewer's confirmation writes them. Default: both for a year from today. */
export async function confirmCover(userId: string, cover?: Cover[]) {
  const from = today()
  const items = cover ?? [
    { kind: 'liability-insurance' as const, from, until: addDays(from, 365) },
    { kind: 'first-aid' as const, from, until: addDays(from, 365) },
  ]
  await setConfirmedCover(userId, items)
  return items
}
