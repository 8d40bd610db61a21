import { describe, expect, test } from 'vitest'
import { AuditLog } from '#app/models/audit-log.server.ts'
import { Media } from '#app/models/media.server.ts'
import { MemberResource } from '#app/models/member-resource.server.ts'
import { adminSession, expectPage, follow, inputValue, memberSession, textareaValue } from '#tests/admin-helpers.ts'
import { createUser, signIn } from '#tests/factories.ts'
import { get, postForm, sendJson } from '#tests/http.ts'
import { pdfOfSize, postFileForm, solidImage, storedMediaCounts, uploadFile } from '#tests/media.ts'
import { useTestServer } from '#tests/setup/test-server.ts'

const server = useTestServer()
const suffix = () => Math.random().toString(36).slice(2, 8)

const linkForm = (title: string, overrides: Record<string, string> = {}) => ({
  kind: 'link',
  title,
  titleMs: `${title} (BM)`,
  description: 'The AGM talk on documenting sessions',
  descriptionMs: 'Ceramah AGM tentang mendokumentasikan sesi',
  url: 'https://video.example.org/agm-2025',
  category: 'Recordings',
  categoryMs: 'Rakaman',
  sortOrder: '5',
  published: 'on',
  ...overrides,
})

function dashboardResources(cookie: string, lng = 'en') {
  return get(server.baseUrl, `/member-dashboard/resources?lng=${lng}`, { cookie })
}

