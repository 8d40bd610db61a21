/**
 * Uploaded photos and documents as the pages and forms see them: the widths and formats every image
 * is kept in, what each purpose accepts and who may use it, and the `srcset` of a stored image.
 * Browser-safe: no server imports (the pipeline is app/services/media.server.ts).
 */
import { mediaPaths } from '#app/config/paths.ts'
import type { AdminArea } from './roles.ts'

/** Every image is kept at these widths (never wider than it came), each as WebP and JPEG. */
export const IMAGE_VARIANT_WIDTHS = [160, 480, 960] as const
export type ImageVariantWidth = (typeof IMAGE_VARIANT_WIDTHS)[number]

export const IMAGE_FORMATS = ['webp', 'jpeg'] as const
export type ImageFormat = (typeof IMAGE_FORMATS)[number]
/** The file name extension of each format in a media address (`/media/{id}/480.jpg`). */
export const IMAGE_FORMAT_EXTENSIONS: Record<ImageFormat, string> = { webp: 'webp', jpeg: 'jpg' }
export const IMAGE_FORMAT_TYPES: Record<ImageFormat, string> = { webp: 'image/webp', jpeg: 'image/jpeg' }

/** What an upload may be, by the type its bytes show (never by its name or the type a browser claims). */
export const ACCEPTED_IMAGE_TYPES = ['image/jpeg', 'image/png', 'image/webp', 'image/avif', 'image/gif'] as const
export const ACCEPTED_DOCUMENT_TYPES = ['application/pdf'] as const
export type AcceptedMediaType = (typeof ACCEPTED_IMAGE_TYPES)[number] | (typeof ACCEPTED_DOCUMENT_TYPES)[number]
/** For a file input's `accept`: the phone offers its camera and gallery for images. */
export const IMAGE_INPUT_ACCEPT = ACCEPTED_IMAGE_TYPES.join(',')
export const DOCUMENT_INPUT_ACCEPT = [...ACCEPTED_IMAGE_TYPES, ...ACCEPTED_DOCUMENT_TYPES].join(',')

export const MAX_UPLOAD_BYTES = 10 * 1024 * 1024
export const MAX_UPLOAD_MEGABYTES = MAX_UPLOAD_BYTES / (1024 * 1024)
/** Decoded size limit, against images that are small files but huge pictures. */
export const MAX_IMAGE_PIXELS = 40_000_000
export const MAX_ALT_TEXT_LENGTH = 300

export const MEDIA_KINDS = ['image', 'document'] as const
export type MediaKind = (typeof MEDIA_KINDS)[number]

export const MEDIA_VISIBILITIES = ['public', 'private'] as const
export type MediaVisibility = (typeof MEDIA_VISIBILITIES)[number]

/**
 * What an upload is for. `content` (the committee, news, galleries, partner logos) and `listing` (the
 * listing photo of the administrators' form) are the association's: administrators only. The private
 * ones (CPD evidence, payment proofs, application documents) are seen by their owner and
 * administrators only. `general` is what the API records when no purpose is given.
 */
export const MEDIA_PURPOSES = ['general', 'portrait', 'listing', 'content', 'cpd-evidence', 'payment-proof', 'application', 'donation-slip', 'member-resource', 'expense-receipt', 'meeting-paper', 'concern-evidence', 'concern-document', 'concern-response', 'credential', 'cpd-audit'] as const
export type MediaPurpose = (typeof MEDIA_PURPOSES)[number]

interface PurposeRule {
  adminOnly: boolean
  kinds: readonly MediaKind[]
  visibility: MediaVisibility | 'either'
}

