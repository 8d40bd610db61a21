import { describe, expect, test } from 'vitest'
import { now } from '#app/domain/clock.ts'
import { toMalaysiaLocal } from '#app/domain/event-times.ts'
import { AuditLog } from '#app/models/audit-log.server.ts'
import { Breach } from '#app/models/breach.server.ts'
import { adminSession, memberSession } from '#tests/admin-helpers.ts'
import { cookiesFrom, get, postForm, sendJson } from '#tests/http.ts'
import { useTestServer } from '#tests/setup/test-server.ts'

const server = useTestServer()
const HOUR = 60 * 60 * 1000

describe('the breach register (issue 21, item 4)', () => {
  test('an administrator records a breach from the page without JavaScript and sees the 72-hour and 7-day deadlines; notices are recorded once', async () => {
    const admin = await adminSession()
    const summary = `Laptop with the roster stolen ${Math.random().toString(36).slice(2, 8)}`
    const foundAt = new Date(now().getTime() - 80 * HOUR)

    // Bad input: the message, the text kept, nothing stored.
    const refused = await postForm(server.baseUrl, '/admin/privacy/breaches', { intent: 'record', summary, affected: '', foundAt: toMalaysiaLocal(foundAt) }, { cookie: admin.cookie })
    expect(refused.status).toBe(400)
    const refusedHtml = await refused.text()
    expect(refusedHtml).toContain('Please say who is affected')
    expect(refusedHtml).toContain(summary)
    const future = await postForm(server.baseUrl, '/admin/privacy/breaches', { intent: 'record', summary, affected: 'All members', foundAt: toMalaysiaLocal(new Date(now().getTime() + 48 * HOUR)) }, { cookie: admin.cookie })
    expect(await future.text()).toContain('cannot be in the future')
    expect(await Breach.countDocuments({ summary })).toBe(0)

    const recorded = await postForm(server.baseUrl, '/admin/privacy/breaches', { intent: 'record', summary, affected: 'All 120 members: names and phone numbers', foundAt: toMalaysiaLocal(foundAt) }, { cookie: admin.cookie })
    expect(recorded.status).toBe(302)
    const breach = await Breach.findOne({ summary }).lean()
    expect(breach).toMatchObject({ affected: 'All 120 members: names and phone numbers', recordedBy: admin.user.email, commissionerNotifiedAt: null })

    const page = await (await get(server.baseUrl, '/admin/privacy/breaches', { cookie: cookiesFrom(recorded, admin.cookie) })).text()
    expect(page).toContain('The breach is recorded')
    expect(page).toContain(summary)
    // Found 80 hours ago (to the minute): the Commissioner's 72 hours ran out 8 hours ago; the people's 7 days have not.
    expect(page).toMatch(/8 hours overdue/)
    expect(page).toMatch(/\d+ hours left/)

    const notified = await postForm(server.baseUrl, '/admin/privacy/breaches', { intent: 'notified', id: String(breach!._id), notice: 'commissioner' }, { cookie: admin.cookie })
    expect(notified.status).toBe(302)
    expect((await Breach.findById(breach!._id).lean())?.commissionerNotifiedAt).toBeInstanceOf(Date)
    const again = await sendJson(server.baseUrl, 'PATCH', `/api/admin/breaches/${breach!._id}`, { notice: 'commissioner' }, { token: admin.token })
    expect(again.status).toBe(409)
    expect(await AuditLog.countDocuments({ entityType: 'breach', entityId: String(breach!._id) })).toBe(2)
  })

  test('the API twins: record 201, register with deadlines, notices; members refused; bad input 400', async () => {
    const admin = await adminSession()
    const foundAt = new Date(now().getTime() - 2 * HOUR)
    const created = await sendJson(server.baseUrl, 'POST', '/api/admin/breaches', { summary: 'Mail sent to the wrong list', affected: '12 applicants', foundAt: foundAt.toISOString() }, { token: admin.token })
    expect(created.status).toBe(201)
    const { breach } = (await created.json()) as { breach: { id: string } }

    const list = (await (await get(server.baseUrl, '/api/admin/breaches', { token: admin.token })).json()) as { breaches: Array<{ id: string; commissionerBy: string; subjectsBy: string }> }
    const listed = list.breaches.find((b) => b.id === breach.id)!
    expect(new Date(listed.commissionerBy).getTime()).toBe(foundAt.getTime() + 72 * HOUR)
    expect(new Date(listed.subjectsBy).getTime()).toBe(foundAt.getTime() + (72 + 7 * 24) * HOUR)

    expect((await sendJson(server.baseUrl, 'PATCH', `/api/admin/breaches/${breach.id}`, { notice: 'subjects' }, { token: admin.token })).status).toBe(200)
    const bad = await sendJson(server.baseUrl, 'PATCH', `/api/admin/breaches/${breach.id}`, { notice: 'press' }, { token: admin.token })
    expect(bad.status).toBe(400)
    expect(await bad.json()).toEqual({ message: 'Please choose who was notified', fieldErrors: { notice: ['Please choose who was notified'] } })
    expect((await sendJson(server.baseUrl, 'PATCH', '/api/admin/breaches/ffffffffffffffffffffffff', { notice: 'subjects' }, { token: admin.token })).status).toBe(404)
    const missing = await sendJson(server.baseUrl, 'POST', '/api/admin/breaches', { summary: 'x', affected: 'y' }, { token: admin.token })
    expect(missing.status).toBe(400)
    expect((await missing.json()).fieldErrors).toEqual({ foundAt: ['Please give when the breach was found'] })

    const member = await memberSession()
    expect((await get(server.baseUrl, '/api/admin/breaches', { token: member.token })).status).toBe(403)
    expect((await get(server.baseUrl, '/admin/privacy/breaches', { cookie: member.cookie })).status).toBe(403)
  })

  test('the page in Malay', async () => {
    const admin = await adminSession()
    const html = await (await get(server.baseUrl, '/admin/privacy/breaches?lng=ms', { cookie: admin.cookie })).text()
    expect(html).toContain('Daftar pelanggaran')
    expect(html).toContain('Rekod pelanggaran ini')
  })
})
