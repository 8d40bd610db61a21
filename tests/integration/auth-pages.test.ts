import { createHash } from 'node:crypto'
import path from 'node:path'
import bcrypt from 'bcryptjs'
import { describe, expect, test } from 'vitest'
import { EmailVerificationToken } from '#app/models/email-verification-token.server.ts'
import { PasswordResetToken } from '#app/models/password-reset-token.server.ts'
import { Session } from '#app/models/session.server.ts'
import { User } from '#app/models/user.server.ts'
import { isTokenUsed } from '#app/models/token-use.server.ts'
import { createUser, DEFAULT_PASSWORD, signIn } from '#tests/factories.ts'
import { cookiesFrom, get, newClientIp, postForm } from '#tests/http.ts'
import { tokenIn, waitForMail } from '#tests/mail.ts'
import { browserInputsOfRoute, measurePage } from '#tests/page-weight.ts'
import { useTestServer } from '#tests/setup/test-server.ts'

const server = useTestServer()
const outbox = () => path.join(process.env.DATA_DIR!, 'outbox')
const sha256 = (text: string) => createHash('sha256').update(text).digest('hex')
const page = async (pathname: string, cookie?: string) => (await get(server.baseUrl, pathname, { cookie })).text()

/** The value attribute of the input named `name`, as the server rendered it. */
function inputValue(html: string, name: string) {
  const tag = new RegExp(`<input[^>]*name="${name}"[^>]*>`).exec(html)?.[0]
  return tag ? (/value="([^"]*)"/.exec(tag)?.[1] ?? '') : null
}


/**
 * Assertions on a server-rendered page that name only what was missing (a failure never prints the whole
 * document). React's `<!-- -->` text separators are ignored.
 */
function expectPage(html: string) {
  // Scripts are no text: the page's data (its strings for every state, say) is not what a reader sees.
  const text = html.replace(/<script\b[^>]*>[\s\S]*?<\/script>/g, '').replace(/<!-- -->/g, '')
  const check = (negate: boolean) => ({
    toContain: (part: string) => expect(text.includes(part), `the page should ${negate ? 'not ' : ''}contain ${JSON.stringify(part)}`).toBe(!negate),
    toMatch: (pattern: RegExp) => expect(pattern.test(text), `the page should ${negate ? 'not ' : ''}match ${pattern}`).toBe(!negate),
  })
  return { ...check(false), not: check(true) }
}

let counter = 0
function registrationFields(overrides: Record<string, string> = {}) {
  counter += 1
  const id = `${Date.now().toString(36)}${counter}`
  return {
    firstName: 'Mei Ling',
    lastName: 'Wong',
    email: `MeiLing.${id}@Example.com`,
    username: `meiling_${id}`,
    password: 'lotus-flower-9',
    claimedMembershipId: `emp${Math.floor(100 + Math.random() * 1e9)}`,
    membershipType: 'Practicing Ordinary Member',
    phone: '+60 12-345 6789',
    state: 'Selangor',
    acceptPrivacy: 'on',
    ...overrides,
  }
}

