import { json, type ActionFunctionArgs } from '@remix-run/node'
import { auditActorOf } from '#app/services/audit.server.ts'
import { declineFellowship } from '#app/services/fellowship.server.ts'
import { apiError, methodNotAllowed, parseJsonBody } from '#app/utils/api.server.ts'
import { requireApiAdmin } from '#app/utils/permissions.server.ts'
import { DeclineFellowshipSchema } from '#app/validation/membership.ts'

/**
 * POST /api/admin/fellowships/{id}/decline `{ reason }` → 200 `{ request, user }` (the reason is mailed to
 * the member, who may ask again); 400 no reason; 404 no such request; 409 decided already.
 */
export async function action({ request, params }: ActionFunctionArgs) {
  if (request.method !== 'POST') return methodNotAllowed(['POST'])
  const admin = await requireApiAdmin(request, 'applications')
  const input = await parseJsonBody(request, DeclineFellowshipSchema)
  const result = await declineFellowship(auditActorOf(admin), params.id ?? '', input)
  if (!result.ok) return apiError(result.status, result.message)
  return json({ request: result.request, user: result.user, invoice: null })
}

export const loader = () => methodNotAllowed(['POST'])
