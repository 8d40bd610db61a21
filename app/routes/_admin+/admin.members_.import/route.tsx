import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from '@remix-run/node'
import { Form, Link, useActionData, useNavigation } from '@remix-run/react'
import { adminMeta, adminMetaT } from '#app/components/admin/admin-meta.ts'
import { AdminShell } from '#app/components/admin/admin-shell.tsx'
import { DataTable } from '#app/components/admin/data-table.tsx'
import { FormErrors } from '#app/components/forms.tsx'
import { adminPaths } from '#app/config/admin-paths.ts'
import { useTranslation } from '#app/utils/i18n.ts'
import { loadMembersImportPage, membersImportAction, type MembersImportAnswer } from './import.server.ts'

export async function loader(args: LoaderFunctionArgs) {
  return loadMembersImportPage(args)
}

export async function action(args: ActionFunctionArgs) {
  return membersImportAction(args)
}

export const meta: MetaFunction = ({ location, matches }) => {
  const t = adminMetaT(matches)
  return adminMeta(t('membersImport.title'), { location, matches }, t('membersImport.metaDescription'))
}

type LineErrors = Array<{ line: number; message: string }>

/**
 * /admin/members/import: upload the roster CSV, read the dry run (what each line would create or update,
 * and the lines that would be refused), then confirm to import. Plain forms: it works without JavaScript.
 */
export default function AdminMembersImportPage() {
  const answer = useActionData<MembersImportAnswer>()
  const navigation = useNavigation()
  const busy = navigation.state !== 'idle'
  const { t } = useTranslation('admin')

  return (
    <AdminShell title={t('membersImport.title')}>
      <p className="mb-2 max-w-3xl text-slate-700">{t('membersImport.intro')}</p>
      <p className="mb-6 max-w-3xl text-sm text-slate-700">
        {t('membersImport.columns')} <code className="rounded bg-slate-100 px-1">email, firstName, lastName, membershipId, membershipType, expiresAt</code>.{' '}
        {t('membersImport.optionalColumn')} <code className="rounded bg-slate-100 px-1">joinedOn</code>
      </p>
      <p className="mb-6">
        <Link to={adminPaths.members} className="text-brand-800 underline">
          {t('membersImport.backToMembers')}
        </Link>
      </p>

      {answer?.stage === 'failed' ? <FormErrors errors={[answer.detail ? `${answer.message} (${answer.detail})` : answer.message]} /> : null}

      {answer?.stage === 'done' ? (
        <section aria-labelledby="import-done-heading" className="mb-8 rounded-xl border border-green-300 bg-green-50 p-5">
          <h2 id="import-done-heading" className="text-lg font-semibold text-slate-900">
            {t('membersImport.doneHeading')}
          </h2>
          <p role="status" className="mt-2 text-slate-800">
            {t('membersImport.doneSummary', { created: answer.created, updated: answer.updated, refused: answer.errors.length })}
          </p>
          <LineErrorList errors={answer.errors} />
        </section>
      ) : null}

      {answer?.stage === 'preview' ? (
        <section aria-labelledby="import-preview-heading" className="mb-8 rounded-xl border border-slate-200 bg-white p-5 shadow-sm">
          <h2 id="import-preview-heading" className="text-lg font-semibold text-slate-900">
            {answer.fileName ? t('membersImport.previewHeadingOf', { fileName: answer.fileName }) : t('membersImport.previewHeading')}
          </h2>
          <p className="mt-2 text-slate-800">
            {t('membersImport.previewSummary', { creates: answer.creates, updates: answer.updates, refused: answer.errors.length })}
          </p>
          <LineErrorList errors={answer.errors} />
          {answer.lines.length ? (
            <DataTable
              className="mt-4"
              caption={t('membersImport.linesCaption')}
              minWidthClass="sm:min-w-[36rem]"
              columns={[
                { label: t('membersImport.line') },
                { label: t('membersImport.email') },
                { label: t('membersImport.name') },
                { label: t('membersImport.membershipId') },
                { label: t('membersImport.action') },
              ]}
            >
              {answer.lines.map((line) => (
                <tr key={line.line} className="border-b border-slate-200 align-top">
                  <td data-label={t('membersImport.line')} className="py-2 pr-4">
                    {line.line}
                  </td>
                  <td data-label={t('membersImport.email')} className="py-2 pr-4 wrap-anywhere sm:min-w-48">
                    {line.email}
                  </td>
                  <td data-label={t('membersImport.name')} className="py-2 pr-4">
                    {line.name}
                  </td>
                  <td data-label={t('membersImport.membershipId')} className="py-2 pr-4">
                    {line.membershipId || t('membersImport.idAssigned')}
                  </td>
                  <td data-label={t('membersImport.action')} className="py-2">
                    {line.action === 'create' ? t('membersImport.willCreate') : t('membersImport.willUpdate')}
                  </td>
                </tr>
              ))}
            </DataTable>
          ) : null}
          {answer.lines.length ? (
            <Form method="post" className="mt-4 flex flex-wrap items-center gap-3">
              <input type="hidden" name="intent" value="confirm" />
              <input type="hidden" name="csv" value={answer.csv} />
              <button type="submit" className="btn-primary" disabled={busy}>
                {t('membersImport.confirm', { count: answer.lines.length })}
              </button>
              <span className="text-sm text-slate-700">{t('membersImport.confirmHint')}</span>
            </Form>
          ) : (
            <p className="mt-4 text-slate-800">{t('membersImport.nothingToImport')}</p>
          )}
        </section>
      ) : null}

      <section aria-labelledby="import-upload-heading" className="rounded-xl border border-slate-200 bg-white p-5 shadow-sm">
        <h2 id="import-upload-heading" className="mb-3 text-lg font-semibold text-slate-900">
          {answer?.stage === 'preview' ? t('membersImport.uploadAnother') : t('membersImport.uploadHeading')}
        </h2>
        <Form method="post" encType="multipart/form-data" className="flex flex-wrap items-end gap-3">
          <input type="hidden" name="intent" value="preview" />
          <div>
            <label htmlFor="roster-file" className="mb-1 block text-sm font-medium text-slate-800">
              {t('membersImport.file')}
            </label>
            <input id="roster-file" type="file" name="file" accept=".csv,text/csv" required className="block text-sm text-slate-900" />
          </div>
          <button type="submit" className="btn-secondary" disabled={busy}>
            {t('membersImport.preview')}
          </button>
        </Form>
      </section>
    </AdminShell>
  )
}

function LineErrorList({ errors }: { errors: LineErrors }) {
  const { t } = useTranslation('admin')
  if (!errors.length) return null
  return (
    <div className="mt-4">
      <h3 className="font-semibold text-red-900">{t('membersImport.refusedHeading')}</h3>
      <ul className="mt-2 list-disc space-y-1 pl-6 text-red-900" aria-label={t('membersImport.refusedHeading')}>
        {errors.map((error) => (
          <li key={`${error.line}-${error.message}`}>{t('membersImport.lineError', { line: error.line, message: error.message })}</li>
        ))}
      </ul>
    </div>
  )
}
