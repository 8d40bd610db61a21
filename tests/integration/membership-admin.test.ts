import path from 'node:path'
import { describe, expect, test } from 'vitest'
import { now } from '#app/domain/clock.ts'
import { addDays, toMalaysiaDay } from '#app/domain/dates.ts'
import { AuditLog } from '#app/models/audit-log.server.ts'
import { User } from '#app/models/user.server.ts'
import { adminSession, expectPage, inputValue, memberSession } from '#tests/admin-helpers.ts'
import { dayOf, today } from '#tests/clock.ts'
import { createUser, signIn } from '#tests/factories.ts'
import { get, newClientIp, postForm, sendJson } from '#tests/http.ts'
import { linkIn, waitForMail } from '#tests/mail.ts'
import { useTestServer } from '#tests/setup/test-server.ts'

/**
 * The secretariat's records outside an application (issue 18): a member's status, last day and roles
 * by PATCH, and the roster import that brings the existing members in, each activating their account
 * through a mailed link.
 */

const server = useTestServer()
const outbox = () => path.join(process.env.DATA_DIR!, 'outbox')
const unique = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`

function importCsv(csv: string | Uint8Array<ArrayBuffer>, token: string, filename = 'roster.csv') {
  const form = new FormData()
  form.append('file', new Blob([csv], { type: 'text/csv' }), filename)
  return fetch(`${server.baseUrl}/api/admin/members/import`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}`, 'x-forwarded-for': newClientIp() },
    body: form,
  })
}

describe('PATCH /api/admin/members/{id}', () => {
  test('sets status and the last day; audited; the answer is { user }', async () => {
    const { token, user: secretary } = await adminSession({ roles: ['secretary'] })
    const member = await createUser({ membershipStatus: 'expired' })
    const until = addDays(today(), 200)
    const response = await sendJson(server.baseUrl, 'PATCH', `/api/admin/members/${member.id}`, { membershipStatus: 'active', expiresAt: until }, { token })
    expect(response.status).toBe(200)
    const { user } = await response.json()
    expect(user).toMatchObject({ id: member.id, membershipStatus: 'active', membershipValidUntil: until })
    expect(user).not.toHaveProperty('passwordHash')
    const [audit] = await AuditLog.find({ entityType: 'user', entityId: member.id, action: 'updated-membership' }).lean()
    expect(String(audit?.actorId)).toBe(secretary.id)
    expect(audit?.summary).toContain(`status from expired to active; last day from none to ${until}`)

    const cleared = await sendJson(server.baseUrl, 'PATCH', `/api/admin/members/${member.id}`, { expiresAt: null }, { token })
    expect((await cleared.json()).user.membershipValidUntil).toBe('')
  })

  test('bad input is 400 and changes nothing; an unknown member is 404', async () => {
    const { token } = await adminSession({ roles: ['secretary'] })
    const member = await createUser()
    const patch = (body: unknown, id = member.id) => sendJson(server.baseUrl, 'PATCH', `/api/admin/members/${id}`, body, { token })
    expect((await (await patch({})).json())).toEqual({ message: 'Give membershipStatus, expiresAt or roles', fieldErrors: { form: ['Give membershipStatus, expiresAt or roles'] } })
    expect((await (await patch({ membershipStatus: 'gold' })).json()).fieldErrors).toEqual({ membershipStatus: ['Select a membership status from the list'] })
    expect((await (await patch({ expiresAt: '2027-02-30' })).json()).fieldErrors).toEqual({ expiresAt: ['Enter the last day of membership as YYYY-MM-DD'] })
    expect((await patch({ membershipStatus: 'active' }, 'ffffffffffffffffffffffff')).status).toBe(404)
    expect((await User.findById(member.id).lean())?.membershipStatus).toBe('active')
  })

  test('roles are an administrator\'s to give: a secretary is refused; isAdmin follows; the last administrator keeps the role', async () => {
    const { token: secretaryToken } = await adminSession({ roles: ['secretary'] })
    const { token: adminToken, user: admin } = await adminSession({ roles: ['administrator'] })
    const member = await createUser()
    const refused = await sendJson(server.baseUrl, 'PATCH', `/api/admin/members/${member.id}`, { roles: ['treasurer'] }, { token: secretaryToken })
    expect(refused.status).toBe(403)
    expect(await refused.json()).toEqual({ message: 'Only an administrator may change roles', fieldErrors: { roles: ['Only an administrator may change roles'] } })
    expect((await User.findById(member.id).lean())?.roles).toEqual([])

    const given = await sendJson(server.baseUrl, 'PATCH', `/api/admin/members/${member.id}`, { roles: ['treasurer'] }, { token: adminToken })
    expect((await given.json()).user).toMatchObject({ roles: ['treasurer'], isAdmin: true })
    const taken = await sendJson(server.baseUrl, 'PATCH', `/api/admin/members/${member.id}`, { roles: [] }, { token: adminToken })
    expect((await taken.json()).user).toMatchObject({ roles: [], isAdmin: false })
    expect((await sendJson(server.baseUrl, 'PATCH', `/api/admin/members/${member.id}`, { roles: ['root'] }, { token: adminToken })).status).toBe(400)

    // Every other administrator of this file's database steps down; the last one cannot.
    await User.updateMany({ _id: { $ne: admin.id }, isAdmin: true }, { $set: { isAdmin: false, roles: [] } })
    const last = await sendJson(server.baseUrl, 'PATCH', `/api/admin/members/${admin.id}`, { roles: ['secretary'] }, { token: adminToken })
    expect(last.status).toBe(409)
    expect((await User.findById(admin.id).lean())?.roles).toEqual(['administrator'])
  })

  test('members and treasurers get 403', async () => {
    const member = await createUser()
    for (const { token } of [await memberSession(), await adminSession({ roles: ['treasurer'] })]) {
      const response = await sendJson(server.baseUrl, 'PATCH', `/api/admin/members/${member.id}`, { membershipStatus: 'suspended' }, { token })
      expect(response.status).toBe(403)
    }
    expect((await User.findById(member.id).lean())?.membershipStatus).toBe('active')
  })
})

