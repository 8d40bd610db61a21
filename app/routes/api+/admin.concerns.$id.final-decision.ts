import { json, type ActionFunctionArgs } from '@remix-run/node'
import { recordFinalDecision } from '#app/services/concern-cases.server.ts'
import { ConcernFinalDecisionSchema } from '#app/validation/concern.ts'
import { accountActorOf } from '#app/services/audit.server.ts'
import { apiError, methodNotAllowed, parseJsonBody } from '#app/utils/api.server.ts'
import { requireApiAdmin } from '#app/utils/permissions.server.ts'

export const loader = () => methodNotAllowed(['POST'])

/** POST /api/admin/concerns/{id}/final-decision `{ action: confirm|vary|withdraw, reasons, outcome?, from?, until?, summary?, summaryMs? }` after an appeal → 200, the case closed; 400, 404, 409. */
export async function action({ request, params }: ActionFunctionArgs) {
  if (request.method !== 'POST') return methodNotAllowed(['POST'])
  const actor = accountActorOf(await requireApiAdmin(request, 'conduct'))
  const input = await parseJsonBody(request, ConcernFinalDecisionSchema)
  const result = await recordFinalDecision(actor, params.id ?? '', input)
  if (!result.ok) return apiError(result.status, result.message, result.fieldErrors)
  return json({ message: result.message, concern: { id: result.concern.id, reference: result.concern.reference, status: result.concern.status } })
}
