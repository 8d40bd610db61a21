import path from 'node:path'
import { afterEach, describe, expect, test } from 'vitest'
import { addDays } from '#app/domain/dates.ts'
import { addMonths } from '#app/domain/membership-periods.ts'
import { AuditLog } from '#app/models/audit-log.server.ts'
import { Invoice } from '#app/models/invoice.server.ts'
import { RenewalReminderSent } from '#app/models/renewal-reminder.server.ts'
import { User } from '#app/models/user.server.ts'
import { runRenewals } from '#app/services/renewals.server.ts'
import { adminSession, createListing, follow, readable } from '#tests/admin-helpers.ts'
import { moveClockTo, today } from '#tests/clock.ts'
import { createUser, signIn } from '#tests/factories.ts'
import { get, postForm, sendJson, withoutScripts } from '#tests/http.ts'
import { readOutbox } from '#tests/mail.ts'
import { useTestServer } from '#tests/setup/test-server.ts'

/**
 * Renewal (issue 18), with the clock moved: 60 days before the last day a renewal invoice and the first
 * reminder; reminders at 30 and 7 days before and 7 after, each once however often (and however many
 * at once) the renewals run; 30 days of grace as "renewal due", then expired and off the directory.
 * Each test's member has a period far from the others', so that their steps never meet.
 */

const server = useTestServer()
const outbox = () => path.join(process.env.DATA_DIR!, 'outbox')

afterEach(() => moveClockTo(null))

async function memberEnding(daysFromNow: number, overrides: Record<string, unknown> = {}) {
  const validUntil = addDays(today(), daysFromNow)
  const member = await createUser({ membershipType: 'Associate', membershipValidUntil: validUntil, ...overrides })
  return { member, validUntil, ...(await signIn(member.id)) }
}

const remindersOf = async (userId: string) =>
  (await RenewalReminderSent.find({ userId }).sort({ sentAt: 1 }).lean()).map((r) => r.reminder)
const renewalMailsTo = async (email: string) =>
  (await readOutbox(outbox())).filter((m) => m.to.includes(email) && /renew/i.test(m.subject))

async function runNow(token: string) {
  const response = await sendJson(server.baseUrl, 'POST', '/api/admin/reminders/run', {}, { token })
  expect(response.status).toBe(200)
  return (await response.json()) as { sent: number; invoices: number; expired: number }
}

async function waitForMails(email: string, count: number) {
  const deadline = Date.now() + 10_000
  while ((await renewalMailsTo(email)).length < count && Date.now() < deadline) await new Promise((r) => setTimeout(r, 50))
  return renewalMailsTo(email)
}

