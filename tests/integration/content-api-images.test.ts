import { describe, expect, test } from 'vitest'
import { CommitteePhoto } from '#app/models/committee-member.server.ts'
import { Gallery } from '#app/models/gallery.server.ts'
import { Listing } from '#app/models/listing.server.ts'
import { LocalPartner } from '#app/models/local-partner.server.ts'
import { getMediaById, Media } from '#app/models/media.server.ts'
import { NewsArticle } from '#app/models/news-article.server.ts'
import { User } from '#app/models/user.server.ts'
import { toStoredImage } from '#app/services/media.server.ts'
import { UPLOAD_MESSAGES as UPLOAD_MESSAGE_KEYS } from '#app/validation/upload-messages.ts'
import { inEnglish } from '#tests/messages.ts'
import { adminSession, memberSession } from '#tests/admin-helpers.ts'
import { createPractitioner } from '#tests/factories.ts'
import { get, postForm, sendJson } from '#tests/http.ts'
import { pdfOfSize, solidImage, uploadFile } from '#tests/media.ts'
import { useTestServer } from '#tests/setup/test-server.ts'

/** What an English reader is answered (the messages travel as keys until the door). */
const UPLOAD_MESSAGES = inEnglish(UPLOAD_MESSAGE_KEYS)

/**
 * Pictures through the JSON doors (issue 16): a client uploads with POST /api/media, attaches the
 * picture to content by `imageId`, and cannot delete a picture a page still shows (decision 015).
 */

const server = useTestServer()

type Session = { token: string }

async function uploadImage(session: Session, fields: Record<string, string> = { purpose: 'content', alt: 'A hall' }) {
  const response = await uploadFile(server.baseUrl, { bytes: await solidImage(800, 600).png().toBuffer(), name: 'hall.png' }, fields, session)
  expect(response.status, await response.clone().text()).toBe(201)
  return ((await response.json()) as { id: string }).id
}

const news = (extra: Record<string, unknown>) => ({
  title: `Open day ${Math.random().toString(36).slice(2, 8)}`,
  excerpt: 'Visit us.',
  date: '2026-05-20',
  author: 'EMPAM Secretariat',
  category: 'Announcements',
  ...extra,
})

const partner = (extra: Record<string, unknown>) => ({
  name: 'Kota Kinabalu Wellness Network',
  type: 'Network',
  description: 'Clinics.',
  focus: 'Referrals',
  status: 'Active Partnership',
  ...extra,
})

