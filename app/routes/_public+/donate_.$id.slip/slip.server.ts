import { json, type ActionFunctionArgs, type LoaderFunctionArgs } from '@remix-run/node'
import { paymentPaths } from '#app/config/payment-paths.ts'
import { DONATION_SLIP_FIELD } from '#app/domain/media.ts'
import { formatRinggit } from '#app/domain/money.ts'
import { donationSlipPath, getDonationForSlipLink, sendDonationSlip } from '#app/services/donation-slips.server.ts'
import { duitNowQrForPayers } from '#app/services/duitnow-qr.server.ts'
import { onlinePaymentsEnabled } from '#app/services/online-payments.server.ts'
import { readFileForm } from '#app/services/upload-forms.server.ts'
import { getLocale, pageStrings } from '#app/utils/i18n.server.ts'
import { redirectWithToast } from '#app/utils/toast.server.ts'
import { DONATION_MESSAGES } from '#app/validation/membership-messages.ts'

/**
 * /donate/{id}/slip?token=…: a pledge's own page (issue 18), reached by its signed link only (the
 * pledge's confirmation and its mail; see services/donation-slips.server.ts): how to pay it, and its
 * transfer slip, sent or to send. A wrong token is the same 404 as no such pledge.
 */

const notFound = () => json({ message: DONATION_MESSAGES.notFound }, { status: 404 })

export async function loadSlipPage({ request, params }: LoaderFunctionArgs) {
  const token = new URL(request.url).searchParams.get('token')
  const donation = await getDonationForSlipLink(params.id ?? '', token)
  if (!donation) throw notFound()
  const [locale, duitNow] = await Promise.all([getLocale(request), duitNowQrForPayers()])
  return json({
    duitNow,
    donation: {
      id: donation.id,
      name: donation.name,
      amount: formatRinggit(donation.amountSen),
      frequency: donation.frequency,
      slipReceivedAt: donation.slip ? new Date(donation.slip.uploadedAt).toISOString() : null,
    },
    token: token ?? '',
    // Issue 34: a gift still to come may be paid online.
    payOnline: onlinePaymentsEnabled() && !(donation.frequency === 'one-time' && donation.status === 'received') ? paymentPaths.donation(donation.id) : null,
    i18n: pageStrings(locale, ['donate', 'payments.payOnline']),
  })
}

/** What a refused slip sends back: the message under the file field (`message`: answered in the page's language). */
export interface SlipFormFailure {
  message: string
}

/** The slip form (multipart `slip`, the `token`), twin of POST /api/donations/{id}/slip: one service. */
export async function sendSlipFromPage({ request, params, context }: ActionFunctionArgs) {
  const id = params.id ?? ''
  const form = await readFileForm(request, DONATION_SLIP_FIELD)
  if (form.status === 'refused') return json<SlipFormFailure>({ message: form.message }, { status: form.httpStatus })
  const field = form.formData.get('token')
  const token = typeof field === 'string' && field ? field : new URL(request.url).searchParams.get('token')
  const outcome = await sendDonationSlip({ donationId: id, token, file: form.files[0] ?? null, clientIp: context.clientIp })
  if (!outcome.ok && outcome.status === 404) throw notFound()
  if (!outcome.ok) {
    const headers = outcome.retryAfterSeconds ? { 'retry-after': String(outcome.retryAfterSeconds) } : undefined
    return json<SlipFormFailure>({ message: outcome.message }, { status: outcome.status, headers })
  }
  return redirectWithToast(donationSlipPath(id), { title: DONATION_MESSAGES.slipSent })
}
