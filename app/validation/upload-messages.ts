import { MAX_ALT_TEXT_LENGTH, MAX_IMAGE_PIXELS, MAX_UPLOAD_MEGABYTES } from '#app/domain/media.ts'
import { message } from './messages.ts'

/** The most photos one post of the gallery form takes (its body limit is set for them: config/paths.ts). */
export const MAX_FILES_PER_POST = 12

/**
 * Every sentence the upload pipeline says to a person, by name: the English of
 * `messages:upload.*` (app/locales/<lng>/messages.json), which each door answers in the request's
 * language (docs/i18n.md). Free of zod, so a page can show them without loading the schemas.
 */
export const UPLOAD_MESSAGES = {
  /** No file in the `file` field (or an empty one). */
  fileRequired: message('messages:upload.fileRequired'),
  /** A file over the size limit, or a request body over the upload limit. */
  tooLarge: message('messages:upload.tooLarge', { max: MAX_UPLOAD_MEGABYTES }),
  /** An image that decodes to more than the pixel limit (a small file can be a huge picture). */
  tooManyPixels: message('messages:upload.tooManyPixels', { max: MAX_IMAGE_PIXELS / 1_000_000 }),
  /** Bytes that are no accepted type, whatever the file's name or the type the browser sent. */
  unsupportedType: message('messages:upload.unsupportedType'),
  /** SVG and HTML are named, since an SVG logo is the likeliest mistake. */
  svgOrHtml: message('messages:upload.svgOrHtml'),
  /** Bytes that start like an image but do not decode as one (a damaged or disguised file). */
  unreadableImage: message('messages:upload.unreadableImage'),
  /** A PDF that does not end as a PDF does (cut short, or something else behind a PDF header). */
  unreadableDocument: message('messages:upload.unreadableDocument'),
  /** A purpose that takes only photos, sent a PDF. */
  imageRequired: message('messages:upload.imageRequired'),
  /** A purpose that takes only PDFs (a member resource), sent a photo. */
  pdfRequired: message('messages:upload.pdfRequired'),
  /** A body that is not multipart/form-data, or whose multipart is broken. */
  notMultipart: message('messages:upload.notMultipart'),
  /** More than one file, or more fields than the form has. */
  tooManyParts: message('messages:upload.tooManyParts'),
  /** More photos in one post of the gallery form than it takes. */
  tooManyFiles: message('messages:upload.tooManyFiles', { max: MAX_FILES_PER_POST }),
  visibility: message('messages:upload.visibility'),
  purpose: message('messages:upload.purpose'),
  purposeVisibility: message('messages:upload.purposeVisibility'),
  purposePublic: message('messages:upload.purposePublic'),
  /** A member asking for a public PDF. */
  documentsPrivate: message('messages:upload.documentsPrivate'),
  /** A member asking for a purpose that is the association's (its content, the listing photos). */
  adminOnlyPurpose: message('messages:upload.adminOnlyPurpose'),
  quotaFull: message('messages:upload.quotaFull'),
  altTooLong: message('messages:upload.altTooLong', { max: MAX_ALT_TEXT_LENGTH }),
  /** A public picture of the association's pages needs its description (issue 16, item 7). */
  altRequired: message('messages:upload.altRequired'),
  notFound: message('messages:upload.notFound'),
  deleted: message('messages:upload.deleted'),
  /** `DELETE /api/media/{id}` of a file a record keeps: removed on the record's own page (services/media/serving.server.ts). */
  heldByRecord: message('messages:upload.heldByRecord'),
  tooManyUploads: message('messages:upload.tooManyUploads'),
  /** Under a file field of a form sent back with errors: the browser has forgotten the chosen file. */
  chooseAgain: message('messages:upload.chooseAgain'),
  /** An API client's `imageId` that is no public picture the caller may attach. */
  imageIdInvalid: message('messages:upload.imageIdInvalid'),
} as const
