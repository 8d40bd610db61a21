import { beforeAll, describe, expect, test } from 'vitest'
import { AuditLog } from '#app/models/audit-log.server.ts'
import { OfficePosition } from '#app/models/office-position.server.ts'
import { OfficeTerm } from '#app/models/office-term.server.ts'
import { PositionRoleGrant } from '#app/models/position-role-grant.server.ts'
import { User } from '#app/models/user.server.ts'
import { adminSession, expectPage, follow, memberSession, readable } from '#tests/admin-helpers.ts'
import { daysAgo, daysAhead, today } from '#tests/clock.ts'
import { createDemoCommittee } from '#tests/content-factories.ts'
import { createUser, signIn } from '#tests/factories.ts'
import { get, postForm, sendJson } from '#tests/http.ts'
import { useTestServer } from '#tests/setup/test-server.ts'

const server = useTestServer()
const PAGE = '/admin/office-bearers'
const unique = () => Math.random().toString(36).slice(2, 8)

// The seed's committee and the register start-up makes from it: eleven positions, twelve terms.
beforeAll(() => createDemoCommittee())

/** The committee section of the about page, as a reader sees it. */
async function committeeOf(query = '') {
  const html = readable(await (await get(server.baseUrl, `/about${query}`)).text())
  return html.slice(html.indexOf('id="committee"'), html.indexOf('</section>', html.indexOf('id="committee"')))
}

const rolesOf = async (id: string) => ((await User.findById(id).lean()) as { roles: string[] }).roles

/** A position of its own for a test (the register is shared by the file's tests, which run shuffled). */
async function addPosition(admin: { cookie: string }, fields: Record<string, string>) {
  const title = `${fields.title ?? 'Position'} ${unique()}`
  const response = await postForm(server.baseUrl, PAGE, { intent: 'add-position', seats: '1', ...fields, title }, { cookie: admin.cookie })
  expect(response.status, await response.clone().text()).toBe(302)
  const position = (await OfficePosition.findOne({ title }).lean())!
  return { id: String(position._id), key: position.key, title }
}

