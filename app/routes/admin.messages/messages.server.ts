import { json, type LoaderFunctionArgs } from '@remix-run/node'
import {
  deleteContactMessage,
  getContactMessage,
  listContactMessages,
  setContactMessageHandled,
  type PublicContactMessage,
} from '#app/models/contact-message.server.ts'
import {
  deleteNewsletterSubscriber,
  getNewsletterSubscriber,
  listAllNewsletterSubscribers,
  listNewsletterSubscribers,
  type PublicNewsletterSubscriber,
} from '#app/models/newsletter-subscriber.server.ts'
import { recordAdminAction } from '#app/services/audit.server.ts'
import { requireUser } from '#app/utils/auth.server.ts'
import { readFormData } from '#app/utils/form-submission.server.ts'
import { contactSubjectLabel, sourceLabel, subscribersCsv, subscribersCsvFilename } from '#app/domain/inbox.ts'
import { toMalaysiaDay } from '#app/domain/dates.ts'
import { pageCount, pageNumberOf } from '#app/domain/pagination.ts'
import { requireAdmin } from '#app/utils/permissions.server.ts'
import { redirectWithToast } from '#app/utils/toast.server.ts'
import { adminPaths } from '#app/config/paths.ts'

/**
 * The server side of /admin/messages: contact messages (mark handled, delete) and the newsletter
 * subscribers (list, remove, CSV export). Every change is recorded in the audit log. The delete and
 * remove confirmations are pages without JavaScript; with it, dialogs post to the same actions.
 */

export const MESSAGES_PER_PAGE = 25
export const SUBSCRIBERS_PER_PAGE = 50

export const INBOX_MESSAGES = {
  markedHandled: 'Message marked as handled',
  markedUnhandled: 'Message marked as not handled',
  deleted: 'Message deleted',
  updateFailed: 'Failed to update message',
  deleteFailed: 'Failed to delete message',
  messageGone: 'This message no longer exists. It may have been deleted already.',
  subscriberRemoved: 'Subscriber removed',
  removeFailed: 'Failed to remove subscriber',
  subscriberGone: 'This address is no longer on the list. It may have been removed already.',
} as const

type Params = LoaderFunctionArgs['params']
const actorOf = (user: { id: string; email: string }) => ({ id: user.id, email: user.email })

function toMessageView(message: PublicContactMessage) {
  return {
    id: message.id,
    name: `${message.firstName} ${message.lastName}`.trim(),
    email: message.email,
    phone: message.phone ?? '',
    subject: contactSubjectLabel(message.subject ?? '', message.source ?? ''),
    message: message.message,
    source: sourceLabel(message.source ?? ''),
    newsletter: Boolean(message.newsletter),
    handled: Boolean(message.handled),
    handledAt: message.handledAt ? new Date(message.handledAt).toISOString() : null,
    createdAt: new Date(message.createdAt).toISOString(),
  }
}
export type MessageView = ReturnType<typeof toMessageView>

function toSubscriberView(subscriber: PublicNewsletterSubscriber) {
  return {
    id: subscriber.id,
    email: subscriber.email,
    source: sourceLabel(subscriber.source ?? ''),
    createdAt: new Date(subscriber.createdAt).toISOString(),
  }
}
export type SubscriberView = ReturnType<typeof toSubscriberView>

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
  const { items, total, unhandled } = await listContactMessages({ page, perPage: MESSAGES_PER_PAGE, unhandledOnly })
  return json({
    messages: items.map(toMessageView),
    total,
    unhandled,
    unhandledOnly,
    page,
    totalPages: pageCount(total, MESSAGES_PER_PAGE),
    listSearch: messagesListSearch(url),
  })
}

