import { json, type ActionFunctionArgs } from '@remix-run/node'
import { sendRegistrationSlip } from '#app/services/events.server.ts'
import { apiError, methodNotAllowed, validationError } from '#app/utils/api.server.ts'
import { readApiUpload } from '#app/utils/api-upload.server.ts'
import { PaymentProofFieldsSchema } from '#app/validation/membership.ts'

export const loader = () => methodNotAllowed(['POST'])

/**
 * POST /api/events/{id}/registrations/{registrationId}/slip (issue 33: a visitor, who has no account):
 * multipart/form-data with the transfer slip in `file` (a photo or a PDF, at most 10 MB), optionally
 * `reference`, and the registration's `token` from its mails (as a field, or `?token=`). 201
 * `{ slip: { id, uploadedAt, reference } }`: the treasurer sees it with the invoice on /admin/payments.
 * 404 for a wrong token or no such registration alike; 409 for a member's registration (their slip goes
 * from the dashboard), nothing owed yet, an invoice no longer open, or three slips sent already;
 * 400/413/415 for the file; 429 over the upload allowance. Nothing is stored unless the answer is 201.
 */
export async function action({ request, params, context }: ActionFunctionArgs) {
  if (request.method !== 'POST') return methodNotAllowed(['POST'])
  const upload = await readApiUpload(request, { maxFields: 5, bodyTooLarge: context.bodyTooLarge })
  if (upload instanceof Response) return upload
  const { token, ...fields } = upload.fields
  const parsed = PaymentProofFieldsSchema.safeParse(fields)
  if (!parsed.success) return validationError(parsed.error)
  const outcome = await sendRegistrationSlip({
    eventId: params.id ?? '',
    registrationId: params.registrationId ?? '',
    token: token || new URL(request.url).searchParams.get('token'),
    file: upload.file,
    reference: parsed.data.reference,
    clientIp: context.clientIp,
  })
  if (!outcome.ok) {
    const headers = outcome.retryAfterSeconds ? { 'retry-after': String(outcome.retryAfterSeconds) } : undefined
    return apiError(outcome.status, outcome.message, outcome.status === 400 ? { file: [outcome.message] } : undefined, { headers })
  }
  return json({ slip: outcome.slip }, { status: 201 })
}
