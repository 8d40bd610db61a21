import { IMAGE_FORMAT_TYPES, MEDIA_PURPOSE_RULES, type AcceptedMediaType, type MediaPurpose, type MediaVisibility } from '#app/domain/media.ts'
import {
  deleteMediaFiles,
  deleteMediaRecord,
  fileIdsOf,
  getMediaById,
  insertMedia,
  listUploadsAwaitingUse,
  markUploadsInUse,
  newMediaId,
  storedBytesOfOwner,
  writeMediaFile,
  type MediaRecord,
  type MediaVariantRecord,
} from '#app/models/media.server.ts'
import { attachedUploads } from '#app/models/media-uses.server.ts'
import type { UploadedFile } from '#app/utils/multipart.server.ts'
import { pdfPageCount } from '#app/utils/pdf-pages.server.ts'
import { UPLOAD_MESSAGES } from '#app/validation/upload-messages.ts'
import { detectMediaType, encodeImageVariants, looksLikeWholePdf, safeFileName, type EncodedVariant } from './encoding.server.ts'
import { refuse, staffMayHandle, type MediaActor, type UploadRefusal } from './shared.server.ts'

/**
 * Storing uploads (services/media.server.ts): the whole upload policy, writing what passed, the account's
 * quota, the sweep of uploads attached to nothing, and the app's own pictures.
 */

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
