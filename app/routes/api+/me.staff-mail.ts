import { json, type ActionFunctionArgs } from '@remix-run/node'
import { chooseStaffMailMode } from '#app/services/staff-notices.server.ts'
import { apiError, methodNotAllowed, parseJsonBody } from '#app/utils/api.server.ts'
import { requireApiUser } from '#app/utils/auth.server.ts'
import { StaffMailSchema } from '#app/validation/staff.ts'

/**
 * PUT /api/me/staff-mail `{ staffMail: 'immediate' | 'daily' }`: how a staff member hears about work
 * waiting for their role (issue 33), a mail each time or a daily summary; 403 for an account without a role.
 */
export async function action({ request }: ActionFunctionArgs) {
  if (request.method !== 'PUT') return methodNotAllowed(['PUT'])
  const user = await requireApiUser(request)
  const { staffMail } = await parseJsonBody(request, StaffMailSchema)
  const result = await chooseStaffMailMode(user, staffMail)
  if (!result.ok) return apiError(result.status, result.message)
  return json({ staffMail: result.staffMail })
}

export const loader = () => methodNotAllowed(['PUT'])
