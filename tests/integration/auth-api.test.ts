import { createHash } from 'node:crypto'
import path from 'node:path'
import bcrypt from 'bcryptjs'
import { describe, expect, test } from 'vitest'
import { EmailVerificationToken } from '#app/models/email-verification-token.server.ts'
import { PasswordResetToken } from '#app/models/password-reset-token.server.ts'
import { Session } from '#app/models/session.server.ts'
import { User } from '#app/models/user.server.ts'
import { isTokenUsed } from '#app/models/token-use.server.ts'
import { LOGIN_LIMITS } from '#app/utils/auth.server.ts'
import { createUser, DEFAULT_PASSWORD, signIn } from '#tests/factories.ts'
import { cookiesFrom, get, newClientIp, sendJson } from '#tests/http.ts'
import { linkIn, tokenIn, waitForMail } from '#tests/mail.ts'
import { useTestServer } from '#tests/setup/test-server.ts'

const server = useTestServer()
const outbox = () => path.join(process.env.DATA_DIR!, 'outbox')
const sha256 = (text: string) => createHash('sha256').update(text).digest('hex')
const ONE_HOUR_MS = 60 * 60 * 1000
const ONE_DAY_MS = 24 * ONE_HOUR_MS
const THIRTY_DAYS_MS = 30 * ONE_DAY_MS

let counter = 0
function newRegistration(overrides: Record<string, unknown> = {}) {
  counter += 1
  const id = `${Date.now().toString(36)}${counter}`
  return {
    firstName: 'Farah',
    lastName: 'Lim',
    email: `Farah.${id}@Example.com`,
    username: `Farah_${id}`,
    password: 'first-secret',
    membershipType: 'Associate Member',
    phone: '+60 12-345 6789',
    state: 'Sabah',
    acceptPrivacy: true,
    ...overrides,
  }
}

const post = (path: string, body: unknown, options: Parameters<typeof sendJson>[4] = {}) =>
  sendJson(server.baseUrl, 'POST', path, body, options)

async function storedUser(email: string) {
  return User.findOne({ email: email.toLowerCase() }).select('+passwordHash').lean()
}

