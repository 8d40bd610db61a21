import { json, type ActionFunctionArgs } from '@remix-run/node'
import { auditActorOf } from '#app/services/audit.server.ts'
import { reviewCredential } from '#app/services/credentials.server.ts'
import { apiError, methodNotAllowed } from '#app/utils/api.server.ts'
import { requireApiAdmin } from '#app/utils/permissions.server.ts'

/**
 * POST /api/admin/credentials/{id}/confirm (the CPD area) → 200 `{ credential }`: the certificate was
 * checked; the member's confirmed cover (the listing's line) follows at once. 409 for one already
 * reviewed, 403 for the reviewer's own, 404 for a missing one.
 */
export async function action({ request, params }: ActionFunctionArgs) {
  if (request.method !== 'POST') return methodNotAllowed(['POST'])
  const admin = await requireApiAdmin(request, 'cpd')
  const result = await reviewCredential(auditActorOf(admin), params.id ?? '', { action: 'confirm' })
  if (!result.ok) return apiError(result.status, result.message)
  return json({ credential: result.credential })
}

export const loader = () => methodNotAllowed(['POST'])
