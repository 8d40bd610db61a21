import { message } from '#app/validation/messages.ts'
import { json, type ActionFunctionArgs } from '@remix-run/node'
import { changePassword } from '#app/services/account.server.ts'
import { apiError, methodNotAllowed, parseJsonBody } from '#app/utils/api.server.ts'
import { requireApiSession, retryAfterHeaders } from '#app/utils/auth.server.ts'
import { ChangePasswordSchema } from '#app/validation/auth.ts'

/** PUT (or POST) { currentPassword, newPassword, confirmPassword }: keeps this session, ends the others. */
export async function action({ request }: ActionFunctionArgs) {
  if (request.method !== 'PUT' && request.method !== 'POST') return methodNotAllowed(['PUT', 'POST'])
  const current = await requireApiSession(request)
  const input = await parseJsonBody(request, ChangePasswordSchema)
  const result = await changePassword(current, input)
  if (!result.ok) return apiError(result.status, result.message, result.fieldErrors, { headers: retryAfterHeaders(result) })
  return json({ message: message('messages:auth.passwordChanged') })
}

export const loader = () => methodNotAllowed(['PUT', 'POST'])