describe('POST /api/auth/register', () => {
  test('201 { token, user }: an applicant, pending, with no membership ID; stored normalised with a bcrypt hash, signed in, verification mail sent', async () => {
    const payload = newRegistration()
    const before = new Date()
    const response = await post('/api/auth/register', payload)
    expect(response.status).toBe(201)
    const body = await response.json()
    expect(body.token).toEqual(expect.any(String))
    expect(body.user).toMatchObject({
      id: expect.any(String),
      email: payload.email.toLowerCase(),
      username: payload.username.toLowerCase(),
      membershipType: 'Associate',
      membershipStatus: 'pending',
      claimedMembershipId: '',
      emailVerified: false,
      phone: '+60 12-345 6789',
      state: 'Sabah',
      privacyAcceptance: { version: '1', acceptedAt: expect.any(String) },
    })
    expect(body.user).not.toHaveProperty('membershipId')
    expect(new Date(body.user.privacyAcceptance.acceptedAt).getTime()).toBeGreaterThanOrEqual(before.getTime() - 1000)
    expect(body.user).not.toHaveProperty('passwordHash')
    expect(body.user).not.toHaveProperty('password')
    expect(JSON.stringify(body)).not.toContain(payload.password)

    const stored = await storedUser(payload.email)
    expect(stored?.email).toBe(payload.email.toLowerCase())
    expect(stored?.passwordHash).toMatch(/^\$2[aby]\$10\$/)
    expect(await bcrypt.compare(payload.password, stored!.passwordHash)).toBe(true)
    expect(stored?.lastLogin).toBeInstanceOf(Date)

    // The token names a stored session; the token itself is not stored.
    const session = await Session.findById(sha256(body.token)).lean()
    expect(String(session?.userId)).toBe(body.user.id)
    expect(await Session.exists({ _id: body.token })).toBeNull()
    const me = await get(server.baseUrl, '/api/auth/me', { token: body.token })
    expect(me.status).toBe(200)
    expect((await me.json()).email).toBe(payload.email.toLowerCase())

    const mail = await waitForMail(outbox(), { to: payload.email.toLowerCase(), subject: 'Confirm your e-mail address' })
    const link = linkIn(mail, '/verify-email')
    expect(link.origin).toBe('http://localhost:3999')
    expect(await EmailVerificationToken.exists({ _id: sha256(link.searchParams.get('token')!) })).not.toBeNull()
  })

  test('400 { message, fieldErrors } with the spec messages; nothing stored', async () => {
    const before = await User.countDocuments()
    const response = await post('/api/auth/register', {})
    expect(response.status).toBe(400)
    const body = await response.json()
    expect(body.fieldErrors).toEqual({
      firstName: ['First name is required'],
      lastName: ['Last name is required'],
      email: ['Invalid email address'],
      password: ['Password must be at least 8 characters'],
      membershipType: ['Membership type is required'],
      acceptPrivacy: ['Please accept the privacy notice to apply'],
    })
    expect(body.message).toBe('First name is required')
    const badId = await post('/api/auth/register', newRegistration({ membershipId: 'MEM-1' }))
    expect(await badId.json()).toEqual({
      message: 'Membership ID must look like EMP001',
      fieldErrors: { membershipId: ['Membership ID must look like EMP001'] },
    })
    expect(await User.countDocuments()).toBe(before)
  })

  test('a body that is not JSON is a 400, not a 500', async () => {
    const response = await post('/api/auth/register', '{not json')
    expect(response.status).toBe(400)
    expect(await response.json()).toEqual({ message: 'The request body must be valid JSON' })
  })

  test('without a username one is made from the e-mail, numbered when taken', async () => {
    const local = `aisyah.${Date.now().toString(36)}`
    const first = await post('/api/auth/register', newRegistration({ username: undefined, email: `${local}@example.com` }))
    expect(first.status).toBe(201)
    expect((await first.json()).user.username).toBe(local)
    const second = await post('/api/auth/register', newRegistration({ username: '', email: `${local}@example.org` }))
    expect(second.status).toBe(201)
    expect((await second.json()).user.username).toBe(`${local}2`)
  })

  test('409 naming the taken field: e-mail (any case), username', async () => {
    const first = newRegistration()
    expect((await post('/api/auth/register', first)).status).toBe(201)
    const before = await User.countDocuments()

    const sameEmail = await post('/api/auth/register', newRegistration({ email: ` ${first.email.toUpperCase()} ` }))
    expect(sameEmail.status).toBe(409)
    expect(await sameEmail.json()).toEqual({
      message: 'An account with this email already exists',
      fieldErrors: { email: ['An account with this email already exists'] },
    })

    const sameUsername = await post('/api/auth/register', newRegistration({ username: first.username.toUpperCase() }))
    expect(sameUsername.status).toBe(409)
    expect((await sameUsername.json()).fieldErrors).toEqual({ username: ['This username is taken'] })

    expect(await User.countDocuments()).toBe(before)
  })
})

