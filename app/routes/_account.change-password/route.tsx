import { getFormProps, getInputProps, useForm, type SubmissionResult } from '@conform-to/react'
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from '@remix-run/node'
import { Form, Link, useActionData, useLoaderData, useLocation, useRouteError } from '@remix-run/react'
import { AccountCard, Notice } from '#app/components/account-card.tsx'
import { GeneralErrorBoundary } from '#app/components/error-boundary.tsx'
import { FormErrors, PasswordField, SubmitButton } from '#app/components/forms.tsx'
import { useIsPending, useKeyChangingWith } from '#app/utils/hooks.ts'
import { pageMeta } from '#app/utils/meta.ts'
import { NOT_SIGNED_IN_TO_CHANGE_PASSWORD } from '#app/validation/auth-messages.ts'
import type { ChangePasswordInput } from '#app/validation/auth.ts'
import { CHANGE_PASSWORD_CONSTRAINT } from '#app/validation/form-constraints.ts'
import { changePasswordAction, loadChangePasswordPage } from './change-password.server.ts'
import { paths } from '#app/config/paths.ts'

export async function loader(args: LoaderFunctionArgs) {
  return loadChangePasswordPage(args)
}

export async function action(args: ActionFunctionArgs) {
  return changePasswordAction(args)
}

export const meta: MetaFunction = ({ location, matches }) => [
  ...pageMeta({ title: 'Change Password', description: 'Update your account password for better security.', location, matches }),
  { name: 'robots', content: 'noindex' },
]

export default function ChangePasswordPage() {
  const { signedIn } = useLoaderData<typeof loader>()
  const lastResult = useActionData<typeof action>()
  const location = useLocation()
  return (
    <AccountCard title="Change Password" subtitle="Update your account password for better security">
      {signedIn ? (
        // Remounted on every navigation, so that the form is empty again after a successful change.
        <ChangePasswordForm key={location.key} lastResult={lastResult} />
      ) : (
        <div className="space-y-4 text-center">
          <p role="alert" className="text-slate-800">
            {NOT_SIGNED_IN_TO_CHANGE_PASSWORD}
          </p>
          <Link to={paths.changePasswordSignIn} className="btn-primary w-full">
            Sign In
          </Link>
        </div>
      )}
    </AccountCard>
  )
}

function ChangePasswordForm({ lastResult }: { lastResult: SubmissionResult<string[]> | undefined }) {
  const isPending = useIsPending()
  const passwordKey = useKeyChangingWith(lastResult)
  const [form, fields] = useForm<ChangePasswordInput>({
    id: 'change-password',
    lastResult,
    constraint: CHANGE_PASSWORD_CONSTRAINT,
    // The server validates (ChangePasswordSchema) and answers with the field messages.
    shouldValidate: 'onSubmit',
    shouldRevalidate: 'onSubmit',
  })
  return (
    <Form method="post" {...getFormProps(form)} className="space-y-4">
      <FormErrors id={form.errorId} errors={form.errors} />
      <Notice tone="info">Changing your password signs you out of all your other devices. You stay signed in here.</Notice>
      <fieldset disabled={isPending} className="space-y-4">
        <PasswordField
          key={`currentPassword-${passwordKey}`}
          labelProps={{ children: 'Current Password' }}
          inputProps={{ ...getInputProps(fields.currentPassword, { type: 'password' }), autoComplete: 'current-password' }}
          errors={fields.currentPassword.errors}
        />
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
        <div className="flex flex-col-reverse gap-2 sm:flex-row">
          <Link to={paths.dashboard} className="btn-secondary flex-1">
            Cancel
          </Link>
          <SubmitButton pending={isPending} pendingText="Changing…" className="btn-primary flex-1">
            Change Password
          </SubmitButton>
        </div>
      </fieldset>
    </Form>
  )
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary error={useRouteError()} />
}
