import sharp from 'sharp'
import { describe, expect, test } from 'vitest'
import { CommitteeMember } from '#app/models/committee-member.server.ts'
import { ensureOfficeBearerRegister } from '#app/seed/seed.server.ts'
import { CpdEntry } from '#app/models/cpd-entry.server.ts'
import { Media, MediaFile } from '#app/models/media.server.ts'
import { Gallery } from '#app/models/gallery.server.ts'
import { LocalPartner } from '#app/models/local-partner.server.ts'
import { NewsArticle } from '#app/models/news-article.server.ts'
import { User } from '#app/models/user.server.ts'
import { UPLOAD_MESSAGES as UPLOAD_MESSAGE_KEYS } from '#app/validation/upload-messages.ts'
import { inEnglish } from '#tests/messages.ts'
import { adminSession, memberSession } from '#tests/admin-helpers.ts'
import { createCommitteeMember, createGallery, createLocalPartner } from '#tests/content-factories.ts'
import { createCpdEntry } from '#tests/factories.ts'
import { get, postForm, sendJson } from '#tests/http.ts'
import { DISGUISED_FILES, GPS_LATITUDE_BYTES, jpegWithExif, pdfOfSize, postFileForm, solidImage, storedMediaCounts } from '#tests/media.ts'
import { useTestServer } from '#tests/setup/test-server.ts'

/** What an English reader is answered (the messages travel as keys until the door). */
const UPLOAD_MESSAGES = inEnglish(UPLOAD_MESSAGE_KEYS)

/**
 * The pages' forms that take a file (issue 16, item 5), posted as a browser without JavaScript posts
 * them (multipart/form-data): what is stored, who can see it, and what a disguised or oversized file
 * gets (its message under the field, what was typed kept, nothing stored), in both languages.
 */

const server = useTestServer()

const jpeg = async (width = 300, height = 200, colour = '#3a7d5c') => solidImage(width, height, colour).jpeg().toBuffer()
const html = async (response: Response) => response.text()
/** The HTML with its attribute quotes as React writes them. */
const escaped = (text: string) => text.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/'/g, '&#x27;')

const profileFields = { firstName: 'Aisyah', lastName: 'Rahman', phone: '+60 12-300 4000', state: 'Sabah', locale: 'en' }

describe("a member's photo on /profile", () => {
  test('uploaded without JavaScript: stored without its GPS position, shown as the avatar on the dashboard', async () => {
    const member = await memberSession()
    const photo = await jpegWithExif(400, 200, 6)
    const response = await postFileForm(server.baseUrl, '/profile', profileFields, [{ field: 'photo', bytes: photo, name: 'IMG_0001.jpg', type: 'image/jpeg' }], member)
    expect(response.status, await response.clone().text()).toBe(302)
    const user = await User.findById(member.user.id).lean<{ photo: { id: string }; imageUrl: string }>()
    expect(user?.photo.id).toMatch(/^[0-9a-f]{24}$/)
    expect(user?.imageUrl).toBe(`/media/${user?.photo.id}/160.webp`)
    const dashboard = await html(await get(server.baseUrl, '/member-dashboard/cpd', member))
    expect(dashboard).toContain(`src="/media/${user?.photo.id}/160.webp"`)
    // Described by the member's name, stored in English: the directory shows it to every reader.
    expect((await Media.findById(user?.photo.id).lean<{ alt: string }>())?.alt).toBe('Photo of Aisyah Rahman')
    // Every stored variant: no EXIF block, and not the GPS latitude's bytes anywhere.
    for (const file of ['160.jpg', '160.webp', '200.jpg', '200.webp']) {
      const bytes = Buffer.from(await (await get(server.baseUrl, `/media/${user?.photo.id}/${file}`)).arrayBuffer())
      expect(bytes.includes(GPS_LATITUDE_BYTES), file).toBe(false)
      expect((await sharp(bytes).metadata()).exif, file).toBeUndefined()
    }
  })

  test('a photo replaced through the page, then by a link through PUT /api/auth/profile: each photo it replaced is deleted', async () => {
    const member = await memberSession()
    const upload = async () => {
      const response = await postFileForm(server.baseUrl, '/profile', profileFields, [{ field: 'photo', bytes: await jpeg(), name: 'me.jpg', type: 'image/jpeg' }], member)
      expect(response.status).toBe(302)
      return (await User.findById(member.user.id).lean<{ photo: { id: string } }>())!.photo.id
    }
    const first = await upload()
    const second = await upload()
    expect(await Media.countDocuments({ _id: first }), 'the photo the page replaced').toBe(0)
    expect((await get(server.baseUrl, `/media/${second}/160.webp`)).status).toBe(200)

    const { locale: _locale, ...fields } = profileFields
    const answer = await sendJson(server.baseUrl, 'PUT', '/api/auth/profile', { ...fields, imageUrl: 'https://example.com/me.jpg' }, { token: member.token })
    expect(answer.status).toBe(200)
    expect(await Media.countDocuments({ _id: second }), 'the photo the API replaced').toBe(0)
    expect((await get(server.baseUrl, `/media/${second}/160.webp`)).status).toBe(404)
    expect(await User.findById(member.user.id).lean<{ photo: unknown; imageUrl: string }>()).toMatchObject({ photo: null, imageUrl: 'https://example.com/me.jpg' })
  })

  test.each(DISGUISED_FILES)('$label is refused: its message under the field, what was typed kept, nothing stored', async ({ bytes, name, type, status }) => {
    const member = await memberSession()
    const before = await storedMediaCounts()
    const response = await postFileForm(server.baseUrl, '/profile', profileFields, [{ field: 'photo', bytes, name, type }], member)
    expect(response.status).toBe(status)
    const page = await html(response)
    expect(page).toContain(escaped(status === 413 ? UPLOAD_MESSAGES.tooLarge : name.endsWith('.svg') ? UPLOAD_MESSAGES.svgOrHtml : UPLOAD_MESSAGES.svgOrHtml))
    expect(page).toContain('value="+60 12-300 4000"') // typed before the photo was refused
    expect(await storedMediaCounts()).toEqual(before)
    expect((await User.findById(member.user.id).lean<{ photo: unknown }>())?.photo ?? null).toBeNull()
  })

  test('in Malay, the refusal is in Malay', async () => {
    const member = await memberSession()
    const response = await postFileForm(server.baseUrl, '/profile?lng=ms', profileFields, [{ field: 'photo', bytes: DISGUISED_FILES[1].bytes, name: 'logo.svg' }], {
      ...member,
      cookie: `${member.cookie}; lng=ms`,
    })
    expect(response.status).toBe(415)
    expect(await html(response)).toContain('Lukisan SVG dan halaman web tidak boleh dimuat naik')
  })
})

