import type { Readable } from 'node:stream'
import { fileTypeFromBuffer } from 'file-type'
import sharp, { type OutputInfo, type Sharp } from 'sharp'
import {
  ACCEPTED_DOCUMENT_TYPES,
  ACCEPTED_IMAGE_TYPES,
  IMAGE_FORMAT_TYPES,
  IMAGE_VARIANT_WIDTHS,
  MAX_IMAGE_PIXELS,
  MAX_UPLOAD_BYTES,
  MEDIA_PURPOSE_AREAS,
  MEDIA_PURPOSE_RULES,
  mediaVariantPath,
  type AcceptedMediaType,
  type ImageFormat,
  type MediaImage,
  type MediaKind,
  type MediaPurpose,
  type MediaVisibility,
} from '#app/domain/media.ts'
import { mediaPaths } from '#app/config/paths.ts'
import { mayManage } from '#app/domain/roles.ts'
import {
  deleteMediaFiles,
  deleteMediaRecord,
  fileIdsOf,
  getMediaById,
  insertMedia,
  listUploadsAwaitingUse,
  markUploadsInUse,
  newMediaId,
  openMediaFile,
  storedBytesOfOwner,
  writeMediaFile,
  type MediaRecord,
  type MediaVariantRecord,
} from '#app/models/media.server.ts'
import { attachedUploads, findMediaUses, type MediaUse } from '#app/models/media-uses.server.ts'
import type { StoredImageFields } from '#app/models/stored-image.server.ts'
import { dbRateLimiter } from '#app/utils/db-rate-limit.server.ts'
import type { UploadedFile } from '#app/utils/multipart.server.ts'
import { message } from '#app/validation/messages.ts'
import { pdfPageCount } from '#app/utils/pdf-pages.server.ts'
import { UPLOAD_MESSAGES } from '#app/validation/upload-messages.ts'
import { auditActorOf, recordAdminAction } from './audit.server.ts'

/**
 * Photos and documents: the one upload pipeline (POST /api/media now, the upload forms next), who may
 * see, attach and delete what, and serving the stored files. Plain values in and out; the doors read
 * the multipart body (utils/multipart.server.ts) and turn the outcomes into answers.
 *
 * An upload's type is what its bytes are (`file-type`), never its name or the type the browser sent.
 * An image is decoded and re-encoded by `sharp` (libvips): turned upright by its EXIF orientation, at
 * most 40 megapixels, every metadata block (EXIF with GPS, XMP, IPTC, comments, ICC after conversion
 * to sRGB) dropped, anything hidden after or inside the picture (a polyglot's script) gone with the
 * bytes that carried it; only the re-encoded variants are kept. A PDF is kept as it came and only
 * ever served as a download. See docs/decisions/015-media.md.
 */

// Each upload is decoded once; libvips' operation cache would only hold memory between uploads.
sharp.cache(false)

export interface MediaActor {
  id: string
  isAdmin: boolean
  /** Staff roles (domain/roles.ts): left out, an administrator's `isAdmin` opens every staff file. */
  roles?: readonly string[] | null
}

// ---------------------------------------------------------------------------------------------------
// Who may do what

/**
 * A private file: its owner and administrators (for an application's documents or a donation's slip,
 * the staff of that part of the administration only: MEDIA_PURPOSE_AREAS); a public one: everyone.
 */
export function mayView(media: Pick<MediaRecord, 'visibility' | 'ownerId'> & { purpose?: string }, viewer: MediaActor | null) {
  if (media.visibility === 'public') return true
  if (!viewer) return false
  if (media.ownerId !== null && media.ownerId === viewer.id) return true
  return staffMayHandle(media.purpose, viewer)
}

/**
 * The purpose-to-role rule (issue 18 for reading, issue 30 for the rest): a file of a purpose that
 * belongs to one part of the administration is that part's staff's; any other file any staff account's.
 */
function staffMayHandle(purpose: string | undefined, actor: MediaActor) {
  const area = MEDIA_PURPOSE_AREAS[purpose as MediaPurpose]
  return actor.isAdmin && (!area || mayManage(actor, area))
}

