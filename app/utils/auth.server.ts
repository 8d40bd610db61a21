import { message } from '#app/validation/messages.ts'
import { createHash, randomBytes } from 'node:crypto'
import { json, redirect } from '@remix-run/node'
import { Authenticator } from 'remix-auth'
import { FormStrategy } from 'remix-auth-form'
import { Session } from '#app/models/session.server.ts'
import {
  getUserById,
  getUserWithPasswordByEmail,
  recordLogin,
  toPublicUser,
  type PublicUser,
} from '#app/models/user.server.ts'
import { LoginSchema } from '#app/validation/auth.ts'
import { MEMBERSHIP_MESSAGES } from '#app/validation/membership-messages.ts'
import { apiError } from './api.server.ts'
import { getEnv, isProduction } from './env.server.ts'
import { parseSubmission } from './form-submission.server.ts'
import { verifyAgainstDummy, verifyPassword } from './password.server.ts'
import { attemptAll, dbRateLimiter } from './db-rate-limit.server.ts'
import { tooManyAttemptsMessage } from './rate-limit.server.ts'
import { safeRedirect } from './safe-redirect.server.ts'
import { redirectWithToast } from './toast.server.ts'
import { oncePerRequest } from './request-scope.server.ts'
import { getAuthCookie, SESSION_IDLE_TIMEOUT_MS, SESSION_MAX_AGE_SECONDS } from './session.server.ts'
import { dashboardTabs, membershipPaths, myDataPaths } from '#app/config/member-paths.ts'
import { loginPath, paths } from '#app/config/paths.ts'

export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex')
}

export function newSecretToken(): string {
  return randomBytes(32).toString('base64url')
}

/**
 * A one-time token in plain text for developers, who can then follow a mailed link without a mail
 * program (the spec's "debugToken"). Only when the operator opted in with DEBUG_RESET_TOKENS=true
 * (`npm run dev` and the tests do; `npm start` does not, and production refuses it): anyone who can
 * reach the site could otherwise reset any account's password, the administrator's included.
 */
export function debugTokenFor(token: string): string | undefined {
  return getEnv().DEBUG_RESET_TOKENS && !isProduction() ? token : undefined
}

/** Starts a server-side session for a user; the token goes in the cookie and in API answers. */
export async function createLoginSession(userId: string, request: Request, clientIp = '') {
  const token = newSecretToken()
  await Session.create({
    _id: hashToken(token),
    userId,
    userAgent: (request.headers.get('user-agent') ?? '').slice(0, 500),
    ip: clientIp.slice(0, 100),
    expiresAt: new Date(Date.now() + SESSION_MAX_AGE_SECONDS * 1000),
  })
  const cookie = await getAuthCookie().serialize(token)
  return { token, sessionId: hashToken(token), cookie }
}

async function readToken(request: Request): Promise<string | null> {
  const authorization = request.headers.get('authorization')
  if (authorization?.toLowerCase().startsWith('bearer ')) {
    const token = authorization.slice(7).trim()
    return token || null
  }
  const value = await getAuthCookie().parse(request.headers.get('cookie'))
  return typeof value === 'string' && value ? value : null
}

export interface CurrentSession {
  sessionId: string
  user: PublicUser
}

const LAST_SEEN_RESOLUTION_MS = 5 * 60 * 1000
const perRequest = new WeakMap<Request, Promise<CurrentSession | null>>()

async function loadSession(request: Request): Promise<CurrentSession | null> {
  const token = await readToken(request)
  if (!token || token.length > 200) return null
  const sessionId = hashToken(token)
  const session = await Session.findById(sessionId).lean()
  if (!session) return null
  if (session.expiresAt.getTime() <= Date.now() || Date.now() - new Date(session.lastSeenAt).getTime() > SESSION_IDLE_TIMEOUT_MS) {
    await Session.deleteOne({ _id: sessionId })
    return null
  }
  const user = await getUserById(String(session.userId))
  if (!user || !user.isActive || user.closureRequestedAt) {
    // The account was removed, deactivated or closed: this session is over.
    await Session.deleteOne({ _id: sessionId })
    return null
  }
  let lastSeenAt = new Date(session.lastSeenAt).getTime()
  if (Date.now() - lastSeenAt > LAST_SEEN_RESOLUTION_MS) {
    lastSeenAt = Date.now()
    await Session.updateOne({ _id: sessionId }, { $set: { lastSeenAt: new Date(lastSeenAt) } })
  }
  return { sessionId, user }
}

