import path from 'node:path'
import { describe, expect, test } from 'vitest'
import { AuditLog } from '#app/models/audit-log.server.ts'
import { FellowshipRequest } from '#app/models/fellowship-request.server.ts'
import { Invoice } from '#app/models/invoice.server.ts'
import { User } from '#app/models/user.server.ts'
import { adminSession, expectPage, follow, readable } from '#tests/admin-helpers.ts'
import { dayOfYearsAgo, daysAgo, storedDay } from '#tests/clock.ts'
import { createUser, signIn } from '#tests/factories.ts'
import { get, postForm, sendJson, withoutScripts } from '#tests/http.ts'
import { waitForMail } from '#tests/mail.ts'
import { useTestServer } from '#tests/setup/test-server.ts'

/**
 * The Fellow upgrade (issue 18, item 11), over HTTP: a Practicing Ordinary member of five years asks (the
 * page without JavaScript, and POST /api/membership/fellowship), once however many requests arrive at
 * the same moment; the applications area (administrator, secretary) approves — the member is a Fellow
 * and the fee difference is invoiced — or declines with a reason that is mailed; each decision once.
 */

const server = useTestServer()
const outbox = () => path.join(process.env.DATA_DIR!, 'outbox')

/** An active Practicing Ordinary member who joined six years ago (from the server's clock), signed in. */
async function seniorMember(overrides: Record<string, unknown> = {}) {
  const user = await createUser({ joinDate: storedDay(dayOfYearsAgo(6, '01-15')), ...overrides })
  return { user, ...(await signIn(user.id)) }
}

const ask = (token: string, body: unknown = {}) => sendJson(server.baseUrl, 'POST', '/api/membership/fellowship', body, { token })
const html = async (pathname: string, cookie: string) => {
  const response = await get(server.baseUrl, pathname, { cookie })
  return { status: response.status, html: withoutScripts(await response.text()) }
}

async function openRequestOf(member: Awaited<ReturnType<typeof seniorMember>>, note = '') {
  const response = await ask(member.token, { note })
  expect(response.status).toBe(201)
  return (await response.json()).request as { id: string; status: string; note: string }
}

