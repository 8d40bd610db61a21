import { json, type ActionFunctionArgs } from '@remix-run/node'
import { getAccount } from '#app/services/members.server.ts'
import { accountActorOf } from '#app/services/audit.server.ts'
import { updateMemberRecord } from '#app/services/membership-admin.server.ts'
import { applyMemberAccountAction } from '#app/services/members.server.ts'
import { apiError, methodNotAllowed, parseJsonBody } from '#app/utils/api.server.ts'
import { requireApiAdmin } from '#app/utils/permissions.server.ts'
import { MEMBER_ACCOUNT_MESSAGES } from '#app/validation/admin-messages.ts'
import { AdminMemberUpdateSchema } from '#app/validation/membership-id.ts'
import { MemberUpdateSchema } from '#app/validation/membership.ts'

/**
 * PUT /api/admin/members/{id} (administrators) with `{ "membershipId": "EMP123" }`: gives the account
 * that membership ID, which links it to the listing with the same ID; 200 with the account. The same
 * change as the members page's "Save ID", audited the same way. 409 when another account has the ID,
 * 404 for a missing or malformed id.
 *
 * PATCH /api/admin/members/{id} with any of `{ membershipStatus, expiresAt, roles }` (expiresAt: the
 * last day, YYYY-MM-DD, or null for none; roles: an administrator's to give) → 200 `{ user }`.
 */
export async function action(args: ActionFunctionArgs) {
  const { request, params } = args
  if (request.method === 'PATCH') return patchMember(args)
  if (request.method !== 'PUT') return methodNotAllowed(['PUT', 'PATCH'])
  const admin = await requireApiAdmin(request, 'members')
  const { membershipId } = await parseJsonBody(request, AdminMemberUpdateSchema)
  const userId = params.id ?? ''
  if (!/^[0-9a-f]{24}$/i.test(userId)) return apiError(404, MEMBER_ACCOUNT_MESSAGES.notFound)
  const result = await applyMemberAccountAction(accountActorOf(admin), { intent: 'set-membership-id', userId, membershipId })
  if (!result.ok) {
    return apiError(result.status, result.message, result.status === 409 ? { membershipId: [result.message] } : undefined)
  }
  const account = await getAccount(userId)
  if (!account) return apiError(404, MEMBER_ACCOUNT_MESSAGES.notFound)
  return json(account)
}

async function patchMember({ request, params }: ActionFunctionArgs) {
  const admin = await requireApiAdmin(request, 'members')
  const update = await parseJsonBody(request, MemberUpdateSchema)
  const result = await updateMemberRecord(accountActorOf(admin), params.id ?? '', update)
  if (!result.ok) return apiError(result.status, result.message, result.fieldErrors)
  return json({ user: result.user })
}

export function loader() {
  return methodNotAllowed(['PUT', 'PATCH'])
}
