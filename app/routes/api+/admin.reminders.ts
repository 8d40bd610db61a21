import { json, type LoaderFunctionArgs } from '@remix-run/node'
import { listSentReminders } from '#app/services/renewals.server.ts'
import { methodNotAllowed } from '#app/utils/api.server.ts'
import { requireApiAdmin } from '#app/utils/permissions.server.ts'

/** GET /api/admin/reminders[?userId=] → `{ reminders }`: who was reminded, which reminder, for which period, when. */
export async function loader({ request }: LoaderFunctionArgs) {
  await requireApiAdmin(request, 'renewals')
  const userId = new URL(request.url).searchParams.get('userId') ?? undefined
  return json({ reminders: await listSentReminders(userId) })
}

export const action = () => methodNotAllowed(['GET'])
