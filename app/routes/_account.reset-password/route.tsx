import { getFormProps, getInputProps, useForm, type SubmissionResult } from '@conform-to/react'
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from '@remix-run/node'
import { Form, Link, useActionData, useLoaderData, useNavigate, useRouteError } from '@remix-run/react'
import { useEffect } from 'react'
import { AccountCard, Notice } from '#app/components/account-card.tsx'
import { GeneralErrorBoundary } from '#app/components/error-boundary.tsx'
import { FormErrors, PasswordField, SubmitButton } from '#app/components/forms.tsx'
import { useIsPending, useKeyChangingWith } from '#app/utils/hooks.ts'
import { pageMeta } from '#app/utils/meta.ts'
import { INVALID_RESET_LINK_MESSAGE } from '#app/validation/auth-messages.ts'
import type { ResetPasswordInput } from '#app/validation/auth.ts'
import { RESET_PASSWORD_CONSTRAINT } from '#app/validation/form-constraints.ts'
import { loadResetPasswordPage, resetPasswordAction } from './reset-password.server.ts'
import { paths } from '#app/config/paths.ts'

const REDIRECT_DELAY_MS = 3_000

export async function loader(args: LoaderFunctionArgs) {
  return loadResetPasswordPage(args)
}

export async function action(args: ActionFunctionArgs) {
  return resetPasswordAction(args)
}

export const meta: MetaFunction = ({ location, matches }) => [
  ...pageMeta({ title: 'Reset Password', description: 'Choose a new password for your EMPAM member account.', location, matches }),
  { name: 'robots', content: 'noindex' },
]

export default function ResetPasswordPage() {
  const { token } = useLoaderData<typeof loader>()
  const data = useActionData<typeof action>()
  if (data?.outcome === 'done') return <ResetDone />
  if (!token || data?.outcome === 'invalid-link') return <InvalidLink />
  return <ResetForm token={token} lastResult={data?.result} />
}

function ResetForm({ token, lastResult }: { token: string; lastResult: SubmissionResult<string[]> | null | undefined }) {
  const isPending = useIsPending()
  const passwordKey = useKeyChangingWith(lastResult)
  const [form, fields] = useForm<ResetPasswordInput>({
    id: 'reset-password',
    lastResult,
    defaultValue: { token },
    constraint: RESET_PASSWORD_CONSTRAINT,
    // The server validates (ResetPasswordSchema) and answers with the field messages.
    shouldValidate: 'onSubmit',
    shouldRevalidate: 'onSubmit',
  })
  return (
    <AccountCard title="Reset Password" subtitle="Choose a new password for your member account.">
      <Form method="post" {...getFormProps(form)} className="space-y-4">
        <FormErrors id={form.errorId} errors={[...(form.errors ?? []), ...(fields.token.errors ?? [])]} />
        <Notice tone="info">For your security, resetting your password signs you out of all devices.</Notice>
        <fieldset disabled={isPending} className="space-y-4">
          <input {...getInputProps(fields.token, { type: 'hidden' })} />
          <PasswordField
            key={`newPassword-${passwordKey}`}
            labelProps={{ children: 'New Password' }}
            inputProps={{ ...getInputProps(fields.newPassword, { type: 'password' }), autoComplete: 'new-password' }}
            errors={fields.newPassword.errors}
            hint="At least 8 characters, not a common password."
          />
          <PasswordField
            key={`confirmPassword-${passwordKey}`}
            labelProps={{ children: 'Confirm New Password' }}
            inputProps={{ ...getInputProps(fields.confirmPassword, { type: 'password' }), autoComplete: 'new-password' }}
            errors={fields.confirmPassword.errors}
          />
          <SubmitButton pending={isPending} pendingText="Resetting…" className="btn-primary w-full">
            Reset Password
          </SubmitButton>
        </fieldset>
      </Form>
    </AccountCard>
  )
}

function InvalidLink() {
  return (
    <AccountCard title="Invalid Reset Link">
      <div className="space-y-4">
        <p className="text-slate-800">{INVALID_RESET_LINK_MESSAGE}</p>
        <div className="flex flex-col gap-2 sm:flex-row">
          <Link to={paths.forgotPassword} className="btn-primary flex-1">
            Request New Link
          </Link>
          <Link to={paths.login} className="btn-secondary flex-1">
            Back to Login
          </Link>
        </div>
      </div>
    </AccountCard>
  )
}

function ResetDone() {
  const navigate = useNavigate()
  useEffect(() => {
    const timer = window.setTimeout(() => navigate(paths.login), REDIRECT_DELAY_MS)
    return () => window.clearTimeout(timer)
  }, [navigate])
  return (
    <AccountCard title="Password Reset Successful">
      <div className="space-y-4 text-center">
        <p role="status" className="text-slate-800">
          Your password has been changed and you have been signed out of all devices. You can now sign in with your new
          password.
        </p>
        <p className="text-sm text-slate-700">We&apos;ll take you to the sign-in page in 3 seconds.</p>
        <Link to={paths.login} className="btn-primary w-full">
          Go to Sign In
        </Link>
      </div>
    </AccountCard>
  )
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary error={useRouteError()} />
}
