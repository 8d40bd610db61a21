import { describe, expect, test } from 'vitest'
import { PasswordResetToken } from '#app/models/password-reset-token.server.ts'
import { requestPasswordReset } from '#app/services/password-reset.server.ts'
import { workAfterAnswerPending } from '#app/utils/after-answer.server.ts'
import { resetEnvCache } from '#app/utils/env.server.ts'
import { createUser, signIn } from '#tests/factories.ts'
import { postForm, sendJson } from '#tests/http.ts'
import { useTestServer } from '#tests/setup/test-server.ts'

// As `npm start` runs it: not production, and the operator has not opted in to debug tokens. The test
// set-up turns them on for every other file; the server bundle reads the environment on first use.
delete process.env.DEBUG_RESET_TOKENS
resetEnvCache()

const server = useTestServer()

/** A page with what differs between any two answers (the CSP nonce, the e-mail typed) taken out. */
function comparable(html: string, email: string) {
  return html.replaceAll(email, '<email>').replace(/nonce="[^"]*"/g, 'nonce=""')
}

describe('without DEBUG_RESET_TOKENS=true', () => {
  test('POST /api/auth/forgot-password answers the same for an administrator, a member, a deactivated account and nobody', async () => {
    const [admin, member, deactivated] = await Promise.all([
      createUser({ isAdmin: true }),
      createUser(),
      createUser({ isActive: false }),
    ])
    const answers = []
    for (const email of [admin.email, member.email, deactivated.email, 'nobody-here@example.com']) {
      const response = await sendJson(server.baseUrl, 'POST', '/api/auth/forgot-password', { email })
      answers.push({ status: response.status, body: await response.json() })
    }
    expect(answers[0]).toEqual({
      status: 200,
      body: { message: "If an account with that email exists, we've sent password reset instructions to that address." },
    })
    expect(answers.slice(1)).toEqual([answers[0], answers[0], answers[0]])
  })

  test('the /forgot-password page is the same for an administrator and nobody, with no token on it', async () => {
    const admin = await createUser({ isAdmin: true })
    const pages = []
    for (const email of [admin.email, 'nobody-at-all@example.com']) {
      const html = await (await postForm(server.baseUrl, '/forgot-password', { email })).text()
      expect(html).toContain('Check Your Email')
      expect(html).not.toContain('Development mode')
      expect(html).not.toContain('reset-password?token=')
      pages.push(comparable(html, email))
    }
    expect(pages[0]).toBe(pages[1])
  })

  test('POST /api/auth/verify-email/resend carries no token', async () => {
    const member = await createUser({ emailVerified: false })
    const { token } = await signIn(member.id)
    const response = await sendJson(server.baseUrl, 'POST', '/api/auth/verify-email/resend', {}, { token })
    expect(await response.json()).toEqual({ message: 'Verification e-mail sent' })
  })
})

describe('the same work before the answer (issue 30)', () => {
  test('a reset for a real account writes its token and mail after answering, as nothing is written for nobody', async () => {
    const member = await createUser()
    const tokens = () => PasswordResetToken.countDocuments({ userId: member.id })
    // In this process, as a page's action calls it: the answer comes back with the token's write still
    // waiting for it (checked before anything else runs: a query here would race the write)...
    expect(await requestPasswordReset(member.email, '203.0.113.20')).toEqual({})
    expect(workAfterAnswerPending()).toBe(1)
    // ...and the token and the mail follow it.
    await expect.poll(tokens, { timeout: 5_000 }).toBe(1)
    expect(await requestPasswordReset('nobody-here@example.com', '203.0.113.21')).toEqual({})
    expect(workAfterAnswerPending()).toBe(0)
  })
})