describe('POST /api/admin/members/import', () => {
  test('creates accounts (active or expired by their last day), updates known e-mails, reports bad lines by number; new members activate by mail', async () => {
    const { token } = await adminSession({ roles: ['secretary'] })
    const known = await createUser({ membershipStatus: 'active', membershipValidUntil: '' })
    const id = unique()
    const future = addDays(today(), 100)
    const past = addDays(today(), -100)
    const fresh = { email: `roster.${id}@example.com`, firstName: 'Rosnah', lastName: 'Ibrahim' }
    const csv = [
      'email,firstName,lastName,membershipId,membershipType,expiresAt',
      `${fresh.email},${fresh.firstName},${fresh.lastName},EMP7${String(Date.now()).slice(-6)},Practicing Ordinary Member,${future}`,
      `lapsed.${id}@example.com,Lapsed,Member,,Associate,${past}`,
      `${known.email.toUpperCase()},Known,Member,,Fellow,${future}`,
      `not-an-email,Bad,Line,,Associate,${future}`,
      `bad.type.${id}@example.com,Bad,Type,,Platinum,${future}`,
      `bad.date.${id}@example.com,Bad,Date,,Associate,31/12/2027`,
      `${fresh.email},Twice,Listed,,Associate,${future}`,
      '',
    ].join('\r\n')
    const response = await importCsv(`\uFEFF${csv}`, token)
    expect(response.status).toBe(200)
    expect(await response.json()).toEqual({
      created: 2,
      updated: 1,
      errors: [
        { line: 5, message: 'Not a valid e-mail address' },
        { line: 6, message: 'Unknown membership type' },
        { line: 7, message: 'expiresAt must be a date as YYYY-MM-DD (or be left empty)' },
        { line: 8, message: 'This e-mail address appears on an earlier line' },
      ],
    })
    const created = await User.findOne({ email: fresh.email }).lean()
    expect(created).toMatchObject({ membershipType: 'Practicing Ordinary', membershipStatus: 'active', membershipValidUntil: future, emailVerified: false })
    expect(created?.membershipId).toMatch(/^EMP7\d{6}$/)
    expect((await User.findOne({ email: `lapsed.${id}@example.com` }).lean())).toMatchObject({ membershipStatus: 'expired', membershipId: expect.stringMatching(/^EMP\d{3,}$/) })
    expect(await User.findById(known.id).lean()).toMatchObject({ membershipType: 'Fellow', membershipValidUntil: future, membershipStatus: 'active', membershipId: known.membershipId })
    for (const email of [`bad.type.${id}@example.com`, `bad.date.${id}@example.com`]) expect(await User.exists({ email })).toBeNull()

    // The activation link sets a password; then the member signs in.
    const mail = await waitForMail(outbox(), { to: fresh.email, subject: 'Activate your EMPAM account' })
    const link = linkIn(mail, '/reset-password')
    const reset = await sendJson(server.baseUrl, 'POST', '/api/auth/reset-password', { token: link.searchParams.get('token'), newPassword: 'my-own-password-1', confirmPassword: 'my-own-password-1' })
    expect(reset.status).toBe(200)
    const login = await sendJson(server.baseUrl, 'POST', '/api/auth/login', { email: fresh.email, password: 'my-own-password-1' })
    expect(login.status).toBe(200)
    const membership = await (await get(server.baseUrl, '/api/membership', { token: (await login.json()).token })).json()
    expect(membership).toMatchObject({ status: 'active', membershipId: created?.membershipId, expiresAt: future, verifyUrl: expect.any(String) })
    expect((await AuditLog.find({ action: 'imported', entityId: created?._id.toString() }).lean())).toHaveLength(1)
  })

  test('the optional joinedOn column keeps a long-standing member’s join day (Fellowship counts from it); a bad or future day is refused', async () => {
    const { token } = await adminSession({ roles: ['secretary'] })
    const known = await createUser({ membershipStatus: 'active', membershipType: 'Practicing Ordinary', joinDate: now() })
    const { token: knownToken } = await signIn(known.id)
    const fellowship = async () => ((await (await get(server.baseUrl, '/api/membership/fellowship', { token: knownToken })).json()) as { refusal: string | null }).refusal
    expect(await fellowship()).not.toBeNull()
    const id = unique()
    const csv = [
      'email,firstName,lastName,membershipId,membershipType,expiresAt,joinedOn',
      `since2012.${id}@example.com,Siti,Long,,Practicing Ordinary,,2012-03-15`,
      `today.${id}@example.com,Baru,Ahli,,Associate,,`,
      `${known.email},Known,Member,,Practicing Ordinary,,2014-07-01`,
      `bad.join.${id}@example.com,Bad,Join,,Associate,,15/03/2012`,
      `future.join.${id}@example.com,Future,Join,,Associate,,${addDays(today(), 2)}`,
    ].join('\n')
    expect(await (await importCsv(csv, token)).json()).toEqual({
      created: 2,
      updated: 1,
      errors: [
        { line: 5, message: 'joinedOn must be a date as YYYY-MM-DD (or be left empty)' },
        { line: 6, message: 'joinedOn cannot be after today' },
      ],
    })
    const long = await User.findOne({ email: `since2012.${id}@example.com` }).lean()
    expect(dayOf(long!.joinDate!)).toBe('2012-03-15')
    // Left empty: the day of the import (in Malaysia: the clock may be pinned at the year's last minute).
    expect(toMalaysiaDay((await User.findOne({ email: `today.${id}@example.com` }).lean())!.joinDate!)).toBe(today())
    expect(dayOf((await User.findById(known.id).lean())!.joinDate!)).toBe('2014-07-01')
    // Joined in 2014 by the association's records: long enough to ask to become a Fellow.
    expect(await fellowship()).toBeNull()
  })

  test('an ID another account holds is refused for that line only, and no account is left behind', async () => {
    const { token } = await adminSession({ roles: ['secretary'] })
    const other = await createUser()
    const email = `taken.${unique()}@example.com`
    const csv = `email,firstName,lastName,membershipId,membershipType,expiresAt\n${email},Taken,Id,${other.membershipId},Associate,\n`
    expect(await (await importCsv(csv, token)).json()).toEqual({ created: 0, updated: 0, errors: [{ line: 2, message: 'Another account already has this membership ID' }] })
    expect(await User.exists({ email })).toBeNull()
  })

  test('not a roster: missing columns, no file, not UTF-8, not multipart: 400 or 415, nothing stored', async () => {
    const { token } = await adminSession({ roles: ['secretary'] })
    const before = await User.countDocuments()
    const columns = await importCsv('email,name\na@example.com,A\n', token)
    expect(columns.status).toBe(400)
    expect((await columns.json()).message).toContain('The first line must name the columns')
    expect((await importCsv(Uint8Array.from([0xff, 0xfe, 0x00, 0x41]), token)).status).toBe(400)
    const noFile = await fetch(`${server.baseUrl}/api/admin/members/import`, { method: 'POST', headers: { authorization: `Bearer ${token}` }, body: new FormData() })
    expect(noFile.status).toBe(400)
    expect((await sendJson(server.baseUrl, 'POST', '/api/admin/members/import', { file: 'email' }, { token })).status).toBe(415)
    expect(await User.countDocuments()).toBe(before)
    const { token: treasurer } = await adminSession({ roles: ['treasurer'] })
    expect((await importCsv('email,firstName,lastName,membershipId,membershipType,expiresAt\n', treasurer)).status).toBe(403)
  })
})

