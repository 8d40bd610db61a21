import { createHmac } from 'node:crypto'
import path from 'node:path'
import mongoose from 'mongoose'
import { afterEach, beforeAll, describe, expect, test } from 'vitest'
import { addMonthsToMonth } from '#app/domain/cpd-audit.ts'
import { addDays } from '#app/domain/dates.ts'
import { AuditLog } from '#app/models/audit-log.server.ts'
import { CpdAuditCase, CpdAuditDraw } from '#app/models/cpd-audit.server.ts'
import { Invoice } from '#app/models/invoice.server.ts'
import { adminSession, follow } from '#tests/admin-helpers.ts'
import { daysAgo, moveClockTo, today } from '#tests/clock.ts'
import { createInvoiceFor, createUser, signIn } from '#tests/factories.ts'
import { get, postForm, sendJson, withoutScripts } from '#tests/http.ts'
import { readOutbox, waitForMail } from '#tests/mail.ts'
import { ONE_PAGE_PDF, postFileForm } from '#tests/media.ts'
import { useTestServer } from '#tests/setup/test-server.ts'

/**
 * The renewal declaration and the random CPD audit (issue 36, item 5; decision 046) over real HTTP: the
 * declaration kept on the renewal invoice and the member's payment doors waiting for it (never the
 * treasurer's); each month's population by the month a renewal was settled; the sample's size; the draw
 * re-done here from its stored seed with node:crypto (the Done-when); the selection mail and the two
 * reminders, each once; the member's evidence; the reviewer's outcomes; the figures on /training; ten
 * duty runs at once giving one draw and one mail per case.
 */

const server = useTestServer()
const outbox = () => path.join(process.env.DATA_DIR!, 'outbox')

beforeAll(async () => {
  await Promise.all(Array.from({ length: 12 }, () => mongoose.connection.db!.admin().ping()))
})

afterEach(() => moveClockTo(null))

const SELECTED = 'You have been selected for the CPD audit'
const currentMonth = () => today().slice(0, 7)

async function member(overrides: Record<string, unknown> = {}) {
  const user = await createUser({ membershipType: 'Associate', ...overrides })
  return { user, ...(await signIn(user.id)) }
}

/** An open renewal invoice of the member (as the renewal run raises it). */
const renewalOf = (userId: string) => createInvoiceFor(userId, { kind: 'renewal', key: `renewal:${userId}:${today()}`, renewsPeriodEnding: addDays(today(), 30), dueOn: addDays(today(), 30) })

/** `count` renewals settled in `month`, stored as the payment leaves them (the population's source). */
async function settledRenewals(month: string, count: number) {
  const users = await Promise.all(Array.from({ length: count }, () => createUser({ membershipType: 'Associate' })))
  await Promise.all(users.map((user) => createInvoiceFor(user.id, { kind: 'renewal', status: 'paid', paidOn: `${month}-05`, settledMonth: month })))
  return users
}

const runDuties = async (token: string) => {
  const response = await sendJson(server.baseUrl, 'POST', '/api/admin/register-duties/run', {}, { token })
  expect(response.status).toBe(200)
  const body = (await response.json()) as { cpdAudit: number; failed: string[] }
  expect(body.failed).toEqual([])
  return body
}

type Draw = { month: string; population: string[]; size: number; seed: string; drawn: string[]; drawnOn: string; rateBasisPoints: number; recheck: Record<string, boolean> }
async function drawOf(month: string, token: string): Promise<Draw> {
  const response = await get(server.baseUrl, `/api/admin/cpd-audits/draws/${month}`, { token })
  expect(response.status).toBe(200)
  return ((await response.json()) as { draw: Draw }).draw
}

/** The Done-when, computed here and not by the app: rank by HMAC-SHA256(seed, "<month>:<id>"), lowest first. */
function drawAgain(seed: string, month: string, population: readonly string[], size: number) {
  return population
    .map((id) => ({ id, key: createHmac('sha256', Buffer.from(seed, 'hex')).update(`${month}:${id}`).digest('hex') }))
    .sort((a, b) => a.key.localeCompare(b.key) || a.id.localeCompare(b.id))
    .slice(0, size)
    .map((r) => r.id)
}

