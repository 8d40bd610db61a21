import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from '@remix-run/node'
import { Form, Link, useActionData, useLoaderData, useNavigation } from '@remix-run/react'
import { adminMeta, adminMetaT } from '#app/components/admin/admin-meta.ts'
import { AdminShell } from '#app/components/admin/admin-shell.tsx'
import { DataTable } from '#app/components/admin/data-table.tsx'
import { ErrorList, SubmitButton } from '#app/components/forms.tsx'
import { financePaths } from '#app/config/finance-paths.ts'
import { formatDateTime } from '#app/domain/dates.ts'
import { useTranslation } from '#app/utils/i18n.ts'
import type { RouteHandle } from '#app/utils/route-handle.ts'
import { loadReconciliationPage, reconciliationAction, type StatementUploadFailure } from './reconciliation.server.ts'

/** A plain upload form and a list of links: sent as HTML with the pending-state script, not hydrated. */
export const handle: RouteHandle = { hydrate: false, enhance: ['pending-forms'] }

export async function loader(args: LoaderFunctionArgs) {
  return loadReconciliationPage(args)
}

export async function action(args: ActionFunctionArgs) {
  return reconciliationAction(args)
}

export const meta: MetaFunction = ({ location, matches }) => {
  const t = adminMetaT(matches)
  return adminMeta(t('reconciliation.title'), { location, matches }, t('reconciliation.metaDescription'))
}

/**
 * /admin/reconciliation (issue 34, item 3): import the bank's statement as CSV (it opens matched, on its
 * own page, where the treasurer confirms), and the statements imported before, newest first.
 */
export default function ReconciliationPage() {
  const { imports } = useLoaderData<typeof loader>()
  const failure = useActionData<StatementUploadFailure>()
  const navigation = useNavigation()
  const { t, locale } = useTranslation('admin')
  const errorId = failure ? 'statement-file-error' : undefined
  return (
    <AdminShell title={t('reconciliation.title')}>
      <p className="mb-6 max-w-3xl text-slate-700">{t('reconciliation.intro')}</p>
      <section aria-labelledby="statement-upload-heading" className="card mb-8">
        <h2 id="statement-upload-heading" className="mb-3 text-lg font-semibold text-slate-900">
          {t('reconciliation.uploadHeading')}
        </h2>
        <p className="mb-4 max-w-3xl text-sm text-slate-700">
          {t('reconciliation.formats')}: <code className="rounded bg-slate-100 px-1">date, description, amount, reference</code>
        </p>
        <Form method="post" encType="multipart/form-data" className="flex flex-wrap items-end gap-3">
          <div className="min-w-0 max-w-full">
            <label htmlFor="statement-file" className="mb-1 block text-sm font-medium text-slate-800">
              {t('reconciliation.file')}
            </label>
            <input
              id="statement-file"
              type="file"
              name="file"
              accept=".csv,text/csv"
              required
              aria-invalid={failure ? true : undefined}
              aria-describedby={errorId}
              className="block max-w-full text-sm text-slate-900"
            />
            <ErrorList id={errorId} errors={failure ? [failure.message] : undefined} />
          </div>
          <SubmitButton className="btn-primary" pending={navigation.state === 'submitting'} pendingText={t('reconciliation.uploading')}>
            {t('reconciliation.upload')}
          </SubmitButton>
        </Form>
      </section>

      <section aria-labelledby="statement-imports-heading" className="card">
        <h2 id="statement-imports-heading" className="mb-3 text-lg font-semibold text-slate-900">
          {t('reconciliation.importsHeading')}
        </h2>
        {imports.length ? (
          <DataTable
            caption={t('reconciliation.importsCaption')}
            minWidthClass="sm:min-w-[40rem]"
            columns={[
              { label: t('reconciliation.importedAt') },
              { label: t('reconciliation.fileName') },
              { label: t('reconciliation.layout') },
              { label: t('reconciliation.lineCount'), alignEnd: true },
              { label: t('reconciliation.matchedCount'), alignEnd: true },
              { label: t('reconciliation.recordedCount'), alignEnd: true },
            ]}
          >
            {imports.map((statement) => (
              <tr key={statement.importId} className="border-b border-slate-200 align-middle">
                <td data-label={t('reconciliation.importedAt')} className="whitespace-nowrap py-2 pr-4 text-slate-800">
                  {formatDateTime(statement.importedAt, locale)}
                </td>
                <td data-label={t('reconciliation.fileName')} className="py-2 pr-4 wrap-anywhere">
                  <Link to={financePaths.reconciliationImport(statement.importId)} className="inline-flex min-h-11 items-center text-brand-800 underline">
                    {statement.fileName || t('reconciliation.noName')}
                  </Link>
                </td>
                <td data-label={t('reconciliation.layout')} className="py-2 pr-4 text-slate-800">
                  {t(`reconciliation.layouts.${statement.layout}`)}
                </td>
                <td data-label={t('reconciliation.lineCount')} className="py-2 pr-4 text-right tabular-nums">
                  {statement.lines}
                </td>
                <td data-label={t('reconciliation.matchedCount')} className="py-2 pr-4 text-right tabular-nums">
                  {statement.matched}
                </td>
                <td data-label={t('reconciliation.recordedCount')} className="py-2 text-right tabular-nums">
                  {statement.recorded}
                </td>
              </tr>
            ))}
          </DataTable>
        ) : (
          <p className="text-slate-700">{t('reconciliation.noImports')}</p>
        )}
      </section>
    </AdminShell>
  )
}
