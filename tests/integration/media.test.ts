import { createHash, randomBytes } from 'node:crypto'
import sharp from 'sharp'
import { describe, expect, test } from 'vitest'
import { AuditLog } from '#app/models/audit-log.server.ts'
import { getMediaById, Media, MediaChunk, MediaFile, newMediaId } from '#app/models/media.server.ts'
import { UPLOAD_RATE_LIMITS } from '#app/services/media.server.ts'
import { UPLOAD_MESSAGES as UPLOAD_MESSAGE_KEYS } from '#app/validation/upload-messages.ts'
import { inEnglish } from '#tests/messages.ts'
import { adminSession, memberSession } from '#tests/admin-helpers.ts'
import { get, sendJson } from '#tests/http.ts'
import { createCpdEntry } from '#tests/factories.ts'
import {
  animatedGif,
  GPS_LATITUDE_BYTES,
  jpegWithExif,
  pdfOfSize,
  solidImage,
  storedMediaCounts,
  uploadFile,
} from '#tests/media.ts'
import { useTestServer } from '#tests/setup/test-server.ts'

/** What an English reader is answered (the messages travel as keys until the door). */
const UPLOAD_MESSAGES = inEnglish(UPLOAD_MESSAGE_KEYS)

/**
 * Uploads over HTTP against the real database and GridFS: what is stored (re-encoded variants without
 * EXIF or GPS, turned upright), what is refused (and that nothing is stored then), who may download a
 * private file, deleting, parallel uploads and a 9 MB round trip.
 */

const server = useTestServer()

const sha = (bytes: Buffer | ArrayBuffer) => createHash('sha256').update(Buffer.from(bytes as ArrayBuffer)).digest('hex')

interface Answer {
  id: string
  url: string
  type: string
  width: number | null
  height: number | null
}

async function uploaded(response: Response): Promise<Answer> {
  const text = await response.text()
  expect(response.status, text).toBe(201)
  return JSON.parse(text) as Answer
}

async function fetchBytes(path: string, auth: { cookie?: string } = {}) {
  const response = await get(server.baseUrl, path, auth)
  return { response, bytes: Buffer.from(await response.arrayBuffer()) }
}