async function mailsTo(email: string, subject: string) {
  return (await readOutbox(outbox())).filter((m) => m.to.includes(email) && m.subject.includes(subject))
}
const settle = () => new Promise((resolve) => setTimeout(resolve, 400))

let admin: Awaited<ReturnType<typeof adminSession>>
let reviewer: Awaited<ReturnType<typeof adminSession>>
beforeAll(async () => {
  admin = await adminSession()
  reviewer = await adminSession({ roles: ['cpd-reviewer'] })
})

describe('the renewal declaration', () => {
  test('recorded on the renewal invoice; the member pays only after it, the treasurer always; settled by the month it was marked paid', async () => {
    const { user, token, cookie } = await member()
    const invoice = await renewalOf(user.id)
    const checkout = () => sendJson(server.baseUrl, 'POST', `/api/membership/invoices/${invoice.id}/checkout`, {}, { token })
    const slip = () => postFileForm(server.baseUrl, `/api/membership/invoices/${invoice.id}/proof`, {}, [{ field: 'file', bytes: ONE_PAGE_PDF, name: 'slip.pdf', type: 'application/pdf' }], { headers: { authorization: `Bearer ${token}` } })

    for (const response of [await checkout(), await slip()]) {
      expect(response.status).toBe(409)
      expect(((await response.json()) as { message: string }).message).toMatch(/declaration first/)
    }
    // The Membership tab links to the declaration beside the invoice, and shows no way to pay it yet.
    const tab = withoutScripts(await (await get(server.baseUrl, '/member-dashboard/membership', { cookie })).text())
    expect(tab).toContain('href="/member-dashboard/membership/declaration"')
    expect(tab).not.toContain(`/member-dashboard/invoices/${invoice.id}/proof`)

    // The page works as a plain form: a "no" needs a reason; then it is recorded.
    const page = withoutScripts(await (await get(server.baseUrl, '/member-dashboard/membership/declaration', { cookie })).text())
    expect(page).toContain(invoice.number)
    expect(page).toContain('name="cpdTargetMet"')
    const noReason = await postForm(server.baseUrl, '/member-dashboard/membership/declaration', { cpdTargetMet: 'no', credentialsCurrent: 'yes' }, { cookie })
    expect(noReason.status).toBe(400)
    expect(await Invoice.findById(invoice.id).select({ declaration: 1 }).lean()).toMatchObject({ declaration: null })
    const made = await postForm(server.baseUrl, '/member-dashboard/membership/declaration', { cpdTargetMet: 'no', cpdReason: 'Two hours short: a course was cancelled', credentialsCurrent: 'yes' }, { cookie })
    expect(made.status).toBe(302)
    expect(made.headers.get('location')).toBe('/member-dashboard/membership')
    const stored = await Invoice.findById(invoice.id).lean()
    expect(stored!.declaration).toMatchObject({ cpdTargetMet: false, cpdReason: 'Two hours short: a course was cancelled', credentialsCurrent: true, coverConfirmed: false, targetHours: expect.any(Number) })
    expect(String(stored!.declaration!.declaredBy)).toBe(user.id)
    expect(stored!.declaration!.declaredAt).toBeInstanceOf(Date)

    const api = await get(server.baseUrl, '/api/membership/declaration', { token })
    expect(await api.json()).toMatchObject({ invoice: { id: invoice.id }, declaration: { cpdTargetMet: false, credentialsCurrent: true } })
    const again = await sendJson(server.baseUrl, 'POST', '/api/membership/declaration', { cpdTargetMet: true, credentialsCurrent: true }, { token })
    expect(again.status).toBe(409)
    // Now the member's own doors are open.
    expect((await slip()).status).toBe(201)
    expect((await checkout()).status).toBe(201)

    // A member without an open renewal has nothing to declare.
    const other = await member()
    expect((await sendJson(server.baseUrl, 'POST', '/api/membership/declaration', { cpdTargetMet: true, credentialsCurrent: true }, { token: other.token })).status).toBe(409)
    const bad = await sendJson(server.baseUrl, 'POST', '/api/membership/declaration', { cpdTargetMet: 'maybe' }, { token: other.token })
    expect(bad.status).toBe(400)
  })

  test("the treasurer's recording is never held; the renewal counts in the month it was settled, not the day paid", async () => {
    const { user } = await member()
    const invoice = await renewalOf(user.id)
    const paidAt = daysAgo(40)
    const response = await sendJson(server.baseUrl, 'POST', `/api/admin/invoices/${invoice.id}/payments`, { amount: 100, method: 'bank-transfer', reference: 'LATE', paidAt }, { token: admin.token })
    expect(response.status).toBe(201)
    expect(await Invoice.findById(invoice.id).lean()).toMatchObject({ status: 'paid', paidOn: paidAt, settledMonth: currentMonth(), declaration: null })
  })
})

