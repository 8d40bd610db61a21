import { json, type ActionFunctionArgs } from '@remix-run/node'
import { getUserById } from '#app/models/user.server.ts'
import { applyMemberAccountAction } from '#app/services/members.server.ts'
import { apiError, methodNotAllowed, parseJsonBody } from '#app/utils/api.server.ts'
import { requireApiAdmin } from '#app/utils/permissions.server.ts'
import { MEMBER_ACCOUNT_MESSAGES } from '#app/validation/admin-messages.ts'
import { AdminMemberUpdateSchema } from '#app/validation/membership-id.ts'

/**
 * PUT /api/admin/members/{id} (administrators) with `{ "membershipId": "EMP123" }`: gives the account
 * that membership ID, which links it to the listing with the same ID; 200 with the account. The same
 * change as the members page's "Save ID", audited the same way. 409 when another account has the ID,
 * 404 for a missing or malformed id.
 */
export async function action({ request, params }: ActionFunctionArgs) {
  if (request.method !== 'PUT') return methodNotAllowed(['PUT'])
  const admin = await requireApiAdmin(request)
  const { membershipId } = await parseJsonBody(request, AdminMemberUpdateSchema)
  const userId = params.id ?? ''
  if (!/^[0-9a-f]{24}$/i.test(userId)) return apiError(404, MEMBER_ACCOUNT_MESSAGES.notFound)
  const result = await applyMemberAccountAction({ id: admin.id, email: admin.email }, { intent: 'set-membership-id', userId, membershipId })
  if (!result.ok) {
    return apiError(result.status, result.message, result.status === 409 ? { membershipId: [result.message] } : undefined)
  }
  const account = await getUserById(userId)
  if (!account) return apiError(404, MEMBER_ACCOUNT_MESSAGES.notFound)
  return json(account)
}

export function loader() {
  return methodNotAllowed(['PUT'])
}
