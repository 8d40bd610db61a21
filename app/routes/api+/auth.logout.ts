import { message } from '#app/validation/messages.ts'
import { json, type ActionFunctionArgs } from '@remix-run/node'
import { methodNotAllowed } from '#app/utils/api.server.ts'
import { destroySessionCookie, endCurrentSession } from '#app/utils/auth.server.ts'

/** Deletes the session the bearer token or cookie names, so that token stops working at once. */
export async function action({ request }: ActionFunctionArgs) {
  if (request.method !== 'POST') return methodNotAllowed(['POST'])
  await endCurrentSession(request)
  // Answered the same with or without a session: signing out twice is not an error.
  return json({ message: message('messages:auth.signedOut') }, { headers: { 'set-cookie': await destroySessionCookie() } })
}

export const loader = () => methodNotAllowed(['POST'])
