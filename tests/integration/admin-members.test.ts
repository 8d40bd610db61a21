import { execFile } from 'node:child_process'
import path from 'node:path'
import { promisify } from 'node:util'
import mongoose from 'mongoose'
import { describe, expect, inject, test } from 'vitest'
import { AuditLog } from '#app/models/audit-log.server.ts'
import { Session } from '#app/models/session.server.ts'
import { User } from '#app/models/user.server.ts'
import { promoteToAdmin } from '#app/services/members.server.ts'
import { auditOf, createListing, expectPage, follow, adminSession } from '#tests/admin-helpers.ts'
import { createCpdEntry, createUser, signIn } from '#tests/factories.ts'
import { get, postForm, sendJson } from '#tests/http.ts'
import { useTestServer } from '#tests/setup/test-server.ts'

const server = useTestServer()

async function html(pathname: string, cookie: string) {
  const response = await get(server.baseUrl, pathname, { cookie })
  expect(response.status, `GET ${pathname}`).toBe(200)
  return response.text()
}

const act = (cookie: string, fields: Record<string, string | string[]>, pathname = '/admin/members') =>
  postForm(server.baseUrl, pathname, fields, { cookie })

const stored = (id: string) => User.findById(id).lean()
const tag = () => `T${Math.random().toString(36).slice(2, 9)}`

/** The part of the page about one account. */
function card(markup: string, userId: string) {
  const start = markup.indexOf(`id="member-${userId}-name"`)
  expect(start, 'the account is on the page').toBeGreaterThan(-1)
  return markup.slice(start, markup.indexOf('</tr>', start))
}

describe('/admin/members', () => {
  test('accounts sorted by last name, with status, flags, last sign-in and CPD totals', async () => {
    const { cookie } = await adminSession()
    const t = tag()
    const wong = await createUser({ firstName: 'Mei Ling', lastName: `${t} Wong`, membershipStatus: 'pending' })
    const abdullah = await createUser({ firstName: 'Hafiz', lastName: `${t} Abdullah`, isAdmin: true, lastLogin: new Date('2026-03-05T02:30:00Z') })
    const lee = await createUser({ firstName: 'Grace', lastName: `${t} Lee`, isActive: false, membershipStatus: 'expired' })
    await createCpdEntry(wong.id, { hours: 2, status: 'approved' })
    await createCpdEntry(wong.id, { hours: 1.5, status: 'approved' })
    await createCpdEntry(wong.id, { hours: 4, status: 'pending' })
    await createCpdEntry(wong.id, { hours: 9, status: 'rejected' })

    const markup = await html(`/admin/members?search=${t}`, cookie)
    expectPage(markup).toMatch(/<h1[^>]*>Member Accounts<\/h1>/)
    expectPage(markup).toContain('3 accounts')
    const order = [abdullah, lee, wong].map((u) => markup.indexOf(`id="member-${u.id}-name"`))
    expect(order.every((p) => p > 0)).toBe(true)
    expect([...order].sort((a, b) => a - b)).toEqual(order)

    expectPage(card(markup, wong.id)).toContain('3.5 approved hours · 1 waiting for review')
    expectPage(card(markup, wong.id)).toMatch(/data-stage="applied"[^>]*>Applied</)
    expectPage(card(markup, wong.id)).toContain('Never')
    // Issue 33: an administrator gives the five roles on the page; none ticked for a member.
    expectPage(card(markup, wong.id)).toMatch(/<input type="checkbox" name="roles"[^>]*value="cpd-reviewer"/)
    expectPage(card(markup, wong.id)).not.toMatch(/name="roles"[^>]*checked/)
    expectPage(card(markup, abdullah.id)).toContain('05 Mar 2026, 10:30')
    expectPage(card(markup, abdullah.id)).toMatch(/<input type="checkbox" name="roles"[^>]*checked=""[^>]*value="administrator"/)
    expectPage(card(markup, abdullah.id)).toContain('0 approved hours · 0 waiting for review')
    expectPage(card(markup, lee.id)).toContain('Deactivated: cannot sign in')
    expectPage(card(markup, lee.id)).toContain('Reactivate account')
  })

  test('search by every word across name, e-mail, username and membership ID; filter by status; 25 a page', async () => {
    const { cookie } = await adminSession()
    const t = tag()
    const target = await createUser({ firstName: 'Kavitha', lastName: `${t} Pillai`, membershipId: 'EMP7770123' })
    await createUser({ firstName: 'Kavitha', lastName: 'Somebody Else' })
    expectPage(await html(`/admin/members?search=${encodeURIComponent(`kavitha ${t.toLowerCase()}`)}`, cookie)).toContain('1 account')
    expectPage(await html('/admin/members?search=emp7770123', cookie)).toContain(`id="member-${target.id}-name"`)
    expectPage(await html(`/admin/members?search=${encodeURIComponent(target.email.toUpperCase())}`, cookie)).toContain('1 account')
    // A pattern is text: ".*" matches nobody rather than everybody.
    expectPage(await html('/admin/members?search=.*', cookie)).toContain('0 accounts')

    const s = tag()
    await Promise.all(Array.from({ length: 26 }, (_, i) => createUser({ lastName: `${s} ${String(i).padStart(2, '0')}`, membershipStatus: i === 3 ? 'suspended' : 'active' })))
    const first = await html(`/admin/members?search=${s}`, cookie)
    expectPage(first).toContain('26 accounts')
    expectPage(first).toContain('Page 1 of 2')
    expect(first.match(/id="member-[0-9a-f]{24}-name"/g)).toHaveLength(25)
    const second = await html(`/admin/members?search=${s}&page=2`, cookie)
    expect(second.match(/id="member-[0-9a-f]{24}-name"/g)).toHaveLength(1)
    expectPage(second).toContain(`${s} 25`)
    expectPage(await html(`/admin/members?search=${s}&status=suspended`, cookie)).toContain('1 account')
  })
})

