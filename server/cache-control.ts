import type { NextFunction, Request, Response } from 'express'
import onHeaders from 'on-headers'
import { isTokenAddress } from '#app/config/paths.ts'

export const NO_STORE = 'private, no-store'

/**
 * Addresses whose answers are about one person whether or not the request is signed in: the account,
 * CPD and membership APIs, the administration, the member's pages, the pages that set a session, and
 * (isTokenAddress) every address opened by a token written into it. Their answers (a 401 or a redirect to the sign-in page too) are never stored.
 */
const PER_USER_PATH =
  /^\/(?:api\/(?:auth|cpd|admin|membership)|admin|member-dashboard|profile|change-password|forgot-password|reset-password|verify-email|login|register|logout)(?:[/.?_-]|$)/

/** A request that carries a session: the session cookie, or any Authorization header. */
function carriesCredentials(req: Request, sessionCookie: string) {
  if (req.get('authorization')) return true
  const cookies = req.get('cookie') ?? ''
  return cookies.split(';').some((pair) => {
    const [name, value] = pair.trim().split('=', 2)
    return name === sessionCookie && Boolean(value)
  })
}

/**
 * Cache-Control for everything the app itself answers (static files are served before this and keep
 * their own long, public cache). Decided when the headers go out, so it also covers what Remix, a route
 * or an error handler set:
 * - an answer its route declared `public` and `immutable` (a public upload's bytes) stays as it is;
 * - a signed-in request, a per-user address, or an answer that sets a cookie: `private, no-store`, so
 *   no shared cache (a proxy, a CDN) and no back button on a shared computer shows it to someone else;
 * - any other answer may differ once someone signs in (the header shows who) or by language (the `lng`
 *   cookie, Accept-Language): `Vary: Cookie, Authorization, Accept-Language`, unless its route
 *   declared it `public` (the sitemap, robots.txt: the same for all).
 */
export function cacheControl({ sessionCookie }: { sessionCookie: string }) {
  return (req: Request, res: Response, next: NextFunction) => {
    const personal = carriesCredentials(req, sessionCookie) || PER_USER_PATH.test(req.path) || isTokenAddress(req.path)
    onHeaders(res, () => {
      const declared = String(res.getHeader('cache-control') ?? '')
      // A public upload's bytes (/media/{id}/480.webp) are the same for everyone and never change: its
      // route declares them `public, …, immutable` only for a public file, so a member's browser and the
      // proxies keep them too. Never with a cookie set.
      if (/\bpublic\b/.test(declared) && /\bimmutable\b/.test(declared) && !res.getHeader('set-cookie')) return
      if (personal || res.getHeader('set-cookie')) {
        res.setHeader('Cache-Control', NO_STORE)
        return
      }
      if (!/\bpublic\b/.test(declared)) res.vary('Cookie').vary('Authorization').vary('Accept-Language')
    })
    next()
  }
}
