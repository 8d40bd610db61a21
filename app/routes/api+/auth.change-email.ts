import { message } from '#app/validation/messages.ts'
import { json, type ActionFunctionArgs } from '@remix-run/node'
import { apiError, methodNotAllowed, parseJsonBody } from '#app/utils/api.server.ts'
import { requireApiSession, retryAfterHeaders } from '#app/utils/auth.server.ts'
import { requestEmailChange } from '#app/services/email-change.server.ts'
import { ChangeEmailSchema } from '#app/validation/email-change.ts'

/**
 * POST { newEmail, currentPassword } (signed in): mails a confirmation link to the new address and a
 * notice to the current one; 202 { message } (and `debugToken` under DEBUG_RESET_TOKENS=true). The
 * address changes when the link is followed (GET /verify-email?token=… or POST /api/auth/verify-email).
 * A wrong password or the same address is 400, a taken address 409, too many requests 429.
 */
export async function action({ request, context }: ActionFunctionArgs) {
  if (request.method !== 'POST') return methodNotAllowed(['POST'])
  const current = await requireApiSession(request)
  const input = await parseJsonBody(request, ChangeEmailSchema)
  const result = await requestEmailChange(current, input, context.clientIp)
  if (!result.ok) return apiError(result.status, result.message, result.fieldErrors, { headers: retryAfterHeaders(result) })
  const sent = message('messages:auth.emailChangeSentApi', { email: result.newEmail })
  return json(result.debugToken ? { message: sent, debugToken: result.debugToken } : { message: sent }, { status: 202 })
}

export const loader = () => methodNotAllowed(['POST'])
