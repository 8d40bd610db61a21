import { afterEach, describe, expect, test } from 'vitest'
import { now, setTestClock } from '#app/domain/clock.ts'
import { DAY_MS } from '#app/domain/retention.ts'
import { AuditLog } from '#app/models/audit-log.server.ts'
import { DataRequest } from '#app/models/data-request.server.ts'
import { adminSession } from '#tests/admin-helpers.ts'
import { createUser, signIn } from '#tests/factories.ts'
import { get, postForm, sendJson, withoutScripts } from '#tests/http.ts'
import { useTestServer } from '#tests/setup/test-server.ts'

const server = useTestServer()
afterEach(() => setTestClock(null))

async function memberAsking(message: string) {
  const user = await createUser({ firstName: 'Aminah', lastName: `Yusof${Math.random().toString(36).slice(2, 6)}` })
  const session = await signIn(user.id)
  const response = await sendJson(server.baseUrl, 'POST', '/api/me/data-requests', { kind: 'correction', message }, { headers: { authorization: `Bearer ${session.token}` } })
  expect(response.status).toBe(201)
  const { request } = (await response.json()) as { request: { id: string } }
  return { user, session, requestId: request.id }
}

describe('the administrators’ queue of data requests (issue 21, item 4)', () => {
  test('shows each open request with who asked and its 21-day clock, overdue once past, in English and Malay', async () => {
    const { user } = await memberAsking('My receipt shows my maiden name.')
    const admin = await adminSession()
    const page = await (await get(server.baseUrl, '/admin/privacy/requests', { cookie: admin.cookie })).text()
    expect(page).toContain('My receipt shows my maiden name.')
    expect(page).toContain(`${user.firstName} ${user.lastName}`)
    expect(page).toContain('21 days left')

    setTestClock(new Date(now().getTime() + 23 * DAY_MS))
    const late = await (await get(server.baseUrl, '/admin/privacy/requests', { cookie: admin.cookie })).text()
    expect(late).toContain('2 days overdue')
    const malay = withoutScripts(await (await get(server.baseUrl, '/admin/privacy/requests?lng=ms', { cookie: admin.cookie })).text())
    expect(malay).toContain('Lewat 2 hari')
    expect(malay).toContain('Tandakan selesai')

    const api = await (await get(server.baseUrl, '/api/admin/data-requests', { headers: { authorization: `Bearer ${admin.token}` } })).json()
    const listed = api.open.find((request: { message: string }) => request.message === 'My receipt shows my maiden name.')
    expect(listed.member.email).toBe(user.email)
    expect(new Date(listed.dueAt).getTime() - new Date(listed.createdAt).getTime()).toBe(21 * DAY_MS)
  })

  test('marking done without JavaScript: no note keeps the request open; with one it is done, audited and shown to the member; twice is refused', async () => {
    const { session, requestId } = await memberAsking('Please correct my attendance record.')
    const admin = await adminSession()
    const refused = await postForm(server.baseUrl, '/admin/privacy/requests', { id: requestId, note: '  ' }, { cookie: admin.cookie })
    expect(refused.status).toBe(400)
    expect(await refused.text()).toContain('Please say what was done')
    expect((await DataRequest.findById(requestId).lean())?.status).toBe('open')

    const done = await postForm(server.baseUrl, '/admin/privacy/requests', { id: requestId, note: 'Attendance corrected on 3 March.' }, { cookie: admin.cookie })
    expect(done.status).toBe(302)
    expect(done.headers.get('location')).toBe('/admin/privacy/requests')
    const stored = await DataRequest.findById(requestId).lean()
    expect(stored).toMatchObject({ status: 'done', note: 'Attendance corrected on 3 March.' })
    expect(String(stored?.answeredBy)).toBe(admin.user.id)
    expect(await AuditLog.countDocuments({ entityType: 'data-request', entityId: requestId, action: 'answered' })).toBe(1)

    const memberPage = await (await get(server.baseUrl, '/member-dashboard/my-data', { cookie: session.cookie })).text()
    expect(memberPage).toContain('Attendance corrected on 3 March.')
    expect(memberPage).toContain('Done')

    const again = await sendJson(server.baseUrl, 'PATCH', `/api/admin/data-requests/${requestId}`, { note: 'Again' }, { headers: { authorization: `Bearer ${admin.token}` } })
    expect(again.status).toBe(409)
    expect(await AuditLog.countDocuments({ entityType: 'data-request', entityId: requestId, action: 'answered' })).toBe(1)
  })

  test('the API twin: 200 with a note, 400 without, 404 for an unknown or malformed id', async () => {
    const { requestId } = await memberAsking('Which data do you hold about me?')
    const admin = await adminSession()
    const patch = (id: string, body: unknown) => sendJson(server.baseUrl, 'PATCH', `/api/admin/data-requests/${id}`, body, { headers: { authorization: `Bearer ${admin.token}` } })
    const missingNote = await patch(requestId, {})
    expect(missingNote.status).toBe(400)
    expect((await missingNote.json()).fieldErrors.note).toBeDefined()
    expect((await patch('000000000000000000000000', { note: 'x' })).status).toBe(404)
    expect((await patch('not-an-id', { note: 'x' })).status).toBe(404)
    expect((await patch(requestId, { note: 'Sent the member a copy.' })).status).toBe(200)
    expect((await DataRequest.findById(requestId).lean())?.status).toBe('done')
  })
})
