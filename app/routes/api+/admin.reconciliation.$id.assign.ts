import { json, type ActionFunctionArgs } from '@remix-run/node'
import { auditActorOf } from '#app/services/audit.server.ts'
import { answerOfLine, assignStatementLine } from '#app/services/reconciliation.server.ts'
import { apiError, methodNotAllowed, parseJsonBody } from '#app/utils/api.server.ts'
import { requireApiAdmin } from '#app/utils/permissions.server.ts'
import { AssignLineSchema } from '#app/validation/reconciliation.ts'

/**
 * POST /api/admin/reconciliation/{importId}/assign `{ line, invoiceNumber }` or `{ line, donationId }`: a
 * line the import did not match, recorded by hand against an invoice (its number as printed, INV-2026-0042)
 * or a donor's pledge, by the same path as a confirmed line → 201 `{ recorded: 1, lines: [{ line, status:
 * 'recorded', receipt }] }`. 404 for no such import, line, invoice or pledge; 409 for a line recorded
 * already, money out, or an invoice not open or owed less; 403 for the treasurer's own invoice; 400 with
 * `fieldErrors` for a body without a line or with neither or both of an invoice and a pledge.
 */
export async function action({ request, params }: ActionFunctionArgs) {
  if (request.method !== 'POST') return methodNotAllowed(['POST'])
  const treasurer = await requireApiAdmin(request, 'finance')
  const assignment = await parseJsonBody(request, AssignLineSchema)
  const outcome = await assignStatementLine(auditActorOf(treasurer), params.id ?? '', assignment)
  if (!outcome.ok) return apiError(outcome.status, outcome.message, outcome.fieldErrors)
  return json({ recorded: outcome.recorded, lines: outcome.lines.map(answerOfLine) }, { status: 201 })
}

export const loader = () => methodNotAllowed(['POST'])
