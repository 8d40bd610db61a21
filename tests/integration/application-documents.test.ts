import { describe, expect, test } from 'vitest'
import { AuditLog } from '#app/models/audit-log.server.ts'
import { Media } from '#app/models/media.server.ts'
import { User } from '#app/models/user.server.ts'
import { ERASURE_STEPS } from '#app/services/account-closure.server.ts'
import { getUserById } from '#app/models/user.server.ts'
import { adminSession, expectPage, inputValue, memberSession } from '#tests/admin-helpers.ts'
import { registration, registrationForm, signIn } from '#tests/factories.ts'
import { get, newClientIp, withoutScripts } from '#tests/http.ts'
import { DISGUISED_FILES, pdfOfSize, postFileForm, solidImage, storedMediaCounts } from '#tests/media.ts'
import { useTestServer } from '#tests/setup/test-server.ts'

/**
 * An application's supporting documents (issue 18, item 2) over HTTP: sent with /register (a plain
 * multipart form, no JavaScript) or POST /api/auth/register (multipart `documents`), stored as the
 * applicant's private files, listed for the secretariat with download links; a refused file stores
 * nothing at all, not even the account.
 */

const server = useTestServer()

const pdf = () => ({ field: 'documents', bytes: pdfOfSize(4000), name: 'certificate.pdf', type: 'application/pdf' })
const jpeg = async () => ({ field: 'documents', bytes: await solidImage(640, 480).jpeg().toBuffer(), name: 'licence.jpg', type: 'image/jpeg' })
const disguised = DISGUISED_FILES[0]
const huge = DISGUISED_FILES[2]

function registerByApi(fields: Record<string, string>, files: Array<{ field: string; bytes: Buffer; name: string; type?: string }>) {
  const form = new FormData()
  for (const [key, value] of Object.entries(fields)) form.append(key, value)
  for (const file of files) form.append(file.field, new Blob([new Uint8Array(file.bytes)], { type: file.type ?? 'application/octet-stream' }), file.name)
  return fetch(`${server.baseUrl}/api/auth/register`, { method: 'POST', headers: { 'x-forwarded-for': newClientIp() }, body: form })
}

const mediaOf = (userId: string) => Media.find({ ownerId: userId }).sort({ createdAt: 1 }).lean()

