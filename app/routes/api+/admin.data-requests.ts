import { json, type LoaderFunctionArgs } from '@remix-run/node'
import { dataRequestQueue } from '#app/services/data-requests.server.ts'
import { methodNotAllowed } from '#app/utils/api.server.ts'
import { requireApiAdmin } from '#app/utils/permissions.server.ts'

/** GET /api/admin/data-requests (the 'privacy' area) → `{ open, done }`: each with `dueAt` (21 days) and the member who asked. */
export async function loader({ request }: LoaderFunctionArgs) {
  await requireApiAdmin(request, 'privacy')
  return json(await dataRequestQueue(), { headers: { 'cache-control': 'private, no-store' } })
}

export const action = () => methodNotAllowed(['GET'])