describe('membership status', () => {
  test("suspending a member hides their linked listing everywhere public; reactivating brings it back; both recorded", async () => {
    const { cookie, user: admin } = await adminSession()
    const member = await createUser({ firstName: 'Jeffrey', lastName: 'Gontuni', membershipStatus: 'active' })
    const listing = await createListing({ name: 'Jeffrey Gontuni', membershipId: member.membershipId, state: 'Sabah' })
    const inDirectory = async () => {
      const page = await (await get(server.baseUrl, '/find-practitioner?search=Jeffrey+Gontuni')).text()
      const api = (await (await get(server.baseUrl, '/api/practitioners?search=Jeffrey%20Gontuni')).json()) as Array<{ id: string }>
      const one = await get(server.baseUrl, `/api/practitioners/${listing.id}`)
      const profile = await get(server.baseUrl, `/practitioner/${listing.id}`)
      return { page: page.includes(`/practitioner/${listing.id}`), api: api.some((p) => p.id === listing.id), one: one.status, profile: profile.status }
    }
    expect(await inDirectory()).toEqual({ page: true, api: true, one: 200, profile: 200 })

    const suspend = await act(cookie, { intent: 'set-status', userId: member.id, membershipStatus: 'suspended' }, '/admin/members?search=Jeffrey')
    expect(suspend).toHaveRedirect('/admin/members?search=Jeffrey')
    expectPage(await follow(server.baseUrl, suspend, cookie)).toContain("Jeffrey Gontuni's membership is now suspended")
    expect((await stored(member.id))?.membershipStatus).toBe('suspended')
    expect(await inDirectory()).toEqual({ page: false, api: false, one: 404, profile: 404 })
    expectPage(await html(`/admin?search=${encodeURIComponent('Jeffrey Gontuni')}`, cookie)).toContain(
      "Hidden from the public directory while the member's membership is suspended",
    )

    await act(cookie, { intent: 'set-status', userId: member.id, membershipStatus: 'active' })
    expect(await inDirectory()).toEqual({ page: true, api: true, one: 200, profile: 200 })

    const records = await auditOf('user', member.id)
    expect(records.map((r) => r.action)).toEqual(['suspended', 'activated'])
    expect(records[0]).toMatchObject({ actorEmail: admin.email })
    expect(records[0]!.summary).toContain('from active to suspended')
  })

  test('an expired membership hides the listing too; setting the same status again changes and records nothing', async () => {
    const { cookie } = await adminSession()
    const member = await createUser({ membershipStatus: 'active' })
    const listing = await createListing({ membershipId: member.membershipId })
    await act(cookie, { intent: 'set-status', userId: member.id, membershipStatus: 'expired' })
    expect((await get(server.baseUrl, `/api/practitioners/${listing.id}`)).status).toBe(404)
    const same = await act(cookie, { intent: 'set-status', userId: member.id, membershipStatus: 'expired' })
    expectPage(await follow(server.baseUrl, same, cookie)).toContain('membership is already expired')
    expect((await auditOf('user', member.id)).map((r) => r.action)).toEqual(['marked-expired'])
  })

  test('a status that is not one of the four, an unknown action or account: refused with a message, nothing changed', async () => {
    const { cookie } = await adminSession()
    const member = await createUser({ membershipStatus: 'pending' })
    const banned = await act(cookie, { intent: 'set-status', userId: member.id, membershipStatus: 'banned' })
    expect(banned.status).toBe(400)
    expectPage(await banned.text()).toContain('Choose a membership status')
    expect((await act(cookie, { intent: 'erase', userId: member.id })).status).toBe(400)
    const missing = await act(cookie, { intent: 'grant-admin', userId: '0123456789abcdef01234567' })
    expect(missing.status).toBe(404)
    expectPage(await missing.text()).toContain('Member account not found')
    expect(await stored(member.id)).toMatchObject({ membershipStatus: 'pending', isAdmin: false })
  })
})

