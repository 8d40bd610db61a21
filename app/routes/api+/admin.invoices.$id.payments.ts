import { json, type ActionFunctionArgs } from '@remix-run/node'
import { auditActorOf } from '#app/services/audit.server.ts'
import { paymentOf, receiptView, recordInvoicePayment } from '#app/services/billing.server.ts'
import { apiError, methodNotAllowed, parseJsonBody } from '#app/utils/api.server.ts'
import { requireApiAdmin } from '#app/utils/permissions.server.ts'
import { PaymentSchema } from '#app/validation/membership.ts'

/**
 * POST /api/admin/invoices/{id}/payments `{ amount, method, reference, paidAt }` (amount in RM; method
 * bank-transfer, duitnow, cash, cheque, card or other; paidAt YYYY-MM-DD, today when left out) →
 * 201 `{ receipt: { id, number, url }, user }`: a numbered receipt, mailed to the member as a PDF; the
 * payment that reaches the total makes the invoice paid and the membership active. 404 no such
 * invoice; 403 an invoice of the treasurer's own; 409 not open, or more than is still due.
 */
export async function action({ request, params }: ActionFunctionArgs) {
  if (request.method !== 'POST') return methodNotAllowed(['POST'])
  const treasurer = await requireApiAdmin(request, 'finance')
  const input = await parseJsonBody(request, PaymentSchema)
  const result = await recordInvoicePayment(auditActorOf(treasurer), params.id ?? '', paymentOf(input))
  if (!result.ok) return apiError(result.status, result.message, result.fieldErrors)
  const receipt = receiptView(result.receipt)
  return json({ receipt: { id: receipt.id, number: receipt.number, url: receipt.url, amount: receipt.amount, paidAt: receipt.paidAt }, invoiceStatus: result.invoice.status, user: result.user }, { status: 201 })
}

export const loader = () => methodNotAllowed(['POST'])