describe('POST /api/auth/login', () => {
  test('200 { token, user }, a new Session document and lastLogin set', async () => {
    const member = await createUser({ email: 'nadia.api@example.com' })
    const before = Date.now()
    const response = await post('/api/auth/login', { email: '  NADIA.API@example.com ', password: DEFAULT_PASSWORD })
    const after = Date.now()
    expect(response.status).toBe(200)
    const body = await response.json()
    expect(body.user).toMatchObject({ id: member.id, email: 'nadia.api@example.com' })
    expect(body.user).not.toHaveProperty('passwordHash')
    const session = await Session.findById(sha256(body.token)).lean()
    expect(String(session?.userId)).toBe(member.id)
    // Thirty days from the moment of signing in; lastLogin is that moment.
    expect(session?.expiresAt.getTime()).toBeGreaterThanOrEqual(before + THIRTY_DAYS_MS)
    expect(session?.expiresAt.getTime()).toBeLessThanOrEqual(after + THIRTY_DAYS_MS)
    const stored = await User.findById(member.id).lean()
    expect(stored?.lastLogin?.getTime()).toBeGreaterThanOrEqual(before)
    expect(stored?.lastLogin?.getTime()).toBeLessThanOrEqual(after)
    // The cookie names the same session.
    const cookie = cookiesFrom(response)
    expect(cookie).toMatch(/^empam_session=/)
    expect((await get(server.baseUrl, '/api/auth/me', { cookie })).status).toBe(200)
  })

  test('401 with one message for a wrong password and an unknown e-mail', async () => {
    const member = await createUser()
    const wrong = await post('/api/auth/login', { email: member.email, password: 'not-the-password' })
    const unknown = await post('/api/auth/login', { email: 'nobody-here@example.com', password: 'whatever1' })
    expect(wrong.status).toBe(401)
    expect(unknown.status).toBe(401)
    expect(await wrong.json()).toEqual({ message: 'Invalid email or password' })
    expect(await unknown.json()).toEqual({ message: 'Invalid email or password' })
    expect(await Session.countDocuments({ userId: member.id })).toBe(0)
  })

  test('400 for invalid input', async () => {
    const response = await post('/api/auth/login', { email: 'nope', password: '123' })
    expect(response.status).toBe(400)
    expect(await response.json()).toEqual({
      message: 'Invalid email address',
      fieldErrors: { email: ['Invalid email address'], password: ['Password must be at least 6 characters'] },
    })
  })

  test('a deactivated account is refused even with the right password', async () => {
    const member = await createUser({ isActive: false })
    const response = await post('/api/auth/login', { email: member.email, password: DEFAULT_PASSWORD })
    expect(response.status).toBe(403)
    expect(await Session.countDocuments({ userId: member.id })).toBe(0)
  })

  test('10 failures for one e-mail from one address in 15 minutes: 429 there, even with the right password', async () => {
    const member = await createUser()
    const ip = newClientIp()
    for (let i = 0; i < 10; i++) {
      const response = await post('/api/auth/login', { email: member.email, password: `wrong-${i}-pass` }, { ip })
      expect(response.status).toBe(401)
    }
    const blocked = await post('/api/auth/login', { email: member.email, password: DEFAULT_PASSWORD }, { ip })
    expect(blocked.status).toBe(429)
    expect((await blocked.json()).message).toMatch(/^Too many attempts\. Please try again in \d+ minutes?\.$/)
    expect(Number(blocked.headers.get('retry-after'))).toBeGreaterThan(0)
    expect(Number(blocked.headers.get('retry-after'))).toBeLessThanOrEqual(900)
    expect(await Session.countDocuments({ userId: member.id })).toBe(0)
    // Another member from the same address is not affected.
    const other = await createUser()
    expect((await post('/api/auth/login', { email: other.email, password: DEFAULT_PASSWORD }, { ip })).status).toBe(200)
  })

  test('30 failures from one address: 429 for any e-mail from there, not from elsewhere', async () => {
    const ip = newClientIp()
    for (let i = 0; i < LOGIN_LIMITS.perAddress.max; i++) {
      const response = await post('/api/auth/login', { email: `guess-${i}@example.com`, password: 'guessing1' }, { ip })
      expect(response.status).toBe(401)
    }
    const member = await createUser()
    const blocked = await post('/api/auth/login', { email: member.email, password: DEFAULT_PASSWORD }, { ip })
    expect(blocked.status).toBe(429)
    const elsewhere = await post('/api/auth/login', { email: member.email, password: DEFAULT_PASSWORD })
    expect(elsewhere.status).toBe(200)
  })

  test('successful sign-ins do not count towards the limit', async () => {
    const member = await createUser()
    const ip = newClientIp()
    for (let i = 0; i < 12; i++) {
      const response = await post('/api/auth/login', { email: member.email, password: DEFAULT_PASSWORD }, { ip })
      expect(response.status).toBe(200)
    }
  })
})

