import { createCookie, createCookieSessionStorage, type SessionStorage } from '@remix-run/node'
import { getSessionSecrets, isProduction } from './env.server.ts'

export const SESSION_MAX_AGE_SECONDS = 60 * 60 * 24 * 30
/** A session not used for this long ends, within its 30 days (a device left signed in and forgotten). */
export const SESSION_IDLE_TIMEOUT_MS = 14 * 24 * 60 * 60 * 1000

/**
 * The session cookie's name: entry.server.tsx reloads the document when an answer sets it. In production
 * it has the `__Host-` prefix (issue 30): a browser takes it only when it is Secure, for the whole site
 * (`Path=/`) and from this host alone (no `Domain`), so no subdomain can set or shadow it. A plain-HTTP
 * development server cannot set a Secure cookie, so it keeps the bare name.
 */
export function sessionCookieName() {
  return isProduction() ? `__Host-${SESSION_COOKIE_BASE_NAME}` : SESSION_COOKIE_BASE_NAME
}
const SESSION_COOKIE_BASE_NAME = 'empam_session'

let authCookie: ReturnType<typeof createCookie> | null = null

/** The signed cookie that carries the login session token; the session itself lives in the database. */
export function getAuthCookie() {
  authCookie ??= createCookie(sessionCookieName(), {
    httpOnly: true,
    sameSite: 'lax',
    path: '/',
    secure: isProduction(),
    secrets: getSessionSecrets(),
    maxAge: SESSION_MAX_AGE_SECONDS,
  })
  return authCookie
}

let toastStorage: SessionStorage | null = null

/** A one-request cookie that carries a success or error message across a redirect. */
export function getToastSessionStorage() {
  toastStorage ??= createCookieSessionStorage({
    cookie: {
      name: 'empam_toast',
      httpOnly: true,
      sameSite: 'lax',
      path: '/',
      secure: isProduction(),
      secrets: getSessionSecrets(),
    },
  })
  return toastStorage
}
