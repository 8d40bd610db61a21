import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from '@remix-run/node'
import { Form, Link, useLoaderData } from '@remix-run/react'
import { adminMeta } from '#app/components/admin/admin-meta.ts'
import { AdminShell } from '#app/components/admin/admin-shell.tsx'
import { DataTable } from '#app/components/admin/data-table.tsx'
import { InboxNav } from '#app/components/admin/inbox.tsx'
import { SubmitButton } from '#app/components/forms.tsx'
import { memberMessagePaths } from '#app/config/member-message-paths.ts'
import { formatDateTime } from '#app/domain/dates.ts'
import { useIsPending } from '#app/utils/hooks.ts'
import { metaTranslation, useListLabel, useTranslation } from '#app/utils/i18n.ts'
import { loadMemberMessagePage, memberMessageAction } from './member-message.server.ts'

export async function loader(args: LoaderFunctionArgs) {
  return loadMemberMessagePage(args)
}

export async function action(args: ActionFunctionArgs) {
  return memberMessageAction(args)
}

export const meta: MetaFunction = ({ data, location, matches }) =>
  adminMeta((data as { memberMessage?: { subjectEn: string } } | undefined)?.memberMessage?.subjectEn ?? metaTranslation(matches, 'admin').t('memberMessages.title'), { location, matches })

/** One message to members (issue 35, item 5): who it goes to and how many, the mail in each language, Send, and the record of what was sent. */
export default function MemberMessagePage() {
  const { memberMessage: msg, recipients, groupName, previews, deliveries } = useLoaderData<typeof loader>()
  const { t, locale } = useTranslation('admin')
  const listLabel = useListLabel()
  const isPending = useIsPending()
  const group = t(`memberMessages.groups.${msg.group}`)
  const named = msg.group === 'type' ? listLabel('membershipTypes', msg.membershipType) : groupName
  return (
    <AdminShell title={msg.subjectEn}>
      <InboxNav current="members" />
      <p className="mb-4">
        <Link to={memberMessagePaths.list} className="link inline-flex min-h-11 items-center">
          {t('memberMessages.back')}
        </Link>
      </p>
      <div className="card space-y-1">
        <p className="text-slate-900 wrap-anywhere">{named ? t('memberMessages.toNamed', { group, name: named }) : t('memberMessages.to', { group })}</p>
        <p className="text-slate-900">{t('memberMessages.kind', { category: t(`memberMessages.categoryNames.${msg.category}`) })}</p>
        <p className="text-sm text-slate-700 wrap-anywhere">{t('memberMessages.written', { date: formatDateTime(msg.createdAt, locale), by: msg.createdBy })}</p>
      </div>

      {recipients ? (
        <section aria-labelledby="recipients-heading" className="card mt-6">
          <h2 id="recipients-heading" className="text-lg font-semibold text-slate-900">
            {t('memberMessages.count')}
          </h2>
          <p className="mt-2 font-medium text-slate-900" data-testid="recipient-total">
            {t('memberMessages.total', { count: recipients.total })}
          </p>
          <ul className="mt-1 text-slate-800">
            <li>{t('memberMessages.inEnglish', { count: recipients.english })}</li>
            <li>{t('memberMessages.inMalay', { count: recipients.malay })}</li>
            {msg.category === 'news' ? <li>{t('memberMessages.optedOut', { count: recipients.optedOut })}</li> : null}
          </ul>
          <Form method="post" className="mt-4">
            <p className="text-sm text-slate-700">{t('memberMessages.sendNote')}</p>
            <SubmitButton pending={isPending} className="btn-primary mt-2">
              {t('memberMessages.send', { count: recipients.total })}
            </SubmitButton>
          </Form>
        </section>
      ) : null}

      {msg.sentAt ? (
        <section aria-labelledby="record-heading" className="card mt-6">
          <h2 id="record-heading" className="text-lg font-semibold text-slate-900">
            {t('memberMessages.record')}
          </h2>
          <p className="mt-2 text-slate-900 wrap-anywhere">
            {msg.finishedAt
              ? t('memberMessages.sentWhen', { date: formatDateTime(msg.sentAt, locale), by: msg.sentBy })
              : t('memberMessages.sending', { date: formatDateTime(msg.sentAt, locale) })}
          </p>
          {msg.finishedAt ? <p className="text-slate-800">{t('memberMessages.recordLine', { sent: msg.sentCount, failed: msg.failedCount, optedOut: msg.optedOutCount })}</p> : null}
          {deliveries.length ? (
            <div className="mt-3">
              <DataTable
                caption={t('memberMessages.logCaption')}
                minWidthClass="sm:min-w-[28rem]"
                columns={[{ label: t('memberMessages.address') }, { label: t('memberMessages.language') }, { label: t('memberMessages.status') }]}
              >
                {deliveries.map((delivery) => (
                  <tr key={delivery.userId} className="border-b border-slate-200">
                    <td data-label={t('memberMessages.address')} className="py-2 pr-4 wrap-anywhere sm:min-w-48">
                      {delivery.email}
                    </td>
                    <td data-label={t('memberMessages.language')} className="py-2 pr-4">
                      {t(`memberMessages.languages.${delivery.locale}`)}
                    </td>
                    <td data-label={t('memberMessages.status')} className="py-2">
                      {t(`memberMessages.statuses.${delivery.status}`)}
                    </td>
                  </tr>
                ))}
              </DataTable>
            </div>
          ) : null}
        </section>
      ) : null}

      <section aria-labelledby="preview-heading" className="card mt-6">
        <h2 id="preview-heading" className="text-lg font-semibold text-slate-900">
          {t('memberMessages.preview')}
        </h2>
        <div className="mt-3 grid gap-4 lg:grid-cols-2">
          {previews.map((preview) => (
            <article key={preview.locale} lang={preview.locale} aria-labelledby={`preview-${preview.locale}`} className="rounded border border-slate-300 p-4">
              <h3 id={`preview-${preview.locale}`} lang={locale} className="font-semibold text-slate-900">
                {t('memberMessages.previewIn', { language: t(`memberMessages.languages.${preview.locale}`) })}
              </h3>
              <p className="mt-2 font-medium text-slate-900 wrap-anywhere">{t('memberMessages.previewSubject', { subject: preview.subject })}</p>
              <p className="mt-2 whitespace-pre-wrap text-sm text-slate-800 wrap-anywhere">{preview.text}</p>
            </article>
          ))}
        </div>
      </section>
    </AdminShell>
  )
}
