import path from 'node:path'
import { describe, expect, test } from 'vitest'
import { StaffNote } from '#app/models/staff-note.server.ts'
import { adminSession, expectPage, memberSession, textareaValue } from '#tests/admin-helpers.ts'
import { today } from '#tests/clock.ts'
import { registration, signIn } from '#tests/factories.ts'
import { get, newClientIp, postForm, sendJson } from '#tests/http.ts'
import { waitForMail } from '#tests/mail.ts'
import { pdfOfSize } from '#tests/media.ts'
import { useTestServer } from '#tests/setup/test-server.ts'

/**
 * A member's whole story for the secretariat (issue 33, item 4), over HTTP: what the page and
 * GET /api/admin/members/{id}/story tell, in time order, after a year's first steps (applied with a
 * document, asked for more and answered, approved, invoiced, paid, mailed, a CPD entry), and the
 * secretariat's notes, added on the page without JavaScript or through the API, in both languages.
 */

const server = useTestServer()
const outbox = () => path.join(process.env.DATA_DIR!, 'outbox')
const api = (method: string, address: string, body: unknown, token?: string) => sendJson(server.baseUrl, method, address, body, { token })

async function answer(token: string, text: string) {
  const form = new FormData()
  form.append('answer', text)
  form.append('documents', new Blob([new Uint8Array(pdfOfSize(3000))], { type: 'application/pdf' }), 'training.pdf')
  return fetch(`${server.baseUrl}/api/membership/application`, { method: 'POST', headers: { authorization: `Bearer ${token}`, 'x-forwarded-for': newClientIp() }, body: form })
}

