import type { SubmissionResult } from '@conform-to/react'
import { MAX_UPLOAD_BYTES, type MediaPurpose } from '#app/domain/media.ts'
import type { MediaRecord } from '#app/models/media.server.ts'
import { readUploadForm } from '#app/utils/form-submission.server.ts'
import type { UploadedFile } from '#app/utils/multipart.server.ts'
import { MAX_FILES_PER_POST, UPLOAD_MESSAGES } from '#app/validation/upload-messages.ts'
import { DEFAULT_LOCALE, type Locale } from '#app/domain/locale.ts'
import { fixedT } from '#app/utils/i18n.server.ts'
import { admitUpload, storeUpload, type MediaActor, type UploadRefusal } from './media.server.ts'

/**
 * The pages' forms that take a file (profile photo, listing photo, committee, news, galleries,
 * partners, CPD evidence): reading them, storing their file through the one pipeline, and answering
 * a refusal under the file field with what was typed kept (docs/conventions.md, "Uploads").
 */

/** A form with one file reads on past a file over the limit, so that it can answer with what was typed. */
export const FORM_UPLOAD_BODY_MAX_BYTES = 3 * MAX_UPLOAD_BYTES
/** The gallery's form: several photos in one post. */
export const GALLERY_FORM_BODY_MAX_BYTES = MAX_FILES_PER_POST * MAX_UPLOAD_BYTES + 1024 * 1024

export type FileForm = { status: 'read'; formData: FormData; files: UploadedFile[] } | { status: 'refused'; httpStatus: 400 | 413; message: string }

/** The posted form and its file(s) in `fileField`, or the refusal of a body no form of ours sends. */
export async function readFileForm(request: Request, fileField: string, { maxFiles = 1 }: { maxFiles?: number } = {}): Promise<FileForm> {
  const form = await readUploadForm(request, {
    fileField,
    maxFileBytes: MAX_UPLOAD_BYTES,
    maxFiles,
    maxBodyBytes: maxFiles > 1 ? GALLERY_FORM_BODY_MAX_BYTES : FORM_UPLOAD_BODY_MAX_BYTES,
  })
  if (form.status === 'too-large') return { status: 'refused', httpStatus: 413, message: UPLOAD_MESSAGES.tooLarge }
  if (form.status === 'too-many-files') return { status: 'refused', httpStatus: 400, message: maxFiles > 1 ? UPLOAD_MESSAGES.tooManyFiles : UPLOAD_MESSAGES.tooManyParts }
  return form
}

/**
 * A refusal as Conform's reply: the message under the file field. Without `initialValue` the form
 * keeps the values it was drawn with (used where the body could not be read at all).
 */
export function fileRefusalReply(field: string, message: string): SubmissionResult<string[]> {
  return { status: 'error', error: { [field]: [message] } }
}

export type FormUploadOutcome = { status: 'stored'; media: MediaRecord } | (Omit<UploadRefusal, 'httpStatus'> & { httpStatus: UploadRefusal['httpStatus'] | 429 })

/**
 * Stores a form's file for `purpose`: counted against the uploader's allowance first (only a post that
 * carries a file counts: a form saved without one is no upload), then the pipeline's checks.
 */
export async function storeFormUpload(uploader: MediaActor, file: UploadedFile, { purpose, alt }: { purpose: MediaPurpose; alt: string }): Promise<FormUploadOutcome> {
  const admitted = await admitUpload(uploader)
  if (!admitted.allowed) return { status: 'refused', httpStatus: 429, message: admitted.message, field: 'file' }
  return storeUpload({ uploader, file, purpose, alt })
}

/**
 * The description of a member's portrait when they give none ("Photo of Aisyah Rahman"): stored with the
 * picture in English, as the directory shows it to every reader; a page draws it in its own language.
 */
export function portraitAlt(name: string, locale: Locale = DEFAULT_LOCALE): string {
  return fixedT(locale, 'messages')('upload.portraitAlt', { name })
}