describe('/login', () => {
  test('shows the spec texts and links', async () => {
    const html = await page('/login')
    for (const text of ['Welcome Back', 'Sign in to your member account', 'Register here', 'Forgot your password?', 'Back to Home']) {
      expectPage(html).toContain(text)
    }
    expectPage(html).toContain('href="/register"')
    expectPage(html).toContain('href="/forgot-password"')
  })

  test('signed in, /login and /register send the member to the dashboard', async () => {
    const { cookie } = await signIn((await createUser()).id)
    expect(await get(server.baseUrl, '/login', { cookie })).toHaveRedirect('/member-dashboard/cpd')
    expect(await get(server.baseUrl, '/register', { cookie })).toHaveRedirect('/member-dashboard/cpd')
  })

  test('a right password: a new session in a signed httpOnly Lax cookie, lastLogin set, on to the dashboard', async () => {
    const member = await createUser({ firstName: 'Ravi' })
    const before = Date.now()
    const response = await postForm(server.baseUrl, '/login', { email: ` ${member.email.toUpperCase()} `, password: DEFAULT_PASSWORD })
    const after = Date.now()
    expect(response).toHaveRedirect('/member-dashboard/cpd')
    const setCookie = response.headers.getSetCookie().find((c) => c.startsWith('empam_session='))!
    expect(setCookie).toMatch(/HttpOnly/i)
    expect(setCookie).toMatch(/SameSite=Lax/i)
    expect(setCookie).not.toMatch(/Secure/i)
    const sessions = await Session.find({ userId: member.id }).lean()
    expect(sessions).toHaveLength(1)
    expect(sessions[0]!.ip).not.toBe('')
    const lastLogin = (await User.findById(member.id).lean())?.lastLogin?.getTime()
    expect(lastLogin).toBeGreaterThanOrEqual(before)
    expect(lastLogin).toBeLessThanOrEqual(after)
    const dashboard = await page('/member-dashboard/cpd', cookiesFrom(response))
    expectPage(dashboard).toContain('Welcome back, Ravi!')
  })

  test('redirectTo is followed when it is a path on this site, and ignored otherwise', async () => {
    const member = await createUser()
    const to = (redirectTo: string) => postForm(server.baseUrl, '/login', { email: member.email, password: DEFAULT_PASSWORD, redirectTo })
    expect(await to('/profile')).toHaveRedirect('/profile')
    expect(await to('https://evil.example/')).toHaveRedirect('/member-dashboard/cpd')
    expect(await to('//evil.example')).toHaveRedirect('/member-dashboard/cpd')
    // A form posted without the hidden field still follows the address it was posted to.
    const fromQuery = await postForm(server.baseUrl, '/login?redirectTo=%2Fchange-password', { email: member.email, password: DEFAULT_PASSWORD })
    expect(fromQuery).toHaveRedirect('/change-password')
  })

  test('redirectTo that a browser would read as another site, or that breaks a header, goes to the dashboard; never a 500', async () => {
    const member = await createUser()
    const hostile = [
      '/\t/evil.example',
      '/\n/evil.example',
      '/\r\nSet-Cookie: x=1',
      '//evil.example',
      '/\\evil.example',
      '/\\/evil.example',
      '/..//evil.example',
      '/.//evil.example',
      '\t//evil.example',
      ' //evil.example',
      'javascript:alert(1)',
      '/\u0000',
      'http://localhost:3999.evil.example/',
    ]
    for (const redirectTo of hostile) {
      const response = await postForm(server.baseUrl, '/login', { email: member.email, password: DEFAULT_PASSWORD, redirectTo })
      expect(response.status, JSON.stringify(redirectTo)).toBe(302)
      expect(response.headers.get('location'), JSON.stringify(redirectTo)).toBe('/member-dashboard/cpd')
    }
    // The finding as sent: in the address, percent-encoded.
    for (const query of ['%2F%09%2Fevil.example', '%2F%0A%2Fevil.example', '%2F%2Fevil.example', '%2F%5Cevil.example']) {
      const response = await postForm(server.baseUrl, `/login?redirectTo=${query}`, { email: member.email, password: DEFAULT_PASSWORD })
      expect(response.headers.get('location'), query).toBe('/member-dashboard/cpd')
    }
  })

  test('the login page carries redirectTo from the address into the form', async () => {
    const html = await page('/login?redirectTo=%2Fchange-password')
    expect(inputValue(html, 'redirectTo')).toBe('/change-password')
  })

  test('a wrong password or unknown e-mail: 401, one message in an alert, e-mail kept, password not', async () => {
    const member = await createUser()
    for (const email of [member.email, 'nobody-at-all@example.com']) {
      const response = await postForm(server.baseUrl, '/login', { email, password: 'wrong-password-1' })
      expect(response.status).toBe(401)
      const html = await response.text()
      expectPage(html).toMatch(/role="alert"[^>]*>(<[^>]+>)*Invalid email or password/)
      expect(inputValue(html, 'email')).toBe(email)
      expectPage(html).not.toContain('wrong-password-1')
    }
    expect(await Session.countDocuments({ userId: member.id })).toBe(0)
  })

  test('invalid input: 400 with the spec messages', async () => {
    const response = await postForm(server.baseUrl, '/login', { email: 'not-an-email', password: '123' })
    expect(response.status).toBe(400)
    const html = await response.text()
    expectPage(html).toContain('Invalid email address')
    expectPage(html).toContain('Password must be at least 6 characters')
    expect(inputValue(html, 'email')).toBe('not-an-email')
  })

  test('after 10 failures the form answers 429 with a clear message, even for the right password', async () => {
    const member = await createUser()
    const ip = newClientIp()
    for (let i = 0; i < 10; i++) {
      expect((await postForm(server.baseUrl, '/login', { email: member.email, password: `nope-${i}-x` }, { ip })).status).toBe(401)
    }
    const blocked = await postForm(server.baseUrl, '/login', { email: member.email, password: DEFAULT_PASSWORD }, { ip })
    expect(blocked.status).toBe(429)
    expectPage(await blocked.text()).toMatch(/Too many attempts\. Please try again in ([1-9]|1[0-5]) minutes?\./)
    expect(await Session.countDocuments({ userId: member.id })).toBe(0)
  })
})

