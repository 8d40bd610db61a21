import { json, type ActionFunctionArgs } from '@remix-run/node'
import { admitUpload } from '#app/services/media.server.ts'
import { attachPaymentProof } from '#app/services/payment-proofs.server.ts'
import { apiError, methodNotAllowed, validationError } from '#app/utils/api.server.ts'
import { requireApiUser } from '#app/utils/auth.server.ts'
import { readApiUpload } from '#app/utils/api-upload.server.ts'
import { PaymentProofFieldsSchema } from '#app/validation/membership.ts'

export const loader = () => methodNotAllowed(['POST'])

/**
 * POST /api/membership/invoices/{id}/proof (the invoice's member): multipart/form-data with the
 * transfer slip in `file` (a photo or a PDF, at most 10 MB) and optionally `reference`. 201
 * `{ proof: { id, url } }`, the url a private download only the member and the administrators may
 * open; 404 for an invoice that is not theirs, 409 for one that is not open, 400/413/415 for the file,
 * 429 over the upload allowance. Nothing is stored unless the answer is 201.
 */
export async function action({ request, params, context }: ActionFunctionArgs) {
  if (request.method !== 'POST') return methodNotAllowed(['POST'])
  const user = await requireApiUser(request)
  const admitted = await admitUpload({ id: user.id, isAdmin: false })
  if (!admitted.allowed) {
    return apiError(429, admitted.message, undefined, { headers: { 'retry-after': String(admitted.retryAfterSeconds) } })
  }
  const upload = await readApiUpload(request, { maxFields: 5, bodyTooLarge: context.bodyTooLarge })
  if (upload instanceof Response) return upload
  const parsed = PaymentProofFieldsSchema.safeParse(upload.fields)
  if (!parsed.success) return validationError(parsed.error)

  const outcome = await attachPaymentProof(user, params.id ?? '', { file: upload.file, reference: parsed.data.reference })
  if (!outcome.ok) {
    return apiError(outcome.status, outcome.message, outcome.status === 400 && outcome.field ? { [outcome.field]: [outcome.message] } : undefined)
  }
  return json({ proof: outcome.proof }, { status: 201 })
}
