import { json, type ActionFunctionArgs } from '@remix-run/node'
import { registerMember } from '#app/services/account.server.ts'
import { apiError, methodNotAllowed, parseJsonBody } from '#app/utils/api.server.ts'
import { retryAfterHeaders } from '#app/utils/auth.server.ts'
import { RegisterSchema } from '#app/validation/auth.ts'

/**
 * POST the registration payload → 201 { token, user }; a taken e-mail, username or membership ID → 409;
 * more than 5 attempts an hour from one client address → 429.
 */
export async function action({ request, context }: ActionFunctionArgs) {
  if (request.method !== 'POST') return methodNotAllowed(['POST'])
  const input = await parseJsonBody(request, RegisterSchema)
  const result = await registerMember(input, request, context.clientIp)
  if (!result.ok && result.status === 429) return apiError(429, result.message, undefined, { headers: retryAfterHeaders(result) })
  if (!result.ok) return apiError(409, result.message, result.fieldErrors)
  return json({ token: result.token, user: result.user }, { status: 201, headers: { 'set-cookie': result.cookie } })
}

export const loader = () => methodNotAllowed(['POST'])
