import { json, type ActionFunctionArgs, type LoaderFunctionArgs } from '@remix-run/node'
import { removeCredential } from '#app/services/credentials.server.ts'
import { apiError, methodNotAllowed } from '#app/utils/api.server.ts'
import { requireApiUser } from '#app/utils/auth.server.ts'

/**
 * DELETE /api/me/credentials/{id} → 200 `{ deleted: true }`: the member's own credential, while it is
 * waiting or rejected (its certificate goes too). A confirmed one is the association's record: 409 (a
 * renewal is recorded as a new credential). 404 for another's or a missing one.
 */
export async function action({ request, params }: ActionFunctionArgs) {
  if (request.method !== 'DELETE') return methodNotAllowed(['DELETE'])
  const user = await requireApiUser(request)
  const removed = await removeCredential(user, params.id ?? '')
  if (!removed.ok) return apiError(removed.status, removed.message)
  return json({ deleted: true })
}

export const loader = (_: LoaderFunctionArgs) => methodNotAllowed(['DELETE'])
