import { json, type ActionFunctionArgs, type LoaderFunctionArgs } from '@remix-run/node'
import { financePaths } from '#app/config/finance-paths.ts'
import { paymentDetails } from '#app/config/payments.ts'
import { accountActorOf, auditActorOf } from '#app/services/audit.server.ts'
import { duitNowQrForAdmin, removeDuitNowQr, saveDuitNowQr } from '#app/services/duitnow-qr.server.ts'
import { readFileForm } from '#app/services/upload-forms.server.ts'
import { ADMIN_FRAME_STRINGS, routeStrings } from '#app/utils/i18n.server.ts'
import { requireAdmin } from '#app/utils/permissions.server.ts'
import { redirectWithToast } from '#app/utils/toast.server.ts'
import { DUITNOW_QR_MESSAGES, duitNowQrSavedMessage } from '#app/validation/duitnow-qr-messages.ts'

/**
 * /admin/payment-settings (issue 34, item 1): how the association is paid. The bank account (set in
 * config/payments.ts, shown here), and the DuitNow QR: an officer of the `finance` area (an administrator
 * or the treasurer) uploads the image the bank issued; the app reads the QR and checks it, keeps a valid
 * one and refuses an invalid one with its reasons under the file field, keeping the one before. Twin of
 * POST /api/admin/payment-settings/duitnow-qr: one service (services/duitnow-qr.server.ts).
 */
export const QR_FILE_FIELD = 'file'

export async function loadPaymentSettingsPage({ request }: LoaderFunctionArgs) {
  await requireAdmin(request, 'finance')
  const [duitNow, i18n] = await Promise.all([duitNowQrForAdmin(), routeStrings(request, [...ADMIN_FRAME_STRINGS, 'admin.paymentSettings'])])
  return json({
    bank: { bank: paymentDetails.bank, accountName: paymentDetails.accountName, accountNumber: paymentDetails.accountNumber },
    duitNow,
    i18n,
  })
}

/** What a refused upload sends back: its reasons, under the file field. */
export interface PaymentSettingsFailure {
  fields: { [QR_FILE_FIELD]: string[] }
}

/** The page's two forms: `intent=upload` (multipart `file`) and `intent=remove`. */
export async function paymentSettingsAction({ request }: ActionFunctionArgs) {
  const user = await requireAdmin(request, 'finance')
  const form = await readFileForm(request, QR_FILE_FIELD)
  if (form.status === 'refused') return json<PaymentSettingsFailure>({ fields: { [QR_FILE_FIELD]: [form.message] } }, { status: form.httpStatus })
  if (form.formData.get('intent') === 'remove') {
    await removeDuitNowQr(auditActorOf(user))
    return redirectWithToast(financePaths.paymentSettings, { title: DUITNOW_QR_MESSAGES.removed })
  }
  const outcome = await saveDuitNowQr(accountActorOf(user), form.files[0] ?? null)
  if (outcome.status === 'refused') {
    const headers = outcome.retryAfterSeconds ? { 'retry-after': String(outcome.retryAfterSeconds) } : undefined
    return json<PaymentSettingsFailure>({ fields: { [QR_FILE_FIELD]: outcome.messages } }, { status: outcome.httpStatus, headers })
  }
  return redirectWithToast(financePaths.paymentSettings, { title: duitNowQrSavedMessage(outcome.merchantName, outcome.merchantCity) })
}
