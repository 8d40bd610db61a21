import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from '@remix-run/node'
import { Link, useActionData, useLoaderData, useLocation } from '@remix-run/react'
import { AdminDialogsProvider } from '#app/components/admin/admin-dialogs.tsx'
import { adminMeta, adminMetaT } from '#app/components/admin/admin-meta.ts'
import { useTranslation } from '#app/utils/i18n.ts'
import { AdminShell } from '#app/components/admin/admin-shell.tsx'
import { InboxNav } from '#app/components/admin/inbox.tsx'
import { MessageRow } from '#app/components/admin/message-row.tsx'
import { pageHrefKeeping, Pagination } from '#app/components/pagination.tsx'
import { SortableTable, sortHrefKeeping } from '#app/components/admin/sortable-table.tsx'
import { FormErrors } from '#app/components/form-errors.tsx'
import { cn } from '#app/components/class-names.ts'
import { loadMessagesPage, messagesAction } from './messages.server.ts'
import { adminPaths } from '#app/config/admin-paths.ts'

export async function loader(args: LoaderFunctionArgs) {
  return loadMessagesPage(args)
}

export async function action(args: ActionFunctionArgs) {
  return messagesAction(args)
}

export const meta: MetaFunction = ({ location, matches }) => adminMeta(adminMetaT(matches)('inbox.title'), { location, matches })

const HEADING_ID = 'messages-heading'

export default function MessagesPage() {
  const { messages, total, unhandled, unhandledOnly, page, totalPages, listSearch, sort } = useLoaderData<typeof loader>()
  const location = useLocation()
  const searchParams = new URLSearchParams(location.search)
  const failure = useActionData<typeof action>()
  const { t } = useTranslation('admin')
  const filterClass = (active: boolean) => cn('rounded-full px-3 py-1 text-sm font-semibold ring-1', active ? 'bg-brand-700 text-white ring-brand-700' : 'text-slate-800 ring-slate-300 hover:bg-slate-100')
  return (
    <AdminDialogsProvider fallbackFocusId={HEADING_ID}>
      <AdminShell title={t('inbox.title')}>
        <InboxNav current="messages" />
        <section aria-labelledby={HEADING_ID} className="card">
          <div className="flex flex-wrap items-center justify-between gap-3">
            <h2 id={HEADING_ID} tabIndex={-1} className="text-lg font-semibold text-slate-900">
              {unhandledOnly ? t('inbox.headingUnhandled', { total }) : t('inbox.heading', { total })}
            </h2>
            <p className="flex flex-wrap gap-2" aria-label={t('inbox.show')}>
              <Link to={adminPaths.messages} aria-current={unhandledOnly ? undefined : 'page'} className={filterClass(!unhandledOnly)}>
                {t('inbox.all')}
              </Link>
              <Link to={adminPaths.unhandledMessages} aria-current={unhandledOnly ? 'page' : undefined} className={filterClass(unhandledOnly)}>
                {t('inbox.unhandledOnly', { count: unhandled })}
              </Link>
            </p>
          </div>
          <p className="mt-1 text-sm text-slate-700">
            {t('inbox.intro')}
          </p>
          {failure ? (
            <div className="mt-4">
              <FormErrors errors={[failure.message, failure.detail]} />
            </div>
          ) : null}
          {messages.length ? (
            <div className="mt-4">
              <SortableTable
                caption={t('inbox.listLabel')}
                sort={sort}
                hrefFor={sortHrefKeeping(location.pathname, searchParams)}
                columns={[
                  { label: t('inbox.columns.received'), field: 'date' },
                  { label: t('inbox.columns.from'), field: 'name' },
                  { label: t('inbox.columns.subject'), field: 'subject' },
                  { label: t('inbox.columns.message') },
                  { label: t('inbox.columns.state') },
                  { label: t('inbox.actions'), hidden: true },
                ]}
              >
                {messages.map((message) => (
                  <MessageRow key={message.id} message={message} listSearch={listSearch} />
                ))}
              </SortableTable>
            </div>
          ) : (
            <p className="mt-4 rounded-lg border border-dashed border-slate-300 p-6 text-center text-slate-700">
              {unhandledOnly ? t('inbox.allHandled') : page > 1 ? t('inbox.emptyPage') : t('inbox.none')}
            </p>
          )}
          <Pagination label={t('inbox.pages')} page={page} totalPages={totalPages} hrefFor={pageHrefKeeping(location.pathname, searchParams)} />
        </section>
      </AdminShell>
    </AdminDialogsProvider>
  )
}
