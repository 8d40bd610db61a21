import mongoose from 'mongoose'
import { describe, expect, test } from 'vitest'
import { MembershipNumber } from '#app/models/membership-number.server.ts'
import { User } from '#app/models/user.server.ts'
import { migrateMembershipLifecycle } from '#server/data-migrations.ts'

/**
 * Start-up brings data stored before issue 18 up to date (server/data-migrations.ts): the spec's eight
 * registration names become the ten types, the unique index on users.membershipId goes (applicants
 * have no ID), every ID held is reserved, administrators get the role. A second run changes nothing.
 */

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