/**
 * Deleting, replacing or attaching someone else's file: by the same rule as opening it (a treasurer
 * may not delete an applicant's documents she may not open). The owner may, always.
 */
export function mayDelete(media: Pick<MediaRecord, 'ownerId'> & { purpose?: string }, actor: MediaActor) {
  return (media.ownerId !== null && media.ownerId === actor.id) || staffMayHandle(media.purpose, actor)
}

/**
 * The media a form may attach to a record of `purpose`: it exists, the actor may use it (their own, or
 * any for an administrator), it is of a kind the purpose takes, and the purpose is the actor's to use.
 * Null otherwise: the form answers "choose a file" as if none had been sent.
 */
export async function getAttachableMedia(id: string, actor: MediaActor, purpose: MediaPurpose): Promise<MediaRecord | null> {
  const rule = MEDIA_PURPOSE_RULES[purpose]
  if (rule.adminOnly && !staffMayHandle(purpose, actor)) return null
  const media = await getMediaById(id)
  if (!media || !mayDelete(media, actor)) return null
  if (!rule.kinds.includes(media.kind)) return null
  if (rule.visibility !== 'either' && media.visibility !== rule.visibility) return null
  return media
}

/** A media document, when the viewer may see it (null alike for none and for one they may not). */
export async function getMediaForViewer(id: string, viewer: MediaActor | null): Promise<MediaRecord | null> {
  const media = await getMediaById(id)
  return media && mayView(media, viewer) ? media : null
}

// ---------------------------------------------------------------------------------------------------
// The allowance

/** Members upload a portrait, a listing photo, a few CPD certificates; administrators fill galleries. */
export const UPLOAD_RATE_LIMITS = {
  member: { max: 30, windowMs: 15 * 60 * 1000 },
  admin: { max: 300, windowMs: 15 * 60 * 1000 },
} as const

/**
 * Counts one upload against the actor's allowance, before the body is read (decision 013: counted
 * before the work). A refused upload counts too: probing for what passes is uploading.
 */
export async function admitUpload(actor: MediaActor): Promise<{ allowed: true } | { allowed: false; message: string; retryAfterSeconds: number }> {
  const limiter = actor.isAdmin
    ? dbRateLimiter('media-uploads-admin', UPLOAD_RATE_LIMITS.admin)
    : dbRateLimiter('media-uploads', UPLOAD_RATE_LIMITS.member)
  const attempt = await limiter.attempt(actor.id)
  if (attempt.allowed) return { allowed: true }
  return { allowed: false, message: UPLOAD_MESSAGES.tooManyUploads, retryAfterSeconds: attempt.retryAfterSeconds }
}

// ---------------------------------------------------------------------------------------------------
// Checking and re-encoding

export type UploadRefusal = {
  status: 'refused'
  httpStatus: 400 | 413 | 415
  message: string
  /** The form field the message belongs under. */
  field: 'file' | 'alt' | 'visibility' | 'purpose'
}

const refuse = (httpStatus: UploadRefusal['httpStatus'], message: string, field: UploadRefusal['field'] = 'file'): UploadRefusal => ({
  status: 'refused',
  httpStatus,
  message,
  field,
})