describe('/register', () => {
  test('an application (issue 18): its title, the 10 membership types with their fees, the 25 locations', async () => {
    const html = await page('/register')
    for (const text of ['Apply for membership of EMPAM', 'No membership ID is needed', 'Apply for Membership', 'Sign in here', 'Back to Home']) {
      expectPage(html).toContain(text)
    }
    expectPage(html).toContain('placeholder="EMP001"')
    expectPage(html).toContain('placeholder="+60 12-345 6789"')
    const select = (name: string) => new RegExp(`<select[^>]*name="${name}"[^>]*>([\\s\\S]*?)</select>`).exec(html)?.[1] ?? ''
    // Ten types less the two conferred by invitation (Fellow, Honorary Fellow: issue 33).
    expect(select('membershipType').match(/<option value="[^"]+"/g)).toHaveLength(8)
    expect(select('membershipType')).not.toMatch(/<option value="(Fellow|Honorary Fellow)"/)
    expect(select('state').match(/<option value="[^"]+"/g)).toHaveLength(25)
    expectPage(html).toContain('Associate: entry fee RM 100.00, RM 100.00 a year')
    expectPage(html).not.toContain('Honorary Fellow: no entry fee, no annual fee')
  })

  test("a type's Apply button on /membership chooses that type on the form, in English and in Malay", async () => {
    const membership = await page('/membership')
    expectPage(membership).toContain('href="/register?type=Student"')
    const chosen = await page('/register?type=Student')
    expect(chosen).toMatch(/<option value="Student" selected=""/)
    const malay = await page('/register?type=Foreign&lng=ms')
    expect(malay).toMatch(/<option value="Foreign" selected=""/)
    expectPage(malay).toContain('Mohon keahlian EMPAM')
    expectPage(malay).toContain('Ahli Luar Negara: yuran masuk')
  })

  test('creates the applicant (pending, no ID, the claim kept), signs them in, lands on the dashboard and mails a confirmation link', async () => {
    const fields = registrationFields()
    const response = await postForm(server.baseUrl, '/register', fields)
    expect(response).toHaveRedirect('/member-dashboard/cpd')
    const cookie = cookiesFrom(response)

    const stored = await User.findOne({ email: fields.email.toLowerCase() }).select('+passwordHash').lean()
    expect(stored).toMatchObject({
      email: fields.email.toLowerCase(),
      username: fields.username.toLowerCase(),
      claimedMembershipId: fields.claimedMembershipId.toUpperCase(),
      membershipType: 'Practicing Ordinary',
      membershipStatus: 'pending',
      emailVerified: false,
      phone: '+60 12-345 6789',
      state: 'Selangor',
    })
    expect(stored).not.toHaveProperty('membershipId')
    expect(stored!.privacyAcceptance?.version).toBe('1')
    expect(stored!.passwordHash).toMatch(/^\$2[aby]\$10\$/)
    expectPage(stored!.passwordHash).not.toContain(fields.password)
    expect(await bcrypt.compare(fields.password, stored!.passwordHash)).toBe(true)
    expect(stored!.lastLogin).toBeInstanceOf(Date)
    expect(await Session.countDocuments({ userId: stored!._id })).toBe(1)

    const dashboard = await page('/member-dashboard/cpd', cookie)
    expectPage(dashboard).toContain('Welcome, Mei Ling!')
    expectPage(dashboard).toContain('Practicing Ordinary')
    expectPage(dashboard).toContain('Send verification e-mail')

    // The mail's link confirms the address; opening it again changes nothing and says so.
    const mail = await waitForMail(outbox(), { to: fields.email.toLowerCase(), subject: 'Confirm your e-mail address' })
    const token = tokenIn(mail, '/verify-email')
    expect(await EmailVerificationToken.exists({ _id: sha256(token) })).not.toBeNull()
    expect(await EmailVerificationToken.exists({ _id: token })).toBeNull()
    const confirmed = await page(`/verify-email?token=${token}`)
    expectPage(confirmed).toContain('E-mail Address Confirmed')
    expectPage(confirmed).toContain('Your e-mail address is confirmed')
    expect((await User.findById(stored!._id).lean())?.emailVerified).toBe(true)
    expectPage(await page(`/verify-email?token=${token}`)).toContain('This link has already been used: your e-mail address is confirmed.')

    const verifiedDashboard = await page('/member-dashboard/cpd', cookie)
    expectPage(verifiedDashboard).toContain('Verified')
    expectPage(verifiedDashboard).not.toContain('Send verification e-mail')
  })

  test('empty form: 400 with every spec message', async () => {
    const response = await postForm(server.baseUrl, '/register', {
      firstName: '',
      lastName: '',
      email: '',
      username: '',
      password: '',
      membershipId: '',
      membershipType: '',
    })
    expect(response.status).toBe(400)
    const html = await response.text()
    for (const message of [
      'First name is required',
      'Last name is required',
      'Invalid email address',
      'Password must be at least 8 characters',
      'Membership type is required',
      'Please accept the privacy notice to apply',
    ]) {
      expectPage(html).toContain(message)
    }
  })

  test('what was typed is kept on error, except the password', async () => {
    const fields = registrationFields({ username: 'ab', password: 'my-secret-pw' })
    const response = await postForm(server.baseUrl, '/register', fields)
    expect(response.status).toBe(400)
    const html = await response.text()
    expectPage(html).toContain('Username must be at least 3 characters')
    expect(inputValue(html, 'firstName')).toBe('Mei Ling')
    expect(inputValue(html, 'email')).toBe(fields.email)
    expect(inputValue(html, 'claimedMembershipId')).toBe(fields.claimedMembershipId)
    expectPage(html).toMatch(/<option value="Selangor" selected/)
    expectPage(html).not.toContain('my-secret-pw')
  })

  test('a taken e-mail or username: 409 naming the field; nothing stored', async () => {
    const first = registrationFields()
    expect(await postForm(server.baseUrl, '/register', first)).toHaveRedirect('/member-dashboard/cpd')
    const before = await User.countDocuments()
    const cases: Array<[Record<string, string>, string]> = [
      [{ email: first.email.toUpperCase() }, 'An account with this email already exists'],
      [{ username: first.username }, 'This username is taken'],
    ]
    for (const [override, message] of cases) {
      const response = await postForm(server.baseUrl, '/register', registrationFields(override))
      expect(response.status).toBe(409)
      expectPage(await response.text()).toContain(message)
    }
    expect(await User.countDocuments()).toBe(before)
  })

  test('a filled honeypot stores nothing', async () => {
    const fields = registrationFields({ website: 'http://spam.example' })
    const response = await postForm(server.baseUrl, '/register', fields)
    expect(response).toHaveRedirect('/')
    expect(await User.exists({ email: fields.email.toLowerCase() })).toBeNull()
  })
})

describe("the forms' native constraints", () => {
  // Issue 32: computed from each form's zod schema on the server (getZodConstraint) and sent by its loader.
  const tag = (html: string, name: string) => new RegExp(`<input[^>]*name="${name}"[^>]*>`).exec(html)?.[0] ?? ''
  test('sign-in, application and password forms carry their schemas\' limits', async () => {
    const login = await page('/login')
    expect(tag(login, 'email')).toMatch(/maxLength="254"/i)
    expect(tag(login, 'email')).toMatch(/required/)
    const register = await page('/register')
    expect(tag(register, 'firstName')).toMatch(/maxLength="100"/i)
    expect(tag(register, 'password')).toMatch(/minLength="8"/i)
    expect(tag(register, 'password')).toMatch(/maxLength="72"/i)
    expect(tag(register, 'username')).not.toMatch(/required/)
    expect(tag(await page('/forgot-password'), 'email')).toMatch(/maxLength="254"/i)
  })

  test("the visitors' forms too: the contact page's and the newsletter's on /news", async () => {
    const contact = await page('/contact')
    expect(tag(contact, 'firstName')).toMatch(/maxLength="100"/i)
    expect(tag(contact, 'firstName')).toMatch(/required/)
    expect(tag(contact, 'phone')).not.toMatch(/required/)
    expect(new RegExp('<textarea[^>]*name="message"[^>]*>').exec(contact)?.[0]).toMatch(/maxLength="5000"/i)
    const newsletter = tag(await page('/news'), 'email')
    expect(newsletter).toMatch(/maxLength="254"/i)
    expect(newsletter).toMatch(/required/)
  })
})

describe('/member-dashboard/cpd', () => {
  test('signed out: to /login and back', async () => {
    expect(await get(server.baseUrl, '/member-dashboard/cpd')).toHaveRedirect('/login?redirectTo=%2Fmember-dashboard%2Fcpd')
  })

  test('the welcome card, membership, links and sign-out form', async () => {
    const member = await createUser({ firstName: 'Zainab', membershipType: 'Fellow', membershipId: 'EMP4242' })
    const html = await page('/member-dashboard/cpd', (await signIn(member.id)).cookie)
    expectPage(html).toContain('Welcome back, Zainab!')
    expectPage(html).toContain('Fellow')
    expectPage(html).toContain('EMP4242')
    expectPage(html).toContain('href="/profile"')
    expectPage(html).toContain('href="/change-password"')
    expectPage(html).toMatch(/<form[^>]*method="post"[^>]*action="\/logout"/)
  })

  test('"Send verification e-mail" mails a new link and says so', async () => {
    const member = await createUser()
    const { cookie } = await signIn(member.id)
    const response = await postForm(server.baseUrl, '/verify-email', {}, { cookie })
    expect(response).toHaveRedirect('/member-dashboard/cpd')
    const html = await page('/member-dashboard/cpd', cookiesFrom(response, cookie))
    expectPage(html).toContain('Verification e-mail sent')
    const mail = await waitForMail(outbox(), { to: member.email, subject: 'Confirm your e-mail address' })
    expectPage(await page(`/verify-email?token=${tokenIn(mail, '/verify-email')}`)).toContain('E-mail Address Confirmed')
    expect((await User.findById(member.id).lean())?.emailVerified).toBe(true)
  })

  test('an unknown, expired or outdated confirmation link confirms nothing', async () => {
    expectPage(await page('/verify-email?token=made-up')).toContain('Invalid Confirmation Link')
    expectPage(await page('/verify-email')).toContain('Invalid Confirmation Link')

    const member = await createUser()
    const { cookie } = await signIn(member.id)
    await postForm(server.baseUrl, '/verify-email', {}, { cookie })
    const first = tokenIn(await waitForMail(outbox(), { to: member.email }), '/verify-email')
    await EmailVerificationToken.updateOne({ _id: sha256(first) }, { $set: { expiresAt: new Date(Date.now() - 1000) } })
    expectPage(await page(`/verify-email?token=${first}`)).toContain('Invalid Confirmation Link')

    await postForm(server.baseUrl, '/verify-email', {}, { cookie })
    const second = tokenIn(await waitForMail(outbox(), { to: member.email, count: 2 }), '/verify-email')
    await User.updateOne({ _id: member.id }, { $set: { email: `changed-${member.email}` } })
    expectPage(await page(`/verify-email?token=${second}`)).toContain('Invalid Confirmation Link')
    expect((await User.findById(member.id).lean())?.emailVerified).toBe(false)
  })
})

describe('/forgot-password and /reset-password', () => {
  const checkYourEmail = (email: string) =>
    `If an account with email <strong class="break-words">${email}</strong> exists, we&#x27;ve sent password reset instructions to that address.`

  test('a known e-mail: "Check Your Email", a hashed one-hour token, a mail whose link works', async () => {
    const member = await createUser()
    const response = await postForm(server.baseUrl, '/forgot-password', { email: member.email })
    expect(response.status).toBe(200)
    const html = await response.text()
    expectPage(html).toContain('Check Your Email')
    expectPage(html).toContain(checkYourEmail(member.email))
    expectPage(html).toContain('Try Different Email')
    expectPage(html).toContain('Back to Login')
    // The development notice (never in production) links to the reset page.
    expectPage(html).toContain('Development mode')
    const debugLink = /href="(\/reset-password\?token=[\w-]+)"/.exec(html)?.[1]
    expect(debugLink).toBeTruthy()

    const mail = await waitForMail(outbox(), { to: member.email, subject: 'Reset your EMPAM password' })
    const token = tokenIn(mail, '/reset-password')
    expect(debugLink).toBe(`/reset-password?token=${token}`)
    const stored = await PasswordResetToken.findById(sha256(token)).lean()
    expect(String(stored?.userId)).toBe(member.id)
    expect(await PasswordResetToken.exists({ _id: token })).toBeNull()

    const form = await page(`/reset-password?token=${token}`)
    expectPage(form).toContain('Reset Password')
    expectPage(form).toContain('signs you out of all devices')
    expect(inputValue(form, 'token')).toBe(token)
  })

  test('an unknown e-mail gets the same page and nothing is stored', async () => {
    const before = await PasswordResetToken.countDocuments()
    const response = await postForm(server.baseUrl, '/forgot-password', { email: 'Nobody.Here@Example.com' })
    expect(response.status).toBe(200)
    const html = await response.text()
    expectPage(html).toContain('Check Your Email')
    expectPage(html).toContain(checkYourEmail('nobody.here@example.com'))
    expect(await PasswordResetToken.countDocuments()).toBe(before)
  })

  test('an invalid e-mail: 400 "Invalid email address", the value kept', async () => {
    const response = await postForm(server.baseUrl, '/forgot-password', { email: 'nope@' })
    expect(response.status).toBe(400)
    const html = await response.text()
    expectPage(html).toContain('Invalid email address')
    expect(inputValue(html, 'email')).toBe('nope@')
  })

  test('over the per-e-mail limit the page looks the same, but no link is made', async () => {
    const member = await createUser()
    for (let i = 0; i < 4; i++) {
      const html = await (await postForm(server.baseUrl, '/forgot-password', { email: member.email })).text()
      expectPage(html).toContain(checkYourEmail(member.email))
    }
    expect(await PasswordResetToken.countDocuments({ userId: member.id })).toBe(3)
  })

  test('/reset-password without a token, or with an unknown one: "Invalid Reset Link"', async () => {
    for (const pathname of ['/reset-password', '/reset-password?token=made-up']) {
      const html = await page(pathname)
      expectPage(html).toContain('Invalid Reset Link')
      expectPage(html).toContain('This password reset link is invalid or has expired. Please request a new one.')
      expectPage(html).toContain('href="/forgot-password"')
      expectPage(html).toContain('href="/login"')
    }
  })

  test('a reset: 400 for bad input (token kept), then success ends every session; the link works once', async () => {
    const member = await createUser()
    const one = await signIn(member.id)
    const two = await signIn(member.id)
    await postForm(server.baseUrl, '/forgot-password', { email: member.email })
    const token = tokenIn(await waitForMail(outbox(), { to: member.email }), '/reset-password')

    const mismatch = await postForm(server.baseUrl, `/reset-password?token=${token}`, { token, newPassword: 'new-pass-1', confirmPassword: 'new-pass-2' })
    expect(mismatch.status).toBe(400)
    const mismatchHtml = await mismatch.text()
    expectPage(mismatchHtml).toContain('Passwords don&#x27;t match')
    expectPage(mismatchHtml).not.toContain('new-pass-1')
    const short = await postForm(server.baseUrl, `/reset-password?token=${token}`, { token, newPassword: '123', confirmPassword: '123' })
    expectPage(await short.text()).toContain('Password must be at least 8 characters')
    expect(await isTokenUsed('password-reset', sha256(token))).toBe(false)

    const done = await postForm(server.baseUrl, `/reset-password?token=${token}`, { token, newPassword: 'new-pass-1', confirmPassword: 'new-pass-1' })
    expect(done.status).toBe(200)
    const doneHtml = await done.text()
    expectPage(doneHtml).toContain('Password Reset Successful')
    expectPage(doneHtml).toContain('href="/login"')
    expect(await isTokenUsed('password-reset', sha256(token))).toBe(true)
    expect(await Session.exists({ _id: one.sessionId })).toBeNull()
    expect(await Session.exists({ _id: two.sessionId })).toBeNull()
    expect(await postForm(server.baseUrl, '/login', { email: member.email, password: 'new-pass-1' })).toHaveRedirect('/member-dashboard/cpd')

    expectPage(await page(`/reset-password?token=${token}`)).toContain('Invalid Reset Link')
    const reuse = await postForm(server.baseUrl, `/reset-password?token=${token}`, { token, newPassword: 'third-pass-3', confirmPassword: 'third-pass-3' })
    expect(reuse.status).toBe(400)
    expectPage(await reuse.text()).toContain('Invalid Reset Link')
  })

  test('an expired token shows "Invalid Reset Link" and changes nothing', async () => {
    const member = await createUser()
    await postForm(server.baseUrl, '/forgot-password', { email: member.email })
    const token = tokenIn(await waitForMail(outbox(), { to: member.email }), '/reset-password')
    await PasswordResetToken.updateOne({ _id: sha256(token) }, { $set: { expiresAt: new Date(Date.now() - 1000) } })
    expectPage(await page(`/reset-password?token=${token}`)).toContain('Invalid Reset Link')
    const response = await postForm(server.baseUrl, `/reset-password?token=${token}`, { token, newPassword: 'new-pass-1', confirmPassword: 'new-pass-1' })
    expectPage(await response.text()).toContain('Invalid Reset Link')
    expect(await postForm(server.baseUrl, '/login', { email: member.email, password: DEFAULT_PASSWORD })).toHaveRedirect('/member-dashboard/cpd')
  })
})

describe('/change-password', () => {
  test('signed out: the spec message with a link to sign in (no redirect); a POST is 401', async () => {
    const response = await get(server.baseUrl, '/change-password')
    expect(response.status).toBe(200)
    const html = await response.text()
    expectPage(html).toContain('You must be logged in to change your password.')
    expectPage(html).toContain('href="/login?redirectTo=/change-password"')
    const post = await postForm(server.baseUrl, '/change-password', { currentPassword: 'x', newPassword: 'new-pass-1', confirmPassword: 'new-pass-1' })
    expect(post.status).toBe(401)
  })

  test('the form: titles, the other-devices notice, Cancel to /member-dashboard', async () => {
    const html = await page('/change-password', (await signIn((await createUser()).id)).cookie)
    expectPage(html).toContain('Update your account password for better security')
    expectPage(html).toContain('signs you out of all your other devices')
    expectPage(html).toMatch(/href="\/member-dashboard\/cpd"[^>]*>Cancel</)
  })

  test('a wrong current password: 400 on that field; nothing changes', async () => {
    const member = await createUser()
    const { cookie } = await signIn(member.id)
    const other = await signIn(member.id)
    const response = await postForm(server.baseUrl, '/change-password', { currentPassword: 'not-mine-1', newPassword: 'new-pass-1', confirmPassword: 'new-pass-1' }, { cookie })
    expect(response.status).toBe(400)
    const html = await response.text()
    expectPage(html).toContain('Current password is incorrect')
    expectPage(html).not.toContain('new-pass-1')
    expect(await Session.exists({ _id: other.sessionId })).not.toBeNull()
  })

  test('invalid input: the spec messages', async () => {
    const { cookie } = await signIn((await createUser()).id)
    const empty = await (await postForm(server.baseUrl, '/change-password', { currentPassword: '', newPassword: '', confirmPassword: '' }, { cookie })).text()
    expectPage(empty).toContain('Current password is required')
    expectPage(empty).toContain('Password must be at least 8 characters')
    const mismatch = await (
      await postForm(server.baseUrl, '/change-password', { currentPassword: DEFAULT_PASSWORD, newPassword: 'new-pass-1', confirmPassword: 'new-pass-2' }, { cookie })
    ).text()
    expectPage(mismatch).toContain('Passwords don&#x27;t match')
  })

  test('success: the new password is stored, this session stays, the others end, the page confirms', async () => {
    const member = await createUser()
    const here = await signIn(member.id)
    const elsewhere = await signIn(member.id)
    const response = await postForm(
      server.baseUrl,
      '/change-password',
      { currentPassword: DEFAULT_PASSWORD, newPassword: 'new-pass-1', confirmPassword: 'new-pass-1' },
      { cookie: here.cookie },
    )
    expect(response).toHaveRedirect('/change-password')
    const stored = await User.findById(member.id).select('+passwordHash').lean()
    expect(await bcrypt.compare('new-pass-1', stored!.passwordHash)).toBe(true)
    expect(await Session.exists({ _id: here.sessionId })).not.toBeNull()
    expect(await Session.exists({ _id: elsewhere.sessionId })).toBeNull()
    const html = await page('/change-password', cookiesFrom(response, here.cookie))
    expectPage(html).toContain('Password changed successfully')
  })
})

describe('/profile', () => {
  test('signed out: to /login and back to /profile', async () => {
    expect(await get(server.baseUrl, '/profile')).toHaveRedirect('/login?redirectTo=%2Fprofile')
    const post = await postForm(server.baseUrl, '/profile', { firstName: 'X', lastName: 'Y' })
    expect(post).toHaveRedirect('/login?redirectTo=%2Fprofile')
  })

  test("the form shows what is stored: the account's fields only, and leads to My listing for the practice (issue 33)", async () => {
    const member = await createUser({ phone: '+60 11-222 3333', specialties: ['Body', 'Reiki'], businessName: 'Tenang Wellness', bio: 'Before issue 33' })
    const html = await page('/profile', (await signIn(member.id)).cookie)
    expectPage(html).toContain('Edit Profile')
    expect(inputValue(html, 'phone')).toBe('+60 11-222 3333')
    for (const name of ['specialties', 'otherSpecialties', 'certification', 'businessName', 'bio']) expectPage(html).not.toContain(`name="${name}"`)
    expectPage(html).not.toContain('Tenang Wellness')
    expectPage(html).toMatch(/href="\/member-dashboard\/cpd"[^>]*>Cancel</)
    // createUser makes an active Practicing Ordinary Member with an ID: a member who may list.
    expectPage(html).toMatch(/href="\/member-dashboard\/listing"[^>]*>Edit your practice in My listing</)
  })

  test('saving: the account\'s fields; back to the dashboard with a toast', async () => {
    // The page uploads a photo instead of naming a link (issue 16): a link set through the API stays.
    const member = await createUser({ imageUrl: 'https://example.com/siti.jpg', businessName: 'Stored before' })
    const { cookie } = await signIn(member.id)
    const response = await postForm(
      server.baseUrl,
      '/profile',
      {
        firstName: ' Siti Aminah ',
        lastName: 'Yusof',
        phone: '+60 12-999 8888',
        state: 'Kedah',
        // A form of before issue 33, still open in a tab: the practice is no longer the profile's.
        businessName: 'Sejahtera Wellness',
        imageUrl: 'https://example.com/ignored.jpg',
      },
      { cookie },
    )
    expect(response).toHaveRedirect('/member-dashboard/cpd')
    const stored = await User.findById(member.id).lean()
    expect(stored).toMatchObject({
      firstName: 'Siti Aminah',
      lastName: 'Yusof',
      phone: '+60 12-999 8888',
      state: 'Kedah',
      businessName: 'Stored before',
      imageUrl: 'https://example.com/siti.jpg',
    })
    const dashboard = await page('/member-dashboard/cpd', cookiesFrom(response, cookie))
    expectPage(dashboard).toContain('Profile updated')
    expectPage(dashboard).toContain('Welcome back, Siti Aminah!')
  })

  test('invalid input: 400 with the spec messages, typed values kept, nothing saved', async () => {
    const member = await createUser({ firstName: 'Kept' })
    const { cookie } = await signIn(member.id)
    const response = await postForm(server.baseUrl, '/profile', { firstName: '', lastName: 'Yusof', phone: '+60 12-777 1111' }, { cookie })
    expect(response.status).toBe(400)
    const html = await response.text()
    expectPage(html).toContain('First name is required')
    expect(inputValue(html, 'phone')).toBe('+60 12-777 1111')
    expect((await User.findById(member.id).lean())?.firstName).toBe('Kept')
  })
})

describe('cross-site posts are refused and change nothing', () => {
  const evil = { origin: 'https://evil.example' }
  const crossSite = { headers: { 'sec-fetch-site': 'cross-site' } }

  test('login', async () => {
    const member = await createUser()
    for (const options of [evil, crossSite]) {
      const response = await postForm(server.baseUrl, '/login', { email: member.email, password: DEFAULT_PASSWORD }, options)
      expect(response.status).toBe(403)
      expect(response.headers.getSetCookie()).toEqual([])
    }
    expect(await Session.countDocuments({ userId: member.id })).toBe(0)
    expect((await User.findById(member.id).lean())?.lastLogin).toBeNull()
  })

  test('registration', async () => {
    const fields = registrationFields()
    expect((await postForm(server.baseUrl, '/register', fields, evil)).status).toBe(403)
    expect(await User.exists({ email: fields.email.toLowerCase() })).toBeNull()
  })

  test('logout', async () => {
    const member = await createUser()
    const { cookie, sessionId } = await signIn(member.id)
    for (const options of [evil, crossSite]) {
      expect((await postForm(server.baseUrl, '/logout', {}, { cookie, ...options })).status).toBe(403)
    }
    expect((await postForm(server.baseUrl, '/api/auth/logout', {}, { cookie, ...evil })).status).toBe(403)
    expect(await Session.exists({ _id: sessionId })).not.toBeNull()
  })

  test('change password', async () => {
    const member = await createUser()
    const here = await signIn(member.id)
    const other = await signIn(member.id)
    const fields = { currentPassword: DEFAULT_PASSWORD, newPassword: 'hijacked-1', confirmPassword: 'hijacked-1' }
    for (const options of [evil, crossSite]) {
      expect((await postForm(server.baseUrl, '/change-password', fields, { cookie: here.cookie, ...options })).status).toBe(403)
    }
    const stored = await User.findById(member.id).select('+passwordHash').lean()
    expect(await bcrypt.compare(DEFAULT_PASSWORD, stored!.passwordHash)).toBe(true)
    expect(await Session.exists({ _id: other.sessionId })).not.toBeNull()
  })

  test('profile', async () => {
    const member = await createUser({ firstName: 'Original' })
    const { cookie } = await signIn(member.id)
    for (const options of [evil, crossSite]) {
      const response = await postForm(server.baseUrl, '/profile', { firstName: 'Hijacked', lastName: 'Name' }, { cookie, ...options })
      expect(response.status).toBe(403)
    }
    expect((await User.findById(member.id).lean())?.firstName).toBe('Original')
  })
})

describe('page weight, for cheap phones on slow links', () => {
  const accountRoutes = ['login', 'register', 'forgot-password', 'reset-password', 'change-password', 'change-email', 'profile', 'verify-email']

  test('no account page sends zod or the account schemas to the browser', () => {
    for (const name of accountRoutes) {
      const inputs = browserInputsOfRoute(`routes/_account+/${name}/route.tsx`)
      expect(inputs.length, name).toBeGreaterThan(3)
      expect(
        inputs.filter((input) => /node_modules\/(zod|@conform-to\/zod)\/|app\/validation\/auth\.ts$/.test(input)),
        `/${name} browser bundle`,
      ).toEqual([])
    }
  })

  test('every account page stays under 100 KB of HTML; the profile, hydrated, under 100 KB of gzipped JavaScript, the others a few plain lines', async () => {
    const { cookie } = await signIn((await createUser()).id)
    const pages = [
      { path: '/login' },
      { path: '/register' },
      { path: '/forgot-password' },
      { path: '/reset-password?token=not-a-real-token' },
      { path: '/change-password', cookie },
      { path: '/change-email', cookie },
      { path: '/verify-email?token=not-a-real-token' },
    ]
    for (const { path: pathname, cookie } of pages) {
      const { htmlBytes, scriptCount, inlineScriptCount, javaScriptKb } = await measurePage(server.baseUrl, pathname, { headers: cookie ? { cookie } : {} })
      expect(htmlBytes, `${pathname} HTML`).toBeLessThan(100 * 1024)
      // Not hydrated (decision 018): the pending state and the password toggle are plain scripts inline.
      expect(scriptCount, pathname).toBe(0)
      expect(inlineScriptCount, pathname).toBeGreaterThan(0)
      expect(javaScriptKb, `${pathname} JavaScript (KB, gzipped)`).toBeLessThan(2)
    }
    // The profile's specialities picker is React: the page is hydrated, within the 100 KB of issue 22.
    const profile = await measurePage(server.baseUrl, '/profile', { headers: { cookie } })
    expect(profile.htmlBytes, '/profile HTML').toBeLessThan(100 * 1024)
    expect(profile.scriptCount, '/profile').toBeGreaterThan(3)
    expect(profile.javaScriptKb, '/profile JavaScript (KB, gzipped)').toBeLessThanOrEqual(100)
  })
})
