import { isProduction } from './env.server.ts'

/**
 * The disclaimer banner's dismissal (issue 17): a plain cookie, so the server leaves the banner out
 * of every page after it, with or without JavaScript. Nothing secret: forging it only hides a notice
 * that /disclaimer keeps in full. It lasts until the browser closes (no Max-Age): the notice is about
 * health, and a later visit sees it again.
 */
export const DISCLAIMER_DISMISSED_COOKIE = 'empam_disclaimer_dismissed'

export function disclaimerDismissedCookieHeader() {
  const secure = isProduction() ? '; Secure' : ''
  return `${DISCLAIMER_DISMISSED_COOKIE}=1; Path=/; HttpOnly; SameSite=Lax${secure}`
}

export function isDisclaimerDismissed(request: Request) {
  const header = request.headers.get('cookie') ?? ''
  return header.split(';').some((pair) => pair.trim() === `${DISCLAIMER_DISMISSED_COOKIE}=1`)
}
