import { json, type ActionFunctionArgs } from '@remix-run/node'
import { paths } from '#app/config/paths.ts'
import { pledgeDonation } from '#app/services/donations.server.ts'
import { apiError, methodNotAllowed, readJsonObject, validationError } from '#app/utils/api.server.ts'
import { isHoneypotFilled } from '#app/utils/honeypot.ts'
import { getApiLocale } from '#app/utils/i18n.server.ts'
import { DonationPledgeSchema } from '#app/validation/donation-pledge.ts'
import { DONATION_MESSAGES } from '#app/validation/membership-messages.ts'

/**
 * POST /api/donations `{ name, email, amount, frequency: 'one-time'|'monthly', identification? }` →
 * 201 `{ message, donation, howToPay, slipUpload: { url, token, page } }` (the bank account and, when the
 * association has one, its DuitNow QR, `howToPay.duitNow: { merchantName, merchantCity, imageUrl,
 * downloadUrl }`, else null; where to send the transfer slip, with the pledge's token); the treasurer
 * records the gift when it arrives. A few an hour per address (429); a filled honeypot is thanked.
 */
export async function action({ request, context }: ActionFunctionArgs) {
  if (request.method !== 'POST') return methodNotAllowed(['POST'])
  const body = await readJsonObject(request)
  const parsed = await DonationPledgeSchema.safeParseAsync(body)
  const outcome = await pledgeDonation({
    clientIp: context.clientIp,
    isBot: isHoneypotFilled(body),
    fields: parsed.success ? parsed.data : null,
    locale: await getApiLocale(request),
  })
  if (outcome.status === 'limited') return apiError(429, outcome.message, undefined, { headers: { 'retry-after': String(outcome.retryAfterSeconds) } })
  if (outcome.status === 'invalid') return parsed.success ? apiError(400, DONATION_MESSAGES.amount) : validationError(parsed.error)
  // The pledger's way to send the transfer slip later: the pledge's signed token (see api.donations.$id.slip.ts).
  const slipUpload = outcome.donation && outcome.slipPath
    ? { url: paths.apiDonationSlip(outcome.donation.id), token: new URL(outcome.slipPath, 'http://x').searchParams.get('token'), page: outcome.slipPath }
    : null
  return json({ message: DONATION_MESSAGES.thanks, donation: outcome.donation, howToPay: outcome.howToPay, slipUpload }, { status: 201 })
}

export const loader = () => methodNotAllowed(['POST'])