describe('the renewal year of one member', () => {
  test('invoice and reminders at 60, 30, 7 days before and 7 after, each once; renewal due; then expired and hidden', async () => {
    const { token: staff } = await adminSession({ roles: ['secretary'] })
    const { member, validUntil, token } = await memberEnding(120)
    const listing = await createListing({ membershipId: member.membershipId })
    const listed = async () => {
      const response = await get(server.baseUrl, `/api/practitioners?search=${encodeURIComponent(listing.name)}`)
      return ((await response.json()) as Array<{ id: string }>).some((p) => p.id === listing.id)
    }
    expect(await listed()).toBe(true)

    moveClockTo(addDays(validUntil, -61))
    expect((await runNow(staff)).sent).toBe(0)
    expect(await Invoice.countDocuments({ userId: member.id })).toBe(0)

    moveClockTo(addDays(validUntil, -60))
    const first = await runNow(staff)
    expect(first).toMatchObject({ invoices: 1, sent: 1 })
    const invoice = await Invoice.findOne({ userId: member.id }).lean()
    expect(invoice).toMatchObject({ kind: 'renewal', status: 'unpaid', totalSen: 10_000, dueOn: validUntil, renewsPeriodEnding: validUntil })
    const [mail] = await waitForMails(member.email, 1)
    expect(mail!.subject).toBe('Time to renew your EMPAM membership')
    expect(mail!.text).toContain(invoice!.number)
    expect(mail!.text).toContain('RM 100.00')
    // Running again the same day (or the scheduler as well) sends nothing more and raises nothing more.
    expect(await runNow(staff)).toMatchObject({ invoices: 0, sent: 0 })

    for (const [offset, reminder] of [[-30, 'before-30'], [-7, 'before-7'], [7, 'after-7']] as const) {
      moveClockTo(addDays(validUntil, offset))
      await runNow(staff)
      await runNow(staff)
      expect((await remindersOf(member.id)).at(-1)).toBe(reminder)
    }
    expect(await remindersOf(member.id)).toEqual(['before-60', 'before-30', 'before-7', 'after-7'])
    expect(await waitForMails(member.email, 4)).toHaveLength(4)
    expect(await Invoice.countDocuments({ userId: member.id })).toBe(1)

    // In the grace days: still active, shown as renewal due, still listed.
    moveClockTo(addDays(validUntil, 30))
    await runNow(staff)
    expect(await (await get(server.baseUrl, '/api/membership', { token })).json()).toMatchObject({ status: 'active', renewalDue: true, expiresAt: validUntil })
    expect(await listed()).toBe(true)

    moveClockTo(addDays(validUntil, 31))
    expect((await runNow(staff)).expired).toBe(1)
    expect((await User.findById(member.id).lean())?.membershipStatus).toBe('expired')
    expect(await listed()).toBe(false)
    expect(await runNow(staff)).toMatchObject({ expired: 0, sent: 0 })
    const audit = await AuditLog.find({ entityId: { $in: [member.id, String(invoice!._id)] } }).lean()
    expect(audit.map((a) => a.action).sort()).toEqual(['invoiced', 'marked-expired'])

    // Paying afterwards: active again for 12 months from the payment day, listed again.
    const { token: money } = await adminSession({ roles: ['treasurer'] })
    const paidOn = addDays(validUntil, 31)
    const paid = await sendJson(server.baseUrl, 'POST', `/api/admin/invoices/${invoice!._id}/payments`, { amount: 100, method: 'bank-transfer' }, { token: money })
    expect(paid.status).toBe(201)
    expect((await paid.json()).user).toMatchObject({ membershipStatus: 'active', membershipValidUntil: addDays(addMonths(paidOn, 12), -1) })
    expect(await listed()).toBe(true)
  })

  test('paying the renewal early loses nothing, and the old period sends no more reminders', async () => {
    const { token: staff } = await adminSession({ roles: ['secretary'] })
    const { member, validUntil } = await memberEnding(400)
    moveClockTo(addDays(validUntil, -60))
    await runNow(staff)
    const invoice = await Invoice.findOne({ userId: member.id }).lean()
    moveClockTo(addDays(validUntil, -50))
    const { token: money } = await adminSession({ roles: ['treasurer'] })
    const paid = await sendJson(server.baseUrl, 'POST', `/api/admin/invoices/${invoice!._id}/payments`, { amount: 100, method: 'duitnow' }, { token: money })
    const renewedUntil = addDays(addMonths(addDays(validUntil, 1), 12), -1)
    expect((await paid.json()).user).toMatchObject({ membershipStatus: 'active', membershipValidUntil: renewedUntil })
    moveClockTo(addDays(validUntil, -30))
    await runNow(staff)
    moveClockTo(addDays(validUntil, 7))
    await runNow(staff)
    expect(await remindersOf(member.id)).toEqual(['before-60'])
  })

  test('a member set close to the end gets only the reminder of that day, not the earlier ones late', async () => {
    const { member, validUntil } = await memberEnding(800)
    moveClockTo(addDays(validUntil, -5))
    await runRenewals()
    expect(await remindersOf(member.id)).toEqual(['before-7'])
  })

  test('20 runs at once (processes, the scheduler and a button): each reminder and the invoice once', async () => {
    const { member, validUntil } = await memberEnding(1200)
    moveClockTo(addDays(validUntil, -30))
    const runs = await Promise.all(Array.from({ length: 20 }, () => runRenewals()))
    expect(await remindersOf(member.id)).toEqual(['before-30'])
    expect(await Invoice.countDocuments({ userId: member.id })).toBe(1)
    expect(runs.reduce((sum, run) => sum + run.invoices, 0)).toBeGreaterThanOrEqual(1)
    expect(await waitForMails(member.email, 1)).toHaveLength(1)
    await new Promise((r) => setTimeout(r, 300))
    expect(await renewalMailsTo(member.email)).toHaveLength(1)
  })

  test('members without a period, or of a type that pays nothing a year, are not invoiced', async () => {
    const honorary = await createUser({ membershipType: 'Honorary Fellow', membershipValidUntil: addDays(today(), 1600) })
    const lifetime = await createUser({ membershipType: 'Associate', membershipValidUntil: '' })
    moveClockTo(addDays(today(), 1600 - 30))
    await runRenewals()
    expect(await Invoice.countDocuments({ userId: { $in: [honorary.id, lifetime.id] } })).toBe(0)
    expect(await remindersOf(lifetime.id)).toEqual([])
  })

  test('GET /api/admin/reminders lists who was reminded of what, for administrators and the secretariat', async () => {
    const { member, validUntil } = await memberEnding(2000)
    moveClockTo(addDays(validUntil, -7))
    await runRenewals()
    moveClockTo(null)
    const { token } = await adminSession({ roles: ['secretary'] })
    const response = await get(server.baseUrl, `/api/admin/reminders?userId=${member.id}`, { token })
    expect(response.status).toBe(200)
    expect(await response.json()).toEqual({
      reminders: [{ id: `${member.id}:before-7:${validUntil}`, userId: member.id, reminder: 'before-7', periodEnding: validUntil, email: member.email, sentAt: expect.any(String) }],
    })
    const { token: memberToken } = await adminSession({ isAdmin: false })
    expect((await get(server.baseUrl, '/api/admin/reminders', { token: memberToken })).status).toBe(403)
    expect((await sendJson(server.baseUrl, 'POST', '/api/admin/reminders/run', {}, { token: memberToken })).status).toBe(403)
  })
})

