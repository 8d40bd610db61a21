import { json, type ActionFunctionArgs } from '@remix-run/node'
import { applyAgain } from '#app/services/applications.server.ts'
import { apiError, methodNotAllowed, parseJsonBody } from '#app/utils/api.server.ts'
import { requireApiUser } from '#app/utils/auth.server.ts'
import { ReapplySchema } from '#app/validation/membership.ts'

/**
 * POST /api/membership/reapply `{ membershipType, claimedMembershipId? }`: an applicant whose
 * application was not accepted applies again → 200 `{ user }` (pending); 409 for anyone else.
 */
export async function action({ request }: ActionFunctionArgs) {
  if (request.method !== 'POST') return methodNotAllowed(['POST'])
  const user = await requireApiUser(request)
  const input = await parseJsonBody(request, ReapplySchema)
  const result = await applyAgain(user, input)
  if (!result.ok) return apiError(result.status, result.message)
  return json({ user: result.user })
}

export const loader = () => methodNotAllowed(['POST'])
