import path from 'node:path'
import { describe, expect, test } from 'vitest'
import { InformationRequest } from '#app/models/information-request.server.ts'
import { Media } from '#app/models/media.server.ts'
import { adminSession, expectPage, textareaValue } from '#tests/admin-helpers.ts'
import { registration } from '#tests/factories.ts'
import { get, newClientIp, postForm, sendJson, withoutScripts } from '#tests/http.ts'
import { waitForMail } from '#tests/mail.ts'
import { DISGUISED_FILES, pdfOfSize, postFileForm, storedMediaCounts } from '#tests/media.ts'
import { useTestServer } from '#tests/setup/test-server.ts'

/**
 * Applications that can ask for more (issue 33, item 5), over HTTP: the secretariat asks a waiting
 * applicant for more (a message and the documents wanted, by the type's evidence) on the queue's page
 * or through the API; the applicant is mailed, answers on their application's page with a note and
 * documents (checked by their bytes), the documents join the application, the secretary hears of it,
 * and each request is asked and answered once. The public form does not take the conferred types.
 */

const server = useTestServer()
const outbox = () => path.join(process.env.DATA_DIR!, 'outbox')
const api = (method: string, address: string, body: unknown, token?: string) => sendJson(server.baseUrl, method, address, body, { token })
const pdf = (name = 'first-aid.pdf') => ({ field: 'documents', bytes: pdfOfSize(4000), name, type: 'application/pdf' })

async function apply(overrides: Record<string, string | boolean> = {}) {
  const response = await api('POST', '/api/auth/register', registration(overrides))
  expect(response.status).toBe(201)
  return (await response.json()) as { token: string; cookie?: string; user: { id: string; email: string; firstName: string; lastName: string } }
}

/** A signed-in applicant's cookie, from the registration's answer. */
async function applyWithCookie(overrides: Record<string, string | boolean> = {}) {
  const response = await api('POST', '/api/auth/register', registration(overrides))
  expect(response.status).toBe(201)
  const body = (await response.json()) as { token: string; user: { id: string; email: string; firstName: string; lastName: string } }
  const cookie = (response.headers.get('set-cookie') ?? '').split(';')[0]!
  return { ...body, cookie }
}