describe('an image is stored re-encoded, upright and without its metadata', () => {
  test('a phone JPEG with EXIF GPS and a turn: variants carry no EXIF or GPS, and are turned upright', async () => {
    const member = await memberSession()
    // Stored 400 × 200 with Orientation 6: shown turned a quarter clockwise, 200 wide and 400 high.
    const original = await jpegWithExif(400, 200, 6)
    const input = await sharp(original).metadata()
    expect(input.orientation).toBe(6)
    expect(input.exif?.includes(GPS_LATITUDE_BYTES)).toBe(true)

    const answer = await uploaded(await uploadFile(server.baseUrl, { bytes: original, name: 'IMG_0042.jpg', type: 'image/jpeg' }, { alt: 'The clinic door' }, member))
    expect(answer).toEqual({ id: expect.any(String), url: `/media/${answer.id}/200.webp`, type: 'image/jpeg', width: 200, height: 400 })

    const media = await getMediaById(answer.id)
    expect(media).toMatchObject({ ownerId: member.user.id, kind: 'image', purpose: 'general', visibility: 'public', alt: 'The clinic door', size: original.length })
    // 160 and the picture's own 200 (never wider than it came), each as WebP and JPEG.
    expect(media!.variants.map((v) => `${v.width}x${v.height}.${v.format}`).sort()).toEqual(['160x320.jpeg', '160x320.webp', '200x400.jpeg', '200x400.webp'])
    expect(await MediaFile.countDocuments({ 'metadata.mediaId': media!.id })).toBe(4)

    for (const variant of media!.variants) {
      const extension = variant.format === 'jpeg' ? 'jpg' : 'webp'
      const { response, bytes } = await fetchBytes(`/media/${answer.id}/${variant.width}.${extension}`)
      expect(response.status).toBe(200)
      const stored = await sharp(bytes).metadata()
      expect(stored.format).toBe(variant.format)
      expect([stored.width, stored.height]).toEqual([variant.width, variant.height])
      expect(stored.exif, `${variant.width}.${extension} kept EXIF`).toBeUndefined()
      expect(stored.orientation).toBeUndefined()
      expect(stored.xmp).toBeUndefined()
      expect(bytes.includes(GPS_LATITUDE_BYTES), 'the GPS latitude is in the file').toBe(false)
      expect(bytes.includes(Buffer.from('Exif\0\0', 'latin1'))).toBe(false)
      // Turned upright: the red left half of the stored picture is now its top.
      const { data, info } = await sharp(bytes).removeAlpha().raw().toBuffer({ resolveWithObject: true })
      const pixel = (x: number, y: number) => [...data.subarray((y * info.width + x) * 3, (y * info.width + x) * 3 + 3)]
      const [topRed, , topBlue] = pixel(Math.floor(info.width / 2), Math.floor(info.height / 4))
      const [bottomRed, , bottomBlue] = pixel(Math.floor(info.width / 2), Math.floor((info.height * 3) / 4))
      expect(topRed! > 200 && topBlue! < 60, `top is red in ${variant.width}.${extension}`).toBe(true)
      expect(bottomBlue! > 200 && bottomRed! < 60, `bottom is blue in ${variant.width}.${extension}`).toBe(true)
    }
  })

  test.each([
    ['PNG', 'logo.png', () => solidImage(1200, 600).png().toBuffer(), 'image/png'],
    ['WebP', 'photo.webp', () => solidImage(640, 480).webp().toBuffer(), 'image/webp'],
    ['AVIF', 'photo.avif', () => solidImage(300, 300).avif().toBuffer(), 'image/avif'],
    ['GIF', 'still.gif', () => solidImage(100, 50).gif().toBuffer(), 'image/gif'],
  ])('a %s is accepted', async (_kind, name, make, type) => {
    const member = await memberSession()
    const bytes = await make()
    const answer = await uploaded(await uploadFile(server.baseUrl, { bytes, name }, {}, member))
    const { width, height } = await sharp(bytes).metadata()
    expect(answer).toMatchObject({ type, width, height })
    const media = await getMediaById(answer.id)
    const widths = [...new Set(media!.variants.map((v) => v.width))].sort((a, b) => a - b)
    expect(widths).toEqual([160, 480, 960].map((w) => Math.min(w, width!)).filter((w, i, all) => all.indexOf(w) === i))
    expect(media!.variants.filter((v) => v.format === 'webp')).toHaveLength(widths.length)
    expect(media!.variants.filter((v) => v.format === 'jpeg')).toHaveLength(widths.length)
  })

  test('an animated GIF keeps its first frame only', async () => {
    const member = await memberSession()
    const answer = await uploaded(await uploadFile(server.baseUrl, { bytes: await animatedGif(200, 100), name: 'wave.gif' }, {}, member))
    const { bytes } = await fetchBytes(answer.url)
    const stored = await sharp(bytes, { animated: true }).metadata()
    expect(stored.pages ?? 1).toBe(1)
    const { data } = await sharp(bytes).removeAlpha().raw().toBuffer({ resolveWithObject: true })
    expect([data[0]! > 200, data[2]! < 60]).toEqual([true, true])
  })

  test('a transparent PNG becomes white, not black, in its JPEG variant', async () => {
    const member = await memberSession()
    const transparent = await sharp({ create: { width: 300, height: 200, channels: 4, background: { r: 0, g: 0, b: 0, alpha: 0 } } }).png().toBuffer()
    const answer = await uploaded(await uploadFile(server.baseUrl, { bytes: transparent, name: 'logo.png' }, {}, member))
    const { bytes } = await fetchBytes(`/media/${answer.id}/300.jpg`)
    const { data } = await sharp(bytes).raw().toBuffer({ resolveWithObject: true })
    expect(Math.min(data[0]!, data[1]!, data[2]!)).toBeGreaterThan(240)
  })
})

