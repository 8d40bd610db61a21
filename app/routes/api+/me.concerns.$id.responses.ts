import { json, type ActionFunctionArgs } from '@remix-run/node'
import { MAX_UPLOAD_BYTES } from '#app/domain/media.ts'
import { respondToConcern } from '#app/services/concern-cases.server.ts'
import { apiError, methodNotAllowed, readJsonObject, validationError } from '#app/utils/api.server.ts'
import { readApiUpload } from '#app/utils/api-upload.server.ts'
import { requireApiUser } from '#app/utils/auth.server.ts'
import type { UploadedFile } from '#app/utils/multipart.server.ts'
import { CONCERN_FILES_FIELD, ConcernResponseFieldsSchema, MAX_CONCERN_RESPONSE_FILES } from '#app/validation/concern.ts'
import { message } from '#app/validation/messages.ts'

const BODY_MAX_BYTES = MAX_CONCERN_RESPONSE_FILES * MAX_UPLOAD_BYTES + 1024 * 1024

export const loader = () => methodNotAllowed(['POST'])

/**
 * POST /api/me/concerns/{id}/responses `{ text }` as JSON, or multipart/form-data with `text` and up to five
 * files in `files` (PDF or photo, 10 MB each) → 201 `{ message, concern }`; the conduct officers hear of it.
 * 400, 404 (not put to this member), 409 (closed), 413, 415, 429.
 */
export async function action({ request, params }: ActionFunctionArgs) {
  if (request.method !== 'POST') return methodNotAllowed(['POST'])
  const user = await requireApiUser(request)
  let body: Record<string, unknown>
  let files: UploadedFile[] = []
  if (/^multipart\/form-data/i.test(request.headers.get('content-type') ?? '')) {
    const upload = await readApiUpload(request, {
      fileField: CONCERN_FILES_FIELD,
      maxFiles: MAX_CONCERN_RESPONSE_FILES,
      maxFields: 10,
      maxFieldBytes: 40 * 1024,
      bodyTooLarge: Number(request.headers.get('content-length') ?? 0) > BODY_MAX_BYTES,
      tooManyParts: { message: message('messages:upload.tooManyDocuments', { max: MAX_CONCERN_RESPONSE_FILES }), field: CONCERN_FILES_FIELD },
    })
    if (upload instanceof Response) return upload
    body = upload.fields
    files = upload.files
  } else {
    body = await readJsonObject(request)
  }
  const parsed = ConcernResponseFieldsSchema.safeParse(body)
  if (!parsed.success) return validationError(parsed.error)
  const result = await respondToConcern(user, params.id ?? '', { text: parsed.data.text, files })
  if (!result.ok) return apiError(result.status, result.message, result.fieldErrors)
  return json({ message: result.message, concern: result.concern }, { status: 201 })
}
