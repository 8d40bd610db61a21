import { getFormProps, getInputProps, useForm } from '#app/components/server-form.ts'
import type { SubmissionResult } from '@conform-to/react'
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from '@remix-run/node'
import { Form, Link, useActionData, useLoaderData, useLocation } from '@remix-run/react'
import { AccountCard, Notice } from '#app/components/account-card.tsx'
import { FormActions, FormErrors, PasswordField } from '#app/components/forms.tsx'
import { useIsPending, useKeyChangingWith } from '#app/utils/hooks.ts'
import { metaTranslation, useTranslation } from '#app/utils/i18n.ts'
import { pageMeta } from '#app/utils/meta.ts'
import type { ChangePasswordInput } from '#app/validation/auth.ts'
import { changePasswordAction, loadChangePasswordPage } from './change-password.server.ts'
import { paths } from '#app/config/paths.ts'
import type { RouteHandle } from '#app/utils/route-handle.ts'

/** Not hydrated: a few lines of plain script show the form sending and the password. */
export const handle: RouteHandle = { hydrate: false, enhance: ['pending-forms', 'password-toggle'] }

export async function loader(args: LoaderFunctionArgs) {
  return loadChangePasswordPage(args)
}

export async function action(args: ActionFunctionArgs) {
  return changePasswordAction(args)
}

export const meta: MetaFunction = ({ location, matches }) => {
  const { t } = metaTranslation(matches, 'auth')
  return [
    ...pageMeta({ title: t('changePassword.metaTitle'), description: t('changePassword.metaDescription'), location, matches }),
    { name: 'robots', content: 'noindex' },
  ]
}

export default function ChangePasswordPage() {
  const { signedIn } = useLoaderData<typeof loader>()
  const lastResult = useActionData<typeof action>()
  const location = useLocation()
  const { t } = useTranslation('auth')
  return (
    <AccountCard title={t('changePassword.title')} subtitle={t('changePassword.subtitle')}>
      {signedIn ? (
        // Remounted on every navigation, so that the form is empty again after a successful change.
        <ChangePasswordForm key={location.key} lastResult={lastResult} />
      ) : (
        <div className="space-y-4 text-center">
          <p role="alert" className="text-slate-800">
            {t('messages:auth.notSignedInToChangePassword')}
          </p>
          <Link to={paths.changePasswordSignIn} className="btn-primary w-full">
            {t('signIn')}
          </Link>
        </div>
      )}
    </AccountCard>
  )
}

function ChangePasswordForm({ lastResult }: { lastResult: SubmissionResult<string[]> | undefined }) {
  const { constraint } = useLoaderData<typeof loader>()
  const isPending = useIsPending()
  const { t } = useTranslation('auth')
  const passwordKey = useKeyChangingWith(lastResult)
  const [form, fields] = useForm<ChangePasswordInput>({
    id: 'change-password',
    lastResult,
    constraint,
  })
  return (
    <Form method="post" {...getFormProps(form)} className="space-y-4">
      <FormErrors id={form.errorId} errors={form.errors} />
      <Notice tone="info">{t('changePassword.notice')}</Notice>
      <fieldset disabled={isPending} className="space-y-4">
        <PasswordField
          key={`currentPassword-${passwordKey}`}
          labelProps={{ children: t('fields.currentPassword') }}
          inputProps={{ ...getInputProps(fields.currentPassword, { type: 'password' }), autoComplete: 'current-password' }}
          errors={fields.currentPassword.errors}
        />
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
        <FormActions backTo={paths.dashboard} backLabel={t('cancel')} submitLabel={t('changePassword.submit')} pending={isPending} pendingText={t('changePassword.pending')} />
      </fieldset>
    </Form>
  )
}
