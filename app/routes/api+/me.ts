import { json, type ActionFunctionArgs } from '@remix-run/node'
import { closeAccount } from '#app/services/account-closure.server.ts'
import { apiError, methodNotAllowed, parseJsonBody } from '#app/utils/api.server.ts'
import { requireApiSession, retryAfterHeaders } from '#app/utils/auth.server.ts'
import { CloseAccountSchema } from '#app/validation/account-closure.ts'

/**
 * DELETE /api/me `{ password }`: closes the signed-in member's account (issue 21). 202 `{ erasesAt }`:
 * every session ends now, and the personal data is erased at `erasesAt` unless the secretariat cancels.
 * 400 with `fieldErrors.password` for a wrong password, which changes nothing.
 */
export async function action({ request }: ActionFunctionArgs) {
  if (request.method !== 'DELETE') return methodNotAllowed(['DELETE'])
  const current = await requireApiSession(request)
  const input = await parseJsonBody(request, CloseAccountSchema)
  const result = await closeAccount(current, input)
  if (!result.ok) return apiError(result.status, result.message, result.fieldErrors, { headers: retryAfterHeaders(result) })
  return json({ erasesAt: result.erasesAt.toISOString() }, { status: 202 })
}

export const loader = () => methodNotAllowed(['DELETE'])
