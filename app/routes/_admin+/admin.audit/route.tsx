import type { LoaderFunctionArgs, MetaFunction } from '@remix-run/node'
import { useLoaderData } from '@remix-run/react'
import { adminMeta, adminMetaT } from '#app/components/admin/admin-meta.ts'
import { useTranslation } from '#app/utils/i18n.ts'
import { AdminShell } from '#app/components/admin/admin-shell.tsx'
import { DataTable } from '#app/components/admin/data-table.tsx'
import { Pagination } from '#app/components/pagination.tsx'
import { loadAuditPage } from './audit.server.ts'
import { formatDateTime } from '#app/domain/dates.ts'
import { adminPaths } from '#app/config/admin-paths.ts'

export async function loader(args: LoaderFunctionArgs) {
  return loadAuditPage(args)
}

export const meta: MetaFunction = ({ location, matches }) => adminMeta(adminMetaT(matches)('audit.title'), { location, matches })

export default function AuditLogPage() {
  const { entries, total, page, totalPages } = useLoaderData<typeof loader>()
  const { t, locale } = useTranslation('admin')
  return (
    <AdminShell title={t('audit.title')}>
      <section aria-labelledby="audit-heading" className="card">
        <h2 id="audit-heading" className="text-lg font-semibold text-slate-900">
          {t('audit.heading', { total })}
        </h2>
        <p className="mt-1 text-sm text-slate-700">
          {t('audit.intro')}
          {locale === 'en' ? null : ` ${t('audit.recordedInEnglish')}`}
        </p>
        {entries.length ? (
          <div className="mt-4">
            <DataTable
              caption={t('audit.caption')}
              minWidthClass="sm:min-w-[40rem]"
              columns={[{ label: t('audit.when') }, { label: t('audit.who') }, { label: t('audit.action') }, { label: t('audit.record') }, { label: t('audit.summary') }]}
            >
              {entries.map((entry) => (
                <tr key={entry.id} className="border-b border-slate-200 align-top">
                  <td data-label={t('audit.when')} className="whitespace-nowrap py-2 pr-4 text-slate-800">
                    <time dateTime={entry.createdAt}>{formatDateTime(entry.createdAt, locale)}</time>
                  </td>
                  <td data-label={t('audit.who')} className="py-2 pr-4 text-slate-900 wrap-anywhere sm:min-w-48">{entry.actorEmail}</td>
                  <td data-label={t('audit.action')} className="py-2 pr-4 text-slate-900">{entry.action}</td>
                  <td data-label={t('audit.record')} className="py-2 pr-4 text-slate-800">{entry.recordType}</td>
                  <td data-label={t('audit.summary')} lang="en" className="break-words py-2 text-slate-900">
                    {entry.summary}
                  </td>
                </tr>
              ))}
            </DataTable>
          </div>
        ) : (
          <p className="mt-4 rounded-lg border border-dashed border-slate-300 p-6 text-center text-slate-700">
            {page > 1 ? t('audit.emptyPage') : t('audit.none')}
          </p>
        )}
        <Pagination label={t('audit.pages')} page={page} totalPages={totalPages} hrefFor={(n) => (n > 1 ? `${adminPaths.audit}?page=${n}` : adminPaths.audit)} />
      </section>
    </AdminShell>
  )
}
