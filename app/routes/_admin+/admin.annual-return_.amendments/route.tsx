import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from '@remix-run/node'
import { Form, Link, useActionData, useLoaderData } from '@remix-run/react'
import { adminMeta, adminMetaT } from '#app/components/admin/admin-meta.ts'
import { AdminShell } from '#app/components/admin/admin-shell.tsx'
import { DataTable } from '#app/components/admin/data-table.tsx'
import { RuleAmendmentFields } from '#app/components/admin/rule-amendment-fields.tsx'
import { FormErrors, SubmitButton } from '#app/components/forms.tsx'
import { getFormProps, useForm } from '#app/components/server-form.ts'
import { governancePaths } from '#app/config/governance-paths.ts'
import { formatDate } from '#app/domain/dates.ts'
import { useIsPending } from '#app/utils/hooks.ts'
import { useTranslation } from '#app/utils/i18n.ts'
import type { RouteHandle } from '#app/utils/route-handle.ts'
import { amendmentsAction, loadAmendmentsPage } from './amendments-page.server.ts'

/** Plain forms: a few lines show their pending state. */
export const handle: RouteHandle = { hydrate: false, enhance: ['pending-forms'] }

export async function loader(args: LoaderFunctionArgs) {
  return loadAmendmentsPage(args)
}

export async function action(args: ActionFunctionArgs) {
  return amendmentsAction(args)
}

export const meta: MetaFunction = ({ location, matches }) => adminMeta(adminMetaT(matches)('annualReturn.amendmentsTitle'), { location, matches })

const dayDate = (day: string) => `${day}T04:00:00Z`

/** /admin/annual-return/amendments (issue 35, item 4): the rule amendments' log the annual return lists, and the form that adds one. */
export default function RuleAmendmentsPage() {
  const { amendments, constraint } = useLoaderData<typeof loader>()
  const { t, locale } = useTranslation('admin')
  const isPending = useIsPending()
  const [form, fields] = useForm<{ meetingDay: string; clause: string; before: string; after: string; approvedOn: string }>({
    id: 'add-amendment',
    lastResult: useActionData<typeof action>(),
    constraint,
  })
  return (
    <AdminShell title={t('annualReturn.amendmentsTitle')}>
      <p className="mb-2 max-w-3xl text-slate-700">{t('annualReturn.amendmentsIntro')}</p>
      <p className="mb-6">
        <Link to={governancePaths.annualReturn} className="link">
          {t('annualReturn.back')}
        </Link>
      </p>
      <section aria-labelledby="log-heading" className="mb-8">
        <h2 id="log-heading" className="mb-3 text-lg font-semibold text-slate-900">
          {t('annualReturn.logHeading', { count: amendments.length })}
        </h2>
        {amendments.length ? (
          <DataTable
            caption={t('annualReturn.logCaption')}
            minWidthClass="sm:min-w-[44rem]"
            columns={[{ label: t('annualReturn.meetingDay') }, { label: t('annualReturn.clause') }, { label: t('annualReturn.change') }, { label: t('annualReturn.approvedOn') }, { label: t('annualReturn.actions'), hidden: true }]}
          >
            {amendments.map((amendment) => (
              <tr key={amendment.id} className="border-b border-slate-200 align-top">
                <td data-label={t('annualReturn.meetingDay')} className="whitespace-nowrap py-2 pr-4 text-slate-900">
                  {formatDate(dayDate(amendment.meetingDay), locale)}
                </td>
                <td data-label={t('annualReturn.clause')} className="py-2 pr-4 text-slate-900">
                  {amendment.clause}
                </td>
                <td data-label={t('annualReturn.change')} className="whitespace-pre-line py-2 pr-4 text-slate-900">
                  {amendment.after}
                </td>
                <td data-label={t('annualReturn.approvedOn')} className="whitespace-nowrap py-2 pr-4 text-slate-900">
                  {amendment.approvedOn ? formatDate(dayDate(amendment.approvedOn), locale) : t('annualReturn.notApprovedShort')}
                </td>
                <td className="py-2">
                  <Link to={governancePaths.ruleAmendment(amendment.id)} className="btn-secondary">
                    {t('annualReturn.edit')}
                    <span className="sr-only"> {t('annualReturn.editWhich', { clause: amendment.clause })}</span>
                  </Link>
                </td>
              </tr>
            ))}
          </DataTable>
        ) : (
          <p className="rounded-md border border-slate-200 bg-white p-6 text-slate-700">{t('annualReturn.noneLogged')}</p>
        )}
      </section>
      <section aria-labelledby="add-heading" className="card max-w-3xl">
        <h2 id="add-heading" className="text-lg font-semibold text-slate-900">
          {t('annualReturn.addHeading')}
        </h2>
        <Form method="post" {...getFormProps(form)} className="mt-4">
          <FormErrors id={form.errorId} errors={form.errors} />
          <fieldset disabled={isPending} className="grid gap-4">
            <RuleAmendmentFields fields={fields} />
            <div>
              <SubmitButton pending={isPending} className="btn-primary">
                {t('annualReturn.add')}
              </SubmitButton>
            </div>
          </fieldset>
        </Form>
      </section>
    </AdminShell>
  )
}
