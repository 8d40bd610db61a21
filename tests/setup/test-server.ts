import type { Server } from 'node:http'
import path from 'node:path'
import { pathToFileURL } from 'node:url'
import type { ServerBuild } from '@remix-run/node'
import { afterAll, beforeAll } from 'vitest'
import { createApp, keepConnectionsAlive } from '#server/create-app.ts'

const BUILD_PATH = path.resolve('build/remix/index.js')

/**
 * The real Express app with the real Remix build, listening on a free port, for tests that talk HTTP.
 * `npm test` builds first; run `npm run build` before running integration tests alone.
 */
export async function startTestServer({ mode = 'test' }: { mode?: 'test' | 'production' } = {}) {
  const build = (await import(/* @vite-ignore */ pathToFileURL(BUILD_PATH).href)) as ServerBuild
  const app = createApp({
    build,
    mode,
    publicUrl: process.env.PUBLIC_URL ?? 'http://localhost:3999',
    // One proxy, as behind a reverse proxy: each test's X-Forwarded-For is the address that proxy saw.
    trustProxy: 1,
    logRequests: false,
  })
  const server = await new Promise<Server>((resolve) => {
    const s = keepConnectionsAlive(app.listen(0, '127.0.0.1', () => resolve(s)))
  })
  const address = server.address()
  if (!address || typeof address === 'string') throw new Error('the test server has no port')
  const baseUrl = `http://127.0.0.1:${address.port}`
  return {
    baseUrl,
    // Every test is over: connections a client keeps open (kept alive for 65 s) are closed, not waited for.
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve())
        server.closeAllConnections()
      }),
  }
}

/** Starts the app before this file's tests and stops it after; read `.baseUrl` inside a test. */
export function useTestServer() {
  const handle = { baseUrl: '' }
  let close: (() => Promise<void>) | null = null
  beforeAll(async () => {
    const started = await startTestServer()
    handle.baseUrl = started.baseUrl
    close = started.close
  })
  afterAll(async () => {
    await close?.()
  })
  return handle
}
