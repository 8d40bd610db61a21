import { json, type ActionFunctionArgs } from '@remix-run/node'
import { acknowledgeConcern } from '#app/services/concern-cases.server.ts'
import { accountActorOf } from '#app/services/audit.server.ts'
import { apiError, methodNotAllowed } from '#app/utils/api.server.ts'
import { requireApiAdmin } from '#app/utils/permissions.server.ts'

export const loader = () => methodNotAllowed(['POST'])

/** POST /api/admin/concerns/{id}/acknowledge → 200; 404 unknown, 409 past that step. */
export async function action({ request, params }: ActionFunctionArgs) {
  if (request.method !== 'POST') return methodNotAllowed(['POST'])
  const actor = accountActorOf(await requireApiAdmin(request, 'conduct'))
  const result = await acknowledgeConcern(actor, params.id ?? '')
  if (!result.ok) return apiError(result.status, result.message, result.fieldErrors)
  return json({ message: result.message, concern: { id: result.concern.id, reference: result.concern.reference, status: result.concern.status } })
}