/**
 * The signed-in session and user of this request (cookie or bearer token), or null. A page's GET runs
 * the root loader and its own loader with two copies of the request: the request scope lets them share
 * one lookup (two queries fewer). A POST may sign in or out in its action before loaders run, so it
 * shares only through the same Request object.
 */
export function getCurrentSession(request: Request): Promise<CurrentSession | null> {
  let pending = perRequest.get(request)
  if (!pending) {
    pending =
      request.method === 'GET' || request.method === 'HEAD'
        ? oncePerRequest(request, `session:${request.headers.get('authorization') ?? ''}:${request.headers.get('cookie') ?? ''}`, () => loadSession(request))
        : loadSession(request)
    perRequest.set(request, pending)
  }
  return pending
}

export async function getUser(request: Request) {
  return (await getCurrentSession(request))?.user ?? null
}

export async function getUserId(request: Request) {
  return (await getCurrentSession(request))?.user.id ?? null
}

/** Said, like the deactivated one, only to someone who typed the right password. */
export const CLOSED_ACCOUNT_MESSAGE = message('messages:accountClosure.signInClosed')

export const SUSPENDED_MEMBERSHIP_MESSAGE = message('messages:auth.suspended')

/**
 * The writes a suspended member may still make: signing out, changing their password, and the rights the
 * PDPA gives whatever the membership (closing the account, asking for a correction or access).
 */
const WRITES_OF_A_SUSPENDED_MEMBER = new Set([
  '/logout',
  '/api/auth/logout',
  '/change-password',
  '/api/auth/change-password',
  paths.closeAccount,
  '/api/me',
  myDataPaths.page,
  myDataPaths.apiRequests,
])

/**
 * A suspended member may sign in and read their records, but change nothing: every write that needs a
 * signed-in user answers 403 with the one message, before anything else is looked at. Checked here,
 * where every page and endpoint that needs a user gets it, so that no action can forget it.
 */
function refuseWritesOfSuspendedMember(request: Request, user: PublicUser, door: 'page' | 'api') {
  if (user.membershipStatus !== 'suspended' || request.method === 'GET' || request.method === 'HEAD') return
  if (WRITES_OF_A_SUSPENDED_MEMBER.has(new URL(request.url).pathname)) return
  throw door === 'api' ? apiError(403, SUSPENDED_MEMBERSHIP_MESSAGE) : json({ message: SUSPENDED_MEMBERSHIP_MESSAGE }, { status: 403 })
}

/**
 * An applicant whose application was not accepted may read the notice (the dashboard, their account,
 * their membership), apply again and sign out: nothing else (issue 18). Checked here with the
 * suspended member's rule, so that no page or endpoint can forget it.
 */
const PATHS_OF_A_REJECTED_APPLICANT = new Set([
  paths.dashboardHome,
  ...Object.values(dashboardTabs),
  '/logout',
  '/api/auth/logout',
  '/api/auth/me',
  '/api/membership',
  membershipPaths.reapply,
  membershipPaths.apiReapply,
  // Anyone may close their account, take and correct their data, whatever their status (issue 21).
  paths.closeAccount,
  '/api/me',
  myDataPaths.page,
  myDataPaths.zip,
  myDataPaths.apiExport,
  myDataPaths.apiRequests,
])

function refuseRejectedApplicant(request: Request, user: PublicUser, door: 'page' | 'api') {
  if (user.membershipStatus !== 'rejected' || PATHS_OF_A_REJECTED_APPLICANT.has(new URL(request.url).pathname)) return
  const message = MEMBERSHIP_MESSAGES.rejectedNotice
  throw door === 'api' ? apiError(403, message) : json({ message }, { status: 403 })
}

