import { json, type ActionFunctionArgs, type LoaderFunctionArgs } from '@remix-run/node'
import { accountActorOf, auditActorOf } from '#app/services/audit.server.ts'
import { duitNowQrForAdmin, removeDuitNowQr, saveDuitNowQr } from '#app/services/duitnow-qr.server.ts'
import { apiError, methodNotAllowed } from '#app/utils/api.server.ts'
import { readApiUpload } from '#app/utils/api-upload.server.ts'
import { requireApiAdmin } from '#app/utils/permissions.server.ts'
import { DUITNOW_QR_MESSAGES } from '#app/validation/duitnow-qr-messages.ts'

/**
 * The association's DuitNow QR (issue 34, item 1), for an administrator or the treasurer (`finance`):
 * - GET → `{ duitNowQr: { merchantName, merchantCity, imageUrl, downloadUrl, setAt, setBy } | null }`;
 * - POST, multipart with the QR image the bank issued as `file` → 200 `{ merchantName, merchantCity,
 *   valid: true }`: read, checked and kept in place of the one before. 400 `{ message, fieldErrors: { file } }`
 *   for no file, a picture with no QR code, or a QR that is no valid DuitNow QR (every reason under `file`,
 *   the first as `message`: not an EMVCo payment code, a broken structure, a wrong checksum, not Malaysian,
 *   not DuitNow, …); 413 past 10 MB, 415 for what is no picture (by its bytes), 429 over the upload
 *   allowance. Nothing is stored unless the answer is 200;
 * - DELETE → `{ removed, message }`: the pages then offer the bank transfer only.
 * The page /admin/payment-settings is the HTML twin: one service (services/duitnow-qr.server.ts).
 */
export async function loader({ request }: LoaderFunctionArgs) {
  await requireApiAdmin(request, 'finance')
  return json({ duitNowQr: await duitNowQrForAdmin() })
}

export async function action({ request, context }: ActionFunctionArgs) {
  if (request.method !== 'POST' && request.method !== 'DELETE') return methodNotAllowed(['GET', 'POST', 'DELETE'])
  const user = await requireApiAdmin(request, 'finance')
  if (request.method === 'DELETE') {
    const removed = await removeDuitNowQr(auditActorOf(user))
    return json({ removed, message: DUITNOW_QR_MESSAGES.removed })
  }
  const upload = await readApiUpload(request, { maxFields: 5, bodyTooLarge: context.bodyTooLarge })
  if (upload instanceof Response) return upload
  const outcome = await saveDuitNowQr(accountActorOf(user), upload.file)
  if (outcome.status === 'refused') {
    const headers = outcome.retryAfterSeconds ? { 'retry-after': String(outcome.retryAfterSeconds) } : undefined
    return apiError(outcome.httpStatus, outcome.message, outcome.httpStatus === 400 ? { file: outcome.messages } : undefined, { headers })
  }
  return json({ merchantName: outcome.merchantName, merchantCity: outcome.merchantCity, valid: true })
}
