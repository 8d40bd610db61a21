import { Types } from 'mongoose'
import { afterEach, describe, expect, test } from 'vitest'
import { disarmFaults, failOnceAt, InjectedFault } from '#app/domain/fault-points.ts'
import { CPD_FIGURES_MIGRATION, ensureCpdFigures } from '#app/jobs/data-migrations.server.ts'
import { sweepExpiredDocuments } from '#app/jobs/expiry-sweep.server.ts'
import {
  CPD_WRITE_GRACE_MS,
  CpdEntry,
  cpdFiguresOf,
  createEventCpdEntry,
  deleteCpdEntriesOfRegistration,
  listCpdEntriesForUser,
  readMemberCpdFigures,
  refreshCpdFigures,
  reviewCpdEntries,
} from '#app/models/cpd-entry.server.ts'
import { CpdFigures, insertCpdFigures } from '#app/models/cpd-figures.server.ts'
import { OnceClaim } from '#app/models/once-claim.server.ts'
import { addCpdEntry, changeMemberCpdEntry, memberCpdPage, memberCpdProgress, memberCpdStatement, removeMemberCpdEntry } from '#app/services/cpd.server.ts'
import { cpdProgress } from '#app/domain/cpd-rules.ts'
import { approvedHours } from '#app/domain/cpd-records.ts'
import { listMembersForAdmin } from '#app/services/members.server.ts'
import { malaysiaYear } from '#app/domain/dates.ts'
import { ERASURE_STEPS } from '#app/services/account-closure.server.ts'
import { createUser, signIn } from '#tests/factories.ts'
import { get } from '#tests/http.ts'
import { useTestServer } from '#tests/setup/test-server.ts'

/**
 * Issue 31, decision 025: a member's CPD figures are kept beside the entries, so that a page of a long
 * record reads what it shows and no more. Kept figures are a second copy of the truth: these tests show
 * they equal the figures of the entries after every kind of write, that a write failing at any step
 * leaves pages right and the sweep finishes it, that two computations stored in the wrong order cannot
 * leave the older, and that every page of a record spread over years lists exactly what the entries do.
 */

const server = useTestServer()
afterEach(() => disarmFaults())

const content = (date: string, overrides: Record<string, unknown> = {}) => ({
  title: `Course ${date}`,
  provider: 'EMPAM Academy',
  category: 'Workshop',
  hours: 2,
  date: new Date(`${date}T00:00:00Z`),
  description: '',
  certificateUrl: '',
  ...overrides,
})

/** The figures as computed from every entry now (as of when the kept ones were read): what the kept ones must equal. */
async function truth(userId: string) {
  const [newest] = await CpdFigures.find({ userId, kind: 'figures' }).sort({ at: -1 }).limit(1).lean()
  return cpdFiguresOf(await listCpdEntriesForUser(userId), newest?.at ?? new Date())
}

async function expectKeptFiguresTrue(userId: string) {
  const read = await readMemberCpdFigures(userId)
  expect(read.entries, 'the kept figures are trusted').toBeNull()
  expect(read.data).toEqual(await truth(userId))
}

async function add(userId: string, date: string, overrides: Record<string, unknown> = {}) {
  const added = await addCpdEntry(userId, content(date, overrides))
  if (!added.ok) throw new Error(added.message)
  return added.entry
}

