import { json, type ActionFunctionArgs } from '@remix-run/node'
import { sendDonationSlip } from '#app/services/donation-slips.server.ts'
import { apiError, methodNotAllowed } from '#app/utils/api.server.ts'
import { readApiUpload } from '#app/utils/api-upload.server.ts'

export const loader = () => methodNotAllowed(['POST'])

/**
 * POST /api/donations/{id}/slip (the pledger, who has no account): multipart/form-data with the transfer
 * slip in `file` (a photo or a PDF, at most 10 MB) and the pledge's `token` (as a field, or `?token=`),
 * as given by POST /api/donations (`slipUpload`) and in the pledge's mail. 201 `{ slip: { id, url } }`
 * (the url a private download for the treasurer); 404 for a wrong token or no such pledge alike, 409 when
 * the pledge has a slip already, 400/413/415 for the file, 429 over the upload allowance. Nothing is
 * stored unless the answer is 201.
 */
export async function action({ request, params, context }: ActionFunctionArgs) {
  if (request.method !== 'POST') return methodNotAllowed(['POST'])
  const upload = await readApiUpload(request, { maxFields: 5, bodyTooLarge: context.bodyTooLarge })
  if (upload instanceof Response) return upload
  const token = upload.fields.token || new URL(request.url).searchParams.get('token')
  const outcome = await sendDonationSlip({ donationId: params.id ?? '', token, file: upload.file, clientIp: context.clientIp })
  if (!outcome.ok) {
    const headers = outcome.retryAfterSeconds ? { 'retry-after': String(outcome.retryAfterSeconds) } : undefined
    return apiError(outcome.status, outcome.message, outcome.status === 400 ? { file: [outcome.message] } : undefined, { headers })
  }
  return json({ slip: outcome.slip }, { status: 201 })
}
