import { createCookie, createCookieSessionStorage, type SessionStorage } from '@remix-run/node'
import { getSessionSecrets, isProduction } from './env.server.ts'

export const SESSION_MAX_AGE_SECONDS = 60 * 60 * 24 * 30
/** A session not used for this long ends, within its 30 days (a device left signed in and forgotten). */
export const SESSION_IDLE_TIMEOUT_MS = 14 * 24 * 60 * 60 * 1000

/** The session cookie's name: entry.server.tsx reloads the document when an answer sets it. */
export const SESSION_COOKIE_NAME = 'empam_session'

let authCookie: ReturnType<typeof createCookie> | null = null

/** The signed cookie that carries the login session token; the session itself lives in the database. */
export function getAuthCookie() {
  authCookie ??= createCookie(SESSION_COOKIE_NAME, {
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
