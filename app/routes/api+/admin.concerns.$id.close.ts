import { json, type ActionFunctionArgs } from '@remix-run/node'
import { closeConcern } from '#app/services/concern-cases.server.ts'
import { ConcernCloseSchema } from '#app/validation/concern.ts'
import { accountActorOf } from '#app/services/audit.server.ts'
import { apiError, methodNotAllowed, parseJsonBody } from '#app/utils/api.server.ts'
import { requireApiAdmin } from '#app/utils/permissions.server.ts'

export const loader = () => methodNotAllowed(['POST'])

/** POST /api/admin/concerns/{id}/close `{ reason }` → 200; 400, 404, 409 (closed, or under appeal: the final decision closes it). */
export async function action({ request, params }: ActionFunctionArgs) {
  if (request.method !== 'POST') return methodNotAllowed(['POST'])
  const actor = accountActorOf(await requireApiAdmin(request, 'conduct'))
  const { reason } = await parseJsonBody(request, ConcernCloseSchema)
  const result = await closeConcern(actor, params.id ?? '', reason)
  if (!result.ok) return apiError(result.status, result.message, result.fieldErrors)
  return json({ message: result.message, concern: { id: result.concern.id, reference: result.concern.reference, status: result.concern.status } })
}
