import { isTokenAddress } from '#app/config/paths.ts'
import { paymentPageOrigin } from '#app/services/payments/active-provider.server.ts'
import { randomBytes } from 'node:crypto'
import type { NextFunction, Request, Response } from 'express'
import helmet from 'helmet'

export function cspNonce(_req: Request, res: Response, next: NextFunction) {
  res.locals.cspNonce = randomBytes(16).toString('base64')
  next()
}

export function securityHeaders({ production, dev }: { production: boolean; dev: boolean }) {
  const helmetMiddleware = helmet({
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        'default-src': ["'self'"],
        'script-src': ["'self'", (_req, res) => `'nonce-${(res as Response).locals.cspNonce}'`],
        // Tailwind classes cover nearly all styling; progress bars set a width inline.
        'style-src': ["'self'", "'unsafe-inline'"],
        // blob: is the preview of a photo chosen in an upload field (an object URL of the file, never sent anywhere).
        'img-src': ["'self'", 'data:', 'blob:', 'https:'],
        'font-src': ["'self'"],
        'connect-src': dev ? ["'self'", 'ws:'] : ["'self'"],
        // Issue 34: "Pay online" is answered with a redirect to the payment provider's page, which
        // browsers check against form-action as well.
        'form-action': ["'self'", () => paymentPageOrigin() ?? "'self'"],
        'frame-ancestors': ["'none'"],
        'base-uri': ["'self'"],
        'object-src': ["'none'"],
        ...(production ? { 'upgrade-insecure-requests': [] } : {}),
      },
    },
    strictTransportSecurity: production ? { maxAge: 63072000, includeSubDomains: true } : false,
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    crossOriginEmbedderPolicy: false,
  })
  return [
    helmetMiddleware,
    (_req: Request, res: Response, next: NextFunction) => {
      res.setHeader('Permissions-Policy', 'camera=(), microphone=(), geolocation=(), payment=(), usb=()')
      next()
    },
  ]
}

/**
 * No Referer from a page with a token in its address (config/paths.ts TOKEN_ADDRESSES): a link or an
 * image on it (or a browser extension reading Referer) would otherwise carry the token to another site.
 */
export function noReferrerFromTokenPages(req: Request, res: Response, next: NextFunction) {
  if (isTokenAddress(req.path)) res.setHeader('Referrer-Policy', 'no-referrer')
  next()
}

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS'])

function refuse(req: Request, res: Response, status: number, message: string) {
  if (req.path.startsWith('/api/')) {
    res.status(status).json({ message })
  } else {
    res.status(status).type('text/plain').send(message)
  }
}

/**
 * Refuses state-changing requests that a browser sent from another site (CSRF). Browsers mark such
 * requests with Sec-Fetch-Site and Origin; API clients with a bearer token carry no ambient
 * credentials, so they are not checked.
 */
export function rejectCrossSiteRequests(allowedOrigins: () => string[]) {
  return (req: Request, res: Response, next: NextFunction) => {
    if (SAFE_METHODS.has(req.method)) return next()
    if (/^bearer /i.test(req.get('authorization') ?? '')) return next()
    const fetchSite = req.get('sec-fetch-site')
    if (fetchSite && fetchSite !== 'same-origin' && fetchSite !== 'none') {
      return refuse(req, res, 403, 'Cross-site request refused')
    }
    const origin = req.get('origin')
    if (origin) {
      const hostOrigin = `${req.protocol}://${req.get('host')}`
      const own = new Set([hostOrigin, ...allowedOrigins()])
      // A page with Referrer-Policy: no-referrer (the token pages) makes the browser send `Origin: null`
      // even to its own site; Sec-Fetch-Site, which no page can set, then says whether it is ours.
      const ownNullOrigin = origin === 'null' && fetchSite === 'same-origin'
      if (!own.has(origin) && !ownNullOrigin) return refuse(req, res, 403, 'Cross-site request refused')
      // Checked here. Remix compares a form's Origin with the Host header alone and throws (a 500) when
      // they differ, which they do behind a proxy that passes its own Host: PUBLIC_URL is the answer.
      if (origin !== hostOrigin) delete req.headers.origin
    }
    next()
  }
}

/** The methods the app answers; Express would hand any other (TRACE) to Remix, which fails on it with a 500. */
export const KNOWN_METHODS = ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS'] as const

export function refuseUnknownMethods(req: Request, res: Response, next: NextFunction) {
  if ((KNOWN_METHODS as readonly string[]).includes(req.method)) return next()
  res.set('allow', KNOWN_METHODS.join(', '))
  refuse(req, res, 405, 'Method not allowed')
}

export interface UploadLimit {
  /** The addresses that take a file (config/paths.ts `isUploadPath`). */
  isUploadPath: (pathname: string) => boolean
  maxUploadBytes: number
}

/**
 * Answers 413 for a body larger than the limit, whether or not it announces its length. An upload
 * address has a limit of its own (the file's and a little more), and a declared length over it is not
 * answered here in plain text: the request goes on marked `res.locals.bodyTooLarge`, unread, and the
 * route answers with its own message (the form page, or JSON), as it does for a file over the limit.
 */
export function limitBodySize(maxBytes: number, uploads?: UploadLimit) {
  return (req: Request, res: Response, next: NextFunction) => {
    if (SAFE_METHODS.has(req.method)) return next()
    const upload = uploads?.isUploadPath(req.path) ?? false
    const limit = upload ? uploads!.maxUploadBytes : maxBytes
    const message = `Request body too large (limit ${Math.round(limit / 1024)} KB)`
    const declared = Number(req.get('content-length') ?? 0)
    if (declared > limit) {
      res.set('connection', 'close')
      if (!upload) return refuse(req, res, 413, message)
      res.locals.bodyTooLarge = true
      return next()
    }
    res.on('finish', () => readOffTheRest(req, limit))
    if (req.get('content-length')) return next()
    // Chunked upload: count as it arrives and stop once it passes the limit.
    let seen = 0
    req.on('data', (chunk: Buffer) => {
      seen += chunk.length
      if (seen > limit && !res.headersSent) {
        res.set('connection', 'close')
        refuse(req, res, 413, message)
        req.destroy()
      }
    })
    next()
  }
}

/**
 * A route may answer before it reads the body (401, 403, 404, 405). Remix has by then started reading
 * it and paused, so Node neither reads the rest nor the next request on the connection, which waits
 * until the keep-alive timeout closes it: a client's (or a proxy's) next request hangs for seconds and
 * fails. Once the answer is sent, the rest is read and thrown away, up to the limit.
 */
function readOffTheRest(req: Request, maxBytes: number) {
  if (req.complete || req.destroyed) return
  req.removeAllListeners('data')
  let seen = 0
  req.on('data', (chunk: Buffer) => {
    seen += chunk.length
    if (seen > maxBytes) req.destroy()
  })
  req.resume()
}
