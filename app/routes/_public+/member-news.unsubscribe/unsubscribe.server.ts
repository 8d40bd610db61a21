import { json, type ActionFunctionArgs, type LoaderFunctionArgs } from '@remix-run/node'
import { paths } from '#app/config/paths.ts'
import { isMemberNewsUnsubscribeLink, MEMBER_MESSAGE_MESSAGES, unsubscribeFromMemberNews } from '#app/services/member-messages.server.ts'
import { readFormData } from '#app/utils/form-submission.server.ts'
import { routeStrings } from '#app/utils/i18n.server.ts'
import { redirectWithToast } from '#app/utils/toast.server.ts'
import { message } from '#app/validation/messages.ts'

/**
 * /member-news/unsubscribe?user=…&token=…: the signed link of each news mail to members (issue 35,
 * item 5). A GET asks (mail scanners follow links); the page's form stops the news, and so does a mail
 * program's one-click POST to the same address (RFC 8058), which gets a plain 200. No sign-in needed.
 * A link the site did not sign is a 404.
 */
export async function loadMemberNewsUnsubscribePage({ request }: LoaderFunctionArgs) {
  const query = new URL(request.url).searchParams
  const user = query.get('user')
  const token = query.get('token')
  if (!isMemberNewsUnsubscribeLink(user, token)) throw json({ message: MEMBER_MESSAGE_MESSAGES.linkInvalid }, { status: 404 })
  return json({ user, token, i18n: await routeStrings(request, ['news.memberNews']) })
}

const field = (formData: FormData, query: URLSearchParams, name: string) => {
  const value = formData.get(name)
  return typeof value === 'string' && value ? value : query.get(name)
}

export async function memberNewsUnsubscribeAction({ request }: ActionFunctionArgs) {
  const query = new URL(request.url).searchParams
  const formData = await readFormData(request)
  const result = await unsubscribeFromMemberNews(field(formData, query, 'user'), field(formData, query, 'token'))
  if (!result.ok) throw json({ message: result.message }, { status: result.status })
  if (formData.get('List-Unsubscribe') === 'One-Click') return json({ message: MEMBER_MESSAGE_MESSAGES.unsubscribed })
  return redirectWithToast(paths.home, { title: MEMBER_MESSAGE_MESSAGES.unsubscribed, description: message('messages:memberMessages.unsubscribedText') })
}
