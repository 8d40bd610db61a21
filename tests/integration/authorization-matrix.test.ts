import path from 'node:path'
import { pathToFileURL } from 'node:url'
import { inspect } from 'node:util'
import type { ServerBuild } from '@remix-run/node'
import { randomBytes } from 'node:crypto'
import { beforeAll, describe, expect, test, vi } from 'vitest'
import { AuditLog } from '#app/models/audit-log.server.ts'
import { ContactMessage } from '#app/models/contact-message.server.ts'
import { CpdEntry } from '#app/models/cpd-entry.server.ts'
import { EmailChangeRequest } from '#app/models/email-change-request.server.ts'
import { EmailVerificationToken } from '#app/models/email-verification-token.server.ts'
import { Event } from '#app/models/event.server.ts'
import { Gallery } from '#app/models/gallery.server.ts'
import { InternationalPartner } from '#app/models/international-partner.server.ts'
import { LocalPartner } from '#app/models/local-partner.server.ts'
import { NewsArticle } from '#app/models/news-article.server.ts'
import { NewsletterSubscriber } from '#app/models/newsletter-subscriber.server.ts'
import { Listing } from '#app/models/listing.server.ts'
import { TrainingProgramme } from '#app/models/training-programme.server.ts'
import { User } from '#app/models/user.server.ts'
import {
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
  type Method,
  type Outcome,
  type Role,
} from '#tests/authorization-matrix.ts'
import { dayOfYearsAgo } from '#tests/clock.ts'
import { DEFAULT_PASSWORD } from '#tests/factories.ts'
import { allowConsoleError } from '#tests/setup/fail-on-console-error.ts'
import { useTestServer } from '#tests/setup/test-server.ts'

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
    cells: parseCells(route, cells, { suspendedMayWrite: options.suspendedMayWrite }),
    ...options,
  })
const page = row('page')
const file = row('file')
const api = row('api')
const noAddress = (route: string, note: string): Row => ({ route, path: null, door: 'page', cells: {} as Row['cells'], note })

const models = (...list: unknown[]) => list as Collection[]
const unique = () => randomBytes(4).toString('hex')

// ---------------------------------------------------------------------------------------------------
// What the writes send

const cpdForm = { title: 'Reiki refresher', provider: 'EMPAM Academy', category: 'Workshop', hours: '3', date: dayOfYearsAgo(1, '03-12'), description: 'Sent by the matrix' }
const cpdJson = { ...cpdForm, hours: 3 }
const listingForm = { name: 'Siti Aminah binti Yusof', email: 'siti@example.com', membershipId: '', state: 'Selangor', specialties: 'Body', description: 'Sent by the matrix', isActive: 'on', returnTo: '/admin' }
const listingJson = { ...listingForm, isActive: true }
const newsForm = { title: 'Sent by the matrix', excerpt: 'Short.', date: '2026-04-01', author: 'EMPAM', category: 'Notes', isActive: 'on' }
const contentJson = {
  news: { title: 'Sent by the matrix', excerpt: 'Short.', date: '2026-04-01', author: 'EMPAM', category: 'Notes' },
  events: { title: 'Sent by the matrix', date: '3 July 2027', location: 'Tuaran, Sabah', type: 'Outreach' },
  galleries: { title: 'Sent by the matrix', description: 'Photographs.', date: 'March 2026' },
  'local-partners': { name: 'Sent by the matrix', type: 'Network', description: 'Clinics.', focus: 'Referrals', status: 'Active' },
  'international-partners': { name: 'Sent by the matrix', type: 'Association', description: 'Abroad.', focus: 'Exchange', status: 'Member', country: 'Thailand' },
  training: { title: 'Sent by the matrix', description: 'Tuning forks.', duration: '1 day', level: 'Beginner', provider: 'EMPAM Academy' },
}
const contactForm = { firstName: 'Nurul', lastName: 'Huda', email: 'nurul@example.com', subject: 'general', message: 'Sent by the matrix' }
const newPassword = { newPassword: 'brand-new-secret', confirmPassword: 'brand-new-secret' }
const profile = { firstName: 'Mariam', lastName: 'Changed', phone: '', state: 'Sabah', bio: 'Sent by the matrix' }
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
  }
}