describe('kept figures equal the figures of the entries', () => {
  test('after an entry added, changed (to another year), approved, deleted, and an event credited and taken back', async () => {
    const member = await createUser()
    const first = await add(member.id, '2024-05-02')
    await expectKeptFiguresTrue(member.id)
    const second = await add(member.id, '2025-11-30', { category: 'Self-Study', hours: 1.5 })
    await expectKeptFiguresTrue(member.id)

    const changed = await changeMemberCpdEntry(member, first.id, content('2026-01-15', { hours: 3 }))
    expect(changed.ok).toBe(true)
    await expectKeptFiguresTrue(member.id)
    expect((await readMemberCpdFigures(member.id)).data.years).toEqual([
      { year: 2026, count: 1 },
      { year: 2025, count: 1 },
    ])

    const reviewer = await createUser({ isAdmin: true })
    await reviewCpdEntries([second.id], { status: 'approved', note: '', reviewerId: reviewer.id }, { onlyPending: true })
    await expectKeptFiguresTrue(member.id)
    expect((await memberCpdPage(member.id, { page: 1, limit: 50, figureYears: [2025] })).figures).toEqual(
      expect.arrayContaining([expect.objectContaining({ status: 'approved', category: 'Self-Study', hours: 1.5 })]),
    )

    const registrationId = '65f0c0ffee00000000000001'
    await createEventCpdEntry({ userId: member.id, eventId: '65f0c0ffee00000000000002', registrationId, title: 'Healing day', provider: 'EMPAM', category: 'Workshop', hours: 6, date: new Date('2025-06-01T02:00:00Z') })
    await expectKeptFiguresTrue(member.id)
    expect(await deleteCpdEntriesOfRegistration(registrationId)).toBe(1)
    await expectKeptFiguresTrue(member.id)

    expect(await removeMemberCpdEntry(member, second.id)).toEqual({ ok: true })
    await expectKeptFiguresTrue(member.id)
    expect((await readMemberCpdFigures(member.id)).data).toEqual(expect.objectContaining({ count: 1, years: [{ year: 2026, count: 1 }] }))
  })

  test('a CPD year older than last year is read from its entries, and gives the progress its entries give', async () => {
    const member = await createUser()
    await add(member.id, '2019-03-01', { hours: 12 })
    await add(member.id, '2019-09-01', { hours: 9, category: 'Self-Study' })
    // Dated this year, whatever year the tests run in: its figures are among the record's own.
    await add(member.id, `${malaysiaYear(new Date())}-02-01`)
    const reviewer = await createUser({ isAdmin: true })
    const ids = (await listCpdEntriesForUser(member.id)).map((e) => e.id)
    await reviewCpdEntries(ids, { status: 'approved', note: '', reviewerId: reviewer.id }, { onlyPending: true })
    const { data } = await readMemberCpdFigures(member.id)
    expect(data.figures.length).toBeGreaterThan(0)
    expect(data.figures.every((f) => malaysiaYear(f.date) >= data.recentFrom)).toBe(true)
    expect(data.approvedHours).toBe(23)
    const progress = await memberCpdProgress(member, 2019)
    expect(progress).toEqual(cpdProgress(await listCpdEntriesForUser(member.id), 2019, member.joinDate ?? null))
    // Self-Study counts for at most a third of 20 hours, rounded up to the half hour: 7 of its 9.
    expect(progress).toEqual(expect.objectContaining({ approvedHours: 21, countedHours: 19 }))
  })

  test("the secretariat's members list shows each member the hours and waiting entries their own CPD tab shows", async () => {
    const reviewer = await createUser({ isAdmin: true })
    const members = await Promise.all([createUser(), createUser(), createUser()])
    for (const [i, member] of members.entries()) {
      for (let n = 0; n <= i; n++) await add(member.id, `2026-04-0${n + 1}`, { hours: 1 + n })
    }
    // The second member's first entry approved; the third's waits, with the rest.
    await reviewCpdEntries([(await listCpdEntriesForUser(members[1]!.id))[1]!.id], { status: 'approved', note: '', reviewerId: reviewer.id }, { onlyPending: true })
    const list = await listMembersForAdmin({ search: '', status: '', page: 1, perPage: 100 })
    for (const member of members) {
      const row = list.items.find((item) => item.id === member.id)
      const entries = await listCpdEntriesForUser(member.id)
      const tab = await memberCpdPage(member.id, { page: 1, limit: 50 })
      expect(row?.cpd).toEqual({ approvedHours: approvedHours(entries), pendingCount: entries.filter((e) => e.status === 'pending').length })
      expect(row?.cpd.approvedHours).toBe(tab.approvedHours)
    }
    expect(list.items.find((item) => item.id === members[1]!.id)?.cpd).toEqual({ approvedHours: 1, pendingCount: 1 })
  })

  test('ten entries added at once by one member: the figures read last hold all ten', async () => {
    const member = await createUser()
    await Promise.all(Array.from({ length: 10 }, (_, i) => add(member.id, `2026-02-${String(i + 10)}`)))
    await expectKeptFiguresTrue(member.id)
    expect((await readMemberCpdFigures(member.id)).data.count).toBe(10)
    // Every write removed its note.
    expect(await CpdFigures.countDocuments({ userId: member.id, kind: 'pending' })).toBe(0)
  })

  test('two computations read in the same millisecond are not believed: either may have missed the other\'s write', async () => {
    const member = await createUser()
    await add(member.id, '2026-03-01')
    const [kept] = await CpdFigures.find({ userId: member.id, kind: 'figures' }).lean()
    await insertCpdFigures(member.id, kept!.at, JSON.stringify(cpdFiguresOf([])))
    const read = await readMemberCpdFigures(member.id)
    expect(read.entries).toHaveLength(1)
    expect(read.data.count).toBe(1)
    // The member's next write stores figures read after both.
    await add(member.id, '2026-03-02')
    await expectKeptFiguresTrue(member.id)
  })

  test('an older computation stored after a newer one is never believed', async () => {
    const member = await createUser()
    await add(member.id, '2026-03-01')
    const older = cpdFiguresOf([])
    await insertCpdFigures(member.id, new Date(Date.now() - 5_000), JSON.stringify(older))
    await expectKeptFiguresTrue(member.id)
    expect((await readMemberCpdFigures(member.id)).data.count).toBe(1)
  })

  test('a closed account\'s figures go with its entries', async () => {
    const member = await createUser()
    await add(member.id, '2026-03-01')
    expect(await CpdFigures.countDocuments({ userId: member.id })).toBe(1)
    for (const step of ERASURE_STEPS) await step.run(member)
    expect(await CpdFigures.countDocuments({ userId: member.id })).toBe(0)
  })
})

