import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs'
import path from 'node:path'
import { pathToFileURL } from 'node:url'
import type { ServerBuild } from '@remix-run/node'
import { beforeAll, describe, expect, test } from 'vitest'
import { get } from '#tests/http.ts'
import { useTestServer } from '#tests/setup/test-server.ts'

/**
 * Issue 30, finding 11: every address opened by a token or code written into it answers `no-store` with
 * `Referrer-Policy: no-referrer`, whatever the answer (the page, a refusal, an API's JSON). The routes are
 * found by reading their code: a route that reads `token` or `code` from its address is one, so a new
 * token page cannot be left out.
 */

const server = useTestServer()
let build: ServerBuild

beforeAll(async () => {
  build = (await import(/* @vite-ignore */ pathToFileURL(path.resolve('build/remix/index.js')).href)) as ServerBuild
})

/** The code of a route: its file, or every file of its folder. */
function sourceOf(routeId: string): string {
  const base = path.resolve('app', routeId)
  if (existsSync(base) && statSync(base).isDirectory()) {
    return readdirSync(base)
      .filter((name) => /\.tsx?$/.test(name))
      .map((name) => readFileSync(path.join(base, name), 'utf8'))
      .join('\n')
  }
  const file = ['.ts', '.tsx'].map((ext) => base + ext).find((candidate) => existsSync(candidate))
  return file ? readFileSync(file, 'utf8') : ''
}

const READS_A_TOKEN = /searchParams\.get\((['"])(?:token|code)\1\)|params\.(?:token|code)\b/

/** Routes that read one of those words from an address and are not opened by it, with why. */
const NOT_OPENED_BY_A_TOKEN: Record<string, string> = {
  // A staff page (signed in, already no-store): `code` is an attendee's check-in code typed at the door.
  'routes/_admin+/admin.events.$id': 'check-in code',
  // Creates a pledge and answers with its slip page's token, read from the address it made.
  'routes/api+/donations': 'answers with a token',
}

/** The route's address from the root down, its parameters filled with made-up values. */
function addressOf(routeId: string): string {
  const segments: string[] = []
  for (let route = build.routes[routeId]; route; route = route.parentId ? build.routes[route.parentId] : undefined) {
    if (route.path) segments.unshift(route.path)
  }
  const filled = segments.join('/').replace(/:([A-Za-z]+)/g, (_, name: string) => (/code|token/i.test(name) ? 'made-up-code' : '0123456789abcdef01234567'))
  return `/${filled}?token=made-up-token`
}

describe('pages and answers opened by a token in their address', () => {
  test('each is no-store, with no referrer', async () => {
    const routes = Object.keys(build.routes).filter((id) => {
      const route = build.routes[id]!
      return !(id in NOT_OPENED_BY_A_TOKEN) && (/:(?:token|code)\b/.test(route.path ?? '') || READS_A_TOKEN.test(sourceOf(id)))
    })
    // The mails' links and their API twins: reset, e-mail and newsletter confirmation, unsubscribe, a
    // pledge's slip, an event registration's cancellation, a member's verification page.
    expect(routes.length).toBeGreaterThanOrEqual(9)
    const answers: Record<string, string> = {}
    for (const id of routes) {
      const address = addressOf(id)
      const response = await get(server.baseUrl, address)
      await response.body?.cancel()
      answers[address] = `${response.headers.get('cache-control')} | ${response.headers.get('referrer-policy')}`
    }
    expect(answers).toEqual(Object.fromEntries(Object.keys(answers).map((address) => [address, 'private, no-store | no-referrer'])))
  })
})
