import { message } from '#app/validation/messages.ts'
import { json, type ActionFunctionArgs } from '@remix-run/node'
import { apiError, methodNotAllowed } from '#app/utils/api.server.ts'
import { requireApiUser } from '#app/utils/auth.server.ts'
import { resendEmailVerification } from '#app/services/email-verification.server.ts'

/** POST (no body): mails the signed-in member a new confirmation link; with `debugToken` under DEBUG_RESET_TOKENS=true. */
export async function action({ request, context }: ActionFunctionArgs) {
  if (request.method !== 'POST') return methodNotAllowed(['POST'])
  const user = await requireApiUser(request)
  const result = await resendEmailVerification(user, context.clientIp)
  if (result.status === 'limited') {
    return apiError(429, result.message, undefined, { headers: { 'retry-after': String(result.retryAfterSeconds) } })
  }
  if (result.status === 'already-verified') return json({ message: message('messages:auth.alreadyConfirmedApi') })
  return json(
    result.debugToken ? { message: message('messages:auth.verificationSent'), debugToken: result.debugToken } : { message: message('messages:auth.verificationSent') },
  )
}

export const loader = () => methodNotAllowed(['POST'])
