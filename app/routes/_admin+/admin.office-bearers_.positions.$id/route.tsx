import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from '@remix-run/node'
import { Form, Link, useActionData, useLoaderData } from '@remix-run/react'
import { adminMeta, adminMetaT } from '#app/components/admin/admin-meta.ts'
import { AdminShell } from '#app/components/admin/admin-shell.tsx'
import { Field, FormErrors, SelectField, SubmitButton } from '#app/components/forms.tsx'
import { getFormProps, getInputProps, getSelectProps, useForm } from '#app/components/server-form.ts'
import { governancePaths } from '#app/config/governance-paths.ts'
import { localizedField } from '#app/domain/locale.ts'
import { POSITION_ROLES } from '#app/domain/office-terms.ts'
import { useIsPending } from '#app/utils/hooks.ts'
import { useListLabel, useTranslation } from '#app/utils/i18n.ts'
import { loadOfficePositionPage, officePositionAction } from './office-position.server.ts'

export async function loader(args: LoaderFunctionArgs) {
  return loadOfficePositionPage(args)
}

export async function action(args: ActionFunctionArgs) {
  return officePositionAction(args)
}

export const meta: MetaFunction = ({ location, matches }) => adminMeta(adminMetaT(matches)('officeBearers.positionPage'), { location, matches })

/** A position of the register: its titles, seats and the role it gives; retiring it keeps its history. */
export default function OfficePositionPage() {
  const { position, constraint } = useLoaderData<typeof loader>()
  const { t, locale } = useTranslation('admin')
  const listLabel = useListLabel()
  const isPending = useIsPending()
  const [form, fields] = useForm<{ title: string; titleMs: string; seats: number; grantsRole: string }>({
    id: 'position',
    lastResult: useActionData<typeof action>(),
    constraint,
    defaultValue: { title: position.title, titleMs: position.titleMs, seats: position.seats, grantsRole: position.grantsRole },
  })
  return (
    <AdminShell title={t('officeBearers.positionHeading', { title: localizedField(position, 'title', locale).text })}>
      <p className="mb-6">
        <Link to={governancePaths.officeBearers} className="link">
          {t('officeBearers.back')}
        </Link>
      </p>
      <section aria-labelledby="position-heading" className="card max-w-3xl">
        <h2 id="position-heading" className="text-lg font-semibold text-slate-900">
          {t('officeBearers.editPosition')}
        </h2>
        <Form method="post" {...getFormProps(form)} className="mt-4">
          <FormErrors id={form.errorId} errors={form.errors} />
          <input type="hidden" name="intent" value="save" />
          <fieldset disabled={isPending} className="grid gap-4 sm:grid-cols-2">
            <Field labelProps={{ children: t('officeBearers.positionTitle') }} inputProps={getInputProps(fields.title, { type: 'text' })} errors={fields.title.errors} />
            <Field labelProps={{ children: t('officeBearers.titleMs') }} inputProps={{ ...getInputProps(fields.titleMs, { type: 'text' }), lang: 'ms' }} errors={fields.titleMs.errors} />
            <Field labelProps={{ children: t('officeBearers.seatsField') }} inputProps={getInputProps(fields.seats, { type: 'number' })} errors={fields.seats.errors} />
            <SelectField
              labelProps={{ children: t('officeBearers.role') }}
              selectProps={getSelectProps(fields.grantsRole)}
              placeholder={t('officeBearers.noRole')}
              options={POSITION_ROLES.map((role) => ({ value: role, label: listLabel('staffRoles', role) }))}
              hint={t('officeBearers.roleHint')}
              errors={fields.grantsRole.errors}
            />
            <div className="sm:col-span-2">
              <SubmitButton pending={isPending} className="btn-primary">
                {t('officeBearers.savePosition')}
              </SubmitButton>
            </div>
          </fieldset>
        </Form>
      </section>
      <section aria-labelledby="retire-heading" className="card mt-6 max-w-3xl">
        <h2 id="retire-heading" className="text-lg font-semibold text-slate-900">
          {position.retired ? t('officeBearers.restore') : t('officeBearers.retire')}
        </h2>
        <p className="mt-1 text-sm text-slate-700">{position.retired ? t('officeBearers.restoreHint') : t('officeBearers.retireHint')}</p>
        <Form method="post" className="mt-4">
          <input type="hidden" name="intent" value={position.retired ? 'restore' : 'retire'} />
          <SubmitButton pending={isPending} className="btn-secondary">
            {position.retired ? t('officeBearers.restore') : t('officeBearers.retire')}
          </SubmitButton>
        </Form>
      </section>
    </AdminShell>
  )
}
