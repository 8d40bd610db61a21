import { json, type ActionFunctionArgs } from '@remix-run/node'
import { methodNotAllowed, parseJsonBody } from '#app/utils/api.server.ts'
import { RESET_REQUESTED_MESSAGE, requestPasswordReset } from '#app/services/password-reset.server.ts'
import { ForgotPasswordSchema } from '#app/validation/auth.ts'

/**
 * POST { email } → always the same 200 answer, whether or not the address has an account or a limit
 * was reached; with DEBUG_RESET_TOKENS=true (development only) it also carries `debugToken` when a link was made.
 */
export async function action({ request, context }: ActionFunctionArgs) {
  if (request.method !== 'POST') return methodNotAllowed(['POST'])
  const { email } = await parseJsonBody(request, ForgotPasswordSchema)
  const { debugToken } = await requestPasswordReset(email, context.clientIp)
  return json(debugToken ? { message: RESET_REQUESTED_MESSAGE, debugToken } : { message: RESET_REQUESTED_MESSAGE })
}

export const loader = () => methodNotAllowed(['POST'])