describe('what is refused is refused with a clear message, and nothing is stored', () => {
  const html = Buffer.from('<!DOCTYPE html><html><body><script>fetch("/api/auth/me")</script></body></html>')
  const svg = Buffer.from('<?xml version="1.0"?><svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"><rect width="10" height="10"/></svg>')
  // A GIF header that is also JavaScript (GIF89a=…): file-type sees a GIF, libvips cannot decode it.
  const gifScript = Buffer.concat([Buffer.from('GIF89a/*\x0a\x00\x0a\x00\x00\x00\x00*/=1;alert(document.cookie)//', 'latin1'), Buffer.alloc(64)])

  test.each([
    ['an HTML page named .png', () => html, 'avatar.png', 'image/png', 415, UPLOAD_MESSAGES.svgOrHtml],
    ['an SVG', () => svg, 'logo.svg', 'image/svg+xml', 415, UPLOAD_MESSAGES.svgOrHtml],
    ['a script', () => Buffer.from('#!/bin/sh\nrm -rf /\n'), 'photo.jpg', 'image/jpeg', 415, UPLOAD_MESSAGES.unsupportedType],
    ['a GIF/JavaScript polyglot', () => gifScript, 'funny.gif', 'image/gif', 415, UPLOAD_MESSAGES.unreadableImage],
    ['a JPEG start with a web page behind it', () => Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0, 16]), Buffer.from('JFIF\0'), html]), 'photo.jpg', 'image/jpeg', 415, UPLOAD_MESSAGES.unreadableImage],
    ['a PDF cut short', () => pdfOfSize(50_000).subarray(0, 40_000), 'certificate.pdf', 'application/pdf', 415, UPLOAD_MESSAGES.unreadableDocument],
    // Issue 30: `%PDF` and `%%EOF` with anything between them is not a document a reader opens.
    ['10 MB of random bytes between %PDF and %%EOF', () => Buffer.concat([Buffer.from('%PDF-1.4\n'), randomBytes(9_990_000), Buffer.from('\n%%EOF\n')]), 'certificate.pdf', 'application/pdf', 415, UPLOAD_MESSAGES.unreadableDocument],
    ['a PDF with no page', () => Buffer.from('%PDF-1.4\n1 0 obj\n<< /Type /Catalog >>\nendobj\ntrailer\n<< /Root 1 0 R >>\n%%EOF\n', 'latin1'), 'certificate.pdf', 'application/pdf', 415, UPLOAD_MESSAGES.unreadableDocument],
    ['an MP3 (recordings are links)', () => Buffer.concat([Buffer.from('ID3\x04\x00\x00\x00\x00\x00\x00', 'latin1'), Buffer.alloc(2000)]), 'talk.mp3', 'audio/mpeg', 415, UPLOAD_MESSAGES.unsupportedType],
    ['an empty file', () => Buffer.alloc(0), 'empty.jpg', 'image/jpeg', 400, UPLOAD_MESSAGES.fileRequired],
  ])('%s', async (_name, make, name, type, status, message) => {
    const member = await memberSession()
    const before = await storedMediaCounts()
    const response = await uploadFile(server.baseUrl, { bytes: make(), name, type }, { alt: 'Anything' }, member)
    expect(response.status).toBe(status)
    // Field errors come with a 400 only; a 413 or 415 is about the file as a whole.
    expect(await response.json()).toEqual(status === 400 ? { message, fieldErrors: { file: [message] } } : { message })
    expect(await storedMediaCounts()).toEqual(before)
  })

  test('a 12 MB photo: 413, nothing stored', async () => {
    const member = await memberSession()
    const before = await storedMediaCounts()
    const big = Buffer.concat([await solidImage(100, 100).jpeg().toBuffer(), Buffer.alloc(12 * 1024 * 1024)])
    const response = await uploadFile(server.baseUrl, { bytes: big, name: 'huge.jpg', type: 'image/jpeg' }, {}, member)
    expect(response.status).toBe(413)
    expect(await response.json()).toEqual({ message: UPLOAD_MESSAGES.tooLarge })
    expect(await storedMediaCounts()).toEqual(before)
  })

  test('a file just over 10 MB inside a body under the request limit: 413 from the parser, nothing stored', async () => {
    const member = await memberSession()
    const before = await storedMediaCounts()
    const response = await uploadFile(server.baseUrl, { bytes: pdfOfSize(10 * 1024 * 1024 + 10), name: 'big.pdf' }, {}, member)
    expect(response.status).toBe(413)
    expect(await response.json()).toEqual({ message: UPLOAD_MESSAGES.tooLarge })
    expect(await storedMediaCounts()).toEqual(before)
    // The connection's next request is answered (the rest of the refused body was read off).
    expect((await get(server.baseUrl, '/healthz')).status).toBe(200)
  })

  test('an image over 40 megapixels (a small file): 413', async () => {
    const member = await memberSession()
    const before = await storedMediaCounts()
    const bytes = await sharp({ create: { width: 8000, height: 5001, channels: 3, background: '#ffffff' } }).png({ compressionLevel: 9 }).toBuffer()
    expect(bytes.length).toBeLessThan(1024 * 1024)
    const response = await uploadFile(server.baseUrl, { bytes, name: 'poster.png' }, {}, member)
    expect(response.status).toBe(413)
    expect(((await response.json()) as { message: string }).message).toBe(UPLOAD_MESSAGES.tooManyPixels)
    expect(await storedMediaCounts()).toEqual(before)
  })

  test('no file, a body that is not multipart, two files, a bad visibility: 400 or 415, nothing stored', async () => {
    const member = await memberSession()
    const before = await storedMediaCounts()
    const none = await uploadFile(server.baseUrl, null, { alt: 'x' }, member)
    expect(none.status).toBe(400)
    expect(await none.json()).toEqual({ message: UPLOAD_MESSAGES.fileRequired, fieldErrors: { file: [UPLOAD_MESSAGES.fileRequired] } })

    const json = await sendJson(server.baseUrl, 'POST', '/api/media', { file: 'aGVsbG8=' }, { token: member.token })
    expect(json.status).toBe(415)
    expect(await json.json()).toEqual({ message: UPLOAD_MESSAGES.notMultipart })

    const png = await solidImage(50, 50).png().toBuffer()
    const two = new FormData()
    two.append('file', new Blob([new Uint8Array(png)]), 'a.png')
    two.append('file', new Blob([new Uint8Array(png)]), 'b.png')
    const twoFiles = await fetch(`${server.baseUrl}/api/media`, { method: 'POST', headers: { authorization: `Bearer ${member.token}` }, body: two })
    expect(twoFiles.status).toBe(400)
    expect(((await twoFiles.json()) as { message: string }).message).toBe(UPLOAD_MESSAGES.tooManyParts)

    const badVisibility = await uploadFile(server.baseUrl, { bytes: png, name: 'a.png' }, { visibility: 'everyone' }, member)
    expect(badVisibility.status).toBe(400)
    expect(await badVisibility.json()).toEqual({ message: UPLOAD_MESSAGES.visibility, fieldErrors: { visibility: [UPLOAD_MESSAGES.visibility] } })

    const contentByMember = await uploadFile(server.baseUrl, { bytes: png, name: 'a.png' }, { purpose: 'content' }, member)
    expect(contentByMember.status).toBe(400)
    expect(((await contentByMember.json()) as { message: string }).message).toBe(UPLOAD_MESSAGES.adminOnlyPurpose)

    const pdfAsPortrait = await uploadFile(server.baseUrl, { bytes: pdfOfSize(2000), name: 'me.pdf' }, { purpose: 'portrait' }, member)
    expect(pdfAsPortrait.status).toBe(415)
    expect(((await pdfAsPortrait.json()) as { message: string }).message).toBe(UPLOAD_MESSAGES.imageRequired)
    expect(await storedMediaCounts()).toEqual(before)
  })

  test('signed out: 401 and nothing stored', async () => {
    const before = await storedMediaCounts()
    const response = await uploadFile(server.baseUrl, { bytes: await solidImage(50, 50).png().toBuffer(), name: 'a.png' })
    expect(response.status).toBe(401)
    expect(await response.json()).toEqual({ message: 'Authentication required' })
    expect(await storedMediaCounts()).toEqual(before)
  })

  test(`a member's uploads are limited (${UPLOAD_RATE_LIMITS.member.max} per 15 minutes, refused ones included): then 429`, async () => {
    const member = await memberSession()
    const junk = { bytes: Buffer.from('not a picture'), name: 'x.jpg' }
    const answers = []
    for (let i = 0; i < UPLOAD_RATE_LIMITS.member.max; i++) answers.push((await uploadFile(server.baseUrl, junk, {}, member)).status)
    expect(new Set(answers)).toEqual(new Set([415]))
    const limited = await uploadFile(server.baseUrl, { bytes: await solidImage(50, 50).png().toBuffer(), name: 'a.png' }, {}, member)
    expect(limited.status).toBe(429)
    expect(limited.headers.get('retry-after')).toMatch(/^\d+$/)
    expect(await limited.json()).toEqual({ message: UPLOAD_MESSAGES.tooManyUploads })
  })
})

