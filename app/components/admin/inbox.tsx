import { Form, Link } from '@remix-run/react'
import { Badge } from '#app/components/public/badge.tsx'
import type { MessageView, SubscriberView } from '#app/domain/inbox.ts'
import { cn } from '#app/components/class-names.ts'
import { formatDate, formatDateTime } from '#app/domain/dates.ts'
import { confirmationDialog, DialogTrigger, type Confirmation } from './admin-dialogs.tsx'
import { DataTable } from './data-table.tsx'
import { adminPaths } from '#app/config/admin-paths.ts'
import { INBOX_MESSAGES } from '#app/validation/admin-messages.ts'

const linkClass = (active: boolean) =>
  cn(
    'block whitespace-nowrap border-b-2 px-3 py-2.5 text-sm font-semibold',
    active ? 'border-brand-700 text-brand-900' : 'border-transparent text-slate-700 hover:border-slate-400 hover:text-slate-900',
  )

/** Contact messages and newsletter subscribers: the two halves of the messages section, as links. */
export function InboxNav({ current }: { current: 'messages' | 'subscribers' }) {
  return (
    <nav aria-label="Messages and subscribers" className="mb-6 border-b border-slate-300">
      <ul className="-mb-px flex flex-wrap gap-x-1">
        <li>
          <Link to={adminPaths.messages} aria-current={current === 'messages' ? 'page' : undefined} className={linkClass(current === 'messages')}>
            Contact messages
          </Link>
        </li>
        <li>
          <Link
            to={adminPaths.subscribers}
            aria-current={current === 'subscribers' ? 'page' : undefined}
            className={linkClass(current === 'subscribers')}
          >
            Newsletter subscribers
          </Link>
        </li>
      </ul>
    </nav>
  )
}

/** The delete confirmation of a message, as a dialog (with JavaScript) and as a page (without). */
export function deleteMessageConfirmation(message: MessageView): Confirmation {
  return {
    title: 'Delete Message',
    action: adminPaths.deleteMessage(message.id),
    confirmLabel: 'Delete',
    pendingLabel: 'Deleting…',
    failureMessage: INBOX_MESSAGES.deleteFailed,
    question: (
      <p>
        Delete the message from <strong className="break-words">{message.name}</strong> ({message.email}, received{' '}
        {formatDate(message.createdAt)})? This cannot be undone.
      </p>
    ),
  }
}

export function MessageCard({ message, listSearch }: { message: MessageView; listSearch: string }) {
  const headingId = `message-${message.id}`
  return (
    <article aria-labelledby={headingId} className={cn('rounded-lg border p-4 sm:p-5', message.handled ? 'border-slate-200 bg-slate-50' : 'border-amber-300 bg-white')}>
      <div className="flex flex-wrap items-start justify-between gap-2">
        <h3 id={headingId} className="min-w-0 break-words text-base font-semibold text-slate-900">
          {message.name}
        </h3>
        {message.handled ? (
          <Badge className="bg-green-50 text-green-900 ring-1 ring-green-300">
            {message.handledAt ? `Handled ${formatDate(message.handledAt)}` : 'Handled'}
          </Badge>
        ) : (
          <Badge className="bg-amber-50 text-amber-900 ring-1 ring-amber-300">Not handled yet</Badge>
        )}
      </div>
      <dl className="mt-2 grid gap-x-6 gap-y-1 text-sm sm:grid-cols-2">
        <div className="flex min-w-0 gap-1">
          <dt className="text-slate-600">E-mail:</dt>
          <dd className="min-w-0 break-all">
            <a href={`mailto:${message.email}`} className="link">
              {message.email}
            </a>
          </dd>
        </div>
        <div className="flex gap-1">
          <dt className="text-slate-600">Phone:</dt>
          <dd className="text-slate-900">
            {message.phone ? (
              <a href={`tel:${message.phone.replace(/[^\d+]/g, '')}`} className="link">
                {message.phone}
              </a>
            ) : (
              'Not given'
            )}
          </dd>
        </div>
        <div className="flex gap-1">
          <dt className="text-slate-600">Subject:</dt>
          <dd className="text-slate-900">{message.subject}</dd>
        </div>
        <div className="flex gap-1">
          <dt className="text-slate-600">Received:</dt>
          <dd className="text-slate-900">
            <time dateTime={message.createdAt}>{formatDateTime(message.createdAt)}</time>, via {message.source}
          </dd>
        </div>
      </dl>
      <p className="mt-3 whitespace-pre-line break-words rounded-md bg-white p-3 text-slate-900 ring-1 ring-slate-200">{message.message}</p>
      {message.newsletter ? <p className="mt-2 text-sm text-slate-700">Asked to receive the newsletter.</p> : null}
      <div className="mt-4 flex flex-wrap justify-end gap-2">
        <Form method="post" action={`${adminPaths.messages}${listSearch}`} preventScrollReset>
          <input type="hidden" name="id" value={message.id} />
          <button type="submit" name="intent" value={message.handled ? 'mark-unhandled' : 'mark-handled'} className="btn-secondary !px-3 !py-1.5">
            {message.handled ? 'Mark not handled' : 'Mark handled'}
            <span className="sr-only"> (message from {message.name})</span>
          </button>
        </Form>
        <DialogTrigger
          to={adminPaths.deleteMessage(message.id)}
          dialog={confirmationDialog(deleteMessageConfirmation(message))}
          className="btn !border !border-red-700 !px-3 !py-1.5 text-red-800 hover:bg-red-50"
        >
          Delete<span className="sr-only"> message from {message.name}</span>
        </DialogTrigger>
      </div>
    </article>
  )
}

/** Taking an address off the list, as a dialog (with JavaScript) and as a page (without). */
export function removeSubscriberConfirmation(subscriber: SubscriberView): Confirmation {
  return {
    title: 'Remove Subscriber',
    action: adminPaths.removeSubscriber(subscriber.id),
    confirmLabel: 'Remove',
    pendingLabel: 'Removing…',
    failureMessage: INBOX_MESSAGES.removeFailed,
    question: (
      <p>
        Remove <strong className="break-all">{subscriber.email}</strong> from the newsletter list? They will receive no further issues
        unless they subscribe again.
      </p>
    ),
  }
}

export function SubscriberTable({ subscribers }: { subscribers: SubscriberView[] }) {
  return (
    <DataTable
      caption="Newsletter subscribers, newest first"
      minWidthClass="min-w-[32rem]"
      columns={[{ label: 'E-mail' }, { label: 'Subscribed' }, { label: 'Source' }, { label: 'Actions', hidden: true, alignEnd: true }]}
    >
      {subscribers.map((subscriber) => (
        <tr key={subscriber.id} className="border-b border-slate-200">
          <td className="break-all py-2 pr-4 text-slate-900">{subscriber.email}</td>
          <td className="whitespace-nowrap py-2 pr-4 text-slate-800">
            <time dateTime={subscriber.createdAt}>{formatDateTime(subscriber.createdAt)}</time>
          </td>
          <td className="py-2 pr-4 text-slate-800">{subscriber.source}</td>
          <td className="py-2 text-right">
            <DialogTrigger
              to={adminPaths.removeSubscriber(subscriber.id)}
              dialog={confirmationDialog(removeSubscriberConfirmation(subscriber))}
              className="btn !border !border-red-700 !px-3 !py-1 text-red-800 hover:bg-red-50"
            >
              Remove<span className="sr-only"> {subscriber.email}</span>
            </DialogTrigger>
          </td>
        </tr>
      ))}
    </DataTable>
  )
}
