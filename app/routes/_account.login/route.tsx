import { getFormProps, getInputProps, useForm } from '@conform-to/react'
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from '@remix-run/node'
import { Form, Link, useActionData, useRouteError, useSearchParams } from '@remix-run/react'
import { AccountCard } from '#app/components/account-card.tsx'
import { GeneralErrorBoundary } from '#app/components/error-boundary.tsx'
import { Field, FormErrors, PasswordField, SubmitButton } from '#app/components/forms.tsx'
import { useIsPending, useKeyChangingWith } from '#app/utils/hooks.ts'
import { pageMeta } from '#app/utils/meta.ts'
import type { LoginInput } from '#app/validation/auth.ts'
import { LOGIN_CONSTRAINT } from '#app/validation/form-constraints.ts'
import { loadLoginPage, loginAction } from './login.server.ts'
import { paths } from '#app/config/paths.ts'

export async function loader(args: LoaderFunctionArgs) {
  return loadLoginPage(args)
}

export async function action(args: ActionFunctionArgs) {
  return loginAction(args)
}

export const meta: MetaFunction = ({ location, matches }) =>
  pageMeta({ title: 'Sign In', description: 'Sign in to your EMPAM member account.', location, matches })

export default function LoginPage() {
  const lastResult = useActionData<typeof action>()
  const [searchParams] = useSearchParams()
  const redirectTo = searchParams.get('redirectTo') ?? ''
  const isPending = useIsPending()
  const passwordKey = useKeyChangingWith(lastResult)
  const [form, fields] = useForm<LoginInput>({
    id: 'login',
    lastResult,
    constraint: LOGIN_CONSTRAINT,
    // The server validates (LoginSchema) and answers with the messages.
    shouldValidate: 'onSubmit',
    shouldRevalidate: 'onSubmit',
  })

  return (
    <AccountCard
      title="Welcome Back"
      subtitle="Sign in to your member account"
      footer={
        <p>
          <Link to={paths.home} className="link">
            Back to Home
          </Link>
        </p>
      }
    >
      <Form method="post" {...getFormProps(form)} className="space-y-4">
        <FormErrors id={form.errorId} errors={form.errors} />
        <fieldset disabled={isPending} className="space-y-4">
          <input type="hidden" name="redirectTo" value={redirectTo} />
          <Field
            labelProps={{ children: 'Email' }}
            inputProps={{ ...getInputProps(fields.email, { type: 'email' }), autoComplete: 'email', placeholder: 'you@example.com' }}
            errors={fields.email.errors}
          />
          <PasswordField
            key={`password-${passwordKey}`}
            labelProps={{ children: 'Password' }}
            inputProps={{ ...getInputProps(fields.password, { type: 'password' }), autoComplete: 'current-password' }}
            errors={fields.password.errors}
          />
          <SubmitButton pending={isPending} pendingText="Signing in…" className="btn-primary w-full">
            Sign In
          </SubmitButton>
        </fieldset>
      </Form>
      <div className="mt-6 space-y-2 text-center text-sm text-slate-700">
        <p>
          <Link to={paths.forgotPassword} className="link">
            Forgot your password?
          </Link>
        </p>
        <p>
          Not a member yet?{' '}
          <Link to={paths.register} className="link">
            Register here
          </Link>
        </p>
      </div>
    </AccountCard>
  )
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary error={useRouteError()} />
}
