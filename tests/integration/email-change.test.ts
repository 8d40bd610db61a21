import path from 'node:path'
import { describe, expect, test } from 'vitest'
import { PasswordResetToken } from '#app/models/password-reset-token.server.ts'
import { Session } from '#app/models/session.server.ts'
import { User } from '#app/models/user.server.ts'
import { expectPage, follow } from '#tests/admin-helpers.ts'
import { createUser, DEFAULT_PASSWORD, signIn } from '#tests/factories.ts'
import { get, postForm, sendJson } from '#tests/http.ts'
import { tokenIn, waitForMail } from '#tests/mail.ts'
import { useTestServer } from '#tests/setup/test-server.ts'
import { isTokenUsed } from '#app/models/token-use.server.ts'

/** Changing the sign-in address: asked with the current password, done only through the new address's link. */

const server = useTestServer()
const outbox = () => path.join(process.env.DATA_DIR!, 'outbox')
const newAddress = () => `moved-${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}@example.com`

describe('from /profile, on /change-email', () => {
  test('the new address takes effect only when its link is followed; the old address is told twice', async () => {
    const member = await createUser({ firstName: 'Aisyah' })
    const { cookie } = await signIn(member.id)
    expectPage(await (await get(server.baseUrl, '/profile', { cookie })).text()).toContain('href="/change-email"')
    expectPage(await (await get(server.baseUrl, '/change-email', { cookie })).text()).toContain(`You sign in with ${member.email}.`)
    await PasswordResetToken.create({ _id: `reset-${member.id}`, userId: member.id, expiresAt: new Date(Date.now() + 3_600_000) })

    const to = newAddress()
    const asked = await postForm(server.baseUrl, '/change-email', { newEmail: to.toUpperCase(), currentPassword: DEFAULT_PASSWORD }, { cookie })
    expect(asked).toHaveRedirect('/profile')
    expectPage(await follow(server.baseUrl, asked, cookie)).toContain(`We've sent a link to ${to}`)
    expect((await User.findById(member.id).lean())?.email).toBe(member.email)

    const confirm = await waitForMail(outbox(), { to, subject: 'Confirm your new e-mail address' })
    const requested = await waitForMail(outbox(), { to: member.email, subject: 'A change of your EMPAM e-mail address was requested' })
    expect(requested.text).toContain(to)
    expect(requested.text).not.toContain('token=')

    const token = tokenIn(confirm, '/verify-email')
    expectPage(await (await get(server.baseUrl, `/verify-email?token=${token}`)).text()).toContain('E-mail Address Confirmed')
    const after = await User.findById(member.id).lean()
    expect({ email: after?.email, emailVerified: after?.emailVerified }).toEqual({ email: to, emailVerified: true })
    expect(await Session.countDocuments({ userId: member.id })).toBe(0)
    // The reset link sent to the old address is retired: its one use is taken.
    expect(await isTokenUsed('password-reset', `reset-${member.id}`)).toBe(true)
    const changed = await waitForMail(outbox(), { to: member.email, subject: 'Your EMPAM e-mail address was changed' })
    expect(changed.text).toContain(to)

    expect((await sendJson(server.baseUrl, 'POST', '/api/auth/login', { email: to, password: DEFAULT_PASSWORD })).status).toBe(200)
    expect((await sendJson(server.baseUrl, 'POST', '/api/auth/login', { email: member.email, password: DEFAULT_PASSWORD })).status).toBe(401)
    // The link works once.
    expectPage(await (await get(server.baseUrl, `/verify-email?token=${token}`)).text()).toContain('Invalid Confirmation Link')
  })

  test('a wrong password, the same address or a taken one: the form says so, keeps the address, sends nothing', async () => {
    const [member, other] = await Promise.all([createUser(), createUser()])
    const { cookie } = await signIn(member.id)
    const ask = (fields: Record<string, string>) => postForm(server.baseUrl, '/change-email', fields, { cookie })
    const to = newAddress()
    const wrong = await ask({ newEmail: to, currentPassword: 'not-my-password' })
    expect(wrong.status).toBe(400)
    const wrongPage = await wrong.text()
    expectPage(wrongPage).toContain('Current password is incorrect')
    expect(wrongPage).toContain(`value="${to}"`)
    expect(wrongPage).not.toContain('not-my-password')
    const same = await ask({ newEmail: member.email, currentPassword: DEFAULT_PASSWORD })
    expect(same.status).toBe(400)
    expectPage(await same.text()).toContain('This is already your e-mail address')
    const taken = await ask({ newEmail: other.email, currentPassword: DEFAULT_PASSWORD })
    expect(taken.status).toBe(409)
    expectPage(await taken.text()).toContain('An account with this email already exists')
    await expect(waitForMail(outbox(), { to, timeoutMs: 500 })).rejects.toThrow()
    expect((await User.findById(member.id).lean())?.email).toBe(member.email)
  })
})

describe('POST /api/auth/change-email', () => {
  test('202, then the link (by the API) moves the account; 401 signed out; 400 for a bad address', async () => {
    const member = await createUser()
    const { token } = await signIn(member.id)
    expect((await sendJson(server.baseUrl, 'POST', '/api/auth/change-email', { newEmail: newAddress(), currentPassword: DEFAULT_PASSWORD })).status).toBe(401)
    const bad = await sendJson(server.baseUrl, 'POST', '/api/auth/change-email', { newEmail: 'nope', currentPassword: DEFAULT_PASSWORD }, { token })
    expect(bad.status).toBe(400)
    expect((await bad.json()).fieldErrors).toEqual({ newEmail: ['Invalid email address'] })

    const to = newAddress()
    const asked = await sendJson(server.baseUrl, 'POST', '/api/auth/change-email', { newEmail: to, currentPassword: DEFAULT_PASSWORD }, { token })
    expect(asked.status).toBe(202)
    const { debugToken } = await asked.json()
    const confirmed = await sendJson(server.baseUrl, 'POST', '/api/auth/verify-email', { token: debugToken })
    expect(confirmed.status).toBe(200)
    expect((await User.findById(member.id).lean())?.email).toBe(to)
    expect((await sendJson(server.baseUrl, 'POST', '/api/auth/verify-email', { token: debugToken })).status).toBe(400)
  })

  test('the link used twice at once moves the account once', async () => {
    const member = await createUser()
    const { token } = await signIn(member.id)
    const to = newAddress()
    const { debugToken } = await (await sendJson(server.baseUrl, 'POST', '/api/auth/change-email', { newEmail: to, currentPassword: DEFAULT_PASSWORD }, { token })).json()
    const statuses = await Promise.all(Array.from({ length: 10 }, () => sendJson(server.baseUrl, 'POST', '/api/auth/verify-email', { token: debugToken }).then((r) => r.status)))
    expect(statuses.filter((s) => s === 200)).toHaveLength(1)
    expect((await User.findById(member.id).lean())?.email).toBe(to)
  })
})
