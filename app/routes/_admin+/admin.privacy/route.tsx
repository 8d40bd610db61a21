import type { SubmissionResult } from '@conform-to/react'
import { getFormProps, getInputProps, getTextareaProps, useForm } from '#app/components/server-form.ts'
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from '@remix-run/node'
import { Form, Link, useActionData, useLoaderData } from '@remix-run/react'
import { adminMeta } from '#app/components/admin/admin-meta.ts'
import { AdminShell } from '#app/components/admin/admin-shell.tsx'
import { DataTable } from '#app/components/admin/data-table.tsx'
import { Field, FormErrors, SubmitButton, TextareaField } from '#app/components/forms.tsx'
import { adminPaths } from '#app/config/admin-paths.ts'
import { formatDate, formatDateTime } from '#app/domain/dates.ts'
import { useIsPending } from '#app/utils/hooks.ts'
import { metaTranslation, useTranslation } from '#app/utils/i18n.ts'
import type { PrivacyNoticeInput } from '#app/validation/privacy.ts'
import { adminPrivacyAction, loadAdminPrivacyPage } from './admin-privacy.server.ts'

export async function loader(args: LoaderFunctionArgs) {
  return loadAdminPrivacyPage(args)
}

export async function action(args: ActionFunctionArgs) {
  return adminPrivacyAction(args)
}

export const meta: MetaFunction = ({ location, matches }) => adminMeta(metaTranslation(matches, 'privacy').t('admin.title'), { location, matches })

export default function AdminPrivacyPage() {
  const { history, nextVersion, draft, constraint } = useLoaderData<typeof loader>()
  const { t, locale } = useTranslation('privacy')
  const isPending = useIsPending()
  const [form, fields] = useForm<PrivacyNoticeInput>({
    id: 'privacy-notice',
    lastResult: useActionData<SubmissionResult<string[]>>(),
    defaultValue: draft,
    constraint,
  })
  return (
    <AdminShell title={t('admin.title')}>
      <p className="mb-6 max-w-3xl text-slate-700">{t('admin.intro')}</p>
      <p className="mb-6">
        <Link to={adminPaths.privacyRequests} className="link">
          {t('admin.toRequests')}
        </Link>
      </p>
      <section aria-labelledby="privacy-history-heading" className="card">
        <h2 id="privacy-history-heading" className="text-lg font-semibold text-slate-900">
          {t('admin.history')}
        </h2>
        {history.length ? (
          <div className="mt-4">
            <DataTable
              caption={t('admin.caption')}
              minWidthClass="sm:min-w-[32rem]"
              columns={[{ label: t('admin.version') }, { label: t('admin.effective') }, { label: t('admin.published') }, { label: t('admin.by') }]}
            >
              {history.map((notice) => (
                <tr key={notice.version} className="border-b border-slate-200">
                  <td data-label={t('admin.version')} className="py-2 pr-4">{notice.version}</td>
                  <td data-label={t('admin.effective')} className="py-2 pr-4">{formatDate(notice.effectiveAt, locale)}</td>
                  <td data-label={t('admin.published')} className="py-2 pr-4">{formatDateTime(notice.publishedAt, locale)}</td>
                  <td data-label={t('admin.by')} className="py-2 wrap-anywhere sm:min-w-48">{notice.publishedBy}</td>
                </tr>
              ))}
            </DataTable>
          </div>
        ) : (
          <p className="mt-2 text-slate-700">{t('admin.none')}</p>
        )}
      </section>

      <section aria-labelledby="privacy-publish-heading" className="card mt-6">
        <h2 id="privacy-publish-heading" className="text-lg font-semibold text-slate-900">
          {t('admin.publishHeading', { version: nextVersion })}
        </h2>
        <Form method="post" {...getFormProps(form)} className="mt-4 space-y-4">
          <FormErrors id={form.errorId} errors={form.errors} />
          <fieldset disabled={isPending} className="space-y-4">
            <TextareaField
              labelProps={{ children: t('admin.bodyEn') }}
              textareaProps={{ ...getTextareaProps(fields.bodyEn), rows: 14, lang: 'en' }}
              errors={fields.bodyEn.errors}
              hint={t('admin.bodyHint')}
            />
            <TextareaField
              labelProps={{ children: t('admin.bodyMs') }}
              textareaProps={{ ...getTextareaProps(fields.bodyMs), rows: 14, lang: 'ms' }}
              errors={fields.bodyMs.errors}
            />
            <Field
              labelProps={{ children: t('admin.effectiveDate') }}
              inputProps={getInputProps(fields.effectiveDate, { type: 'date' })}
              errors={fields.effectiveDate.errors}
            />
            <SubmitButton pending={isPending} className="btn-primary">
              {t('admin.publish')}
            </SubmitButton>
          </fieldset>
        </Form>
      </section>
    </AdminShell>
  )
}