describe('GET /api/auth/me and POST /api/auth/logout', () => {
  test('401 without a session or with a token that names none', async () => {
    const none = await get(server.baseUrl, '/api/auth/me')
    expect(none.status).toBe(401)
    expect(await none.json()).toEqual({ message: 'Authentication required' })
    expect((await get(server.baseUrl, '/api/auth/me', { token: 'made-up-token' })).status).toBe(401)
  })

  test('the user object itself, by bearer token or cookie, never the hash', async () => {
    const member = await createUser({ firstName: 'Hana' })
    const { token, cookie } = await signIn(member.id)
    for (const options of [{ token }, { cookie }]) {
      const response = await get(server.baseUrl, '/api/auth/me', options)
      expect(response.status).toBe(200)
      const body = await response.json()
      expect(body).toMatchObject({ id: member.id, firstName: 'Hana', membershipType: member.membershipType, imageUrl: '' })
      expect(body).not.toHaveProperty('passwordHash')
    }
  })

  test('logout deletes the session the token names; the token then gets 401', async () => {
    const member = await createUser()
    const { token, sessionId } = await signIn(member.id)
    const other = await signIn(member.id)
    const response = await post('/api/auth/logout', {}, { token })
    expect(response.status).toBe(200)
    expect(await response.json()).toEqual({ message: 'You are signed out' })
    expect(await Session.exists({ _id: sessionId })).toBeNull()
    expect((await get(server.baseUrl, '/api/auth/me', { token })).status).toBe(401)
    // Only that device: the member's other session goes on.
    expect((await get(server.baseUrl, '/api/auth/me', { token: other.token })).status).toBe(200)
  })

  test('logout by cookie deletes the session and clears the cookie', async () => {
    const member = await createUser()
    const { cookie, sessionId } = await signIn(member.id)
    const response = await post('/api/auth/logout', {}, { cookie, origin: server.baseUrl })
    expect(response.status).toBe(200)
    expect(cookiesFrom(response, cookie)).toBe('')
    expect(await Session.exists({ _id: sessionId })).toBeNull()
  })

  test('a session deleted on the server (revoked) stops its token at once', async () => {
    const member = await createUser()
    const { token, sessionId } = await signIn(member.id)
    expect((await get(server.baseUrl, '/api/auth/me', { token })).status).toBe(200)
    await Session.deleteOne({ _id: sessionId })
    expect((await get(server.baseUrl, '/api/auth/me', { token })).status).toBe(401)
  })

  test('other methods get 405', async () => {
    expect((await post('/api/auth/me', {})).status).toBe(405)
    expect((await get(server.baseUrl, '/api/auth/login')).status).toBe(405)
  })
})

describe('PUT /api/auth/profile', () => {
  const profile = {
    firstName: ' Aisyah ',
    lastName: 'Tan',
    phone: '+60 88-123 456',
    state: 'Penang',
    specialties: ['Body', ' Reiki ', 'body', 'Sound healing'],
    certification: 'Certified Reiki Practitioner',
    businessName: 'Tenang Wellness',
    bio: 'Gentle energy work alongside medical care.',
    imageUrl: 'https://example.com/aisyah.jpg',
  }

  test('401 without a session', async () => {
    const response = await sendJson(server.baseUrl, 'PUT', '/api/auth/profile', profile)
    expect(response.status).toBe(401)
  })

  test("{ user } with the saved profile; the practice's keys are the listing's and leave what is stored as it was (issue 33)", async () => {
    const member = await createUser({ businessName: 'Stored before', specialties: ['Soul'] })
    const { token } = await signIn(member.id)
    const response = await sendJson(server.baseUrl, 'PUT', '/api/auth/profile', profile, { token })
    expect(response.status).toBe(200)
    const { user } = await response.json()
    expect(user).toMatchObject({
      id: member.id,
      firstName: 'Aisyah',
      phone: '+60 88-123 456',
      imageUrl: 'https://example.com/aisyah.jpg',
    })
    expect(user).not.toHaveProperty('passwordHash')
    const stored = await User.findById(member.id).lean()
    expect(stored).toMatchObject({ firstName: 'Aisyah', state: 'Penang', businessName: 'Stored before', specialties: ['Soul'], bio: '' })
    // E-mail and membership stay as they were.
    expect(stored?.email).toBe(member.email)
  })

  test('400 with the spec messages; nothing changes', async () => {
    const member = await createUser({ firstName: 'Kept' })
    const { token } = await signIn(member.id)
    const response = await sendJson(
      server.baseUrl,
      'PUT',
      '/api/auth/profile',
      { ...profile, firstName: '', imageUrl: 'javascript:alert(1)' },
      { token },
    )
    expect(response.status).toBe(400)
    expect((await response.json()).fieldErrors).toEqual({ firstName: ['First name is required'], imageUrl: ['Invalid URL'] })
    expect((await User.findById(member.id).lean())?.firstName).toBe('Kept')
  })
})

