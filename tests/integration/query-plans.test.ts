import { Types } from 'mongoose'
import { beforeAll, describe, expect, inject, test } from 'vitest'
import { ContactMessage } from '#app/models/contact-message.server.ts'
import { CpdEntry } from '#app/models/cpd-entry.server.ts'
import { NewsletterSubscriber } from '#app/models/newsletter-subscriber.server.ts'
import { PasswordResetToken } from '#app/models/password-reset-token.server.ts'
import { Listing } from '#app/models/listing.server.ts'
import { Session } from '#app/models/session.server.ts'
import { TokenUse } from '#app/models/token-use.server.ts'
import { User } from '#app/models/user.server.ts'
import { analyzeDatabase } from '#server/embedded-postgres.ts'

/**
 * The hot queries on the embedded FerretDB on PostgreSQL read through an index (the GIN indexes made
 * from each model's `filteredFields`), not the whole table. FerretDB's `explain` shows the SQL plan of
 * what it pushes down to PostgreSQL. Every query of docs/decisions/012-embedded-postgresql.md that is
 * served by an index on the embedded server is here.
 */
const server = inject('dbServer')
const onPostgres = inject('dbKind') === 'ferretdb-postgresql' && Boolean(server?.postgres)

interface PlanNode {
  'Node Type': string
  'Index Name'?: string
  Plans?: PlanNode[]
}

function nodesOf(plan: PlanNode): PlanNode[] {
  return [plan, ...(plan.Plans ?? []).flatMap(nodesOf)]
}

/** The plan's nodes as `Node Type` (`on index`), from FerretDB's answer to `explain`. */
function describePlan(explained: unknown): string[] {
  const plan = (explained as { queryPlanner: { Plan: PlanNode } }).queryPlanner.Plan
  return nodesOf(plan).map((node) => (node['Index Name'] ? `${node['Node Type']} on ${node['Index Name']}` : node['Node Type']))
}

function expectIndexScan(explained: unknown) {
  const nodes = describePlan(explained)
  expect(nodes, JSON.stringify(nodes)).toContainEqual(expect.stringMatching(/^(Bitmap Index Scan|Index Scan|Index Only Scan) on \S+_gin$/))
  expect(nodes).not.toContain('Seq Scan')
}

const members = Array.from({ length: 100 }, () => new Types.ObjectId())
const sample = { member: members[7]!, sessionId: 'session-0042', tokenHash: 'reset-0042' }

