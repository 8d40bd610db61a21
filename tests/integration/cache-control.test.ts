import fs from 'node:fs'
import { describe, expect, test } from 'vitest'
import { adminSession, memberSession } from '#tests/admin-helpers.ts'
import { createCpdEntry, createUser, DEFAULT_PASSWORD } from '#tests/factories.ts'
import { get, postForm, sendJson } from '#tests/http.ts'
import { useTestServer } from '#tests/setup/test-server.ts'

/**
 * What a shared cache (a proxy, a CDN, the browser's back button on a shared computer) may keep: never
 * an answer made for a signed-in person or about one, while public files keep their long cache.
 */

const server = useTestServer()
const PRIVATE = 'private, no-store'

const headersOf = (response: Response) => ({ cacheControl: response.headers.get('cache-control'), vary: response.headers.get('vary') ?? '' })

describe('signed in, nothing may be stored by a shared cache', () => {
  test('pages with the cookie, public and private alike', async () => {
    const { cookie } = await adminSession()
    for (const path of ['/', '/find-practitioner', '/news', '/member-dashboard/cpd', '/profile', '/admin', '/admin/members', '/admin/cpd', '/sitemap.xml', '/no-such-page']) {
      const response = await get(server.baseUrl, path, { cookie })
      expect(headersOf(response).cacheControl, path).toBe(PRIVATE)
    }
  })

  test('JSON with the bearer token, public endpoints too', async () => {
    const { token, user } = await memberSession()
    const entry = await createCpdEntry(user.id)
    for (const path of ['/api/auth/me', '/api/cpd', `/api/cpd/${entry.id}`, '/api/practitioners', '/api/news', '/api/auth/profile']) {
      const response = await get(server.baseUrl, path, { token })
      expect(headersOf(response).cacheControl, path).toBe(PRIVATE)
    }
  })

  test('the CSV files of a member and of the administrators', async () => {
    const { cookie } = await adminSession()
    for (const path of ['/member-dashboard/cpd.csv', '/admin/messages/subscribers.csv']) {
      expect(headersOf(await get(server.baseUrl, path, { cookie })).cacheControl, path).toBe(PRIVATE)
    }
  })
})

describe('per-user and account answers, signed in or not', () => {
  test('/api/auth/*, /api/cpd*, /api/admin* answer private, no-store, whatever the status', async () => {
    const member = await createUser()
    const answers = [
      await sendJson(server.baseUrl, 'POST', '/api/auth/login', { email: member.email, password: DEFAULT_PASSWORD }),
      await sendJson(server.baseUrl, 'POST', '/api/auth/login', { email: member.email, password: 'wrong-password' }),
      await sendJson(server.baseUrl, 'POST', '/api/auth/forgot-password', { email: member.email }),
      await get(server.baseUrl, '/api/auth/me'),
      await get(server.baseUrl, '/api/cpd'),
      await get(server.baseUrl, '/api/admin/cpd/ffffffffffffffffffffffff'),
      await sendJson(server.baseUrl, 'PUT', '/api/admin/members/ffffffffffffffffffffffff', { membershipId: 'EMP123' }),
    ]
    for (const response of answers) expect(headersOf(response).cacheControl, `${response.url} ${response.status}`).toBe(PRIVATE)
  })

  test('an answer that sets a cookie is never stored', async () => {
    const member = await createUser()
    const signIn = await postForm(server.baseUrl, '/login', { email: member.email, password: DEFAULT_PASSWORD })
    expect(signIn.headers.getSetCookie().length).toBeGreaterThan(0)
    expect(headersOf(signIn).cacheControl).toBe(PRIVATE)
  })

  test('the pages that carry a token in their address', async () => {
    for (const path of ['/reset-password?token=abc', '/verify-email?token=abc']) {
      expect(headersOf(await get(server.baseUrl, path)).cacheControl, path).toBe(PRIVATE)
    }
  })
})

describe('public answers', () => {
  test('pages and public JSON for a visitor say they differ by Cookie and Authorization', async () => {
    for (const path of ['/', '/find-practitioner', '/api/practitioners', '/api/news']) {
      const { cacheControl, vary } = headersOf(await get(server.baseUrl, path))
      expect(cacheControl ?? '', path).not.toMatch(/\bpublic\b/)
      expect(vary, path).toMatch(/\bCookie\b/i)
      expect(vary, path).toMatch(/\bAuthorization\b/i)
    }
  })

  test('fingerprinted build files and public images keep their long public cache, even with a cookie', async () => {
    const { cookie } = await memberSession()
    const css = fs.readdirSync('public/build/_assets').find((name) => name.endsWith('.css'))!
    const built = await get(server.baseUrl, `/build/_assets/${css}`, { cookie })
    expect(built.status).toBe(200)
    expect(headersOf(built).cacheControl).toBe('public, max-age=31536000, immutable')
    expect(headersOf(built).vary).not.toMatch(/Cookie/i)
    const image = await get(server.baseUrl, '/images/logo.svg', { cookie })
    expect(image.status).toBe(200)
    expect(headersOf(image).cacheControl).toBe('public, max-age=3600')
  })
})