describe('a write that fails half-way', () => {
  test.each(['cpd-figures:noted', 'cpd-figures:written', 'cpd-figures:refreshed'])(
    'failing at %s: pages compute from the entries meanwhile; the sweep stores figures read after it',
    async (step) => {
      const member = await createUser()
      await add(member.id, '2026-01-05')
      failOnceAt(step)
      await expect(add(member.id, '2026-01-06')).rejects.toBeInstanceOf(InjectedFault)
      const stored = step === 'cpd-figures:noted' ? 1 : 2
      expect(await CpdEntry.countDocuments({ userId: member.id })).toBe(stored)

      // Meanwhile the kept figures are not trusted: the page's figures are the entries'.
      const meanwhile = await readMemberCpdFigures(member.id)
      expect(meanwhile.entries).toHaveLength(stored)
      expect(meanwhile.data).toEqual(await truth(member.id))
      expect((await memberCpdPage(member.id, { page: 1, limit: 50 })).total).toBe(stored)

      // The sweep a minute later finishes it: figures read after the write, its note gone.
      const summary = await sweepExpiredDocuments(new Date(Date.now() + CPD_WRITE_GRACE_MS + 1_000))
      expect(summary.cpdWritesFinished).toBe(1)
      await expectKeptFiguresTrue(member.id)
      expect(await CpdFigures.countDocuments({ userId: member.id, kind: 'pending' })).toBe(0)
    },
  )
})

describe('a record spread over years, read a page at a time', () => {
  /** 130 entries over five years, some on one day (their order is when they were added). */
  async function longRecord() {
    const member = await createUser()
    const days = Array.from({ length: 130 }, (_, i) => {
      const year = 2022 + (i % 5)
      const month = String(1 + (i % 12)).padStart(2, '0')
      const day = String(1 + (i % 3)).padStart(2, '0')
      return `${year}-${month}-${day}`
    })
    for (const [i, day] of days.entries()) {
      await CpdEntry.create({ userId: member.id, ...content(day, { title: `Entry ${i}`, hours: 1 + (i % 4) / 2 }), status: i % 3 ? 'pending' : 'approved' })
    }
    await refreshCpdFigures(member.id)
    return member
  }

  test('every page, for several page sizes, lists what the whole record lists in that place; each year statement its year', async () => {
    const member = await longRecord()
    const all = (await listCpdEntriesForUser(member.id)).map((e) => e.id)
    expect(all).toHaveLength(130)
    for (const limit of [50, 7, 100]) {
      for (let page = 1; page <= Math.ceil(130 / limit) + 1; page++) {
        const read = await memberCpdPage(member.id, { page, limit })
        expect(read.total).toBe(130)
        expect(read.entries.map((e) => e.id), `page ${page} of ${limit}`).toEqual(all.slice((page - 1) * limit, page * limit))
      }
    }
    const entries = await listCpdEntriesForUser(member.id)
    for (const year of [2021, 2022, 2024, 2026]) {
      const statement = await memberCpdStatement(member, year)
      const expected = entries.filter((e) => String(e.date.toISOString()).startsWith(String(year))).map((e) => e.id).reverse()
      expect(statement.entries.map((e) => e.id)).toEqual(expected)
    }
  })

  test('GET /api/cpd and the CPD tab show the same second page', async () => {
    const member = await longRecord()
    const { token, cookie } = await signIn(member.id)
    const all = await listCpdEntriesForUser(member.id)
    const api = await get(server.baseUrl, '/api/cpd?page=2', { token })
    expect(((await api.json()) as Array<{ id: string }>).map((e) => e.id)).toEqual(all.slice(50, 100).map((e) => e.id))
    const tab = await (await get(server.baseUrl, '/member-dashboard/cpd?page=2', { cookie })).text()
    const titles = [...tab.matchAll(/<h3[^>]*>(Entry \d+)<\/h3>/g)].map((m) => m[1])
    expect(titles).toEqual(all.slice(50, 100).map((e) => e.title))
  })
})

describe('start-up brings stored records up to date, once', () => {
  test('entries without their year key get it, their members get figures; a second start does nothing', async () => {
    await OnceClaim.deleteOne({ _id: `data-migration:${CPD_FIGURES_MIGRATION}` })
    const member = await createUser()
    // A raw insert, as entries stored before the year key were: a lean insert casts nothing, so the
    // member's id is given as the ObjectId Mongoose would have stored.
    const userId = new Types.ObjectId(member.id)
    await CpdEntry.insertMany([content('2023-04-01'), content('2025-04-01')].map((c) => ({ ...c, userId, status: 'approved' })), { lean: true })
    expect(await CpdEntry.countDocuments({ yearKey: `${member.id}:2023` })).toBe(0)
    expect(await listCpdEntriesForUser(member.id)).toHaveLength(2)
    const summary = await ensureCpdFigures()
    expect(summary).toEqual(expect.objectContaining({ yearKeysSet: 2 }))
    expect(await CpdEntry.countDocuments({ yearKey: `${member.id}:2023` })).toBe(1)
    await expectKeptFiguresTrue(member.id)
    expect((await readMemberCpdFigures(member.id)).data).toEqual(expect.objectContaining({ count: 2, approvedHours: 4 }))
    expect((await memberCpdStatement(member, 2025)).entries).toHaveLength(1)
    expect(await ensureCpdFigures()).toBeNull()
  })
})
