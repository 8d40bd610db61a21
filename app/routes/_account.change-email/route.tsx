import { getFormProps, getInputProps, useForm } from '@conform-to/react'
import { json, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from '@remix-run/node'
import { Form, Link, useActionData, useLoaderData, useRouteError } from '@remix-run/react'
import { AccountCard } from '#app/components/account-card.tsx'
import { GeneralErrorBoundary } from '#app/components/error-boundary.tsx'
import { Field, FormErrors, PasswordField, SubmitButton } from '#app/components/forms.tsx'
import { requireUser } from '#app/utils/auth.server.ts'
import { useIsPending } from '#app/utils/hooks.ts'
import { pageMeta } from '#app/utils/meta.ts'
import type { ChangeEmailInput } from '#app/validation/email-change.ts'
import { CHANGE_EMAIL_CONSTRAINT } from '#app/validation/change-email-constraint.ts'
import { changeEmailAction } from './change-email.server.ts'

export async function loader({ request }: LoaderFunctionArgs) {
  const user = await requireUser(request)
  return json({ email: user.email })
}

export async function action(args: ActionFunctionArgs) {
  return changeEmailAction(args)
}

export const meta: MetaFunction = ({ location, matches }) => [
  ...pageMeta({ title: 'Change E-mail Address', description: 'Change the e-mail address you sign in with.', location, matches }),
  { name: 'robots', content: 'noindex' },
]

/**
 * /change-email, reached from /profile: the new sign-in address and the current password. The address
 * changes only when the link mailed to it is followed; the current address is told.
 */
export default function ChangeEmailPage() {
  const { email } = useLoaderData<typeof loader>()
  const lastResult = useActionData<typeof action>()
  const isPending = useIsPending()
  const [form, fields] = useForm<ChangeEmailInput>({
    id: 'change-email',
    lastResult,
    constraint: CHANGE_EMAIL_CONSTRAINT,
    // The server validates (ChangeEmailSchema) and answers with the field messages.
    shouldValidate: 'onSubmit',
    shouldRevalidate: 'onSubmit',
  })
  return (
    <AccountCard title="Change E-mail Address" subtitle={`You sign in with ${email}.`}>
      <Form method="post" {...getFormProps(form)} className="space-y-4">
        <FormErrors id={form.errorId} errors={form.errors} />
        <fieldset disabled={isPending} className="space-y-4">
          <Field
            labelProps={{ children: 'New E-mail Address' }}
            inputProps={{ ...getInputProps(fields.newEmail, { type: 'email' }), autoComplete: 'email' }}
            errors={fields.newEmail.errors}
            hint="We send a link to this address; the change takes effect when you follow it. Your current address is told."
          />
          <PasswordField
            labelProps={{ children: 'Current Password' }}
            inputProps={{ ...getInputProps(fields.currentPassword, { type: 'password' }), autoComplete: 'current-password' }}
            errors={fields.currentPassword.errors}
          />
          <div className="flex flex-col-reverse gap-2 sm:flex-row">
            <Link to="/profile" className="btn-secondary flex-1">
              Cancel
            </Link>
            <SubmitButton pending={isPending} pendingText="Sending…" className="btn-primary flex-1">
              Send Confirmation Link
            </SubmitButton>
          </div>
        </fieldset>
      </Form>
    </AccountCard>
  )
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary error={useRouteError()} />
}