export const MEDIA_PURPOSE_RULES: Record<MediaPurpose, PurposeRule> = {
  general: { adminOnly: false, kinds: ['image', 'document'], visibility: 'either' },
  portrait: { adminOnly: false, kinds: ['image'], visibility: 'public' },
  listing: { adminOnly: true, kinds: ['image'], visibility: 'public' },
  content: { adminOnly: true, kinds: ['image'], visibility: 'public' },
  'cpd-evidence': { adminOnly: false, kinds: ['image', 'document'], visibility: 'private' },
  'payment-proof': { adminOnly: false, kinds: ['image', 'document'], visibility: 'private' },
  application: { adminOnly: false, kinds: ['image', 'document'], visibility: 'private' },
  // A visitor's transfer slip for a pledged gift (no account: no owner), for the treasurer.
  'donation-slip': { adminOnly: false, kinds: ['image', 'document'], visibility: 'private' },
  // A document the association publishes to its members (issue 17): private, served to members only by
  // /member-dashboard/resources/{id}/download while its resource is published, never by /media.
  'member-resource': { adminOnly: true, kinds: ['document'], visibility: 'private' },
  // The receipt an officer was given for money the association paid out (issue 34): the treasurers'.
  'expense-receipt': { adminOnly: true, kinds: ['image', 'document'], visibility: 'private' },
  // A general meeting's paper (issue 35): the secretariat's, served only to the members entitled to
  // attend by /meetings/{id}/papers/{paperId}, never by /media.
  'meeting-paper': { adminOnly: true, kinds: ['document'], visibility: 'private' },
  // Issue 36. The evidence a member of the public sends with a concern (no account: no owner), a
  // document the conduct officer keeps on a case, and the practitioner's response to a case: the
  // conduct area's, never any staff account's.
  'concern-evidence': { adminOnly: false, kinds: ['image', 'document'], visibility: 'private' },
  'concern-document': { adminOnly: true, kinds: ['image', 'document'], visibility: 'private' },
  'concern-response': { adminOnly: false, kinds: ['image', 'document'], visibility: 'private' },
  // A member's certificate of insurance, first aid or practice, and the evidence sent for a CPD audit: the CPD reviewer's.
  credential: { adminOnly: false, kinds: ['image', 'document'], visibility: 'private' },
  'cpd-audit': { adminOnly: false, kinds: ['image', 'document'], visibility: 'private' },
}

/**
 * The private files that only the staff of one part of the administration may open besides their owner
 * (issue 18): an applicant's supporting documents are the secretariat's (applications), a donor's slip
 * the treasurer's (finance). Other private files: their owner and any staff account.
 */
export const MEDIA_PURPOSE_AREAS: Partial<Record<MediaPurpose, AdminArea>> = {
  application: 'applications',
  'donation-slip': 'finance',
  'member-resource': 'content',
  'expense-receipt': 'finance',
  'meeting-paper': 'meetings',
  'concern-evidence': 'conduct',
  'concern-document': 'conduct',
  'concern-response': 'conduct',
  credential: 'cpd',
  'cpd-audit': 'cpd',
  // Public pictures: anyone sees them; only the staff of their part of the administration upload,
  // attach, replace or delete them (issue 30).
  listing: 'listings',
  content: 'content',
}

/** How many supporting documents an application takes (issue 18, item 2). */
export const MAX_APPLICATION_DOCUMENTS = 3
/** The application form's and `POST /api/auth/register`'s file field (repeated, one file each). */
export const APPLICATION_DOCUMENTS_FIELD = 'documents'
/** The donation pledge form's and the slip page's file field (the API's is `file`, as the other uploads'). */
export const DONATION_SLIP_FIELD = 'slip'

export interface ImageVariant {
  width: number
  height: number
  format: ImageFormat
}

/** A stored image as a page draws it (see components/media-image.tsx). */
export interface MediaImage {
  id: string
  alt: string
  width: number
  height: number
  variants: readonly ImageVariant[]
}

/** Where one variant of an image is served. */
export function mediaVariantPath(id: string, width: number, format: ImageFormat) {
  return mediaPaths.variant(id, width, IMAGE_FORMAT_EXTENSIONS[format])
}

/** `url 160w, url 480w, …` of one format, each width once (a small image's variants share a width). */
export function imageSrcSet(image: Pick<MediaImage, 'id' | 'variants'>, format: ImageFormat) {
  const seen = new Set<number>()
  return image.variants
    .filter((v) => v.format === format)
    .sort((a, b) => a.width - b.width)
    .filter((v) => !seen.has(v.width) && seen.add(v.width))
    .map((v) => `${mediaVariantPath(image.id, v.width, format)} ${v.width}w`)
    .join(', ')
}

/** The variant of a format closest above a width (the largest when none is), for `src`. */
export function imageFallback(image: Pick<MediaImage, 'variants'>, format: ImageFormat, atLeast: number) {
  const of = image.variants.filter((v) => v.format === format).sort((a, b) => a.width - b.width)
  return of.find((v) => v.width >= atLeast) ?? of[of.length - 1] ?? null
}

/** What the record stores of a picture (its description apart). */
export type StoredImageFields = Omit<MediaImage, 'alt'>

/** A stored picture as a page draws it, with the description the record gives it. */
export function imageWithAlt(image: StoredImageFields | null | undefined, alt: string): MediaImage | null {
  if (!image?.id || !image.variants?.length) return null
  return {
    id: image.id,
    width: image.width,
    height: image.height,
    variants: image.variants.map(({ width, height, format }) => ({ width, height, format })),
    alt,
  }
}
