import { json, type LoaderFunctionArgs } from '@remix-run/node'
import { listOpenFellowships } from '#app/services/fellowship.server.ts'
import { methodNotAllowed } from '#app/utils/api.server.ts'
import { requireApiAdmin } from '#app/utils/permissions.server.ts'

/** GET /api/admin/fellowships → `{ requests }`: open requests to become a Fellow, oldest first, with the member's name, ID, join date and years. */
export async function loader({ request }: LoaderFunctionArgs) {
  await requireApiAdmin(request, 'applications')
  return json({ requests: await listOpenFellowships() })
}

export const action = () => methodNotAllowed(['GET'])
