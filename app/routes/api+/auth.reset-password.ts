import { message } from '#app/validation/messages.ts'
import { json, type ActionFunctionArgs } from '@remix-run/node'
import { apiError, methodNotAllowed, parseJsonBody } from '#app/utils/api.server.ts'
import { resetPasswordWithToken } from '#app/services/password-reset.server.ts'
import { INVALID_RESET_LINK_MESSAGE } from '#app/validation/auth-messages.ts'
import { ResetPasswordSchema } from '#app/validation/auth.ts'

/** POST { token, newPassword, confirmPassword }: uses the link once and signs the account out everywhere. */
export async function action({ request }: ActionFunctionArgs) {
  if (request.method !== 'POST') return methodNotAllowed(['POST'])
  const { token, newPassword } = await parseJsonBody(request, ResetPasswordSchema)
  if (!(await resetPasswordWithToken(token, newPassword))) return apiError(400, INVALID_RESET_LINK_MESSAGE)
  return json({ message: message('messages:auth.passwordReset') })
}

export const loader = () => methodNotAllowed(['POST'])
