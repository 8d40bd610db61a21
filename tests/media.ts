import { randomBytes } from 'node:crypto'
import sharp from 'sharp'
import { Media, MediaChunk, MediaFile } from '#app/models/media.server.ts'
import { newClientIp } from './http.ts'

/**
 * Files for the upload tests, made at test time (no binaries in the repository): pictures drawn with
 * sharp, a JPEG carrying EXIF with a GPS position and an orientation, disguised and oversized files.
 */

/** A picture whose left half is red and right half blue, so that a turn shows where red went. */
export async function twoColourImage(width: number, height: number) {
  const half = Math.floor(width / 2)
  const red = await sharp({ create: { width: half, height, channels: 3, background: '#ff0000' } }).png().toBuffer()
  return sharp({ create: { width, height, channels: 3, background: '#0000ff' } }).composite([{ input: red, left: 0, top: 0 }])
}

/** The GPS position written into the test JPEG: 5° 58′ 48″ N, 116° 4′ 12″ E (Kota Kinabalu). */
const LATITUDE = [5, 58, 48] as const
const LONGITUDE = [116, 4, 12] as const

/**
 * An EXIF block (big-endian TIFF) with IFD0's Orientation and a GPS IFD (latitude and longitude), as a
 * phone writes one. Built by hand: sharp writes EXIF strings, not the GPS rationals a camera writes.
 */
export function exifWithGps(orientation: number) {
  const tiff = Buffer.alloc(140)
  tiff.write('MM', 0, 'latin1')
  tiff.writeUInt16BE(42, 2)
  tiff.writeUInt32BE(8, 4)
  const entry = (at: number, tag: number, type: number, count: number, write: (offset: number) => void) => {
    tiff.writeUInt16BE(tag, at)
    tiff.writeUInt16BE(type, at + 2)
    tiff.writeUInt32BE(count, at + 4)
    write(at + 8)
  }
  // IFD0 at 8: Orientation (SHORT), GPSInfo (LONG offset of the GPS IFD at 38).
  tiff.writeUInt16BE(2, 8)
  entry(10, 0x0112, 3, 1, (o) => tiff.writeUInt16BE(orientation, o))
  entry(22, 0x8825, 4, 1, (o) => tiff.writeUInt32BE(38, o))
  tiff.writeUInt32BE(0, 34)
  // GPS IFD at 38: N, latitude (3 RATIONALs at 92), E, longitude (3 RATIONALs at 116).
  tiff.writeUInt16BE(4, 38)
  entry(40, 0x0001, 2, 2, (o) => tiff.write('N\0', o, 'latin1'))
  entry(52, 0x0002, 5, 3, (o) => tiff.writeUInt32BE(92, o))
  entry(64, 0x0003, 2, 2, (o) => tiff.write('E\0', o, 'latin1'))
  entry(76, 0x0004, 5, 3, (o) => tiff.writeUInt32BE(116, o))
  tiff.writeUInt32BE(0, 88)
  ;[...LATITUDE, ...LONGITUDE].forEach((value, i) => {
    tiff.writeUInt32BE(value, 92 + i * 8)
    tiff.writeUInt32BE(1, 96 + i * 8)
  })
  return Buffer.concat([Buffer.from('Exif\0\0', 'latin1'), tiff])
}

/** The bytes of the GPS latitude as stored (degrees/1, minutes/1, seconds/1): found in a file, it kept the position. */
export const GPS_LATITUDE_BYTES = Buffer.concat(LATITUDE.map((v) => Buffer.from([0, 0, 0, v, 0, 0, 0, 1])))

/** A JPEG with an APP1 EXIF block right after its start marker (where cameras put it). */
export async function jpegWithExif(width: number, height: number, orientation: number) {
  const jpeg = await (await twoColourImage(width, height)).jpeg({ quality: 90 }).toBuffer()
  const exif = exifWithGps(orientation)
  const segment = Buffer.alloc(4)
  segment.writeUInt16BE(0xffe1, 0)
  segment.writeUInt16BE(exif.length + 2, 2)
  return Buffer.concat([jpeg.subarray(0, 2), segment, exif, jpeg.subarray(2)])
}

export const solidImage = (width: number, height: number, colour = '#3a7d5c') =>
  sharp({ create: { width, height, channels: 4, background: colour } })

/** A two-frame animated GIF: red, then blue. */
export async function animatedGif(width: number, height: number) {
  const frames = await Promise.all(['#ff0000', '#0000ff'].map((c) => sharp({ create: { width, height, channels: 3, background: c } }).png().toBuffer()))
  return sharp(frames, { join: { animated: true } }).gif().toBuffer()
}

