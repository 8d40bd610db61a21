import path from 'node:path'
import { describe, expect, test } from 'vitest'
import { EmailVerificationToken } from '#app/models/email-verification-token.server.ts'
import { User } from '#app/models/user.server.ts'
import { sendEmailVerification } from '#app/services/email-verification.server.ts'
import { createUser, signIn, registration, registrationForm } from '#tests/factories.ts'
import { newClientIp, postForm, sendJson } from '#tests/http.ts'
import { readOutbox } from '#tests/mail.ts'
import { useTestServer } from '#tests/setup/test-server.ts'

/**
 * Registration sends a mail to an address the caller chooses and answers which e-mail, username or
 * membership ID is taken (before issue 18): both are limited per client address, and the confirmation mail per address
 * and per recipient, so that neither can be used to enumerate accounts or to mail-bomb someone.
 */

const server = useTestServer()
const outbox = () => path.join(process.env.DATA_DIR!, 'outbox')


const mailsTo = async (email: string) => (await readOutbox(outbox())).filter((m) => m.to.includes(email)).length

describe('registrations per client address', () => {
  test('5 an hour from one address, by the API and the form together; the 6th is 429 and stores and mails nothing', async () => {
    const ip = newClientIp()
    const taken = registration()
    expect((await sendJson(server.baseUrl, 'POST', '/api/auth/register', taken, { ip })).status).toBe(201)
    // A taken field still names itself, and the attempt counts like any other.
    const duplicate = await sendJson(server.baseUrl, 'POST', '/api/auth/register', registration({ username: taken.username }), { ip })
    expect(duplicate.status).toBe(409)
    expect((await duplicate.json()).fieldErrors).toEqual({ username: ['This username is taken'] })
    expect((await sendJson(server.baseUrl, 'POST', '/api/auth/register', registration(), { ip })).status).toBe(201)
    expect(await postForm(server.baseUrl, '/register', registrationForm(), { ip })).toHaveRedirect('/member-dashboard/cpd')
    expect(await postForm(server.baseUrl, '/register', registrationForm(), { ip })).toHaveRedirect('/member-dashboard/cpd')

    const refusedApi = registration()
    const api = await sendJson(server.baseUrl, 'POST', '/api/auth/register', refusedApi, { ip })
    expect(api.status).toBe(429)
    expect(api.headers.get('retry-after')).toMatch(/^\d+$/)
    expect(await api.json()).toEqual({ message: expect.stringMatching(/^Too many attempts\. Please try again in \d+ minutes?\.$/) })

    const refusedPage = registrationForm()
    const page = await postForm(server.baseUrl, '/register', refusedPage, { ip })
    expect(page.status).toBe(429)
    const html = await page.text()
    expect(html).toMatch(/Too many attempts\. Please try again in (<!-- -->)?\d+(<!-- -->)? minutes?\./)
    // What was typed is kept, as for any other refusal.
    expect(html).toContain(`value="${refusedPage.email}"`)

    for (const refused of [refusedApi, refusedPage]) {
      expect(await User.exists({ email: refused.email })).toBeNull()
      expect(await mailsTo(refused.email)).toBe(0)
    }
    // Another address is not affected.
    expect((await sendJson(server.baseUrl, 'POST', '/api/auth/register', registration(), { ip: newClientIp() })).status).toBe(201)
  })

  test('a filled honeypot is sent away as if it had worked, and stores nothing', async () => {
    const fields = registrationForm()
    const response = await postForm(server.baseUrl, '/register', { ...fields, website: 'https://spam.example' })
    expect(response).toHaveRedirect('/')
    expect(await User.exists({ email: fields.email })).toBeNull()
  })
})

describe('confirmation mails', () => {
  test('per client address: at most 10 an hour, however many accounts ask', async () => {
    const ip = newClientIp()
    const members = await Promise.all([1, 2, 3].map(() => createUser({ emailVerified: false })))
    const statuses: number[] = []
    for (const member of members) {
      const { token } = await signIn(member.id)
      for (let i = 0; i < 5; i++) {
        statuses.push((await sendJson(server.baseUrl, 'POST', '/api/auth/verify-email/resend', {}, { token, ip })).status)
      }
    }
    expect(statuses.filter((s) => s === 200)).toHaveLength(10)
    expect(statuses.slice(10)).toEqual([429, 429, 429, 429, 429])
    const tokens = await EmailVerificationToken.countDocuments({ userId: { $in: members.map((m) => m.id) } })
    expect(tokens).toBe(10)
  })

  test('per recipient: at most 6 an hour (the first and 5 more), from any address', async () => {
    const member = await createUser({ emailVerified: false })
    const sent = []
    for (let i = 0; i < 8; i++) sent.push((await sendEmailVerification(member, newClientIp())).sent)
    expect(sent).toEqual([true, true, true, true, true, true, false, false])
    expect(await EmailVerificationToken.countDocuments({ userId: member.id })).toBe(6)
  })
})