describe('password recovery by API', () => {
  test('forgot-password answers the same for known and unknown e-mails; debugToken under DEBUG_RESET_TOKENS=true', async () => {
    const member = await createUser()
    const requestedAt = Date.now()
    const known = await post('/api/auth/forgot-password', { email: member.email.toUpperCase() })
    const answeredAt = Date.now()
    const unknown = await post('/api/auth/forgot-password', { email: 'no-account@example.com' })
    expect(known.status).toBe(200)
    expect(unknown.status).toBe(200)
    const knownBody = await known.json()
    const unknownBody = await unknown.json()
    const message = "If an account with that email exists, we've sent password reset instructions to that address."
    expect(knownBody.message).toBe(message)
    expect(unknownBody).toEqual({ message })
    expect(knownBody.debugToken).toEqual(expect.any(String))

    // Stored only as its hash, for an hour, unused.
    const stored = await PasswordResetToken.findById(sha256(knownBody.debugToken)).lean()
    expect(String(stored?.userId)).toBe(member.id)
    expect(stored?.used).toBe(false)
    expect(stored!.expiresAt.getTime()).toBeGreaterThanOrEqual(requestedAt + ONE_HOUR_MS)
    expect(stored!.expiresAt.getTime()).toBeLessThanOrEqual(answeredAt + ONE_HOUR_MS)
    expect(await PasswordResetToken.exists({ _id: knownBody.debugToken })).toBeNull()

    const mail = await waitForMail(outbox(), { to: member.email, subject: 'Reset your EMPAM password' })
    expect(tokenIn(mail, '/reset-password')).toBe(knownBody.debugToken)
    expect(linkIn(mail, '/reset-password').href).toBe(`http://localhost:3999/reset-password?token=${knownBody.debugToken}`)
  })

  test('400 for an invalid e-mail', async () => {
    const response = await post('/api/auth/forgot-password', { email: 'not-an-email' })
    expect(response.status).toBe(400)
    expect(await response.json()).toEqual({ message: 'Invalid email address', fieldErrors: { email: ['Invalid email address'] } })
  })

  test('past 3 requests an hour for one e-mail: the same answer, but no further link is made', async () => {
    const member = await createUser()
    for (let i = 0; i < 5; i++) {
      const response = await post('/api/auth/forgot-password', { email: member.email })
      expect(response.status).toBe(200)
      expect((await response.json()).message).toMatch(/^If an account with that email exists/)
    }
    expect(await PasswordResetToken.countDocuments({ userId: member.id })).toBe(3)
  })

  test('past 10 requests an hour from one address: no further link is made', async () => {
    const ip = newClientIp()
    for (let i = 0; i < 10; i++) await post('/api/auth/forgot-password', { email: `someone-${i}@example.com` }, { ip })
    const member = await createUser()
    const response = await post('/api/auth/forgot-password', { email: member.email }, { ip })
    expect(response.status).toBe(200)
    expect(await PasswordResetToken.countDocuments({ userId: member.id })).toBe(0)
  })

  test('reset-password: new password, token used, every session ended; a second use is refused', async () => {
    const member = await createUser()
    const phone = await signIn(member.id)
    const laptop = await signIn(member.id)
    const { debugToken } = await (await post('/api/auth/forgot-password', { email: member.email })).json()

    const mismatch = await post('/api/auth/reset-password', { token: debugToken, newPassword: 'brand-new-1', confirmPassword: 'brand-new-2' })
    expect(mismatch.status).toBe(400)
    expect((await mismatch.json()).fieldErrors).toEqual({ confirmPassword: ["Passwords don't match"] })
    expect(await isTokenUsed('password-reset', sha256(debugToken))).toBe(false)

    const response = await post('/api/auth/reset-password', { token: debugToken, newPassword: 'brand-new-1', confirmPassword: 'brand-new-1' })
    expect(response.status).toBe(200)
    expect(await response.json()).toEqual({ message: 'Password reset successfully' })
    expect(await isTokenUsed('password-reset', sha256(debugToken))).toBe(true)
    expect(await Session.countDocuments({ userId: member.id })).toBe(0)
    expect((await get(server.baseUrl, '/api/auth/me', { token: phone.token })).status).toBe(401)
    expect((await get(server.baseUrl, '/api/auth/me', { token: laptop.token })).status).toBe(401)

    expect((await post('/api/auth/login', { email: member.email, password: DEFAULT_PASSWORD })).status).toBe(401)
    expect((await post('/api/auth/login', { email: member.email, password: 'brand-new-1' })).status).toBe(200)

    const again = await post('/api/auth/reset-password', { token: debugToken, newPassword: 'third-one-3', confirmPassword: 'third-one-3' })
    expect(again.status).toBe(400)
    expect(await again.json()).toEqual({ message: 'This password reset link is invalid or has expired. Please request a new one.' })
    expect((await post('/api/auth/login', { email: member.email, password: 'brand-new-1' })).status).toBe(200)
  })

  test('an expired or unknown token is refused and changes nothing', async () => {
    const member = await createUser()
    const { debugToken } = await (await post('/api/auth/forgot-password', { email: member.email })).json()
    await PasswordResetToken.updateOne({ _id: sha256(debugToken) }, { $set: { expiresAt: new Date(Date.now() - 1000) } })
    const { sessionId } = await signIn(member.id)
    for (const token of [debugToken, 'made-up-token']) {
      const response = await post('/api/auth/reset-password', { token, newPassword: 'brand-new-1', confirmPassword: 'brand-new-1' })
      expect(response.status).toBe(400)
      expect((await response.json()).message).toBe('This password reset link is invalid or has expired. Please request a new one.')
    }
    expect(await Session.exists({ _id: sessionId })).not.toBeNull()
    expect((await post('/api/auth/login', { email: member.email, password: DEFAULT_PASSWORD })).status).toBe(200)
  })

  test('a newer reset retires the older links of the account', async () => {
    const member = await createUser()
    const first = (await (await post('/api/auth/forgot-password', { email: member.email })).json()).debugToken
    const second = (await (await post('/api/auth/forgot-password', { email: member.email })).json()).debugToken
    expect((await post('/api/auth/reset-password', { token: second, newPassword: 'brand-new-1', confirmPassword: 'brand-new-1' })).status).toBe(200)
    expect((await post('/api/auth/reset-password', { token: first, newPassword: 'other-one-2', confirmPassword: 'other-one-2' })).status).toBe(400)
  })

  test('400 "Reset token is required" without a token', async () => {
    const response = await post('/api/auth/reset-password', { newPassword: 'brand-new-1', confirmPassword: 'brand-new-1' })
    expect(response.status).toBe(400)
    expect((await response.json()).fieldErrors).toEqual({ token: ['Reset token is required'] })
  })
})

