import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from '@remix-run/node'
import { Form, Link, useActionData, useLoaderData } from '@remix-run/react'
import { adminMeta, adminMetaT } from '#app/components/admin/admin-meta.ts'
import { AdminShell } from '#app/components/admin/admin-shell.tsx'
import { DataTable } from '#app/components/admin/data-table.tsx'
import { MeetingFields, type MeetingForm } from '#app/components/admin/meeting-fields.tsx'
import { FormErrors, SubmitButton } from '#app/components/forms.tsx'
import { getFormProps, useForm } from '#app/components/server-form.ts'
import { governancePaths } from '#app/config/governance-paths.ts'
import { formatDateTime } from '#app/domain/dates.ts'
import { useIsPending } from '#app/utils/hooks.ts'
import { useTranslation } from '#app/utils/i18n.ts'
import type { RouteHandle } from '#app/utils/route-handle.ts'
import { adminMeetingsAction, loadAdminMeetingsPage } from './admin-meetings.server.ts'

/** Plain forms and links: sent as HTML with the pending-state script, not hydrated. */
export const handle: RouteHandle = { hydrate: false, enhance: ['pending-forms'] }

export async function loader(args: LoaderFunctionArgs) {
  return loadAdminMeetingsPage(args)
}

export async function action(args: ActionFunctionArgs) {
  return adminMeetingsAction(args)
}

export const meta: MetaFunction = ({ location, matches }) => adminMeta(adminMetaT(matches)('nav.meetings'), { location, matches })

/** The general meetings (issue 35, item 2): each to its page, and the form that calls one. */
export default function AdminMeetingsPage() {
  const { meetings, constraint } = useLoaderData<typeof loader>()
  const { t, locale } = useTranslation('meetings')
  const isPending = useIsPending()
  const [form, fields] = useForm<MeetingForm>({ id: 'meeting', lastResult: useActionData<typeof action>(), constraint, defaultValue: { kind: 'annual' } })
  return (
    <AdminShell title={t('admin.title')}>
      <p className="mb-6 max-w-3xl text-slate-700">{t('admin.intro')}</p>
      {meetings.length ? (
        <DataTable
          caption={t('admin.listCaption')}
          minWidthClass="sm:min-w-[44rem]"
          columns={[{ label: t('admin.meeting') }, { label: t('admin.when') }, { label: t('admin.notice') }, { label: t('admin.minutes') }]}
        >
          {meetings.map((meeting) => (
            <tr key={meeting.id} className="border-b border-slate-200 align-top">
              <td data-label={t('admin.meeting')} className="py-2 pr-4 font-medium">
                <Link to={governancePaths.meeting(meeting.id)} className="link inline-flex min-h-11 items-center break-words">
                  {meeting.title}
                </Link>
                <span className="block text-sm font-normal text-slate-700">
                  {t(`kind.${meeting.kind}`)}
                  {meeting.cancelledAt ? ` · ${t('admin.cancelledShort')}` : ''}
                </span>
              </td>
              <td data-label={t('admin.when')} className="py-2 pr-4 text-slate-800">
                {formatDateTime(meeting.startsAt, locale)}
              </td>
              <td data-label={t('admin.notice')} className="py-2 pr-4 text-slate-800">
                {meeting.noticeSentAt ? t('admin.noticeSentOn', { date: formatDateTime(meeting.noticeSentAt, locale) }) : t('admin.noticeNotSent')}
              </td>
              <td data-label={t('admin.minutes')} className="py-2 text-slate-800">
                {t(`minutesState.${meeting.minutesState}`)}
              </td>
            </tr>
          ))}
        </DataTable>
      ) : (
        <p className="text-slate-700">{t('admin.none')}</p>
      )}

      <section aria-labelledby="call-heading" className="card mt-8 max-w-3xl">
        <h2 id="call-heading" className="text-lg font-semibold text-slate-900">
          {t('admin.call')}
        </h2>
        <p className="mt-1 text-sm text-slate-700">{t('admin.callIntro')}</p>
        <Form method="post" {...getFormProps(form)} className="mt-4 space-y-4">
          <FormErrors id={form.errorId} errors={form.errors} />
          <fieldset disabled={isPending} className="space-y-4">
            <MeetingFields fields={fields} />
            <SubmitButton pending={isPending} className="btn-primary">
              {t('admin.callButton')}
            </SubmitButton>
          </fieldset>
        </Form>
      </section>
    </AdminShell>
  )
}