describe('content API: a picture attached by its media id', () => {
  test('POST /api/news with imageId and imageAlt: the item shows the uploaded picture', async () => {
    const admin = await adminSession()
    const imageId = await uploadImage(admin)
    const response = await sendJson(server.baseUrl, 'POST', '/api/news', news({ imageId, imageAlt: 'The hall on open day' }), { token: admin.token })
    const text = await response.text()
    expect(response.status, text).toBe(201)
    const item = JSON.parse(text) as { id: string; image: { id: string; width: number; variants: unknown[] }; imageAlt: string }
    expect(item.image).toMatchObject({ id: imageId, width: 800, height: 600 })
    expect(item.image.variants.length).toBeGreaterThan(0)
    expect(item.imageAlt).toBe('The hall on open day')
    const stored = await NewsArticle.findById(item.id).lean<{ image: { id: string } }>()
    expect(stored?.image.id).toBe(imageId)
    const shown = (await (await get(server.baseUrl, `/api/news/${item.id}`)).json()) as { image: { id: string } }
    expect(shown.image.id).toBe(imageId)
  })

  test('an image without its description: 400 on imageAlt, nothing stored', async () => {
    const admin = await adminSession()
    const imageId = await uploadImage(admin)
    const before = await NewsArticle.countDocuments()
    const response = await sendJson(server.baseUrl, 'POST', '/api/news', news({ imageId }), { token: admin.token })
    expect(response.status).toBe(400)
    expect(await response.json()).toEqual({ message: UPLOAD_MESSAGES.altRequired, fieldErrors: { imageAlt: [UPLOAD_MESSAGES.altRequired] } })
    expect(await NewsArticle.countDocuments()).toBe(before)
  })

  test('a missing, malformed or unusable id: 400 { message, fieldErrors: { imageId } }, nothing stored', async () => {
    const [admin, member] = await Promise.all([adminSession(), memberSession()])
    const pdf = await uploadFile(server.baseUrl, { bytes: pdfOfSize(4000), name: 'report.pdf' }, { purpose: 'general', visibility: 'public' }, admin)
    expect(pdf.status).toBe(201)
    const privateImage = await uploadImage(admin, { purpose: 'general', visibility: 'private', alt: '' })
    const deletedImage = await uploadImage(admin)
    expect((await sendJson(server.baseUrl, 'DELETE', `/api/media/${deletedImage}`, {}, { token: admin.token })).status).toBe(200)
    const wrongIds: unknown[] = ['0123456789abcdef01234567', 'not-an-id', 42, { id: 'x' }, ((await pdf.json()) as { id: string }).id, privateImage, deletedImage]
    const before = await NewsArticle.countDocuments()
    for (const imageId of wrongIds) {
      const response = await sendJson(server.baseUrl, 'POST', '/api/news', news({ imageId, imageAlt: 'A picture' }), { token: admin.token })
      expect(response.status, JSON.stringify(imageId)).toBe(400)
      expect(await response.json()).toEqual({ message: UPLOAD_MESSAGES.imageIdInvalid, fieldErrors: { imageId: [UPLOAD_MESSAGES.imageIdInvalid] } })
    }
    expect(await NewsArticle.countDocuments()).toBe(before)

    // A member's own upload is theirs, not the association's to show; and a member may not write content at all.
    const memberImage = await uploadImage(member, { purpose: 'portrait', alt: 'Me' })
    expect((await sendJson(server.baseUrl, 'POST', '/api/news', news({ imageId: memberImage, imageAlt: 'x' }), { token: member.token })).status).toBe(403)
  })

  test('PUT /api/local-partners/{id}: a new imageId replaces the logo (the old file goes), left out keeps it, null removes it', async () => {
    const admin = await adminSession()
    const [first, second] = [await uploadImage(admin), await uploadImage(admin)]
    const created = (await (
      await sendJson(server.baseUrl, 'POST', '/api/local-partners', partner({ imageId: first, imageAlt: 'Logo' }), { token: admin.token })
    ).json()) as { id: string }
    const path = `/api/local-partners/${created.id}`
    const imageOf = async () => ((await LocalPartner.findById(created.id).lean()) as { image: { id: string } | null }).image?.id ?? null

    let response = await sendJson(server.baseUrl, 'PUT', path, partner({ imageId: second, imageAlt: 'New logo' }), { token: admin.token })
    expect(response.status, await response.clone().text()).toBe(200)
    expect(await imageOf()).toBe(second)
    expect(await getMediaById(first)).toBeNull()

    response = await sendJson(server.baseUrl, 'PUT', path, partner({ imageAlt: 'New logo', description: 'Clinics and spas.' }), { token: admin.token })
    expect(response.status).toBe(200)
    expect(await imageOf()).toBe(second)

    response = await sendJson(server.baseUrl, 'PUT', path, partner({ description: 'No alt.' }), { token: admin.token })
    expect(response.status).toBe(400)
    expect(((await response.json()) as { fieldErrors: object }).fieldErrors).toEqual({ imageAlt: [UPLOAD_MESSAGES.altRequired] })

    response = await sendJson(server.baseUrl, 'PUT', path, partner({ imageId: 'nope', imageAlt: 'x' }), { token: admin.token })
    expect(response.status).toBe(400)
    expect(await imageOf()).toBe(second)

    response = await sendJson(server.baseUrl, 'PUT', path, partner({ imageId: null }), { token: admin.token })
    expect(response.status).toBe(200)
    expect(await imageOf()).toBeNull()
    expect(await getMediaById(second)).toBeNull()
  })
})

test("POST /api/galleries: the photo count is the uploaded photos', not a number the client sends", async () => {
  const admin = await adminSession()
  const body = { title: 'Conference 2026', description: 'Photographs.', date: 'March 2026', images: 48 }
  const response = await sendJson(server.baseUrl, 'POST', '/api/galleries', body, { token: admin.token })
  expect(response.status).toBe(201)
  const { id } = (await response.json()) as { id: string }
  expect(await Gallery.findById(id).lean()).toMatchObject({ images: 0, photos: [] })
})

