import { json, type ActionFunctionArgs } from '@remix-run/node'
import { auditActorOf } from '#app/services/audit.server.ts'
import { runRenewals } from '#app/services/renewals.server.ts'
import { methodNotAllowed } from '#app/utils/api.server.ts'
import { requireApiAdmin } from '#app/utils/permissions.server.ts'

/**
 * POST /api/admin/reminders/run → `{ sent, invoices, expired }`: the renewal run the scheduler makes
 * every hour, now. Each reminder still goes once: a run at the same moment as the scheduler's sends
 * what the other did not.
 */
export async function action({ request }: ActionFunctionArgs) {
  if (request.method !== 'POST') return methodNotAllowed(['POST'])
  const staff = await requireApiAdmin(request, 'renewals')
  return json(await runRenewals({ actor: auditActorOf(staff) }))
}

export const loader = () => methodNotAllowed(['POST'])
