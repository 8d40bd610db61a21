import { json, type ActionFunctionArgs } from '@remix-run/node'
import { auditActorOf } from '#app/services/audit.server.ts'
import { answerDataRequest } from '#app/services/data-requests.server.ts'
import { apiError, methodNotAllowed, parseJsonBody } from '#app/utils/api.server.ts'
import { requireApiAdmin } from '#app/utils/permissions.server.ts'
import { DataRequestAnswerSchema } from '#app/validation/data-request.ts'

/**
 * PATCH /api/admin/data-requests/{id} `{ note }` (the 'privacy' area): marks the request done → 200
 * `{ message }`; 400 without a note, 404 for an unknown id, 409 when it was already done.
 */
export async function action({ request, params }: ActionFunctionArgs) {
  if (request.method !== 'PATCH') return methodNotAllowed(['PATCH'])
  const admin = await requireApiAdmin(request, 'privacy')
  const input = await parseJsonBody(request, DataRequestAnswerSchema)
  const result = await answerDataRequest(auditActorOf(admin), params.id ?? '', input)
  if (!result.ok) return apiError(result.status, result.message)
  return json({ message: result.message })
}

export const loader = () => methodNotAllowed(['PATCH'])
