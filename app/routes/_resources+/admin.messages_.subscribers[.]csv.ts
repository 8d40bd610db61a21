import type { LoaderFunctionArgs } from '@remix-run/node'
import { adminPaths } from '#app/config/admin-paths.ts'
import { toMalaysiaDay } from '#app/domain/dates.ts'
import { subscribersCsvFilename } from '#app/domain/inbox.ts'
import { exportSubscribersCsv } from '#app/services/inbox.server.ts'
import { requireUser } from '#app/utils/auth.server.ts'
import { requireAdmin } from '#app/utils/permissions.server.ts'
import { now } from '#app/domain/clock.ts'

/**
 * GET /admin/messages/subscribers.csv: every newsletter subscriber (Email, Subscribed at, Source).
 * Signed out, the administrator comes back to the subscribers page after signing in, not here: a file
 * cannot be "returned to".
 */
export async function loader({ request }: LoaderFunctionArgs) {
  await requireUser(request, { redirectTo: adminPaths.subscribers })
  await requireAdmin(request, 'messages')
  return new Response(await exportSubscribersCsv(), {
    headers: {
      'content-type': 'text/csv; charset=utf-8',
      'content-disposition': `attachment; filename="${subscribersCsvFilename(toMalaysiaDay(now()))}"`,
      'cache-control': 'private, no-store',
    },
  })
}
