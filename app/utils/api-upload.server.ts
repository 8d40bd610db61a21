import { MAX_UPLOAD_BYTES } from '#app/domain/media.ts'
import { UPLOAD_MESSAGES } from '#app/validation/upload-messages.ts'
import { apiError, type FieldErrors } from './api.server.ts'
import { readMultipartUpload, type MultipartOptions, type UploadedFile } from './multipart.server.ts'

export interface ApiUpload {
  file: UploadedFile | null
  files: UploadedFile[]
  /** Each text field's first value, as a browser's form sends each once. */
  fields: Record<string, string>
}

/**
 * The multipart body of an upload endpoint, read with the shared limits (the file in `file`, 10 MB,
 * text fields of 4 KB), or the JSON answer for a body that is not one: 413 past the size, 415 for
 * anything but multipart/form-data, 400 for more parts than allowed (under the file's field, or as
 * `tooManyParts` says). Every API upload answers these alike.
 */
export async function readApiUpload(
  request: Request,
  options: Partial<MultipartOptions> & { tooManyParts?: { message: string; field: string } },
): Promise<ApiUpload | Response> {
  const { tooManyParts, ...limits } = options
  const fileField = limits.fileField ?? 'file'
  const upload = await readMultipartUpload(request, { maxFileBytes: MAX_UPLOAD_BYTES, maxFieldBytes: 4 * 1024, ...limits, fileField })
  if (upload.status === 'too-large') return apiError(413, UPLOAD_MESSAGES.tooLarge)
  if (upload.status === 'not-multipart') return apiError(415, UPLOAD_MESSAGES.notMultipart)
  if (upload.status === 'too-many-parts') {
    const refusal = tooManyParts ?? { message: UPLOAD_MESSAGES.tooManyParts, field: fileField }
    const fieldErrors: FieldErrors = { [refusal.field]: [refusal.message] }
    return apiError(400, refusal.message, fieldErrors)
  }
  const fields: Record<string, string> = {}
  for (const [name, value] of upload.fields) if (typeof value === 'string' && !(name in fields)) fields[name] = value
  return { file: upload.file, files: upload.files, fields }
}
