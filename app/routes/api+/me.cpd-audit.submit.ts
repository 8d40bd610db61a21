import { json, type ActionFunctionArgs } from '@remix-run/node'
import { submitCpdAudit } from '#app/services/cpd-audit.server.ts'
import { apiError, methodNotAllowed } from '#app/utils/api.server.ts'
import { requireApiUser } from '#app/utils/auth.server.ts'

export const loader = () => methodNotAllowed(['POST'])

/**
 * POST /api/me/cpd-audit/submit → 200 `{ status: 'submitted' }`: "I have sent everything"; the CPD
 * reviewer is told. 404 never drawn; 409 the case takes no more evidence (sent already, or decided).
 */
export async function action({ request }: ActionFunctionArgs) {
  if (request.method !== 'POST') return methodNotAllowed(['POST'])
  const user = await requireApiUser(request)
  const result = await submitCpdAudit(user)
  if (!result.ok) return apiError(result.status, result.message)
  return json({ status: result.status })
}