describe("a member's story", () => {
  test('the year so far, oldest first, the same on the page and in the API; notes added and kept', async () => {
    const { token: staff, cookie: staffCookie } = await adminSession({ roles: ['secretary'], firstName: 'Siti', lastName: 'Secretary' })
    const { token: money } = await adminSession({ roles: ['treasurer'] })
    const applied = await api('POST', '/api/auth/register', registration({ firstName: 'Nurul', lastName: 'Story', membershipType: 'Practicing Ordinary' }))
    const applicant = (await applied.json()) as { token: string; user: { id: string; email: string } }
    expect((await api('POST', `/api/admin/applications/${applicant.user.id}/information-request`, { message: 'Your training hours, please.', documents: ['training-hours'] }, staff)).status).toBe(201)
    expect((await answer(applicant.token, 'Attached.')).status).toBe(200)
    const approved = await api('POST', `/api/admin/applications/${applicant.user.id}/approve`, {}, staff)
    const { invoice } = await approved.json()
    expect((await api('POST', `/api/admin/invoices/${invoice.id}/payments`, { amount: invoice.total, method: 'bank-transfer', reference: 'MBB 77' }, money)).status).toBe(201)
    const member = (await signIn(applicant.user.id)).token
    expect((await api('POST', '/api/cpd', { title: 'Breathwork workshop', provider: 'EMPAM', category: 'Workshop', hours: 3, date: today() }, member)).status).toBe(201)
    await waitForMail(outbox(), { to: applicant.user.email, subject: 'Receipt RCT-' })

    const noted = await api('POST', `/api/admin/members/${applicant.user.id}/notes`, { text: 'Called about the insurance; follows at renewal.' }, staff)
    expect(noted.status).toBe(201)
    expect((await noted.json()).note).toMatchObject({ authorName: 'Siti Secretary', text: 'Called about the insurance; follows at renewal.' })

    const response = await get(server.baseUrl, `/api/admin/members/${applicant.user.id}/story`, { token: staff })
    expect(response.status).toBe(200)
    const story = (await response.json()) as { member: Record<string, unknown>; items: Array<{ at: string; kind: string; text?: string; values: Record<string, unknown> }> }
    expect(story.member).toMatchObject({ name: 'Nurul Story', stage: 'active', membershipId: expect.stringMatching(/^EMP\d+$/) })
    const at = story.items.map((item) => item.at)
    expect(at).toEqual([...at].sort())
    const kinds = story.items.map((item) => item.kind)
    for (const kind of ['action', 'document', 'answer', 'invoice', 'payment', 'mail', 'cpd', 'note']) expect(kinds).toContain(kind)
    // The story starts with the application and the mails follow the steps that sent them.
    expect(story.items[0]).toMatchObject({ kind: 'action', text: expect.stringContaining('applied for Practicing Ordinary') })
    const subjects = story.items.filter((item) => item.kind === 'mail').map((item) => item.text)
    expect(subjects).toEqual(expect.arrayContaining(['More information for your EMPAM membership application', expect.stringMatching(/^Receipt RCT-/)]))
    expect(story.items.filter((item) => item.kind === 'action').map((item) => item.text).join('\n')).not.toContain('Added a note')

    // The page: the same entries, and a note added without JavaScript (a blank one refused, what was typed kept).
    const page = await (await get(server.baseUrl, `/admin/members/${applicant.user.id}`, { cookie: staffCookie })).text()
    expectPage(page).toContain('Nurul Story: the whole story')
    expectPage(page).toContain(`${story.items.length} entries, oldest first`)
    expectPage(page).toContain('Called about the insurance; follows at renewal.')
    expectPage(page).toContain('CPD entry: Breathwork workshop, 3 hours (pending review)')
    expect(page.match(/data-kind="/g)?.length).toBe(story.items.length)
    const blank = await postForm(server.baseUrl, `/admin/members/${applicant.user.id}`, { intent: 'add-note', text: '   ' }, { cookie: staffCookie })
    expect(blank.status).toBe(400)
    expectPage(await blank.text()).toContain('Write the note')
    const added = await postForm(server.baseUrl, `/admin/members/${applicant.user.id}`, { intent: 'add-note', text: 'Prefers WhatsApp.' }, { cookie: staffCookie })
    expect(added.status).toBe(302)
    expect(await StaffNote.countDocuments({ userId: applicant.user.id })).toBe(2)
    const malay = await (await get(server.baseUrl, `/admin/members/${applicant.user.id}?lng=ms`, { cookie: `${staffCookie}; lng=ms` })).text()
    expectPage(malay).toContain('Nurul Story: kisah penuh')
    expectPage(malay).toContain('Catatan oleh Siti Secretary')
    expectPage(malay).toContain('Catatan CPD: Breathwork workshop, 3 jam (menunggu semakan)')

    // The members' list leads to it.
    const list = await (await get(server.baseUrl, `/admin/members?search=${encodeURIComponent(applicant.user.email)}`, { cookie: staffCookie })).text()
    expect(list).toContain(`href="/admin/members/${applicant.user.id}"`)

    // The member sees the notes in their data export.
    const exported = await (await get(server.baseUrl, '/api/me/export', { token: member })).json()
    expect(exported.staffNotes.map((note: { text: string }) => note.text)).toEqual(['Prefers WhatsApp.', 'Called about the insurance; follows at renewal.'])
    expect(exported.mails.length).toBeGreaterThan(2)
  })

  test('a refused note changes nothing; an unknown member is 404; a treasurer and a member are refused', async () => {
    const { token: staff, cookie, user: self } = await adminSession({ roles: ['secretary'] })
    const target = await memberSession()
    const empty = await api('POST', `/api/admin/members/${target.user.id}/notes`, { text: '' }, staff)
    expect(empty.status).toBe(400)
    expect(await empty.json()).toEqual({ message: 'Write the note', fieldErrors: { text: ['Write the note'] } })
    expect((await api('POST', `/api/admin/members/${'0'.repeat(24)}/notes`, { text: 'x' }, staff)).status).toBe(404)
    // Not on one's own record, by the API or the page.
    const myId = self.id
    expect((await api('POST', `/api/admin/members/${myId}/notes`, { text: 'About me' }, staff)).status).toBe(403)
    expect((await postForm(server.baseUrl, `/admin/members/${myId}`, { intent: 'add-note', text: 'About me' }, { cookie })).status).toBe(403)
    expect(await StaffNote.countDocuments({ userId: myId })).toBe(0)
    expect((await get(server.baseUrl, `/admin/members/${'0'.repeat(24)}`, { cookie })).status).toBe(404)
    const { cookie: treasurerCookie, token: treasurerToken } = await adminSession({ roles: ['treasurer'] })
    expect((await get(server.baseUrl, `/admin/members/${target.user.id}`, { cookie: treasurerCookie })).status).toBe(403)
    expect((await get(server.baseUrl, `/api/admin/members/${target.user.id}/story`, { token: treasurerToken })).status).toBe(403)
    expect((await get(server.baseUrl, `/api/admin/members/${target.user.id}/story`, { token: target.token })).status).toBe(403)
    const typed = await postForm(server.baseUrl, `/admin/members/${target.user.id}`, { intent: 'add-note', text: 'x'.repeat(2001) }, { cookie })
    expect(typed.status).toBe(400)
    expect(textareaValue(await typed.text(), 'text')).toBe('x'.repeat(2001))
    expect(await StaffNote.countDocuments({ userId: target.user.id })).toBe(0)
  })
})