describe('asking to become a Fellow', () => {
  test('the Membership tab links to the page; it says they may ask, what approval invoices, and the form works without JavaScript', async () => {
    const member = await seniorMember()
    const dashboard = await html('/member-dashboard/membership', member.cookie)
    expect(dashboard.html).toMatch(/<a[^>]+href="\/member-dashboard\/fellowship"[^>]*>Become a Fellow<\/a>/)

    const page = await html('/member-dashboard/fellowship', member.cookie)
    expect(page.status).toBe(200)
    expectPage(page.html).toContain('You may ask to become a Fellow.')
    expectPage(page.html).toContain('An invoice for RM 100.00: the difference between the Fellow fees and yours.')
    expectPage(page.html).toContain('Request Fellow membership')

    const response = await postForm(server.baseUrl, '/member-dashboard/fellowship', { note: 'Twenty years of practice in Ipoh.' }, { cookie: member.cookie })
    expect(response).toHaveRedirect('/member-dashboard/fellowship')
    const after = await follow(server.baseUrl, response, member.cookie)
    expectPage(after).toContain('Your request to become a Fellow was sent.')
    expectPage(after).toContain('The administrators will decide, and we will tell you by e-mail.')
    expectPage(after).toContain('Your note: Twenty years of practice in Ipoh.')
    expectPage(after).not.toContain('Request Fellow membership')

    const stored = await FellowshipRequest.find({ userId: member.user.id }).lean()
    expect(stored).toMatchObject([{ status: 'open', note: 'Twenty years of practice in Ipoh.', openKey: member.user.id }])
    expect(await AuditLog.countDocuments({ entityId: member.user.id, action: 'requested-fellowship' })).toBe(1)
  })

  test('a member who joined under five years ago is told from which day, gets no form, and the API says 403', async () => {
    const member = await seniorMember({ joinDate: storedDay(daysAgo(400)) })
    const page = await html('/member-dashboard/fellowship', member.cookie)
    expectPage(page.html).toMatch(/You may ask from \d{1,2} \w+ \d{4}, five years after you joined\./)
    expect(page.html).not.toContain('name="note"')

    const response = await ask(member.token)
    expect(response.status).toBe(403)
    expect(await response.json()).toEqual({ message: 'A member may ask to become a Fellow five years after joining' })
    const form = await postForm(server.baseUrl, '/member-dashboard/fellowship', { note: '' }, { cookie: member.cookie })
    expect(form.status).toBe(403)
    expectPage(withoutScripts(await form.text())).toContain('A member may ask to become a Fellow five years after joining')
    expect(await FellowshipRequest.countDocuments({ userId: member.user.id })).toBe(0)
  })

  test('another type, or a membership not active: 403 with the reason in words', async () => {
    const associate = await seniorMember({ membershipType: 'Associate' })
    const refused = await ask(associate.token)
    expect(refused.status).toBe(403)
    expect((await refused.json()).message).toBe('Only a Practicing Ordinary member may ask to become a Fellow')
    expectPage((await html('/member-dashboard/fellowship', associate.cookie)).html).toContain(
      'Only a Practicing Ordinary member may ask to become a Fellow; your membership type is Associate.',
    )
    const expired = await seniorMember({ membershipStatus: 'expired' })
    expect((await (await ask(expired.token)).json()).message).toBe('Only an active member may ask to become a Fellow')
  })

  test('asking twice: 409 while one is open; GET shows the request', async () => {
    const member = await seniorMember()
    const request = await openRequestOf(member, 'Please consider me.')
    const again = await ask(member.token)
    expect(again.status).toBe(409)
    expect(await again.json()).toEqual({ message: 'You have already asked to become a Fellow: the administrators will decide' })
    const standing = await (await get(server.baseUrl, '/api/membership/fellowship', { token: member.token })).json()
    expect(standing).toMatchObject({ refusal: null, request: { id: request.id, status: 'open', note: 'Please consider me.' }, feeDifference: { total: 100 } })
  })

  test('several requests at the same moment: exactly one 201, the rest 409, one record', async () => {
    const member = await seniorMember()
    const statuses = await Promise.all(Array.from({ length: 6 }, () => ask(member.token).then((r) => r.status)))
    expect(statuses.filter((s) => s === 201)).toHaveLength(1)
    expect(statuses.filter((s) => s === 409)).toHaveLength(5)
    expect(await FellowshipRequest.countDocuments({ userId: member.user.id })).toBe(1)
  })

  test('bad input: 400 with fieldErrors, nothing stored', async () => {
    const member = await seniorMember()
    const response = await ask(member.token, { note: 'x'.repeat(1001) })
    expect(response.status).toBe(400)
    expect((await response.json()).fieldErrors.note).toHaveLength(1)
    expect(await FellowshipRequest.countDocuments({ userId: member.user.id })).toBe(0)
  })
})