describe('PUT /api/auth/change-password', () => {
  const change = (token: string | undefined, body: unknown) =>
    sendJson(server.baseUrl, 'PUT', '/api/auth/change-password', body, token ? { token } : {})

  test('401 without a session', async () => {
    const response = await change(undefined, { currentPassword: 'x', newPassword: 'brand-new-1', confirmPassword: 'brand-new-1' })
    expect(response.status).toBe(401)
  })

  test('400 for a wrong current password, on that field; nothing changes', async () => {
    const member = await createUser()
    const { token } = await signIn(member.id)
    const other = await signIn(member.id)
    const response = await change(token, { currentPassword: 'not-it-at-all', newPassword: 'brand-new-1', confirmPassword: 'brand-new-1' })
    expect(response.status).toBe(400)
    expect(await response.json()).toEqual({
      message: 'Current password is incorrect',
      fieldErrors: { currentPassword: ['Current password is incorrect'] },
    })
    expect((await get(server.baseUrl, '/api/auth/me', { token: other.token })).status).toBe(200)
    expect((await post('/api/auth/login', { email: member.email, password: DEFAULT_PASSWORD })).status).toBe(200)
  })

  test('400 with the spec messages', async () => {
    const member = await createUser()
    const { token } = await signIn(member.id)
    const response = await change(token, { currentPassword: '', newPassword: '123', confirmPassword: '12' })
    expect(response.status).toBe(400)
    expect((await response.json()).fieldErrors).toEqual({
      currentPassword: ['Current password is required'],
      newPassword: ['Password must be at least 8 characters'],
      confirmPassword: ['Password must be at least 8 characters'],
    })
  })

  test('200: the new password works, this session stays, every other one ends', async () => {
    const member = await createUser()
    const here = await signIn(member.id)
    const elsewhere = await signIn(member.id)
    const response = await change(here.token, { currentPassword: DEFAULT_PASSWORD, newPassword: 'brand-new-1', confirmPassword: 'brand-new-1' })
    expect(response.status).toBe(200)
    expect(await response.json()).toEqual({ message: 'Password changed successfully' })
    expect(await Session.exists({ _id: here.sessionId })).not.toBeNull()
    expect(await Session.exists({ _id: elsewhere.sessionId })).toBeNull()
    expect((await get(server.baseUrl, '/api/auth/me', { token: here.token })).status).toBe(200)
    expect((await get(server.baseUrl, '/api/auth/me', { token: elsewhere.token })).status).toBe(401)
    const stored = await User.findById(member.id).select('+passwordHash').lean()
    expect(await bcrypt.compare('brand-new-1', stored!.passwordHash)).toBe(true)
  })

  test('guessing the current password is limited too', async () => {
    const member = await createUser()
    const { token } = await signIn(member.id)
    for (let i = 0; i < 10; i++) {
      expect((await change(token, { currentPassword: `guess-${i}`, newPassword: 'brand-new-1', confirmPassword: 'brand-new-1' })).status).toBe(400)
    }
    const other = await signIn(member.id)
    const blocked = await change(token, { currentPassword: DEFAULT_PASSWORD, newPassword: 'brand-new-1', confirmPassword: 'brand-new-1' })
    expect(blocked.status).toBe(429)
    expect((await blocked.json()).message).toMatch(/^Too many attempts/)
    // Nothing changed: the old password still works, the new one does not, the other session lives on.
    const stored = await User.findById(member.id).select('+passwordHash').lean()
    expect(await bcrypt.compare(DEFAULT_PASSWORD, stored!.passwordHash)).toBe(true)
    expect(await bcrypt.compare('brand-new-1', stored!.passwordHash)).toBe(false)
    expect(await Session.exists({ _id: other.sessionId })).not.toBeNull()
    expect((await get(server.baseUrl, '/api/auth/me', { token: other.token })).status).toBe(200)
  })
})

