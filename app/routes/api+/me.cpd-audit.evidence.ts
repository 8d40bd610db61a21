import { json, type ActionFunctionArgs } from '@remix-run/node'
import { addCpdAuditEvidence } from '#app/services/cpd-audit.server.ts'
import { apiError, methodNotAllowed } from '#app/utils/api.server.ts'
import { readApiUpload } from '#app/utils/api-upload.server.ts'
import { requireApiUser } from '#app/utils/auth.server.ts'

export const loader = () => methodNotAllowed(['POST'])

/**
 * POST /api/me/cpd-audit/evidence (multipart, the file in `file`: a PDF or a photo, at most 10 MB) → 201
 * `{ evidence: { id, name, url } }`, a private file of the member's open CPD audit case, seen by them and
 * the CPD reviewer. 404 never drawn; 409 the case takes no more evidence; 400/413/415/429 for the file.
 */
export async function action({ request, context }: ActionFunctionArgs) {
  if (request.method !== 'POST') return methodNotAllowed(['POST'])
  const user = await requireApiUser(request)
  const upload = await readApiUpload(request, { maxFields: 3, bodyTooLarge: context.bodyTooLarge })
  if (upload instanceof Response) return upload
  const result = await addCpdAuditEvidence(user, upload.file)
  if (!result.ok) return apiError(result.status, result.message, result.field ? { [result.field]: [result.message] } : undefined)
  return json({ evidence: result.evidence }, { status: 201 })
}
