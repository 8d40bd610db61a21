import { randomBytes } from 'node:crypto'
import { AuditLog } from '#app/models/audit-log.server.ts'
import { ContactMessage } from '#app/models/contact-message.server.ts'
import { CpdEntry } from '#app/models/cpd-entry.server.ts'
import { invalidateDirectory } from '#app/models/directory-version.server.ts'
import { createEmailVerificationToken, EmailVerificationToken } from '#app/models/email-verification-token.server.ts'
import { Event } from '#app/models/event.server.ts'
import { Gallery } from '#app/models/gallery.server.ts'
import { InternationalPartner } from '#app/models/international-partner.server.ts'
import { LocalPartner } from '#app/models/local-partner.server.ts'
import { NewsArticle } from '#app/models/news-article.server.ts'
import { NewsletterSubscriber } from '#app/models/newsletter-subscriber.server.ts'
import { createPasswordResetToken, PasswordResetToken } from '#app/models/password-reset-token.server.ts'
import { Listing } from '#app/models/listing.server.ts'
import { Session } from '#app/models/session.server.ts'
import { TrainingProgramme } from '#app/models/training-programme.server.ts'
import { User, type PublicUser } from '#app/models/user.server.ts'
import { hashToken, newSecretToken } from '#app/utils/auth.server.ts'
import { createListing } from './admin-helpers.ts'
import {
  createEvent,
  createGallery,
  createInternationalPartner,
  createLocalPartner,
  createNewsArticle,
  createTrainingProgramme,
} from './content-factories.ts'
import { createCpdEntry, createUser, signIn } from './factories.ts'
import { get, sendForm, sendJson } from './http.ts'

/**
 * The machinery of tests/integration/authorization-matrix.test.ts: the notation of its table, the
 * records each request addresses (made fresh for every request and removed after it), the four roles,
 * and how an answer is read back into the table's notation.
 */