/** A PDF of about `size` bytes: a header, filler and the end marker. */
export function pdfOfSize(size: number) {
  const head = Buffer.from(
    '%PDF-1.4\n%\xe2\xe3\xcf\xd3\n1 0 obj\n<< /Type /Catalog /Pages 2 0 R >>\nendobj\n2 0 obj\n<< /Type /Pages /Kids [3 0 R] /Count 1 >>\nendobj\n' +
      '3 0 obj\n<< /Type /Page /Parent 2 0 R /MediaBox [0 0 200 200] >>\nendobj\n',
    'latin1',
  )
  const tail = Buffer.from('\ntrailer\n<< /Root 1 0 R >>\n%%EOF\n', 'latin1')
  // The rest of the size in one stream of random bytes, which a reader skips by its length: exactly `size`
  // bytes in all (the stream's header holds its length, whose digits count too).
  const wrap = (room: number) => [Buffer.from(`4 0 obj\n<< /Length ${room} >>\nstream\n`, 'latin1'), Buffer.from('\nendstream\nendobj', 'latin1')] as const
  const fixed = (room: number) => head.length + tail.length + wrap(room)[0].length + wrap(room)[1].length
  let room = Math.max(0, size - fixed(size))
  while (room > 0 && room + fixed(room) > size) room -= 1
  while (room + fixed(room) < size) room += 1
  const [open, close] = wrap(room)
  const stream = Buffer.concat([open, randomBytes(room), close])
  return Buffer.concat([head, stream, tail])
}

/** The smallest PDF a reader opens: one blank page (what the journeys attach). */
export const ONE_PAGE_PDF = Buffer.from(
  '%PDF-1.4\n1 0 obj\n<< /Type /Catalog /Pages 2 0 R >>\nendobj\n2 0 obj\n<< /Type /Pages /Kids [3 0 R] /Count 1 >>\nendobj\n' +
    '3 0 obj\n<< /Type /Page /Parent 2 0 R /MediaBox [0 0 200 200] >>\nendobj\ntrailer\n<< /Root 1 0 R >>\n%%EOF\n',
  'latin1',
)

/** How many media documents and GridFS files and chunks are stored: what a refused upload must leave alone. */
export async function storedMediaCounts() {
  const [media, files, chunks] = await Promise.all([Media.countDocuments(), MediaFile.countDocuments(), MediaChunk.countDocuments()])
  return { media, files, chunks }
}

/** Posts a file (and fields) to POST /api/media as multipart/form-data. */
export function uploadFile(
  baseUrl: string,
  file: { bytes: Buffer; name: string; type?: string } | null,
  fields: Record<string, string> = {},
  auth: { cookie?: string; token?: string } = {},
) {
  const form = new FormData()
  for (const [key, value] of Object.entries(fields)) form.append(key, value)
  if (file) form.append('file', new Blob([new Uint8Array(file.bytes)], { type: file.type ?? 'application/octet-stream' }), file.name)
  const headers: Record<string, string> = { 'x-forwarded-for': newClientIp(), origin: baseUrl }
  if (auth.cookie) headers.cookie = auth.cookie
  if (auth.token) headers.authorization = `Bearer ${auth.token}`
  return fetch(`${baseUrl}/api/media`, { method: 'POST', headers, body: form, redirect: 'manual' })
}

/** Posts a page's form as a browser does when it has a file input: multipart/form-data, files under `fileField`. */
export function postFileForm(
  baseUrl: string,
  path: string,
  fields: Record<string, string>,
  files: Array<{ field: string; bytes: Buffer; name: string; type?: string }>,
  auth: { cookie?: string; headers?: Record<string, string> } = {},
) {
  const form = new FormData()
  for (const [key, value] of Object.entries(fields)) form.append(key, value)
  for (const file of files) form.append(file.field, new Blob([new Uint8Array(file.bytes)], { type: file.type ?? 'application/octet-stream' }), file.name)
  const headers: Record<string, string> = { 'x-forwarded-for': newClientIp(), origin: baseUrl, ...auth.headers }
  if (auth.cookie) headers.cookie = auth.cookie
  return fetch(`${baseUrl}${path}`, { method: 'POST', headers, body: form, redirect: 'manual' })
}

/** Disguised and oversized files every upload form must refuse. */
export const DISGUISED_FILES = [
  { label: 'an HTML page named .png', name: 'photo.png', type: 'image/png', bytes: Buffer.from('<!doctype html><html><body><script>alert(1)</script></body></html>'), status: 415 },
  { label: 'an SVG drawing', name: 'logo.svg', type: 'image/svg+xml', bytes: Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'), status: 415 },
  { label: 'a 12 MB photo', name: 'huge.jpg', type: 'image/jpeg', bytes: Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(12 * 1024 * 1024)]), status: 413 },
] as const
