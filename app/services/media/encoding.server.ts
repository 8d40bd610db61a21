import { fileTypeFromBuffer } from 'file-type'
import sharp, { type OutputInfo, type Sharp } from 'sharp'
import {
  ACCEPTED_DOCUMENT_TYPES,
  ACCEPTED_IMAGE_TYPES,
  IMAGE_VARIANT_WIDTHS,
  MAX_IMAGE_PIXELS,
  MAX_UPLOAD_BYTES,
  type AcceptedMediaType,
  type ImageFormat,
  type MediaKind,
} from '#app/domain/media.ts'
import { UPLOAD_MESSAGES } from '#app/validation/upload-messages.ts'
import { refuse, type UploadRefusal } from './shared.server.ts'

/**
 * Checking and re-encoding an upload (services/media.server.ts): its type by its bytes, an image decoded
 * and re-encoded by `sharp`, a PDF's end, a download's file name. With `qr-image.server.ts` (a QR read
 * from a picture's pixels), the pipeline's only use of `sharp`.
 */

// Each upload is decoded once; libvips' operation cache would only hold memory between uploads.
sharp.cache(false)

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
export function looksLikeWholePdf(bytes: Buffer) {
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
