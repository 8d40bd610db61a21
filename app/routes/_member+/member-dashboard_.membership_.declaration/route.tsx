import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from '@remix-run/node'
import { Form, Link, useActionData, useLoaderData } from '@remix-run/react'
import { AccountCard } from '#app/components/account-card.tsx'
import { ErrorList, FormErrors, SubmitButton, TextareaField } from '#app/components/forms.tsx'
import { getFormProps, getTextareaProps, useForm, type FieldMetadata } from '#app/components/server-form.ts'
import { cpdAuditPaths } from '#app/config/cpd-audit-paths.ts'
import { membershipPaths } from '#app/config/member-paths.ts'
import { formatDate } from '#app/domain/dates.ts'
import { useIsPending } from '#app/utils/hooks.ts'
import { metaTranslation, useTranslation } from '#app/utils/i18n.ts'
import { pageMeta } from '#app/utils/meta.ts'
import type { RouteHandle } from '#app/utils/route-handle.ts'
import { declarationAction, loadDeclarationPage } from './declaration.server.ts'

/** Not hydrated: a plain form, with the few lines of script that show it sending. */
export const handle: RouteHandle = { hydrate: false, enhance: ['pending-forms'] }

export async function loader(args: LoaderFunctionArgs) {
  return loadDeclarationPage(args)
}

export async function action(args: ActionFunctionArgs) {
  return declarationAction(args)
}

export const meta: MetaFunction = ({ location, matches }) => {
  const { t } = metaTranslation(matches, 'cpd-audit')
  return [...pageMeta({ title: t('declaration.title'), description: t('declaration.metaDescription'), location, matches }), { name: 'robots', content: 'noindex' }]
}

type Fields = { cpdTargetMet: string; cpdReason: string; credentialsCurrent: string; credentialsReason: string }

/** Yes / No, as two radio buttons of 44 px, with the field's errors. */
function YesNo({ field, legend }: { field: FieldMetadata; legend: string }) {
  const { t } = useTranslation('cpd-audit')
  const errorId = field.errors?.length ? `${field.id}-error` : undefined
  return (
    <fieldset aria-describedby={errorId} className="space-y-1">
      <legend className="text-sm font-semibold text-slate-900">{legend}</legend>
      <div className="flex flex-wrap gap-4">
        {(['yes', 'no'] as const).map((value) => (
          <label key={value} className="inline-flex min-h-11 cursor-pointer items-center gap-2 text-slate-900">
            <input type="radio" name={field.name} value={value} required defaultChecked={field.initialValue === value} className="h-5 w-5 text-brand-700 focus:ring-brand-600" />
            {t(`declaration.${value}`)}
          </label>
        ))}
      </div>
      <ErrorList id={errorId} errors={field.errors} />
    </fieldset>
  )
}

/** /member-dashboard/membership/declaration: the member's declaration at renewal (issue 36, item 5). */
export default function DeclarationPage() {
  const { standing } = useLoaderData<typeof loader>()
  const lastResult = useActionData<typeof action>()
  const isPending = useIsPending()
  const { t, locale } = useTranslation('cpd-audit')
  const [form, fields] = useForm<Fields>({ id: 'declaration', lastResult })
  const day = (value: string) => formatDate(`${value}T04:00:00Z`, locale)
  const { invoice, declaration, cpd } = standing
  const hours = t('declaration.cpdYear', { year: cpd.year, counted: cpd.countedHours, target: cpd.targetHours })

  return (
    <div className="container-page py-10 sm:py-14">
      <AccountCard
        wide
        title={t('declaration.title')}
        footer={
          <p>
            <Link to={membershipPaths.tab} className="link inline-flex min-h-11 items-center">
              {t('declaration.back')}
            </Link>
          </p>
        }
      >
        {!invoice ? (
          <p className="text-slate-800">{t('declaration.none')}</p>
        ) : (
          <>
            <p className="mb-3 text-sm text-slate-700">{t('declaration.intro')}</p>
            <p className="mb-3 font-semibold text-slate-900">{t('declaration.invoice', { number: invoice.number, date: day(invoice.renewsPeriodEnding || invoice.dueOn) })}</p>
            <ul className="mb-5 space-y-1 text-sm text-slate-800">
              <li>
                {hours}{' '}
                <a href={standing.statementUrl} className="link inline-flex min-h-11 items-center">
                  {t('declaration.viewStatement', { year: cpd.year })}
                </a>
              </li>
              <li>{standing.coverConfirmed ? t('declaration.coverConfirmed') : t('declaration.coverNotConfirmed')}</li>
            </ul>
            {declaration ? (
              <section className="rounded-md bg-emerald-50 p-3 text-sm text-emerald-900" data-testid="declaration-made">
                <p className="font-semibold">{t('declaration.made', { date: formatDate(declaration.declaredAt, locale) })}</p>
                <p className="mt-1 break-words">
                  {t('declaration.cpdQuestion', { year: declaration.cpdYear })} {declaration.cpdTargetMet ? t('declaration.answerYes') : t('declaration.answerNo', { reason: declaration.cpdReason })}
                </p>
                <p className="mt-1 break-words">
                  {t('declaration.credentialsQuestion')} {declaration.credentialsCurrent ? t('declaration.answerYes') : t('declaration.answerNo', { reason: declaration.credentialsReason })}
                </p>
              </section>
            ) : (
              <Form method="post" action={cpdAuditPaths.declaration} {...getFormProps(form)} className="space-y-5">
                <FormErrors id={form.errorId} errors={form.errors} />
                <fieldset disabled={isPending} className="space-y-5">
                  <YesNo field={fields.cpdTargetMet} legend={t('declaration.cpdQuestion', { year: cpd.year })} />
                  <TextareaField labelProps={{ children: t('declaration.reason') }} textareaProps={{ ...getTextareaProps(fields.cpdReason), rows: 2, maxLength: 1000 }} errors={fields.cpdReason.errors} />
                  <YesNo field={fields.credentialsCurrent} legend={t('declaration.credentialsQuestion')} />
                  <TextareaField
                    labelProps={{ children: t('declaration.reason') }}
                    textareaProps={{ ...getTextareaProps(fields.credentialsReason), rows: 2, maxLength: 1000 }}
                    errors={fields.credentialsReason.errors}
                  />
                  <SubmitButton pending={isPending} pendingText={t('declaration.pending')} className="btn-primary w-full">
                    {t('declaration.submit')}
                  </SubmitButton>
                </fieldset>
              </Form>
            )}
          </>
        )}
      </AccountCard>
    </div>
  )
}
