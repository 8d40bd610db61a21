import { json, type ActionFunctionArgs } from '@remix-run/node'
import { accountActorOf } from '#app/services/audit.server.ts'
import { approveApplication } from '#app/services/applications.server.ts'
import { apiError, methodNotAllowed, parseJsonBody } from '#app/utils/api.server.ts'
import { requireApiAdmin } from '#app/utils/permissions.server.ts'
import { ApproveApplicationSchema } from '#app/validation/membership.ts'

/**
 * POST /api/admin/applications/{userId}/approve, optionally `{ membershipId }` to confirm a claimed ID
 * (else the next EMP number) → 200 `{ user, invoice }` (invoice null where nothing is due: the member is
 * active at once); 404 no such application; 409 decided already, or the ID is another account's.
 */
export async function action({ request, params }: ActionFunctionArgs) {
  if (request.method !== 'POST') return methodNotAllowed(['POST'])
  const admin = await requireApiAdmin(request, 'applications')
  const input = await parseJsonBody(request, ApproveApplicationSchema)
  const result = await approveApplication(accountActorOf(admin), params.userId ?? '', input)
  if (!result.ok) return apiError(result.status, result.message, result.fieldErrors)
  return json({ user: result.user, invoice: result.invoice })
}

export const loader = () => methodNotAllowed(['POST'])
