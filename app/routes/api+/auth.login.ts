import { json, type ActionFunctionArgs } from '@remix-run/node'
import { apiError, methodNotAllowed, parseJsonBody } from '#app/utils/api.server.ts'
import { retryAfterHeaders, startUserSession, verifyLogin } from '#app/utils/auth.server.ts'
import { LoginSchema } from '#app/validation/auth.ts'

/** POST { email, password } → { token, user }; the same check and limits as the sign-in form. */
export async function action({ request, context }: ActionFunctionArgs) {
  if (request.method !== 'POST') return methodNotAllowed(['POST'])
  const { email, password } = await parseJsonBody(request, LoginSchema)
  const result = await verifyLogin({ email, password, clientIp: context.clientIp })
  if (!result.ok) return apiError(result.status, result.message, undefined, { headers: retryAfterHeaders(result) })
  const { token, cookie } = await startUserSession(result.user.id, request, context.clientIp)
  return json({ token, user: { ...result.user, lastLogin: new Date() } }, { headers: { 'set-cookie': cookie } })
}

export const loader = () => methodNotAllowed(['POST'])
