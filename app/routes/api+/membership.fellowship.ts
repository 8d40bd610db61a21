import { json, type ActionFunctionArgs, type LoaderFunctionArgs } from '@remix-run/node'
import { fellowshipStanding, requestFellowship } from '#app/services/fellowship.server.ts'
import { apiError, methodNotAllowed, parseJsonBody } from '#app/utils/api.server.ts'
import { requireApiUser } from '#app/utils/auth.server.ts'
import { FellowshipRequestSchema } from '#app/validation/membership.ts'

/**
 * GET /api/membership/fellowship → `{ refusal, eligibleFrom, feeDifference, request }`: whether the member
 * may ask to become a Fellow (refusal null) and their latest request.
 * POST `{ note? }` → 201 `{ request }`; 403 not eligible (the reason as the message); 409 one is open.
 */
export async function loader({ request }: LoaderFunctionArgs) {
  const user = await requireApiUser(request)
  return json(await fellowshipStanding(user))
}

export async function action({ request }: ActionFunctionArgs) {
  if (request.method !== 'POST') return methodNotAllowed(['GET', 'POST'])
  const user = await requireApiUser(request)
  const input = await parseJsonBody(request, FellowshipRequestSchema)
  const result = await requestFellowship(user, input)
  if (!result.ok) return apiError(result.status, result.message)
  return json({ request: result.request }, { status: 201 })
}
