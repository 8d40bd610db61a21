import { readdirSync } from 'node:fs'
import http from 'node:http'
import { setTimeout as sleep } from 'node:timers/promises'
import { describe, expect, test } from 'vitest'
import { Session } from '#app/models/session.server.ts'
import { User } from '#app/models/user.server.ts'
import { createUser, signIn } from '#tests/factories.ts'
import { cookiesFrom, get, postForm, sendJson } from '#tests/http.ts'
import { useTestServer } from '#tests/setup/test-server.ts'

const server = useTestServer()

describe('health and errors', () => {
  test('/healthz answers 200 while the database answers', async () => {
    const response = await get(server.baseUrl, '/healthz')
    expect(response.status).toBe(200)
    expect(await response.json()).toEqual({ status: 'ok', database: 'up' })
  })

  test('an unknown address answers the 404 page with the real status', async () => {
    const response = await get(server.baseUrl, '/no-such-page')
    expect(response.status).toBe(404)
    const html = await response.text()
    expect(html).toContain('404 Page Not Found')
    expect(html).toContain('Return Home')
    // The layout shell is still there around it.
    expect(html).toContain('Reg. No.')
  })

  test('the old broken links redirect to their real pages', async () => {
    expect(await get(server.baseUrl, '/dashboard')).toHaveRedirect('/member-dashboard/cpd')
    expect(await get(server.baseUrl, '/news-events')).toHaveRedirect('/news')
  })
})

describe('kept-alive connections', () => {
  test("a connection left idle for 6 s (longer than Node's 5 s default) is still open and answers", async () => {
    // A proxy or a client that reuses a socket the server has just closed gets ECONNRESET.
    const agent = new http.Agent({ keepAlive: true, maxSockets: 1 })
    const { port } = new URL(server.baseUrl)
    const healthz = () =>
      new Promise<{ status: number; keepAlive: string; reusedSocket: boolean }>((resolve, reject) => {
        const req = http.get({ agent, port, host: '127.0.0.1', path: '/healthz' }, (res) => {
          res.resume()
          res.on('end', () => resolve({ status: res.statusCode ?? 0, keepAlive: String(res.headers['keep-alive']), reusedSocket: req.reusedSocket }))
        })
        req.on('error', reject)
      })
    try {
      const first = await healthz()
      expect(first).toMatchObject({ status: 200, keepAlive: 'timeout=65' })
      await sleep(6_000)
      expect(await healthz()).toMatchObject({ status: 200, reusedSocket: true })
    } finally {
      agent.destroy()
    }
  }, 15_000)
})

describe('headers', () => {
  test('pages carry security headers and a CSP nonce that matches their scripts', async () => {
    // The contact page has a script (its form's pending state); the home page has none since issue 17.
    const response = await get(server.baseUrl, '/contact')
    expect(response.status).toBe(200)
    expect(response.headers.get('x-powered-by')).toBeNull()
    expect(response.headers.get('x-content-type-options')).toBe('nosniff')
    expect(response.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin')
    expect(response.headers.get('permissions-policy')).toContain('camera=()')
    const csp = response.headers.get('content-security-policy') ?? ''
    expect(csp).toContain("frame-ancestors 'none'")
    const nonce = /'nonce-([^']+)'/.exec(csp)?.[1]
    expect(nonce).toBeTruthy()
    const html = await response.text()
    const scripts = [...html.matchAll(/<script\b[^>]*>/g)].map((m) => m[0])
    expect(scripts.length).toBeGreaterThan(0)
    for (const tag of scripts) expect(tag).toContain(`nonce="${nonce}"`)
  })

  test('HTML is compressed for clients that accept it', async () => {
    const response = await fetch(`${server.baseUrl}/`, { headers: { 'accept-encoding': 'gzip' } })
    expect(response.headers.get('content-encoding')).toBe('gzip')
  })

  test('fingerprinted assets are cached for a year; a missing one is a plain 404', async () => {
    // Most pages send no Remix script: the asset is the build's entry module itself.
    const entry = readdirSync('public/build').find((name) => /^entry\.client-\w+\.js$/.test(name))
    const href = entry ? `/build/${entry}` : undefined
    expect(href).toBeTruthy()
    const response = await get(server.baseUrl, href!)
    expect(response.status).toBe(200)
    expect(response.headers.get('cache-control')).toBe('public, max-age=31536000, immutable')
    expect((await get(server.baseUrl, '/build/missing-ABC123.js')).status).toBe(404)
  })
})

