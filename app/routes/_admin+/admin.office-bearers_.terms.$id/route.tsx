import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from '@remix-run/node'
import { Form, Link, useActionData, useLoaderData } from '@remix-run/react'
import { adminMeta, adminMetaT } from '#app/components/admin/admin-meta.ts'
import { AdminShell } from '#app/components/admin/admin-shell.tsx'
import { Field, FormErrors, SelectField, SubmitButton } from '#app/components/forms.tsx'
import { getFormProps, getInputProps, getSelectProps, useForm } from '#app/components/server-form.ts'
import { governancePaths } from '#app/config/governance-paths.ts'
import { localizedField } from '#app/domain/locale.ts'
import { useIsPending } from '#app/utils/hooks.ts'
import { useTranslation } from '#app/utils/i18n.ts'
import { loadOfficeTermPage, officeTermAction } from './office-term.server.ts'

export async function loader(args: LoaderFunctionArgs) {
  return loadOfficeTermPage(args)
}

export async function action(args: ActionFunctionArgs) {
  return officeTermAction(args)
}

export const meta: MetaFunction = ({ location, matches }) => adminMeta(adminMetaT(matches)('officeBearers.termPage'), { location, matches })

/** A term of the register and its correction: the holder's name, the days, the card the about page shows. */
export default function OfficeTermPage() {
  const { term, position, cards, constraint } = useLoaderData<typeof loader>()
  const { t, locale } = useTranslation('admin')
  const isPending = useIsPending()
  const [form, fields] = useForm<{ name: string; from: string; until: string; cardId: string }>({
    id: 'correct-term',
    lastResult: useActionData<typeof action>(),
    constraint,
    defaultValue: { name: term.name, from: term.from, until: term.until ?? '', cardId: term.cardId ?? '' },
  })
  return (
    <AdminShell title={t('officeBearers.termHeading', { name: term.name, position: position ? localizedField(position, 'title', locale).text : '' })}>
      <p className="mb-6">
        <Link to={governancePaths.officeBearers} className="link">
          {t('officeBearers.back')}
        </Link>
      </p>
      <section aria-labelledby="correct-heading" className="card max-w-3xl">
        <h2 id="correct-heading" className="text-lg font-semibold text-slate-900">
          {t('officeBearers.correctHeading')}
        </h2>
        <p className="mt-1 text-sm text-slate-700">{t('officeBearers.correctHint')}</p>
        {term.hasAccount ? <p className="mt-1 text-sm text-slate-700">{t('officeBearers.memberAccount')}</p> : null}
        <Form method="post" {...getFormProps(form)} className="mt-4">
          <FormErrors id={form.errorId} errors={form.errors} />
          <fieldset disabled={isPending} className="grid gap-4 sm:grid-cols-2">
            <Field labelProps={{ children: t('officeBearers.name') }} inputProps={getInputProps(fields.name, { type: 'text' })} errors={fields.name.errors} />
            <SelectField
              labelProps={{ children: t('officeBearers.card') }}
              selectProps={getSelectProps(fields.cardId)}
              placeholder={t('officeBearers.noCard')}
              options={cards.map((card) => ({ value: card.id, label: card.name }))}
              hint={t('officeBearers.cardHint')}
              errors={fields.cardId.errors}
            />
            <Field labelProps={{ children: t('officeBearers.from') }} inputProps={getInputProps(fields.from, { type: 'date' })} errors={fields.from.errors} />
            <Field labelProps={{ children: t('officeBearers.untilField') }} inputProps={getInputProps(fields.until, { type: 'date' })} hint={t('officeBearers.untilHint')} errors={fields.until.errors} />
            <div className="sm:col-span-2">
              <SubmitButton pending={isPending} className="btn-primary">
                {t('officeBearers.saveCorrection')}
              </SubmitButton>
            </div>
          </fieldset>
        </Form>
      </section>
    </AdminShell>
  )
}
