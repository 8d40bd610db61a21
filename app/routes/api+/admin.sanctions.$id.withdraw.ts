import { json, type ActionFunctionArgs } from '@remix-run/node'
import { accountActorOf } from '#app/services/audit.server.ts'
import { withdrawSanction } from '#app/services/sanctions.server.ts'
import { apiError, methodNotAllowed, parseJsonBody } from '#app/utils/api.server.ts'
import { requireApiAdmin } from '#app/utils/permissions.server.ts'
import { SanctionWithdrawSchema } from '#app/validation/concern.ts'

export const loader = () => methodNotAllowed(['POST'])

/** POST /api/admin/sanctions/{id}/withdraw `{ reason }`: lifted from today, off the register → 200; 404, 409 withdrawn already. */
export async function action({ request, params }: ActionFunctionArgs) {
  if (request.method !== 'POST') return methodNotAllowed(['POST'])
  const actor = accountActorOf(await requireApiAdmin(request, 'conduct'))
  await parseJsonBody(request, SanctionWithdrawSchema)
  const result = await withdrawSanction(actor, params.id ?? '', 'withdrawn')
  if (!result.ok) return apiError(result.status, result.message)
  return json({ message: result.message, sanction: { id: result.sanction.id, kind: result.sanction.kind, withdrawnOn: result.sanction.withdrawnOn } })
}