describe('CPD evidence: private to the member and the administrators', () => {
  test('a certificate PDF on a new entry: listed as attached; the owner and an administrator download it, anyone else gets 404', async () => {
    const member = await memberSession()
    const other = await memberSession()
    const admin = await adminSession()
    const fields = { title: 'First aid refresher', provider: 'Red Crescent', category: 'Workshop', hours: '3', date: '2026-03-02', description: '', certificateUrl: '' }
    const response = await postFileForm(server.baseUrl, '/member-dashboard/cpd/new', fields, [{ field: 'evidence', bytes: pdfOfSize(5000), name: 'certificate.pdf', type: 'application/pdf' }], member)
    expect(response.status, await response.clone().text()).toBe(302)
    const entry = await CpdEntry.findOne({ title: 'First aid refresher' }).lean<{ evidence: { id: string; name: string } }>()
    expect(entry?.evidence.name).toBe('certificate.pdf')
    const download = `/media/${entry?.evidence.id}/download`
    expect((await get(server.baseUrl, '/member-dashboard/cpd', member)).status).toBe(200)
    expect(await html(await get(server.baseUrl, '/member-dashboard/cpd', member))).toContain('Evidence attached')
    expect(await html(await get(server.baseUrl, '/member-dashboard/cpd/statement?year=2026', member))).toContain('Evidence attached')
    const own = await get(server.baseUrl, download, member)
    expect(own.status).toBe(200)
    expect(own.headers.get('cache-control')).toBe('private, no-store')
    expect(own.headers.get('content-disposition')).toMatch(/^attachment/)
    expect((await get(server.baseUrl, download, admin)).status).toBe(200)
    expect((await get(server.baseUrl, download, other)).status).toBe(404)
    expect((await get(server.baseUrl, download)).status).toBe(404)
  })

  test('deleting an entry deletes its evidence file, through the page and through DELETE /api/cpd/{id} alike', async () => {
    const member = await memberSession()
    const withEvidence = async (title: string) => {
      const fields = { title, provider: 'Red Crescent', category: 'Workshop', hours: '3', date: '2026-03-02', description: '', certificateUrl: '' }
      const response = await postFileForm(server.baseUrl, '/member-dashboard/cpd/new', fields, [{ field: 'evidence', bytes: pdfOfSize(5000), name: 'certificate.pdf', type: 'application/pdf' }], member)
      expect(response.status).toBe(302)
      const entry = (await CpdEntry.findOne({ title }).lean<{ _id: unknown; evidence: { id: string } }>())!
      expect((await get(server.baseUrl, `/media/${entry.evidence.id}/download`, member)).status).toBe(200)
      return { id: String(entry._id), evidence: entry.evidence.id }
    }
    const byPage = await withEvidence('Deleted through the page')
    const byApi = await withEvidence('Deleted through the API')

    expect((await postForm(server.baseUrl, `/member-dashboard/cpd/${byPage.id}/delete`, {}, member)).status).toBe(302)
    expect((await sendJson(server.baseUrl, 'DELETE', `/api/cpd/${byApi.id}`, undefined, { token: member.token })).status).toBe(200)

    for (const { id, evidence } of [byPage, byApi]) {
      expect(await CpdEntry.countDocuments({ _id: id })).toBe(0)
      expect(await Media.countDocuments({ _id: evidence }), 'the evidence record').toBe(0)
      expect(await MediaFile.countDocuments({ 'metadata.mediaId': evidence }), 'the evidence bytes').toBe(0)
      expect((await get(server.baseUrl, `/media/${evidence}/download`, member)).status).toBe(404)
    }
  })

  test('a disguised file on an entry being edited: refused, the entry and what was typed unchanged', async () => {
    const member = await memberSession()
    const entry = await createCpdEntry(member.user.id, { title: 'Original title' })
    const before = await storedMediaCounts()
    const fields = { title: 'Typed new title', provider: 'Provider', category: 'Workshop', hours: '2', date: '2026-03-02', description: '', certificateUrl: '' }
    const response = await postFileForm(server.baseUrl, `/member-dashboard/cpd/${entry.id}/edit`, fields, [{ field: 'evidence', bytes: DISGUISED_FILES[0].bytes, name: 'cert.png' }], member)
    expect(response.status).toBe(415)
    const page = await html(response)
    expect(page).toContain('Typed new title')
    expect(page).toContain(escaped(UPLOAD_MESSAGES.svgOrHtml))
    expect(await storedMediaCounts()).toEqual(before)
    expect((await CpdEntry.findById(entry.id).lean<{ title: string }>())?.title).toBe('Original title')
  })
})

