import { json, type LoaderFunctionArgs } from '@remix-run/node'
import { listDonationsForTreasurer } from '#app/services/donations.server.ts'
import { methodNotAllowed } from '#app/utils/api.server.ts'
import { requireApiAdmin } from '#app/utils/permissions.server.ts'

/** GET /api/admin/donations → `{ donations }`: pledges, newest first, with what each has received. */
export async function loader({ request }: LoaderFunctionArgs) {
  await requireApiAdmin(request, 'finance')
  return json({ donations: await listDonationsForTreasurer() })
}

export const action = () => methodNotAllowed(['GET'])
