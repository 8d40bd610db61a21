import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from '@remix-run/node'
import { Link, useActionData, useLoaderData, useRouteError } from '@remix-run/react'
import { AdminDialogsProvider } from '#app/components/admin/admin-dialogs.tsx'
import { adminMeta } from '#app/components/admin/admin-meta.ts'
import { AdminShell } from '#app/components/admin/admin-shell.tsx'
import { InboxNav, MessageCard } from '#app/components/admin/inbox.tsx'
import { Pagination } from '#app/components/admin/pagination.tsx'
import { GeneralErrorBoundary } from '#app/components/error-boundary.tsx'
import { FormErrors } from '#app/components/forms.tsx'
import { cn } from '#app/components/class-names.ts'
import { loadMessagesPage, messagesAction } from './messages.server.ts'
import { adminPaths } from '#app/config/admin-paths.ts'

export async function loader(args: LoaderFunctionArgs) {
  return loadMessagesPage(args)
}

export async function action(args: ActionFunctionArgs) {
  return messagesAction(args)
}

export const meta: MetaFunction = ({ location, matches }) => adminMeta('Messages', { location, matches })

const HEADING_ID = 'messages-heading'

export default function MessagesPage() {
  const { messages, total, unhandled, unhandledOnly, page, totalPages, listSearch } = useLoaderData<typeof loader>()
  const failure = useActionData<typeof action>()
  const filterClass = (active: boolean) => cn('rounded-full px-3 py-1 text-sm font-semibold ring-1', active ? 'bg-brand-700 text-white ring-brand-700' : 'text-slate-800 ring-slate-300 hover:bg-slate-100')
  return (
    <AdminDialogsProvider fallbackFocusId={HEADING_ID}>
      <AdminShell title="Messages">
        <InboxNav current="messages" />
        <section aria-labelledby={HEADING_ID} className="card">
          <div className="flex flex-wrap items-center justify-between gap-3">
            <h2 id={HEADING_ID} tabIndex={-1} className="text-lg font-semibold text-slate-900">
              {unhandledOnly ? `Messages not handled yet (${total})` : `Contact messages (${total})`}
            </h2>
            <p className="flex flex-wrap gap-2" aria-label="Show">
              <Link to={adminPaths.messages} aria-current={unhandledOnly ? undefined : 'page'} className={filterClass(!unhandledOnly)}>
                All messages
              </Link>
              <Link to={adminPaths.unhandledMessages} aria-current={unhandledOnly ? 'page' : undefined} className={filterClass(unhandledOnly)}>
                {`Not handled only (${unhandled})`}
              </Link>
            </p>
          </div>
          <p className="mt-1 text-sm text-slate-700">
            What visitors send from the home page, the contact page and the API, newest first. Mark a message handled once someone has replied.
          </p>
          {failure ? (
            <div className="mt-4">
              <FormErrors errors={[failure.message, failure.detail]} />
            </div>
          ) : null}
          {messages.length ? (
            <ul className="mt-4 space-y-4" aria-label="Contact messages">
              {messages.map((message) => (
                <li key={message.id}>
                  <MessageCard message={message} listSearch={listSearch} />
                </li>
              ))}
            </ul>
          ) : (
            <p className="mt-4 rounded-lg border border-dashed border-slate-300 p-6 text-center text-slate-700">
              {unhandledOnly ? 'Every message has been handled. Well done!' : page > 1 ? 'There are no messages on this page.' : 'No messages yet.'}
            </p>
          )}
          <Pagination
            label="Pages of messages"
            page={page}
            totalPages={totalPages}
            hrefFor={(n) => `${unhandledOnly ? adminPaths.unhandledMessages : adminPaths.messages}${n > 1 ? `${unhandledOnly ? '&' : '?'}page=${n}` : ''}`}
          />
        </section>
      </AdminShell>
    </AdminDialogsProvider>
  )
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary error={useRouteError()} />
}