/** POST of "Mark handled" / "Mark not handled" (intent), back to the same page of the list. */
export async function messagesAction({ request }: { request: Request }) {
  const user = await requireAdmin(request)
  const formData = await readFormData(request)
  const intent = formData.get('intent')
  if (intent !== 'mark-handled' && intent !== 'mark-unhandled') {
    return json({ message: INBOX_MESSAGES.updateFailed, detail: 'Unknown action.' }, { status: 400 })
  }
  const handled = intent === 'mark-handled'
  const message = await setContactMessageHandled(String(formData.get('id') ?? ''), handled)
  if (!message) return json({ message: INBOX_MESSAGES.updateFailed, detail: INBOX_MESSAGES.messageGone }, { status: 404 })
  const view = toMessageView(message)
  await recordAdminAction(actorOf(user), {
    action: handled ? 'marked handled' : 'marked not handled',
    entityType: 'contact-message',
    entityId: view.id,
    summary: `Marked the message from ${view.name} <${view.email}> (${view.subject}) as ${handled ? 'handled' : 'not handled'}`,
  })
  return redirectWithToast(`${adminPaths.messages}${messagesListSearch(new URL(request.url))}`, {
    title: handled ? INBOX_MESSAGES.markedHandled : INBOX_MESSAGES.markedUnhandled,
  })
}

async function requireMessage(id: string | undefined) {
  const message = id ? await getContactMessage(id) : null
  if (!message) throw json({ message: INBOX_MESSAGES.messageGone }, { status: 404 })
  return toMessageView(message)
}

export async function loadDeleteMessagePage({ request, params }: { request: Request; params: Params }) {
  await requireAdmin(request)
  return json({ message: await requireMessage(params.id) })
}

/** POST of the delete confirmation. Failures are answered as data, for the dialog or the page. */
export async function deleteMessageAction({ request, params }: { request: Request; params: Params }) {
  const user = await requireAdmin(request)
  const deleted = await deleteContactMessage(params.id ?? '')
  if (!deleted) return json({ message: INBOX_MESSAGES.deleteFailed, detail: INBOX_MESSAGES.messageGone }, { status: 404 })
  const view = toMessageView(deleted)
  await recordAdminAction(actorOf(user), {
    action: 'deleted',
    entityType: 'contact-message',
    entityId: view.id,
    summary: `Deleted the message from ${view.name} <${view.email}> (${view.subject})`,
  })
  return redirectWithToast(adminPaths.messages, { title: INBOX_MESSAGES.deleted }, { headers: { 'X-Remix-Replace': 'true' } })
}

export async function loadSubscribersPage({ request }: LoaderFunctionArgs) {
  await requireAdmin(request)
  const page = pageNumberOf(new URL(request.url).searchParams.get('page'))
  const { items, total } = await listNewsletterSubscribers({ page, perPage: SUBSCRIBERS_PER_PAGE })
  return json({ subscribers: items.map(toSubscriberView), total, page, totalPages: pageCount(total, SUBSCRIBERS_PER_PAGE) })
}

async function requireSubscriber(id: string | undefined) {
  const subscriber = id ? await getNewsletterSubscriber(id) : null
  if (!subscriber) throw json({ message: INBOX_MESSAGES.subscriberGone }, { status: 404 })
  return toSubscriberView(subscriber)
}

export async function loadRemoveSubscriberPage({ request, params }: { request: Request; params: Params }) {
  await requireAdmin(request)
  return json({ subscriber: await requireSubscriber(params.id) })
}

export async function removeSubscriberAction({ request, params }: { request: Request; params: Params }) {
  const user = await requireAdmin(request)
  const removed = await deleteNewsletterSubscriber(params.id ?? '')
  if (!removed) return json({ message: INBOX_MESSAGES.removeFailed, detail: INBOX_MESSAGES.subscriberGone }, { status: 404 })
  await recordAdminAction(actorOf(user), {
    action: 'removed',
    entityType: 'newsletter-subscriber',
    entityId: removed.id,
    summary: `Removed ${removed.email} from the newsletter list`,
  })
  return redirectWithToast(adminPaths.subscribers, { title: INBOX_MESSAGES.subscriberRemoved }, { headers: { 'X-Remix-Replace': 'true' } })
}

/**
 * GET /admin/messages/subscribers.csv. Signed out, the administrator comes back to the subscribers page
 * after signing in, not here: a file cannot be "returned to".
 */
export async function subscribersCsvResponse({ request }: LoaderFunctionArgs) {
  await requireUser(request, { redirectTo: adminPaths.subscribers })
  await requireAdmin(request)
  const subscribers = await listAllNewsletterSubscribers()
  return new Response(subscribersCsv(subscribers), {
    headers: {
      'content-type': 'text/csv; charset=utf-8',
      'content-disposition': `attachment; filename="${subscribersCsvFilename(toMalaysiaDay(new Date()))}"`,
      'cache-control': 'private, no-store',
    },
  })
}
