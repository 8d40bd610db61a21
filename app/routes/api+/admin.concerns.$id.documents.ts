import { json, type ActionFunctionArgs } from '@remix-run/node'
import { accountActorOf } from '#app/services/audit.server.ts'
import { addConcernDocument } from '#app/services/concern-cases.server.ts'
import { apiError, methodNotAllowed, validationError } from '#app/utils/api.server.ts'
import { readApiUpload } from '#app/utils/api-upload.server.ts'
import { requireApiAdmin } from '#app/utils/permissions.server.ts'
import { CONCERN_DOCUMENT_FIELD, ConcernDocumentFieldsSchema } from '#app/validation/concern.ts'

export const loader = () => methodNotAllowed(['POST'])

/**
 * POST /api/admin/concerns/{id}/documents, multipart/form-data: the document in `file` (PDF or photo, 10 MB),
 * `text` (what it is), `shared` (`true`: the practitioner sees it on their dashboard) → 201; 400, 404, 413,
 * 415, 429. Private: conduct staff only (and the practitioner when shared).
 */
export async function action({ request, params, context }: ActionFunctionArgs) {
  if (request.method !== 'POST') return methodNotAllowed(['POST'])
  const actor = accountActorOf(await requireApiAdmin(request, 'conduct'))
  const upload = await readApiUpload(request, { fileField: CONCERN_DOCUMENT_FIELD, maxFields: 10, bodyTooLarge: context.bodyTooLarge })
  if (upload instanceof Response) return upload
  const parsed = ConcernDocumentFieldsSchema.safeParse(upload.fields)
  if (!parsed.success) return validationError(parsed.error)
  const result = await addConcernDocument(actor, params.id ?? '', { file: upload.file, text: parsed.data.text, shared: parsed.data.shared })
  if (!result.ok) return apiError(result.status, result.message, result.fieldErrors)
  return json({ message: result.message }, { status: 201 })
}
