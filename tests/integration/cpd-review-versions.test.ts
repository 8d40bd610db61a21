import { describe, expect, test } from 'vitest'
import { AuditLog } from '#app/models/audit-log.server.ts'
import { CpdEntry } from '#app/models/cpd-entry.server.ts'
import { adminSession, expectPage, follow, memberSession } from '#tests/admin-helpers.ts'
import { createCpdEntry } from '#tests/factories.ts'
import { get, postForm, sendJson } from '#tests/http.ts'
import { useTestServer } from '#tests/setup/test-server.ts'

/**
 * A review approves the entry as the reviewer saw it: the review form and the API carry the
 * `updatedAt` of the entry they showed, and a member's change in between makes the review a 409.
 */

const server = useTestServer()
const CHANGED = 'This entry changed since you opened it; please review it again'

const stored = (id: string) => CpdEntry.findById(id).lean()
const memberEdit = (token: string, id: string, hours: number) =>
  sendJson(server.baseUrl, 'PUT', `/api/cpd/${id}`, {
    title: 'Reiki refresher',
    provider: 'EMPAM Academy',
    category: 'Workshop',
    hours,
    date: '2026-03-12',
  }, { token })

/** The hidden fields of the review forms, as the server rendered them. */
function versionsOnPage(markup: string) {
  return [...markup.matchAll(/<input[^>]*name="expectedUpdatedAt"[^>]*>/g)].map((m) => m[0])
}

describe('the review page', () => {
  test("each row's form carries the entry's updatedAt; the bulk form carries every row's id and updatedAt", async () => {
    const { cookie } = await adminSession()
    const member = await memberSession()
    const entry = await createCpdEntry(member.user.id)
    const markup = await (await get(server.baseUrl, '/admin/cpd', { cookie })).text()
    const iso = new Date(entry.updatedAt).toISOString()
    const inputs = versionsOnPage(markup)
    expect(inputs.some((tag) => tag.includes(`value="${iso}"`) && !tag.includes('form='))).toBe(true)
    expect(inputs.some((tag) => tag.includes(`value="${entry.id}@${iso}"`) && tag.includes('form="cpd-bulk-review"'))).toBe(true)
  })

  test('the member raises 1 h to 100 h after the page was loaded: approving is a 409 and changes nothing', async () => {
    const { cookie } = await adminSession()
    const member = await memberSession()
    const entry = await createCpdEntry(member.user.id, { hours: 1 })
    const shown = new Date(entry.updatedAt).toISOString()
    expect((await memberEdit(member.token, entry.id, 100)).status).toBe(200)

    const response = await postForm(server.baseUrl, '/admin/cpd', { entryIds: entry.id, expectedUpdatedAt: shown, status: 'approved', note: '' }, { cookie })
    expect(response.status).toBe(409)
    expectPage(await response.text()).toContain(CHANGED)
    expect(await stored(entry.id)).toMatchObject({ status: 'pending', hours: 100, reviewedBy: null })
    expect(await AuditLog.countDocuments({ entityId: entry.id })).toBe(0)
  })

  test('a form without the version it showed is refused', async () => {
    const { cookie } = await adminSession()
    const entry = await createCpdEntry((await memberSession()).user.id)
    const response = await postForm(server.baseUrl, '/admin/cpd', { entryIds: entry.id, status: 'approved', note: '' }, { cookie })
    expect(response.status).toBe(400)
    expect((await stored(entry.id))?.status).toBe('pending')
  })

  test('bulk approval approves the entries as shown, and skips and reports the one that changed', async () => {
    const { cookie } = await adminSession()
    const member = await memberSession()
    const [same, changed] = await Promise.all([createCpdEntry(member.user.id, { hours: 2 }), createCpdEntry(member.user.id, { hours: 1 })])
    const versions = [same, changed].map((e) => `${e.id}@${new Date(e.updatedAt).toISOString()}`)
    expect((await memberEdit(member.token, changed.id, 100)).status).toBe(200)

    const response = await postForm(server.baseUrl, '/admin/cpd', { entryIds: [same.id, changed.id], expectedUpdatedAt: versions, status: 'approved', note: '' }, { cookie })
    expect(response).toHaveRedirect('/admin/cpd')
    const page = await follow(server.baseUrl, response, cookie)
    expectPage(page).toContain('CPD entry approved')
    expectPage(page).toContain('1 of the selected entries changed since you opened the page and was left as it was; please review it again.')
    expect((await stored(same.id))?.status).toBe('approved')
    expect(await stored(changed.id)).toMatchObject({ status: 'pending', hours: 100 })
  })

  test('in Malay, the note about an entry that changed is Malay too', async () => {
    const { cookie } = await adminSession()
    const member = await memberSession()
    const [same, changed] = await Promise.all([createCpdEntry(member.user.id, { hours: 2 }), createCpdEntry(member.user.id, { hours: 1 })])
    const versions = [same, changed].map((e) => `${e.id}@${new Date(e.updatedAt).toISOString()}`)
    expect((await memberEdit(member.token, changed.id, 100)).status).toBe(200)
    const malay = `${cookie}; lng=ms`
    const response = await postForm(server.baseUrl, '/admin/cpd?lng=ms', { entryIds: [same.id, changed.id], expectedUpdatedAt: versions, status: 'approved', note: '' }, { cookie: malay })
    const page = await follow(server.baseUrl, response, malay)
    expectPage(page).toContain('1 daripada rekod yang dipilih telah berubah sejak anda membuka halaman ini')
    expectPage(page).not.toContain('changed since you opened the page')
  })
})

