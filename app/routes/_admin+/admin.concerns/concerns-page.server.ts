import { json, type LoaderFunctionArgs } from '@remix-run/node'
import { now } from '#app/domain/clock.ts'
import { CONCERN_STATUSES, type ConcernStatus } from '#app/domain/concerns.ts'
import { toMalaysiaDay } from '#app/domain/dates.ts'
import { concernQueue } from '#app/services/concern-cases.server.ts'
import { ADMIN_FRAME_STRINGS, routeStrings } from '#app/utils/i18n.server.ts'
import { requireAdmin } from '#app/utils/permissions.server.ts'

/** /admin/concerns (issue 36): the case queue, open cases (or one status), overdue first; the same service as GET /api/admin/concerns. */
export async function loadConcernsPage({ request }: LoaderFunctionArgs) {
  await requireAdmin(request, 'conduct')
  const asked = new URL(request.url).searchParams.get('status') ?? ''
  const status = (CONCERN_STATUSES as readonly string[]).includes(asked) ? (asked as ConcernStatus) : null
  return json({
    items: await concernQueue(status),
    status,
    today: toMalaysiaDay(now()),
    i18n: await routeStrings(request, [...ADMIN_FRAME_STRINGS, 'conduct.queue', 'conduct.status']),
  })
}
