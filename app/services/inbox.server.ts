import { contactSubjectLabel, sourceLabel, subscribersCsv, type MessageView, type SubscriberView } from '#app/domain/inbox.ts'
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
  newsletterStateOf,
  type PublicNewsletterSubscriber,
} from '#app/models/newsletter-subscriber.server.ts'
import { recordAdminAction, type AuditActor } from './audit.server.ts'
import type { ListSort, MessageSortField } from '#app/domain/list-sort.ts'

/**
 * What visitors send the association, for administrators (/admin/messages): contact messages (mark
 * handled or not, delete) and the newsletter subscribers (list, remove, CSV export). Every change is
 * recorded in the audit log.
 */

function toMessageView(message: PublicContactMessage): MessageView {
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

function toSubscriberView(subscriber: PublicNewsletterSubscriber): SubscriberView {
  return {
    id: subscriber.id,
    email: subscriber.email,
    source: sourceLabel(subscriber.source ?? ''),
    createdAt: new Date(subscriber.createdAt).toISOString(),
    state: newsletterStateOf(subscriber),
  }
}

/** A page of the messages, newest first unless `sort` says otherwise, and how many are not handled yet. */
export async function listMessagesForAdmin(query: { page: number; perPage: number; unhandledOnly: boolean; sort?: ListSort<MessageSortField> }) {
  const { items, total, unhandled } = await listContactMessages(query)
  return { messages: items.map(toMessageView), total, unhandled }
}

/** Null when there is no such message. */
export async function getMessageForAdmin(id: string): Promise<MessageView | null> {
  const message = await getContactMessage(id)
  return message ? toMessageView(message) : null
}

/** Marks a message handled or not; null when there is no such message. */
export async function setMessageHandled(actor: AuditActor, id: string, handled: boolean): Promise<MessageView | null> {
  const message = await setContactMessageHandled(id, handled)
  if (!message) return null
  const view = toMessageView(message)
  await recordAdminAction(actor, {
    action: handled ? 'marked handled' : 'marked not handled',
    entityType: 'contact-message',
    entityId: view.id,
    summary: `Marked the message from ${view.name} <${view.email}> (${view.subject}) as ${handled ? 'handled' : 'not handled'}`,
  })
  return view
}

/** Null when there was no such message. */
export async function deleteMessage(actor: AuditActor, id: string): Promise<MessageView | null> {
  const deleted = await deleteContactMessage(id)
  if (!deleted) return null
  const view = toMessageView(deleted)
  await recordAdminAction(actor, {
    action: 'deleted',
    entityType: 'contact-message',
    entityId: view.id,
    summary: `Deleted the message from ${view.name} <${view.email}> (${view.subject})`,
  })
  return view
}

/** A page of the subscribers, newest first. */
export async function listSubscribersForAdmin(query: { page: number; perPage: number }) {
  const { items, total } = await listNewsletterSubscribers(query)
  return { subscribers: items.map(toSubscriberView), total }
}

/** Null when the address is not on the list. */
export async function getSubscriberForAdmin(id: string): Promise<SubscriberView | null> {
  const subscriber = await getNewsletterSubscriber(id)
  return subscriber ? toSubscriberView(subscriber) : null
}

/** Takes an address off the list; null when it was not on it. */
export async function removeSubscriber(actor: AuditActor, id: string) {
  const removed = await deleteNewsletterSubscriber(id)
  if (!removed) return null
  await recordAdminAction(actor, {
    action: 'removed',
    entityType: 'newsletter-subscriber',
    entityId: removed.id,
    summary: `Removed ${removed.email} from the newsletter list`,
  })
  return removed
}

/** Every subscriber, newest first, as the CSV file an administrator downloads. */
export async function exportSubscribersCsv(): Promise<string> {
  return subscribersCsv(await listAllNewsletterSubscribers())
}
