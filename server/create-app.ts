import { sessionCookieName } from '#app/utils/session.server.ts'
import { clientAddressKey } from '#app/domain/client-address.ts'
import { createRequestHandler } from '@remix-run/express'
import type { ServerBuild } from '@remix-run/node'
import type { Server, ServerResponse } from 'node:http'
import compression from 'compression'
import fs from 'node:fs'
import express, { type NextFunction, type Request, type RequestHandler, type Response } from 'express'
import { cacheControl } from './cache-control.ts'
import type { TrustProxy } from '#app/utils/trust-proxy.server.ts'
import { answerInRequestedLanguage } from './answer-language.ts'
import { pageCache, visitorPageKey } from './page-cache.ts'
import { directoryPageRevision } from '#app/services/directory/snapshot.server.ts'
import { DISCLAIMER_DISMISSED_COOKIE } from '#app/utils/disclaimer-cookie.server.ts'
import { LOCALE_COOKIE } from '#app/domain/locale.ts'
import { answerDatabaseOutagesWith503 } from './database-outage.ts'
import { requestLogger } from './request-log.ts'
import { openRequestScope } from '#app/utils/request-scope.server.ts'
import { refuseWritesWhilePaused, retryAfterOn503 } from './write-pause.ts'
import { isUploadPath, KEPT_DIRECTORY_PAGES } from '#app/config/paths.ts'
import { MAX_UPLOAD_BYTES } from '#app/domain/media.ts'
import { cspNonce, limitBodySize, noReferrerFromTokenPages, refuseUnknownMethods, rejectCrossSiteRequests, securityHeaders } from './security.ts'

export interface AppOptions {
  build: ServerBuild | (() => Promise<ServerBuild>)
  mode: 'development' | 'production' | 'test'
  publicUrl: string
  /** TRUST_PROXY: no proxy, the number of proxies, or their addresses and subnets; never `true`. */
  trustProxy: TrustProxy
  /** Request logging; off in tests to keep their output readable. */
  logRequests?: boolean
  /** Where the request log goes (standard output unless given). */
  logStream?: NodeJS.WritableStream
  dev?: boolean
  maxBodyBytes?: number
}

export const DEFAULT_MAX_BODY_BYTES = 1024 * 1024
/** An upload's request: the file at its limit, and room for the multipart headers and the form's other fields. */
export const UPLOAD_BODY_MAX_BYTES = MAX_UPLOAD_BYTES + 1024 * 1024

