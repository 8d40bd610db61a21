import { json, type ActionFunctionArgs } from '@remix-run/node'
import { NEWSLETTER_MESSAGES, unsubscribeFromNewsletter } from '#app/services/newsletter.server.ts'
import { apiError, methodNotAllowed, parseJsonBody } from '#app/utils/api.server.ts'
import { NewsletterUnsubscribeSchema } from '#app/validation/newsletter.ts'

export const loader = () => methodNotAllowed(['POST'])

/** POST { email, token } of an issue's unsubscribe link: the JSON twin of /newsletter/unsubscribe. No account; at once; twice is the same answer. */
export async function action({ request }: ActionFunctionArgs) {
  if (request.method !== 'POST') return methodNotAllowed(['POST'])
  const { email, token } = await parseJsonBody(request, NewsletterUnsubscribeSchema)
  const result = await unsubscribeFromNewsletter(email, token)
  if (!result.ok) return apiError(result.status, result.message)
  return json({ message: NEWSLETTER_MESSAGES.unsubscribed })
}
