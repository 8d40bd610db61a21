import { json, type ActionFunctionArgs } from '@remix-run/node'
import { auditActorOf } from '#app/services/audit.server.ts'
import { reviewCredential } from '#app/services/credentials.server.ts'
import { apiError, methodNotAllowed, parseJsonBody } from '#app/utils/api.server.ts'
import { requireApiAdmin } from '#app/utils/permissions.server.ts'
import { CredentialRejectSchema } from '#app/validation/credentials.ts'

/**
 * POST /api/admin/credentials/{id}/reject (the CPD area) with `{ reason }` → 200 `{ credential }`: the
 * member is mailed the reason and may record it again. 400 without a reason, 409 for one already
 * reviewed, 403 for the reviewer's own, 404 for a missing one.
 */
export async function action({ request, params }: ActionFunctionArgs) {
  if (request.method !== 'POST') return methodNotAllowed(['POST'])
  const admin = await requireApiAdmin(request, 'cpd')
  const { reason } = await parseJsonBody(request, CredentialRejectSchema)
  const result = await reviewCredential(auditActorOf(admin), params.id ?? '', { action: 'reject', reason })
  if (!result.ok) return apiError(result.status, result.message)
  return json({ credential: result.credential })
}

export const loader = () => methodNotAllowed(['POST'])
