import { json, type ActionFunctionArgs } from '@remix-run/node'
import { APPLICATION_DOCUMENTS_FIELD, MAX_APPLICATION_DOCUMENTS, MAX_UPLOAD_BYTES } from '#app/domain/media.ts'
import { applyWithDocuments, checkApplicationDocuments } from '#app/services/application-documents.server.ts'
import { apiError, methodNotAllowed, readJsonObject, validateJsonBody } from '#app/utils/api.server.ts'
import { retryAfterHeaders } from '#app/utils/auth.server.ts'
import { getApiLocale } from '#app/utils/i18n.server.ts'
import { readApiUpload } from '#app/utils/api-upload.server.ts'
import type { UploadedFile } from '#app/utils/multipart.server.ts'
import { RegisterSchema } from '#app/validation/auth.ts'
import { message } from '#app/validation/messages.ts'

/** The documents at their limit and the application's fields: more than this is refused unread. */
const API_REGISTER_BODY_MAX_BYTES = MAX_APPLICATION_DOCUMENTS * MAX_UPLOAD_BYTES + 1024 * 1024
/** The form's fields, with room to spare. */
const MAX_TEXT_FIELDS = 20

/**
 * A multipart application: the fields as text (`acceptPrivacy` as `true` or `on`), and up to
 * MAX_APPLICATION_DOCUMENTS supporting documents in `documents` (repeated). Answers the body to validate
 * and the files, or the refusal.
 */
async function readMultipartApplication(request: Request): Promise<{ body: Record<string, unknown>; files: UploadedFile[] } | Response> {
  const declared = Number(request.headers.get('content-length') ?? 0)
  const upload = await readApiUpload(request, {
    fileField: APPLICATION_DOCUMENTS_FIELD,
    maxFiles: MAX_APPLICATION_DOCUMENTS,
    maxFields: MAX_TEXT_FIELDS,
    bodyTooLarge: declared > API_REGISTER_BODY_MAX_BYTES,
    tooManyParts: { message: message('messages:upload.tooManyDocuments', { max: MAX_APPLICATION_DOCUMENTS }), field: APPLICATION_DOCUMENTS_FIELD },
  })
  if (upload instanceof Response) return upload
  const body: Record<string, unknown> = { ...upload.fields }
  // A form's checkbox sends `on`; a script `true`. Anything else is not an acceptance.
  if ('acceptPrivacy' in body) body.acceptPrivacy = body.acceptPrivacy === 'true' || body.acceptPrivacy === 'on'
  return { body, files: upload.files }
}

/**
 * POST the registration payload (with an optional `locale`, 'en' or 'ms') → 201 { token, user }; a taken e-mail, username or membership ID → 409;
 * more than 5 attempts an hour from one client address → 429. As JSON, or as multipart/form-data with
 * up to three supporting documents in `documents` (PDF or photo, 10 MB each: 413 past it, 415 for any
 * other type by its bytes; nothing is stored, no account either, unless every document passes).
 */
export async function action({ request, context }: ActionFunctionArgs) {
  if (request.method !== 'POST') return methodNotAllowed(['POST'])
  const multipart = /^multipart\/form-data/i.test(request.headers.get('content-type') ?? '')
  let body: Record<string, unknown>
  let files: UploadedFile[] = []
  if (multipart) {
    const read = await readMultipartApplication(request)
    if (read instanceof Response) return read
    ;({ body, files } = read)
  } else {
    body = await readJsonObject(request)
  }
  const input = await validateJsonBody(body, RegisterSchema)
  const documents = await checkApplicationDocuments(files, context.clientIp)
  if (!documents.ok) {
    const headers = documents.retryAfterSeconds ? { 'retry-after': String(documents.retryAfterSeconds) } : undefined
    // Field errors go with a 400 only (decision 005).
    const fieldErrors = documents.status === 400 ? { [APPLICATION_DOCUMENTS_FIELD]: [documents.message] } : undefined
    return apiError(documents.status, documents.message, fieldErrors, { headers })
  }
  // The member's language: the one they name, else the one their client asks the API in.
  const result = await applyWithDocuments({ ...input, locale: input.locale ?? (await getApiLocale(request)) }, documents.prepared, request, context.clientIp)
  if (!result.ok && result.status === 429) return apiError(429, result.message, undefined, { headers: retryAfterHeaders(result) })
  if (!result.ok) return apiError(409, result.message, result.fieldErrors)
  return json({ token: result.token, user: result.user }, { status: 201, headers: { 'set-cookie': result.cookie } })
}

export const loader = () => methodNotAllowed(['POST'])
