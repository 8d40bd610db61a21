import { json, type ActionFunctionArgs } from '@remix-run/node'
import { confirmNewsletterSubscription, NEWSLETTER_MESSAGES } from '#app/services/newsletter.server.ts'
import { apiError, methodNotAllowed, parseJsonBody } from '#app/utils/api.server.ts'
import { NewsletterConfirmSchema } from '#app/validation/newsletter.ts'

export const loader = () => methodNotAllowed(['POST'])

/** POST { token } from the confirmation mail: the JSON twin of /newsletter/confirm's form. 404 unknown or expired, 409 confirmed already. */
export async function action({ request }: ActionFunctionArgs) {
  if (request.method !== 'POST') return methodNotAllowed(['POST'])
  const { token } = await parseJsonBody(request, NewsletterConfirmSchema)
  const result = await confirmNewsletterSubscription(token)
  if (!result.ok) return apiError(result.status, result.message)
  return json({ message: NEWSLETTER_MESSAGES.confirmed })
}
