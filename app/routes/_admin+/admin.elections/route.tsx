import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from '@remix-run/node'
import { Form, Link, useActionData, useLoaderData } from '@remix-run/react'
import { adminMeta, adminMetaT } from '#app/components/admin/admin-meta.ts'
import { AdminShell } from '#app/components/admin/admin-shell.tsx'
import { DataTable } from '#app/components/admin/data-table.tsx'
import { Field, FormErrors, SelectField, SubmitButton, TextareaField } from '#app/components/forms.tsx'
import { getFormProps, getInputProps, getSelectProps, getTextareaProps, useForm } from '#app/components/server-form.ts'
import { governancePaths } from '#app/config/governance-paths.ts'
import { formatDateTime, formatLongDate } from '#app/domain/dates.ts'
import { useIsPending } from '#app/utils/hooks.ts'
import { useTranslation } from '#app/utils/i18n.ts'
import { adminElectionsAction, loadAdminElectionsPage } from './admin-elections.server.ts'

export async function loader(args: LoaderFunctionArgs) {
  return loadAdminElectionsPage(args)
}

export async function action(args: ActionFunctionArgs) {
  return adminElectionsAction(args)
}

export const meta: MetaFunction = ({ location, matches }) => adminMeta(adminMetaT(matches)('nav.elections'), { location, matches })

type ElectionForm = {
  title: string
  titleMs: string
  positions: string
  positionsMs: string
  seats: number
  opensAt: string
  closesAt: string
  rollDate: string
  meetingId: string
}

/** The elections (issue 35, item 3): each to its returning officer's page, and the form that calls one. */
export default function AdminElectionsPage() {
  const { elections, meetings, constraint } = useLoaderData<typeof loader>()
  const { t, locale } = useTranslation('elections')
  const isPending = useIsPending()
  const [form, fields] = useForm<ElectionForm>({ id: 'election', lastResult: useActionData<typeof action>(), constraint })
  return (
    <AdminShell title={t('admin.title')}>
      <p className="mb-6 max-w-3xl text-slate-700">{t('admin.intro')}</p>
      {elections.length ? (
        <DataTable
          caption={t('admin.listCaption')}
          minWidthClass="sm:min-w-[44rem]"
          columns={[{ label: t('admin.election') }, { label: t('admin.window') }, { label: t('admin.rollDate') }, { label: t('admin.seats') }, { label: t('admin.phase') }]}
        >
          {elections.map((election) => (
            <tr key={election.id} className="border-b border-slate-200 align-top">
              <td data-label={t('admin.election')} className="py-2 pr-4 font-medium">
                <Link to={governancePaths.election(election.id)} className="link inline-flex min-h-11 items-center break-words">
                  {election.title}
                </Link>
              </td>
              <td data-label={t('admin.window')} className="py-2 pr-4 text-slate-800">
                {formatDateTime(election.opensAt, locale)} – {formatDateTime(election.closesAt, locale)}
              </td>
              <td data-label={t('admin.rollDate')} className="py-2 pr-4 text-slate-800">
                {formatLongDate(`${election.rollDate}T04:00:00Z`, locale)}
              </td>
              <td data-label={t('admin.seats')} className="py-2 pr-4 tabular-nums text-slate-800">
                {election.seats}
              </td>
              <td data-label={t('admin.phase')} className="py-2 text-slate-800">
                {t(`phase.${election.phase}`)}
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
            <Field labelProps={{ children: t('admin.fields.title') }} inputProps={getInputProps(fields.title, { type: 'text' })} errors={fields.title.errors} />
            <Field labelProps={{ children: t('admin.fields.titleMs') }} inputProps={{ ...getInputProps(fields.titleMs, { type: 'text' }), lang: 'ms' }} errors={fields.titleMs.errors} />
            <TextareaField labelProps={{ children: t('admin.fields.positions') }} textareaProps={{ ...getTextareaProps(fields.positions), rows: 3 }} errors={fields.positions.errors} hint={t('admin.fields.positionsHint')} />
            <TextareaField labelProps={{ children: t('admin.fields.positionsMs') }} textareaProps={{ ...getTextareaProps(fields.positionsMs), rows: 3, lang: 'ms' }} errors={fields.positionsMs.errors} />
            <Field labelProps={{ children: t('admin.fields.seats') }} inputProps={{ ...getInputProps(fields.seats, { type: 'number' }), inputMode: 'numeric' }} errors={fields.seats.errors} className="max-w-48" />
            <div className="grid gap-4 sm:grid-cols-2">
              <Field labelProps={{ children: t('admin.fields.opensAt') }} inputProps={getInputProps(fields.opensAt, { type: 'datetime-local' })} errors={fields.opensAt.errors} />
              <Field labelProps={{ children: t('admin.fields.closesAt') }} inputProps={getInputProps(fields.closesAt, { type: 'datetime-local' })} errors={fields.closesAt.errors} />
            </div>
            <SelectField
              labelProps={{ children: t('admin.fields.meetingId') }}
              selectProps={getSelectProps(fields.meetingId)}
              options={meetings.map((m) => ({ value: m.id, label: `${m.title} (${formatDateTime(m.startsAt, locale)})` }))}
              placeholder={t('admin.fields.noMeeting')}
              errors={fields.meetingId.errors}
              className="max-w-xl"
            />
            <Field labelProps={{ children: t('admin.fields.rollDate') }} inputProps={getInputProps(fields.rollDate, { type: 'date' })} errors={fields.rollDate.errors} hint={t('admin.fields.rollDateHint')} className="max-w-64" />
            <SubmitButton pending={isPending} className="btn-primary">
              {t('admin.callButton')}
            </SubmitButton>
          </fieldset>
        </Form>
      </section>
    </AdminShell>
  )
}