describe('/admin/members/import (the page beside the API)', () => {
  function uploadRoster(csv: string, cookie: string, query = '') {
    const form = new FormData()
    form.append('intent', 'preview')
    form.append('file', new Blob([csv], { type: 'text/csv' }), 'roster.csv')
    return fetch(`${server.baseUrl}/admin/members/import${query}`, {
      method: 'POST',
      redirect: 'manual',
      headers: { cookie, origin: server.baseUrl, 'x-forwarded-for': newClientIp() },
      body: form,
    })
  }

  test('the members list links to it; a dry run shows each line and the refused one, changes nothing; confirming creates the accounts and mails their links', async () => {
    const { cookie } = await adminSession({ roles: ['secretary'] })
    expectPage(await (await get(server.baseUrl, '/admin/members', { cookie })).text()).toContain('href="/admin/members/import"')
    const id = unique()
    const future = addDays(today(), 100)
    const good = [`first.${id}@example.com`, `second.${id}@example.com`]
    const csv = [
      'email,firstName,lastName,membershipId,membershipType,expiresAt',
      `${good[0]},Aminah,Yusof,,Associate,${future}`,
      `not-an-email,Bad,Line,,Associate,${future}`,
      `${good[1]},Zoë,Ng,,Fellow,${future}`,
    ].join('\n')
    const before = await User.countDocuments()
    const importsBefore = await AuditLog.countDocuments({ action: 'imported-roster' })
    const preview = await uploadRoster(csv, cookie)
    expect(preview.status).toBe(200)
    const previewPage = await preview.text()
    expectPage(previewPage).toContain('2 accounts would be created, 0 updated and 1 lines refused.')
    expectPage(previewPage).toContain('Line 3: Not a valid e-mail address')
    expectPage(previewPage).toContain(good[0]!)
    expectPage(previewPage).toContain('Import 2 members')
    expect(await User.countDocuments()).toBe(before)
    expect(await AuditLog.countDocuments({ action: 'imported-roster' })).toBe(importsBefore)

    const carried = inputValue(previewPage, 'csv')
    expect(carried).toBe(csv)
    const confirmed = await postForm(server.baseUrl, '/admin/members/import', { intent: 'confirm', csv: carried! }, { cookie })
    expect(confirmed.status).toBe(200)
    const donePage = await confirmed.text()
    expectPage(donePage).toContain('2 accounts created, 0 updated and 1 lines refused.')
    expectPage(donePage).toContain('Line 3: Not a valid e-mail address')
    expect(await User.countDocuments()).toBe(before + 2)
    expect(await AuditLog.countDocuments({ action: 'imported-roster' })).toBe(importsBefore + 1)
    for (const email of good) {
      expect(await User.findOne({ email }).lean()).toMatchObject({ membershipStatus: 'active', membershipValidUntil: future })
      await waitForMail(outbox(), { to: email, subject: 'Activate your EMPAM account' })
    }
  })

  test('in Malay: the per-line messages and a file that is not a roster are translated; a member and a treasurer are refused', async () => {
    const { cookie } = await adminSession({ roles: ['secretary'] })
    const preview = await (await uploadRoster(`email,firstName,lastName,membershipId,membershipType,expiresAt\nnot-an-email,A,B,,Associate,\n`, cookie, '?lng=ms')).text()
    expectPage(preview).toContain('Baris 2: ')
    expectPage(preview).not.toContain('Not a valid e-mail address')
    expectPage(preview).toContain('Tiada baris dalam fail ini yang boleh diimport.')
    const columns = await uploadRoster('name,phone\nA,1\n', cookie, '?lng=ms')
    expect(columns.status).toBe(400)
    expectPage(await columns.text()).toContain('Baris pertama mesti menamakan lajur')
    const broken = await uploadRoster('email,firstName,lastName,membershipId,membershipType,expiresAt\n"unclosed,A,B,,Associate,\n', cookie)
    expect(broken.status).toBe(400)
    expectPage(await broken.text()).toContain('The first line must name the columns')
    const empty = await postForm(server.baseUrl, '/admin/members/import', { intent: 'confirm', csv: '' }, { cookie })
    expect(empty.status).toBe(400)

    const { cookie: memberCookie } = await memberSession()
    expect((await get(server.baseUrl, '/admin/members/import', { cookie: memberCookie })).status).not.toBe(200)
    const { cookie: treasurer } = await adminSession({ roles: ['treasurer'] })
    expect((await uploadRoster('email,firstName,lastName,membershipId,membershipType,expiresAt\n', treasurer)).status).toBe(403)
  })
})
