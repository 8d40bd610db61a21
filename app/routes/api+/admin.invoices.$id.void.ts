import { json, type ActionFunctionArgs } from '@remix-run/node'
import { invoiceView } from '#app/services/billing.server.ts'
import { auditActorOf } from '#app/services/audit.server.ts'
import { voidInvoice } from '#app/services/invoice-corrections.server.ts'
import { apiError, methodNotAllowed, parseJsonBody } from '#app/utils/api.server.ts'
import { requireApiAdmin } from '#app/utils/permissions.server.ts'
import { VoidInvoiceSchema } from '#app/validation/books.ts'

/**
 * POST /api/admin/invoices/{id}/void `{ reason }` → 200 `{ invoice }` (status `void`, nothing due): the
 * invoice is owed nowhere after it (issue 34). 404 no such invoice; 403 an invoice of one's own; 409 a
 * paid or void invoice, one with money received on it, or one a payment is being recorded on.
 */
export async function action({ request, params }: ActionFunctionArgs) {
  if (request.method !== 'POST') return methodNotAllowed(['POST'])
  const treasurer = await requireApiAdmin(request, 'finance')
  const input = await parseJsonBody(request, VoidInvoiceSchema)
  const result = await voidInvoice(auditActorOf(treasurer), params.id ?? '', input)
  if (!result.ok) return apiError(result.status, result.message, result.fieldErrors)
  return json({ invoice: { ...invoiceView(result.invoice), voidedAt: result.invoice.voidedOn, voidReason: result.invoice.voidReason } })
}

export const loader = () => methodNotAllowed(['POST'])
