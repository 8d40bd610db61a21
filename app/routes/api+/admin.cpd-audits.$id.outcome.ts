import { json, type ActionFunctionArgs } from '@remix-run/node'
import { accountActorOf } from '#app/services/audit.server.ts'
import { recordCpdAuditOutcome } from '#app/services/cpd-audit.server.ts'
import { apiError, methodNotAllowed, parseJsonBody } from '#app/utils/api.server.ts'
import { requireApiAdmin } from '#app/utils/permissions.server.ts'
import { OutcomeSchema } from '#app/validation/cpd-audit.ts'

export const loader = () => methodNotAllowed(['POST'])

/**
 * POST /api/admin/cpd-audits/{id}/outcome `{ decision: 'met' | 'ask-more' | 'met-after-more-evidence' |
 * 'not-met', note? }` (the CPD reviewer's) → 200 `{ status }`. `ask-more` gives the member 14 more days
 * and mails them; the three others are final. 404 no such case; 409 decided already, or an outcome that
 * does not follow (met after more evidence when none was asked; met when more was).
 */
export async function action({ request, params }: ActionFunctionArgs) {
  if (request.method !== 'POST') return methodNotAllowed(['POST'])
  const admin = await requireApiAdmin(request, 'cpd')
  const input = await parseJsonBody(request, OutcomeSchema)
  const result = await recordCpdAuditOutcome(accountActorOf(admin), params.id ?? '', input)
  if (!result.ok) return apiError(result.status, result.message)
  return json({ status: result.status })
}