const CONTENT_API = [
  ['news', 'news', NewsArticle],
  ['events', 'event', Event],
  ['galleries', 'gallery', Gallery],
  ['local-partners', 'localPartner', LocalPartner],
  ['international-partners', 'internationalPartner', InternationalPartner],
  ['training', 'training', TrainingProgramme],
] as const

// ---------------------------------------------------------------------------------------------------
// The table: anon member other admin

const TABLE: Row[] = [
  // The layout
  page('root', '/', { GET: 'ok', writes: '405' }),
  noAddress('routes/_account', 'the pathless layout of the account pages: reached only through its children, below'),

  // Public pages
  page('routes/_index', '/?index', { GET: 'ok', writes: '→/' }, { body: () => contactForm, counts: models(ContactMessage) }),
  page('routes/about', '/about', { GET: 'ok', writes: '405' }),
  page('routes/advocacy', '/advocacy', { GET: 'ok', writes: '405' }),
  page('routes/collaborations', '/collaborations', { GET: 'ok', writes: '405' }),
  page('routes/contact', '/contact', { GET: 'ok', writes: '→/contact' }, { body: () => contactForm, counts: models(ContactMessage) }),
  page('routes/disclaimer', '/disclaimer', { GET: 'ok', writes: '405' }),
  page('routes/donate', '/donate', { GET: 'ok', writes: '405' }),
  page('routes/energy-medicine', '/energy-medicine', { GET: 'ok', writes: '405' }),
  page('routes/ethics', '/ethics', { GET: 'ok', writes: '405' }),
  page('routes/find-practitioner', '/find-practitioner', { GET: 'ok', writes: '405' }),
  page('routes/membership', '/membership', { GET: 'ok', writes: '405' }),
  page('routes/news._index', '/news?index', { GET: 'ok', writes: '→/news' }, { body: () => ({ email: 'reader@example.com' }), counts: models(NewsletterSubscriber) }),
  page('routes/news.$id', '/news/:news', { GET: 'ok', writes: '405' }),
  page('routes/practitioner.$id', '/practitioner/:listing', { GET: 'ok', writes: '405' }),
  page('routes/resources', '/resources', { GET: 'ok', writes: '405' }),
  page('routes/training', '/training', { GET: 'ok', writes: '405' }),
  page('routes/$', '/no-such-page', { GET: '404', writes: '404' }),
  file('routes/dashboard', '/dashboard', { GET: '→/member-dashboard', writes: '405' }),
  file('routes/news-events', '/news-events', { GET: '→/news', writes: '405' }),
  file('routes/healthz', '/healthz', { GET: 'ok', writes: '405' }),
  file('routes/robots[.]txt', '/robots.txt', { GET: 'ok', writes: '405' }),
  file('routes/sitemap[.]xml', '/sitemap.xml', { GET: 'ok', writes: '405' }),

  // Account pages
  page('routes/_account.login', '/login', { GET: 'ok →/member-dashboard →/member-dashboard →/member-dashboard', writes: '→/member-dashboard' }, {
    uses: ['credentials'],
    body: (fx) => ({ email: fx.get('credentials'), password: DEFAULT_PASSWORD }),
  }),
  page('routes/_account.register', '/register', { GET: 'ok →/member-dashboard →/member-dashboard →/member-dashboard', writes: '→/member-dashboard' }, {
    body: registration,
    counts: models(User),
  }),
  page('routes/_account.forgot-password', '/forgot-password', { GET: 'ok', writes: 'ok' }, {
    uses: ['credentials'],
    body: (fx) => ({ email: fx.get('credentials') }),
  }),
  page('routes/_account.reset-password', '/reset-password?token=:resetToken', { GET: 'ok', writes: 'ok' }, {
    body: (fx) => ({ token: fx.get('resetToken'), ...newPassword }),
  }),
  page('routes/_account.verify-email', '/verify-email?token=:verifyToken', { GET: 'ok', writes: 'login →/member-dashboard →/member-dashboard →/member-dashboard' }, {
    returnTo: '/member-dashboard',
    counts: models(EmailVerificationToken),
  }),
  page('routes/_account.change-password', '/change-password', { GET: 'ok', writes: '401 →/change-password →/change-password →/change-password' }, {
    body: () => ({ currentPassword: DEFAULT_PASSWORD, ...newPassword }),
    fresh: 'account',
    suspendedMayWrite: true,
  }),
  page('routes/_account.change-email', '/change-email', { GET: 'login ok ok ok', writes: 'login →/profile →/profile →/profile' }, {
    body: () => ({ newEmail: `moved-${unique()}@example.com`, currentPassword: DEFAULT_PASSWORD }),
    counts: models(EmailChangeRequest),
  }),
  page('routes/_account.profile', '/profile', { GET: 'login ok ok ok', writes: 'login →/member-dashboard →/member-dashboard →/member-dashboard' }, {
    body: () => profile,
  }),
  file('routes/logout', '/logout', { GET: '→/', writes: '→/' }, { fresh: 'session', suspendedMayWrite: true }),

  // The member's CPD record
  page('routes/member-dashboard', '/member-dashboard', { GET: 'login ok ok ok', writes: '405' }, { uses: ['entry'] }),
  page('routes/member-dashboard_.cpd.new', '/member-dashboard/cpd/new', { GET: 'login ok ok ok', writes: 'login →/member-dashboard →/member-dashboard →/member-dashboard' }, {
    body: () => cpdForm,
    counts: models(CpdEntry),
  }),
  page('routes/member-dashboard_.cpd.$id.edit', '/member-dashboard/cpd/:entry/edit', { GET: 'login ok 404 404', writes: 'login →/member-dashboard 404 404' }, {
    body: () => cpdForm,
  }),
  page('routes/member-dashboard_.cpd.$id.delete', '/member-dashboard/cpd/:entry/delete', { GET: 'login ok 404 404', writes: 'login →/member-dashboard 404 404' }),
  page('routes/member-dashboard_.cpd.statement', '/member-dashboard/cpd/statement?year=2026', { GET: 'login ok ok ok', writes: '405' }, { uses: ['entry'] }),
  file('routes/member-dashboard_.cpd[.]csv', '/member-dashboard/cpd.csv', { GET: 'login ok ok ok', writes: '405' }, {
    uses: ['entry'],
    returnTo: '/member-dashboard',
  }),

  // Administration: listings, accounts, CPD review
  page('routes/admin._index', '/admin', { GET: 'login 403 403 ok', writes: '405' }, { uses: ['listing'] }),
  page('routes/admin.practitioners.new', '/admin/practitioners/new', { GET: 'login 403 403 ok', writes: 'login 403 403 →/admin' }, {
    body: () => listingForm,
    counts: models(Listing, AuditLog),
  }),
  page('routes/admin.practitioners.$id.edit', '/admin/practitioners/:listing/edit', { GET: 'login 403 403 ok', writes: 'login 403 403 →/admin' }, {
    body: () => listingForm,
    counts: models(AuditLog),
  }),
  page('routes/admin.practitioners.$id.delete', '/admin/practitioners/:listing/delete', { GET: 'login 403 403 ok', writes: 'login 403 403 →/admin' }, {
    body: () => ({ returnTo: '/admin' }),
    counts: models(AuditLog),
  }),
  page('routes/admin.members', '/admin/members', { GET: 'login 403 403 ok', writes: 'login 403 403 →/admin/members' }, {
    uses: ['target'],
    body: (fx) => ({ intent: 'set-status', userId: fx.get('target'), membershipStatus: 'suspended' }),
    counts: models(AuditLog),
  }),
  page('routes/admin.cpd', '/admin/cpd', { GET: 'login 403 403 ok', writes: 'login 403 403 →/admin/cpd' }, {
    uses: ['entry'],
    body: (fx) => ({ entryIds: fx.get('entry'), expectedUpdatedAt: fx.version('entry'), status: 'approved', note: 'Sent by the matrix' }),
    counts: models(AuditLog),
  }),

  // Administration: site content, messages, the audit log
  page('routes/admin-content', '/admin-content?tab=events', { GET: 'login 403 403 ok', writes: '405' }, { uses: ['event'] }),
  page('routes/admin-content_.$type.new', '/admin-content/news/new', { GET: 'login 403 403 ok', writes: 'login 403 403 →/admin-content' }, {
    body: () => newsForm,
    counts: models(NewsArticle, AuditLog),
  }),
  page('routes/admin-content_.$type.$id.edit', '/admin-content/news/:news/edit', { GET: 'login 403 403 ok', writes: 'login 403 403 →/admin-content' }, {
    body: () => newsForm,
    counts: models(AuditLog),
  }),
  page('routes/admin-content_.$type.$id.delete', '/admin-content/news/:news/delete', { GET: 'login 403 403 ok', writes: 'login 403 403 →/admin-content' }, {
    counts: models(AuditLog),
  }),
  page('routes/admin.messages', '/admin/messages?show=unhandled', { GET: 'login 403 403 ok', writes: 'login 403 403 →/admin/messages' }, {
    uses: ['message'],
    body: (fx) => ({ intent: 'mark-handled', id: fx.get('message') }),
    counts: models(AuditLog),
  }),
  page('routes/admin.messages_.$id.delete', '/admin/messages/:message/delete', { GET: 'login 403 403 ok', writes: 'login 403 403 →/admin/messages' }, {
    counts: models(AuditLog),
  }),
  page('routes/admin.messages_.subscribers', '/admin/messages/subscribers', { GET: 'login 403 403 ok', writes: '405' }, { uses: ['subscriber'] }),
  page('routes/admin.messages_.subscribers_.$id.delete', '/admin/messages/subscribers/:subscriber/delete', { GET: 'login 403 403 ok', writes: 'login 403 403 →/admin/messages/subscribers' }, {
    counts: models(AuditLog),
  }),
  file('routes/admin.messages_.subscribers[.]csv', '/admin/messages/subscribers.csv', { GET: 'login 403 403 ok', writes: '405' }, {
    uses: ['subscriber'],
    returnTo: '/admin/messages/subscribers',
  }),
  page('routes/admin.audit', '/admin/audit?page=1', { GET: 'login 403 403 ok', writes: '405' }),

  // The JSON API: accounts
  api('routes/api.auth.login', '/api/auth/login', { POST: 'ok', GET: '405', writes: '405' }, {
    uses: ['credentials'],
    body: (fx) => ({ email: fx.get('credentials'), password: DEFAULT_PASSWORD }),
  }),
  api('routes/api.auth.register', '/api/auth/register', { POST: 'ok', GET: '405', writes: '405' }, { body: registration, counts: models(User) }),
  api('routes/api.auth.logout', '/api/auth/logout', { POST: 'ok', GET: '405', writes: '405' }, { fresh: 'session', suspendedMayWrite: true }),
  api('routes/api.auth.me', '/api/auth/me', { GET: 'login ok ok ok', writes: '405' }),
  api('routes/api.auth.profile', '/api/auth/profile', { GET: 'login ok ok ok', PUT: 'login ok ok ok', writes: '405' }, { body: () => profile }),
  api('routes/api.auth.change-password', '/api/auth/change-password', { GET: '405', POST: 'login ok ok ok', PUT: 'login ok ok ok', writes: '405' }, {
    body: () => ({ currentPassword: DEFAULT_PASSWORD, ...newPassword }),
    fresh: 'account',
    suspendedMayWrite: true,
  }),
  api('routes/api.auth.change-email', '/api/auth/change-email', { POST: 'login ok ok ok', GET: '405', writes: '405' }, {
    body: () => ({ newEmail: `moved-${unique()}@example.com`, currentPassword: DEFAULT_PASSWORD }),
    counts: models(EmailChangeRequest),
  }),
  api('routes/api.auth.forgot-password', '/api/auth/forgot-password', { POST: 'ok', GET: '405', writes: '405' }, {
    uses: ['credentials'],
    body: (fx) => ({ email: fx.get('credentials') }),
  }),
  api('routes/api.auth.reset-password', '/api/auth/reset-password', { POST: 'ok', GET: '405', writes: '405' }, {
    uses: ['resetToken'],
    body: (fx) => ({ token: fx.get('resetToken'), ...newPassword }),
  }),
  api('routes/api.auth.verify-email', '/api/auth/verify-email', { POST: 'ok', GET: '405', writes: '405' }, {
    uses: ['verifyToken'],
    body: (fx) => ({ token: fx.get('verifyToken') }),
  }),
  api('routes/api.auth.verify-email.resend', '/api/auth/verify-email/resend', { POST: 'login ok ok ok', GET: '405', writes: '405' }, {
    counts: models(EmailVerificationToken),
  }),

  // The JSON API: the public forms
  // Any other address under /api: 404 JSON, whatever the method
  api('routes/api.$', '/api/no-such-endpoint', { GET: '404', writes: '404' }, { body: () => contactForm, counts: models(ContactMessage) }),
  api('routes/api.contact', '/api/contact', { POST: 'ok', GET: '405', writes: '405' }, { body: () => contactForm, counts: models(ContactMessage) }),
  api('routes/api.newsletter', '/api/newsletter', { POST: 'ok', GET: '405', writes: '405' }, {
    body: () => ({ email: 'reader@example.com' }),
    counts: models(NewsletterSubscriber),
  }),

  // The JSON API: the member's CPD record
  api('routes/api.cpd', '/api/cpd', { GET: 'login ok ok ok', POST: 'login ok ok ok', writes: '405' }, {
    uses: ['entry'],
    body: () => cpdJson,
    counts: models(CpdEntry),
  }),
  api('routes/api.cpd.$id', '/api/cpd/:entry', { GET: 'login ok 404 404', PUT: 'login ok 404 404', DELETE: 'login ok 404 404', writes: '405' }, {
    body: () => cpdJson,
  }),

  // The JSON API: administration
  api('routes/api.admin.cpd.$id', '/api/admin/cpd/:entry', { PUT: 'login 403 403 ok', GET: '405', writes: '405' }, {
    body: () => ({ status: 'approved', note: 'Sent by the matrix' }),
    counts: models(AuditLog),
  }),
  api('routes/api.admin.members.$id', '/api/admin/members/:target', { PUT: 'login 403 403 ok', GET: '405', writes: '405' }, {
    body: () => ({ membershipId: `EMP${parseInt(unique(), 16)}` }),
    counts: models(AuditLog),
  }),
  api('routes/api.practitioners', '/api/practitioners', { GET: 'ok', POST: 'login 403 403 ok', writes: '405' }, {
    body: () => listingJson,
    counts: models(Listing, AuditLog),
  }),
  api('routes/api.practitioners.$id', '/api/practitioners/:listing', { GET: 'ok', PUT: 'login 403 403 ok', DELETE: 'login 403 403 ok', writes: '405' }, {
    body: () => listingJson,
    counts: models(AuditLog),
  }),
  ...CONTENT_API.flatMap(([type, kind, model]) => [
    api(`routes/api.${type}`, `/api/${type}`, { GET: 'ok', POST: 'login 403 403 ok', writes: '405' }, {
      body: () => contentJson[type],
      counts: models(model, AuditLog),
    }),
    api(`routes/api.${type}.$id`, `/api/${type}/:${kind}`, { GET: 'ok', PUT: 'login 403 403 ok', DELETE: 'login 403 403 ok', writes: '405' }, {
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
  for (const method of METHODS) {
    for (const [index, role] of ROLES.entries()) {
      const expected = r.cells[method][index]!
      // Pages take the cookie, the API the bearer token, and the cookie too where the caller decides the answer.
      const callerMatters = new Set(r.cells[method]).size > 1
      const doors = r.door !== 'api' ? (['cookie'] as const) : callerMatters ? (['token', 'cookie'] as const) : (['token'] as const)
      for (const by of doors) {
        const actor = await freshActor(roles[role], r.fresh ?? 'none')
        const fx = await Fixtures.make(kinds, roles.member.user!.id)
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
        const outcome = outcomeOf(response, r.door)

        if (outcome !== expected) problems.push(`${label}: expected ${expected}, got ${outcome} (${response.status})`)
        else for (const problem of shapeProblems(response, text, r.door, outcome, r.returnTo ?? address, role, method)) problems.push(`${label}: ${problem}`)
        for (const marker of fx.hiddenFrom(role)) {
          if (text.includes(marker)) problems.push(`${label}: the answer shows a record ${role} may not see (${marker})`)
        }
        if (watch && JSON.stringify(await state()) !== before) problems.push(`${label}: refused (${outcome}), yet something changed`)
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
  })
})
