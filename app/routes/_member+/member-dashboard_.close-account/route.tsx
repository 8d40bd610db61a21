import type { SubmissionResult } from '@conform-to/react'
import { getFormProps, getInputProps, useForm } from '#app/components/server-form.ts'
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from '@remix-run/node'
import { Form, useActionData, useLoaderData } from '@remix-run/react'
import { AccountCard, Notice } from '#app/components/account-card.tsx'
import { FormActions, FormErrors, PasswordField } from '#app/components/forms.tsx'
import { paths } from '#app/config/paths.ts'
import { useIsPending, useKeyChangingWith } from '#app/utils/hooks.ts'
import { metaTranslation, useTranslation } from '#app/utils/i18n.ts'
import { pageMeta } from '#app/utils/meta.ts'
import type { CloseAccountInput } from '#app/validation/account-closure.ts'
import { closeAccountAction, loadCloseAccountPage } from './close-account.server.ts'

export async function loader(args: LoaderFunctionArgs) {
  return loadCloseAccountPage(args)
}

export async function action(args: ActionFunctionArgs) {
  return closeAccountAction(args)
}

export const meta: MetaFunction = ({ location, matches }) => {
  const { t } = metaTranslation(matches, 'dashboard')
  return [...pageMeta({ title: t('closeAccount.metaTitle'), description: t('closeAccount.subtitle'), location, matches }), { name: 'robots', content: 'noindex' }]
}

/** "Close my account" (issue 21): what happens, then the password as the confirmation step. */
export default function CloseAccountPage() {
  const { coolingOffDays } = useLoaderData<typeof loader>()
  const lastResult = useActionData<SubmissionResult<string[]>>()
  const isPending = useIsPending()
  const passwordKey = useKeyChangingWith(lastResult)
  const { t } = useTranslation('dashboard')
  const [form, fields] = useForm<CloseAccountInput>({ id: 'close-account', lastResult })
  return (
    <AccountCard title={t('closeAccount.title')} subtitle={t('closeAccount.subtitle')}>
      <Form method="post" {...getFormProps(form)} className="space-y-4">
        <FormErrors id={form.errorId} errors={form.errors} />
        <Notice tone="info">{t('closeAccount.whatHappens', { days: coolingOffDays })}</Notice>
        <p className="text-sm text-slate-700">{t('closeAccount.kept')}</p>
        <fieldset disabled={isPending} className="space-y-4">
          <PasswordField
            key={`password-${passwordKey}`}
            labelProps={{ children: t('closeAccount.password') }}
            inputProps={{ ...getInputProps(fields.password, { type: 'password' }), autoComplete: 'current-password', required: true }}
            errors={fields.password.errors}
          />
          <FormActions backTo={paths.dashboard} backLabel={t('closeAccount.keep')} submitLabel={t('closeAccount.submit')} pending={isPending} pendingText={t('closeAccount.pending')} />
        </fieldset>
      </Form>
    </AccountCard>
  )
}