describe('roles and the last day on the page (issue 33)', () => {
  test('an administrator gives roles and sets the last day; the API twin agrees; a secretary sees no roles and cannot give them', async () => {
    const { cookie, token } = await adminSession()
    const member = await createUser({ membershipValidUntil: '2027-03-31' })
    const saved = await act(cookie, { intent: 'set-roles', userId: member.id, roles: ['cpd-reviewer', 'content-editor'] })
    expectPage(await follow(server.baseUrl, saved, cookie)).toContain(`${member.firstName} ${member.lastName}'s roles are saved`)
    expect(await stored(member.id)).toMatchObject({ roles: ['cpd-reviewer', 'content-editor'], isAdmin: true })
    const page = await html(`/admin/members?search=${encodeURIComponent(member.email)}`, cookie)
    expectPage(card(page, member.id)).toContain('CPD reviewer')
    expectPage(card(page, member.id)).toContain('Content editor')
    // No box ticked: no roles.
    await act(cookie, { intent: 'set-roles', userId: member.id })
    expect(await stored(member.id)).toMatchObject({ roles: [], isAdmin: false })

    await act(cookie, { intent: 'set-last-day', userId: member.id, expiresAt: '2027-06-30' })
    expect((await stored(member.id))?.membershipValidUntil).toBe('2027-06-30')
    const patched = await sendJson(server.baseUrl, 'PATCH', `/api/admin/members/${member.id}`, { expiresAt: '2027-07-31' }, { token })
    expect((await patched.json()).user.membershipValidUntil).toBe('2027-07-31')
    const bad = await act(cookie, { intent: 'set-last-day', userId: member.id, expiresAt: '31/07/2027' })
    expect(bad.status).toBe(400)
    expect((await stored(member.id))?.membershipValidUntil).toBe('2027-07-31')

    const secretary = await adminSession({ roles: ['secretary'] })
    const listed = await html(`/admin/members?search=${encodeURIComponent(member.email)}`, secretary.cookie)
    expectPage(card(listed, member.id)).not.toContain('name="roles"')
    const refused = await act(secretary.cookie, { intent: 'set-roles', userId: member.id, roles: ['treasurer'] })
    expect(refused.status).toBe(403)
    expect(await stored(member.id)).toMatchObject({ roles: [] })
  })
})

