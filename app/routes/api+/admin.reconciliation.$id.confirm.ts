import { json, type ActionFunctionArgs } from '@remix-run/node'
import { auditActorOf } from '#app/services/audit.server.ts'
import { answerOfLine, confirmStatementLines } from '#app/services/reconciliation.server.ts'
import { apiError, methodNotAllowed, parseJsonBody } from '#app/utils/api.server.ts'
import { requireApiAdmin } from '#app/utils/permissions.server.ts'
import { ConfirmLinesSchema } from '#app/validation/reconciliation.ts'

/**
 * POST /api/admin/reconciliation/{importId}/confirm `{ lines: [N, …] }` (the statement's line numbers, as
 * the import named them) → 200 `{ recorded, lines: [{ line, status, receipt | message }] }`: each matched
 * line recorded as a bank transfer on its invoice by the usual path (a numbered receipt, the mail, the
 * membership active), on the line's day with its reference. `recorded` counts the payments this request
 * recorded: a line recorded before (by an earlier confirmation, one at the same moment, or another
 * statement holding the same transaction) is `already-recorded`; one that matched nothing, or whose
 * invoice is no longer open, `refused` with why. 404 for no such import; 400 `fieldErrors.lines`.
 */
export async function action({ request, params }: ActionFunctionArgs) {
  if (request.method !== 'POST') return methodNotAllowed(['POST'])
  const treasurer = await requireApiAdmin(request, 'finance')
  const { lines } = await parseJsonBody(request, ConfirmLinesSchema)
  const outcome = await confirmStatementLines(auditActorOf(treasurer), params.id ?? '', lines)
  if (!outcome.ok) return apiError(outcome.status, outcome.message, outcome.fieldErrors)
  return json({ recorded: outcome.recorded, lines: outcome.lines.map(answerOfLine) })
}

export const loader = () => methodNotAllowed(['POST'])