describe('PUT /api/admin/cpd/{id}', () => {
  test('with a stale expectedUpdatedAt: 409, nothing changed; with the current one or none: reviewed', async () => {
    const { token } = await adminSession()
    const member = await memberSession()
    const entry = await createCpdEntry(member.user.id, { hours: 1 })
    const memberView = await (await get(server.baseUrl, `/api/cpd/${entry.id}`, { token: member.token })).json()
    expect(memberView.updatedAt).toBe(new Date(entry.updatedAt).toISOString())
    expect((await memberEdit(member.token, entry.id, 100)).status).toBe(200)

    const put = (body: object) => sendJson(server.baseUrl, 'PUT', `/api/admin/cpd/${entry.id}`, body, { token })
    const stale = await put({ status: 'approved', expectedUpdatedAt: memberView.updatedAt })
    expect(stale.status).toBe(409)
    expect(await stale.json()).toEqual({ message: CHANGED })
    expect(await stored(entry.id)).toMatchObject({ status: 'pending', hours: 100 })

    const current = (await stored(entry.id))!.updatedAt.toISOString()
    const approved = await put({ status: 'approved', expectedUpdatedAt: current })
    expect(approved.status).toBe(200)
    const body = await approved.json()
    expect(body).toMatchObject({ status: 'approved', hours: 100, updatedAt: expect.any(String) })
    expect(body.updatedAt).not.toBe(current)
    // No version: no check, as before.
    expect((await put({ status: 'rejected' })).status).toBe(200)
    expect((await put({ status: 'approved', expectedUpdatedAt: 'yesterday' })).status).toBe(400)
  })

  test('a member edit racing a review from the version shown: the edit is never lost, and 100 h is never approved', async () => {
    const { token } = await adminSession()
    const member = await memberSession()
    const entries = await Promise.all(Array.from({ length: 12 }, () => createCpdEntry(member.user.id, { hours: 1 })))
    const answers = await Promise.all(
      entries.flatMap((entry) => [
        memberEdit(member.token, entry.id, 100).then((r) => r.status),
        sendJson(server.baseUrl, 'PUT', `/api/admin/cpd/${entry.id}`, { status: 'approved', expectedUpdatedAt: new Date(entry.updatedAt).toISOString() }, { token }).then((r) => r.status),
      ]),
    )
    for (const [index, entry] of entries.entries()) {
      const [edit, review] = [answers[index * 2], answers[index * 2 + 1]]
      expect(edit).toBe(200)
      expect([200, 409]).toContain(review)
      const after = await stored(entry.id)
      // The edit was acknowledged, so it is stored; and a changed entry waits for review again.
      expect({ hours: after?.hours, status: after?.status }).toEqual({ hours: 100, status: 'pending' })
    }
  })
})
