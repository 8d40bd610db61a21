import type { LoaderFunctionArgs, MetaFunction } from '@remix-run/node'
import { useLoaderData, useRouteError } from '@remix-run/react'
import { AdminDialogsProvider } from '#app/components/admin/admin-dialogs.tsx'
import { adminMeta } from '#app/components/admin/admin-meta.ts'
import { AdminShell } from '#app/components/admin/admin-shell.tsx'
import { InboxNav, SubscriberTable } from '#app/components/admin/inbox.tsx'
import { Pagination } from '#app/components/admin/pagination.tsx'
import { GeneralErrorBoundary } from '#app/components/error-boundary.tsx'
import { loadSubscribersPage } from '#app/routes/admin.messages/messages.server.ts'
import { adminPaths } from '#app/config/admin-paths.ts'

export async function loader(args: LoaderFunctionArgs) {
  return loadSubscribersPage(args)
}

export const meta: MetaFunction = ({ location, matches }) => adminMeta('Newsletter Subscribers', { location, matches })

const HEADING_ID = 'subscribers-heading'

export default function SubscribersPage() {
  const { subscribers, total, page, totalPages } = useLoaderData<typeof loader>()
  return (
    <AdminDialogsProvider fallbackFocusId={HEADING_ID}>
      <AdminShell title="Messages">
        <InboxNav current="subscribers" />
        <section aria-labelledby={HEADING_ID} className="card">
          <div className="flex flex-wrap items-center justify-between gap-3">
            <h2 id={HEADING_ID} tabIndex={-1} className="text-lg font-semibold text-slate-900">
              {`Newsletter subscribers (${total})`}
            </h2>
            {/* A plain link, not `download`: with an expired session that would save the sign-in page as the file. */}
            <a href={adminPaths.subscribersCsv} className="btn-secondary">
              Download CSV
            </a>
          </div>
          <p className="mt-1 text-sm text-slate-700">
            Everyone who asked for the newsletter, newest first. The CSV lists them all, for a mailing tool or a spreadsheet.
          </p>
          {subscribers.length ? (
            <div className="mt-4">
              <SubscriberTable subscribers={subscribers} />
            </div>
          ) : (
            <p className="mt-4 rounded-lg border border-dashed border-slate-300 p-6 text-center text-slate-700">
              {page > 1 ? 'There are no subscribers on this page.' : 'Nobody has subscribed yet.'}
            </p>
          )}
          <Pagination
            label="Pages of subscribers"
            page={page}
            totalPages={totalPages}
            hrefFor={(n) => (n > 1 ? `${adminPaths.subscribers}?page=${n}` : adminPaths.subscribers)}
          />
        </section>
      </AdminShell>
    </AdminDialogsProvider>
  )
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary error={useRouteError()} />
}
