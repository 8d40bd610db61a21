import { json, type ActionFunctionArgs, type LoaderFunctionArgs } from '@remix-run/node'
import { credentialState, listMyCredentials, recordCredential } from '#app/services/credentials.server.ts'
import { apiError, methodNotAllowed, readJsonObject, validateJsonBody } from '#app/utils/api.server.ts'
import { readApiUpload } from '#app/utils/api-upload.server.ts'
import { requireApiUser } from '#app/utils/auth.server.ts'
import type { UploadedFile } from '#app/utils/multipart.server.ts'
import { CredentialSchema } from '#app/validation/credentials.ts'

/** The credential's fields, with room to spare. */
const MAX_TEXT_FIELDS = 10

/**
 * GET /api/me/credentials → `{ credentials, state }`: the signed-in member's credentials, newest first,
 * each `{ id, kind, issuer, number, from, until, status, rejectReason, certificateUrl, recordedAt,
 * reviewedAt }`, and the state of their insurance and first aid today (`current`, `unconfirmed`,
 * `expired`, `missing`) — what the listing's line "insurance and first aid current" follows.
 */
export async function loader({ request }: LoaderFunctionArgs) {
  const user = await requireApiUser(request)
  const [credentials, state] = await Promise.all([listMyCredentials(user.id), credentialState(user.id)])
  return json({ credentials, state })
}

/**
 * POST /api/me/credentials → 201 `{ credential }`, always `pending` until the CPD reviewer confirms it.
 * JSON `{ kind, issuer?, number?, from, until, mediaId? }` (`mediaId`: a certificate uploaded before by
 * POST /api/media with purpose `credential`), or multipart/form-data with the same fields and the
 * certificate in `file` (a photo or a PDF, checked by its bytes: 413 past 10 MB, 415 for anything else).
 * Insurance and first aid need a certificate (400 `fieldErrors.file`). 400 for bad fields, 409 past 10
 * of a kind waiting, 429 over the upload allowance; nothing is stored unless the answer is 201.
 */
export async function action({ request, context }: ActionFunctionArgs) {
  if (request.method !== 'POST') return methodNotAllowed(['GET', 'POST'])
  const user = await requireApiUser(request)
  const multipart = /^multipart\/form-data/i.test(request.headers.get('content-type') ?? '')
  let body: Record<string, unknown>
  let file: UploadedFile | null = null
  if (multipart) {
    const upload = await readApiUpload(request, { maxFields: MAX_TEXT_FIELDS, bodyTooLarge: context.bodyTooLarge })
    if (upload instanceof Response) return upload
    body = { ...upload.fields }
    file = upload.file
  } else {
    body = await readJsonObject(request)
  }
  const input = await validateJsonBody(body, CredentialSchema)
  const recorded = await recordCredential(user, input, file)
  if (!recorded.ok) {
    const headers = recorded.retryAfterSeconds ? { 'retry-after': String(recorded.retryAfterSeconds) } : undefined
    return apiError(recorded.status, recorded.message, recorded.status === 400 && recorded.field ? { [recorded.field]: [recorded.message] } : undefined, { headers })
  }
  return json({ credential: recorded.credential }, { status: 201 })
}
