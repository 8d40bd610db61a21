import { ADMIN_FRAME_STRINGS, routeStrings } from '#app/utils/i18n.server.ts'
import { message } from '#app/validation/messages.ts'
import { json, type ActionFunctionArgs, type LoaderFunctionArgs } from '@remix-run/node'
import { adminPaths } from '#app/config/admin-paths.ts'
import { pageCount, pageNumberOf } from '#app/domain/pagination.ts'
import { DEFAULT_MESSAGE_SORT, listSortOf, MESSAGE_SORT_FIELDS } from '#app/domain/list-sort.ts'
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

/** The list's own query (filter, order, page) and nothing else, to come back to after a change. */
function messagesListSearch(url: URL) {
  const search = new URLSearchParams()
  if (url.searchParams.get('show') === 'unhandled') search.set('show', 'unhandled')
  const { sort, known } = listSortOf(url.searchParams, MESSAGE_SORT_FIELDS, DEFAULT_MESSAGE_SORT)
  if (known && url.searchParams.has('sort')) search.set('sort', sort.field)
  if (known && url.searchParams.has('dir')) search.set('dir', sort.dir)
  const page = pageNumberOf(url.searchParams.get('page'))
  if (page > 1) search.set('page', String(page))
  const text = search.toString()
  return text ? `?${text}` : ''
}

export async function loadMessagesPage({ request }: LoaderFunctionArgs) {
  await requireAdmin(request, 'messages')
  const url = new URL(request.url)
  const unhandledOnly = url.searchParams.get('show') === 'unhandled'
  const page = pageNumberOf(url.searchParams.get('page'))
  // An unknown order is the default one: the page still answers (there is no API twin that lists).
  const { sort } = listSortOf(url.searchParams, MESSAGE_SORT_FIELDS, DEFAULT_MESSAGE_SORT)
  const { messages, total, unhandled } = await listMessagesForAdmin({ page, perPage: MESSAGES_PER_PAGE, unhandledOnly, sort })
  return json({
    sort,
    messages,
    total,
    unhandled,
    unhandledOnly,
    page,
    totalPages: pageCount(total, MESSAGES_PER_PAGE),
    listSearch: messagesListSearch(url),
    i18n: await routeStrings(request, INBOX_STRINGS),
  })
}

/** The messages' and subscribers' pages: their section of `admin`, the dialogs' failure messages. */
const INBOX_STRINGS = [...ADMIN_FRAME_STRINGS, 'admin.inbox', 'messages.inbox'] as const

/** POST of "Mark handled" / "Mark not handled" (intent), back to the same page of the list. */
export async function messagesAction({ request }: ActionFunctionArgs) {
  const user = await requireAdmin(request, 'messages')
  const formData = await readFormData(request)
  const intent = formData.get('intent')
  if (intent !== 'mark-handled' && intent !== 'mark-unhandled') {
    return json({ message: INBOX_MESSAGES.updateFailed, detail: message('messages:inbox.unknownAction') }, { status: 400 })
  }
  const handled = intent === 'mark-handled'
  const updated = await setMessageHandled(auditActorOf(user), String(formData.get('id') ?? ''), handled)
  if (!updated) return json({ message: INBOX_MESSAGES.updateFailed, detail: INBOX_MESSAGES.messageGone }, { status: 404 })
  return redirectWithToast(`${adminPaths.messages}${messagesListSearch(new URL(request.url))}`, {
    title: handled ? INBOX_MESSAGES.markedHandled : INBOX_MESSAGES.markedUnhandled,
  })
}

export async function loadDeleteMessagePage({ request, params }: LoaderFunctionArgs) {
  await requireAdmin(request, 'messages')
  const message = params.id ? await getMessageForAdmin(params.id) : null
  if (!message) throw json({ message: INBOX_MESSAGES.messageGone }, { status: 404 })
  return json({ message, i18n: await routeStrings(request, INBOX_STRINGS) })
}

/** POST of the delete confirmation. Failures are answered as data, for the dialog or the page. */
export async function deleteMessageAction({ request, params }: ActionFunctionArgs) {
  const user = await requireAdmin(request, 'messages')
  const deleted = await deleteMessage(auditActorOf(user), params.id ?? '')
  if (!deleted) return json({ message: INBOX_MESSAGES.deleteFailed, detail: INBOX_MESSAGES.messageGone }, { status: 404 })
  return redirectWithToast(adminPaths.messages, { title: INBOX_MESSAGES.deleted }, { headers: { 'X-Remix-Replace': 'true' } })
}

export async function loadSubscribersPage({ request }: LoaderFunctionArgs) {
  await requireAdmin(request, 'messages')
  const page = pageNumberOf(new URL(request.url).searchParams.get('page'))
  const { subscribers, total } = await listSubscribersForAdmin({ page, perPage: SUBSCRIBERS_PER_PAGE })
  return json({ subscribers, total, page, totalPages: pageCount(total, SUBSCRIBERS_PER_PAGE), i18n: await routeStrings(request, INBOX_STRINGS) })
}

export async function loadRemoveSubscriberPage({ request, params }: LoaderFunctionArgs) {
  await requireAdmin(request, 'messages')
  const subscriber = params.id ? await getSubscriberForAdmin(params.id) : null
  if (!subscriber) throw json({ message: INBOX_MESSAGES.subscriberGone }, { status: 404 })
  return json({ subscriber, i18n: await routeStrings(request, INBOX_STRINGS) })
}

export async function removeSubscriberAction({ request, params }: ActionFunctionArgs) {
  const user = await requireAdmin(request, 'messages')
  const removed = await removeSubscriber(auditActorOf(user), params.id ?? '')
  if (!removed) return json({ message: INBOX_MESSAGES.removeFailed, detail: INBOX_MESSAGES.subscriberGone }, { status: 404 })
  return redirectWithToast(adminPaths.subscribers, { title: INBOX_MESSAGES.subscriberRemoved }, { headers: { 'X-Remix-Replace': 'true' } })
}
