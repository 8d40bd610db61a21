import path from 'node:path'
import { pathToFileURL } from 'node:url'
import type { ServerBuild } from '@remix-run/node'
import fc from 'fast-check'
import mongoose from 'mongoose'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { ContactMessage } from '#app/models/contact-message.server.ts'
import { NewsletterSubscriber } from '#app/models/newsletter-subscriber.server.ts'
import { CONTENT_TYPES, type ContentType } from '#app/domain/content-types.ts'
import { sendEmailVerification } from '#app/services/email-verification.server.ts'
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
} from '#tests/content-factories.ts'
import { createCpdEntry, createUser, DEFAULT_PASSWORD } from '#tests/factories.ts'
import { badObjectId, describeBody, encodeBody, formPairs, hostileBody, hostileRedirectTarget, type HostileBody, type JsonField } from '#tests/hostile.ts'
import { newClientIp } from '#tests/http.ts'
import '#tests/setup/quiet-url-warnings.ts'
import { useTestServer } from '#tests/setup/test-server.ts'

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
}

// ---------------------------------------------------------------------------------------------------
// Fixtures: the accounts and records the routes act on, made before the runs

const fixtures = {
  member: { id: '', cookie: '', token: '' },
  admin: { id: '', cookie: '', token: '' },
  own: new Map<string, { cookie: string; token: string }>(),
  /** A member the administrators' account actions are tried on. */
  subject: '',
  cpd: '',
  /** Pending entries for the review page and the review API, one each: either may run first. */
  reviewCpd: '',
  apiReviewCpd: '',
  /** A pending entry for the review page, and the version the page would show of it. */
  reviewCpdPage: { id: '', version: '' },
  practitioner: '',
  message: '',
  content: {} as Record<ContentType, string>,
  /** An account the sign-in forms may sign in to, and the links its mails would carry. */
  loginEmail: '',
  resetTokens: { page: '', api: '' },
  verifyToken: '',
}

const CONTENT_FACTORIES: Record<ContentType, () => Promise<{ id: string }>> = {
  news: () => createNewsArticle(),
  events: () => createEvent(),
  galleries: () => createGallery(),
  'local-partners': () => createLocalPartner(),
  'international-partners': () => createInternationalPartner(),
  training: () => createTrainingProgramme(),
}

const freshCpd = async () => (await createCpdEntry(fixtures.member.id)).id
let listingCounter = 0
// Not EMP and digits: the add form's blank ID takes the next of those, and the two would collide.
const freshListing = async () => (await createListing({ membershipId: `HOSTILE${(listingCounter += 1)}` })).id
const freshMessage = async () =>
  String((await ContactMessage.create({ firstName: 'Hostile', lastName: 'Test', email: 'hostile@example.com', message: 'Hello' }))._id)
const freshSubscriber = async () => String((await NewsletterSubscriber.create({ email: `reader-${Date.now()}-${Math.random()}@example.com` }))._id)

const stable = (get: () => string) => async () => get()
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
  events: { title: 'Open day', date: '14 March 2027', location: 'Kota Kinabalu', type: 'Outreach', description: 'Talks.', isActive: true },
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
}

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
}

