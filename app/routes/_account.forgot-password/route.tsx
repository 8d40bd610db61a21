import { getFormProps, getInputProps, useForm, type SubmissionResult } from '@conform-to/react'
import type { ActionFunctionArgs, MetaFunction } from '@remix-run/node'
import { Form, Link, useActionData, useRouteError } from '@remix-run/react'
import { AccountCard, Notice } from '#app/components/account-card.tsx'
import { GeneralErrorBoundary } from '#app/components/error-boundary.tsx'
import { Field, FormErrors, HoneypotField, SubmitButton } from '#app/components/forms.tsx'
import { useIsPending } from '#app/utils/hooks.ts'
import { pageMeta } from '#app/utils/meta.ts'
import type { ForgotPasswordInput } from '#app/validation/auth.ts'
import { FORGOT_PASSWORD_CONSTRAINT } from '#app/validation/form-constraints.ts'
import { forgotPasswordAction } from './forgot-password.server.ts'
import { paths, resetPasswordPath } from '#app/config/paths.ts'

export async function action(args: ActionFunctionArgs) {
  return forgotPasswordAction(args)
}

export const meta: MetaFunction = ({ location, matches }) =>
  pageMeta({
    title: 'Forgot Password',
    description: 'Request a link to reset the password of your EMPAM member account.',
    location,
    matches,
  })

export default function ForgotPasswordPage() {
  const data = useActionData<typeof action>()
  if (data?.sent) return <CheckYourEmail email={data.sent.email} debugToken={data.sent.debugToken} />
  return <RequestForm lastResult={data?.result} />
}

function RequestForm({ lastResult }: { lastResult: SubmissionResult<string[]> | null | undefined }) {
  const isPending = useIsPending()
  const [form, fields] = useForm<ForgotPasswordInput>({
    id: 'forgot-password',
    lastResult,
    constraint: FORGOT_PASSWORD_CONSTRAINT,
    // The server validates (ForgotPasswordSchema) and answers with the message.
    shouldValidate: 'onSubmit',
    shouldRevalidate: 'onSubmit',
  })
  return (
    <AccountCard
      title="Forgot Password"
      subtitle="Enter the e-mail address of your member account and we'll send you a link to reset your password."
      footer={
        <p>
          <Link to={paths.login} className="link">
            Back to Login
          </Link>
        </p>
      }
    >
      <Form method="post" {...getFormProps(form)} className="space-y-4">
        <FormErrors id={form.errorId} errors={form.errors} />
        <HoneypotField />
        <fieldset disabled={isPending} className="space-y-4">
          <Field
            labelProps={{ children: 'Email' }}
            inputProps={{ ...getInputProps(fields.email, { type: 'email' }), autoComplete: 'email', placeholder: 'you@example.com' }}
            errors={fields.email.errors}
          />
          <SubmitButton pending={isPending} pendingText="Sending…" className="btn-primary w-full">
            Send Reset Link
          </SubmitButton>
        </fieldset>
      </Form>
    </AccountCard>
  )
}

function CheckYourEmail({ email, debugToken }: { email: string; debugToken: string | null }) {
  const resetPath = debugToken ? resetPasswordPath(debugToken) : null
  return (
    <AccountCard title="Check Your Email">
      <div className="space-y-4">
        <p role="status" className="text-slate-800">
          If an account with email <strong className="break-words">{email}</strong> exists, we&apos;ve sent password reset
          instructions to that address.
        </p>
        <p className="text-sm text-slate-700">
          The link works once and expires in 1 hour. If nothing arrives within a few minutes, please check your spam
          folder.
        </p>
        {resetPath ? (
          <Notice tone="warning">
            <p className="font-semibold">Development mode</p>
            <p className="mt-1">
              Shown only because the server runs with DEBUG_RESET_TOKENS=true. Reset token: <code className="break-all">{debugToken}</code>
            </p>
            <p className="mt-2">
              <Link to={resetPath} className="link">
                Open the reset page
              </Link>
            </p>
          </Notice>
        ) : null}
        <div className="flex flex-col gap-2 sm:flex-row">
          <Link to={paths.forgotPassword} className="btn-secondary flex-1">
            Try Different Email
          </Link>
          <Link to={paths.login} className="btn-primary flex-1">
            Back to Login
          </Link>
        </div>
      </div>
    </AccountCard>
  )
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary error={useRouteError()} />
}
