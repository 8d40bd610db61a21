import type { LoaderFunctionArgs } from '@remix-run/node'
import { paths } from '#app/config/paths.ts'
import { exportMyDataZip } from '#app/services/my-data.server.ts'
import { requireUser } from '#app/utils/auth.server.ts'

/** GET /member-dashboard/my-data.zip: the signed-in member's export as JSON and CSVs (a file: sign-in returns to the dashboard). */
export async function loader({ request }: LoaderFunctionArgs) {
  const user = await requireUser(request, { redirectTo: paths.dashboard })
  const zip = await exportMyDataZip(user)
  return new Response(Buffer.from(zip), {
    headers: {
      'content-type': 'application/zip',
      'content-disposition': 'attachment; filename="my-data.zip"',
      'cache-control': 'private, no-store',
    },
  })
}
