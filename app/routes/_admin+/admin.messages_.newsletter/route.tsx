import type { SubmissionResult } from '@conform-to/react'
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from '@remix-run/node'
import { Form, useActionData, useLoaderData } from '@remix-run/react'
import { adminMeta } from '#app/components/admin/admin-meta.ts'
import { AdminShell } from '#app/components/admin/admin-shell.tsx'
import { DataTable } from '#app/components/admin/data-table.tsx'
import { InboxNav } from '#app/components/admin/inbox.tsx'
import { Field, FormErrors, SubmitButton, TextareaField } from '#app/components/forms.tsx'
import { getFormProps, getInputProps, getTextareaProps, useForm } from '#app/components/server-form.ts'
import { formatDateTime } from '#app/domain/dates.ts'
import { useIsPending } from '#app/utils/hooks.ts'
import { metaTranslation, useTranslation } from '#app/utils/i18n.ts'
import type { NewsletterIssueInput } from '#app/validation/newsletter.ts'
import { loadNewsletterIssuesPage, newsletterIssuesAction } from './newsletter-issues.server.ts'

export async function loader(args: LoaderFunctionArgs) {
  return loadNewsletterIssuesPage(args)
}

export async function action(args: ActionFunctionArgs) {
  return newsletterIssuesAction(args)
}

export const meta: MetaFunction = ({ location, matches }) => adminMeta(metaTranslation(matches, 'admin').t('newsletterIssues.title'), { location, matches })

type Issue = ReturnType<typeof useLoaderData<typeof loader>>['issues'][number]

/** Newsletter issues (issue 21, item 5): write one in both languages, send it once, read who received it. */
export default function NewsletterIssuesPage() {
  const { issues, confirmedCount } = useLoaderData<typeof loader>()
  const { t } = useTranslation('admin')
  const isPending = useIsPending()
  const [form, fields] = useForm<NewsletterIssueInput>({ id: 'newsletter-issue', lastResult: useActionData<SubmissionResult<string[]>>() })
  return (
    <AdminShell title={t('newsletterIssues.title')}>
      <InboxNav current="newsletter" />
      <p className="mb-2 max-w-3xl text-slate-700">{t('newsletterIssues.intro')}</p>
      <p className="mb-6 font-medium text-slate-900">{t('newsletterIssues.confirmed', { count: confirmedCount })}</p>

      <section aria-labelledby="issue-write-heading" className="card">
        <h2 id="issue-write-heading" className="text-lg font-semibold text-slate-900">
          {t('newsletterIssues.write')}
        </h2>
        <Form method="post" {...getFormProps(form)} className="mt-4 space-y-4">
          <FormErrors id={form.errorId} errors={form.errors} />
          <input type="hidden" name="intent" value="create" />
          <fieldset disabled={isPending} className="space-y-4">
            <Field labelProps={{ children: t('newsletterIssues.subjectEn') }} inputProps={{ ...getInputProps(fields.subjectEn, { type: 'text' }), lang: 'en' }} errors={fields.subjectEn.errors} />
            <TextareaField
              labelProps={{ children: t('newsletterIssues.bodyEn') }}
              textareaProps={{ ...getTextareaProps(fields.bodyEn), rows: 10, lang: 'en' }}
              errors={fields.bodyEn.errors}
              hint={t('newsletterIssues.bodyHint')}
            />
            <Field labelProps={{ children: t('newsletterIssues.subjectMs') }} inputProps={{ ...getInputProps(fields.subjectMs, { type: 'text' }), lang: 'ms' }} errors={fields.subjectMs.errors} />
            <TextareaField
              labelProps={{ children: t('newsletterIssues.bodyMs') }}
              textareaProps={{ ...getTextareaProps(fields.bodyMs), rows: 10, lang: 'ms' }}
              errors={fields.bodyMs.errors}
            />
            <SubmitButton pending={isPending} className="btn-primary">
              {t('newsletterIssues.save')}
            </SubmitButton>
          </fieldset>
        </Form>
      </section>

      <section aria-labelledby="issue-list-heading" className="card mt-6">
        <h2 id="issue-list-heading" className="text-lg font-semibold text-slate-900">
          {t('newsletterIssues.list')}
        </h2>
        {issues.length === 0 ? <p className="mt-2 text-slate-700">{t('newsletterIssues.none')}</p> : null}
        <ul className="mt-4 space-y-6">
          {issues.map((issue) => (
            <IssueItem key={issue.id} issue={issue} />
          ))}
        </ul>
      </section>
    </AdminShell>
  )
}

function IssueItem({ issue }: { issue: Issue }) {
  const { t, locale } = useTranslation('admin')
  const isPending = useIsPending()
  const headingId = `issue-${issue.id}`
  return (
    <li className="rounded border border-slate-200 p-4" aria-labelledby={headingId}>
      <h3 id={headingId} className="font-semibold text-slate-900">
        {issue.subjectEn} / <span lang="ms">{issue.subjectMs}</span>
      </h3>
      <p className="text-sm text-slate-700">{t('newsletterIssues.written', { date: formatDateTime(issue.createdAt, locale), by: issue.createdBy })}</p>
      <p className="mt-2 line-clamp-3 whitespace-pre-line text-slate-800">{issue.bodyEn}</p>
      {issue.sentAt ? (
        <>
          <p className="mt-2 text-sm font-medium text-slate-900">
            {t('newsletterIssues.sentOn', { date: formatDateTime(issue.sentAt, locale), by: issue.sentBy, sent: issue.sentCount, failed: issue.failedCount })}
          </p>
          {issue.deliveries.length ? (
            <div className="mt-3">
              <DataTable
                caption={t('newsletterIssues.logCaption')}
                minWidthClass="sm:min-w-[28rem]"
                columns={[{ label: t('newsletterIssues.address') }, { label: t('newsletterIssues.language') }, { label: t('newsletterIssues.status') }]}
              >
                {issue.deliveries.map((delivery) => (
                  <tr key={delivery.email} className="border-b border-slate-200">
                    <td data-label={t('newsletterIssues.address')} className="py-2 pr-4 wrap-anywhere sm:min-w-48">{delivery.email}</td>
                    <td data-label={t('newsletterIssues.language')} className="py-2 pr-4">{delivery.locale}</td>
                    <td data-label={t('newsletterIssues.status')} className="py-2">{t(`newsletterIssues.statuses.${delivery.status}`)}</td>
                  </tr>
                ))}
              </DataTable>
            </div>
          ) : null}
        </>
      ) : (
        <Form method="post" className="mt-3">
          <p className="text-sm text-slate-700">{t('newsletterIssues.notSent')}</p>
          <input type="hidden" name="intent" value="send" />
          <input type="hidden" name="id" value={issue.id} />
          <SubmitButton pending={isPending} className="btn-primary mt-2">
            {t('newsletterIssues.send')}
          </SubmitButton>
        </Form>
      )}
    </li>
  )
}