describe('the office-bearers register (issue 35, item 1)', () => {
  test('start-up made the register from the committee: eleven positions in order, the two deputies in one of two seats, twelve current terms with their cards', async () => {
    const positions = await OfficePosition.find({ key: { $in: ['founding-president', 'treasurer', 'deputy-membership-director', 'admin'] } }).sort({ order: 1 }).lean()
    expect(positions.map((p) => [p.key, p.title, p.titleMs, p.seats, p.grantsRole])).toEqual([
      ['founding-president', 'Founding President', 'Presiden Pengasas', 1, ''],
      ['treasurer', 'Treasurer', 'Bendahari', 1, ''],
      ['deputy-membership-director', 'Deputy Membership Director', 'Timbalan Pengarah Keahlian', 2, ''],
      ['admin', 'Admin', 'Pentadbir', 1, ''],
    ])
    const deputies = await OfficeTerm.find({ positionId: String(positions[2]!._id) }).lean()
    expect(deputies.map((t) => t.name).sort()).toEqual(['Dayang Normah binti Abdul Salam', 'Mohd Hafiz bin Ismail'])
    expect(deputies.every((t) => t.cardId && t.until === null)).toBe(true)
  })

  test('an administrator records a new Treasurer without JavaScript: the previous term ends the day before, the about page and the API show them in both languages, the history keeps both', async () => {
    const admin = await adminSession()
    const name = `Lim Siew Ling ${unique()}`
    const treasurer = (await OfficePosition.findOne({ key: 'treasurer' }).lean())!
    const before = (await OfficeTerm.findOne({ positionId: String(treasurer._id), until: null }).lean())!

    // Refusals keep what was typed and store nothing.
    const nobody = await postForm(server.baseUrl, PAGE, { intent: 'record', position: 'treasurer', from: today() }, { cookie: admin.cookie })
    expect(nobody.status).toBe(400)
    expectPage(await nobody.text()).toContain("Please give a member's e-mail address or membership ID, or a name")
    const backwards = await postForm(server.baseUrl, PAGE, { intent: 'record', position: 'treasurer', name, from: today(), until: daysAgo(3) }, { cookie: admin.cookie })
    expect(backwards.status).toBe(400)
    const backwardsHtml = await backwards.text()
    expectPage(backwardsHtml).toContain('The last day cannot be before the first')
    expectPage(backwardsHtml).toContain(name)
    const stranger = await postForm(server.baseUrl, PAGE, { intent: 'record', position: 'treasurer', member: 'nobody@example.com', from: today() }, { cookie: admin.cookie })
    expect(stranger.status).toBe(400)
    expectPage(await stranger.text()).toContain('No member has this e-mail address or membership ID')
    expect(await OfficeTerm.countDocuments({ name })).toBe(0)

    const recorded = await postForm(server.baseUrl, PAGE, { intent: 'record', position: 'treasurer', name, from: today() }, { cookie: admin.cookie })
    expect(recorded.status).toBe(302)
    const page = await follow(server.baseUrl, recorded, admin.cookie)
    expectPage(page).toContain("The new holder is recorded; the previous holder's term ends the day before")
    expectPage(page).toContain(name)
    const term = (await OfficeTerm.findOne({ name }).lean())!
    expect(term).toMatchObject({ positionId: String(treasurer._id), userId: null, from: today(), until: null })
    expect((await OfficeTerm.findById(before._id).lean())?.until).toBe(daysAgo(1))

    const english = await committeeOf()
    expect(english).toContain(name)
    expect(english).toContain('Treasurer')
    expect(english).not.toContain(before.name)
    const malay = await committeeOf('?lng=ms')
    expect(malay).toContain(name)
    expect(malay).toContain('Bendahari')

    const api = (await (await get(server.baseUrl, '/api/office-bearers')).json()) as { items: Array<{ position: string; name: string; from: string; until?: string; userId?: string }> }
    expect(api.items.filter((item) => item.position === 'treasurer')).toEqual([expect.objectContaining({ position: 'treasurer', name, from: today() })])
    expect(api.items.find((item) => item.position === 'treasurer')).not.toHaveProperty('userId')
    expect(api.items[0]).toMatchObject({ position: 'founding-president', name: 'Juliana Gontusan' })
    const yesterday = (await (await get(server.baseUrl, `/api/office-bearers?at=${daysAgo(1)}`)).json()) as typeof api
    expect(yesterday.items.filter((item) => item.position === 'treasurer')).toEqual([expect.objectContaining({ name: before.name, until: daysAgo(1) })])
    const badDay = await get(server.baseUrl, '/api/office-bearers?at=yesterday')
    expect(badDay.status).toBe(400)
    expect(await badDay.json()).toMatchObject({ message: 'Please give a date such as 2027-03-01', fieldErrors: { at: ['Please give a date such as 2027-03-01'] } })

    // The history keeps both; the audit log says who did what.
    const history = readable(await (await get(server.baseUrl, PAGE, { cookie: admin.cookie })).text())
    expect(history).toContain(before.name)
    expect(await AuditLog.countDocuments({ entityType: 'office-term', entityId: String(term._id), action: 'recorded-term', actorId: admin.user.id })).toBe(1)
    expect(await AuditLog.countDocuments({ entityType: 'office-term', entityId: String(before._id), action: 'ended-term' })).toBe(1)
  })

  test('the API records a holder: 201 { id }; 400 { message, fieldErrors } for bad input; 409 when the seats are taken; members and visitors refused', async () => {
    const admin = await adminSession()
    const position = await addPosition(admin, { title: 'Internal Auditor', titleMs: 'Juruaudit Dalaman', seats: '2' })
    const member = await createUser()
    const first = await sendJson(server.baseUrl, 'POST', '/api/admin/office-bearers', { position: position.key, userId: member.id, from: daysAgo(30) }, { token: admin.token })
    expect(first.status).toBe(201)
    const { id } = (await first.json()) as { id: string }
    expect(await OfficeTerm.findById(id).lean()).toMatchObject({ userId: member.id, name: `${member.firstName} ${member.lastName}`, from: daysAgo(30), until: null })
    expect((await sendJson(server.baseUrl, 'POST', '/api/admin/office-bearers', { position: position.key, name: 'Second Auditor', from: daysAgo(30) }, { token: admin.token })).status).toBe(201)
    // Two seats, both taken: a third is refused until a term ends; a past term that fits is not.
    const third = await sendJson(server.baseUrl, 'POST', '/api/admin/office-bearers', { position: position.key, name: 'Third Auditor', from: today() }, { token: admin.token })
    expect(third.status).toBe(409)
    expect(await third.json()).toMatchObject({ fieldErrors: { from: [expect.stringContaining('as many holders as seats')] } })
    expect((await sendJson(server.baseUrl, 'POST', '/api/admin/office-bearers', { position: position.key, name: 'Earlier Auditor', from: daysAgo(400), until: daysAgo(31) }, { token: admin.token })).status).toBe(201)

    const missing = await sendJson(server.baseUrl, 'POST', '/api/admin/office-bearers', { position: position.key, name: 'No Day' }, { token: admin.token })
    expect(missing.status).toBe(400)
    expect(await missing.json()).toEqual({ message: 'Please give the first day in office', fieldErrors: { from: ['Please give the first day in office'] } })
    const unknown = await sendJson(server.baseUrl, 'POST', '/api/admin/office-bearers', { position: 'grand-wizard', name: 'X', from: today() }, { token: admin.token })
    expect(unknown.status).toBe(400)
    expect(await unknown.json()).toEqual({ message: 'Please choose a position of the register', fieldErrors: { position: ['Please choose a position of the register'] } })
    const noAccount = await sendJson(server.baseUrl, 'POST', '/api/admin/office-bearers', { position: position.key, userId: 'ffffffffffffffffffffffff', from: today() }, { token: admin.token })
    expect(noAccount.status).toBe(400)
    expect((await noAccount.json()).fieldErrors).toEqual({ userId: ['No member has this e-mail address or membership ID'] })
    const malay = await sendJson(server.baseUrl, 'POST', '/api/admin/office-bearers', { position: position.key, name: 'X' }, { token: admin.token, headers: { 'accept-language': 'ms' } })
    expect((await malay.json()).message).toBe('Sila berikan hari pertama memegang jawatan')

    const someone = await memberSession()
    expect((await sendJson(server.baseUrl, 'POST', '/api/admin/office-bearers', { position: position.key, name: 'X', from: today() }, { token: someone.token })).status).toBe(403)
    expect((await sendJson(server.baseUrl, 'POST', '/api/admin/office-bearers', { position: position.key, name: 'X', from: today() })).status).toBe(401)
    expect((await get(server.baseUrl, PAGE, { cookie: someone.cookie })).status).toBe(403)
  })

  test('roles follow positions: a current term gives its account the role, ending it takes it back, a role given by hand stays; a term to come gives nothing yet', async () => {
    const admin = await adminSession()
    const position = await addPosition(admin, { title: 'Assistant Treasurer', seats: '3', grantsRole: 'treasurer' })
    const byPosition = await createUser()
    const byHand = await createUser({ roles: ['treasurer'], isAdmin: true })
    const later = await createUser()
    const record = (userId: string, from: string) => sendJson(server.baseUrl, 'POST', '/api/admin/office-bearers', { position: position.key, userId, from }, { token: admin.token })

    const first = await record(byPosition.id, daysAgo(10))
    expect(first.status).toBe(201)
    expect(await rolesOf(byPosition.id)).toEqual(['treasurer'])
    expect(await PositionRoleGrant.countDocuments({ userId: byPosition.id, role: 'treasurer' })).toBe(1)
    expect(await AuditLog.countDocuments({ entityType: 'user', entityId: byPosition.id, action: 'roles-followed-positions' })).toBe(1)
    // The treasurer's pages open to them now.
    const session = await signIn(byPosition.id)
    expect((await get(server.baseUrl, '/admin/ledger', { cookie: session.cookie })).status).toBe(200)
    const second = await record(byHand.id, daysAgo(10))
    expect(second.status).toBe(201)
    expect(await rolesOf(byHand.id)).toEqual(['treasurer'])
    expect(await PositionRoleGrant.countDocuments({ userId: byHand.id })).toBe(0)
    expect((await record(later.id, daysAhead(5))).status).toBe(201)
    expect(await rolesOf(later.id)).toEqual([])

    // Both terms end yesterday: the role the register gave goes, the one given by hand stays.
    for (const response of [first, second]) {
      const { id } = (await response.json()) as { id: string }
      const ended = await postForm(server.baseUrl, PAGE, { intent: 'end', termId: id, until: daysAgo(1) }, { cookie: admin.cookie })
      expect(ended.status).toBe(302)
    }
    expect(await rolesOf(byPosition.id)).toEqual([])
    expect((await User.findById(byPosition.id).lean())?.isAdmin).toBe(false)
    expect(await PositionRoleGrant.countDocuments({ userId: byPosition.id })).toBe(0)
    expect(await rolesOf(byHand.id)).toEqual(['treasurer'])
    expect((await get(server.baseUrl, '/admin/ledger', { cookie: session.cookie })).status).toBe(403)

    // Untick the role: the holders' roles follow at once.
    const holder = await createUser()
    expect((await record(holder.id, daysAgo(2))).status).toBe(201)
    expect(await rolesOf(holder.id)).toEqual(['treasurer'])
    const saved = await postForm(server.baseUrl, `/admin/office-bearers/positions/${position.id}`, { intent: 'save', title: position.title, seats: '3', grantsRole: '' }, { cookie: admin.cookie })
    expect(saved.status).toBe(302)
    expect(await rolesOf(holder.id)).toEqual([])
  })

  test("no one changes their own roles: recording or ending one's own term in a position that gives a role is refused; one that gives none is not", async () => {
    const admin = await adminSession({ roles: ['administrator'] })
    const giving = await addPosition(admin, { title: 'Secretary General', grantsRole: 'secretary' })
    const plain = await addPosition(admin, { title: 'Patron' })
    const own = await postForm(server.baseUrl, PAGE, { intent: 'record', position: giving.key, member: admin.user.email, from: today() }, { cookie: admin.cookie })
    expect(own.status).toBe(403)
    expectPage(await own.text()).toContain('You cannot change your own roles')
    const ownApi = await sendJson(server.baseUrl, 'POST', '/api/admin/office-bearers', { position: giving.key, userId: admin.user.id, from: today() }, { token: admin.token })
    expect(ownApi.status).toBe(403)
    expect(await OfficeTerm.countDocuments({ positionId: giving.id })).toBe(0)
    expect(await rolesOf(admin.user.id)).toEqual(['administrator'])
    const byMembershipId = await postForm(server.baseUrl, PAGE, { intent: 'record', position: plain.key, member: admin.user.membershipId!.toLowerCase(), from: today() }, { cookie: admin.cookie })
    expect(byMembershipId.status).toBe(302)
    expect(await OfficeTerm.countDocuments({ positionId: plain.id, userId: admin.user.id })).toBe(1)

    // Another administrator records them; they cannot end it themselves, nor untick the role.
    const other = await adminSession({ roles: ['administrator'] })
    const recorded = await sendJson(server.baseUrl, 'POST', '/api/admin/office-bearers', { position: giving.key, userId: admin.user.id, from: today() }, { token: other.token })
    expect(recorded.status).toBe(201)
    expect(await rolesOf(admin.user.id)).toEqual(['administrator', 'secretary'])
    const { id } = (await recorded.json()) as { id: string }
    const end = await postForm(server.baseUrl, PAGE, { intent: 'end', termId: id, until: today() }, { cookie: admin.cookie })
    expect(await follow(server.baseUrl, end, admin.cookie)).toContain('You cannot change your own roles')
    expect((await OfficeTerm.findById(id).lean())?.until).toBeNull()
    const untick = await postForm(server.baseUrl, `/admin/office-bearers/positions/${giving.id}`, { intent: 'save', title: giving.title, seats: '1' }, { cookie: admin.cookie })
    expect(untick.status).toBe(403)
    expect(await rolesOf(admin.user.id)).toEqual(['administrator', 'secretary'])
  })

  test('positions: renamed, given a Malay title, moved in the order, retired only when no one holds them; the about page follows the order', async () => {
    const admin = await adminSession()
    const position = await addPosition(admin, { title: 'Welfare Officer' })
    const held = await sendJson(server.baseUrl, 'POST', '/api/admin/office-bearers', { position: position.key, name: `Wong Ah Kow ${unique()}`, from: today() }, { token: admin.token })
    expect(held.status).toBe(201)
    const renamed = `Welfare Director ${unique()}`
    const saved = await postForm(server.baseUrl, `/admin/office-bearers/positions/${position.id}`, { intent: 'save', title: renamed, titleMs: 'Pengarah Kebajikan', seats: '1' }, { cookie: admin.cookie })
    expect(saved.status).toBe(302)
    expect(await OfficePosition.findById(position.id).lean()).toMatchObject({ title: renamed, titleMs: 'Pengarah Kebajikan', key: position.key })
    expect(await committeeOf('?lng=ms')).toContain('Pengarah Kebajikan')

    // Moved up above the Founding President... one place at a time: up until it is first.
    const count = await OfficePosition.countDocuments()
    for (let i = 0; i < count; i += 1) await postForm(server.baseUrl, PAGE, { intent: 'move-up', positionId: position.id }, { cookie: admin.cookie })
    const committee = await committeeOf()
    expect(committee.indexOf(renamed)).toBeLessThan(committee.indexOf('Founding President'))
    expect(await AuditLog.countDocuments({ entityType: 'office-position', entityId: position.id, action: 'moved-position' })).toBeGreaterThan(0)
    // Put back last, so the other tests' committee keeps its order.
    for (let i = 0; i < count; i += 1) await postForm(server.baseUrl, PAGE, { intent: 'move-down', positionId: position.id }, { cookie: admin.cookie })

    const refused = await postForm(server.baseUrl, `/admin/office-bearers/positions/${position.id}`, { intent: 'retire' }, { cookie: admin.cookie })
    expect(await follow(server.baseUrl, refused, admin.cookie)).toContain('Someone holds this position now or is to hold it')
    const { id } = (await held.json()) as { id: string }
    await postForm(server.baseUrl, PAGE, { intent: 'end', termId: id, until: today() }, { cookie: admin.cookie })
    // Still in office today: the last day is today.
    expect((await postForm(server.baseUrl, `/admin/office-bearers/positions/${position.id}`, { intent: 'retire' }, { cookie: admin.cookie })).headers.get('location')).toBe(`/admin/office-bearers/positions/${position.id}`)
    await OfficeTerm.updateOne({ _id: id }, { $set: { from: daysAgo(2), until: daysAgo(1) } })
    const retired = await postForm(server.baseUrl, `/admin/office-bearers/positions/${position.id}`, { intent: 'retire' }, { cookie: admin.cookie })
    expect(retired.headers.get('location')).toBe(PAGE)
    expect((await OfficePosition.findById(position.id).lean())?.retired).toBe(true)
    const recordAgain = await sendJson(server.baseUrl, 'POST', '/api/admin/office-bearers', { position: position.key, name: 'Y', from: today() }, { token: admin.token })
    expect(recordAgain.status).toBe(400)
    expect(await OfficeTerm.countDocuments({ positionId: position.id })).toBe(1)
  })

  test('a term is corrected on its page (audited with what it said before), never deleted; the page in Malay', async () => {
    const admin = await adminSession()
    const position = await addPosition(admin, { title: 'Youth Coordinator' })
    const created = await sendJson(server.baseUrl, 'POST', '/api/admin/office-bearers', { position: position.key, name: 'Nur Aina', from: daysAgo(5) }, { token: admin.token })
    const { id } = (await created.json()) as { id: string }
    const path = `/admin/office-bearers/terms/${id}`
    expectPage(await (await get(server.baseUrl, path, { cookie: admin.cookie })).text()).toContain('Correct this term')
    const bad = await postForm(server.baseUrl, path, { name: '', from: daysAgo(5) }, { cookie: admin.cookie })
    expect(bad.status).toBe(400)
    const corrected = await postForm(server.baseUrl, path, { name: 'Nur Aina binti Ahmad', from: daysAgo(6) }, { cookie: admin.cookie })
    expect(corrected.status).toBe(302)
    expect(await OfficeTerm.findById(id).lean()).toMatchObject({ name: 'Nur Aina binti Ahmad', from: daysAgo(6), until: null })
    const audit = await AuditLog.findOne({ entityType: 'office-term', entityId: id, action: 'corrected-term' }).lean()
    expect(audit?.summary).toContain('name from "Nur Aina" to "Nur Aina binti Ahmad"')
    expect(audit?.summary).toContain(`days from from ${daysAgo(5)} to from ${daysAgo(6)}`)
    expect(await committeeOf()).toContain('Nur Aina binti Ahmad')
    expect((await get(server.baseUrl, '/admin/office-bearers/terms/ffffffffffffffffffffffff', { cookie: admin.cookie })).status).toBe(404)

    const malay = readable(await (await get(server.baseUrl, `${PAGE}?lng=ms`, { cookie: admin.cookie })).text())
    expect(malay).toContain('Pemegang jawatan')
    expect(malay).toContain('Rekod pemegang jawatan')
    expect(malay).toContain('Bendahari')
  })
})