describe('administrators', () => {
  test('grant and remove the flag, each recorded', async () => {
    const { cookie } = await adminSession()
    const member = await createUser()
    const grant = await act(cookie, { intent: 'grant-admin', userId: member.id })
    expectPage(await follow(server.baseUrl, grant, cookie)).toContain(`${member.firstName} ${member.lastName} is now an administrator`)
    expect((await stored(member.id))?.isAdmin).toBe(true)
    await act(cookie, { intent: 'remove-admin', userId: member.id })
    expect((await stored(member.id))?.isAdmin).toBe(false)
    expect((await auditOf('user', member.id)).map((r) => r.action)).toEqual(['granted-admin', 'removed-admin'])
  })

  test('the last administrator cannot remove their own flag; with another one they can, and leave the admin area', async () => {
    const { cookie, user: admin } = await adminSession()
    // This file's database: make this the only administrator who can sign in.
    await User.updateMany({ _id: { $ne: admin.id }, isAdmin: true }, { $set: { isAdmin: false } })
    const refused = await act(cookie, { intent: 'remove-admin', userId: admin.id })
    expect(refused.status).toBe(409)
    expectPage(await refused.text()).toContain('There must always be at least one administrator')
    expect((await stored(admin.id))?.isAdmin).toBe(true)

    // A deactivated administrator cannot sign in, so does not count.
    await createUser({ isAdmin: true, isActive: false })
    expect((await act(cookie, { intent: 'remove-admin', userId: admin.id })).status).toBe(409)

    await createUser({ isAdmin: true })
    const allowed = await act(cookie, { intent: 'remove-admin', userId: admin.id })
    expect(allowed).toHaveRedirect('/member-dashboard/cpd')
    expect((await stored(admin.id))?.isAdmin).toBe(false)
    expect((await get(server.baseUrl, '/admin/members', { cookie })).status).toBe(403)
  })
})

describe('the last working administrator (issue 30)', () => {
  test('cannot be suspended or demoted, at either door (a secretary cannot touch them at all); with another one they can', async () => {
    const { cookie, user: admin } = await adminSession()
    const { token } = await signIn(admin.id)
    // This file's database: this is its only administrator who can use the administration. A suspended
    // or deactivated administrator can change nothing, so does not count.
    await User.updateMany({ _id: { $ne: admin.id }, isAdmin: true }, { $set: { isAdmin: false, roles: [] } })
    await createUser({ isAdmin: true, membershipStatus: 'suspended' })
    await createUser({ isAdmin: true, isActive: false })

    const attempts = [
      () => act(cookie, { intent: 'set-status', userId: admin.id, membershipStatus: 'suspended' }),
      () => act(cookie, { intent: 'remove-admin', userId: admin.id }),
      () => sendJson(server.baseUrl, 'PATCH', `/api/admin/members/${admin.id}`, { membershipStatus: 'suspended' }, { token }),
      () => sendJson(server.baseUrl, 'PATCH', `/api/admin/members/${admin.id}`, { roles: ['secretary'] }, { token }),
    ]
    const answers = []
    for (const attempt of attempts) {
      const response = await attempt()
      answers.push([response.status, (await response.text()).includes('There must always be at least one administrator')])
    }
    expect(answers).toEqual([
      [409, true],
      [409, true],
      [409, true],
      [409, true],
    ])
    expect(await stored(admin.id)).toMatchObject({ isActive: true, membershipStatus: 'active', isAdmin: true })

    // With a second working administrator, the first may step down.
    await createUser({ isAdmin: true, roles: ['administrator'] })
    expect(await act(cookie, { intent: 'set-status', userId: admin.id, membershipStatus: 'suspended' })).toHaveRedirect('/admin/members')
    expect((await stored(admin.id))?.membershipStatus).toBe('suspended')
  })
})