const PROFILE_VALID = {
  firstName: 'Aminah',
  lastName: 'Tester',
  phone: '+60 12-345 6789',
  state: 'Sabah',
  specialties: ['Body', 'Mind'],
  otherSpecialties: 'Sound healing',
  certification: 'Certified',
  businessName: 'Harmony',
  bio: 'Practising since 2010.',
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
  one(`routes/api.${type}`, 'api', 'admin', ['POST'], { path: noId(`/api/${type}`), valid: CONTENT_VALID[type] }, { runs: 12 }),
  one(
    `routes/api.${type}.$id`,
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
  one('routes/_index', 'page', 'anonymous', ['POST'], { path: noId('/?index'), valid: { ...contactBase, subject: 'membership' } }),
  one('routes/contact', 'page', 'anonymous', ['POST'], {
    path: noId('/contact'),
    valid: { ...contactBase, phone: '+60 12-345 6789', subject: 'general', newsletter: true },
  }),
  one('routes/news._index', 'page', 'anonymous', ['POST'], { path: noId('/news?index'), valid: { email: 'reader@example.com' } }),
  one('routes/logout', 'page', 'anonymous', ['POST'], { path: noId('/logout'), valid: {} }),
  one('routes/_account.login', 'page', 'anonymous', ['POST'], {
    path: noId('/login'),
    valid: { email: '<login-email>', password: DEFAULT_PASSWORD, redirectTo: '/member-dashboard' },
  }, { runs: PASSWORD_RUNS }),
  one('routes/_account.register', 'page', 'anonymous', ['POST'], { path: noId('/register'), valid: REGISTER_VALID }, { runs: PASSWORD_RUNS }),
  one('routes/_account.forgot-password', 'page', 'anonymous', ['POST'], { path: noId('/forgot-password'), valid: { email: 'nobody@example.com' } }),
  one('routes/_account.reset-password', 'page', 'anonymous', ['POST'], { path: noId('/reset-password'), valid: resetValid('<reset-token-page>') }, { runs: PASSWORD_RUNS }),
  // Member forms
  one('routes/_account.change-password', 'page', 'member', ['POST'], { path: noId('/change-password'), valid: PASSWORD_CHANGE }, {
    ownAccount: true,
    runs: PASSWORD_RUNS,
  }),
  one('routes/_account.profile', 'page', 'member', ['POST'], { path: noId('/profile'), valid: PROFILE_VALID }),
  one('routes/_account.change-email', 'page', 'member', ['POST'], {
    path: noId('/change-email'),
    valid: { newEmail: 'moved.page@example.com', currentPassword: DEFAULT_PASSWORD },
  }, { ownAccount: true, runs: PASSWORD_RUNS }),
  one('routes/_account.verify-email', 'page', 'member', ['POST'], { path: noId('/verify-email'), valid: {} }),
  one('routes/member-dashboard_.cpd.new', 'page', 'member', ['POST'], { path: noId('/member-dashboard/cpd/new'), valid: CPD_VALID }),
  one('routes/member-dashboard_.cpd.$id.edit', 'page', 'member', ['POST'], {
    path: (id) => `/member-dashboard/cpd/${id}/edit`,
    valid: CPD_VALID,
    realId: stable(() => fixtures.cpd),
  }),
  one('routes/member-dashboard_.cpd.$id.delete', 'page', 'member', ['POST'], {
    path: (id) => `/member-dashboard/cpd/${id}/delete`,
    valid: {},
    realId: freshCpd,
  }),
  // Administrators' forms
  one('routes/admin.practitioners.new', 'page', 'admin', ['POST'], {
    path: noId('/admin/practitioners/new'),
    valid: { ...LISTING_VALID, returnTo: '/admin' },
  }),
  one('routes/admin.practitioners.$id.edit', 'page', 'admin', ['POST'], {
    path: (id) => `/admin/practitioners/${id}/edit`,
    valid: { ...LISTING_VALID, returnTo: '/admin?page=2' },
    realId: stable(() => fixtures.practitioner),
  }),
  one('routes/admin.practitioners.$id.delete', 'page', 'admin', ['POST'], {
    path: (id) => `/admin/practitioners/${id}/delete`,
    valid: { returnTo: '/admin' },
    realId: freshListing,
  }),
  one('routes/admin.cpd', 'page', 'admin', ['POST'], {
    path: noId('/admin/cpd'),
    valid: { entryIds: ['<review-page>'], expectedUpdatedAt: ['<review-page-version>'], status: 'approved', note: 'Well done.' },
  }),
  one('routes/admin.members', 'page', 'admin', ['POST'], {
    path: noId('/admin/members?search=a&page=1'),
    valid: { intent: 'set-status', userId: '<subject>', membershipStatus: 'suspended' },
  }),
  { route: 'routes/admin-content_.$type.new', door: 'page', role: 'admin', methods: ['POST'], variants: contentPages('new') },
  { route: 'routes/admin-content_.$type.$id.edit', door: 'page', role: 'admin', methods: ['POST'], variants: contentPages('edit') },
  { route: 'routes/admin-content_.$type.$id.delete', door: 'page', role: 'admin', methods: ['POST'], variants: contentPages('delete') },
  one('routes/admin.messages', 'page', 'admin', ['POST'], { path: noId('/admin/messages?show=unhandled'), valid: { intent: 'mark-handled', id: '<message>' } }),
  one('routes/admin.messages_.$id.delete', 'page', 'admin', ['POST'], {
    path: (id) => `/admin/messages/${id}/delete`,
    valid: {},
    realId: freshMessage,
  }),
  one('routes/admin.messages_.subscribers_.$id.delete', 'page', 'admin', ['POST'], {
    path: (id) => `/admin/messages/subscribers/${id}/delete`,
    valid: {},
    realId: freshSubscriber,
  }),
  // The public API
  one('routes/api.contact', 'api', 'anonymous', ['POST'], { path: noId('/api/contact'), valid: { ...contactBase, subject: 'general', newsletter: true } }),
  one('routes/api.newsletter', 'api', 'anonymous', ['POST'], { path: noId('/api/newsletter'), valid: { email: 'reader@example.com' } }),
  one('routes/api.auth.login', 'api', 'anonymous', ['POST'], { path: noId('/api/auth/login'), valid: { email: '<login-email>', password: DEFAULT_PASSWORD } }, {
    runs: PASSWORD_RUNS,
  }),
  one('routes/api.auth.logout', 'api', 'anonymous', ['POST'], { path: noId('/api/auth/logout'), valid: {} }),
  one('routes/api.auth.register', 'api', 'anonymous', ['POST'], {
    path: noId('/api/auth/register'),
    valid: { ...REGISTER_VALID, email: 'api.member@example.com', username: 'api_member', membershipId: 'EMP9002' },
  }, { runs: PASSWORD_RUNS }),
  one('routes/api.auth.forgot-password', 'api', 'anonymous', ['POST'], { path: noId('/api/auth/forgot-password'), valid: { email: 'nobody@example.com' } }),
  one('routes/api.auth.reset-password', 'api', 'anonymous', ['POST'], { path: noId('/api/auth/reset-password'), valid: resetValid('<reset-token-api>') }, { runs: PASSWORD_RUNS }),
  one('routes/api.auth.verify-email', 'api', 'anonymous', ['POST'], { path: noId('/api/auth/verify-email'), valid: { token: '<verify-token>' } }),
  // The members' API
  one('routes/api.auth.me', 'api', 'member', ['POST'], { path: noId('/api/auth/me'), valid: {} }, { validStatus: 405 }),
  one('routes/api.auth.profile', 'api', 'member', ['PUT'], { path: noId('/api/auth/profile'), valid: PROFILE_VALID }),
  one('routes/api.auth.change-password', 'api', 'member', ['PUT', 'POST'], { path: noId('/api/auth/change-password'), valid: PASSWORD_CHANGE }, {
    ownAccount: true,
    runs: PASSWORD_RUNS,
  }),
  one('routes/api.auth.change-email', 'api', 'member', ['POST'], { path: noId('/api/auth/change-email'), valid: { newEmail: 'moved.member@example.com', currentPassword: DEFAULT_PASSWORD } }, {
    ownAccount: true,
    runs: PASSWORD_RUNS,
  }),
  one('routes/api.auth.verify-email.resend', 'api', 'member', ['POST'], { path: noId('/api/auth/verify-email/resend'), valid: {} }),
  one('routes/api.cpd', 'api', 'member', ['POST'], { path: noId('/api/cpd'), valid: CPD_VALID }),
  one('routes/api.cpd.$id', 'api', 'member', ['PUT', 'DELETE'], {
    path: (id) => `/api/cpd/${id}`,
    valid: CPD_VALID,
    realId: stableOrFresh(() => fixtures.cpd, freshCpd),
  }),
  // The administrators' API
  one('routes/api.admin.cpd.$id', 'api', 'admin', ['PUT'], {
    path: (id) => `/api/admin/cpd/${id}`,
    valid: { status: 'rejected', note: 'Please attach the certificate.' },
    realId: stable(() => fixtures.apiReviewCpd),
  }),
  one('routes/api.admin.members.$id', 'api', 'admin', ['PUT'], {
    path: (id) => `/api/admin/members/${id}`,
    valid: { membershipId: 'EMP77001' },
    realId: stable(() => fixtures.subject),
  }),
  one('routes/api.practitioners', 'api', 'admin', ['POST'], { path: noId('/api/practitioners'), valid: LISTING_VALID }),
  one('routes/api.practitioners.$id', 'api', 'admin', ['PUT', 'DELETE'], {
    path: (id) => `/api/practitioners/${id}`,
    valid: LISTING_VALID,
    realId: stableOrFresh(() => fixtures.practitioner, freshListing),
  }),
  ...contentApi,
  // Addresses no route claims: an id left out (/api/cpd/, /admin/messages//delete) or `..` lands here.
  one('routes/$', 'page', 'member', ['POST'], { path: (id) => `/member-dashboard/cpd/${id}/nothing-here`, valid: CPD_VALID }, { validStatus: 404 }),
  one('routes/api.$', 'api', 'member', WRITES, { path: (id) => `/api/cpd/${id}/nothing-here`, valid: CPD_VALID }, { validStatus: 404 }),
]

/** Placeholders in the valid bodies, for ids that exist only once the fixtures are made. */
function withFixtureIds(value: Record<string, JsonField>): Record<string, JsonField> {
  const ids: Record<string, string> = {
    '<review>': fixtures.reviewCpd,
    '<review-page>': fixtures.reviewCpdPage.id,
    '<review-page-version>': fixtures.reviewCpdPage.version,
    '<subject>': fixtures.subject,
    '<message>': fixtures.message,
    '<login-email>': fixtures.loginEmail,
    '<reset-token-page>': fixtures.resetTokens.page,
    '<reset-token-api>': fixtures.resetTokens.api,
    '<verify-token>': fixtures.verifyToken,
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
      return fc.tuple(fc.constant(index), id, method, hostileBody(target.door, withFixtureIds(variant.valid)))
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
  const body: HostileBody =
    target.door === 'api'
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
    ['the sign-in form (redirectTo)', TARGETS.find((t) => t.route === 'routes/_account.login')!, (to) => ({ email: '<login-email>', password: DEFAULT_PASSWORD, redirectTo: to })],
    ['a listing edit (returnTo)', TARGETS.find((t) => t.route === 'routes/admin.practitioners.$id.edit')!, (to) => ({ ...LISTING_VALID, returnTo: to })],
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
    expect(writers.map((t) => t.route)).toEqual(expect.arrayContaining(['routes/api.auth.register', 'routes/api.auth.profile', 'routes/api.cpd', 'routes/api.contact', 'routes/api.practitioners', 'routes/api.news']))
  })

  test.each(writers.map((t) => [t.route, t] as const))('%s', async (_route, target) => {
    const variant = target.variants[0]!
    const method = target.methods.find((m) => m === 'POST' || m === 'PUT')!
    const valid = withFixtureIds(variant.valid)
    const fields = Object.keys(valid).filter((k) => !NOT_STORED_TEXT.has(k) && (typeof valid[k] === 'string' || (Array.isArray(valid[k]) && typeof (valid[k] as unknown[])[0] === 'string')))
    await fc.assert(
      fc.asyncProperty(fc.constantFrom(...fields), fc.constantFrom(...UNSAFE), fc.nat(), async (field, character, at) => {
        const original = valid[field]!
        const text = Array.isArray(original) ? String(original[0]) : String(original || 'x')
        const position = at % (text.length + 1)
        const spoiled = `${text.slice(0, position)}${character}${text.slice(position)}`
        const body = { ...valid, [field]: Array.isArray(original) ? [spoiled, ...original.slice(1)] : spoiled }
        const address = variant.path(variant.realId ? await variant.realId(method) : '')
        const answer = await send(target, method, address, { kind: 'json', entries: Object.entries(body), contentType: 'application/json' })
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
  for (const name of ['User', 'CpdEntry', 'Practitioner', 'ContactMessage', 'NewsletterSubscriber', 'NewsArticle', 'Event', 'Gallery', 'AuditLog']) {
    expect(await mongoose.model(name).countDocuments(), name).toBeGreaterThan(1)
  }
}, 120_000)