function loginRedirect(request: Request, redirectTo?: string) {
  const url = new URL(request.url)
  const target = safeRedirect(redirectTo ?? `${url.pathname}${url.search}`, paths.dashboard)
  return redirect(loginPath(target))
}

/** For pages: the signed-in user, or a redirect to /login that comes back here afterwards. */
export async function requireUser(request: Request, { redirectTo }: { redirectTo?: string } = {}) {
  const current = await getCurrentSession(request)
  if (!current) throw loginRedirect(request, redirectTo)
  refuseWritesOfSuspendedMember(request, current.user, 'page')
  refuseRejectedApplicant(request, current.user, 'page')
  return current.user
}

export async function requireCurrentSession(request: Request) {
  const current = await getCurrentSession(request)
  if (!current) throw loginRedirect(request)
  refuseWritesOfSuspendedMember(request, current.user, 'page')
  refuseRejectedApplicant(request, current.user, 'page')
  return current
}

/** For pages only the signed-out may use (login, register). */
export async function requireAnonymous(request: Request) {
  if (await getCurrentSession(request)) throw redirect(paths.dashboard)
}

/** For JSON endpoints: the session, or a 401 JSON answer. */
export async function requireApiSession(request: Request) {
  const current = await getCurrentSession(request)
  if (!current) throw apiError(401, message('messages:api.authRequired'))
  refuseWritesOfSuspendedMember(request, current.user, 'api')
  refuseRejectedApplicant(request, current.user, 'api')
  return current
}

export async function requireApiUser(request: Request) {
  return (await requireApiSession(request)).user
}

export async function destroySessionCookie() {
  return getAuthCookie().serialize('', { maxAge: 0 })
}

/** Deletes this request's session (cookie or bearer token); true when there was one. */
export async function endCurrentSession(request: Request) {
  const current = await getCurrentSession(request)
  if (current) await Session.deleteOne({ _id: current.sessionId })
  return Boolean(current)
}

/**
 * Ends this request's session, clears the cookie and sends the browser on, with a toast saying so
 * (issue 17: the header changing alone is easy to miss).
 */
export async function logout(request: Request, redirectTo: string = paths.home) {
  await endCurrentSession(request)
  const headers = new Headers({ 'set-cookie': await destroySessionCookie() })
  throw await redirectWithToast(safeRedirect(redirectTo), { title: message('messages:auth.signedOut') }, { headers })
}

export async function endAllSessionsOfUser(userId: string) {
  await Session.deleteMany({ userId })
}

export async function endOtherSessionsOfUser(userId: string, keepSessionId: string) {
  await Session.deleteMany({ userId, _id: { $ne: keepSessionId } })
}

const FIFTEEN_MINUTES = 15 * 60 * 1000
/**
 * Sign-in attempts, counted in the database before the password is checked (a right password gives its
 * attempt back). Per e-mail and client address, 10 in 15 minutes: guessing one account from one place.
 * Per client address, 30: trying many accounts from one place. Per e-mail from anywhere, 100: many
 * addresses guessing one account. Past that ceiling, a client that has not failed for the e-mail in the
 * window still has its password checked, and the right one signs in (issue 30: 100 wrong guesses from
 * 10 addresses locked the owner out everywhere); a wrong one is refused as before.
 */
export const LOGIN_LIMITS = {
  perEmailAndAddress: { max: 10, windowMs: FIFTEEN_MINUTES },
  perAddress: { max: 30, windowMs: FIFTEEN_MINUTES },
  perEmail: { max: 100, windowMs: FIFTEEN_MINUTES },
} as const
export const INVALID_LOGIN_MESSAGE = message('messages:auth.invalidLogin')
export const DEACTIVATED_ACCOUNT_MESSAGE =
  message('messages:auth.deactivated')

const loginsByEmailAndAddress = () => dbRateLimiter('login-by-email-and-address', LOGIN_LIMITS.perEmailAndAddress)
const loginsByAddress = () => dbRateLimiter('login-by-address', LOGIN_LIMITS.perAddress)
const loginsByEmail = () => dbRateLimiter('login-by-email', LOGIN_LIMITS.perEmail)

