import { json, redirect, type ActionFunctionArgs } from '@remix-run/node'
import { paths } from '#app/config/paths.ts'
import { payerRedirect, startDonationCheckout } from '#app/services/online-payments.server.ts'
import { readFormData } from '#app/utils/form-submission.server.ts'
import { getLocale } from '#app/utils/i18n.server.ts'
import { redirectWithToast } from '#app/utils/toast.server.ts'

/** Nothing to show here: the button is on the pledge's page (which a GET without its token cannot open). */
export const toDonatePage = () => redirect(paths.donate)

/**
 * A donor's "Pay online (FPX)" on their pledge's page (issue 34; the form sends the page's `token`): on to
 * the payment provider for the gift, or back to the page saying why not. A wrong token is the page's 404.
 */
export async function payDonationAction({ request, params }: ActionFunctionArgs) {
  const id = params.id ?? ''
  const field = (await readFormData(request)).get('token')
  const token = typeof field === 'string' && field ? field : new URL(request.url).searchParams.get('token')
  const result = await startDonationCheckout({ donationId: id, token, locale: await getLocale(request) })
  if (result.ok) return redirect(payerRedirect(result.url))
  if (result.status === 404) throw json({ message: result.message }, { status: 404 })
  return redirectWithToast(paths.donateSlip(id, token ?? ''), { type: 'error', title: result.message })
}
