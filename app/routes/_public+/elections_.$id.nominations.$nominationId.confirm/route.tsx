import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from '@remix-run/node'
import { Form, Link, useActionData, useLoaderData } from '@remix-run/react'
import { AccountCard, Notice } from '#app/components/account-card.tsx'
import { FormErrors, SubmitButton, TextareaField } from '#app/components/forms.tsx'
import { getFormProps, getTextareaProps, useForm } from '#app/components/server-form.ts'
import { formatDateTime } from '#app/domain/dates.ts'
import { langOf } from '#app/domain/locale.ts'
import { useIsPending } from '#app/utils/hooks.ts'
import { useTranslation } from '#app/utils/i18n.ts'
import type { RouteHandle } from '#app/utils/route-handle.ts'
import { confirmNominationAction, loadConfirmNominationPage } from './confirm-nomination.server.ts'

/** Not hydrated: a plain form, with the few lines of script that show it sending. */
export const handle: RouteHandle = { hydrate: false, enhance: ['pending-forms'] }

export async function loader(args: LoaderFunctionArgs) {
  return loadConfirmNominationPage(args)
}

export async function action(args: ActionFunctionArgs) {
  return confirmNominationAction(args)
}

export const meta: MetaFunction = () => [{ title: 'EMPAM' }, { name: 'robots', content: 'noindex' }]

/** A nomination's confirmation by one of its three (issue 35, item 3): what they are named in, and the form that confirms it. */
export default function ConfirmNominationPage() {
  const data = useLoaderData<typeof loader>()
  const lastResult = useActionData<typeof action>()
  const isPending = useIsPending()
  const { t, locale } = useTranslation('elections')
  const [form, fields] = useForm<{ statement: string }>({ id: 'confirm-nomination', lastResult })
  const names = { ...data.names, date: formatDateTime(data.opensAt, locale) }
  return (
    <div className="container-page py-10 sm:py-14">
      <AccountCard
        wide
        title={t('confirm.title')}
        subtitle={<span lang={langOf(data.title, locale)}>{data.title.text}</span>}
        footer={
          <p>
            <Link to={data.electionPage} className="link">
              {t('confirm.election')}
            </Link>
          </p>
        }
      >
        <p className="text-slate-800">{t('confirm.what', names)}</p>
        <p className="mt-2 font-medium text-slate-900">{t(`confirm.as.${data.role}`, names)}</p>
        <div className="mt-4">
          {data.standing ? (
            <Notice tone="success" role="status">
              {t('confirm.standing', names)}
            </Notice>
          ) : data.confirmedByYou ? (
            <Notice tone="success" role="status">
              {t('confirm.done')}
            </Notice>
          ) : !data.open ? (
            <Notice tone="warning" role="status">
              {t('confirm.closed')}
            </Notice>
          ) : (
            <Form method="post" action={data.action} {...getFormProps(form)} className="space-y-4">
              <FormErrors id={form.errorId} errors={form.errors} />
              <input type="hidden" name="as" value={data.role} />
              <input type="hidden" name="token" value={data.token ?? ''} />
              <fieldset disabled={isPending} className="space-y-4">
                {data.role === 'candidate' ? (
                  <TextareaField
                    labelProps={{ children: t('confirm.statement') }}
                    textareaProps={{ ...getTextareaProps(fields.statement), rows: 6, maxLength: 2000 }}
                    errors={fields.statement.errors}
                    hint={t('confirm.statementHint')}
                  />
                ) : null}
                <p className="text-sm text-slate-700">{t('confirm.before', names)}</p>
                <SubmitButton pending={isPending} className="btn-primary w-full">
                  {t('confirm.button')}
                </SubmitButton>
              </fieldset>
            </Form>
          )}
        </div>
      </AccountCard>
    </div>
  )
}
