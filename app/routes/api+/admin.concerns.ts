import { json, type LoaderFunctionArgs } from '@remix-run/node'
import { CONCERN_STATUSES, type ConcernStatus } from '#app/domain/concerns.ts'
import { concernQueue } from '#app/services/concern-cases.server.ts'
import { methodNotAllowed } from '#app/utils/api.server.ts'
import { requireApiAdmin } from '#app/utils/permissions.server.ts'

/**
 * GET /api/admin/concerns?status= → `{ items: [{ id, reference, status, practitionerName, receivedOn, clock:
 * { kind: response|appeal|final|'', day }, overdue }] }`: the open concerns (or those at one status),
 * overdue first. Conduct officers and administrators only (issue 36; decision 042).
 */
export async function loader({ request }: LoaderFunctionArgs) {
  await requireApiAdmin(request, 'conduct')
  const status = new URL(request.url).searchParams.get('status') ?? ''
  return json({ items: await concernQueue((CONCERN_STATUSES as readonly string[]).includes(status) ? (status as ConcernStatus) : null) })
}

export const action = () => methodNotAllowed(['GET'])