describe('deactivation', () => {
  test("ends every one of the member's sessions at once; reactivation lets them sign in again", async () => {
    const { cookie } = await adminSession()
    const member = await createUser({ password: 'lotus-flower-9' })
    const browser = await signIn(member.id)
    const phone = await signIn(member.id)
    expect((await get(server.baseUrl, '/member-dashboard/cpd', { cookie: browser.cookie })).status).toBe(200)
    expect(await Session.countDocuments({ userId: member.id })).toBe(2)

    const response = await act(cookie, { intent: 'deactivate', userId: member.id })
    expectPage(await follow(server.baseUrl, response, cookie)).toContain('has been deactivated and signed out everywhere')
    expect(await Session.countDocuments({ userId: member.id })).toBe(0)
    expect(await get(server.baseUrl, '/member-dashboard/cpd', { cookie: browser.cookie })).toHaveRedirect('/login')
    expect((await get(server.baseUrl, '/api/auth/me', { token: phone.token })).status).toBe(401)
    const login = await postForm(server.baseUrl, '/login', { email: member.email, password: 'lotus-flower-9' })
    expectPage(await login.text()).toContain('This account has been deactivated')

    await act(cookie, { intent: 'reactivate', userId: member.id })
    expect((await stored(member.id))?.isActive).toBe(true)
    expect(await postForm(server.baseUrl, '/login', { email: member.email, password: 'lotus-flower-9' })).toHaveRedirect('/member-dashboard/cpd')
    expect((await auditOf('user', member.id)).map((r) => r.action)).toEqual(['deactivated', 'reactivated'])
  })

  test('an administrator cannot deactivate themselves', async () => {
    const { cookie, user } = await adminSession()
    const response = await act(cookie, { intent: 'deactivate', userId: user.id })
    expect(response.status).toBe(409)
    expectPage(await response.text()).toContain('You cannot deactivate your own account')
    expect((await stored(user.id))?.isActive).toBe(true)
    expect(card(await html(`/admin/members?search=${encodeURIComponent(user.email)}`, cookie), user.id)).not.toContain('Deactivate account')
  })
})

describe('npm run make-admin -- <email>', () => {
  test('promotes an existing account to an active administrator and records it', async () => {
    const member = await createUser({ membershipStatus: 'pending' })
    const result = await promoteToAdmin(member.email.toUpperCase())
    expect(result.outcome).toBe('promoted')
    expect(await stored(member.id)).toMatchObject({ isAdmin: true, membershipStatus: 'active' })
    const [record] = await auditOf('user', member.id)
    expect(record).toMatchObject({ action: 'granted-admin', actorEmail: member.email, summary: 'By make-admin from the command line: made an administrator; membership made active' })
    expect(String(record!.actorId)).toBe(member.id)
    expect((await promoteToAdmin(member.email)).outcome).toBe('already-admin')
    expect((await promoteToAdmin('nobody@example.com')).outcome).toBe('unknown-email')
  })

  test('the script, run as the command line runs it, against the same database', async () => {
    const run = promisify(execFile)
    const tsx = path.resolve('node_modules/.bin/tsx')
    const env = { ...process.env, MONGODB_URI: `${inject('mongoUri')}/${mongoose.connection.db!.databaseName}` }
    const member = await createUser({ membershipStatus: 'expired' })
    const before = await AuditLog.countDocuments()

    const promoted = await run(tsx, ['scripts/make-admin.ts', member.email], { env })
    expect(promoted.stdout).toContain(`${member.email} (${member.firstName} ${member.lastName}): made an administrator; membership made active.`)
    expect(await stored(member.id)).toMatchObject({ isAdmin: true, membershipStatus: 'active' })
    expect(await AuditLog.countDocuments()).toBe(before + 1)

    const again = await run(tsx, ['scripts/make-admin.ts', member.email], { env })
    expect(again.stdout).toContain('is already an administrator; nothing changed')

    // The way back when every administrator was locked out (issue 30): deactivated and suspended, restored.
    await User.updateOne({ _id: member.id }, { $set: { isActive: false, membershipStatus: 'suspended' } })
    const restored = await run(tsx, ['scripts/make-admin.ts', member.email], { env })
    expect(restored.stdout).toContain(`${member.email} (${member.firstName} ${member.lastName}): account reactivated (it can sign in again); suspension lifted (membership active).`)
    expect(await stored(member.id)).toMatchObject({ isAdmin: true, isActive: true, membershipStatus: 'active' })
    expect((await auditOf('user', member.id)).at(-1)).toMatchObject({ action: 'restored-admin' })

    const unknown = await run(tsx, ['scripts/make-admin.ts', 'nobody@example.com'], { env }).catch((error: { code: number; stderr: string }) => error)
    expect(unknown).toMatchObject({ code: 1, stderr: expect.stringContaining('No account has the e-mail address nobody@example.com') })
  }, 60_000)
})
