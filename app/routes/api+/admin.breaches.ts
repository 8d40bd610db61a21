import { json, type ActionFunctionArgs, type LoaderFunctionArgs } from '@remix-run/node'
import { auditActorOf } from '#app/services/audit.server.ts'
import { breachRegister, recordBreach } from '#app/services/breaches.server.ts'
import { methodNotAllowed, parseJsonBody } from '#app/utils/api.server.ts'
import { requireApiAdmin } from '#app/utils/permissions.server.ts'
import { BreachSchema } from '#app/validation/breach.ts'

/** GET /api/admin/breaches (the 'privacy' area) → `{ breaches }`: the register, each with `commissionerBy` (72 hours) and `subjectsBy` (7 days). */
export async function loader({ request }: LoaderFunctionArgs) {
  await requireApiAdmin(request, 'privacy')
  return json({ breaches: await breachRegister() }, { headers: { 'cache-control': 'private, no-store' } })
}

/** POST { summary, affected, foundAt } → 201 `{ breach }`. */
export async function action({ request }: ActionFunctionArgs) {
  if (request.method !== 'POST') return methodNotAllowed(['GET', 'POST'])
  const admin = await requireApiAdmin(request, 'privacy')
  const input = await parseJsonBody(request, BreachSchema)
  return json({ breach: await recordBreach(auditActorOf(admin), input) }, { status: 201 })
}