/** Markup that an SVG or a web page starts with (after a byte-order mark, blanks or a comment). */
const MARKUP_START = /^(?:\xEF\xBB\xBF)?\s*(?:<\?xml|<!--|<!doctype|<svg|<html|<head|<body|<script|<iframe|<!\[CDATA\[)/i

/** The accepted type the bytes show, or the refusal. */
export async function detectMediaType(bytes: Buffer): Promise<{ type: AcceptedMediaType; kind: MediaKind } | UploadRefusal> {
  if (bytes.length === 0) return refuse(400, UPLOAD_MESSAGES.fileRequired)
  if (bytes.length > MAX_UPLOAD_BYTES) return refuse(413, UPLOAD_MESSAGES.tooLarge)
  const detected = await fileTypeFromBuffer(bytes)
  const mime = detected?.mime ?? ''
  if ((ACCEPTED_IMAGE_TYPES as readonly string[]).includes(mime)) return { type: mime as AcceptedMediaType, kind: 'image' }
  if ((ACCEPTED_DOCUMENT_TYPES as readonly string[]).includes(mime)) return { type: mime as AcceptedMediaType, kind: 'document' }
  // file-type answers XML for an SVG that starts with `<?xml`, and nothing for one that does not.
  if (MARKUP_START.test(bytes.subarray(0, 1024).toString('latin1'))) return refuse(415, UPLOAD_MESSAGES.svgOrHtml)
  return refuse(415, UPLOAD_MESSAGES.unsupportedType)
}

export interface EncodedVariant {
  width: number
  height: number
  format: ImageFormat
  bytes: Buffer
}

const ENCODE: Record<ImageFormat, (image: Sharp) => Sharp> = {
  webp: (image) => image.webp({ quality: 80, effort: 4 }),
  // JPEG has no transparency: a logo's transparent parts become white, not black.
  jpeg: (image) => image.flatten({ background: '#ffffff' }).jpeg({ quality: 82, mozjpeg: true }),
}

/**
 * Decodes an image once (its first frame: a GIF's animation is not kept), turns it upright, and
 * encodes each width of IMAGE_VARIANT_WIDTHS (no wider than the picture) as WebP and JPEG. Nothing of
 * the input but its pixels reaches the output: sharp writes no metadata unless asked to.
 */
export async function encodeImageVariants(bytes: Buffer): Promise<{ width: number; height: number; variants: EncodedVariant[] } | UploadRefusal> {
  let upright: { data: Buffer; info: OutputInfo }
  let width: number
  let height: number
  try {
    // `failOn: 'warning'`: a truncated or doctored picture is refused, not patched up.
    const input = { limitInputPixels: MAX_IMAGE_PIXELS, failOn: 'warning' as const, pages: 1 }
    const metadata = await sharp(bytes, input).metadata()
    const turned = (metadata.orientation ?? 1) >= 5
    width = (turned ? metadata.height : metadata.width) ?? 0
    height = (turned ? metadata.width : metadata.height) ?? 0
    if (!width || !height) return refuse(415, UPLOAD_MESSAGES.unreadableImage)
    if (width * height > MAX_IMAGE_PIXELS) return refuse(413, UPLOAD_MESSAGES.tooManyPixels)
    // The largest variant, as raw sRGB pixels: the smaller ones are made from it, not from the original.
    upright = await sharp(bytes, input)
      .rotate()
      .resize({ width: Math.max(...IMAGE_VARIANT_WIDTHS), withoutEnlargement: true })
      .toColourspace('srgb')
      .raw()
      .toBuffer({ resolveWithObject: true })
  } catch (error) {
    if (/pixel limit/i.test(String((error as Error).message))) return refuse(413, UPLOAD_MESSAGES.tooManyPixels)
    return refuse(415, UPLOAD_MESSAGES.unreadableImage)
  }
  const { data, info } = upright
  const raw = { raw: { width: info.width, height: info.height, channels: info.channels } }
  const widths = [...new Set(IMAGE_VARIANT_WIDTHS.map((w) => Math.min(w, info.width)))]
  const variants = await Promise.all(
    widths.flatMap((variantWidth) =>
      (Object.keys(ENCODE) as ImageFormat[]).map(async (format) => {
        const resized = sharp(data, raw).resize({ width: variantWidth })
        const out = await ENCODE[format](resized).toBuffer({ resolveWithObject: true })
        return { width: out.info.width, height: out.info.height, format, bytes: out.data }
      }),
    ),
  )
  return { width, height, variants }
}

/** A PDF ends with `%%EOF` (within its last kilobyte, by the specification's implementation note). */
function looksLikeWholePdf(bytes: Buffer) {
  return bytes.subarray(Math.max(0, bytes.length - 1024)).includes('%%EOF')
}

/** A file's name for a download: its last part, letters, digits, dashes and a few marks, at most 120 characters. */
export function safeFileName(name: string) {
  const base = name.split(/[/\\]/).pop() ?? ''
  return base
    .normalize('NFC')
    .replace(/[^\p{L}\p{N}\p{Pd} ._()]+/gu, '_')
    .replace(/^[.\s]+/, '')
    .trim()
    .slice(0, 120)
}

// ---------------------------------------------------------------------------------------------------
// Storing

export interface UploadRequest {
  uploader: MediaActor
  /** null: no file was sent (or an empty one). */
  file: UploadedFile | null
  purpose: MediaPurpose
  /** Left out: what the purpose implies (private for CPD evidence and the like), else public for a photo and private for a document. */
  visibility?: MediaVisibility
  alt: string
}

export type UploadOutcome = { status: 'stored'; media: MediaRecord } | UploadRefusal

/** An upload that passed every check, its bytes (a PDF's, or an image's re-encoded variants) not yet written. */
export interface PreparedUpload {
  status: 'prepared'
  purpose: MediaPurpose
  visibility: MediaVisibility
  alt: string
  originalName: string
  mimeType: AcceptedMediaType
  size: number
  content: { kind: 'document'; bytes: Buffer } | { kind: 'image'; width: number; height: number; variants: EncodedVariant[] }
}

/**
 * The whole upload policy after the allowance: the purpose is the uploader's to use, the visibility
 * fits it, the bytes are an accepted type of a kind the purpose takes, a member's document is private,
 * an image decodes and is re-encoded. Nothing is written: a form that takes several files, or that
 * creates the record the files belong to (an application, a pledge), checks them all first.
 */
export async function prepareUpload(request: UploadRequest): Promise<PreparedUpload | UploadRefusal> {
  const rule = MEDIA_PURPOSE_RULES[request.purpose]
  if (rule.adminOnly && !staffMayHandle(request.purpose, request.uploader)) return refuse(400, UPLOAD_MESSAGES.adminOnlyPurpose, 'purpose')
  if (rule.visibility !== 'either' && request.visibility && request.visibility !== rule.visibility) {
    return refuse(400, rule.visibility === 'private' ? UPLOAD_MESSAGES.purposeVisibility : UPLOAD_MESSAGES.purposePublic, 'visibility')
  }
  if (request.file?.tooLarge) return refuse(413, UPLOAD_MESSAGES.tooLarge)
  if (!request.file || request.file.bytes.length === 0) return refuse(400, UPLOAD_MESSAGES.fileRequired)
  const { bytes } = request.file
  const detected = await detectMediaType(bytes)
  if ('status' in detected) return detected
  if (!rule.kinds.includes(detected.kind)) return refuse(415, rule.kinds.includes('image') ? UPLOAD_MESSAGES.imageRequired : UPLOAD_MESSAGES.pdfRequired)
  // Left out, the purpose decides; where it does not, a photo is public and a document private.
  const visibility = request.visibility ?? (rule.visibility !== 'either' ? rule.visibility : detected.kind === 'image' ? 'public' : 'private')
  // A public document is the association's to publish (an annual report), not a member's.
  if (detected.kind === 'document' && visibility === 'public' && !request.uploader.isAdmin) {
    return refuse(400, UPLOAD_MESSAGES.documentsPrivate, 'visibility')
  }
  const base = {
    status: 'prepared' as const,
    purpose: request.purpose,
    visibility,
    alt: request.alt,
    originalName: safeFileName(request.file.filename),
    mimeType: detected.type,
    size: bytes.length,
  }
  if (detected.kind === 'document') {
    // Cut short (no `%%EOF`), or not a PDF that a reader can open: pdf-lib finds no page (issue 30).
    if (!looksLikeWholePdf(bytes) || !(await pdfPageCount(bytes))) return refuse(415, UPLOAD_MESSAGES.unreadableDocument)
    return { ...base, content: { kind: 'document', bytes } }
  }
  const encoded = await encodeImageVariants(bytes)
  if ('status' in encoded) return encoded
  return { ...base, content: { kind: 'image', ...encoded } }
}

/**
 * Writes a prepared upload under `ownerId` (null: the association's, as a visitor's slip). A failure
 * while storing removes what was written (and the sweep removes what a crash left:
 * models/media.server.ts `sweepOrphanMediaFiles`).
 */
export async function writePreparedUpload(prepared: PreparedUpload, ownerId: string | null): Promise<MediaRecord> {
  const id = newMediaId()
  const written: string[] = []
  const write = async (data: Buffer, filename: string, contentType: string) => {
    const fileId = await writeMediaFile(data, { mediaId: id, filename, contentType })
    written.push(fileId)
    return fileId
  }
  const { status: _status, content, ...fields } = prepared
  const base = { ...fields, ownerId }
  try {
    if (content.kind === 'document') {
      const fileId = await write(content.bytes, `${id}.pdf`, prepared.mimeType)
      return await insertMedia(id, { ...base, kind: 'document', width: null, height: null, variants: [], fileId }, { awaitingUse: true })
    }
    const variants: MediaVariantRecord[] = await Promise.all(
      content.variants.map(async (v) => ({
        width: v.width,
        height: v.height,
        format: v.format,
        size: v.bytes.length,
        fileId: await write(v.bytes, `${id}/${v.width}.${v.format}`, IMAGE_FORMAT_TYPES[v.format]),
      })),
    )
    return await insertMedia(id, { ...base, kind: 'image', width: content.width, height: content.height, variants, fileId: null }, { awaitingUse: true })
  } catch (error) {
    await deleteMediaFiles(written).catch(() => {})
    throw error
  }
}

/** How long an upload may wait to be attached to something (issue 30, finding 9): a form left open overnight is done with. */
export const UNATTACHED_UPLOAD_AGE_MS = 24 * 60 * 60 * 1000

/**
 * Deletes the uploads that are a day old and still attached to nothing (models/media-uses.server.ts
 * `attachedUploads`: a record keeps them, names them by address, or they are an applicant's documents),
 * and marks the others so that they are not asked about again. Answers how many it deleted. Uploads
 * detached later (a photo replaced) are their page's to delete, as now; this catches the never-used.
 */
export async function sweepUnattachedUploads(now: Date): Promise<number> {
  const waiting = await listUploadsAwaitingUse(new Date(now.getTime() - UNATTACHED_UPLOAD_AGE_MS))
  if (waiting.length === 0) return 0
  const attached = await attachedUploads(waiting)
  await markUploadsInUse([...attached])
  let deleted = 0
  for (const upload of waiting.filter((candidate) => !attached.has(candidate.id))) {
    // The document first, so the file stops being served; of two sweeps at once, one deletes the files.
    if (!(await deleteMediaRecord(upload.id))) continue
    await deleteMediaFiles(fileIdsOf(upload))
    deleted += 1
  }
  return deleted
}

/**
 * What one member's account may keep (issue 30, finding 9): 50 MB of uploads, as sent. Staff accounts
 * upload the association's own pictures and documents, which are not theirs to count.
 */
export const ACCOUNT_STORAGE_QUOTA_BYTES = 50 * 1024 * 1024

/** Checks an upload (prepareUpload) and stores it as the uploader's: nothing is stored unless every check passed. */
export async function storeUpload(request: UploadRequest): Promise<UploadOutcome> {
  const prepared = await prepareUpload(request)
  if (prepared.status === 'refused') return prepared
  if (!request.uploader.isAdmin && (await storedBytesOfOwner(request.uploader.id)) + prepared.size > ACCOUNT_STORAGE_QUOTA_BYTES) {
    return refuse(413, UPLOAD_MESSAGES.quotaFull)
  }
  return { status: 'stored', media: await writePreparedUpload(prepared, request.uploader.id) }
}

/**
 * Records pictures the app itself made (the demo images of the seed) under a fixed id, through the
 * same re-encoding as an upload. Answers false when that id is stored already.
 */
export async function storeOwnImage(id: string, bytes: Buffer, { alt, purpose = 'content' }: { alt: string; purpose?: MediaPurpose }) {
  if (await getMediaById(id)) return false
  const detected = await detectMediaType(bytes)
  if ('status' in detected || detected.kind !== 'image') throw new Error(`not an accepted image: ${id}`)
  const encoded = await encodeImageVariants(bytes)
  if ('status' in encoded) throw new Error(`${encoded.message}: ${id}`)
  const written: string[] = []
  try {
    const variants = await Promise.all(
      encoded.variants.map(async (v) => {
        const fileId = await writeMediaFile(v.bytes, { mediaId: id, filename: `${id}/${v.width}.${v.format}`, contentType: IMAGE_FORMAT_TYPES[v.format] })
        written.push(fileId)
        return { width: v.width, height: v.height, format: v.format, size: v.bytes.length, fileId }
      }),
    )
    await insertMedia(id, {
      ownerId: null,
      kind: 'image',
      purpose,
      mimeType: detected.type,
      size: bytes.length,
      width: encoded.width,
      height: encoded.height,
      variants,
      fileId: null,
      visibility: 'public',
      alt,
      originalName: '',
    })
    return true
  } catch (error) {
    await deleteMediaFiles(written).catch(() => {})
    throw error
  }
}

// ---------------------------------------------------------------------------------------------------
// Answers and serving

/** Where a media document is reached: a public image's largest WebP, or the download address. */
export function mediaUrl(media: Pick<MediaRecord, 'id' | 'kind' | 'visibility' | 'variants'>) {
  if (media.kind === 'image' && media.visibility === 'public') {
    const largest = [...media.variants].filter((v) => v.format === 'webp').sort((a, b) => b.width - a.width)[0]
    if (largest) return mediaVariantPath(media.id, largest.width, 'webp')
  }
  return mediaPaths.download(media.id)
}

/** The API's answer for a stored file: `{ id, url, type, width, height }` (null sizes for a document). */
export function toMediaAnswer(media: MediaRecord) {
  return { id: media.id, url: mediaUrl(media), type: media.mimeType, width: media.width, height: media.height }
}

/** What a page needs to draw a public image (components/media-image.tsx); null for anything else. */
export function toMediaImage(media: MediaRecord): MediaImage | null {
  if (media.kind !== 'image' || media.visibility !== 'public' || !media.width || !media.height) return null
  return {
    id: media.id,
    alt: media.alt,
    width: media.width,
    height: media.height,
    variants: media.variants.map(({ width, height, format }) => ({ width, height, format })),
  }
}

/** What a record that shows a picture keeps of it (models/stored-image.server.ts): null for anything but a public image. */
export function toStoredImage(media: MediaRecord): StoredImageFields | null {
  const image = toMediaImage(media)
  if (!image) return null
  const { alt: _alt, ...stored } = image
  return stored
}

const FILE_IN_ADDRESS = /^(\d{1,5})\.(webp|jpg)$/
const FORMAT_OF_EXTENSION: Record<string, ImageFormat> = { webp: 'webp', jpg: 'jpeg' }
const PUBLIC_IMMUTABLE = 'public, max-age=31536000, immutable'
const PRIVATE = 'private, no-store'

export interface ServedFile {
  stream: Readable
  length: number
  contentType: string
  cacheControl: string
  /** `attachment; filename…` for a download; null for a public image shown in a page. */
  disposition: string | null
}

function attachment(name: string) {
  const ascii = name.replace(/[^\x20-\x7e]/g, '_').replace(/["\\]/g, '_')
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(name)}`
}

/**
 * The file at `/media/{id}/{file}` for the viewer (asked for only when the file is private): `480.webp`,
 * `160.jpg`… (a variant of an image) or
 * `download` (a document, or an image's largest JPEG). Null for any address that is not a stored
 * file the viewer may see: no such media, no such variant, or a private file of someone else (the
 * same answer, so that nobody learns a private file exists). A public image is the same bytes for
 * everyone forever (a new upload gets a new id), so it may be cached for a year; a private file is
 * never stored by any cache and always a download.
 */
export async function openMediaForViewer(id: string, file: string, viewer: () => Promise<MediaActor | null>): Promise<ServedFile | null> {
  const media = await getMediaById(id)
  // Who is asking matters only for a private file: a public image costs no session lookup.
  if (!media || (media.visibility === 'private' && !mayView(media, await viewer()))) return null
  let fileId: string | null = null
  let contentType = media.mimeType
  let download = file === 'download'
  if (download) {
    if (media.kind === 'document') fileId = media.fileId
    else {
      const largest = media.variants.filter((v) => v.format === 'jpeg').sort((a, b) => b.width - a.width)[0]
      fileId = largest?.fileId ?? null
      contentType = IMAGE_FORMAT_TYPES.jpeg
    }
  } else {
    const match = FILE_IN_ADDRESS.exec(file)
    const format = match ? FORMAT_OF_EXTENSION[match[2]!] : undefined
    const variant = match && format ? media.variants.find((v) => v.width === Number(match[1]) && v.format === format) : undefined
    if (!variant || !format) return null
    fileId = variant.fileId
    contentType = IMAGE_FORMAT_TYPES[format]
    download = media.visibility === 'private'
  }
  if (!fileId) return null
  const opened = await openMediaFile(fileId)
  if (!opened) return null
  const extension = contentType === 'application/pdf' ? 'pdf' : contentType === 'image/webp' ? 'webp' : 'jpg'
  const stem = (media.originalName.replace(/\.[^.]*$/, '') || `file-${media.id}`).slice(0, 100)
  return {
    stream: opened.stream,
    length: opened.length,
    contentType,
    cacheControl: media.visibility === 'public' ? PUBLIC_IMMUTABLE : PRIVATE,
    disposition: download ? attachment(`${stem}.${extension}`) : null,
  }
}

/**
 * A stored PDF as a private download, for a service that has decided already that its reader may have it
 * (a published member resource: services/member-resources.server.ts). Null when there is no such document.
 */
export async function openDocumentDownload(id: string): Promise<ServedFile | null> {
  const media = await getMediaById(id)
  if (!media || media.kind !== 'document' || !media.fileId) return null
  const opened = await openMediaFile(media.fileId)
  if (!opened) return null
  const stem = (media.originalName.replace(/\.[^.]*$/, '') || `file-${media.id}`).slice(0, 100)
  return { stream: opened.stream, length: opened.length, contentType: media.mimeType, cacheControl: PRIVATE, disposition: attachment(`${stem}.pdf`) }
}

export type DeleteOutcome = 'deleted' | 'not-found' | { status: 'in-use'; message: string }

/** The kinds of record a picture is shown by, as the in-use answer names them. */
const USE_KIND_KEYS = {
  news: 'messages:upload.usedBy.news',
  galleries: 'messages:upload.usedBy.galleries',
  'local-partners': 'messages:upload.usedBy.localPartners',
  'international-partners': 'messages:upload.usedBy.internationalPartners',
  committee: 'messages:upload.usedBy.committee',
  'committee-photo': 'messages:upload.usedBy.committeePhoto',
  listing: 'messages:upload.usedBy.listing',
  profile: 'messages:upload.usedBy.profile',
} as const satisfies Record<MediaUse['kind'], string>

/** "This picture is still shown by news article “Open day”, gallery “Retreat 2025”: …" */
export function mediaInUseMessage(uses: readonly MediaUse[]) {
  const places = uses.map((use) => message(USE_KIND_KEYS[use.kind], { name: use.name })).join('; ')
  return message('messages:upload.inUse', { places })
}

/**
 * Deletes a file for its owner or an administrator (an administrator's deletion of someone else's file
 * goes in the audit log). Anyone else is told "not found", as for a file that does not exist. The
 * document goes first, so the file stops being served at once; its bytes follow.
 */
export async function deleteMedia(id: string, actor: MediaActor & { email: string }): Promise<DeleteOutcome> {
  const media = await getMediaById(id)
  if (!media || !mayDelete(media, actor)) return 'not-found'
  // A picture a page still shows stays (decision 015): deleting it would leave that page a broken image.
  if (media.kind === 'image') {
    const uses = await findMediaUses(id)
    if (uses.length > 0) return { status: 'in-use', message: mediaInUseMessage(uses) }
  }
  if (!(await deleteMediaRecord(id))) return 'not-found'
  await deleteMediaFiles(fileIdsOf(media))
  if (media.ownerId !== actor.id) {
    await recordAdminAction(auditActorOf(actor), {
      action: 'deleted',
      entityType: 'media',
      entityId: id,
      summary: `Deleted ${media.kind === 'image' ? 'an image' : 'a document'} (${media.purpose}, ${media.visibility})${media.originalName ? `: ${media.originalName}` : ''}`,
    })
  }
  return 'deleted'
}
