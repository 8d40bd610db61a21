import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from '@remix-run/node'
import { Form, Link, useActionData, useLoaderData } from '@remix-run/react'
import { adminMeta, adminMetaT } from '#app/components/admin/admin-meta.ts'
import { AdminShell } from '#app/components/admin/admin-shell.tsx'
import { RuleAmendmentFields } from '#app/components/admin/rule-amendment-fields.tsx'
import { FormErrors, SubmitButton } from '#app/components/forms.tsx'
import { getFormProps, useForm } from '#app/components/server-form.ts'
import { governancePaths } from '#app/config/governance-paths.ts'
import { useIsPending } from '#app/utils/hooks.ts'
import { useTranslation } from '#app/utils/i18n.ts'
import type { RouteHandle } from '#app/utils/route-handle.ts'
import { amendmentAction, loadAmendmentPage } from './amendment-page.server.ts'

/** Plain forms: a few lines show their pending state. */
export const handle: RouteHandle = { hydrate: false, enhance: ['pending-forms'] }

export async function loader(args: LoaderFunctionArgs) {
  return loadAmendmentPage(args)
}

export async function action(args: ActionFunctionArgs) {
  return amendmentAction(args)
}

export const meta: MetaFunction = ({ location, matches }) => adminMeta(adminMetaT(matches)('annualReturn.amendmentPage'), { location, matches })

/** One amendment of the log: its correction, and its deletion when it was logged by mistake. */
export default function RuleAmendmentPage() {
  const { amendment, constraint } = useLoaderData<typeof loader>()
  const { t } = useTranslation('admin')
  const isPending = useIsPending()
  const [form, fields] = useForm<{ meetingDay: string; clause: string; before: string; after: string; approvedOn: string }>({
    id: 'edit-amendment',
    lastResult: useActionData<typeof action>(),
    constraint,
    defaultValue: { meetingDay: amendment.meetingDay, clause: amendment.clause, before: amendment.before, after: amendment.after, approvedOn: amendment.approvedOn ?? '' },
  })
  return (
    <AdminShell title={t('annualReturn.amendmentHeading', { clause: amendment.clause })}>
      <p className="mb-6">
        <Link to={governancePaths.ruleAmendments} className="link">
          {t('annualReturn.backToLog')}
        </Link>
      </p>
      <section aria-labelledby="edit-heading" className="card max-w-3xl">
        <h2 id="edit-heading" className="text-lg font-semibold text-slate-900">
          {t('annualReturn.editHeading')}
        </h2>
        <Form method="post" {...getFormProps(form)} className="mt-4">
          <FormErrors id={form.errorId} errors={form.errors} />
          <fieldset disabled={isPending} className="grid gap-4">
            <RuleAmendmentFields fields={fields} />
            <div>
              <SubmitButton pending={isPending} name="intent" value="save" className="btn-primary">
                {t('annualReturn.save')}
              </SubmitButton>
            </div>
          </fieldset>
        </Form>
      </section>
      <section aria-labelledby="delete-heading" className="card mt-6 max-w-3xl">
        <h2 id="delete-heading" className="text-lg font-semibold text-slate-900">
          {t('annualReturn.deleteHeading')}
        </h2>
        <p className="mt-1 text-sm text-slate-700">{t('annualReturn.deleteHint')}</p>
        <Form method="post" className="mt-3">
          <button type="submit" name="intent" value="delete" className="btn-secondary text-red-800">
            {t('annualReturn.delete')}
          </button>
        </Form>
      </section>
    </AdminShell>
  )
}
