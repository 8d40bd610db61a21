import { createHash } from 'node:crypto'
import fs from 'node:fs'
import type { Server } from 'node:http'
import path from 'node:path'
import { Writable } from 'node:stream'
import { pathToFileURL } from 'node:url'
import type { ServerBuild } from '@remix-run/node'
import { describe, expect, test } from 'vitest'
import { PasswordResetToken } from '#app/models/password-reset-token.server.ts'
import { Session } from '#app/models/session.server.ts'
import { isTokenUsed } from '#app/models/token-use.server.ts'
import { createApp } from '#server/create-app.ts'
import { createCpdEntry, createUser, DEFAULT_PASSWORD, signIn } from '#tests/factories.ts'
import { get, postForm, sendJson } from '#tests/http.ts'
import { waitForMail } from '#tests/mail.ts'
import { useTestServer } from '#tests/setup/test-server.ts'

/** The smaller findings of issue 14's security review: tokens, sessions, logs and mail files. */

const server = useTestServer()
const DAY = 24 * 60 * 60 * 1000

describe('reset links', () => {
  test('a password change retires every unused reset link of the account', async () => {
    const member = await createUser()
    const { debugToken } = await (await sendJson(server.baseUrl, 'POST', '/api/auth/forgot-password', { email: member.email })).json()
    expect(debugToken).toEqual(expect.any(String))
    const { token } = await signIn(member.id)
    const changed = await sendJson(server.baseUrl, 'POST', '/api/auth/change-password', {
      currentPassword: DEFAULT_PASSWORD,
      newPassword: 'a-brand-new-passphrase',
      confirmPassword: 'a-brand-new-passphrase',
    }, { token })
    expect(changed.status).toBe(200)
    // Retired: its one use is taken (a TokenUse under its hash), so the link can never be used again.
    const tokenHash = createHash('sha256').update(debugToken).digest('hex')
    expect(await PasswordResetToken.exists({ _id: tokenHash })).not.toBeNull()
    expect(await isTokenUsed('password-reset', tokenHash)).toBe(true)
    const reset = await sendJson(server.baseUrl, 'POST', '/api/auth/reset-password', {
      token: debugToken,
      newPassword: 'an-attackers-passphrase',
      confirmPassword: 'an-attackers-passphrase',
    })
    expect(reset.status).toBe(400)
    expect((await sendJson(server.baseUrl, 'POST', '/api/auth/login', { email: member.email, password: 'a-brand-new-passphrase' })).status).toBe(200)
  })
})

describe('new passwords', () => {
  const registration = (password: string) => {
    const id = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`
    return { firstName: 'Farah', lastName: 'Lim', email: `farah.${id}@example.com`, username: `farah_${id}`, password, membershipType: 'Associate Member' }
  }

  test('a common password is refused at registration, by the API and the form', async () => {
    const api = await sendJson(server.baseUrl, 'POST', '/api/auth/register', { ...registration('Password123'), acceptPrivacy: true })
    expect(api.status).toBe(400)
    expect((await api.json()).fieldErrors).toEqual({ password: ['This password is too common; please choose another'] })
    const form = await postForm(server.baseUrl, '/register', { ...registration('iloveyou1'), acceptPrivacy: 'on' })
    expect(form.status).toBe(400)
    expect(await form.text()).toContain('This password is too common; please choose another')
  })

  test('a change to a short, common or over-long password is refused; the old one still works', async () => {
    const member = await createUser()
    const { token } = await signIn(member.id)
    const change = (newPassword: string) =>
      sendJson(server.baseUrl, 'POST', '/api/auth/change-password', { currentPassword: DEFAULT_PASSWORD, newPassword, confirmPassword: newPassword }, { token })
    for (const [password, message] of [
      ['seven-7', 'Password must be at least 8 characters'],
      ['qwertyuiop', 'This password is too common; please choose another'],
      ['ü'.repeat(40), 'Password must be at most 72 bytes (72 plain letters, fewer with accents or emoji)'],
    ]) {
      const response = await change(password!)
      expect(response.status, password).toBe(400)
      expect((await response.json()).fieldErrors.newPassword, password).toEqual([message])
    }
    expect((await sendJson(server.baseUrl, 'POST', '/api/auth/login', { email: member.email, password: DEFAULT_PASSWORD })).status).toBe(200)
  })

  test('a password chosen under the old rules (6 characters, common) still signs in', async () => {
    const member = await createUser({ password: 'abc123' })
    expect((await sendJson(server.baseUrl, 'POST', '/api/auth/login', { email: member.email, password: 'abc123' })).status).toBe(200)
    expect(await postForm(server.baseUrl, '/login', { email: member.email, password: 'abc123' })).toHaveRedirect('/member-dashboard/cpd')
  })

  test("the list stays on the server: no browser script carries it", () => {
    const scripts = fs.readdirSync('public/build', { recursive: true, encoding: 'utf8' }).filter((name) => name.endsWith('.js'))
    for (const name of scripts) expect(fs.readFileSync(path.join('public/build', name), 'utf8'), name).not.toContain('passwords-common')
  })
})

describe('pages with a token in their address', () => {
  test('send no Referer onwards: Referrer-Policy no-referrer', async () => {
    for (const pathname of ['/reset-password?token=secret-token', '/verify-email?token=secret-token']) {
      expect((await get(server.baseUrl, pathname)).headers.get('referrer-policy'), pathname).toBe('no-referrer')
    }
    expect((await get(server.baseUrl, '/login')).headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin')
  })

  test("their forms still post: the browser's Origin: null from its own page is accepted, from anywhere else it is not", async () => {
    const member = await createUser()
    const { debugToken } = await (await sendJson(server.baseUrl, 'POST', '/api/auth/forgot-password', { email: member.email })).json()
    const fields = { token: debugToken, newPassword: 'a-new-passphrase-9', confirmPassword: 'a-new-passphrase-9' }
    const foreign = await postForm(server.baseUrl, `/reset-password?token=${debugToken}`, fields, { origin: 'null', headers: { 'sec-fetch-site': 'cross-site' } })
    expect(foreign.status).toBe(403)
    const unknown = await postForm(server.baseUrl, `/reset-password?token=${debugToken}`, fields, { origin: 'null' })
    expect(unknown.status).toBe(403)
    const own = await postForm(server.baseUrl, `/reset-password?token=${debugToken}`, fields, { origin: 'null', headers: { 'sec-fetch-site': 'same-origin' } })
    expect(own.status).toBe(200)
    expect(await own.text()).toContain('Password Reset Successful')
  })

  test('the request log shows the address with the token taken out', async () => {
    const build = (await import(/* @vite-ignore */ pathToFileURL(path.resolve('build/remix/index.js')).href)) as ServerBuild
    let logged = ''
    const logStream = new Writable({ write: (chunk, _encoding, done) => ((logged += String(chunk)), done()) })
    const app = createApp({ build, mode: 'test', publicUrl: 'http://localhost:3999', trustProxy: 1, logRequests: true, logStream })
    const logging = await new Promise<Server>((resolve) => {
      const s = app.listen(0, '127.0.0.1', () => resolve(s))
    })
    try {
      const { port } = logging.address() as { port: number }
      await (await fetch(`http://127.0.0.1:${port}/reset-password?token=very-secret-token&x=1`)).text()
      await (await fetch(`http://127.0.0.1:${port}/verify-email?next=1&token=other-secret`)).text()
      await new Promise((r) => setTimeout(r, 50))
      expect(logged).toContain('/reset-password?token=[redacted]&x=1')
      expect(logged).toContain('/verify-email?next=1&token=[redacted]')
      expect(logged).not.toContain('secret')
    } finally {
      await new Promise((resolve) => logging.close(resolve))
    }
  })
})

