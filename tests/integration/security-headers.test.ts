import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { resetEnvCache } from '#app/utils/env.server.ts'
import { startTestServer } from '#tests/setup/test-server.ts'

/** The headers a production deployment sends, on a page, an API answer and a static file. */
let server: Awaited<ReturnType<typeof startTestServer>>
beforeAll(async () => {
  // As a deployment sets it: secure cookies and HSTS follow NODE_ENV, read when the app first needs it.
  process.env.NODE_ENV = 'production'
  // Production refuses debug tokens (the set-up turns them on for the other files).
  delete process.env.DEBUG_RESET_TOKENS
  resetEnvCache()
  server = await startTestServer({ mode: 'production' })
})
afterAll(async () => {
  await server.close()
  process.env.NODE_ENV = 'test'
  process.env.DEBUG_RESET_TOKENS = 'true'
  resetEnvCache()
})

describe('security headers in production', () => {
  test('pages: a nonce CSP that forbids framing, HSTS, referrer and permissions policies', async () => {
    const response = await fetch(`${server.baseUrl}/`)
    const csp = response.headers.get('content-security-policy') ?? ''
    expect(csp).toMatch(/script-src 'self' 'nonce-[A-Za-z0-9+/=]+'/)
    expect(csp).not.toContain("'unsafe-inline' 'self' 'nonce")
    expect(csp).toContain("frame-ancestors 'none'")
    expect(csp).toContain("object-src 'none'")
    expect(csp).toContain("base-uri 'self'")
    expect(csp).toContain("form-action 'self'")
    expect(csp).toContain('upgrade-insecure-requests')
    expect(response.headers.get('strict-transport-security')).toBe('max-age=63072000; includeSubDomains')
    expect(response.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin')
    expect(response.headers.get('permissions-policy')).toMatch(/camera=\(\).*geolocation=\(\)/)
    expect(response.headers.get('x-content-type-options')).toBe('nosniff')
    expect(response.headers.get('cross-origin-opener-policy')).toBe('same-origin')
  })

  test('every request gets its own nonce', async () => {
    const nonce = async () => /'nonce-([^']+)'/.exec((await fetch(`${server.baseUrl}/about`)).headers.get('content-security-policy') ?? '')?.[1]
    const [a, b] = [await nonce(), await nonce()]
    expect(a).toBeTruthy()
    expect(a).not.toBe(b)
  })

  test("inline code runs by the page's nonce, never by 'unsafe-inline'", async () => {
    for (const path of ['/contact', '/login', '/find-practitioner']) {
      const response = await fetch(`${server.baseUrl}${path}`)
      const csp = response.headers.get('content-security-policy') ?? ''
      const scriptSrc = /script-src ([^;]+)/.exec(csp)?.[1] ?? ''
      expect(scriptSrc, path).not.toContain('unsafe-inline')
      const nonce = /'nonce-([^']+)'/.exec(scriptSrc)?.[1]
      expect(nonce, path).toBeTruthy()
      const html = await response.text()
      const inline = [...html.matchAll(/<script(\s[^>]*)?>/g)].map((m) => m[1] ?? '')
      // Each of these pages sends plain scripts inline (decision 018), every one with this answer's nonce.
      expect(inline.length, path).toBeGreaterThan(0)
      for (const attributes of inline) expect(attributes, path).toContain(`nonce="${nonce}"`)
    }
  })

  test('the JSON API carries the same headers', async () => {
    const response = await fetch(`${server.baseUrl}/api/news`)
    expect(response.headers.get('content-security-policy')).toContain("frame-ancestors 'none'")
    expect(response.headers.get('strict-transport-security')).toBeTruthy()
  })

  test('static files carry only what they need', async () => {
    const response = await fetch(`${server.baseUrl}/favicon.svg`)
    expect(response.status).toBe(200)
    expect(response.headers.get('x-content-type-options')).toBe('nosniff')
    expect(response.headers.get('content-security-policy')).toBeNull()
  })

  test('the session cookie is __Host-, Secure, HttpOnly and SameSite=Lax', async () => {
    const response = await fetch(`${server.baseUrl}/api/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'nobody@example.com', password: 'wrong-password' }),
    })
    expect(response.status).toBe(401)
    const signOut = await fetch(`${server.baseUrl}/logout`, { method: 'POST', redirect: 'manual', headers: { origin: server.baseUrl } })
    const cookie = signOut.headers.get('set-cookie') ?? ''
    // The __Host- prefix: Secure, Path=/, no Domain, or a browser refuses it (issue 30).
    expect(cookie).toMatch(/^__Host-empam_session=/)
    expect(cookie).toMatch(/Path=\/(;|$)/)
    expect(cookie).not.toMatch(/Domain=/i)
    expect(cookie).toMatch(/Secure/)
    expect(cookie).toMatch(/HttpOnly/)
    expect(cookie).toMatch(/SameSite=Lax/)
  })
})