describe('deciding a request', () => {
  test('approving (a secretary, through the page): the member is a Fellow, RM 100 invoiced, mailed, audited; the member sees it', async () => {
    const member = await seniorMember()
    const request = await openRequestOf(member)
    const secretary = await adminSession({ roles: ['secretary'] })

    const panel = await html('/admin', secretary.cookie)
    expect(panel.html).toMatch(/<a[^>]+href="\/admin\/applications\/fellowships"[^>]*>\d+ Fellow requests? to decide<\/a>/)
    const queue = await html('/admin/applications/fellowships', secretary.cookie)
    expect(queue.status).toBe(200)
    expectPage(queue.html).toContain(member.user.firstName)
    expectPage(queue.html).toContain(member.user.membershipId!)
    expect(readableYears(queue.html, member.user.lastName)).toBe('6')

    const response = await postForm(server.baseUrl, '/admin/applications/fellowships', { intent: 'approve', requestId: request.id }, { cookie: secretary.cookie })
    expect(response).toHaveRedirect('/admin/applications/fellowships')
    expectPage(await follow(server.baseUrl, response, secretary.cookie)).toContain(`${member.user.firstName} ${member.user.lastName} is now a Fellow`)

    expect(await User.findById(member.user.id).lean()).toMatchObject({ membershipType: 'Fellow', membershipStatus: 'active' })
    const invoices = await Invoice.find({ userId: member.user.id }).lean()
    expect(invoices).toMatchObject([{ kind: 'fellowship', totalSen: 10_000, status: 'unpaid', items: [{ description: 'Fellow membership: difference in annual fee', amountSen: 10_000 }] }])
    expect(await FellowshipRequest.findById(request.id).lean()).toMatchObject({ status: 'approved', openKey: request.id, invoiceId: invoices[0]!._id })
    const audit = await AuditLog.findOne({ entityId: member.user.id, action: 'approved-fellowship' }).lean()
    expect(audit?.summary).toContain(`invoice ${invoices[0]!.number} for 100 RM`)
    expect(String(audit?.actorId)).toBe(secretary.user.id)
    const mail = await waitForMail(outbox(), { to: member.user.email, subject: 'You are now a Fellow' })
    expect(mail.text).toContain(invoices[0]!.number)
    expect(mail.text).toContain('RM 100.00')

    const dashboard = await html('/member-dashboard/membership', member.cookie)
    expectPage(dashboard.html).toContain('Fellow membership: difference in annual fee')
    const page = await html('/member-dashboard/fellowship', member.cookie)
    expectPage(page.html).toMatch(/Approved on .*: you are a Fellow\./)
    expect(page.html).not.toContain('name="note"')
  })

  test('approving through the API: 200 { request, user, invoice }; twice, or by two administrators at once, decides once', async () => {
    const member = await seniorMember()
    const request = await openRequestOf(member)
    const [one, two] = await Promise.all([adminSession(), adminSession({ roles: ['secretary'] })])
    const answers = await Promise.all(
      [one, two, one].map((staff) => sendJson(server.baseUrl, 'POST', `/api/admin/fellowships/${request.id}/approve`, {}, { token: staff.token })),
    )
    const statuses = answers.map((r) => r.status)
    expect(statuses.filter((s) => s === 200)).toHaveLength(1)
    expect(statuses.filter((s) => s === 409)).toHaveLength(2)
    const body = await answers[statuses.indexOf(200)]!.json()
    expect(body).toMatchObject({ request: { id: request.id, status: 'approved' }, user: { id: member.user.id, membershipType: 'Fellow' }, invoice: { total: 100, kind: 'fellowship' } })
    expect(await Invoice.countDocuments({ userId: member.user.id })).toBe(1)
    expect(await AuditLog.countDocuments({ entityId: member.user.id, action: { $in: ['approved-fellowship', 'declined-fellowship'] } })).toBe(1)
    const late = await sendJson(server.baseUrl, 'POST', `/api/admin/fellowships/${request.id}/decline`, { reason: 'Too late.' }, { token: one.token })
    expect(late.status).toBe(409)
    expect(await late.json()).toEqual({ message: 'This Fellow request has already been decided' })
  })

  test('declining needs a reason; the reason is mailed in the member’s language, and the member may ask again', async () => {
    const member = await seniorMember({ locale: 'ms' })
    const request = await openRequestOf(member)
    const admin = await adminSession()
    const noReason = await sendJson(server.baseUrl, 'POST', `/api/admin/fellowships/${request.id}/decline`, { reason: '  ' }, { token: admin.token })
    expect(noReason.status).toBe(400)
    expect((await noReason.json()).fieldErrors).toEqual({ reason: ['Please give the reason for the member'] })
    const form = await postForm(server.baseUrl, '/admin/applications/fellowships', { intent: 'decline', requestId: request.id, reason: '' }, { cookie: admin.cookie })
    expect(form.status).toBe(400)
    expectPage(withoutScripts(await form.text())).toContain('Please give the reason for the member')
    expect((await FellowshipRequest.findById(request.id).lean())?.status).toBe('open')

    const REASON = 'Please first complete your CPD hours for this year.'
    const declined = await sendJson(server.baseUrl, 'POST', `/api/admin/fellowships/${request.id}/decline`, { reason: REASON }, { token: admin.token })
    expect(declined.status).toBe(200)
    expect(await declined.json()).toMatchObject({ request: { status: 'declined', reason: REASON }, user: { membershipType: 'Practicing Ordinary' }, invoice: null })
    const mail = await waitForMail(outbox(), { to: member.user.email, subject: 'Permohonan anda untuk menjadi Felo' })
    expect(mail.text).toContain(`Sebab yang diberikan: ${REASON}`)
    expect(await Invoice.countDocuments({ userId: member.user.id })).toBe(0)
    expect(await AuditLog.countDocuments({ entityId: member.user.id, action: 'declined-fellowship' })).toBe(1)

    const page = await html('/member-dashboard/fellowship?lng=ms', member.cookie)
    expectPage(page.html).toContain(`Sebab yang diberikan: ${REASON}`)
    expectPage(page.html).toContain('Mohon keahlian Felo')
    expect((await ask(member.token)).status).toBe(201)
  })

  test('a treasurer may not decide, a member may not reach another’s request, an unknown id is 404', async () => {
    const member = await seniorMember()
    const request = await openRequestOf(member, 'My private note.')
    const treasurer = await adminSession({ roles: ['treasurer'] })
    const other = await seniorMember()
    for (const token of [treasurer.token, other.token]) {
      expect((await sendJson(server.baseUrl, 'POST', `/api/admin/fellowships/${request.id}/approve`, {}, { token })).status).toBe(403)
      expect((await sendJson(server.baseUrl, 'POST', `/api/admin/fellowships/${request.id}/decline`, { reason: 'No.' }, { token })).status).toBe(403)
    }
    expect((await html('/admin/applications/fellowships', treasurer.cookie)).status).toBe(403)
    expect((await get(server.baseUrl, '/api/admin/fellowships', { token: other.token })).status).toBe(403)
    const theirs = await (await get(server.baseUrl, '/api/membership/fellowship', { token: other.token })).json()
    expect(theirs.request).toBeNull()
    expect((await html('/member-dashboard/fellowship', other.cookie)).html).not.toContain('My private note.')
    expect((await FellowshipRequest.findById(request.id).lean())?.status).toBe('open')
    expect((await User.findById(member.user.id).lean())?.membershipType).toBe('Practicing Ordinary')

    const admin = await adminSession()
    const missing = await sendJson(server.baseUrl, 'POST', `/api/admin/fellowships/${'0'.repeat(24)}/approve`, {}, { token: admin.token })
    expect(missing.status).toBe(404)
    expect((await sendJson(server.baseUrl, 'POST', '/api/admin/fellowships/not-an-id/approve', {}, { token: admin.token })).status).toBe(404)
  })

  test('the administrators’ list and page in Malay', async () => {
    const member = await seniorMember()
    await openRequestOf(member)
    const admin = await adminSession()
    const { requests } = await (await get(server.baseUrl, '/api/admin/fellowships', { token: admin.token })).json()
    expect(requests.find((r: { userId: string }) => r.userId === member.user.id)).toMatchObject({
      status: 'open',
      member: { membershipId: member.user.membershipId, years: 6, joinedOn: dayOfYearsAgo(6, '01-15') },
      invoiceTotal: 100,
    })
    const page = await html('/admin/applications/fellowships?lng=ms', admin.cookie)
    expectPage(page.html).toContain('Permohonan Felo')
    expectPage(page.html).toContain('Luluskan sebagai Felo')
  })
})

/** The "Years of membership" value in the card of the member with that last name. */
function readableYears(markup: string, lastName: string) {
  const text = readable(markup)
  const card = text.slice(text.indexOf(lastName))
  return /Years of membership:<\/dt>\s*<dd[^>]*>(\d+)<\/dd>/.exec(card)?.[1] ?? null
}