describe.runIf(onPostgres)('query plans on the embedded FerretDB on PostgreSQL', () => {
  beforeAll(async () => {
    const day = 24 * 60 * 60 * 1000
    // Enough rows that reading the table costs more than the index: as on a site a few years old.
    await User.insertMany(
      members.map((_id, i) => ({
        _id,
        email: `member${i}@example.com`,
        username: `member${i}`,
        passwordHash: 'x',
        firstName: 'Member',
        lastName: `Number ${i}`,
        membershipId: `EMP${1000 + i}`,
        membershipType: 'Practicing Ordinary Member',
        membershipStatus: i % 50 === 0 ? 'suspended' : 'active',
        isAdmin: i === 3,
      })),
      { lean: true },
    )
    await User.insertMany(
      Array.from({ length: 1900 }, (_, i) => ({
        email: `other${i}@example.com`,
        username: `other${i}`,
        passwordHash: 'x',
        firstName: 'Other',
        lastName: `Member ${i}`,
        membershipId: `OTH${i}`,
        membershipType: 'Practicing Ordinary Member',
        membershipStatus: 'active',
      })),
      { lean: true },
    )
    for (let batch = 0; batch < 4; batch++) {
      await CpdEntry.insertMany(
        Array.from({ length: 1000 }, (_, j) => {
          const i = batch * 1000 + j
          return {
            userId: members[i % members.length],
            title: `Workshop ${i}`,
            provider: 'EMPAM Academy',
            category: 'Workshop',
            hours: 2,
            date: new Date(Date.now() - i * day),
            status: i % 100 === 0 ? 'pending' : 'approved',
          }
        }),
        { lean: true },
      )
    }
    await Listing.insertMany(
      Array.from({ length: 2000 }, (_, i) => ({
        name: `Practitioner ${i}`,
        membershipId: `PRA${i}`,
        email: `practitioner${i}@example.com`,
        state: i % 40 === 0 ? 'Sabah' : 'Selangor',
        specialties: ['Body'],
      })),
      { lean: true },
    )
    const future = new Date(Date.now() + day)
    await Session.insertMany(
      Array.from({ length: 2000 }, (_, i) => ({ _id: `session-${String(i).padStart(4, '0')}`, userId: members[i % members.length], expiresAt: future })),
      { lean: true },
    )
    await PasswordResetToken.insertMany(
      Array.from({ length: 2000 }, (_, i) => ({ _id: `reset-${String(i).padStart(4, '0')}`, userId: members[i % members.length], expiresAt: future })),
      { lean: true },
    )
    await TokenUse.insertMany(
      Array.from({ length: 2000 }, (_, i) => ({ _id: `password-reset:reset-${String(i).padStart(4, '0')}`, expiresAt: future })),
      { lean: true },
    )
    await ContactMessage.insertMany(
      Array.from({ length: 2000 }, (_, i) => ({
        firstName: 'Visitor',
        lastName: `${i}`,
        email: `visitor${i}@example.com`,
        subject: 'general',
        message: 'Hello there, a question about membership.',
        handled: i % 100 !== 0,
      })),
      { lean: true },
    )
    await NewsletterSubscriber.insertMany(
      Array.from({ length: 2000 }, (_, i) => ({ email: `reader${i}@example.com` })),
      { lean: true },
    )
    // Autovacuum gathers statistics in its own time (after 50 rows + 10% changed, within a minute);
    // the plan must not depend on whether it has run yet.
    analyzeDatabase(server!.postgres!, User.db.name)
  }, 120_000)

  test("a member's CPD entries (dashboard, statement, GET /api/cpd)", async () => {
    expectIndexScan(await CpdEntry.find({ userId: sample.member.toString() }).sort({ date: -1, createdAt: -1 }).explain())
  })

  test('one CPD entry by id, and by id and owner (edit, delete)', async () => {
    const entry = await CpdEntry.findOne({ userId: sample.member }).lean()
    expectIndexScan(await CpdEntry.findById(entry!._id).explain())
    expectIndexScan(await CpdEntry.find({ _id: entry!._id, userId: sample.member }).explain())
  })

  test('the review queue: pending CPD entries and their count', async () => {
    expectIndexScan(await CpdEntry.find({ status: 'pending' }).sort({ createdAt: 1, _id: 1 }).limit(25).explain())
    // countDocuments is this aggregation.
    expectIndexScan(await CpdEntry.aggregate([{ $match: { status: 'pending' } }, { $group: { _id: 1, n: { $sum: 1 } } }]).explain())
  })

  test('the signed-in session of every request, and a member by id', async () => {
    expectIndexScan(await Session.findById(sample.sessionId).explain())
    expectIndexScan(await User.findById(sample.member).explain())
    // Sign out everywhere: the member's sessions.
    expectIndexScan(await Session.find({ userId: sample.member }).explain())
  })

  test('sign-in and password reset: a member by e-mail, a link and its use by hash', async () => {
    expectIndexScan(await User.find({ email: 'member7@example.com' }).explain())
    expectIndexScan(await PasswordResetToken.findById(sample.tokenHash).explain())
    expectIndexScan(await TokenUse.find({ _id: `password-reset:${sample.tokenHash}` }).explain())
    expectIndexScan(await PasswordResetToken.find({ userId: sample.member }).explain())
  })

  test('the administration: a listing by membership ID, members by status, the admins, unhandled messages', async () => {
    expectIndexScan(await Listing.find({ membershipId: 'PRA1234' }).explain())
    expectIndexScan(await User.find({ membershipStatus: 'suspended' }).explain())
    expectIndexScan(await User.find({ isAdmin: true, isActive: true }).explain())
    expectIndexScan(await ContactMessage.find({ handled: false }).sort({ createdAt: -1, _id: -1 }).explain())
    expectIndexScan(await NewsletterSubscriber.find({ email: 'reader42@example.com' }).explain())
  })
})

describe.runIf(!onPostgres)('query plans', () => {
  test.skip(`need the embedded FerretDB on PostgreSQL (this run uses ${inject('dbKind')})`, () => {})
})
