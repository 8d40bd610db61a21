import { json, type ActionFunctionArgs, type LoaderFunctionArgs } from '@remix-run/node'
import { paths } from '#app/config/paths.ts'
import { confirmNewsletterSubscription, NEWSLETTER_MESSAGES, readNewsletterConfirmation } from '#app/services/newsletter.server.ts'
import { readFormData } from '#app/utils/form-submission.server.ts'
import { routeStrings } from '#app/utils/i18n.server.ts'
import { redirectWithToast } from '#app/utils/toast.server.ts'

/**
 * /newsletter/confirm?token=…: the confirmation mail's link opens a page that asks (nothing changes on a
 * GET: mail scanners follow links); its form confirms. An unknown or expired link is a 404.
 */
export async function loadConfirmPage({ request }: LoaderFunctionArgs) {
  const token = new URL(request.url).searchParams.get('token')
  const found = await readNewsletterConfirmation(token)
  if (found.status === 'invalid') throw json({ message: NEWSLETTER_MESSAGES.linkInvalid }, { status: 404 })
  return json({ token, email: found.email, confirmed: found.status === 'used', i18n: await routeStrings(request, ['news.newsletter']) })
}

export async function confirmAction({ request }: ActionFunctionArgs) {
  const formData = await readFormData(request)
  const token = formData.get('token')
  const result = await confirmNewsletterSubscription(typeof token === 'string' ? token : null)
  if (!result.ok && result.status === 404) throw json({ message: result.message }, { status: 404 })
  return redirectWithToast(paths.newsletter, result.ok ? { title: NEWSLETTER_MESSAGES.confirmed, description: NEWSLETTER_MESSAGES.confirmedText } : { title: result.message })
}
