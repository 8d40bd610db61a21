import { getFormProps, getInputProps, useForm, type SubmissionResult } from '@conform-to/react'
import { getZodConstraint, parseWithZod } from '@conform-to/zod'
import { json, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from '@remix-run/node'
import { Form, Link, useActionData, useLoaderData, useLocation, useRouteError } from '@remix-run/react'
import { AccountCard, Notice } from '#app/components/account-card.tsx'
import { GeneralErrorBoundary } from '#app/components/error-boundary.tsx'
import { FormErrors, PasswordField, SubmitButton } from '#app/components/forms.tsx'
import { changePassword } from '#app/utils/account.server.ts'
import { getCurrentSession, retryAfterHeaders } from '#app/utils/auth.server.ts'
import { useIsPending, useKeyChangingWith } from '#app/utils/hooks.ts'
import { pageMeta } from '#app/utils/meta.ts'
import { redirectWithToast } from '#app/utils/toast.server.ts'
import { ChangePasswordSchema, NOT_SIGNED_IN_TO_CHANGE_PASSWORD } from '#app/validation/auth.ts'

const PASSWORD_FIELDS = ['currentPassword', 'newPassword', 'confirmPassword']

/** Signed out, the page explains instead of redirecting (the spec's behaviour). */
export async function loader({ request }: LoaderFunctionArgs) {
  return json({ signedIn: Boolean(await getCurrentSession(request)) })
}

export async function action({ request }: ActionFunctionArgs) {
  const current = await getCurrentSession(request)
  const formData = await request.formData()
  const submission = parseWithZod(formData, { schema: ChangePasswordSchema })
  if (!current) {
    return json(submission.reply({ formErrors: [NOT_SIGNED_IN_TO_CHANGE_PASSWORD], hideFields: PASSWORD_FIELDS }), { status: 401 })
  }
  if (submission.status !== 'success') {
    return json(submission.reply({ hideFields: PASSWORD_FIELDS }), { status: 400 })
  }
  const result = await changePassword(current, submission.value)
  if (!result.ok) {
    return json(
      submission.reply({
        ...(result.fieldErrors ? { fieldErrors: result.fieldErrors } : { formErrors: [result.message] }),
        hideFields: PASSWORD_FIELDS,
      }),
      { status: result.status, headers: retryAfterHeaders(result) },
    )
  }
  // A fresh page is the form reset, with or without JavaScript.
  return redirectWithToast('/change-password', {
    title: 'Password changed successfully',
    description: 'You have been signed out of your other devices.',
  })
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
          <Link to="/login?redirectTo=/change-password" className="btn-primary w-full">
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
  const [form, fields] = useForm({
    id: 'change-password',
    lastResult,
    constraint: getZodConstraint(ChangePasswordSchema),
    onValidate: ({ formData }) => parseWithZod(formData, { schema: ChangePasswordSchema }),
    shouldValidate: 'onBlur',
    shouldRevalidate: 'onInput',
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
          hint="At least 6 characters."
        />
        <PasswordField
          key={`confirmPassword-${passwordKey}`}
          labelProps={{ children: 'Confirm New Password' }}
          inputProps={{ ...getInputProps(fields.confirmPassword, { type: 'password' }), autoComplete: 'new-password' }}
          errors={fields.confirmPassword.errors}
        />
        <div className="flex flex-col-reverse gap-2 sm:flex-row">
          <Link to="/member-dashboard" className="btn-secondary flex-1">
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