describe('the monthly draw', () => {
  // Months after this one, so that none is drawn before its renewals are stored.
  const thisMonth = currentMonth()
  const base = addMonthsToMonth(thisMonth, 1)
  const months = [0, 1, 2, 3].map((i) => addMonthsToMonth(base, i))
  const sizes = { [months[0]!]: 0, [months[1]!]: 1, [months[2]!]: 39, [months[3]!]: 41 }

  // The four months' renewals and their draws, made before either test here runs (in any order).
  const payers: Record<string, string[]> = {}
  beforeAll(async () => {
    for (const [month, count] of Object.entries(sizes)) payers[month] = (await settledRenewals(month, count)).map((u) => u.id).sort()
    moveClockTo(`${addMonthsToMonth(base, 4)}-02`)
    await runDuties(admin.token)
  })

  test('population by settled month, size max(1, ceil(N × 2.5 %)), re-drawn from its seed with node:crypto', async () => {
    const expected = { [months[0]!]: 0, [months[1]!]: 1, [months[2]!]: 1, [months[3]!]: 2 }
    for (const month of months) {
      const draw = await drawOf(month, admin.token)
      expect(draw.population).toEqual(payers[month])
      expect(draw.size).toBe(expected[month])
      expect(draw.rateBasisPoints).toBe(250)
      expect(draw.seed).toMatch(/^[0-9a-f]{64}$/)
      // Done-when: the stored seed and population give the stored members.
      expect(drawAgain(draw.seed, month, draw.population, draw.size)).toEqual(draw.drawn)
      expect(draw.recheck).toEqual({ sizeAgrees: true, digestAgrees: true, drawnAgrees: true })
      expect(await CpdAuditCase.countDocuments({ month })).toBe(draw.size)
    }
    // Audited once per month, with the seed's digest, never a name.
    const lines = await AuditLog.find({ action: 'drew-cpd-audit', entityId: months[3] }).lean()
    expect(lines).toHaveLength(1)
    expect(lines[0]!.summary).toContain('41 renewals, 2 drawn')

    // Drawing again changes nothing: the month's draw is stored once.
    const before = await drawOf(months[3]!, admin.token)
    await runDuties(admin.token)
    expect((await drawOf(months[3]!, admin.token)).seed).toBe(before.seed)

    // The reviewer's page shows the draw, its seed and the re-check.
    const html = withoutScripts(await (await get(server.baseUrl, `/admin/cpd/audits?month=${months[3]}`, { cookie: reviewer.cookie })).text())
    expect(html).toContain(before.seed)
    expect(html).toContain('✓ The seed gives the same members')
    // The treasurer has no key to it.
    const treasurer = await adminSession({ roles: ['treasurer'] })
    expect((await get(server.baseUrl, `/api/admin/cpd-audits/draws/${months[3]}`, { token: treasurer.token })).status).toBe(403)
  })

  test('a drawn member: the mail, reminders at 28 and 7 days left once each, evidence, more asked, the outcomes, the figures on /training', async () => {
    const month = months[3]!
    const draw = await drawOf(month, admin.token)
    const [firstId, secondId] = draw.drawn as [string, string]
    const first = { id: firstId, ...(await signIn(firstId)) }
    const firstUser = (await mongoose.connection.db!.collection('users').findOne({ _id: new mongoose.Types.ObjectId(firstId) }))!
    const email = String(firstUser.email)
    await waitForMail(outbox(), { to: email, subject: SELECTED })
    const deadline = addDays(draw.drawnOn, 42)

    for (const [daysLeft, count] of [[28, 1], [7, 2]] as const) {
      moveClockTo(addDays(deadline, -daysLeft))
      await runDuties(admin.token)
      await runDuties(admin.token)
      await waitForMail(outbox(), { to: email, subject: 'Reminder: your CPD audit evidence', count })
      await settle()
      expect(await mailsTo(email, 'Reminder: your CPD audit evidence')).toHaveLength(count)
    }
    expect((await mailsTo(email, 'Reminder'))[0]!.subject).toContain('28 days')
    expect(await mailsTo(email, SELECTED)).toHaveLength(1)

    // The member's page and API: the deadline; a file by each door; "I have sent everything".
    const mine = (await (await get(server.baseUrl, '/api/me/cpd-audit', { token: first.token })).json()) as { audit: { deadline: string; status: string; daysLeft: number } }
    expect(mine.audit).toMatchObject({ deadline, status: 'drawn', daysLeft: 7 })
    const viaApi = await postFileForm(server.baseUrl, '/api/me/cpd-audit/evidence', {}, [{ field: 'file', bytes: ONE_PAGE_PDF, name: 'cpd-certificates.pdf', type: 'application/pdf' }], { headers: { authorization: `Bearer ${first.token}` } })
    expect(viaApi.status).toBe(201)
    const viaPage = await postFileForm(server.baseUrl, '/member-dashboard/cpd-audit', {}, [{ field: 'file', bytes: ONE_PAGE_PDF, name: 'insurance.pdf', type: 'application/pdf' }], { cookie: first.cookie })
    expect(viaPage.status).toBe(302)
    const page = withoutScripts(await (await get(server.baseUrl, '/member-dashboard/cpd-audit', { cookie: first.cookie })).text())
    expect(page).toContain('cpd-certificates.pdf')
    expect(page).toContain('insurance.pdf')

    // A file sent by mistake: not deleted on its own (the case keeps it), but taken back by the page or the API.
    const sendWrong = async (name: string) => {
      const sent = await postFileForm(server.baseUrl, '/api/me/cpd-audit/evidence', {}, [{ field: 'file', bytes: ONE_PAGE_PDF, name, type: 'application/pdf' }], { headers: { authorization: `Bearer ${first.token}` } })
      expect(sent.status).toBe(201)
      return ((await sent.json()) as { evidence: { id: string } }).evidence.id
    }
    const filesOfCase = async () => ((await CpdAuditCase.findById(`${month}:${firstId}`).lean())!.evidenceMediaIds ?? []).map(String)
    const wrong = await sendWrong('wrong-member.pdf')
    const onItsOwn = await sendJson(server.baseUrl, 'DELETE', `/api/media/${wrong}`, undefined, { token: first.token })
    expect(onItsOwn.status).toBe(409)
    expect(((await onItsOwn.json()) as { message: string }).message).toContain('part of a record')
    expect(await filesOfCase()).toContain(wrong)
    expect(withoutScripts(await (await get(server.baseUrl, '/member-dashboard/cpd-audit', { cookie: first.cookie })).text())).toContain('Remove wrong-member.pdf')
    // Another member (drawn too) cannot take it; nor can the member take a file their case does not hold.
    const second = await signIn(secondId)
    expect((await sendJson(server.baseUrl, 'DELETE', `/api/me/cpd-audit/evidence/${wrong}`, undefined, { token: second.token })).status).toBe(404)
    expect((await sendJson(server.baseUrl, 'DELETE', '/api/me/cpd-audit/evidence/0123456789abcdef01234567', undefined, { token: first.token })).status).toBe(404)
    const byPage = await postFileForm(server.baseUrl, '/member-dashboard/cpd-audit', { intent: 'withdraw', id: wrong }, [], { cookie: first.cookie })
    expect(byPage.status).toBe(302)
    expect(withoutScripts(await follow(server.baseUrl, byPage, first.cookie))).toContain('The file was taken out of your CPD audit and deleted.')
    expect(await filesOfCase()).not.toContain(wrong)
    expect((await get(server.baseUrl, `/media/${wrong}/download`, { cookie: first.cookie })).status).toBe(404)
    const wrongAgain = await sendWrong('wrong-year.pdf')
    const byApi = await sendJson(server.baseUrl, 'DELETE', `/api/me/cpd-audit/evidence/${wrongAgain}`, undefined, { token: first.token })
    expect(byApi.status).toBe(200)
    expect(await filesOfCase()).toHaveLength(2)
    expect(await AuditLog.countDocuments({ action: 'withdrew-cpd-audit-evidence', entityId: `${month}:${firstId}` })).toBe(2)
    const sealed = await filesOfCase()
    const submitted = await postFileForm(server.baseUrl, '/member-dashboard/cpd-audit', { intent: 'submit' }, [], { cookie: first.cookie })
    expect(submitted.status).toBe(302)
    await waitForMail(outbox(), { to: reviewer.user.email, subject: 'CPD audit evidence to review' })
    // Sent: no more files, no second "sent", nothing taken back.
    expect((await sendJson(server.baseUrl, 'POST', '/api/me/cpd-audit/submit', {}, { token: first.token })).status).toBe(409)
    expect((await sendJson(server.baseUrl, 'DELETE', `/api/me/cpd-audit/evidence/${sealed[0]}`, undefined, { token: first.token })).status).toBe(409)
    expect(withoutScripts(await (await get(server.baseUrl, '/member-dashboard/cpd-audit', { cookie: first.cookie })).text())).not.toContain('Remove ')

    // The reviewer: more evidence asked (a new deadline, a mail), then met after more evidence.
    const caseId = `${month}:${firstId}`
    const outcome = (id: string, body: unknown) => sendJson(server.baseUrl, 'POST', `/api/admin/cpd-audits/${encodeURIComponent(id)}/outcome`, body, { token: reviewer.token })
    expect((await outcome(caseId, { decision: 'met-after-more-evidence' })).status).toBe(409)
    const asked = await outcome(caseId, { decision: 'ask-more', note: 'Please add the attendance record of the March workshop.' })
    expect(asked.status).toBe(200)
    await waitForMail(outbox(), { to: email, subject: 'more evidence is needed' })
    const reopened = (await (await get(server.baseUrl, '/api/me/cpd-audit', { token: first.token })).json()) as { audit: { status: string; deadline: string; note: string } }
    expect(reopened.audit).toMatchObject({ status: 'more-evidence', deadline: addDays(today(), 14), note: 'Please add the attendance record of the March workshop.' })
    // Asked for more: the files the reviewer had stay; one sent in this round may still be taken back.
    const kept = await sendJson(server.baseUrl, 'DELETE', `/api/me/cpd-audit/evidence/${sealed[1]}`, undefined, { token: first.token })
    expect(kept.status).toBe(409)
    expect(((await kept.json()) as { message: string }).message).toBe('The CPD reviewer already has this file: it stays part of your audit.')
    expect((await sendJson(server.baseUrl, 'DELETE', `/api/me/cpd-audit/evidence/${await sendWrong('wrong-again.pdf')}`, undefined, { token: first.token })).status).toBe(200)
    expect(await filesOfCase()).toEqual(sealed)
    expect((await sendJson(server.baseUrl, 'POST', '/api/me/cpd-audit/submit', {}, { token: first.token })).status).toBe(200)
    expect((await outcome(caseId, { decision: 'met' })).status).toBe(409)
    const page2 = await postForm(server.baseUrl, `/admin/cpd/audits/${encodeURIComponent(caseId)}`, { decision: 'met-after-more-evidence' }, { cookie: reviewer.cookie })
    expect(page2.status).toBe(302)
    expect((await outcome(caseId, { decision: 'not-met' })).status).toBe(409)
    expect((await outcome(`${month}:${secondId}`, { decision: 'not-met' })).status).toBe(200)
    expect((await outcome('2020-01:nobody', { decision: 'met' })).status).toBe(404)
    expect(await AuditLog.countDocuments({ action: 'decided-cpd-audit', entityId: caseId })).toBe(1)
    const casePage = withoutScripts(await follow(server.baseUrl, page2, reviewer.cookie))
    expect(casePage).toContain('Met after more evidence')
    // The member's own data (issue 21) carries the audit they were drawn for, its evidence and outcome.
    const exported = (await (await get(server.baseUrl, '/api/me/export', { token: first.token })).json()) as { cpdAudits: Array<{ id: string; status: string; evidenceMediaIds: string[] }> }
    expect(exported.cpdAudits).toEqual([expect.objectContaining({ id: caseId, status: 'met-after-more-evidence' })])
    expect(exported.cpdAudits[0]!.evidenceMediaIds).toHaveLength(2)

    // The figures: by calendar year, on the API and on /training (no script needed).
    const year = Number(month.slice(0, 4))
    const ofYear = await CpdAuditDraw.find({ _id: { $regex: `^${year}-` } }).lean()
    const drawn = ofYear.reduce((sum, d) => sum + d.drawn.length, 0)
    const figures = (await (await get(server.baseUrl, `/api/cpd-audits/figures?year=${year}`)).json()) as Record<string, number>
    expect(figures).toMatchObject({ year, drawn, renewals: ofYear.reduce((sum, d) => sum + d.population.length, 0), metAfterMoreEvidence: 1, notMet: 1 })
    expect((await get(server.baseUrl, '/api/cpd-audits/figures?year=twenty')).status).toBe(400)
    moveClockTo(`${month}-20`)
    const training = withoutScripts(await (await get(server.baseUrl, '/training')).text())
    const card = new RegExp(`data-year="${year}"[\\s\\S]*?data-figure="drawn"[^>]*>${drawn}<`)
    expect(training).toMatch(card)
    expect(training).toContain('CPD audits')
  })
})

describe('once only', () => {
  test('ten duty runs at once: one draw, one case and one mail per drawn member', async () => {
    // Far enough ahead that its catch-up (12 months back) draws none of the months above.
    const month = addMonthsToMonth(currentMonth(), 20)
    const users = await settledRenewals(month, 45)
    moveClockTo(`${addMonthsToMonth(month, 1)}-03`)
    await Promise.all(Array.from({ length: 10 }, () => runDuties(admin.token)))
    expect(await CpdAuditDraw.countDocuments({ _id: month })).toBe(1)
    const draw = await drawOf(month, admin.token)
    expect(draw.size).toBe(2)
    expect(drawAgain(draw.seed, month, draw.population, draw.size)).toEqual(draw.drawn)
    expect(await CpdAuditCase.countDocuments({ month })).toBe(2)
    expect(await AuditLog.countDocuments({ action: 'drew-cpd-audit', entityId: month })).toBe(1)
    const emails = users.filter((u) => draw.drawn.includes(u.id)).map((u) => u.email)
    for (const email of emails) await waitForMail(outbox(), { to: email, subject: SELECTED })
    await settle()
    for (const email of emails) expect(await mailsTo(email, SELECTED)).toHaveLength(1)
  })
})