describe('e-mail verification by API', () => {
  test('resend needs a session; the mailed token confirms the address once', async () => {
    expect((await post('/api/auth/verify-email/resend', {})).status).toBe(401)
    const member = await createUser({ emailVerified: false })
    const { token } = await signIn(member.id)
    const before = Date.now()
    const response = await post('/api/auth/verify-email/resend', {}, { token })
    const after = Date.now()
    expect(response.status).toBe(200)
    const body = await response.json()
    expect(body).toEqual({ message: 'Verification e-mail sent', debugToken: expect.any(String) })
    const mail = await waitForMail(outbox(), { to: member.email, subject: 'Confirm your e-mail address' })
    expect(tokenIn(mail, '/verify-email')).toBe(body.debugToken)
    const stored = await EmailVerificationToken.findById(sha256(body.debugToken)).lean()
    expect(stored!.expiresAt.getTime()).toBeGreaterThanOrEqual(before + ONE_DAY_MS)
    expect(stored!.expiresAt.getTime()).toBeLessThanOrEqual(after + ONE_DAY_MS)

    const confirm = await post('/api/auth/verify-email', { token: body.debugToken })
    expect(confirm.status).toBe(200)
    expect((await User.findById(member.id).lean())?.emailVerified).toBe(true)
    expect(await isTokenUsed('email-verification', sha256(body.debugToken))).toBe(true)

    const already = await post('/api/auth/verify-email/resend', {}, { token })
    expect(await already.json()).toEqual({ message: 'Your e-mail address is already confirmed.' })
  })

  test('an unknown or expired token is a 400', async () => {
    expect((await post('/api/auth/verify-email', { token: 'made-up' })).status).toBe(400)
    const member = await createUser({ emailVerified: false })
    const { token } = await signIn(member.id)
    const { debugToken } = await (await post('/api/auth/verify-email/resend', {}, { token })).json()
    await EmailVerificationToken.updateOne({ _id: sha256(debugToken) }, { $set: { expiresAt: new Date(Date.now() - 1000) } })
    expect((await post('/api/auth/verify-email', { token: debugToken })).status).toBe(400)
    expect((await User.findById(member.id).lean())?.emailVerified).toBe(false)
  })

  test('resending is limited to 5 an hour per member', async () => {
    const member = await createUser({ emailVerified: false })
    const { token } = await signIn(member.id)
    for (let i = 0; i < 5; i++) expect((await post('/api/auth/verify-email/resend', {}, { token })).status).toBe(200)
    const blocked = await post('/api/auth/verify-email/resend', {}, { token })
    expect(blocked.status).toBe(429)
    expect((await blocked.json()).message).toMatch(/^Too many attempts/)
    expect(await EmailVerificationToken.countDocuments({ userId: member.id })).toBe(5)
  })
})
