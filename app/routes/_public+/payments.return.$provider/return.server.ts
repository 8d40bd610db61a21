import { json, type LoaderFunctionArgs } from '@remix-run/node'
import { receivePaymentReturn } from '#app/services/online-payments.server.ts'
import { getLocale, pageStrings } from '#app/utils/i18n.server.ts'

/**
 * /payments/return/{provider}?billplz[id]=…&billplz[x_signature]=… (issue 34): where the provider sends
 * the payer back. The signed outcome is checked, a paid bill's payment recorded (once: the callback may
 * have come first, or come after), and the payer told what happened in their language, with the way on
 * to their membership, registration or gift. Unsigned or altered: 400; a bill that is not ours: 404.
 */
export async function loadReturnPage({ request, params }: LoaderFunctionArgs) {
  const outcome = await receivePaymentReturn(params.provider ?? '', new URL(request.url).searchParams)
  if (!outcome.found) throw json({ message: outcome.message }, { status: outcome.status })
  const locale = await getLocale(request)
  const { found: _found, ...shown } = outcome
  return json({ ...shown, i18n: pageStrings(locale, ['payments.outcome']) })
}
