import { json, type ActionFunctionArgs } from '@remix-run/node'
import { withdrawCpdAuditEvidence } from '#app/services/cpd-audit.server.ts'
import { apiError, methodNotAllowed } from '#app/utils/api.server.ts'
import { requireApiUser } from '#app/utils/auth.server.ts'
import { CPD_AUDIT_MESSAGES } from '#app/validation/cpd-audit.ts'

export const loader = () => methodNotAllowed(['DELETE'])

/**
 * DELETE /api/me/cpd-audit/evidence/{id} → 200 `{ message }`: a file the member sent by mistake is taken
 * out of their open CPD audit case and deleted, the page's "Remove". 404 when their open case holds no such
 * file (or they have none); 409 when the reviewer already has it (sent with "I have sent everything") or
 * the case no longer takes evidence.
 */
export async function action({ request, params }: ActionFunctionArgs) {
  if (request.method !== 'DELETE') return methodNotAllowed(['DELETE'])
  const user = await requireApiUser(request)
  const result = await withdrawCpdAuditEvidence(user, params.id ?? '')
  if (!result.ok) return apiError(result.status, result.message)
  return json({ message: CPD_AUDIT_MESSAGES.evidenceWithdrawn })
}