describe('/register with supporting documents', () => {
  test('a PDF and a JPEG: the applicant is pending, the files are their private documents, audited; the secretariat sees and opens them, nobody else does', async () => {
    const fields = registrationForm({ firstName: 'Nur' })
    const response = await postFileForm(server.baseUrl, '/register', fields, [pdf(), await jpeg()])
    expect(response.status).toBe(302)
    const user = await User.findOne({ email: fields.email }).lean()
    expect(user).toMatchObject({ membershipStatus: 'pending' })
    const userId = String(user!._id)
    const stored = await mediaOf(userId)
    expect(stored.map((m) => [m.purpose, m.visibility, m.kind, m.originalName])).toEqual([
      ['application', 'private', 'document', 'certificate.pdf'],
      ['application', 'private', 'image', 'licence.jpg'],
    ])
    expect(await AuditLog.countDocuments({ action: 'uploaded-application-document', entityId: userId })).toBe(2)

    const secretary = await adminSession({ roles: ['secretary'] })
    const queue = withoutScripts(await (await get(server.baseUrl, '/admin/applications', { cookie: secretary.cookie })).text())
    const urls = stored.map((m) => `/media/${String(m._id)}/download`)
    for (const url of urls) expect(queue).toContain(`href="${url}"`)
    expectPage(queue).toContain('certificate.pdf (download)')
    const api = (await (await get(server.baseUrl, '/api/admin/applications', { token: secretary.token })).json()) as {
      applications: Array<{ id: string; documents: Array<{ url: string; name: string; type: string }> }>
    }
    expect(api.applications.find((a) => a.id === userId)?.documents).toEqual([
      expect.objectContaining({ url: urls[0], name: 'certificate.pdf', type: 'application/pdf' }),
      expect.objectContaining({ url: urls[1], name: 'licence.jpg', type: 'image/jpeg' }),
    ])

    const download = await get(server.baseUrl, urls[0]!, { cookie: secretary.cookie })
    expect(download.status).toBe(200)
    expect(download.headers.get('content-type')).toBe('application/pdf')
    expect(download.headers.get('content-disposition')).toMatch(/^attachment/)
    const own = await signIn(userId)
    expect((await get(server.baseUrl, urls[0]!, { cookie: own.cookie })).status).toBe(200)
    // The treasurer is staff, but not of the applications area; a member and a visitor are not staff.
    const treasurer = await adminSession({ roles: ['treasurer'] })
    const member = await memberSession()
    for (const cookie of [treasurer.cookie, member.cookie, '']) {
      expect((await get(server.baseUrl, urls[0]!, { cookie })).status).toBe(404)
      expect((await get(server.baseUrl, urls[1]!, { cookie })).status).toBe(404)
    }
  })

  test('a disguised file is refused (415) with what was typed kept and a message to choose the files again; nothing is stored, no account either', async () => {
    const before = await storedMediaCounts()
    const fields = registrationForm({ firstName: 'Kept' })
    const refused = await postFileForm(server.baseUrl, '/register', fields, [pdf(), { field: 'documents', ...disguised }])
    expect(refused.status).toBe(415)
    const html = withoutScripts(await refused.text())
    expectPage(html).toContain('“photo.png”: SVG drawings and web pages cannot be uploaded')
    expectPage(html).toContain('Please choose the file again')
    expect(inputValue(html, 'firstName')).toBe('Kept')
    expect(inputValue(html, 'email')).toBe(fields.email)
    expect(await User.countDocuments({ email: fields.email })).toBe(0)
    expect(await storedMediaCounts()).toEqual(before)

    const malay = await postFileForm(server.baseUrl, '/register?lng=ms', fields, [{ field: 'documents', ...disguised }], { cookie: 'lng=ms' })
    expect(malay.status).toBe(415)
    expectPage(withoutScripts(await malay.text())).toContain('halaman web tidak boleh dimuat naik')
  })

  test('a 12 MB file is 413 and four files are 400, each with what was typed kept and nothing stored', async () => {
    const before = await storedMediaCounts()
    const fields = registrationForm({ firstName: 'Large' })
    const tooLarge = await postFileForm(server.baseUrl, '/register', fields, [{ field: 'documents', ...huge }])
    expect(tooLarge.status).toBe(413)
    expect(inputValue(withoutScripts(await tooLarge.text()), 'firstName')).toBe('Large')
    const four = await postFileForm(server.baseUrl, '/register', fields, [pdf(), pdf(), pdf(), pdf()])
    expect(four.status).toBe(400)
    const html = withoutScripts(await four.text())
    expectPage(html).toContain('Please choose at most 3 supporting documents')
    expect(inputValue(html, 'firstName')).toBe('Large')
    expect(await User.countDocuments({ email: fields.email })).toBe(0)
    expect(await storedMediaCounts()).toEqual(before)
  })

  test('closing the account erases the documents with the other uploads', async () => {
    const fields = registrationForm()
    expect((await postFileForm(server.baseUrl, '/register', fields, [pdf()])).status).toBe(302)
    const user = await getUserById(String((await User.findOne({ email: fields.email }).lean())!._id))
    expect(await mediaOf(user!.id)).toHaveLength(1)
    await ERASURE_STEPS.find((step) => step.name === 'media')!.run(user!)
    expect(await mediaOf(user!.id)).toHaveLength(0)
  })
})

describe('POST /api/auth/register with documents', () => {
  test('multipart with a PDF: 201 { token, user } pending, the document stored as theirs', async () => {
    const fields: Record<string, string> = { ...registrationForm(), acceptPrivacy: 'true' }
    const response = await registerByApi(fields, [pdf()])
    expect(response.status).toBe(201)
    const body = (await response.json()) as { token: string; user: { id: string; membershipStatus: string; membershipId?: string } }
    expect(body.token).toBeTruthy()
    expect(body.user.membershipStatus).toBe('pending')
    expect(body.user.membershipId).toBeUndefined()
    expect((await mediaOf(body.user.id)).map((m) => m.purpose)).toEqual(['application'])
  })

  test('a disguised file is 415 and a 12 MB one 413, with no account and no file stored; JSON registration is unchanged', async () => {
    const before = await storedMediaCounts()
    const fields: Record<string, string> = { ...registrationForm(), acceptPrivacy: 'true' }
    const refused = await registerByApi(fields, [{ field: 'documents', ...disguised }])
    expect(refused.status).toBe(415)
    expect(await refused.json()).toEqual({ message: '“photo.png”: SVG drawings and web pages cannot be uploaded: please save the picture as a PNG or JPEG first' })
    const tooLarge = await registerByApi(fields, [{ field: 'documents', ...huge }])
    expect(tooLarge.status).toBe(413)
    const invalid = await registerByApi({ ...fields, acceptPrivacy: 'no' }, [pdf()])
    expect(invalid.status).toBe(400)
    expect(((await invalid.json()) as { fieldErrors: Record<string, string[]> }).fieldErrors).toHaveProperty('acceptPrivacy')
    expect(await User.countDocuments({ email: fields.email })).toBe(0)
    expect(await storedMediaCounts()).toEqual(before)

    const json = await fetch(`${server.baseUrl}/api/auth/register`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-forwarded-for': newClientIp() },
      body: JSON.stringify(registration()),
    })
    expect(json.status).toBe(201)
    const { user } = (await json.json()) as { user: { id: string; membershipStatus: string } }
    expect(user.membershipStatus).toBe('pending')
    expect(await mediaOf(user.id)).toHaveLength(0)
  })
})
