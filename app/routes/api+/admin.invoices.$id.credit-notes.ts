import { json, type ActionFunctionArgs } from '@remix-run/node'
import { auditActorOf } from '#app/services/audit.server.ts'
import { creditNoteView, recordCreditNote } from '#app/services/invoice-corrections.server.ts'
import { apiError, methodNotAllowed, parseJsonBody } from '#app/utils/api.server.ts'
import { requireApiAdmin } from '#app/utils/permissions.server.ts'
import { CreditNoteSchema } from '#app/validation/books.ts'

/**
 * POST /api/admin/invoices/{id}/credit-notes `{ amount, reason, refundReference, refundedAt }` (amount in
 * RM; refundedAt YYYY-MM-DD, today when left out) → 201 `{ creditNote: { id, number, invoiceId, amount,
 * reason, refundMethod, refundReference, refundedAt, url } }`: money given back by bank transfer on a
 * paid invoice, numbered CN-<year>-<n> (issue 34). 404 no such invoice; 403 an invoice of one's own; 409
 * an invoice not paid, more than is left to give back, or another credit note at the same moment.
 */
export async function action({ request, params }: ActionFunctionArgs) {
  if (request.method !== 'POST') return methodNotAllowed(['POST'])
  const treasurer = await requireApiAdmin(request, 'finance')
  const input = await parseJsonBody(request, CreditNoteSchema)
  const result = await recordCreditNote(auditActorOf(treasurer), params.id ?? '', input)
  if (!result.ok) return apiError(result.status, result.message, result.fieldErrors)
  return json({ creditNote: creditNoteView(result.creditNote) }, { status: 201 })
}

export const loader = () => methodNotAllowed(['POST'])
