import { json, type ActionFunctionArgs, type LoaderFunctionArgs } from '@remix-run/node'
import { financePaths } from '#app/config/finance-paths.ts'
import { now } from '#app/domain/clock.ts'
import { toMalaysiaDay } from '#app/domain/dates.ts'
import { formatRinggit } from '#app/domain/money.ts'
import { auditActorOf } from '#app/services/audit.server.ts'
import { listDonationsForTreasurer, recordDonationPayment } from '#app/services/donations.server.ts'
import { readFormData } from '#app/utils/form-submission.server.ts'
import { ADMIN_FRAME_STRINGS, routeStrings } from '#app/utils/i18n.server.ts'
import { requireAdmin } from '#app/utils/permissions.server.ts'
import { redirectWithToast } from '#app/utils/toast.server.ts'
import { membershipOutcome } from '#app/validation/membership-messages.ts'
import { readPaymentForm } from '../admin.payments/payments.server.ts'

/**
 * The server side of /admin/donations, the treasurer's list of pledges: recording a gift that arrived goes
 * through the same service and schema as `POST /api/admin/donations/{id}/payments`.
 */

export async function loadDonationsPage({ request }: LoaderFunctionArgs) {
  await requireAdmin(request, 'finance')
  return json({
    donations: await listDonationsForTreasurer(),
    today: toMalaysiaDay(now()),
    i18n: await routeStrings(request, [...ADMIN_FRAME_STRINGS, 'admin.payments', 'admin.donations']),
  })
}

export async function donationsAction({ request }: ActionFunctionArgs) {
  const treasurer = await requireAdmin(request, 'finance')
  const read = readPaymentForm(await readFormData(request))
  if (!read.payment) return read.failure
  const result = await recordDonationPayment(auditActorOf(treasurer), read.payment.id, read.payment.input)
  if (!result.ok) return read.fail(result.status, result.message, result.fieldErrors ?? {})
  return redirectWithToast(financePaths.donations, {
    title: membershipOutcome.donationRecorded(formatRinggit(Math.round(result.receipt.amount * 100)), result.receipt.number),
  })
}