const tooMany = (retryAfterSeconds: number): LoginResult => ({ ok: false, status: 429, message: tooManyAttemptsMessage(retryAfterSeconds), retryAfterSeconds })

export type LoginResult =
  | { ok: true; user: PublicUser }
  | { ok: false; status: 400 | 401 | 403 | 429; message: string; retryAfterSeconds?: number }

/**
 * The one check of an e-mail and password, for the sign-in form (through remix-auth) and for
 * POST /api/auth/login. An unknown e-mail and a wrong password get the same answer after the same
 * bcrypt work. Every attempt is counted against the three limits before the password is checked, so
 * that a burst of parallel guesses gets exactly the allowed number evaluated; past a limit every
 * attempt is refused, even with the right password, until the window ends, except where LOGIN_LIMITS
 * says (past the per-e-mail ceiling, a client that has not failed for the e-mail may still prove the
 * password). A right password gives its attempt back, so signing in does not use up the allowance.
 */
export async function verifyLogin({
  email,
  password,
  clientIp,
}: {
  email: string
  password: string
  clientIp: string
}): Promise<LoginResult> {
  const emailKey = email.trim().toLowerCase()
  const pairKey = `${emailKey} ${clientIp}`
  // Read before this attempt is counted: a client that has failed for this e-mail in the window.
  const failedHere = (await loginsByEmailAndAddress().used(pairKey)) > 0
  const attempt = await attemptAll([
    [loginsByEmailAndAddress(), pairKey],
    [loginsByAddress(), clientIp],
  ])
  if (!attempt.allowed) return tooMany(attempt.retryAfterSeconds)
  const byEmail = await loginsByEmail().attempt(emailKey)
  // The ceiling for the e-mail refuses, before any check, a client that has failed for it...
  if (!byEmail.allowed && failedHere) {
    await attempt.release()
    return tooMany(byEmail.retryAfterSeconds)
  }
  const raw = await getUserWithPasswordByEmail(emailKey)
  const matches = raw ? await verifyPassword(password, raw.passwordHash) : await verifyAgainstDummy(password)
  if (!raw || !matches) {
    // ...and refuses a wrong password from any other as the ceiling says (its guess counted where it came from).
    return byEmail.allowed ? { ok: false, status: 401, message: INVALID_LOGIN_MESSAGE } : tooMany(byEmail.retryAfterSeconds)
  }
  await Promise.all([attempt.release(), byEmail.allowed ? byEmail.release() : undefined])
  // Said only to someone who knows the password, so it tells a stranger nothing.
  if (!raw.isActive) return { ok: false, status: 403, message: DEACTIVATED_ACCOUNT_MESSAGE }
  if (raw.closureRequestedAt) return { ok: false, status: 403, message: CLOSED_ACCOUNT_MESSAGE }
  return { ok: true, user: toPublicUser(raw) }
}

/**
 * Reads the sign-in form with remix-auth's FormStrategy, whose verify callback is `verifyLogin`. The
 * Authenticator is made per request because the strategy needs the client's address (for the
 * per-address limit), which the Request does not carry. Read the form for Conform with
 * `request.clone()` first: the strategy reads the body itself.
 */
export function authenticateLoginForm(request: Request, clientIp: string): Promise<LoginResult> {
  const authenticator = new Authenticator<LoginResult>().use(
    new FormStrategy<LoginResult>(async ({ form }) => {
      const submission = parseSubmission(form, { schema: LoginSchema })
      if (submission.status !== 'success') return { ok: false, status: 400, message: INVALID_LOGIN_MESSAGE }
      return verifyLogin({ ...submission.value, clientIp })
    }),
    'form',
  )
  return authenticator.authenticate('form', request)
}

/** After a successful sign-in or registration: a new session, and lastLogin set. */
export async function startUserSession(userId: string, request: Request, clientIp: string) {
  const [session] = await Promise.all([createLoginSession(userId, request, clientIp), recordLogin(userId)])
  return session
}

/** The Retry-After header of a 429 answer. */
export function retryAfterHeaders(result: { retryAfterSeconds?: number }): HeadersInit | undefined {
  return result.retryAfterSeconds ? { 'retry-after': String(result.retryAfterSeconds) } : undefined
}
