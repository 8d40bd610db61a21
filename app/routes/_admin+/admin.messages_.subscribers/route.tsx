import type { LoaderFunctionArgs, MetaFunction } from '@remix-run/node'
import { useLoaderData } from '@remix-run/react'
import { AdminDialogsProvider } from '#app/components/admin/admin-dialogs.tsx'
import { adminMeta, adminMetaT } from '#app/components/admin/admin-meta.ts'
import { useTranslation } from '#app/utils/i18n.ts'
import { AdminShell } from '#app/components/admin/admin-shell.tsx'
import { InboxNav } from '#app/components/admin/inbox.tsx'
import { SubscriberTable } from '#app/components/admin/subscriber-table.tsx'
import { Pagination } from '#app/components/pagination.tsx'
import { loadSubscribersPage } from '#app/routes/_admin+/admin.messages/messages.server.ts'
import { adminPaths } from '#app/config/admin-paths.ts'

export async function loader(args: LoaderFunctionArgs) {
  return loadSubscribersPage(args)
}

export const meta: MetaFunction = ({ location, matches }) => adminMeta(adminMetaT(matches)('inbox.subscribersTitle'), { location, matches })

const HEADING_ID = 'subscribers-heading'

export default function SubscribersPage() {
  const { subscribers, total, page, totalPages } = useLoaderData<typeof loader>()
  const { t } = useTranslation('admin')
  return (
    <AdminDialogsProvider fallbackFocusId={HEADING_ID}>
      <AdminShell title={t('inbox.title')}>
        <InboxNav current="subscribers" />
        <section aria-labelledby={HEADING_ID} className="card">
          <div className="flex flex-wrap items-center justify-between gap-3">
            <h2 id={HEADING_ID} tabIndex={-1} className="text-lg font-semibold text-slate-900">
              {t('inbox.subscribersHeading', { total })}
            </h2>
            {/* A plain link, not `download`: with an expired session that would save the sign-in page as the file. */}
            <a href={adminPaths.subscribersCsv} className="btn-secondary">
              {t('inbox.downloadCsv')}
            </a>
          </div>
          <p className="mt-1 text-sm text-slate-700">
            {t('inbox.subscribersIntro')}
          </p>
          {subscribers.length ? (
            <div className="mt-4">
              <SubscriberTable subscribers={subscribers} />
            </div>
          ) : (
            <p className="mt-4 rounded-lg border border-dashed border-slate-300 p-6 text-center text-slate-700">
              {page > 1 ? t('inbox.noSubscribersPage') : t('inbox.noSubscribers')}
            </p>
          )}
          <Pagination
            label={t('inbox.subscriberPages')}
            page={page}
            totalPages={totalPages}
            hrefFor={(n) => (n > 1 ? `${adminPaths.subscribers}?page=${n}` : adminPaths.subscribers)}
          />
        </section>
      </AdminShell>
    </AdminDialogsProvider>
  )
}
