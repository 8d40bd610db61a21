import { json, type ActionFunctionArgs } from '@remix-run/node'
import { accountActorOf } from '#app/services/audit.server.ts'
import { rejectApplication } from '#app/services/applications.server.ts'
import { apiError, methodNotAllowed, parseJsonBody } from '#app/utils/api.server.ts'
import { requireApiAdmin } from '#app/utils/permissions.server.ts'
import { RejectApplicationSchema } from '#app/validation/membership.ts'

/**
 * POST /api/admin/applications/{userId}/reject `{ reason }` → 200 `{ user }` (status rejected; the
 * reason is mailed to the applicant); 404 no such application; 409 decided already.
 */
export async function action({ request, params }: ActionFunctionArgs) {
  if (request.method !== 'POST') return methodNotAllowed(['POST'])
  const admin = await requireApiAdmin(request, 'applications')
  const input = await parseJsonBody(request, RejectApplicationSchema)
  const result = await rejectApplication(accountActorOf(admin), params.userId ?? '', input)
  if (!result.ok) return apiError(result.status, result.message, result.fieldErrors)
  return json({ user: result.user })
}

export const loader = () => methodNotAllowed(['POST'])
