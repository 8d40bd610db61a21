import { json, type LoaderFunctionArgs } from '@remix-run/node'
import { methodNotAllowed } from '#app/utils/api.server.ts'
import { requireApiUser } from '#app/utils/auth.server.ts'

/** GET → the signed-in user object itself (with `id`, never the password hash); 401 without a session. */
export async function loader({ request }: LoaderFunctionArgs) {
  return json(await requireApiUser(request))
}

export const action = () => methodNotAllowed(['GET'])
