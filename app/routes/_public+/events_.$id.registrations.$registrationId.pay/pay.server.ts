import { json, redirect, type ActionFunctionArgs, type LoaderFunctionArgs } from '@remix-run/node'
import { eventPaths } from '#app/config/member-paths.ts'
import { payerRedirect, startRegistrationCheckout } from '#app/services/online-payments.server.ts'
import { readFormData } from '#app/utils/form-submission.server.ts'
import { redirectWithToast } from '#app/utils/toast.server.ts'

/** Nothing to show here: the button is on the registration's page (which a GET without its token cannot open). */
export function toEventPage({ params }: LoaderFunctionArgs) {
  return redirect(eventPaths.page(params.id ?? ''))
}

/**
 * A visitor's "Pay online (FPX)" on their registration's page (issue 34; the form sends the mails'
 * `token`): on to the payment provider for the event's fee, or back to the page saying why not. A wrong
 * token is the page's own 404.
 */
export async function payRegistrationAction({ request, params }: ActionFunctionArgs) {
  const eventId = params.id ?? ''
  const registrationId = params.registrationId ?? ''
  const field = (await readFormData(request)).get('token')
  const token = typeof field === 'string' && field ? field : new URL(request.url).searchParams.get('token')
  const result = await startRegistrationCheckout({ eventId, registrationId, token })
  if (result.ok) return redirect(payerRedirect(result.url))
  if (result.status === 404) throw json({ message: result.message }, { status: 404 })
  return redirectWithToast(eventPaths.registration(eventId, registrationId, token ?? undefined), { type: 'error', title: result.message })
}
