import { json, type ActionFunctionArgs, type LoaderFunctionArgs } from '@remix-run/node'
import { paths } from '#app/config/paths.ts'
import { isUnsubscribeLink, NEWSLETTER_MESSAGES, unsubscribeFromNewsletter } from '#app/services/newsletter.server.ts'
import { readFormData } from '#app/utils/form-submission.server.ts'
import { routeStrings } from '#app/utils/i18n.server.ts'
import { redirectWithToast } from '#app/utils/toast.server.ts'

/**
 * /newsletter/unsubscribe?email=…&token=…: every issue's signed link. A GET asks (mail scanners follow
 * links); the page's form unsubscribes, and so does a mail program's one-click POST to the same address
 * (RFC 8058: body `List-Unsubscribe=One-Click`, the address and token in the query), which gets a plain
 * 200. No account needed; it takes effect at once. A link the site did not sign is a 404.
 */
export async function loadUnsubscribePage({ request }: LoaderFunctionArgs) {
  const query = new URL(request.url).searchParams
  const email = query.get('email')
  const token = query.get('token')
  if (!isUnsubscribeLink(email, token)) throw json({ message: NEWSLETTER_MESSAGES.linkInvalid }, { status: 404 })
  return json({ email, token, i18n: await routeStrings(request, ['news.newsletter']) })
}

const field = (formData: FormData, query: URLSearchParams, name: string) => {
  const value = formData.get(name)
  return typeof value === 'string' && value ? value : query.get(name)
}

export async function unsubscribeAction({ request }: ActionFunctionArgs) {
  const query = new URL(request.url).searchParams
  const formData = await readFormData(request)
  const result = await unsubscribeFromNewsletter(field(formData, query, 'email'), field(formData, query, 'token'))
  if (!result.ok) throw json({ message: result.message }, { status: result.status })
  if (formData.get('List-Unsubscribe') === 'One-Click') return json({ message: NEWSLETTER_MESSAGES.unsubscribed })
  return redirectWithToast(paths.news, { title: NEWSLETTER_MESSAGES.unsubscribed, description: NEWSLETTER_MESSAGES.unsubscribedText })
}
