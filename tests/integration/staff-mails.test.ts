import path from 'node:path'
import { afterEach, describe, expect, test } from 'vitest'
import { now, setTestClock } from '#app/domain/clock.ts'
import { disarmFaults, failOnceAt } from '#app/domain/fault-points.ts'
import { StaffNotice } from '#app/models/staff-notice.server.ts'
import { User } from '#app/models/user.server.ts'
import { runStaffDigests } from '#app/services/staff-notices.server.ts'
import { expectPage, memberSession } from '#tests/admin-helpers.ts'
import { createInvoiceFor, createUser, registration, signIn } from '#tests/factories.ts'
import { get, postForm, sendJson, withoutScripts } from '#tests/http.ts'
import { readOutbox, waitForMail, type OutboxMail } from '#tests/mail.ts'
import { postFileForm, solidImage } from '#tests/media.ts'
import { useTestServer } from '#tests/setup/test-server.ts'
import { allowConsoleError } from '#tests/setup/fail-on-console-error.ts'

/**
 * Issue 33, item 3: staff hear about their work, and members can answer. The holders of the role that
 * acts get a mail at once (the default) or one summary a day (their choice on /profile); every mail
 * carries Reply-To with the secretariat's address, since mails come from no-reply.
 */

const server = useTestServer()
const outbox = () => path.join(process.env.DATA_DIR!, 'outbox')
afterEach(() => {
  setTestClock(null)
  disarmFaults()
})

async function staff(role: string, overrides: Record<string, unknown> = {}) {
  const user = await createUser({ isAdmin: true, roles: [role], ...overrides })
  return { user, ...(await signIn(user.id)) }
}

const mailsTo = async (email: string) => (await readOutbox(outbox())).filter((mail) => mail.to.includes(email))

async function settle() {
  // The notices go after the answer: give them a moment, then read the outbox.
  await new Promise((resolve) => setTimeout(resolve, 300))
}

