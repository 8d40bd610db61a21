import { describe, expect, test } from 'vitest'
import { User } from '#app/models/user.server.ts'
import { adminSession, auditOf, createListing, expectPage, follow, memberSession } from '#tests/admin-helpers.ts'
import { createUser, registration, registrationForm } from '#tests/factories.ts'
import { get, postForm, sendJson } from '#tests/http.ts'
import { useTestServer } from '#tests/setup/test-server.ts'

/**
 * A listing is linked to the account with the same membership ID, and only an active member's listing
 * shows: so registration never takes a membership ID (an applicant's is a claim, issue 18), and
 * administrators set the ID of a real member's account to link it to their listing.
 */

const server = useTestServer()

const freshId = () => `EMP${Math.floor(1e8 + Math.random() * 8e8)}`

describe('registration', () => {
  test("an ID sent with an application is a claim for the secretariat, never the ID: not even a listing's, which stays unlinked", async () => {
    const listing = await createListing({ membershipId: freshId() })
    const api = await sendJson(server.baseUrl, 'POST', '/api/auth/register', registration({ membershipId: listing.membershipId.toLowerCase() }))
    expect(api.status).toBe(201)
    const { user } = await api.json()
    expect(user).toMatchObject({ claimedMembershipId: listing.membershipId, membershipStatus: 'pending' })
    expect(user).not.toHaveProperty('membershipId')
    const page = await postForm(server.baseUrl, '/register', registrationForm({ claimedMembershipId: listing.membershipId }))
    expect(page).toHaveRedirect('/member-dashboard/cpd')
    expect(await User.exists({ membershipId: listing.membershipId })).toBeNull()
    expect(await User.countDocuments({ claimedMembershipId: listing.membershipId })).toBe(2)
  })

  test("another account's ID can be claimed too: the approval decides (409 there)", async () => {
    const other = await createUser()
    const api = await sendJson(server.baseUrl, 'POST', '/api/auth/register', registration({ membershipId: other.membershipId! }))
    expect(api.status).toBe(201)
    expect((await User.findOne({ claimedMembershipId: other.membershipId }).lean())?.membershipId).toBeUndefined()
  })
})

describe("administrators set an account's membership ID", () => {
  test('on /admin/members: the account takes the ID, the listing shows it linked, the change is audited', async () => {
    const { cookie, user: admin } = await adminSession()
    const listing = await createListing({ membershipId: freshId() })
    const member = await createUser({ firstName: 'Real', lastName: 'Member' })
    const response = await postForm(server.baseUrl, '/admin/members', { intent: 'set-membership-id', userId: member.id, membershipId: listing.membershipId.toLowerCase() }, { cookie })
    expect(response).toHaveRedirect('/admin/members')
    expectPage(await follow(server.baseUrl, response, cookie)).toContain(`Real Member's membership ID is now ${listing.membershipId}`)
    expect((await User.findById(member.id).lean())?.membershipId).toBe(listing.membershipId)
    const [audit] = await auditOf('user', member.id)
    expect(audit).toMatchObject({ actorId: expect.anything(), action: 'changed-membership-id' })
    expect(String(audit!.actorId)).toBe(admin.id)
    expect(audit!.summary).toContain(`from ${member.membershipId} to ${listing.membershipId}`)
    expectPage(await (await get(server.baseUrl, `/admin?search=${encodeURIComponent(listing.name)}`, { cookie })).text()).toContain('Linked to Real Member')
  })

  test('the members page has a labelled field for it on each account', async () => {
    const { cookie } = await adminSession()
    const member = await createUser({ lastName: `Labelled${Date.now()}` })
    const markup = await (await get(server.baseUrl, `/admin/members?search=${member.lastName}`, { cookie })).text()
    expectPage(markup).toContain(`<label for="membership-id-${member.id}"`)
    expectPage(markup).toMatch(new RegExp(`<input[^>]*id="membership-id-${member.id}"[^>]*name="membershipId"[^>]*value="${member.membershipId}"`))
  })

  test('an ID another account holds: 409, nothing changes; a malformed one: 400', async () => {
    const { cookie } = await adminSession()
    const [member, other] = await Promise.all([createUser(), createUser()])
    const taken = await postForm(server.baseUrl, '/admin/members', { intent: 'set-membership-id', userId: member.id, membershipId: other.membershipId! }, { cookie })
    expect(taken.status).toBe(409)
    expectPage(await taken.text()).toContain('Another account already has this membership ID')
    const malformed = await postForm(server.baseUrl, '/admin/members', { intent: 'set-membership-id', userId: member.id, membershipId: 'nope' }, { cookie })
    expect(malformed.status).toBe(400)
    expectPage(await malformed.text()).toContain('Membership ID must look like EMP001')
    expect((await User.findById(member.id).lean())?.membershipId).toBe(member.membershipId)
  })

  test('PUT /api/admin/members/{id} { membershipId }: 200 with the account; 409, 400, 404; members get 403', async () => {
    const { token } = await adminSession()
    const listing = await createListing({ membershipId: freshId() })
    const [member, other] = await Promise.all([createUser(), createUser()])
    const put = (id: string, body: unknown, auth = token) => sendJson(server.baseUrl, 'PUT', `/api/admin/members/${id}`, body, { token: auth })

    const ok = await put(member.id, { membershipId: ` ${listing.membershipId.toLowerCase()} ` })
    expect(ok.status).toBe(200)
    const body = await ok.json()
    expect(body).toMatchObject({ id: member.id, membershipId: listing.membershipId, email: member.email })
    expect(body).not.toHaveProperty('passwordHash')
    expect((await User.findById(member.id).lean())?.membershipId).toBe(listing.membershipId)

    const taken = await put(member.id, { membershipId: other.membershipId! })
    expect(taken.status).toBe(409)
    expect(await taken.json()).toEqual({
      message: 'Another account already has this membership ID',
      fieldErrors: { membershipId: ['Another account already has this membership ID'] },
    })
    const malformed = await put(member.id, { membershipId: 'nope' })
    expect(malformed.status).toBe(400)
    expect((await malformed.json()).fieldErrors).toEqual({ membershipId: ['Membership ID must look like EMP001'] })
    expect((await put('ffffffffffffffffffffffff', { membershipId: freshId() })).status).toBe(404)
    expect((await User.findById(member.id).lean())?.membershipId).toBe(listing.membershipId)

    const { token: memberToken } = await memberSession()
    expect((await put(member.id, { membershipId: freshId() }, memberToken)).status).toBe(403)
  })
})
