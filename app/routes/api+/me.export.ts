import { json, type LoaderFunctionArgs } from '@remix-run/node'
import { exportMyData } from '#app/services/my-data.server.ts'
import { methodNotAllowed } from '#app/utils/api.server.ts'
import { requireApiUser } from '#app/utils/auth.server.ts'

/**
 * GET /api/me/export → everything held about the signed-in member (`user`, `cpdEntries`, `invoices`,
 * `receipts`, `registrations`, `listing`, `consents`, `media`, `auditEntries`); 401 without a session.
 */
export async function loader({ request }: LoaderFunctionArgs) {
  const user = await requireApiUser(request)
  return json(await exportMyData(user), {
    headers: { 'cache-control': 'private, no-store', 'content-disposition': 'attachment; filename="my-data.json"' },
  })
}

export const action = () => methodNotAllowed(['GET'])
