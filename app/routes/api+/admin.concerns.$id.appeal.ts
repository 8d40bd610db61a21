import { json, type ActionFunctionArgs } from '@remix-run/node'
import { recordComplainantAppeal } from '#app/services/concern-cases.server.ts'
import { ConcernComplainantAppealSchema } from '#app/validation/concern.ts'
import { accountActorOf } from '#app/services/audit.server.ts'
import { apiError, methodNotAllowed, parseJsonBody } from '#app/utils/api.server.ts'
import { requireApiAdmin } from '#app/utils/permissions.server.ts'

export const loader = () => methodNotAllowed(['POST'])

/**
 * POST /api/admin/concerns/{id}/appeal `{ grounds, receivedOn }`: the complainant's appeal, received by
 * letter or mail, recorded by a conduct officer within the appeal period → 200; 400 (a day outside the
 * period), 404, 409 (appealed already, or not decided).
 */
export async function action({ request, params }: ActionFunctionArgs) {
  if (request.method !== 'POST') return methodNotAllowed(['POST'])
  const actor = accountActorOf(await requireApiAdmin(request, 'conduct'))
  const input = await parseJsonBody(request, ConcernComplainantAppealSchema)
  const result = await recordComplainantAppeal(actor, params.id ?? '', input)
  if (!result.ok) return apiError(result.status, result.message, result.fieldErrors)
  return json({ message: result.message, concern: { id: result.concern.id, reference: result.concern.reference, status: result.concern.status, finalDecisionDue: result.concern.finalDecisionDue } })
}