describe('sessions', () => {
  test('14 days without use end a session, within the 30-day limit', async () => {
    const member = await createUser()
    const idle = await signIn(member.id)
    const recent = await signIn(member.id)
    await Session.updateOne({ _id: idle.sessionId }, { $set: { lastSeenAt: new Date(Date.now() - 15 * DAY) } })
    await Session.updateOne({ _id: recent.sessionId }, { $set: { lastSeenAt: new Date(Date.now() - 13 * DAY) } })
    expect((await get(server.baseUrl, '/api/auth/me', { token: idle.token })).status).toBe(401)
    expect(await Session.exists({ _id: idle.sessionId })).toBeNull()
    expect((await get(server.baseUrl, '/api/auth/me', { token: recent.token })).status).toBe(200)
    // Using it starts the 14 days again.
    const seen = await Session.findById(recent.sessionId).lean()
    expect(Date.now() - seen!.lastSeenAt.getTime()).toBeLessThan(60_000)
  })
})

describe('a suspended member', () => {
  test('sees their records with a notice; writes are refused with the message, sign-out and password change are not', async () => {
    const member = await createUser({ membershipStatus: 'suspended' })
    const entry = await createCpdEntry(member.id, { title: 'Suspended member workshop' })
    const { cookie, token } = await signIn(member.id)
    const dashboard = await (await get(server.baseUrl, '/member-dashboard/cpd', { cookie })).text()
    expect(dashboard).toContain('Your membership is suspended. Please contact the secretariat.')
    expect(dashboard).toContain(entry.title)
    expect((await get(server.baseUrl, '/api/cpd', { token })).status).toBe(200)

    const refused = await sendJson(server.baseUrl, 'PUT', '/api/auth/profile', { firstName: 'Changed', lastName: 'Name' }, { token })
    expect(refused.status).toBe(403)
    expect(await refused.json()).toEqual({ message: 'Your membership is suspended. Please contact the secretariat.' })
    const page = await postForm(server.baseUrl, `/member-dashboard/cpd/${entry.id}/delete`, {}, { cookie })
    expect(page.status).toBe(403)
    expect(await page.text()).toContain('Your membership is suspended. Please contact the secretariat.')

    const changed = await sendJson(server.baseUrl, 'POST', '/api/auth/change-password', {
      currentPassword: DEFAULT_PASSWORD,
      newPassword: 'a-suspended-passphrase',
      confirmPassword: 'a-suspended-passphrase',
    }, { token })
    expect(changed.status).toBe(200)
    expect((await sendJson(server.baseUrl, 'POST', '/api/auth/logout', {}, { token })).status).toBe(200)
  })
})

describe('the mail outbox', () => {
  test('mail files are readable by the server user only (0600)', async () => {
    const member = await createUser()
    await sendJson(server.baseUrl, 'POST', '/api/auth/forgot-password', { email: member.email })
    const mail = await waitForMail(path.join(process.env.DATA_DIR!, 'outbox'), { to: member.email })
    const file = path.join(process.env.DATA_DIR!, 'outbox', mail.file)
    expect(fs.statSync(file).mode & 0o777).toBe(0o600)
  })
})
