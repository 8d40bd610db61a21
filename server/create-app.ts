import { createRequestHandler } from '@remix-run/express'
import type { ServerBuild } from '@remix-run/node'
import compression from 'compression'
import express from 'express'
import morgan from 'morgan'
import { answerDatabaseOutagesWith503 } from './database-outage.ts'
import { cspNonce, limitBodySize, rejectCrossSiteRequests, securityHeaders } from './security.ts'

export interface AppOptions {
  build: ServerBuild | (() => Promise<ServerBuild>)
  mode: 'development' | 'production' | 'test'
  publicUrl: string
  trustProxy: boolean | number
  /** Request logging; off in tests to keep their output readable. */
  logRequests?: boolean
  dev?: boolean
  maxBodyBytes?: number
}

export const DEFAULT_MAX_BODY_BYTES = 1024 * 1024

export function createApp(options: AppOptions) {
  const app = express()
  app.disable('x-powered-by')
  app.set('trust proxy', options.trustProxy)

  app.use(cspNonce)
  app.use(securityHeaders({ production: options.mode === 'production', dev: !!options.dev }))
  app.use(compression())
  if (options.logRequests ?? options.mode !== 'test') {
    app.use(morgan(options.mode === 'production' ? 'combined' : 'tiny'))
  }

  // Fingerprinted by the Remix compiler, so they may be cached for a year.
  app.use('/build', express.static('public/build', { immutable: true, maxAge: '1y', fallthrough: false }))
  app.use(express.static('public', { maxAge: '1h', index: false }))

  app.use(limitBodySize(options.maxBodyBytes ?? DEFAULT_MAX_BODY_BYTES))
  app.use(rejectCrossSiteRequests(() => [new URL(options.publicUrl).origin]))

  app.all(
    '*',
    createRequestHandler({
      build:
        typeof options.build === 'function'
          ? async () => answerDatabaseOutagesWith503(await (options.build as () => Promise<ServerBuild>)())
          : answerDatabaseOutagesWith503(options.build),
      mode: options.mode,
      getLoadContext: (req, res) => ({
        cspNonce: res.locals.cspNonce as string,
        clientIp: req.ip ?? req.socket.remoteAddress ?? '',
      }),
    }),
  )
  return app
}