export function createApp(options: AppOptions) {
  const app = express()
  app.disable('x-powered-by')
  app.set('trust proxy', options.trustProxy)

  app.use(refuseUnknownMethods)
  // gzip level 4 rather than 6: measured on the home page's 75 KB of HTML, 3 % more bytes for about a third
  // less CPU, and compressing is a third of a page's cost on the server (brotli, for HTTPS, is quality 4).
  app.use(compression({ level: 4 }))
  if (options.logRequests ?? options.mode !== 'test') {
    app.use(requestLogger({ production: options.mode === 'production', stream: options.logStream }))
  }

  // Static files come before the page headers: a script or stylesheet has no use for a page's CSP, and
  // on a slow link ~1 KB of headers on each of two dozen chunks costs as much as a chunk of code.
  const assetHeaders = (res: ServerResponse) => res.setHeader('X-Content-Type-Options', 'nosniff')
  // Fingerprinted by the Remix compiler, so they may be cached for a year with no revalidation.
  app.use(
    '/build',
    express.static('public/build', {
      immutable: true,
      maxAge: '1y',
      etag: false,
      lastModified: false,
      fallthrough: false,
      setHeaders: assetHeaders,
    }),
  )
  app.use(publicFilesOnly(express.static('public', { maxAge: '1h', index: false, setHeaders: assetHeaders })))

  app.use(cacheControl({ sessionCookie: sessionCookieName() }))
  app.use(retryAfterOn503)
  app.use(cspNonce)
  app.use(securityHeaders({ production: options.mode === 'production', dev: !!options.dev }))
  app.use(noReferrerFromTokenPages)
  app.use(limitBodySize(options.maxBodyBytes ?? DEFAULT_MAX_BODY_BYTES, { isUploadPath, maxUploadBytes: UPLOAD_BODY_MAX_BYTES }))
  app.use(rejectCrossSiteRequests(() => [new URL(options.publicUrl).origin]))
  app.use((req, res, next) => {
    openRequestScope(req, res)
    next()
  })
  // A visitor's directory page or profile, kept as HTML until the listings change: the snapshot's visible
  // entries are a new array whenever what they show does (and the same one when a look at the store found
  // nothing new); with the day, which decides the sanctions and cover shown (issue 36).
  app.use(
    pageCache({
      keyOf: visitorPageKey(KEPT_DIRECTORY_PAGES, [LOCALE_COOKIE, DISCLAIMER_DISMISSED_COOKIE]),
      revision: directoryPageRevision,
    }),
  )

  // A pattern without a named part: Express would decode a `*` parameter itself and answer its own HTML
  // error page for an address such as /api/cpd/%ff. Remix decodes the address and answers as it should.
  app.all(
    /.*/,
    createRequestHandler({
      build:
        typeof options.build === 'function'
          ? async () =>
              answerInRequestedLanguage(answerDatabaseOutagesWith503(refuseWritesWhilePaused(await (options.build as () => Promise<ServerBuild>)())))
          : answerInRequestedLanguage(answerDatabaseOutagesWith503(refuseWritesWhilePaused(options.build))),
      mode: options.mode,
      getLoadContext: (req, res) => ({
        cspNonce: res.locals.cspNonce as string,
        // Keyed as the per-address limits count it: an IPv6 client by its /64 (domain/client-address.ts).
        clientIp: clientAddressKey(req.ip ?? req.socket.remoteAddress ?? ''),
        bodyTooLarge: res.locals.bodyTooLarge === true,
      }),
    }),
  )
  app.use(answerExpressErrors)
  return app
}

/**
 * The last word on an error Express itself meets (a static file's malformed address, say): its status
 * when it is a client's mistake, as JSON on the API and plain text elsewhere, never Express's HTML page
 * with a stack trace.
 */
function answerExpressErrors(error: unknown, req: Request, res: Response, next: NextFunction) {
  if (res.headersSent) return next(error)
  const status = Number((error as { status?: unknown } | null)?.status ?? (error as { statusCode?: unknown } | null)?.statusCode)
  const clientError = Number.isInteger(status) && status >= 400 && status < 500
  if (!clientError) console.error(error)
  const message = clientError ? 'Bad request' : 'Something went wrong on our side. Please try again later.'
  res.status(clientError ? status : 500)
  if (req.path.startsWith('/api/')) res.json({ message })
  else res.type('text/plain').send(message)
}

/**
 * Runs the static handler only for addresses under a name that exists at the top of public/ (favicon.svg,
 * images/ …). Without this every page request costs a failed fs.stat before it reaches Remix: about 5 %
 * of a page's CPU time under load.
 */
function publicFilesOnly(serveStatic: RequestHandler, folder = 'public'): RequestHandler {
  const topLevelNames = new Set(fs.existsSync(folder) ? fs.readdirSync(folder) : [])
  return (req, res, next) => {
    const firstSegment = req.path.split('/')[1] ?? ''
    if (!topLevelNames.has(firstSegment)) return next()
    return serveStatic(req, res, next)
  }
}

/**
 * Idle kept-alive connections stay open for 65 s, not Node's 5 s: longer than the 60 s a proxy or load
 * balancer in front keeps its own, so it never reuses a socket the app is closing (which its client sees as
 * ECONNRESET), and a phone on a slow link reuses its connection across pages instead of paying for a new
 * handshake each time. The headers timeout must stay above it.
 */
export function keepConnectionsAlive(server: Server): Server {
  server.keepAliveTimeout = 65_000
  server.headersTimeout = 66_000
  return server
}
