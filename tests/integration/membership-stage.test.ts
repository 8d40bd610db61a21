import path from 'node:path'
import { afterEach, describe, expect, test } from 'vitest'
import { User } from '#app/models/user.server.ts'
import { addDays } from '#app/domain/dates.ts'
import { adminSession, expectPage } from '#tests/admin-helpers.ts'
import { moveClockTo, today } from '#tests/clock.ts'
import { createUser, registration, signIn } from '#tests/factories.ts'
import { get, sendJson, withoutScripts } from '#tests/http.ts'
import { readOutbox, waitForMail } from '#tests/mail.ts'
import { useTestServer } from '#tests/setup/test-server.ts'

/**
 * Issue 33, item 1: one membership story. The stored status says "pending" before and after approval;
 * the stage (domain/membership-stage.ts) tells an applicant from an approved applicant who owes, and an
 * active member from one whose renewal is due. The dashboard's header, the Membership tab, GET
 * /api/membership and the administration's list say the same; the mails count and word it right.
 */

const server = useTestServer()
const outbox = () => path.join(process.env.DATA_DIR!, 'outbox')
const api = (method: string, address: string, body: unknown, token?: string) => sendJson(server.baseUrl, method, address, body, { token })
afterEach(() => moveClockTo(null))

// What the reader sees: the page without its scripts (which carry the route's strings, every stage's).
const page = async (address: string, cookie: string) => withoutScripts(await (await get(server.baseUrl, address, { cookie })).text())
const stageOf = async (token: string) => (await (await get(server.baseUrl, '/api/membership', { token })).json()).stage

describe('the stage of a membership, the same on every screen', () => {
  test('applied, acknowledged; approved and awaiting payment; active once paid', async () => {
    const { token: staff, cookie: staffCookie } = await adminSession({ roles: ['secretary', 'treasurer'] })
    const form = registration({ firstName: 'Nurul' })
    const applied = await api('POST', '/api/auth/register', form)
    expect(applied.status).toBe(201)
    const { token, user } = await applied.json()
    const { cookie } = await signIn(user.id)

    // Applied: welcomed (not "welcomed back"), told the secretariat is reviewing, and mailed the next steps.
    expect(await stageOf(token)).toBe('applied')
    const fresh = await page('/member-dashboard/cpd', cookie)
    expectPage(fresh).toContain('Welcome, Nurul!')
    expectPage(fresh).not.toContain('Welcome back')
    expectPage(fresh).toMatch(/data-stage="applied"[^>]*>Applied</)
    expectPage(fresh).toContain('The secretariat is reviewing your application.')
    const acknowledgement = await waitForMail(outbox(), { to: form.email, subject: 'We have received your EMPAM membership application' })
    expect(acknowledgement.text).toContain('Thank you for applying for Associate membership')
    expect(acknowledgement.text).toContain('What happens next:')
    expect(acknowledgement.text).toContain('The secretariat reviews your application, usually within four weeks')
    const confirmation = await waitForMail(outbox(), { to: form.email, subject: 'Confirm your e-mail address' })
    expect(confirmation.text).not.toMatch(/thank you for joining/i)

    // Approved with an invoice due: "awaiting payment", not "pending: the secretariat will review".
    expect((await api('POST', `/api/admin/applications/${user.id}/approve`, {}, staff)).status).toBe(200)
    expect(await stageOf(token)).toBe('awaiting-payment')
    const approved = await page('/member-dashboard/cpd', cookie)
    expectPage(approved).toMatch(/data-stage="awaiting-payment"[^>]*>Approved: awaiting payment</)
    expectPage(approved).toContain('Approved: pay the invoice under Membership to become active.')
    expectPage(approved).not.toContain('reviewing your application')
    const tab = await page('/member-dashboard/membership', cookie)
    expectPage(tab).toContain('Your application is approved.')
    // The slip's reference is a field one can see (it had no border or padding).
    expectPage(tab).toMatch(/<input[^>]*name="reference"[^>]*class="[^"]*border border-slate-400/)
    const malay = await page('/member-dashboard/cpd?lng=ms', cookie)
    expectPage(malay).toContain('Selamat datang, Nurul!')
    expectPage(malay).toMatch(/data-stage="awaiting-payment"[^>]*>Diluluskan: menunggu bayaran</)
    // The administration's list says the same word.
    const list = await page(`/admin/members?search=${encodeURIComponent(form.email)}`, staffCookie)
    expectPage(list).toMatch(/data-stage="awaiting-payment"[^>]*>Approved: awaiting payment</)

    // Paid: active, welcomed back.
    const { invoices } = await (await get(server.baseUrl, '/api/membership', { token })).json()
    const paid = await api('POST', `/api/admin/invoices/${invoices[0].id}/payments`, { amount: invoices[0].balance, method: 'bank-transfer', reference: 'MBB 1' }, staff)
    expect(paid.status).toBe(201)
    expect(await stageOf(token)).toBe('active')
    const active = await page('/member-dashboard/cpd', cookie)
    expectPage(active).toContain('Welcome back, Nurul!')
    expectPage(active).toMatch(/data-stage="active"[^>]*>Active</)
  })

  test('renewal: the tab says renew by the last day; after it the stage is renewal-due everywhere', async () => {
    const validUntil = addDays(today(), 40)
    const member = await createUser({ firstName: 'Hafiz', membershipValidUntil: validUntil, approvedAt: new Date() })
    const { cookie, token } = await signIn(member.id)
    const { token: staff } = await adminSession({ roles: ['secretary'] })
    // The renewal invoice is raised 60 days before; the reminder of that window goes out now.
    expect((await api('POST', '/api/admin/reminders/run', {}, staff)).status).toBe(200)
    expect(await stageOf(token)).toBe('active')
    const tab = await page('/member-dashboard/membership', cookie)
    expectPage(tab).toMatch(/Renew by \d{1,2} \w+ \d{4}: pay the renewal invoice below/)
    expectPage(tab).not.toContain('becomes active')

    moveClockTo(addDays(validUntil, 3))
    expect(await stageOf(token)).toBe('renewal-due')
    expectPage(await page('/member-dashboard/cpd', cookie)).toMatch(/data-stage="renewal-due"[^>]*>Renewal due</)
  })

  test('a reminder counts the days from the day it is sent: "in 17 days", not "a month from now"', async () => {
    const validUntil = addDays(today(), 17)
    const member = await createUser({ membershipValidUntil: validUntil, approvedAt: new Date() })
    const { token: staff } = await adminSession({ roles: ['secretary'] })
    expect((await api('POST', '/api/admin/reminders/run', {}, staff)).status).toBe(200)
    const reminder = await waitForMail(outbox(), { to: member.email, subject: 'Time to renew' })
    expect(reminder.text).toContain(': in 17 days. Please renew by')
    expect(reminder.text).not.toContain('month from now')
    expect((await readOutbox(outbox())).filter((mail) => mail.to.includes(member.email))).toHaveLength(1)
    expect(await User.countDocuments({ _id: member.id, membershipStatus: 'active' })).toBe(1)
  })
})
