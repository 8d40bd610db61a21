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
  if (result.status === 'already-verified') return json({ message: 'Your e-mail address is already confirmed.' })
  return json(
    result.debugToken ? { message: 'Verification e-mail sent', debugToken: result.debugToken } : { message: 'Verification e-mail sent' },
  )
}

export const loader = () => methodNotAllowed(['POST'])
