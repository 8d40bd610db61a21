import { message } from '#app/validation/messages.ts'
import { json, type ActionFunctionArgs } from '@remix-run/node'
import { apiError, methodNotAllowed, parseJsonBody } from '#app/utils/api.server.ts'
import { confirmEmailVerification } from '#app/services/email-verification.server.ts'
import { VerifyEmailSchema } from '#app/validation/auth.ts'

/** POST { token } from the confirmation mail: the API twin of opening /verify-email?token=…. */
export async function action({ request }: ActionFunctionArgs) {
  if (request.method !== 'POST') return methodNotAllowed(['POST'])
  const { token } = await parseJsonBody(request, VerifyEmailSchema)
  const result = await confirmEmailVerification(token)
  if (result.status === 'invalid') return apiError(400, message('messages:auth.invalidConfirmationLink'))
  return json({ message: message('messages:auth.emailConfirmed') })
}

export const loader = () => methodNotAllowed(['POST'])
