import { json, type ActionFunctionArgs, type LoaderFunctionArgs } from '@remix-run/node'
import { auditActorOf } from '#app/services/audit.server.ts'
import { createElection, listElectionsWithPhase } from '#app/services/elections.server.ts'
import { methodNotAllowed, parseJsonBody } from '#app/utils/api.server.ts'
import { requireApiAdmin } from '#app/utils/permissions.server.ts'
import { ElectionSchema } from '#app/validation/elections.ts'

/** GET /api/admin/elections (the 'elections' area) → `{ elections }`, each with its `phase`. */
export async function loader({ request }: LoaderFunctionArgs) {
  await requireApiAdmin(request, 'elections')
  return json({ elections: await listElectionsWithPhase() }, { headers: { 'cache-control': 'private, no-store' } })
}

/** POST `{ meetingId?, title, titleMs?, positions, positionsMs?, seats, opensAt, closesAt, rollDate }` → 201 `{ id }`. */
export async function action({ request }: ActionFunctionArgs) {
  if (request.method !== 'POST') return methodNotAllowed(['GET', 'POST'])
  const admin = await requireApiAdmin(request, 'elections')
  const input = await parseJsonBody(request, ElectionSchema)
  const election = await createElection(auditActorOf(admin), input)
  return json({ id: election.id }, { status: 201 })
}
