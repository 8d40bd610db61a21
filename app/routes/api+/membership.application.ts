import { json, type ActionFunctionArgs, type LoaderFunctionArgs } from '@remix-run/node'
import { APPLICATION_DOCUMENTS_FIELD, MAX_APPLICATION_DOCUMENTS } from '#app/domain/media.ts'
import { answerInformationRequest, applicationStanding } from '#app/services/information-requests.server.ts'
import { apiError, methodNotAllowed, validationError } from '#app/utils/api.server.ts'
import { readApiUpload } from '#app/utils/api-upload.server.ts'
import { requireApiUser } from '#app/utils/auth.server.ts'
import { InformationAnswerSchema } from '#app/validation/membership.ts'
import { message } from '#app/validation/messages.ts'

/**
 * GET /api/membership/application → `{ membershipType, waiting, evidence, documents, request, mayAnswer }`:
 * the applicant's application, what their type asks for, and the secretariat's latest request.
 * POST (multipart/form-data: `answer`, up to three `documents`) → 200 `{ request }` answered; 409 nothing
 * waits for an answer (or the application is decided); 400/413/415 for the files, 429 over the upload
 * allowance. Nothing is stored unless the answer is 200 (issue 33, item 5).
 */
export async function loader({ request }: LoaderFunctionArgs) {
  const user = await requireApiUser(request)
  return json(await applicationStanding(user))
}

export async function action({ request, context }: ActionFunctionArgs) {
  if (request.method !== 'POST') return methodNotAllowed(['GET', 'POST'])
  const user = await requireApiUser(request)
  const upload = await readApiUpload(request, {
    fileField: APPLICATION_DOCUMENTS_FIELD,
    maxFiles: MAX_APPLICATION_DOCUMENTS,
    maxFields: 5,
    maxFieldBytes: 8 * 1024,
    bodyTooLarge: context.bodyTooLarge,
    tooManyParts: { message: message('messages:upload.tooManyDocuments', { max: MAX_APPLICATION_DOCUMENTS }), field: APPLICATION_DOCUMENTS_FIELD },
  })
  if (upload instanceof Response) return upload
  const parsed = InformationAnswerSchema.safeParse(upload.fields)
  if (!parsed.success) return validationError(parsed.error)
  const result = await answerInformationRequest(user, { answer: parsed.data.answer, files: upload.files })
  if (!result.ok) {
    const headers = result.retryAfterSeconds ? { 'retry-after': String(result.retryAfterSeconds) } : undefined
    return apiError(result.status, result.message, result.status === 400 && result.field ? { [result.field]: [result.message] } : undefined, { headers })
  }
  return json({ request: result.request })
}
