import { json, type ActionFunctionArgs } from '@remix-run/node'
import { decideConcern } from '#app/services/concern-cases.server.ts'
import { ConcernDecisionSchema } from '#app/validation/concern.ts'
import { accountActorOf } from '#app/services/audit.server.ts'
import { apiError, methodNotAllowed, parseJsonBody } from '#app/utils/api.server.ts'
import { requireApiAdmin } from '#app/utils/permissions.server.ts'

export const loader = () => methodNotAllowed(['POST'])

/** POST /api/admin/concerns/{id}/decision `{ outcome, reasons, from?, until?, summary?, summaryMs? }` (the sanction's terms for warning, conditions, suspension, removal) → 200; both parties mailed; 400, 404, 409 decided already. */
export async function action({ request, params }: ActionFunctionArgs) {
  if (request.method !== 'POST') return methodNotAllowed(['POST'])
  const actor = accountActorOf(await requireApiAdmin(request, 'conduct'))
  const input = await parseJsonBody(request, ConcernDecisionSchema)
  const result = await decideConcern(actor, params.id ?? '', input)
  if (!result.ok) return apiError(result.status, result.message, result.fieldErrors)
  return json({ message: result.message, concern: { id: result.concern.id, reference: result.concern.reference, status: result.concern.status } })
}
