import { getFormProps, getInputProps, useForm } from '#app/components/server-form.ts'
import type { SubmissionResult } from '@conform-to/react'
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from '@remix-run/node'
import { Form, Link, useActionData, useLoaderData } from '@remix-run/react'
import { AccountCard, Notice } from '#app/components/account-card.tsx'
import { FormErrors, PasswordField, SubmitButton } from '#app/components/forms.tsx'
import { useIsPending, useKeyChangingWith } from '#app/utils/hooks.ts'
import { metaTranslation, useTranslation } from '#app/utils/i18n.ts'
import { pageMeta } from '#app/utils/meta.ts'
import type { ResetPasswordInput } from '#app/validation/auth.ts'
import { loadResetPasswordPage, resetPasswordAction } from './reset-password.server.ts'
import { paths } from '#app/config/paths.ts'
import type { RouteHandle } from '#app/utils/route-handle.ts'

const REDIRECT_DELAY_MS = 3_000

/** Not hydrated: a few lines of plain script show the form sending and the password. */
export const handle: RouteHandle = { hydrate: false, enhance: ['pending-forms', 'password-toggle', 'redirect-after'] }

export async function loader(args: LoaderFunctionArgs) {
  return loadResetPasswordPage(args)
}

export async function action(args: ActionFunctionArgs) {
  return resetPasswordAction(args)
}

export const meta: MetaFunction = ({ location, matches }) => {
  const { t } = metaTranslation(matches, 'auth')
  return [
    ...pageMeta({ title: t('reset.metaTitle'), description: t('reset.metaDescription'), location, matches }),
    { name: 'robots', content: 'noindex' },
  ]
}

export default function ResetPasswordPage() {
  const { token } = useLoaderData<typeof loader>()
  const data = useActionData<typeof action>()
  if (data?.outcome === 'done') return <ResetDone />
  if (!token || data?.outcome === 'invalid-link') return <InvalidLink />
  return <ResetForm token={token} lastResult={data?.result} />
}

function ResetForm({ token, lastResult }: { token: string; lastResult: SubmissionResult<string[]> | null | undefined }) {
  const { constraint } = useLoaderData<typeof loader>()
  const isPending = useIsPending()
  const { t } = useTranslation('auth')
  const passwordKey = useKeyChangingWith(lastResult)
  const [form, fields] = useForm<ResetPasswordInput>({
    id: 'reset-password',
    lastResult,
    defaultValue: { token },
    constraint,
  })
  return (
    <AccountCard title={t('reset.title')} subtitle={t('reset.subtitle')}>
      <Form method="post" {...getFormProps(form)} className="space-y-4">
        <FormErrors id={form.errorId} errors={[...(form.errors ?? []), ...(fields.token.errors ?? [])]} />
        <Notice tone="info">{t('reset.notice')}</Notice>
        <fieldset disabled={isPending} className="space-y-4">
          <input {...getInputProps(fields.token, { type: 'hidden' })} />
          <PasswordField
            key={`newPassword-${passwordKey}`}
            labelProps={{ children: t('fields.newPassword') }}
            inputProps={{ ...getInputProps(fields.newPassword, { type: 'password' }), autoComplete: 'new-password' }}
            errors={fields.newPassword.errors}
            hint={t('passwordHint')}
          />
          <PasswordField
            key={`confirmPassword-${passwordKey}`}
            labelProps={{ children: t('fields.confirmNewPassword') }}
            inputProps={{ ...getInputProps(fields.confirmPassword, { type: 'password' }), autoComplete: 'new-password' }}
            errors={fields.confirmPassword.errors}
          />
          <SubmitButton pending={isPending} pendingText={t('reset.pending')} className="btn-primary w-full">
            {t('reset.submit')}
          </SubmitButton>
        </fieldset>
      </Form>
    </AccountCard>
  )
}

function InvalidLink() {
  const { t } = useTranslation('auth')
  return (
    <AccountCard title={t('reset.invalidTitle')}>
      <div className="space-y-4">
        <p className="text-slate-800">{t('messages:auth.invalidResetLink')}</p>
        <div className="flex flex-col gap-2 sm:flex-row">
          <Link to={paths.forgotPassword} className="btn-primary flex-1">
            {t('reset.requestNew')}
          </Link>
          <Link to={paths.login} className="btn-secondary flex-1">
            {t('backToLogin')}
          </Link>
        </div>
      </div>
    </AccountCard>
  )
}

/** Done: on to signing in by itself after a few seconds (app/enhance/redirect-after.ts), or by the link. */
function ResetDone() {
  const { t } = useTranslation('auth')
  return (
    <AccountCard title={t('reset.doneTitle')}>
      <div className="space-y-4 text-center">
        <p role="status" className="text-slate-800">
          {t('reset.doneText')}
        </p>
        <p className="text-sm text-slate-700">{t('reset.doneRedirect')}</p>
        <Link to={paths.login} className="btn-primary w-full" data-redirect-after={REDIRECT_DELAY_MS}>
          {t('reset.goToSignIn')}
        </Link>
      </div>
    </AccountCard>
  )
}
