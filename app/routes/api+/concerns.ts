import { json, type ActionFunctionArgs } from '@remix-run/node'
import { MAX_UPLOAD_BYTES } from '#app/domain/media.ts'
import { raiseConcern } from '#app/services/concerns.server.ts'
import { apiError, methodNotAllowed, readJsonObject, validationError } from '#app/utils/api.server.ts'
import { readApiUpload } from '#app/utils/api-upload.server.ts'
import { isHoneypotFilled } from '#app/utils/honeypot.ts'
import { getApiLocale } from '#app/utils/i18n.server.ts'
import type { UploadedFile } from '#app/utils/multipart.server.ts'
import { CONCERN_EVIDENCE_FIELD, ConcernSchema, MAX_CONCERN_EVIDENCE } from '#app/validation/concern.ts'
import { message } from '#app/validation/messages.ts'

/** The evidence at its limit and the fields: more than this is refused unread. */
const BODY_MAX_BYTES = MAX_CONCERN_EVIDENCE * MAX_UPLOAD_BYTES + 1024 * 1024

export const loader = () => methodNotAllowed(['POST'])

/**
 * POST /api/concerns `{ practitionerId?, practitionerName?, name, email, phone?, description, acceptPrivacy }`
 * as JSON, or as multipart/form-data with the same fields and up to three evidence files in `evidence`
 * (PDF or photo, 10 MB each; nothing is kept unless every one passes) → 201 `{ reference }` (CON-2026-0001)
 * and an acknowledgement mailed to the complainant. 400 with fieldErrors (nothing kept), 429 past the
 * allowance per address or per e-mail (Retry-After); a filled honeypot is answered as accepted, keeping nothing.
 */
export async function action({ request, context }: ActionFunctionArgs) {
  if (request.method !== 'POST') return methodNotAllowed(['POST'])
  let body: Record<string, unknown>
  let files: UploadedFile[] = []
  if (/^multipart\/form-data/i.test(request.headers.get('content-type') ?? '')) {
    const declared = Number(request.headers.get('content-length') ?? 0)
    const upload = await readApiUpload(request, {
      fileField: CONCERN_EVIDENCE_FIELD,
      maxFiles: MAX_CONCERN_EVIDENCE,
      maxFields: 20,
      maxFieldBytes: 40 * 1024,
      bodyTooLarge: declared > BODY_MAX_BYTES,
      tooManyParts: { message: message('messages:upload.tooManyDocuments', { max: MAX_CONCERN_EVIDENCE }), field: CONCERN_EVIDENCE_FIELD },
    })
    if (upload instanceof Response) return upload
    body = { ...upload.fields }
    files = upload.files
  } else {
    body = await readJsonObject(request)
  }
  const parsed = await ConcernSchema.safeParseAsync(body)
  const outcome = await raiseConcern({
    clientIp: context.clientIp,
    isBot: isHoneypotFilled(body),
    fields: parsed.success ? parsed.data : null,
    files,
    locale: await getApiLocale(request),
  })
  if (outcome.status === 'limited') return apiError(429, outcome.message, undefined, { headers: { 'retry-after': String(outcome.retryAfterSeconds) } })
  if (outcome.status === 'refused') {
    const headers = outcome.retryAfterSeconds ? { 'retry-after': String(outcome.retryAfterSeconds) } : undefined
    return apiError(outcome.httpStatus, outcome.message, outcome.httpStatus === 400 ? { [CONCERN_EVIDENCE_FIELD]: [outcome.message] } : undefined, { headers })
  }
  if (outcome.status === 'invalid') {
    if (!parsed.success) return validationError(parsed.error)
    const first = Object.values(outcome.fieldErrors)[0]?.[0] ?? message('messages:concern.notFound')
    return apiError(400, first, outcome.fieldErrors)
  }
  return json({ reference: outcome.reference, message: message('messages:concern.received', { reference: outcome.reference ?? '' }) }, { status: 201 })
}
