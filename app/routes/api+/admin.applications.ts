import { json, type LoaderFunctionArgs } from '@remix-run/node'
import { listApplications } from '#app/services/applications.server.ts'
import { methodNotAllowed } from '#app/utils/api.server.ts'
import { requireApiAdmin } from '#app/utils/permissions.server.ts'

/** GET /api/admin/applications → `{ applications }`: pending applicants, oldest first, with their claim and fees. */
export async function loader({ request }: LoaderFunctionArgs) {
  await requireApiAdmin(request, 'applications')
  return json({ applications: await listApplications() })
}

export const action = () => methodNotAllowed(['GET'])