describe('member resources (issue 17, item 3)', () => {
  test('an administrator adds a PDF and a link from the page without JavaScript; members see and download them; visitors are sent to sign in', async () => {
    const admin = await adminSession()
    const pdfTitle = `Practice guide ${suffix()}`
    const pdf = pdfOfSize(150_000)
    const added = await postFileForm(
      server.baseUrl,
      '/admin-content/resources',
      { kind: 'document', title: pdfTitle, titleMs: `Panduan amalan ${pdfTitle.slice(-6)}`, description: 'Read before your first client', sortOrder: '1', published: 'on' },
      [{ field: 'document', bytes: pdf, name: 'practice-guide.pdf', type: 'application/pdf' }],
      { cookie: admin.cookie },
    )
    expect(added.status).toBe(302)
    expect(added.headers.get('location')).toBe('/admin-content/resources')
    const listPage = await follow(server.baseUrl, added, admin.cookie)
    expectPage(listPage).toContain('Member resource added')
    expectPage(listPage).toContain(pdfTitle)

    const linkTitle = `AGM recording ${suffix()}`
    const linkAdded = await postForm(server.baseUrl, '/admin-content/resources', linkForm(linkTitle), { cookie: admin.cookie })
    expect(linkAdded.status).toBe(302)

    const stored = await MemberResource.findOne({ title: pdfTitle }).lean()
    expect(stored).toMatchObject({ kind: 'document', published: true, url: '', document: { size: pdf.length, name: 'practice-guide.pdf' } })
    const media = await Media.findById(stored!.document!.mediaId).lean()
    expect(media).toMatchObject({ purpose: 'member-resource', visibility: 'private', kind: 'document' })
    expect(await AuditLog.countDocuments({ entityType: 'member-resource', action: 'created', actorId: admin.user.id })).toBe(2)

    // A member (of any standing the dashboard shows) sees both, with what each button does.
    const member = await memberSession()
    const html = await (await dashboardResources(member.cookie)).text()
    expectPage(html).toContain(pdfTitle)
    expectPage(html).toContain('Read before your first client')
    expectPage(html).toContain('Download (PDF, 150 KB)')
    expectPage(html).toContain(linkTitle)
    expectPage(html).toContain('href="https://video.example.org/agm-2025"')
    expectPage(html).toContain('Open link')
    expectPage(html).not.toContain('Coming soon')
    expectPage(html).not.toContain('Coming Soon')

    // In Malay: the Malay title where it is written, the words of the buttons in Malay.
    const malay = await (await dashboardResources(member.cookie, 'ms')).text()
    expectPage(malay).toContain(`${linkTitle} (BM)`)
    expectPage(malay).toContain('Muat turun (PDF, 150 KB)')
    expectPage(malay).toContain('Buka pautan')

    // The download: the member gets the bytes as an attachment, never cached.
    const downloadPath = `/member-dashboard/resources/${stored!._id}/download`
    const download = await get(server.baseUrl, downloadPath, { cookie: member.cookie })
    expect(download.status).toBe(200)
    expect(download.headers.get('content-type')).toBe('application/pdf')
    expect(download.headers.get('content-disposition')).toMatch(/^attachment; filename="practice-guide\.pdf"/)
    expect(download.headers.get('cache-control')).toBe('private, no-store')
    expect(Buffer.from(await download.arrayBuffer()).equals(pdf)).toBe(true)

    // Issue 30: a membership that is not active (a pending applicant, a suspended or expired member)
    // opens neither the file nor the list: 403 with the reason, and the tab says the same, in Malay too.
    const ONLY = 'Member resources are for members whose membership is active. They open here once your membership is active (after approval and payment).'
    for (const membershipStatus of ['pending', 'suspended', 'expired']) {
      const other = await signIn((await createUser({ membershipStatus })).id)
      const refused = await get(server.baseUrl, downloadPath, { cookie: other.cookie })
      expect([membershipStatus, refused.status, await refused.json()]).toEqual([membershipStatus, 403, { message: ONLY }])
      const tab = await (await get(server.baseUrl, '/member-dashboard/resources', { cookie: other.cookie })).text()
      expectPage(tab).toContain(ONLY)
      expectPage(tab).not.toContain('Muat turun')
      expect(tab).not.toContain(downloadPath)
    }
    const applicant = await signIn((await createUser({ membershipStatus: 'pending' })).id)
    const inMalay = await get(server.baseUrl, `${downloadPath}?lng=ms`, { cookie: `${applicant.cookie}; lng=ms` })
    expect(await inMalay.json()).toEqual({ message: 'Sumber ahli disediakan untuk ahli yang keahliannya aktif. Sumber ini akan dibuka di sini sebaik sahaja keahlian anda aktif (selepas kelulusan dan pembayaran).' })

    // A visitor: sent to sign in, and the upload itself is private (/media answers 404).
    const visitor = await get(server.baseUrl, downloadPath)
    expect(visitor.status).toBe(302)
    expect(visitor.headers.get('location')).toMatch(/^\/login\?redirectTo=/)
    expect((await get(server.baseUrl, `/media/${stored!.document!.mediaId}/download`)).status).toBe(404)
    expect((await get(server.baseUrl, `/media/${stored!.document!.mediaId}/download`, { cookie: member.cookie })).status).toBe(404)
    const visitorDashboard = await get(server.baseUrl, '/member-dashboard/resources')
    expect(visitorDashboard.status).toBe(302)
    // No public page names them.
    for (const path of ['/resources', '/', '/sitemap.xml']) expect(await (await get(server.baseUrl, path)).text()).not.toContain(pdfTitle)
  })

  test('unpublished resources are hidden from members and their PDF is not served; publishing shows them again', async () => {
    const admin = await adminSession()
    const title = `Draft minutes ${suffix()}`
    await postFileForm(server.baseUrl, '/admin-content/resources', { kind: 'document', title }, [{ field: 'document', bytes: pdfOfSize(4000), name: 'minutes.pdf', type: 'application/pdf' }], { cookie: admin.cookie })
    const draft = await MemberResource.findOne({ title }).lean()
    expect(draft?.published).toBe(false)
    const member = await memberSession()
    expectPage(await (await dashboardResources(member.cookie)).text()).not.toContain(title)
    const path = `/member-dashboard/resources/${draft!._id}/download`
    expect((await get(server.baseUrl, path, { cookie: member.cookie })).status).toBe(404)

    const published = await postForm(server.baseUrl, '/admin-content/resources', { intent: 'publish', id: String(draft!._id) }, { cookie: admin.cookie })
    expect(published.status).toBe(302)
    expectPage(await (await dashboardResources(member.cookie)).text()).toContain(title)
    expect((await get(server.baseUrl, path, { cookie: member.cookie })).status).toBe(200)

    await postForm(server.baseUrl, '/admin-content/resources', { intent: 'unpublish', id: String(draft!._id) }, { cookie: admin.cookie })
    expectPage(await (await dashboardResources(member.cookie)).text()).not.toContain(title)
    expect(await AuditLog.countDocuments({ entityType: 'member-resource', entityId: String(draft!._id), action: { $in: ['published', 'unpublished'] } })).toBe(2)
  })

  test('the empty tab says nothing is published yet', async () => {
    await MemberResource.deleteMany({})
    const member = await memberSession()
    const html = await (await dashboardResources(member.cookie)).text()
    expectPage(html).toContain('No member resources have been published yet.')
    expectPage(html).toContain('Also on the public website')
  })

  test('bad input: the messages, what was typed kept, nothing stored (page and API)', async () => {
    const admin = await adminSession()
    const before = await MemberResource.countDocuments()
    const mediaBefore = await storedMediaCounts()
    const title = `Webinar ${suffix()}`

    const notHttps = await postForm(server.baseUrl, '/admin-content/resources', linkForm(title, { url: 'http://video.example.org/x' }), { cookie: admin.cookie })
    expect(notHttps.status).toBe(400)
    const notHttpsHtml = await notHttps.text()
    expectPage(notHttpsHtml).toContain('The link must be a secure web address starting with https://')
    expect(inputValue(notHttpsHtml, 'title')).toBe(title)
    expect(textareaValue(notHttpsHtml, 'description')).toBe('The AGM talk on documenting sessions')

    const scriptLink = await postForm(server.baseUrl, '/admin-content/resources', linkForm(title, { url: 'javascript:alert(1)' }), { cookie: admin.cookie })
    expect(scriptLink.status).toBe(400)

    // A document without its PDF; a photo instead of a PDF (refused by its bytes); no title with a file (choose it again).
    const noPdf = await postFileForm(server.baseUrl, '/admin-content/resources', { kind: 'document', title }, [], { cookie: admin.cookie })
    expect(noPdf.status).toBe(400)
    expectPage(await noPdf.text()).toContain('Choose the PDF document to publish')
    const photo = await postFileForm(server.baseUrl, '/admin-content/resources', { kind: 'document', title }, [{ field: 'document', bytes: await solidImage(40, 40).png().toBuffer(), name: 'x.pdf', type: 'application/pdf' }], { cookie: admin.cookie })
    expect(photo.status).toBe(415)
    expectPage(await photo.text()).toContain('Please choose a PDF document')
    const noTitle = await postFileForm(server.baseUrl, '/admin-content/resources', { kind: 'document', title: '' }, [{ field: 'document', bytes: pdfOfSize(3000), name: 'x.pdf' }], { cookie: admin.cookie })
    expect(noTitle.status).toBe(400)
    expectPage(await noTitle.text()).toContain('Title is required')

    // The API: 400 with fieldErrors.
    const api = async (body: unknown) => sendJson(server.baseUrl, 'POST', '/api/admin/resources', body, { token: admin.token })
    const cases: Array<[unknown, string]> = [
      [{ kind: 'link', title }, 'url'],
      [{ kind: 'link', title, url: 'ftp://example.org/file' }, 'url'],
      [{ kind: 'video', title }, 'kind'],
      [{ kind: 'link', title: '', url: 'https://example.org' }, 'title'],
      [{ kind: 'link', title, url: 'https://example.org', sortOrder: 1.5 }, 'sortOrder'],
      [{ kind: 'link', title, url: 'https://example.org', published: 'yes' }, 'published'],
      [{ kind: 'document', title }, 'documentId'],
      [{ kind: 'document', title, documentId: '000000000000000000000000' }, 'documentId'],
      [{ kind: 'document', title, documentId: { $ne: null } }, 'documentId'],
    ]
    for (const [body, field] of cases) {
      const answer = await api(body)
      expect(answer.status, JSON.stringify(body)).toBe(400)
      const json = (await answer.json()) as { message: string; fieldErrors: Record<string, string[]> }
      expect(json.fieldErrors[field], JSON.stringify(body)).toBeTruthy()
    }
    expect(await MemberResource.countDocuments()).toBe(before)
    expect(await storedMediaCounts()).toEqual(mediaBefore)
  })

  test('the API twins: create a link and a document, read, replace, publish, delete; members and visitors refused', async () => {
    const admin = await adminSession()
    const auth = { token: admin.token }
    const upload = await uploadFile(server.baseUrl, { bytes: pdfOfSize(5000), name: 'code.pdf', type: 'application/pdf' }, { purpose: 'member-resource' }, auth)
    expect(upload.status).toBe(201)
    const { id: documentId } = (await upload.json()) as { id: string }

    const created = await sendJson(server.baseUrl, 'POST', '/api/admin/resources', { kind: 'document', title: 'Code of practice', documentId, published: true }, auth)
    expect(created.status).toBe(201)
    const { resource } = (await created.json()) as { resource: { id: string; document: { mediaId: string; size: number } } }
    expect(resource.document).toMatchObject({ mediaId: documentId, size: 5000 })

    const link = await sendJson(server.baseUrl, 'POST', '/api/admin/resources', { kind: 'link', title: 'Webinar', url: 'https://video.example.org/w' }, auth)
    expect(link.status).toBe(201)
    const linkResource = ((await link.json()) as { resource: { id: string; published: boolean } }).resource
    expect(linkResource.published).toBe(false)

    const list = (await (await get(server.baseUrl, '/api/admin/resources', auth)).json()) as { resources: Array<{ id: string }> }
    expect(list.resources.map((r) => r.id)).toEqual(expect.arrayContaining([resource.id, linkResource.id]))

    // PUT keeps the PDF when no documentId comes; turning it into a link deletes the PDF.
    const kept = await sendJson(server.baseUrl, 'PUT', `/api/admin/resources/${resource.id}`, { kind: 'document', title: 'Code of practice (2026)', published: true }, auth)
    expect(kept.status).toBe(200)
    expect(((await kept.json()) as { resource: { document: { mediaId: string } } }).resource.document.mediaId).toBe(documentId)
    const toLink = await sendJson(server.baseUrl, 'PUT', `/api/admin/resources/${resource.id}`, { kind: 'link', title: 'Code of practice', url: 'https://example.org/code' }, auth)
    expect(toLink.status).toBe(200)
    expect(await Media.findById(documentId).lean()).toBeNull()

    const patched = await sendJson(server.baseUrl, 'PATCH', `/api/admin/resources/${linkResource.id}`, { published: true }, auth)
    expect(patched.status).toBe(200)
    expect((await MemberResource.findById(linkResource.id).lean())?.published).toBe(true)

    // Members and visitors are refused every door; a member's token is 403.
    const member = await memberSession()
    expect((await get(server.baseUrl, '/api/admin/resources', { token: member.token })).status).toBe(403)
    expect((await sendJson(server.baseUrl, 'POST', '/api/admin/resources', { kind: 'link', title: 'x', url: 'https://example.org' }, { token: member.token })).status).toBe(403)
    expect((await get(server.baseUrl, '/api/admin/resources')).status).toBe(401)
    expect((await get(server.baseUrl, '/admin-content/resources', { cookie: member.cookie })).status).toBe(403)
    expect((await postForm(server.baseUrl, '/admin-content/resources', linkForm('Not mine'), { cookie: member.cookie })).status).toBe(403)
    expect(await MemberResource.countDocuments({ title: 'Not mine' })).toBe(0)

    const deleted = await sendJson(server.baseUrl, 'DELETE', `/api/admin/resources/${linkResource.id}`, undefined, auth)
    expect(deleted.status).toBe(200)
    expect((await sendJson(server.baseUrl, 'DELETE', `/api/admin/resources/${linkResource.id}`, undefined, auth)).status).toBe(404)
  })

  test('edit and delete after confirming, from the pages; the PDF goes with its resource', async () => {
    const admin = await adminSession()
    const title = `Ethics reading ${suffix()}`
    await postFileForm(server.baseUrl, '/admin-content/resources', { kind: 'document', title, published: 'on' }, [{ field: 'document', bytes: pdfOfSize(6000), name: 'ethics.pdf' }], { cookie: admin.cookie })
    const resource = await MemberResource.findOne({ title }).lean()
    const id = String(resource!._id)
    const mediaId = String(resource!.document!.mediaId)

    const editPage = await (await get(server.baseUrl, `/admin-content/resources/${id}/edit`, { cookie: admin.cookie })).text()
    expect(inputValue(editPage, 'title')).toBe(title)
    expectPage(editPage).toContain('Now: ethics.pdf (6 KB)')

    // Saved without a new file: the PDF stays.
    const saved = await postFileForm(server.baseUrl, `/admin-content/resources/${id}/edit`, { kind: 'document', title: `${title} v2`, published: 'on' }, [], { cookie: admin.cookie })
    expect(saved.status).toBe(302)
    expect((await MemberResource.findById(id).lean())?.document?.mediaId.toString()).toBe(mediaId)

    const question = await (await get(server.baseUrl, `/admin-content/resources/${id}/delete`, { cookie: admin.cookie })).text()
    expectPage(question).toContain(`${title} v2`)
    expectPage(question).toContain('its PDF is deleted')
    expect(await MemberResource.countDocuments({ _id: id })).toBe(1)

    const deleted = await postForm(server.baseUrl, `/admin-content/resources/${id}/delete`, {}, { cookie: admin.cookie })
    expect(deleted.status).toBe(302)
    expect(await MemberResource.countDocuments({ _id: id })).toBe(0)
    expect(await Media.findById(mediaId).lean()).toBeNull()
    expect(await AuditLog.countDocuments({ entityType: 'member-resource', entityId: id, action: 'deleted' })).toBe(1)
    expect((await postForm(server.baseUrl, `/admin-content/resources/${id}/delete`, {}, { cookie: admin.cookie })).status).toBe(404)
  })
})
