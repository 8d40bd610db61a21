import { json, type ActionFunctionArgs } from '@remix-run/node'
import { runRegisterDuties } from '#app/services/register-duties.server.ts'
import { methodNotAllowed } from '#app/utils/api.server.ts'
import { requireApiAdmin } from '#app/utils/permissions.server.ts'

/**
 * POST /api/admin/register-duties/run → `{ concerns, credentials, cpdAudit, failed }`: the register's
 * hourly duties (issue 36: concerns' clocks, credential reminders, the CPD audit), now. Administrators
 * only. Each mail still goes once: a run beside the scheduler's sends what the other did not.
 */
export async function action({ request }: ActionFunctionArgs) {
  if (request.method !== 'POST') return methodNotAllowed(['POST'])
  await requireApiAdmin(request, 'roles')
  return json(await runRegisterDuties())
}

export const loader = () => methodNotAllowed(['POST'])