describe("the association's pictures, uploaded by an administrator without JavaScript", () => {
  const news = { title: 'Pictured article', excerpt: 'With a photo.', content: '', date: '2026-04-01', author: 'EMPAM', category: 'Notes', isActive: 'on' }

  test('a news image: its description is required, then it shows on /news and the article in its sizes', async () => {
    const admin = await adminSession()
    const before = await storedMediaCounts()
    const missing = await postFileForm(server.baseUrl, '/admin-content/news/new', news, [{ field: 'image', bytes: await jpeg(), name: 'agm.jpg' }], admin)
    expect(missing.status).toBe(400)
    expect(await html(missing)).toContain(escaped(UPLOAD_MESSAGES.altRequired))
    expect(await storedMediaCounts()).toEqual(before)

    const saved = await postFileForm(server.baseUrl, '/admin-content/news/new', { ...news, imageAlt: 'Members at the AGM' }, [{ field: 'image', bytes: await jpeg(1200, 800), name: 'agm.jpg' }], admin)
    expect(saved.status, await saved.clone().text()).toBe(302)
    const article = await NewsArticle.findOne({ title: 'Pictured article' }).lean<{ _id: unknown; image: { id: string; width: number } }>()
    expect(article?.image.width).toBe(1200)
    const page = await html(await get(server.baseUrl, `/news/${String(article?._id)}`))
    expect(page).toContain(`/media/${article?.image.id}/480.webp 480w, /media/${article?.image.id}/960.webp 960w`)
    expect(page).toContain('alt="Members at the AGM"')
    expect(page).toMatch(/width="1200" height="800"/)
    expect(await html(await get(server.baseUrl, '/news'))).toContain(`/media/${article?.image.id}/`)
  })

  test.each(DISGUISED_FILES)('a news image that is $label: refused, nothing stored, what was typed kept', async ({ bytes, name, type, status }) => {
    const admin = await adminSession()
    const before = await storedMediaCounts()
    const count = await NewsArticle.countDocuments()
    const response = await postFileForm(server.baseUrl, '/admin-content/news/new', { ...news, title: 'Typed headline', imageAlt: 'x' }, [{ field: 'image', bytes, name, type }], admin)
    expect(response.status).toBe(status)
    expect(await html(response)).toContain('Typed headline')
    expect(await storedMediaCounts()).toEqual(before)
    expect(await NewsArticle.countDocuments()).toBe(count)
  })

  test('a committee portrait shows on the about page; without one, the initials', async () => {
    const admin = await adminSession()
    const member = await createCommitteeMember({ name: 'Siti Portrait', order: 1 })
    await createCommitteeMember({ name: 'Wan Initials', order: 2 })
    const fields = { salutation: 'Puan', name: 'Siti Portrait', position: 'Treasurer', positionMs: 'Bendahari', organisation: '', order: '1', isActive: 'on', imageAlt: 'Portrait of Siti' }
    const response = await postFileForm(server.baseUrl, `/admin-content/committee/${member.id}/edit`, fields, [{ field: 'image', bytes: await jpeg(480, 600), name: 'siti.jpg' }], admin)
    expect(response.status, await response.clone().text()).toBe(302)
    const stored = await CommitteeMember.findById(member.id).lean<{ image: { id: string } }>()
    // The about page shows the office-bearers (issue 35): the register start-up makes from these entries, each term showing its entry's card.
    await ensureOfficeBearerRegister()
    const about = await html(await get(server.baseUrl, '/about'))
    expect(about).toContain(`/media/${stored?.image.id}/160.webp`)
    expect(about).toContain('>WI<')
    expect(await html(await get(server.baseUrl, '/about?lng=ms'))).toContain('Bendahari')
  })

  test('a partner logo shows on /collaborations', async () => {
    const admin = await adminSession()
    const partner = await createLocalPartner({ name: 'Logo Partner' })
    const fields = { name: 'Logo Partner', type: 'NGO', description: 'Talks.', focus: 'Outreach', status: 'Active', isActive: 'on', imageAlt: 'Logo of Logo Partner' }
    const logo = await solidImage(300, 300, '#0000ff').png().toBuffer()
    const response = await postFileForm(server.baseUrl, `/admin-content/local-partners/${partner.id}/edit`, fields, [{ field: 'image', bytes: logo, name: 'logo.png' }], admin)
    expect(response.status, await response.clone().text()).toBe(302)
    const stored = await LocalPartner.findById(partner.id).lean<{ image: { id: string } }>()
    expect(await html(await get(server.baseUrl, '/collaborations'))).toContain(`/media/${stored?.image.id}/160.webp`)
  })

  test('a gallery of several photos in one post, then reordered and captioned; its page shows them in order', async () => {
    const admin = await adminSession()
    const gallery = await createGallery({ title: 'Open day' })
    const path = `/admin-content/galleries/${gallery.id}/photos`
    const files = await Promise.all(['#ff0000', '#00ff00', '#0000ff'].map(async (colour, i) => ({ field: 'photos', bytes: await jpeg(600, 400, colour), name: `p${i}.jpg` })))
    const noCaption = await postFileForm(server.baseUrl, path, { intent: 'add', caption: '' }, files, admin)
    expect(noCaption.status).toBe(400)
    const added = await postFileForm(server.baseUrl, path, { intent: 'add', caption: 'Members on the open day', captionMs: 'Ahli pada hari terbuka' }, files, admin)
    expect(added.status, await added.clone().text()).toBe(302)
    const stored = await Gallery.findById(gallery.id).lean<{ photos: Array<{ image: { id: string } }>; images: number }>()
    expect(stored?.photos).toHaveLength(3)
    expect(stored?.images).toBe(3)
    const [first, second, third] = stored!.photos.map((p) => p.image.id)
    // Move the second up, captioning the first.
    const moved = await postFileForm(
      server.baseUrl,
      path,
      { intent: 'up-1', photo: first!, 'caption-0': 'The red one', 'caption-1': 'The green one', 'caption-2': 'The blue one' },
      [],
      admin,
    )
    expect(moved.status).toBe(302)
    const after = await Gallery.findById(gallery.id).lean<{ photos: Array<{ image: { id: string }; caption: string }> }>()
    // The form sent only the first photo's id: the others stay, after it, in their order.
    expect(after?.photos.map((p) => p.image.id)).toEqual([second, first, third])
    const page = await html(await get(server.baseUrl, `/news/galleries/${gallery.id}`))
    expect(page.indexOf(`/media/${second}/`)).toBeLessThan(page.indexOf(`/media/${first}/`))
    expect(page).toContain('The red one')
  })

  test('a member cannot post to the administrators’ upload pages', async () => {
    const member = await memberSession()
    const gallery = await createGallery()
    const before = await storedMediaCounts()
    const response = await postFileForm(server.baseUrl, `/admin-content/galleries/${gallery.id}/photos`, { intent: 'add', caption: 'x' }, [{ field: 'photos', bytes: await jpeg(), name: 'a.jpg' }], member)
    expect(response.status).toBe(403)
    expect(await storedMediaCounts()).toEqual(before)
  })
})
