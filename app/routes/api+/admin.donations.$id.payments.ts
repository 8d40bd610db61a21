import { json, type ActionFunctionArgs } from '@remix-run/node'
import { auditActorOf } from '#app/services/audit.server.ts'
import { paymentOf } from '#app/services/billing.server.ts'
import { recordDonationPayment } from '#app/services/donations.server.ts'
import { apiError, methodNotAllowed, parseJsonBody } from '#app/utils/api.server.ts'
import { requireApiAdmin } from '#app/utils/permissions.server.ts'
import { PaymentSchema } from '#app/validation/membership.ts'

/**
 * POST /api/admin/donations/{id}/payments `{ amount, method, reference, paidAt }` → 201 `{ receipt }`:
 * a numbered receipt against the pledge, mailed to the donor as a PDF. 404 no such pledge; 409 a
 * one-time gift already received.
 */
export async function action({ request, params }: ActionFunctionArgs) {
  if (request.method !== 'POST') return methodNotAllowed(['POST'])
  const treasurer = await requireApiAdmin(request, 'finance')
  const input = await parseJsonBody(request, PaymentSchema)
  const result = await recordDonationPayment(auditActorOf(treasurer), params.id ?? '', paymentOf(input))
  if (!result.ok) return apiError(result.status, result.message, result.fieldErrors)
  return json({ receipt: result.receipt }, { status: 201 })
}

export const loader = () => methodNotAllowed(['POST'])