describe('what one account may keep (issue 30)', () => {
  test("a member's uploads stop at 50 MB with a message (413), nothing stored; a staff account's do not", async () => {
    const member = await memberSession()
    const admin = await adminSession()
    // What each already keeps, as records of uploads (their sizes are what the quota counts).
    // Five 9.8 MB files each (uploads are at most 10 MB): 49 MB.
    const kept = (ownerId: string) => ({ _id: newMediaId(), ownerId, kind: 'document', purpose: 'cpd-evidence', mimeType: 'application/pdf', size: (49 * 1024 * 1024) / 5, width: null, height: null, variants: [], fileId: null, visibility: 'private', alt: '', originalName: 'old.pdf' })
    await Media.insertMany([member.user.id, admin.user.id].flatMap((ownerId) => Array.from({ length: 5 }, () => kept(ownerId))))
    const before = await storedMediaCounts()
    const refused = await uploadFile(server.baseUrl, { bytes: pdfOfSize(1_100_000), name: 'certificate.pdf', type: 'application/pdf' }, {}, member)
    expect(refused.status).toBe(413)
    expect(await refused.json()).toEqual({ message: 'Your files take up all the space an account has (50 MB). Delete files you no longer need, then try again.' })
    expect(await storedMediaCounts()).toEqual(before)
    // A smaller one still fits.
    expect((await uploadFile(server.baseUrl, { bytes: pdfOfSize(500_000), name: 'certificate.pdf', type: 'application/pdf' }, {}, member)).status).toBe(201)
    expect((await uploadFile(server.baseUrl, { bytes: pdfOfSize(1_100_000), name: 'handbook.pdf', type: 'application/pdf' }, {}, admin)).status).toBe(201)
  })
})

