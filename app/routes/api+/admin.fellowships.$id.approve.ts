import { json, type ActionFunctionArgs } from '@remix-run/node'
import { auditActorOf } from '#app/services/audit.server.ts'
import { approveFellowship } from '#app/services/fellowship.server.ts'
import { apiError, methodNotAllowed } from '#app/utils/api.server.ts'
import { requireApiAdmin } from '#app/utils/permissions.server.ts'

/**
 * POST /api/admin/fellowships/{id}/approve → 200 `{ request, user, invoice }`: the member is a Fellow and
 * the fee difference invoiced (invoice null when nothing is due); 404 no such request; 409 decided already.
 */
export async function action({ request, params }: ActionFunctionArgs) {
  if (request.method !== 'POST') return methodNotAllowed(['POST'])
  const admin = await requireApiAdmin(request, 'applications')
  const result = await approveFellowship(auditActorOf(admin), params.id ?? '')
  if (!result.ok) return apiError(result.status, result.message)
  return json({ request: result.request, user: result.user, invoice: result.invoice })
}

export const loader = () => methodNotAllowed(['POST'])
