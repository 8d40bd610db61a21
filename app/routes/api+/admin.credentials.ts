import { json, type LoaderFunctionArgs } from '@remix-run/node'
import { credentialQueue } from '#app/services/credentials.server.ts'
import { apiError, methodNotAllowed } from '#app/utils/api.server.ts'
import { requireApiAdmin } from '#app/utils/permissions.server.ts'
import { CREDENTIAL_MESSAGES, credentialStatusOf } from '#app/validation/credentials.ts'

/**
 * GET /api/admin/credentials?status=pending|confirmed|rejected (the CPD area: the CPD reviewer and the
 * administrators) → `{ credentials }`: members' credentials in that status (waiting ones by default,
 * oldest first), each with its member `{ id, name, membershipId }` and its certificate's private address.
 */
export async function loader({ request }: LoaderFunctionArgs) {
  await requireApiAdmin(request, 'cpd')
  const status = credentialStatusOf(new URL(request.url).searchParams.get('status'))
  if (status === null) return apiError(400, CREDENTIAL_MESSAGES.statusUnknown, { status: [CREDENTIAL_MESSAGES.statusUnknown] })
  return json({ credentials: await credentialQueue(status) })
}

export const action = () => methodNotAllowed(['GET'])