describe('in Malay', () => {
  test("a Malay member's renewal: the invoice line, each reminder and the lapse mail in Malay; paying by the Malay receipt renews", async () => {
    const { token: staff } = await adminSession({ roles: ['treasurer'] })
    const { member, validUntil, token } = await memberEnding(400, { locale: 'ms' })
    const mailsTo = async () => (await readOutbox(outbox())).filter((m) => m.to.includes(member.email))
    const waitForCount = async (count: number) => {
      const deadline = Date.now() + 10_000
      while ((await mailsTo()).length < count && Date.now() < deadline) await new Promise((r) => setTimeout(r, 50))
      return mailsTo()
    }

    moveClockTo(addDays(validUntil, -60))
    expect(await runNow(staff)).toMatchObject({ invoices: 1, sent: 1 })
    const invoice = await Invoice.findOne({ userId: member.id }).lean()
    expect(invoice!.items[0]!.description).toMatch(/^Yuran tahunan: keahlian Ahli Bersekutu mulai \d{1,2} \w+ \d{4}$/)
    const [reminder] = await waitForCount(1)
    expect(reminder!.subject).toBe('Sudah tiba masanya untuk memperbaharui keahlian EMPAM anda')
    expect(reminder!.text).toContain(`Invois ${invoice!.number}: Yuran tahunan`)
    expect(reminder!.text).toContain('iaitu 60 hari lagi')
    expect(reminder!.html).toContain('<html lang="ms">')

    moveClockTo(addDays(validUntil, 7))
    expect((await runNow(staff)).sent).toBe(1)
    const afterMails = await waitForCount(2)
    expect(afterMails.map((m) => m.subject)).toContain('Keahlian EMPAM anda telah berakhir: sila perbaharui')

    // The treasurer records the renewal: the receipt (mail and PDF) is in Malay, the period moves on a year.
    const paid = await sendJson(server.baseUrl, 'POST', `/api/admin/invoices/${String(invoice!._id)}/payments`, { amount: 100, method: 'bank-transfer', reference: 'MBB 55', paidAt: addDays(validUntil, 7) }, { token: staff })
    expect(paid.status).toBe(201)
    const receiptMail = (await waitForCount(4)).find((m) => m.subject.startsWith('Resit RCT-'))
    expect(receiptMail?.text).toContain('Terima kasih: kami telah menerima RM 100.00')
    expect(receiptMail?.attachments[0]?.content.subarray(0, 5).toString()).toBe('%PDF-')
    expect((await User.findById(member.id).lean())?.membershipValidUntil).toBe(addDays(addMonths(addDays(validUntil, 7), 12), -1))
    const overview = await sendJson(server.baseUrl, 'GET', '/api/membership', undefined, { token, headers: { 'accept-language': 'ms' } })
    expect(((await overview.json()) as { status: string }).status).toBe('active')
  })
})


