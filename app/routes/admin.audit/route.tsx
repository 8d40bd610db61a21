import type { LoaderFunctionArgs, MetaFunction } from '@remix-run/node'
import { useLoaderData, useRouteError } from '@remix-run/react'
import { adminMeta } from '#app/components/admin/admin-meta.ts'
import { AdminShell } from '#app/components/admin/admin-shell.tsx'
import { DataTable } from '#app/components/admin/data-table.tsx'
import { Pagination } from '#app/components/admin/pagination.tsx'
import { GeneralErrorBoundary } from '#app/components/error-boundary.tsx'
import { loadAuditPage } from './audit.server.ts'
import { formatDateTime } from '#app/domain/dates.ts'
import { adminPaths } from '#app/config/admin-paths.ts'

export async function loader(args: LoaderFunctionArgs) {
  return loadAuditPage(args)
}

export const meta: MetaFunction = ({ location, matches }) => adminMeta('Audit Log', { location, matches })

export default function AuditLogPage() {
  const { entries, total, page, totalPages } = useLoaderData<typeof loader>()
  return (
    <AdminShell title="Audit Log">
      <section aria-labelledby="audit-heading" className="card">
        <h2 id="audit-heading" className="text-lg font-semibold text-slate-900">
          {`Changes by administrators (${total})`}
        </h2>
        <p className="mt-1 text-sm text-slate-700">Every change made in the administration, newest first. Times are Malaysia time.</p>
        {entries.length ? (
          <div className="mt-4">
            <DataTable
              caption="The audit log, newest first"
              minWidthClass="min-w-[40rem]"
              columns={[{ label: 'When' }, { label: 'Who' }, { label: 'Action' }, { label: 'Record' }, { label: 'Summary' }]}
            >
              {entries.map((entry) => (
                <tr key={entry.id} className="border-b border-slate-200 align-top">
                  <td className="whitespace-nowrap py-2 pr-4 text-slate-800">
                    <time dateTime={entry.createdAt}>{formatDateTime(entry.createdAt)}</time>
                  </td>
                  <td className="break-all py-2 pr-4 text-slate-900">{entry.actorEmail}</td>
                  <td className="py-2 pr-4 text-slate-900">{entry.action}</td>
                  <td className="py-2 pr-4 text-slate-800">{entry.recordType}</td>
                  <td className="break-words py-2 text-slate-900">{entry.summary}</td>
                </tr>
              ))}
            </DataTable>
          </div>
        ) : (
          <p className="mt-4 rounded-lg border border-dashed border-slate-300 p-6 text-center text-slate-700">
            {page > 1 ? 'There are no records on this page.' : 'No changes have been recorded yet.'}
          </p>
        )}
        <Pagination label="Pages of the audit log" page={page} totalPages={totalPages} hrefFor={(n) => (n > 1 ? `${adminPaths.audit}?page=${n}` : adminPaths.audit)} />
      </section>
    </AdminShell>
  )
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary error={useRouteError()} />
}