describe('DELETE /api/media/{id} of a picture a page still shows', () => {
  test('content: 409 naming the article, the file kept and served; once removed there, it deletes', async () => {
    const admin = await adminSession()
    const imageId = await uploadImage(admin)
    const body = news({ title: 'Retreat in Kundasang', imageId, imageAlt: 'Hills' })
    const created = (await (await sendJson(server.baseUrl, 'POST', '/api/news', body, { token: admin.token })).json()) as { id: string }
    // A second use of the same picture, uploaded once.
    const other = await sendJson(server.baseUrl, 'POST', '/api/local-partners', partner({ name: 'Sabah Healers', imageId, imageAlt: 'Logo' }), { token: admin.token })
    expect(other.status).toBe(201)

    const refused = await sendJson(server.baseUrl, 'DELETE', `/api/media/${imageId}`, {}, { token: admin.token })
    expect(refused.status).toBe(409)
    const { message } = (await refused.json()) as { message: string }
    expect(message).toContain('news article “Retreat in Kundasang”')
    expect(message).toContain('local partner “Sabah Healers”')
    expect(await Media.exists({ _id: imageId })).not.toBeNull()
    const media = await getMediaById(imageId)
    expect((await get(server.baseUrl, `/media/${imageId}/${media!.variants[0]!.width}.webp`)).status).toBe(200)

    // Deleting the partner keeps the picture the article still shows; deleting the article then takes it.
    const partnerGone = await sendJson(server.baseUrl, 'DELETE', `/api/local-partners/${((await other.json()) as { id: string }).id}`, {}, { token: admin.token })
    expect(partnerGone.status).toBe(200)
    expect(await Media.exists({ _id: imageId })).not.toBeNull()
    expect((await sendJson(server.baseUrl, 'DELETE', `/api/news/${created.id}`, {}, { token: admin.token })).status).toBe(200)
    expect(await NewsArticle.exists({ _id: created.id })).toBeNull()
    expect(await Media.exists({ _id: imageId })).toBeNull()
    expect((await get(server.baseUrl, `/media/${imageId}/${media!.variants[0]!.width}.webp`)).status).toBe(404)
  })

  test('deleting a gallery on its admin page deletes its photos: no file is left that nothing shows', async () => {
    const admin = await adminSession()
    const photoIds = [await uploadImage(admin), await uploadImage(admin)]
    const created = (await (await sendJson(server.baseUrl, 'POST', '/api/galleries', { title: 'Retreat photos', description: 'Kundasang.', date: 'May 2026' }, { token: admin.token })).json()) as { id: string }
    const photos = await Promise.all(photoIds.map(async (id) => ({ image: toStoredImage((await getMediaById(id))!), caption: '', captionMs: '' })))
    await Gallery.updateOne({ _id: created.id }, { $set: { photos, images: photos.length } })
    const deleted = await postForm(server.baseUrl, `/admin-content/galleries/${created.id}/delete`, {}, { cookie: admin.cookie })
    expect(deleted.status).toBe(302)
    expect(await Gallery.exists({ _id: created.id })).toBeNull()
    expect(await Media.countDocuments({ _id: { $in: photoIds } })).toBe(0)
  })

  test('a profile photo, a listing photo and the committee group photo: 409 each, in Malay too', async () => {
    const [admin, member] = await Promise.all([adminSession(), memberSession()])
    const portrait = await uploadImage(member, { purpose: 'portrait', alt: 'Me' })
    await User.updateOne({ _id: member.user.id }, { $set: { photo: toStoredImage((await getMediaById(portrait))!) } })
    const byOwner = await sendJson(server.baseUrl, 'DELETE', `/api/media/${portrait}`, {}, { token: member.token })
    expect(byOwner.status).toBe(409)
    expect(((await byOwner.json()) as { message: string }).message).toContain(`the profile of ${member.user.firstName}`)

    const listingPhoto = await uploadImage(admin, { purpose: 'listing', alt: 'Practitioner' })
    const listing = await createPractitioner({ name: 'Aminah Binti Yusof' })
    await Listing.updateOne({ _id: listing.id }, { $set: { photo: toStoredImage((await getMediaById(listingPhoto))!) } })
    const listingAnswer = await sendJson(server.baseUrl, 'DELETE', `/api/media/${listingPhoto}`, {}, { token: admin.token })
    expect(listingAnswer.status).toBe(409)
    expect(((await listingAnswer.json()) as { message: string }).message).toContain('the directory listing of Aminah Binti Yusof')

    const groupPhoto = await uploadImage(admin)
    await CommitteePhoto.updateOne({ _id: 'committee' }, { $set: { image: toStoredImage((await getMediaById(groupPhoto))!) } }, { upsert: true })
    const inMalay = await sendJson(server.baseUrl, 'DELETE', `/api/media/${groupPhoto}`, {}, { token: admin.token, headers: { 'accept-language': 'ms' } })
    expect(inMalay.status).toBe(409)
    expect(((await inMalay.json()) as { message: string }).message).toContain('Gambar ini masih dipaparkan oleh')
    for (const id of [portrait, listingPhoto, groupPhoto]) expect(await Media.exists({ _id: id })).not.toBeNull()
  })
})
