import { json, type ActionFunctionArgs } from '@remix-run/node'
import { auditActorOf } from '#app/services/audit.server.ts'
import { addPaperCandidate } from '#app/services/elections.server.ts'
import { apiError, methodNotAllowed, parseJsonBody } from '#app/utils/api.server.ts'
import { requireApiAdmin } from '#app/utils/permissions.server.ts'
import { CandidateSchema } from '#app/validation/elections.ts'

/**
 * POST /api/admin/elections/{id}/candidates `{ userId, statement? }` → 201 `{ id }`: a candidate nominated
 * on paper, entered by the secretariat. 404 no such election or member, 409 after voting opened, a member
 * who does not vote, or one standing already.
 */
export async function action({ request, params }: ActionFunctionArgs) {
  if (request.method !== 'POST') return methodNotAllowed(['POST'])
  const admin = await requireApiAdmin(request, 'elections')
  const { userId, statement } = await parseJsonBody(request, CandidateSchema)
  const outcome = await addPaperCandidate(auditActorOf(admin), params.id ?? '', { userId }, statement)
  if (!outcome.ok) return apiError(outcome.status, outcome.message, outcome.field ? { [outcome.field]: [outcome.message] } : undefined)
  return json({ id: outcome.candidate.id }, { status: 201 })
}

export const loader = () => methodNotAllowed(['POST'])
