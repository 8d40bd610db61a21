import type { Readable } from 'node:stream'
import { mediaPaths } from '#app/config/paths.ts'
import { IMAGE_FORMAT_TYPES, mediaVariantPath, type ImageFormat, type MediaImage } from '#app/domain/media.ts'
import { deleteMediaFiles, deleteMediaRecord, fileIdsOf, getMediaById, openMediaFile, type MediaRecord } from '#app/models/media.server.ts'
import { attachedUploads, findMediaUses, type MediaUse } from '#app/models/media-uses.server.ts'
import type { StoredImageFields } from '#app/models/stored-image.server.ts'
import { message } from '#app/validation/messages.ts'
import { UPLOAD_MESSAGES } from '#app/validation/upload-messages.ts'
import { auditActorOf, recordAdminAction } from '../audit.server.ts'
import { mayDelete, mayView } from './permissions.server.ts'
import type { MediaActor } from './shared.server.ts'

/**
 * Answers and serving (services/media.server.ts): a file's address and the API's and pages' views of it,
 * the stored bytes for a viewer or a download, and deleting a file.
 */

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
 * `DELETE /api/media/{id}`: a file deleted on its own, by its owner or an administrator. A member's file
 * a record keeps (a CPD entry's evidence, a CPD audit's or a concern's files, a payment proof, a
 * certificate …) is not theirs to delete so: it is part of that record, which the reviewer, the treasurer or
 * the secretariat may already have acted on. It goes with the record or is removed from it by the record's
 * own page, whose rules say when it may be. Staff may still delete it (to take down what must not be kept),
 * and the audit log says so. A picture a page shows answers as in deleteMedia, for everyone. The services
 * that remove a file from their record call deleteMedia itself, once the record lets go.
 */
export async function deleteMediaOnItsOwn(id: string, actor: MediaActor & { email: string }): Promise<DeleteOutcome> {
  const media = await getMediaById(id)
  if (!media || !mayDelete(media, actor)) return 'not-found'
  if (!actor.isAdmin && (media.kind !== 'image' || (await findMediaUses(id)).length === 0)) {
    // An applicant's documents are kept by their owner, not by a record: the applicant may still change them.
    if ((await attachedUploads([{ id, ownerId: null, purpose: media.purpose }])).has(id)) return { status: 'in-use', message: UPLOAD_MESSAGES.heldByRecord }
  }
  return deleteMedia(id, actor)
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
