import { createHash, randomBytes } from 'node:crypto'
import { redirect } from '@remix-run/node'
import { Session } from '#app/models/session.server.ts'
import { getUserById, type PublicUser } from '#app/models/user.server.ts'
import { apiError } from './api.server.ts'
import { safeRedirect } from './misc.ts'
import { getAuthCookie, SESSION_MAX_AGE_SECONDS } from './session.server.ts'

export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex')
}

export function newSecretToken(): string {
  return randomBytes(32).toString('base64url')
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
  if (session.expiresAt.getTime() <= Date.now()) {
    await Session.deleteOne({ _id: sessionId })
    return null
  }
  const user = await getUserById(String(session.userId))
  if (!user || !user.isActive) {
    // The account was removed or deactivated: this session is over.
    await Session.deleteOne({ _id: sessionId })
    return null
  }
  if (Date.now() - new Date(session.lastSeenAt).getTime() > LAST_SEEN_RESOLUTION_MS) {
    await Session.updateOne({ _id: sessionId }, { $set: { lastSeenAt: new Date() } })
  }
  return { sessionId, user }
}

/** The signed-in session and user of this request (cookie or bearer token), or null. */
export function getCurrentSession(request: Request): Promise<CurrentSession | null> {
  let pending = perRequest.get(request)
  if (!pending) {
    pending = loadSession(request)
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

function loginRedirect(request: Request, redirectTo?: string) {
  const url = new URL(request.url)
  const target = safeRedirect(redirectTo ?? `${url.pathname}${url.search}`, '/member-dashboard')
  return redirect(`/login?${new URLSearchParams({ redirectTo: target })}`)
}

/** For pages: the signed-in user, or a redirect to /login that comes back here afterwards. */
export async function requireUser(request: Request, { redirectTo }: { redirectTo?: string } = {}) {
  const current = await getCurrentSession(request)
  if (!current) throw loginRedirect(request, redirectTo)
  return current.user
}

export async function requireCurrentSession(request: Request) {
  const current = await getCurrentSession(request)
  if (!current) throw loginRedirect(request)
  return current
}

/** For pages only the signed-out may use (login, register). */
export async function requireAnonymous(request: Request) {
  if (await getCurrentSession(request)) throw redirect('/member-dashboard')
}

/** For JSON endpoints: the session, or a 401 JSON answer. */
export async function requireApiSession(request: Request) {
  const current = await getCurrentSession(request)
  if (!current) throw apiError(401, 'Authentication required')
  return current
}

export async function requireApiUser(request: Request) {
  return (await requireApiSession(request)).user
}

export async function destroySessionCookie() {
  return getAuthCookie().serialize('', { maxAge: 0 })
}

/** Ends this request's session, clears the cookie and sends the browser on. */
export async function logout(request: Request, redirectTo = '/') {
  const current = await getCurrentSession(request)
  if (current) await Session.deleteOne({ _id: current.sessionId })
  throw redirect(safeRedirect(redirectTo), { headers: { 'set-cookie': await destroySessionCookie() } })
}

export async function endAllSessionsOfUser(userId: string) {
  await Session.deleteMany({ userId })
}

export async function endOtherSessionsOfUser(userId: string, keepSessionId: string) {
  await Session.deleteMany({ userId, _id: { $ne: keepSessionId } })
}
