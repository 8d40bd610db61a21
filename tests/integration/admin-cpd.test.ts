import { refreshOwnerFigures } from '#tests/factories.ts'
import { Types } from 'mongoose'
import { describe, expect, test } from 'vitest'
import { CpdEntry } from '#app/models/cpd-entry.server.ts'
import { auditOf, expectPage, follow, adminSession } from '#tests/admin-helpers.ts'
import { createCpdEntry, createUser, signIn } from '#tests/factories.ts'
import { get, postForm, sendJson } from '#tests/http.ts'
import { useTestServer } from '#tests/setup/test-server.ts'

const server = useTestServer()

async function html(pathname: string, cookie: string) {
  const response = await get(server.baseUrl, pathname, { cookie })
  expect(response.status, `GET ${pathname}`).toBe(200)
  return response.text()
}

/** Posts the review form as the page sends it: with the version of each entry it names, as now stored. */
async function review(cookie: string, fields: Record<string, string | string[]>) {
  const ids = [fields.entryIds ?? []].flat().filter((id) => Types.ObjectId.isValid(id))
  const shown = await CpdEntry.find({ _id: { $in: ids } }).select({ updatedAt: 1 }).lean()
  const versions = shown.map((e) => `${String(e._id)}@${e.updatedAt.toISOString()}`)
  return postForm(server.baseUrl, '/admin/cpd', versions.length ? { ...fields, expectedUpdatedAt: versions } : fields, { cookie })
}
const stored = (id: string) => CpdEntry.findById(id).lean()

/** A member with a session, and the "CPD Hours" figure their dashboard shows. */
async function memberWithDashboard(overrides: Record<string, unknown> = {}) {
  const user = await createUser(overrides)
  const { cookie } = await signIn(user.id)
  const cpdHours = async () => {
    const markup = await html('/member-dashboard/cpd', cookie)
    return /data-testid="stat-cpd-hours"[^>]*>([^<]*)</.exec(markup)?.[1]
  }
  return { user, cookie, cpdHours, dashboard: () => html('/member-dashboard/cpd', cookie) }
}

/** Entries are listed by when they were added: give each a distinct moment. */
async function entryAddedAt(userId: string, createdAt: string, overrides: Record<string, unknown> = {}) {
  const entry = await createCpdEntry(userId, overrides)
  await CpdEntry.collection.updateOne({ _id: new Types.ObjectId(entry.id) }, { $set: { createdAt: new Date(createdAt) } })
  return entry
}

