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
 *
 * The pipeline is one module per part, under services/media/; this file re-exports what the others import:
 * - `shared.server.ts`: what several parts use: the acting account (`MediaActor`), the purpose-to-role
 *   rule, and the refusal (`UploadRefusal`).
 * - `permissions.server.ts`: who may view, delete and attach which file.
 * - `allowance.server.ts`: the upload allowance (rate limits).
 * - `encoding.server.ts`: checking the bytes' type, re-encoding images with `sharp` (its settings live
 *   there), a PDF's end, a download's file name.
 * - `qr-image.server.ts`: reading the QR code in an uploaded picture (the DuitNow QR, issue 34).
 * - `storing.server.ts`: the upload policy, writing a prepared upload, the quota, the sweep of unattached
 *   uploads, the app's own images.
 * - `serving.server.ts`: addresses and answers for a stored file, serving it, deleting it.
 */

export type { MediaActor, UploadRefusal } from './media/shared.server.ts'
export { getAttachableMedia, getMediaForViewer, mayDelete, mayView } from './media/permissions.server.ts'
export { UPLOAD_RATE_LIMITS, admitUpload } from './media/allowance.server.ts'
export { detectMediaType, encodeImageVariants, safeFileName, type EncodedVariant } from './media/encoding.server.ts'
export { readQrCode, type QrRead } from './media/qr-image.server.ts'
export {
  ACCOUNT_STORAGE_QUOTA_BYTES,
  UNATTACHED_UPLOAD_AGE_MS,
  prepareUpload,
  storeOwnImage,
  storeUpload,
  sweepUnattachedUploads,
  writePreparedUpload,
  type PreparedUpload,
  type UploadOutcome,
  type UploadRequest,
} from './media/storing.server.ts'
export {
  deleteMedia,
  deleteMediaOnItsOwn,
  mediaInUseMessage,
  mediaUrl,
  openDocumentDownload,
  openMediaForViewer,
  toMediaAnswer,
  toMediaImage,
  toStoredImage,
  type DeleteOutcome,
  type ServedFile,
} from './media/serving.server.ts'
