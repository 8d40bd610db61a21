import mongoose from 'mongoose'
import { describe, expect, test } from 'vitest'
import { MembershipNumber } from '#app/models/membership-number.server.ts'
import { User } from '#app/models/user.server.ts'
import { VerificationCode } from '#app/models/verification-code.server.ts'
import { ensureMembershipVerificationCodes, migrateMembershipLifecycle } from '#app/jobs/data-migrations.server.ts'
import { signIn } from '#tests/factories.ts'
import { get } from '#tests/http.ts'
import { useTestServer } from '#tests/setup/test-server.ts'

/**
 * Start-up brings data stored before issue 18 up to date (app/jobs/data-migrations.server.ts): the spec's eight
 * registration names become the ten types, the unique index on users.membershipId goes (applicants
 * have no ID), every ID held is reserved, administrators get the role. A second run changes nothing.
 */

const server = useTestServer()

const legacy = (n: number, fields: Record<string, unknown>) => ({
  _id: new mongoose.Types.ObjectId(),
  email: `legacy-${n}-${Date.now()}@example.com`,
  username: `legacy_${n}_${Date.now()}`,
  passwordHash: 'x',
  firstName: 'Legacy',
  lastName: `Member ${n}`,
  membershipStatus: 'active',
  isAdmin: false,
  ...fields,
})

describe('the membership migration', () => {
  test('renames types, drops the unique index, reserves IDs, gives administrators their role; idempotent', async () => {
    await User.collection.createIndex({ membershipId: 1 }, { unique: true, name: 'membershipId_1' })
    const names = ['Practicing Ordinary Member', 'Non-Practicing Ordinary Member', 'Fellow Member', 'Associate Member', 'Corporate Member', 'Honorary Fellow', 'Student Member', 'International Member']
    const docs = names.map((membershipType, n) => legacy(n, { membershipType, membershipId: `EMP${90_000 + n}` }))
    docs.push(legacy(99, { membershipType: 'Associate Member', membershipId: 'ADM123456', isAdmin: true }))
    await User.collection.insertMany(docs)

    const first = await migrateMembershipLifecycle()
    expect(first).toMatchObject({ typesRenamed: 8, droppedUniqueIndex: true, idsReserved: 9, idConflicts: [], rolesGiven: 1 })

    const stored = await User.collection.find({ _id: { $in: docs.map((d) => d._id) } }).toArray()
    const typeOf = (id: unknown) => stored.find((s) => String(s._id) === String(id))?.membershipType
    expect(docs.map((d) => typeOf(d._id))).toEqual([
      'Practicing Ordinary',
      'Non-Practicing Ordinary',
      'Fellow',
      'Associate',
      'Corporate',
      'Honorary Fellow',
      'Student',
      'Foreign',
      'Associate',
    ])
    expect(stored.find((s) => s.isAdmin)?.roles).toEqual(['administrator'])
    const indexes = await User.collection.listIndexes().toArray()
    expect(indexes.filter((i) => i.unique && Object.keys(i.key).join() === 'membershipId')).toEqual([])
    for (const doc of docs) expect(String((await MembershipNumber.findById((doc as { membershipId?: string }).membershipId).lean())?.userId)).toBe(String(doc._id))
    // Every stored account reads as its model says now.
    for (const raw of stored) expect(User.hydrate(raw).validateSync()).toBeUndefined()

    // Applicants without an ID no longer collide.
    await User.collection.insertMany([legacy(200, { membershipType: 'Associate', membershipStatus: 'pending' }), legacy(201, { membershipType: 'Associate', membershipStatus: 'pending' })])

    expect(await migrateMembershipLifecycle()).toEqual({ typesRenamed: 0, droppedUniqueIndex: false, idsReserved: 0, idConflicts: [], rolesGiven: 0 })
  })
})

describe('verification codes (issue 31: a page\'s GET writes nothing)', () => {
  test('a member approved before codes were made at approval: the pages show no proof link and make no code; start-up makes one, once', async () => {
    const members = [
      legacy(300, { membershipType: 'Associate', membershipId: 'EMP93000', isActive: true, emailVerified: true }),
      legacy(301, { membershipType: 'Associate', membershipId: 'EMP93001', membershipStatus: 'expired' }),
    ]
    const applicant = legacy(302, { membershipType: 'Associate', membershipStatus: 'pending' })
    await User.collection.insertMany([...members, applicant])
    // Their membership numbers reserved, as start-up does first: the other tests here count the ones they reserve.
    await migrateMembershipLifecycle()
    const member = { id: String(members[0]!._id), ...(await signIn(String(members[0]!._id))) }

    // The Membership tab and GET /api/membership read the code; without one they show no link, and store none.
    const tab = await get(server.baseUrl, '/member-dashboard/membership', { cookie: member.cookie })
    expect(tab.status).toBe(200)
    expect(await tab.text()).not.toContain('/verify/')
    expect((await (await get(server.baseUrl, '/api/membership', { token: member.token })).json()).verifyUrl).toBeNull()
    expect(await VerificationCode.countDocuments({ userId: { $in: [...members, applicant].map((m) => m._id) } })).toBe(0)

    // Start-up: a code for each member approved once (active, expired), none for the applicant; again, none.
    expect(await ensureMembershipVerificationCodes()).toBeGreaterThanOrEqual(2)
    for (const m of members) expect(await VerificationCode.countDocuments({ userId: m._id, kind: 'membership' })).toBe(1)
    expect(await VerificationCode.countDocuments({ userId: applicant._id })).toBe(0)
    expect(await ensureMembershipVerificationCodes()).toBe(0)

    const { verifyUrl } = await (await get(server.baseUrl, '/api/membership', { token: member.token })).json()
    const code = (await VerificationCode.findOne({ userId: members[0]!._id }).lean())!._id
    expect(verifyUrl).toMatch(new RegExp(`/verify/${code}$`))
    expect(await (await get(server.baseUrl, '/member-dashboard/membership', { cookie: member.cookie })).text()).toContain(`/verify/${code}`)
  })
})