describe('/admin/cpd', () => {
  test("the pending entries of all members, oldest first, with the member, hours, category, date and certificate", async () => {
    const { cookie } = await adminSession()
    const amina = await createUser({ firstName: 'Aminah', lastName: 'Rahman', membershipId: 'EMP5550001' })
    const kok = await createUser({ firstName: 'Kok Leong', lastName: 'Chong', membershipId: 'EMP5550002' })
    const newer = await entryAddedAt(amina.id, '2026-04-02T01:00:00Z', { title: 'Newer Pranic Workshop', hours: 3.5, category: 'Webinar' })
    const older = await entryAddedAt(kok.id, '2020-01-15T01:00:00Z', {
      title: 'Older Sound Therapy Course',
      provider: 'Kinabalu Sound Institute',
      category: 'Training Course',
      hours: 12,
      date: new Date('2019-12-20T00:00:00Z'),
      certificateUrl: 'https://example.com/certificates/77',
    })
    const done = await createCpdEntry(amina.id, { title: 'Already Approved Seminar', status: 'approved' })

    const markup = await html('/admin/cpd', cookie)
    expectPage(markup).toMatch(/<h1[^>]*>CPD Review<\/h1>/)
    const olderAt = markup.indexOf(`id="entry-${older.id}-title"`)
    const newerAt = markup.indexOf(`id="entry-${newer.id}-title"`)
    expect(olderAt).toBeGreaterThan(-1)
    expect(newerAt).toBeGreaterThan(olderAt)
    expect(markup).not.toContain(done.title)
    const olderCard = markup.slice(olderAt, newerAt)
    expectPage(olderCard).toContain('Kok Leong Chong · EMP5550002')
    expectPage(olderCard).toContain('Kinabalu Sound Institute')
    expectPage(olderCard).toContain('Training Course')
    expectPage(olderCard).toContain('12 hours')
    expectPage(olderCard).toContain('20 Dec 2019')
    expectPage(olderCard).toMatch(/href="https:\/\/example.com\/certificates\/77"/)
    expectPage(markup).toContain('Aminah Rahman · EMP5550001')
    expectPage(markup).toContain('3.5 hours')
    // The boxes belong to the bulk form, so that ticking works without JavaScript.
    const box = new RegExp(`<input[^>]*id="select-${older.id}"[^>]*>`).exec(markup)?.[0] ?? ''
    expect(box).toContain('name="entryIds"')
    expect(box).toContain(`value="${older.id}"`)
    expect(box).toContain('form="cpd-bulk-review"')
    expectPage(markup).toMatch(/<form[^>]*id="cpd-bulk-review"/)
  })

  test("approving one: stored with the reviewer, counted on the member's dashboard, recorded", async () => {
    const { cookie, user: admin } = await adminSession()
    const member = await memberWithDashboard()
    const entry = await createCpdEntry(member.user.id, { hours: 2.5, title: 'Reiki Level 2 Practicum' })
    await createCpdEntry(member.user.id, { hours: 4 })
    expect(await member.cpdHours()).toBe('0')

    const reviewedFrom = Date.now()
    const response = await review(cookie, { entryIds: entry.id, status: 'approved', note: '' })
    const reviewedUntil = Date.now()
    expect(response).toHaveRedirect('/admin/cpd')
    const after = await follow(server.baseUrl, response, cookie)
    expectPage(after).toContain('CPD entry approved')
    expect(after).not.toContain(`id="entry-${entry.id}-title"`)

    const saved = await stored(entry.id)
    expect(saved).toMatchObject({ status: 'approved', reviewNote: '' })
    expect(String(saved!.reviewedBy)).toBe(admin.id)
    expect(saved!.reviewedAt!.getTime()).toBeGreaterThanOrEqual(reviewedFrom)
    expect(saved!.reviewedAt!.getTime()).toBeLessThanOrEqual(reviewedUntil)
    expect(await member.cpdHours()).toBe('2.5')

    const [record] = await auditOf('cpd-entry', entry.id)
    expect(record).toMatchObject({ action: 'approved', actorEmail: admin.email })
    expect(record!.summary).toContain('Approved 2.5 hours of CPD')
    expect(record!.summary).toContain(member.user.membershipId)
  })

  test('rejecting with a note: the member sees the note on their dashboard, and the hours do not count', async () => {
    const { cookie } = await adminSession()
    const member = await memberWithDashboard()
    const entry = await createCpdEntry(member.user.id, { hours: 6 })
    const note = 'Please add the certificate of attendance and send it again.'
    const response = await review(cookie, { entryIds: entry.id, status: 'rejected', note })
    expectPage(await follow(server.baseUrl, response, cookie)).toContain('The member will see your note on their dashboard.')
    expect(await stored(entry.id)).toMatchObject({ status: 'rejected', reviewNote: note })
    expectPage(await member.dashboard()).toContain(note)
    expect(await member.cpdHours()).toBe('0')
    expect((await auditOf('cpd-entry', entry.id))[0]?.summary).toContain(note)
  })

  test('several at once, with one note; each is recorded', async () => {
    const { cookie } = await adminSession()
    const one = await memberWithDashboard()
    const two = await memberWithDashboard()
    const entries = await Promise.all([
      createCpdEntry(one.user.id, { hours: 1 }),
      createCpdEntry(one.user.id, { hours: 1.5 }),
      createCpdEntry(two.user.id, { hours: 10 }),
    ])
    const untouched = await createCpdEntry(two.user.id, { hours: 3 })
    const response = await review(cookie, { entryIds: entries.map((e) => e.id), status: 'approved', note: 'Thank you, well documented.' })
    expectPage(await follow(server.baseUrl, response, cookie)).toContain('3 CPD entries approved')
    for (const entry of entries) expect(await stored(entry.id)).toMatchObject({ status: 'approved', reviewNote: 'Thank you, well documented.' })
    expect((await stored(untouched.id))?.status).toBe('pending')
    expect(await one.cpdHours()).toBe('2.5')
    expect(await two.cpdHours()).toBe('10')
    for (const entry of entries) expect((await auditOf('cpd-entry', entry.id)).map((r) => r.action)).toEqual(['approved'])
  })

  test('nothing ticked, a note too long, or an entry another reviewer got to first: a message, nothing changed', async () => {
    const { cookie, user: admin } = await adminSession()
    const member = await createUser()
    const entry = await createCpdEntry(member.id)

    const none = await review(cookie, { status: 'approved', note: '' })
    expect(none.status).toBe(400)
    expectPage(await none.text()).toContain('Select at least one CPD entry')

    const long = await review(cookie, { entryIds: entry.id, status: 'rejected', note: 'x'.repeat(1001) })
    expect(long.status).toBe(400)
    expectPage(await long.text()).toContain('Please keep the note under 1000 characters')
    expect((await stored(entry.id))?.status).toBe('pending')

    // Someone else approved it after this page was loaded: a reject from the stale page leaves it approved.
    await CpdEntry.updateOne({ _id: entry.id }, { $set: { status: 'approved' } })
    await refreshOwnerFigures(entry.id)
    const stale = await review(cookie, { entryIds: entry.id, status: 'rejected', note: '' })
    expect(stale.status).toBe(409)
    expectPage(await stale.text()).toContain('had already been reviewed by someone else')
    expect((await stored(entry.id))?.status).toBe('approved')

    // One ticked entry still pending, one reviewed meanwhile: the pending one is rejected, the other kept.
    const fresh = await createCpdEntry(member.id)
    const mixed = await review(cookie, { entryIds: [entry.id, fresh.id], status: 'rejected', note: '' })
    expect(mixed).toHaveRedirect('/admin/cpd')
    const page = await follow(server.baseUrl, mixed, cookie)
    expectPage(page).toContain('1 of the selected entry had already been reviewed or removed')
    expect(page).not.toContain(`id="entry-${fresh.id}-title"`)
    expect((await stored(entry.id))?.status).toBe('approved')
    const rejected = await stored(fresh.id)
    expect(rejected).toMatchObject({ status: 'rejected', reviewNote: '' })
    expect(String(rejected!.reviewedBy)).toBe(admin.id)
    expect((await auditOf('cpd-entry', fresh.id)).map((r) => r.action)).toEqual(['rejected'])
    expect(await auditOf('cpd-entry', entry.id)).toEqual([])
  })
})