describe('staff hear about work waiting for their role', () => {
  test('a new application, a CPD entry, a slip, a data request and an account closure reach the role that acts, with Reply-To', async () => {
    const secretary = await staff('secretary')
    const treasurer = await staff('treasurer')
    const reviewer = await staff('cpd-reviewer')

    // A new application: the secretary.
    const form = registration({ firstName: 'Kamala', lastName: 'Devi' })
    const applied = await sendJson(server.baseUrl, 'POST', '/api/auth/register', form)
    expect(applied.status).toBe(201)
    const application = await waitForMail(outbox(), { to: secretary.user.email, subject: 'New membership application: Kamala Devi' })
    expect(application.text).toContain('Kamala Devi applied for Associate membership.')
    expect(application.text).toContain('/admin/applications')
    expect(application.headers.get('reply-to')).toBe('info@empam.org.my')
    // The applicant's own mails answer to the secretariat too.
    const acknowledgement = await waitForMail(outbox(), { to: form.email, subject: 'We have received' })
    expect(acknowledgement.headers.get('reply-to')).toBe('info@empam.org.my')

    // A CPD entry waiting: the CPD reviewer, not the secretary.
    const member = await memberSession()
    const entry = await sendJson(server.baseUrl, 'POST', '/api/cpd', { title: 'Chakra balancing', provider: 'EMPAM', category: 'Workshop', hours: 3, date: '2026-01-10' }, { token: member.token })
    expect(entry.status).toBe(201)
    const cpd = await waitForMail(outbox(), { to: reviewer.user.email, subject: 'A CPD entry to review' })
    expect(cpd.text).toContain('"Chakra balancing", 3 hours')

    // A transfer slip: the treasurer.
    const invoice = await createInvoiceFor(member.user.id)
    const slip = await postFileForm(server.baseUrl, `/api/membership/invoices/${invoice.id}/proof`, {}, [{ field: 'file', bytes: await solidImage(400, 300).jpeg().toBuffer(), name: 'slip.jpg', type: 'image/jpeg' }], {
      headers: { authorization: `Bearer ${member.token}` },
    })
    expect(slip.status).toBe(201)
    const paid = await waitForMail(outbox(), { to: treasurer.user.email, subject: 'A payment slip to check' })
    expect(paid.text).toContain(`sent a transfer slip for ${invoice.number}`)

    // A data request, with the law's 21 days as a date.
    const request = await sendJson(server.baseUrl, 'POST', '/api/me/data-requests', { kind: 'correction', message: 'My phone number changed.' }, { token: member.token })
    expect(request.status).toBe(201)
    const data = await waitForMail(outbox(), { to: secretary.user.email, subject: 'A data request to answer by' })
    expect(data.text).toMatch(/please answer by \d{1,2} \w+ \d{4}\./)

    // An account closure.
    const closing = await memberSession()
    expect((await sendJson(server.baseUrl, 'DELETE', '/api/me', { password: 'correct-horse-battery' }, { token: closing.token })).status).toBe(202)
    const closure = await waitForMail(outbox(), { to: secretary.user.email, subject: 'An account closure' })
    expect(closure.text).toContain('asked to close their account')

    await settle()
    // Each hears of their own work only.
    const subjects = async (email: string) => (await mailsTo(email)).map((mail: OutboxMail) => mail.subject)
    expect((await subjects(treasurer.user.email)).some((s) => s.includes('application') || s.includes('CPD'))).toBe(false)
    expect((await subjects(reviewer.user.email)).some((s) => s.includes('application') || s.includes('slip'))).toBe(false)
    expect((await subjects(secretary.user.email)).some((s) => s.includes('CPD entry') || s.includes('slip'))).toBe(false)
  })

  test('a daily summary instead: nothing at once, one mail from 08:00 Malaysia time with every item, once however often it runs', async () => {
    const secretary = await staff('secretary', { staffMail: 'daily', locale: 'ms' })
    for (const firstName of ['Aina', 'Badrul']) {
      expect((await sendJson(server.baseUrl, 'POST', '/api/auth/register', registration({ firstName, lastName: 'Summary' }))).status).toBe(201)
    }
    await settle()
    expect(await mailsTo(secretary.user.email)).toEqual([])
    expect(await StaffNotice.countDocuments({ userId: secretary.user.id, sentAt: null })).toBe(2)

    // 07:30 in Kuala Lumpur: not yet.
    setTestClock('2026-12-01T07:30:00+08:00')
    await runStaffDigests()
    expect(await mailsTo(secretary.user.email)).toEqual([])

    // 09:00: one summary, in the secretary's language, however many processes run it at once.
    setTestClock('2026-12-01T09:00:00+08:00')
    await Promise.all([runStaffDigests(), runStaffDigests(), runStaffDigests()])
    await runStaffDigests()
    const digests = await mailsTo(secretary.user.email)
    expect(digests).toHaveLength(1)
    expect(digests[0]!.subject).toBe('Ringkasan EMPAM anda bagi 1 Disember 2026: 2 perkara menunggu')
    expect(digests[0]!.text).toContain('Aina Summary memohon keahlian Ahli Bersekutu')
    expect(digests[0]!.text).toContain('Badrul Summary memohon keahlian')
    expect(await StaffNotice.countDocuments({ userId: secretary.user.id, sentAt: null })).toBe(0)
  })

  test('a summary that fails to send is sent by the next run, once; one sent but not marked comes again the next day', async () => {
    allowConsoleError()
    const secretary = await staff('secretary', { staffMail: 'daily' })
    expect((await sendJson(server.baseUrl, 'POST', '/api/auth/register', registration({ firstName: 'Cempaka', lastName: 'Retry' }))).status).toBe(201)
    await settle()
    // Only this secretary's summary waits (other tests' staff hear of the same applications): the failure is hers.
    const othersDone = () => StaffNotice.updateMany({ userId: { $ne: secretary.user.id }, sentAt: null }, { $set: { sentAt: now() } })
    await othersDone()
    setTestClock('2026-12-02T09:00:00+08:00')
    failOnceAt('staff-digest:send')
    await runStaffDigests()
    expect(await mailsTo(secretary.user.email)).toEqual([])
    expect(await StaffNotice.countDocuments({ userId: secretary.user.id, sentAt: null })).toBe(1)
    // The hour after: sent, and only once however often it runs.
    setTestClock('2026-12-02T10:00:00+08:00')
    await runStaffDigests()
    await runStaffDigests()
    expect(await mailsTo(secretary.user.email)).toHaveLength(1)
    expect(await StaffNotice.countDocuments({ userId: secretary.user.id, sentAt: null })).toBe(0)

    // Sent, then the process dies before marking: the day's claim holds, tomorrow's summary carries it again.
    expect((await sendJson(server.baseUrl, 'POST', '/api/auth/register', registration({ firstName: 'Delima', lastName: 'Retry' }))).status).toBe(201)
    await settle()
    await othersDone()
    setTestClock('2026-12-03T09:00:00+08:00')
    failOnceAt('staff-digest:mark')
    await expect(runStaffDigests()).rejects.toThrow('injected failure at staff-digest:mark')
    await runStaffDigests()
    expect(await mailsTo(secretary.user.email)).toHaveLength(2)
    setTestClock('2026-12-04T09:00:00+08:00')
    await runStaffDigests()
    const mails = await mailsTo(secretary.user.email)
    expect(mails).toHaveLength(3)
    expect(mails[2]!.text).toContain('Delima Retry')
    expect(await StaffNotice.countDocuments({ userId: secretary.user.id, sentAt: null })).toBe(0)
  })

  test('the choice on /profile: staff see it and save it (with the API twin); a member without a role is refused', async () => {
    const secretary = await staff('secretary')
    const page = withoutScripts(await (await get(server.baseUrl, '/profile', { cookie: secretary.cookie })).text())
    expectPage(page).toMatch(/<form method="post" action="\/profile\/staff-mail"/)
    expectPage(page).toMatch(/<input type="radio" name="staffMail"[^>]*checked=""[^>]*value="immediate"/)
    expect(await postForm(server.baseUrl, '/profile/staff-mail', { staffMail: 'daily' }, { cookie: secretary.cookie })).toHaveRedirect('/profile')
    expect((await User.findById(secretary.user.id).lean())!.staffMail).toBe('daily')
    const api = await sendJson(server.baseUrl, 'PUT', '/api/me/staff-mail', { staffMail: 'immediate' }, { token: secretary.token })
    expect(await api.json()).toEqual({ staffMail: 'immediate' })
    expect((await User.findById(secretary.user.id).lean())!.staffMail).toBe('immediate')
    const wrong = await sendJson(server.baseUrl, 'PUT', '/api/me/staff-mail', { staffMail: 'weekly' }, { token: secretary.token })
    expect(wrong.status).toBe(400)
    expect(await wrong.json()).toEqual({ message: 'Choose at once or a daily summary', fieldErrors: { staffMail: ['Choose at once or a daily summary'] } })

    const member = await memberSession()
    expectPage(withoutScripts(await (await get(server.baseUrl, '/profile', { cookie: member.cookie })).text())).not.toContain('staffMail')
    expect((await sendJson(server.baseUrl, 'PUT', '/api/me/staff-mail', { staffMail: 'daily' }, { token: member.token })).status).toBe(403)
  })
})