export const ROLES = ['anon', 'member', 'other', 'admin', 'suspended'] as const
/** The roles a row writes out; the suspended member's outcomes follow from them (see parseCells). */
const WRITTEN_ROLES = 4
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
 * - `→/path`: a redirect there (an action's usual answer, or a page sending someone elsewhere);
 * - `login`: signed out, a page redirects to /login?redirectTo=<this address, or the row's returnTo>
 *   and the API answers 401 `{ message: 'Authentication required' }`;
 * - `403`: the access-denied page, or 403 JSON;
 * - any other status as its number: `401` (a page's form answering "sign in first"), `404`, `405`, ….
 */
export type Outcome = string
const OUTCOME = /^(ok|login|→\/[\w./-]*|[1-5]\d\d)$/

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

export function parseCells(route: string, cells: Cells, { suspendedMayWrite = false } = {}): Record<Method, Outcome[]> {
  const parsed = {} as Record<Method, Outcome[]>
  for (const method of METHODS) {
    const text = cells[method] ?? (method === 'GET' ? undefined : cells.writes)
    if (text === undefined) throw new Error(`${route}: no outcome for ${method} (give it, or 'writes' for every write method)`)
    const outcomes = text.trim().split(/\s+/)
    if (outcomes.length === 1) outcomes.push(outcomes[0]!, outcomes[0]!, outcomes[0]!)
    if (outcomes.length !== WRITTEN_ROLES) throw new Error(`${route} ${method}: '${text}' needs 1 or ${WRITTEN_ROLES} outcomes`)
    outcomes.push(suspendedOutcome(method, outcomes, suspendedMayWrite))
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
 * confirmation mails (of accounts of their own). The rest are what their names say.
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
  | 'message'
  | 'subscriber'
  | 'target'
  | 'credentials'
  | 'resetToken'
  | 'verifyToken'

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
  message: async (marker) => {
    const message = await ContactMessage.create({ firstName: 'Nadia', lastName: marker, email: `${marker}@example.com`, message: `Hello ${marker}` })
    return { value: String(message._id), visibility: 'admin', documents: [doc(ContactMessage, String(message._id))] }
  },
  subscriber: async (marker) => {
    const subscriber = await NewsletterSubscriber.create({ email: `${marker}@example.com` })
    return { value: String(subscriber._id), visibility: 'admin', documents: [doc(NewsletterSubscriber, String(subscriber._id))] }
  },
  target: async (marker) => {
    const user = await accountFor(marker)
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
  verifyToken: async (marker) => {
    const user = await accountFor(marker)
    const token = newSecretToken()
    await createEmailVerificationToken(hashToken(token), user.id, user.email, new Date(Date.now() + 24 * 60 * 60 * 1000))
    return { value: token, visibility: 'admin', documents: [doc(User, user.id), doc(EmailVerificationToken, hashToken(token))] }
  },
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

  /** The markers a role must never be shown. */
  hiddenFrom(role: Role): string[] {
    const hidden: string[] = []
    for (const { marker, visibility } of this.made.values()) {
      if (visibility === 'owner' && (role === 'anon' || role === 'other' || role === 'suspended')) hidden.push(marker)
      if (visibility === 'admin' && role !== 'admin') hidden.push(marker)
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
  ContactMessage,
  CpdEntry,
  EmailVerificationToken,
  Event,
  Gallery,
  InternationalPartner,
  LocalPartner,
  NewsArticle,
  NewsletterSubscriber,
  PasswordResetToken,
  Listing,
  TrainingProgramme,
] as unknown as Array<{ deleteMany(filter: object): PromiseLike<unknown> }>

/**
 * Removes every record and every account but the roles'. On FerretDB every count and list scans its
 * collection, so the walk stays fast only while each collection holds what one route's requests made.
 */
export async function clearRecords(roles: Record<Role, Actor>) {
  const keep = Object.values(roles).flatMap((actor) => (actor.user ? [actor.user.id] : []))
  for (const model of RECORDS) await model.deleteMany({})
  await User.deleteMany({ _id: { $nin: keep } })
  await Session.deleteMany({ userId: { $nin: keep } })
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
  }
}

/**
 * For a request that spends what it is sent with: a new session of the same account (sign-out ends
 * it), or a new account of the same kind (a password change ends its other sessions and changes it).
 */
export async function freshActor(base: Actor, fresh: 'session' | 'account' | 'none'): Promise<Actor & { release(): Promise<void> }> {
  if (!base.user || fresh === 'none') return { ...base, release: async () => {} }
  const user = fresh === 'account' ? await createUser({ isAdmin: base.user.isAdmin, membershipStatus: base.user.membershipStatus }) : base.user
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

export type Body = Record<string, unknown>

/**
 * Sends one request as a browser or client would: pages get a form, the API JSON; every write comes
 * from the site's own origin (the cross-site refusal is not what is tested here) and from a fresh
 * client address (so per-address limits never decide an answer).
 */
export function send(baseUrl: string, door: Door, method: Method, path: string, body: Body, auth: { cookie?: string; token?: string }) {
  if (method === 'GET') return get(baseUrl, path, auth)
  const options = { ...auth, origin: baseUrl }
  if (door === 'api') return sendJson(baseUrl, method, path, body, options)
  const fields = Object.fromEntries(
    Object.entries(body).map(([key, value]) => [key, Array.isArray(value) ? value.map(String) : String(value)]),
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
export function shapeProblems(response: Response, text: string, door: Door, outcome: Outcome, returnTo: string, role: Role, method: Method): string[] {
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
  if (outcome === '403' && door === 'page' && !(text.includes('403 Access Denied') && text.includes(refusal))) {
    problems.push(`403 without the access-denied page saying ${refusal}`)
  }
  const denied = suspendedWrite ? SUSPENDED : door === 'api' ? 'Administrator access required' : NO_PERMISSION
  if (outcome === '403' && door !== 'page' && text !== JSON.stringify({ message: denied })) problems.push(`403 said ${text.slice(0, 120)}`)
  if (isRefusal(outcome) && response.headers.get('content-disposition')) problems.push('refused, yet a file was sent')
  return problems
}