describe('serving', () => {
  test('a public image: a stable address, cached for a year, its type, nosniff; to everyone', async () => {
    const [member, other] = await Promise.all([memberSession(), memberSession()])
    const answer = await uploaded(await uploadFile(server.baseUrl, { bytes: await solidImage(1000, 500).jpeg().toBuffer(), name: 'hall.jpg' }, { alt: 'The hall' }, member))
    expect(answer.url).toBe(`/media/${answer.id}/960.webp`)
    for (const auth of [{}, { cookie: member.cookie }, { cookie: other.cookie }]) {
      for (const [file, type] of [['960.webp', 'image/webp'], ['480.jpg', 'image/jpeg'], ['160.webp', 'image/webp']] as const) {
        const { response, bytes } = await fetchBytes(`/media/${answer.id}/${file}`, auth)
        expect(response.status).toBe(200)
        expect(response.headers.get('content-type')).toBe(type)
        expect(response.headers.get('cache-control')).toBe('public, max-age=31536000, immutable')
        expect(response.headers.get('x-content-type-options')).toBe('nosniff')
        expect(response.headers.get('content-disposition')).toBeNull()
        expect(Number(response.headers.get('content-length'))).toBe(bytes.length)
        expect((await sharp(bytes).metadata()).width).toBe(Number(file.split('.')[0]))
      }
    }
    // Widths and formats it does not have, and addresses that are not files, are 404.
    for (const file of ['1200.webp', '960.png', '960.jpeg', '960', 'download.exe', '..%2f..%2fetc']) {
      expect((await get(server.baseUrl, `/media/${answer.id}/${file}`)).status, file).toBe(404)
    }
    expect((await get(server.baseUrl, '/media/ffffffffffffffffffffffff/960.webp')).status).toBe(404)
    expect((await get(server.baseUrl, '/media/not-an-id/960.webp')).status).toBe(404)

    const described = await get(server.baseUrl, `/api/media/${answer.id}`)
    expect(await described.json()).toEqual({ ...answer, alt: 'The hall', visibility: 'public' })
  })

  test('a private PDF: 200 as an attachment, never cached, to its owner and administrators; 404 to another member and to the signed out', async () => {
    const [owner, other, admin] = await Promise.all([memberSession(), memberSession(), adminSession()])
    const pdf = pdfOfSize(30_000)
    const answer = await uploaded(await uploadFile(server.baseUrl, { bytes: pdf, name: 'Sijil CPD – Mac 2026.pdf', type: 'application/pdf' }, { visibility: 'private', purpose: 'cpd-evidence' }, owner))
    expect(answer).toEqual({ id: expect.any(String), url: `/media/${answer.id}/download`, type: 'application/pdf', width: null, height: null })

    for (const auth of [{ cookie: owner.cookie }, { cookie: admin.cookie }]) {
      const { response, bytes } = await fetchBytes(answer.url, auth)
      expect(response.status).toBe(200)
      expect(response.headers.get('content-type')).toBe('application/pdf')
      expect(response.headers.get('cache-control')).toBe('private, no-store')
      expect(response.headers.get('content-disposition')).toBe(
        `attachment; filename="Sijil CPD _ Mac 2026.pdf"; filename*=UTF-8''${encodeURIComponent('Sijil CPD – Mac 2026.pdf')}`,
      )
      expect(response.headers.get('x-content-type-options')).toBe('nosniff')
      expect(sha(bytes)).toBe(sha(pdf))
    }
    for (const auth of [{ cookie: other.cookie }, {}]) {
      const { response, bytes } = await fetchBytes(answer.url, auth)
      expect(response.status).toBe(404)
      expect(response.headers.get('content-disposition')).toBeNull()
      expect(bytes.includes(Buffer.from('%PDF'))).toBe(false)
      const api = await get(server.baseUrl, `/api/media/${answer.id}`, auth)
      expect(api.status).toBe(404)
      expect(await api.json()).toEqual({ message: UPLOAD_MESSAGES.notFound })
    }
  })

  test("a member's document is private unless they say otherwise, and they cannot; an administrator may publish one", async () => {
    const [member, admin] = await Promise.all([memberSession(), adminSession()])
    const before = await storedMediaCounts()
    const refused = await uploadFile(server.baseUrl, { bytes: pdfOfSize(3000), name: 'flyer.pdf' }, { visibility: 'public' }, member)
    expect(refused.status).toBe(400)
    expect(await refused.json()).toEqual({ message: UPLOAD_MESSAGES.documentsPrivate, fieldErrors: { visibility: [UPLOAD_MESSAGES.documentsPrivate] } })
    expect(await storedMediaCounts()).toEqual(before)

    const unsaid = await uploaded(await uploadFile(server.baseUrl, { bytes: pdfOfSize(3000), name: 'notes.pdf' }, {}, member))
    expect((await getMediaById(unsaid.id))!.visibility).toBe('private')
    expect((await get(server.baseUrl, unsaid.url)).status).toBe(404)

    const report = await uploaded(await uploadFile(server.baseUrl, { bytes: pdfOfSize(3000), name: 'Annual report 2026.pdf' }, { visibility: 'public' }, admin))
    const { response } = await fetchBytes(report.url)
    expect(response.status).toBe(200)
    expect(response.headers.get('cache-control')).toBe('public, max-age=31536000, immutable')
    expect(response.headers.get('content-disposition')).toMatch(/^attachment; filename="Annual report 2026\.pdf"/)
  })

  test('a private image: its variants too only to its owner and administrators, as downloads', async () => {
    const [owner, other, admin] = await Promise.all([memberSession(), memberSession(), adminSession()])
    const answer = await uploaded(await uploadFile(server.baseUrl, { bytes: await solidImage(600, 400).jpeg().toBuffer(), name: 'receipt.jpg' }, { visibility: 'private' }, owner))
    expect(answer.url).toBe(`/media/${answer.id}/download`)
    for (const path of [answer.url, `/media/${answer.id}/480.webp`]) {
      for (const auth of [{ cookie: owner.cookie }, { cookie: admin.cookie }]) {
        const { response } = await fetchBytes(path, auth)
        expect(response.status).toBe(200)
        expect(response.headers.get('cache-control')).toBe('private, no-store')
        expect(response.headers.get('content-disposition')).toMatch(/^attachment; filename="receipt\.(jpg|webp)"/)
      }
      for (const auth of [{ cookie: other.cookie }, {}]) expect((await get(server.baseUrl, path, auth)).status).toBe(404)
    }
  })
})