describe('PUT /api/admin/cpd/{id}', () => {
  test('200 with the entry; the member sees the status and note; a reviewed entry may be reviewed again', async () => {
    const { token, user: admin } = await adminSession()
    const member = await memberWithDashboard()
    const entry = await createCpdEntry(member.user.id, { hours: 7 })

    const approved = await sendJson(server.baseUrl, 'PUT', `/api/admin/cpd/${entry.id}`, { status: 'approved', note: 'Good record.' }, { token })
    expect(approved.status).toBe(200)
    expect(await approved.json()).toMatchObject({ id: entry.id, status: 'approved', reviewNote: 'Good record.', reviewedBy: admin.id, hours: 7 })
    expect(await member.cpdHours()).toBe('7')

    const corrected = await sendJson(server.baseUrl, 'PUT', `/api/admin/cpd/${entry.id}`, { status: 'rejected' }, { token })
    expect(corrected.status).toBe(200)
    expect(await corrected.json()).toMatchObject({ status: 'rejected', reviewNote: '' })
    expect(await member.cpdHours()).toBe('0')
    expect((await auditOf('cpd-entry', entry.id)).map((r) => r.action)).toEqual(['approved', 'rejected'])
  })

  test('400 for a status that is not a decision, 404 for a missing or malformed id, 403 for a member', async () => {
    const { token } = await adminSession()
    const entry = await createCpdEntry((await createUser()).id)
    const pending = await sendJson(server.baseUrl, 'PUT', `/api/admin/cpd/${entry.id}`, { status: 'pending' }, { token })
    expect(pending.status).toBe(400)
    expect(await pending.json()).toEqual({ message: 'Choose approve or reject', fieldErrors: { status: ['Choose approve or reject'] } })
    expect((await sendJson(server.baseUrl, 'PUT', '/api/admin/cpd/0123456789abcdef01234567', { status: 'approved' }, { token })).status).toBe(404)
    expect((await sendJson(server.baseUrl, 'PUT', '/api/admin/cpd/not-an-id', { status: 'approved' }, { token })).status).toBe(404)

    const member = await adminSession({ isAdmin: false })
    const own = await createCpdEntry(member.user.id)
    const selfApproval = await sendJson(server.baseUrl, 'PUT', `/api/admin/cpd/${own.id}`, { status: 'approved' }, { token: member.token })
    expect(selfApproval.status).toBe(403)
    expect((await stored(own.id))?.status).toBe('pending')
  })
})
