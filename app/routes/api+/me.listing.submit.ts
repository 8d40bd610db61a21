import { json, type ActionFunctionArgs } from '@remix-run/node'
import { submitMyListing } from '#app/services/my-listing.server.ts'
import { apiError, methodNotAllowed } from '#app/utils/api.server.ts'
import { requireApiUser } from '#app/utils/auth.server.ts'

/** POST /api/me/listing/submit: the saved draft goes for review → `{ status: 'pending' }`; 409 when there is nothing new to send. */
export async function action({ request }: ActionFunctionArgs) {
  if (request.method !== 'POST') return methodNotAllowed(['POST'])
  const user = await requireApiUser(request)
  const result = await submitMyListing(user)
  if (!result.ok) return apiError(result.status, result.message)
  return json({ status: result.status })
}

export const loader = () => methodNotAllowed(['POST'])
