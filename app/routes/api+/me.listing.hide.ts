import { json, type ActionFunctionArgs } from '@remix-run/node'
import { setMyListingHidden } from '#app/services/my-listing.server.ts'
import { apiError, methodNotAllowed } from '#app/utils/api.server.ts'
import { requireApiUser } from '#app/utils/auth.server.ts'

/** POST /api/me/listing/hide: the published listing is hidden from the directory at once, without review; 409 when there is none. */
export async function action({ request }: ActionFunctionArgs) {
  if (request.method !== 'POST') return methodNotAllowed(['POST'])
  const user = await requireApiUser(request)
  const result = await setMyListingHidden(user, true)
  if (!result.ok) return apiError(result.status, result.message)
  return json({ status: result.status })
}

export const loader = () => methodNotAllowed(['POST'])
