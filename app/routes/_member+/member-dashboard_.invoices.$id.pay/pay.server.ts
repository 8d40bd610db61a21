import { redirect, type ActionFunctionArgs } from '@remix-run/node'
import { membershipPaths } from '#app/config/member-paths.ts'
import { payerRedirect, startInvoiceCheckout } from '#app/services/online-payments.server.ts'
import { requireUser } from '#app/utils/auth.server.ts'
import { readFormData } from '#app/utils/form-submission.server.ts'
import { redirectWithToast } from '#app/utils/toast.server.ts'

/** Nothing to show here: the button lives on the dashboard's Membership tab. */
export const toMembershipTab = () => redirect(membershipPaths.tab)

/**
 * The Membership tab's "Pay online (FPX)" (issue 34), without JavaScript too: the same service as POST
 * /api/membership/invoices/{id}/checkout; on to the payment provider, or back to the tab saying why not.
 */
export async function payInvoiceAction({ request, params }: ActionFunctionArgs) {
  const user = await requireUser(request)
  // The form sends nothing, but a body no form of ours sends is refused as everywhere (400).
  await readFormData(request)
  const result = await startInvoiceCheckout(user, params.id ?? '')
  if (result.ok) return redirect(payerRedirect(result.url))
  return redirectWithToast(membershipPaths.tab, { type: 'error', title: result.message })
}
