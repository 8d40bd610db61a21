import { json, type ActionFunctionArgs, type LoaderFunctionArgs } from '@remix-run/node'
import { adminPaths } from '#app/config/admin-paths.ts'
import { pageCount, pageNumberOf } from '#app/domain/pagination.ts'
import { auditActorOf } from '#app/services/audit.server.ts'
import {
  deleteMessage,
  getMessageForAdmin,
  getSubscriberForAdmin,
  listMessagesForAdmin,
  listSubscribersForAdmin,
  removeSubscriber,
  setMessageHandled,
} from '#app/services/inbox.server.ts'
import { readFormData } from '#app/utils/form-submission.server.ts'
import { requireAdmin } from '#app/utils/permissions.server.ts'
import { redirectWithToast } from '#app/utils/toast.server.ts'
import { INBOX_MESSAGES } from '#app/validation/admin-messages.ts'

/**
 * The server side of /admin/messages and the pages below it (a message's delete confirmation, the
 * subscribers, a subscriber's removal), whose routes import their loaders and actions from here. The confirmations are pages without JavaScript; with it, dialogs post to the same
 * actions.
 */

export const MESSAGES_PER_PAGE = 25
export const SUBSCRIBERS_PER_PAGE = 50

/** The list's own query (page, filter) and nothing else, to come back to after a change. */
function messagesListSearch(url: URL) {
  const search = new URLSearchParams()
  if (url.searchParams.get('show') === 'unhandled') search.set('show', 'unhandled')
  const page = pageNumberOf(url.searchParams.get('page'))
  if (page > 1) search.set('page', String(page))
  const text = search.toString()
  return text ? `?${text}` : ''
}

export async function loadMessagesPage({ request }: LoaderFunctionArgs) {
  await requireAdmin(request)
  const url = new URL(request.url)
  const unhandledOnly = url.searchParams.get('show') === 'unhandled'
  const page = pageNumberOf(url.searchParams.get('page'))
  const { messages, total, unhandled } = await listMessagesForAdmin({ page, perPage: MESSAGES_PER_PAGE, unhandledOnly })
  return json({
    messages,
    total,
    unhandled,
    unhandledOnly,
    page,
    totalPages: pageCount(total, MESSAGES_PER_PAGE),
    listSearch: messagesListSearch(url),
  })
}

/** POST of "Mark handled" / "Mark not handled" (intent), back to the same page of the list. */
export async function messagesAction({ request }: ActionFunctionArgs) {
  const user = await requireAdmin(request)
  const formData = await readFormData(request)
  const intent = formData.get('intent')
  if (intent !== 'mark-handled' && intent !== 'mark-unhandled') {
    return json({ message: INBOX_MESSAGES.updateFailed, detail: 'Unknown action.' }, { status: 400 })
  }
  const handled = intent === 'mark-handled'
  const message = await setMessageHandled(auditActorOf(user), String(formData.get('id') ?? ''), handled)
  if (!message) return json({ message: INBOX_MESSAGES.updateFailed, detail: INBOX_MESSAGES.messageGone }, { status: 404 })
  return redirectWithToast(`${adminPaths.messages}${messagesListSearch(new URL(request.url))}`, {
    title: handled ? INBOX_MESSAGES.markedHandled : INBOX_MESSAGES.markedUnhandled,
  })
}

export async function loadDeleteMessagePage({ request, params }: LoaderFunctionArgs) {
  await requireAdmin(request)
  const message = params.id ? await getMessageForAdmin(params.id) : null
  if (!message) throw json({ message: INBOX_MESSAGES.messageGone }, { status: 404 })
  return json({ message })
}

/** POST of the delete confirmation. Failures are answered as data, for the dialog or the page. */
export async function deleteMessageAction({ request, params }: ActionFunctionArgs) {
  const user = await requireAdmin(request)
  const deleted = await deleteMessage(auditActorOf(user), params.id ?? '')
  if (!deleted) return json({ message: INBOX_MESSAGES.deleteFailed, detail: INBOX_MESSAGES.messageGone }, { status: 404 })
  return redirectWithToast(adminPaths.messages, { title: INBOX_MESSAGES.deleted }, { headers: { 'X-Remix-Replace': 'true' } })
}

export async function loadSubscribersPage({ request }: LoaderFunctionArgs) {
  await requireAdmin(request)
  const page = pageNumberOf(new URL(request.url).searchParams.get('page'))
  const { subscribers, total } = await listSubscribersForAdmin({ page, perPage: SUBSCRIBERS_PER_PAGE })
  return json({ subscribers, total, page, totalPages: pageCount(total, SUBSCRIBERS_PER_PAGE) })
}

export async function loadRemoveSubscriberPage({ request, params }: LoaderFunctionArgs) {
  await requireAdmin(request)
  const subscriber = params.id ? await getSubscriberForAdmin(params.id) : null
  if (!subscriber) throw json({ message: INBOX_MESSAGES.subscriberGone }, { status: 404 })
  return json({ subscriber })
}

export async function removeSubscriberAction({ request, params }: ActionFunctionArgs) {
  const user = await requireAdmin(request)
  const removed = await removeSubscriber(auditActorOf(user), params.id ?? '')
  if (!removed) return json({ message: INBOX_MESSAGES.removeFailed, detail: INBOX_MESSAGES.subscriberGone }, { status: 404 })
  return redirectWithToast(adminPaths.subscribers, { title: INBOX_MESSAGES.subscriberRemoved }, { headers: { 'X-Remix-Replace': 'true' } })
}
