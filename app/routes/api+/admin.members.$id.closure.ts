import { json, type ActionFunctionArgs } from '@remix-run/node'
import { auditActorOf } from '#app/services/audit.server.ts'
import { cancelAccountClosure } from '#app/services/account-closure.server.ts'
import { apiError, methodNotAllowed } from '#app/utils/api.server.ts'
import { requireApiAdmin } from '#app/utils/permissions.server.ts'
import { MEMBER_ACCOUNT_MESSAGES } from '#app/validation/admin-messages.ts'

/**
 * DELETE /api/admin/members/{id}/closure (administrators, secretaries): cancels the member's pending
 * account closure during the cooling-off (issue 21) → 200 `{ message }`; 409 when none is pending or the
 * account is already erased, 404 for a missing or malformed id.
 */
export async function action({ request, params }: ActionFunctionArgs) {
  if (request.method !== 'DELETE') return methodNotAllowed(['DELETE'])
  const admin = await requireApiAdmin(request, 'members')
  const userId = params.id ?? ''
  if (!/^[0-9a-f]{24}$/i.test(userId)) return apiError(404, MEMBER_ACCOUNT_MESSAGES.notFound)
  const result = await cancelAccountClosure(auditActorOf(admin), userId)
  if (!result.ok) return apiError(result.status, result.message)
  return json({ message: result.message })
}

export const loader = () => methodNotAllowed(['DELETE'])