describe('the admin panel\'s "Run renewals now" button', () => {
  test('a plain form on /admin: posting it sends the due reminder once, says what it did, in Malay too; a member cannot', async () => {
    const { cookie } = await adminSession({ roles: ['secretary'] })
    const { member, validUntil } = await memberEnding(2400)
    moveClockTo(addDays(validUntil, -7))
    const panel = readable(withoutScripts(await (await get(server.baseUrl, '/admin', { cookie })).text()))
    expect(panel).toMatch(/<form method="post" action="\/admin\/reminders\/run"[^>]*>[\s\S]*?Run renewals now/)

    const ran = await postForm(server.baseUrl, '/admin/reminders/run', {}, { cookie })
    expect(ran).toHaveRedirect('/admin')
    expect(await remindersOf(member.id)).toEqual(['before-7'])
    const page = readable(withoutScripts(await follow(server.baseUrl, ran, cookie)))
    expect(page).toMatch(/Renewals run now\. Reminders sent: [1-9]\d*;/)
    // Again: nothing more for this member (each reminder once), and the Malay toast says so in Malay.
    const again = await postForm(server.baseUrl, '/admin/reminders/run?lng=ms', {}, { cookie })
    expect(again).toHaveRedirect('/admin')
    expect(await remindersOf(member.id)).toEqual(['before-7'])
    expect(await waitForMails(member.email, 1)).toHaveLength(1)
    expect(readable(await (await get(server.baseUrl, '/admin?lng=ms', { cookie })).text())).toContain('Jalankan pembaharuan sekarang')

    const { cookie: memberCookie } = await signIn((await createUser()).id)
    expect((await postForm(server.baseUrl, '/admin/reminders/run', {}, { cookie: memberCookie })).status).toBe(403)
  })
})

describe('the admin panel\'s "renewal due" count', () => {
  test('opens the members list filtered to the members whose renewal is due, and the filter survives a search', async () => {
    const { cookie } = await adminSession({ roles: ['secretary'] })
    const marker = `Due${Date.now().toString(36)}`
    const due = await createUser({ lastName: marker, firstName: 'Lapsing', membershipStatus: 'active', membershipValidUntil: addDays(today(), -3) })
    const notDue = await createUser({ lastName: marker, firstName: 'Current', membershipStatus: 'active', membershipValidUntil: addDays(today(), 300) })
    const panel = await (await get(server.baseUrl, '/admin', { cookie })).text()
    expect(panel).toContain('href="/admin/members?due=renewal"')
    const list = await (await get(server.baseUrl, `/admin/members?due=renewal&search=${marker}`, { cookie })).text()
    expect(list).toContain(due.email)
    expect(list).not.toContain(notDue.email)
    expect(list).toContain('name="due" value="renewal"')
    const all = await (await get(server.baseUrl, `/admin/members?search=${marker}`, { cookie })).text()
    expect(all).toContain(notDue.email)
  })
})