describe('the layout shell', () => {
  test('signed out, the header offers Sign In and Join and the footer has no admin link', async () => {
    const html = await (await get(server.baseUrl, '/')).text()
    expect(html).toContain('href="/login"')
    expect(html).toContain('href="/register"')
    expect(html).toContain('Energy Medicine Practitioners Association of Malaysia')
    expect(html).toContain('Persatuan Pengamal Perubatan Tenaga Malaysia')
    expect(html).toContain('Read full disclaimer')
    expect(html).not.toContain('href="/admin"')
    expect(html).toContain('Kota Kinabalu')
    expect(html).toContain('info@empam.org.my')
    expect(html).toContain('Monday – Friday')
  })

  test('signed in, the header shows the member and a sign-out form; admins also get the admin link', async () => {
    const member = await createUser({ firstName: 'Nurul', lastName: 'Hidayah', membershipType: 'Associate' })
    const { cookie } = await signIn(member.id)
    const html = await (await get(server.baseUrl, '/', { cookie })).text()
    expect(html).toContain('Nurul')
    expect(html).toContain('Associate')
    expect(html).toContain('Member Dashboard')
    expect(html).toMatch(/<form[^>]*method="post"[^>]*action="\/logout"/)
    expect(html).not.toContain('href="/admin"')

    const admin = await createUser({ firstName: 'Rosnah', isAdmin: true })
    const adminHtml = await (await get(server.baseUrl, '/', { cookie: (await signIn(admin.id)).cookie })).text()
    expect(adminHtml).toContain('href="/admin"')
  })

  test('signing out deletes the server-side session and clears the cookie', async () => {
    const member = await createUser()
    const { cookie, sessionId } = await signIn(member.id)
    const response = await postForm(server.baseUrl, '/logout', {}, { cookie })
    expect(response).toHaveRedirect('/')
    // The session cookie goes; a one-request toast cookie says so on the next page (issue 17).
    const left = cookiesFrom(response, cookie)
    expect(left).toMatch(/^empam_toast=[^;]+$/)
    expect(await Session.exists({ _id: sessionId })).toBeNull()
    const after = await (await get(server.baseUrl, '/', { cookie: left })).text()
    expect(after).toContain('href="/login"')
    expect(after).toMatch(/role="status"[^>]*>.*You are signed out/s)
    const later = await (await get(server.baseUrl, '/about', { cookie: '' })).text()
    expect(later).not.toContain('You are signed out')
  })

  test('the disclaimer banner: its close button is a form whose cookie keeps it away, back on the same page (issue 17)', async () => {
    const banner = /aria-label="Disclaimer notice"/
    const before = await (await get(server.baseUrl, '/about?lng=en')).text()
    expect(before).toMatch(banner)
    expect(before).toMatch(/<form[^>]*method="post"[^>]*action="\/disclaimer\/dismiss"[^>]*>\s*<input type="hidden" name="afterDismiss" value="\/about\?lng=en"/)

    const response = await postForm(server.baseUrl, '/disclaimer/dismiss', { afterDismiss: '/about?lng=en' })
    expect(response.status).toBe(303)
    expect(response).toHaveRedirect('/about?lng=en')
    const cookie = cookiesFrom(response)
    expect(cookie).toBe('empam_disclaimer_dismissed=1')
    for (const path of ['/about', '/', '/contact', '/login']) {
      const html = await (await get(server.baseUrl, path, { cookie })).text()
      expect(html, path).not.toMatch(banner)
      expect(html, path).toContain('Energy Medicine Practitioners Association of Malaysia')
    }
    // Somewhere else than this site, or nothing: the home page.
    expect(await postForm(server.baseUrl, '/disclaimer/dismiss', { afterDismiss: '//evil.example/' })).toHaveRedirect('/')
    expect(await postForm(server.baseUrl, '/disclaimer/dismiss', {})).toHaveRedirect('/')
  })

  test('a deactivated account is signed out on its next request', async () => {
    const member = await createUser()
    const { cookie, sessionId } = await signIn(member.id)
    await User.updateOne({ _id: member.id }, { $set: { isActive: false } })
    const html = await (await get(server.baseUrl, '/', { cookie })).text()
    expect(html).toContain('href="/login"')
    expect(await Session.exists({ _id: sessionId })).toBeNull()
  })

  test('an expired session counts as signed out and is removed', async () => {
    const member = await createUser({ firstName: `Expiring${Math.random().toString(36).slice(2, 8)}` })
    const { cookie, sessionId } = await signIn(member.id)
    // While the session lasts, the header shows the member and a sign-out form.
    const before = await (await get(server.baseUrl, '/', { cookie })).text()
    expect(before).toContain(member.firstName)
    expect(before).toMatch(/<form[^>]*action="\/logout"/)

    await Session.updateOne({ _id: sessionId }, { $set: { expiresAt: new Date(Date.now() - 1000) } })
    const after = await (await get(server.baseUrl, '/', { cookie })).text()
    // Signed out, as a visitor sees it: Sign In and Join, no sign-out form, not the member's name.
    expect(after).toContain('href="/login"')
    expect(after).toContain('href="/register"')
    expect(after).not.toMatch(/<form[^>]*action="\/logout"/)
    expect(after).not.toContain(member.firstName)
    expect(await get(server.baseUrl, '/member-dashboard/cpd', { cookie })).toHaveRedirect('/login?redirectTo=%2Fmember-dashboard%2Fcpd')
    expect(await Session.exists({ _id: sessionId })).toBeNull()
  })
})

describe('request defences', () => {
  test('a cookie-authenticated POST from another site is refused', async () => {
    const member = await createUser()
    const { cookie, sessionId } = await signIn(member.id)
    const crossOrigin = await postForm(server.baseUrl, '/logout', {}, { cookie, origin: 'https://evil.example' })
    expect(crossOrigin.status).toBe(403)
    const crossSite = await postForm(server.baseUrl, '/logout', {}, { cookie, headers: { 'sec-fetch-site': 'cross-site' } })
    expect(crossSite.status).toBe(403)
    expect(await Session.exists({ _id: sessionId })).not.toBeNull()
  })

  test('a body over the limit answers 413, as JSON on the API', async () => {
    const big = 'x'.repeat(1024 * 1024 + 10)
    const response = await sendJson(server.baseUrl, 'POST', '/api/contact', { message: big })
    expect(response.status).toBe(413)
    expect(await response.json()).toEqual({ message: expect.stringContaining('too large') })
  })
})