function answerByApi(token: string, answer: string, files: Array<{ field: string; bytes: Buffer; name: string; type?: string }>) {
  const form = new FormData()
  form.append('answer', answer)
  for (const file of files) form.append(file.field, new Blob([new Uint8Array(file.bytes)], { type: file.type ?? 'application/octet-stream' }), file.name)
  return fetch(`${server.baseUrl}/api/membership/application`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}`, 'x-forwarded-for': newClientIp() },
    body: form,
  })
}

describe('asking an applicant for more, through the API', () => {
  test('asked once at a time, mailed with the documents wanted; answered once with a document that joins the application; the secretary hears of it', async () => {
    const { token: staff } = await adminSession({ roles: ['secretary'], firstName: 'Siti', lastName: 'Secretary' })
    const applicant = await apply({ membershipType: 'Practicing Ordinary' })

    const asked = await api('POST', `/api/admin/applications/${applicant.user.id}/information-request`, { message: 'Please send your first aid certificate.', documents: ['first-aid', 'insurance'] }, staff)
    expect(asked.status).toBe(201)
    expect((await asked.json()).request).toMatchObject({ message: 'Please send your first aid certificate.', documents: ['first-aid', 'insurance'], answeredAt: null, askedBy: 'Siti Secretary' })
    const again = await api('POST', `/api/admin/applications/${applicant.user.id}/information-request`, { message: 'And another thing.' }, staff)
    expect(again.status).toBe(409)
    expect(await again.json()).toEqual({ message: 'The applicant has not answered the last request yet' })

    const mail = await waitForMail(outbox(), { to: applicant.user.email, subject: 'More information for your EMPAM membership application' })
    expect(mail.text).toContain('Please send your first aid certificate.')
    expect(mail.text).toContain('• A current first aid and CPR certificate')
    expect(mail.text).toContain('• Your professional liability insurance certificate')
    expect(mail.text).toMatch(/https?:\/\/\S+\/member-dashboard\/application\b/)

    const standing = await (await get(server.baseUrl, '/api/membership/application', { token: applicant.token })).json()
    expect(standing).toMatchObject({ membershipType: 'Practicing Ordinary', waiting: true, evidence: ['training-hours', 'first-aid', 'insurance'], mayAnswer: true, request: { documents: ['first-aid', 'insurance'] } })
    const membership = await (await get(server.baseUrl, '/api/membership', { token: applicant.token })).json()
    expect(membership).toMatchObject({ stage: 'applied', informationRequest: { message: 'Please send your first aid certificate.', answeredAt: null } })

    const answered = await answerByApi(applicant.token, 'Here it is; the insurance follows next week.', [pdf()])
    expect(answered.status).toBe(200)
    const { request } = await answered.json()
    expect(request).toMatchObject({ answer: 'Here it is; the insurance follows next week.', answeredAt: expect.any(String), answerDocumentIds: [expect.any(String)] })
    const stored = await Media.findById(request.answerDocumentIds[0]).lean()
    expect({ ...stored, ownerId: String(stored?.ownerId) }).toMatchObject({ ownerId: applicant.user.id, purpose: 'application', originalName: 'first-aid.pdf' })
    expect((await answerByApi(applicant.token, 'Twice?', [])).status).toBe(409)

    const list = await (await get(server.baseUrl, '/api/admin/applications', { token: staff })).json()
    const listed = list.applications.find((a: { id: string }) => a.id === applicant.user.id)
    expect(listed.documents.map((d: { name: string }) => d.name)).toContain('first-aid.pdf')

    const notice = await waitForMail(outbox(), { to: '', subject: `An applicant answered: ${applicant.user.firstName} ${applicant.user.lastName}` })
    expect(notice.text).toContain('documents attached: 1')

    // Answered: the secretariat may ask again.
    expect((await api('POST', `/api/admin/applications/${applicant.user.id}/information-request`, { message: 'Now the insurance, please.', documents: 'insurance' }, staff)).status).toBe(201)
  })

  test('a refused document stores nothing and the request still waits; an empty answer is refused', async () => {
    const { token: staff } = await adminSession({ roles: ['secretary'] })
    const applicant = await apply({ membershipType: 'Student' })
    expect((await api('POST', `/api/admin/applications/${applicant.user.id}/information-request`, { message: 'Proof of enrolment, please.', documents: ['enrolment'] }, staff)).status).toBe(201)
    const before = await storedMediaCounts()
    const disguised = DISGUISED_FILES[0]
    const refused = await answerByApi(applicant.token, 'Attached.', [{ field: 'documents', bytes: disguised.bytes, name: disguised.name, type: disguised.type }])
    expect(refused.status).toBe(415)
    expect(await storedMediaCounts()).toEqual(before)
    const empty = await answerByApi(applicant.token, '', [])
    expect(empty.status).toBe(400)
    expect(await empty.json()).toEqual({ message: 'Write an answer or choose at least one document', fieldErrors: { answer: ['Write an answer or choose at least one document'] } })
    expect(await InformationRequest.findOne({ userId: applicant.user.id }).lean()).toMatchObject({ answeredAt: null })
  })

  test('bad requests: no message, an unknown document, a decided application, nothing asked', async () => {
    const { token: staff } = await adminSession({ roles: ['secretary'] })
    const applicant = await apply()
    const noMessage = await api('POST', `/api/admin/applications/${applicant.user.id}/information-request`, { message: ' ' }, staff)
    expect(noMessage.status).toBe(400)
    expect((await noMessage.json()).fieldErrors).toEqual({ message: ['Write what you need from the applicant'] })
    const unknown = await api('POST', `/api/admin/applications/${applicant.user.id}/information-request`, { message: 'x', documents: ['passport-photo'] }, staff)
    expect(unknown.status).toBe(400)
    expect((await unknown.json()).fieldErrors).toMatchObject({ documents: ['Choose documents from the list'] })
    expect((await answerByApi(applicant.token, 'Unasked', [])).status).toBe(409)
    expect((await api('POST', `/api/admin/applications/${applicant.user.id}/approve`, {}, staff)).status).toBe(200)
    const decided = await api('POST', `/api/admin/applications/${applicant.user.id}/information-request`, { message: 'Too late' }, staff)
    expect(decided.status).toBe(409)
    expect(await InformationRequest.countDocuments({ userId: applicant.user.id })).toBe(0)
  })

  test('two staff asking at the same moment: one request is stored', async () => {
    const { token: staff } = await adminSession({ roles: ['secretary'] })
    const applicant = await apply()
    const answers = await Promise.all(
      Array.from({ length: 6 }, (_, i) => api('POST', `/api/admin/applications/${applicant.user.id}/information-request`, { message: `Ask ${i}` }, staff)),
    )
    expect(answers.map((r) => r.status).sort()).toEqual([201, 409, 409, 409, 409, 409])
    expect(await InformationRequest.countDocuments({ userId: applicant.user.id })).toBe(1)
  })

  test('the conferred types are not applied for, by the form or the API', async () => {
    for (const type of ['Fellow', 'Honorary Fellow']) {
      const refused = await api('POST', '/api/auth/register', registration({ membershipType: type }))
      expect(refused.status).toBe(400)
      expect((await refused.json()).fieldErrors.membershipType).toEqual(['This membership type is conferred by the Executive Committee, not applied for: choose another type'])
    }
  })
})

describe('the pages, without JavaScript', () => {
  test('the queue asks (a refusal keeps what was typed), shows the request and the answer; the applicant answers on their page, in Malay', async () => {
    const { cookie: staff } = await adminSession({ roles: ['secretary'] })
    const applicant = await applyWithCookie({ membershipType: 'Graduate', locale: 'ms' })

    const queue = withoutScripts(await (await get(server.baseUrl, '/admin/applications', { cookie: staff })).text())
    expectPage(queue).toContain('What this type sends')
    expectPage(queue).toContain('The certificate of your recognised training programme')
    expectPage(queue).toContain('Ask for more information')

    const refused = await postForm(server.baseUrl, '/admin/applications', { intent: 'ask', userId: applicant.user.id, message: '', documents: 'programme-certificate' }, { cookie: staff })
    expect(refused.status).toBe(400)
    const refusedPage = await refused.text()
    expectPage(refusedPage).toContain('Write what you need from the applicant')
    expect(/<input[^>]*value="programme-certificate"[^>]*>/.exec(refusedPage)?.[0]).toContain('checked')

    const asked = await postForm(server.baseUrl, '/admin/applications', { intent: 'ask', userId: applicant.user.id, message: 'Sila hantar sijil program anda.', documents: 'programme-certificate' }, { cookie: staff })
    expect(asked.status).toBe(302)
    const mail = await waitForMail(outbox(), { to: applicant.user.email, subject: 'Maklumat lanjut untuk permohonan keahlian EMPAM anda' })
    expect(mail.text).toContain('• Sijil program latihan anda yang diiktiraf')

    const tab = await (await get(server.baseUrl, '/member-dashboard/membership?lng=ms', { cookie: `${applicant.cookie}; lng=ms` })).text()
    expectPage(tab).toContain('Urus setia meminta maklumat lanjut: jawab di sini')
    const page = await (await get(server.baseUrl, '/member-dashboard/application', { cookie: `${applicant.cookie}; lng=ms` })).text()
    expectPage(page).toContain('Permintaan urus setia')
    expectPage(page).toContain('Sila hantar sijil program anda.')
    expectPage(page).toContain('Hantar jawapan anda')

    // A disguised file: refused under the field, the note kept.
    const disguised = DISGUISED_FILES[0]
    const bad = await postFileForm(server.baseUrl, '/member-dashboard/application', { answer: 'Sijil dilampirkan.' }, [{ field: 'documents', bytes: disguised.bytes, name: disguised.name, type: disguised.type }], {
      cookie: `${applicant.cookie}; lng=ms`,
    })
    expect(bad.status).toBe(415)
    const badPage = await bad.text()
    expect(textareaValue(badPage, 'answer')).toBe('Sijil dilampirkan.')

    const good = await postFileForm(server.baseUrl, '/member-dashboard/application', { answer: 'Sijil dilampirkan.' }, [pdf('sijil.pdf')], { cookie: `${applicant.cookie}; lng=ms` })
    expect(good.status).toBe(302)
    expect(good.headers.get('location')).toBe('/member-dashboard/application')
    const after = await (await get(server.baseUrl, '/member-dashboard/application', { cookie: `${applicant.cookie}; lng=ms` })).text()
    expectPage(after).toContain('Anda telah menjawab pada')
    expectPage(after).toContain('sijil.pdf')
    expect(after).not.toContain('Hantar jawapan anda')

    const answeredQueue = await (await get(server.baseUrl, '/admin/applications', { cookie: staff })).text()
    expectPage(answeredQueue).toContain('Answered on')
    expectPage(answeredQueue).toContain('Sijil dilampirkan.')
    expectPage(answeredQueue).toContain('sijil.pdf')
  })

  test('the application form says what to send for the chosen type', async () => {
    const page = await (await get(server.baseUrl, '/register?type=Student')).text()
    expectPage(page).toContain('What to send for Student membership:')
    expectPage(page).toContain('Proof of enrolment in a recognised programme (a letter or student card)')
    const open = await (await get(server.baseUrl, '/register')).text()
    expectPage(open).toContain('What to send for each membership type')
    expect(open).not.toMatch(/<dt[^>]*>Fellow<\/dt>/)
  })
})
