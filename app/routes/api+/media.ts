import { accountActorOf } from '#app/services/audit.server.ts'
import { json, type ActionFunctionArgs } from '@remix-run/node'
import { admitUpload, storeUpload, toMediaAnswer } from '#app/services/media.server.ts'
import { apiError, methodNotAllowed, validationError } from '#app/utils/api.server.ts'
import { requireApiUser } from '#app/utils/auth.server.ts'
import { readApiUpload } from '#app/utils/api-upload.server.ts'
import { MediaUploadFieldsSchema } from '#app/validation/media.ts'

export const loader = () => methodNotAllowed(['POST'])

/**
 * POST /api/media (signed in): multipart/form-data with the file in `file`, and optionally `alt`,
 * `visibility` (public | private) and `purpose`. 201 `{ id, url, type, width, height }`; 400 for a
 * missing file or a bad field, 413 for a file over 10 MB (or an image over 40 megapixels), 415 for
 * anything that is not an accepted image or a PDF, 429 over the allowance. Nothing is stored unless
 * the answer is 201.
 */
export async function action({ request, context }: ActionFunctionArgs) {
  if (request.method !== 'POST') return methodNotAllowed(['POST'])
  const user = await requireApiUser(request)
  const actor = accountActorOf(user)
  const admitted = await admitUpload(actor)
  if (!admitted.allowed) {
    return apiError(429, admitted.message, undefined, { headers: { 'retry-after': String(admitted.retryAfterSeconds) } })
  }
  const upload = await readApiUpload(request, { maxFields: 10, bodyTooLarge: context.bodyTooLarge })
  if (upload instanceof Response) return upload
  const parsed = MediaUploadFieldsSchema.safeParse(upload.fields)
  if (!parsed.success) return validationError(parsed.error)

  const outcome = await storeUpload({ uploader: actor, file: upload.file, ...parsed.data })
  // Field errors with a 400 only (docs/conventions.md): a 413 or 415 is about the file as a whole.
  if (outcome.status === 'refused') {
    return apiError(outcome.httpStatus, outcome.message, outcome.httpStatus === 400 ? { [outcome.field]: [outcome.message] } : undefined)
  }
  return json(toMediaAnswer(outcome.media), { status: 201 })
}