describe('deleting', () => {
  test('the owner deletes: the document, its files and their chunks go, and the address answers 404', async () => {
    const [owner, other] = await Promise.all([memberSession(), memberSession()])
    const answer = await uploaded(await uploadFile(server.baseUrl, { bytes: await solidImage(1000, 800).png().toBuffer(), name: 'me.png' }, {}, owner))
    const fileIds = (await getMediaById(answer.id))!.variants.map((v) => v.fileId)
    expect(fileIds).toHaveLength(6)

    const byOther = await sendJson(server.baseUrl, 'DELETE', `/api/media/${answer.id}`, {}, { token: other.token })
    expect(byOther.status).toBe(404)
    expect(await Media.exists({ _id: answer.id })).not.toBeNull()

    const byOwner = await sendJson(server.baseUrl, 'DELETE', `/api/media/${answer.id}`, {}, { token: owner.token })
    expect(byOwner.status).toBe(200)
    expect(await byOwner.json()).toEqual({ message: UPLOAD_MESSAGES.deleted })
    expect(await Media.exists({ _id: answer.id })).toBeNull()
    expect(await MediaFile.countDocuments({ _id: { $in: fileIds } })).toBe(0)
    expect(await MediaChunk.countDocuments({ files_id: { $in: fileIds } })).toBe(0)
    expect((await get(server.baseUrl, answer.url)).status).toBe(404)
    expect((await sendJson(server.baseUrl, 'DELETE', `/api/media/${answer.id}`, {}, { token: owner.token })).status).toBe(404)
  })

  test("a member's file a record keeps is not theirs to delete on its own: it goes with the record, or an administrator takes it down", async () => {
    const [owner, admin] = await Promise.all([memberSession(), adminSession()])
    const photo = await uploaded(await uploadFile(server.baseUrl, { bytes: await solidImage(600, 400).jpeg().toBuffer(), name: 'certificate.jpg' }, { visibility: 'private', purpose: 'cpd-evidence' }, owner))
    const pdf = await uploaded(await uploadFile(server.baseUrl, { bytes: pdfOfSize(5000), name: 'certificate.pdf' }, { purpose: 'cpd-evidence' }, owner))
    const withPhoto = await createCpdEntry(owner.user.id, { evidence: { id: photo.id, name: 'certificate.jpg', mimeType: 'image/jpeg' } })
    await createCpdEntry(owner.user.id, { evidence: { id: pdf.id, name: 'certificate.pdf', mimeType: 'application/pdf' } })
    for (const id of [photo.id, pdf.id]) {
      const refused = await sendJson(server.baseUrl, 'DELETE', `/api/media/${id}`, {}, { token: owner.token })
      expect(refused.status).toBe(409)
      expect(await refused.json()).toEqual({ message: UPLOAD_MESSAGES.heldByRecord })
      expect(await Media.exists({ _id: id })).not.toBeNull()
    }
    // The entry deleted (its own page or the API), its evidence goes with it.
    expect((await sendJson(server.baseUrl, 'DELETE', `/api/cpd/${withPhoto.id}`, {}, { token: owner.token })).status).toBe(200)
    expect(await Media.exists({ _id: photo.id })).toBeNull()
    // An administrator may take a kept file down (what must not be kept), and the audit log says so.
    expect((await sendJson(server.baseUrl, 'DELETE', `/api/media/${pdf.id}`, {}, { token: admin.token })).status).toBe(200)
    expect(await Media.exists({ _id: pdf.id })).toBeNull()
    expect(await AuditLog.findOne({ entityType: 'media', entityId: pdf.id }).lean()).toMatchObject({ action: 'deleted' })
  })

  test("an administrator deletes a member's file, and the audit log says so", async () => {
    const [owner, admin] = await Promise.all([memberSession(), adminSession()])
    const answer = await uploaded(await uploadFile(server.baseUrl, { bytes: pdfOfSize(5000), name: 'proof.pdf' }, { purpose: 'payment-proof' }, owner))
    const response = await sendJson(server.baseUrl, 'DELETE', `/api/media/${answer.id}`, {}, { token: admin.token })
    expect(response.status).toBe(200)
    expect(await MediaFile.countDocuments({ 'metadata.mediaId': answer.id })).toBe(0)
    expect(await AuditLog.findOne({ entityType: 'media', entityId: answer.id }).lean()).toMatchObject({ actorId: expect.anything(), action: 'deleted' })
  })
})
