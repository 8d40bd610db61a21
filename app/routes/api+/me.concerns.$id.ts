import { json, type LoaderFunctionArgs } from '@remix-run/node'
import { myConcern } from '#app/services/concern-cases.server.ts'
import { apiError, methodNotAllowed } from '#app/utils/api.server.ts'
import { requireApiUser } from '#app/utils/auth.server.ts'
import { message } from '#app/validation/messages.ts'

/** GET /api/me/concerns/{id} → `{ concern }`, one concern put to the signed-in member; 404 for any other. */
export async function loader({ request, params }: LoaderFunctionArgs) {
  const user = await requireApiUser(request)
  const concern = await myConcern(user, params.id ?? '')
  if (!concern) return apiError(404, message('messages:concern.notFound'))
  return json({ concern })
}

export const action = () => methodNotAllowed(['GET'])
