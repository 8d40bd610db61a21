import { getFormProps, getInputProps, getSelectProps, useForm } from '@conform-to/react'
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from '@remix-run/node'
import { Form, Link, useActionData, useRouteError } from '@remix-run/react'
import { AccountCard } from '#app/components/account-card.tsx'
import { GeneralErrorBoundary } from '#app/components/error-boundary.tsx'
import { Field, FormErrors, HoneypotField, PasswordField, SelectField, SubmitButton } from '#app/components/forms.tsx'
import { site } from '#app/config/site.ts'
import { LOCATIONS, REGISTRATION_MEMBERSHIP_TYPES } from '#app/domain/constants.ts'
import { useIsPending, useKeyChangingWith } from '#app/utils/hooks.ts'
import { pageMeta } from '#app/utils/meta.ts'
import type { RegisterInput } from '#app/validation/auth.ts'
import { REGISTER_CONSTRAINT } from '#app/validation/form-constraints.ts'
import { loadRegisterPage, registerAction } from './register.server.ts'
import { paths } from '#app/config/paths.ts'

export async function loader(args: LoaderFunctionArgs) {
  return loadRegisterPage(args)
}

export async function action(args: ActionFunctionArgs) {
  return registerAction(args)
}

export const meta: MetaFunction = ({ location, matches }) =>
  pageMeta({
    title: `Join ${site.shortName}`,
    description: 'Create your member account to access exclusive resources.',
    location,
    matches,
  })

export default function RegisterPage() {
  const lastResult = useActionData<typeof action>()
  const isPending = useIsPending()
  const passwordKey = useKeyChangingWith(lastResult)
  const [form, fields] = useForm<RegisterInput>({
    id: 'register',
    lastResult,
    constraint: REGISTER_CONSTRAINT,
    // The server validates (RegisterSchema) and answers with the field messages.
    shouldValidate: 'onSubmit',
    shouldRevalidate: 'onSubmit',
  })

  return (
    <AccountCard
      wide
      title={`Join ${site.shortName}`}
      subtitle="Create your member account to access exclusive resources"
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
        <HoneypotField />
        <fieldset disabled={isPending} className="space-y-4">
          <div className="grid gap-4 sm:grid-cols-2">
            <Field
              labelProps={{ children: 'First Name' }}
              inputProps={{ ...getInputProps(fields.firstName, { type: 'text' }), autoComplete: 'given-name' }}
              errors={fields.firstName.errors}
            />
            <Field
              labelProps={{ children: 'Last Name' }}
              inputProps={{ ...getInputProps(fields.lastName, { type: 'text' }), autoComplete: 'family-name' }}
              errors={fields.lastName.errors}
            />
          </div>
          <Field
            labelProps={{ children: 'Email' }}
            inputProps={{ ...getInputProps(fields.email, { type: 'email' }), autoComplete: 'email', placeholder: 'you@example.com' }}
            errors={fields.email.errors}
          />
          <div className="grid gap-4 sm:grid-cols-2">
            <Field
              labelProps={{ children: 'Username' }}
              inputProps={{ ...getInputProps(fields.username, { type: 'text' }), autoComplete: 'username', autoCapitalize: 'none' }}
              errors={fields.username.errors}
              hint="At least 3 characters: letters, numbers, dots, hyphens or underscores."
            />
            <PasswordField
              key={`password-${passwordKey}`}
              labelProps={{ children: 'Password' }}
              inputProps={{ ...getInputProps(fields.password, { type: 'password' }), autoComplete: 'new-password' }}
              errors={fields.password.errors}
              hint="At least 8 characters, not a common password."
            />
          </div>
          <div className="grid gap-4 sm:grid-cols-2">
            <Field
              labelProps={{ children: 'Membership ID' }}
              inputProps={{ ...getInputProps(fields.membershipId, { type: 'text' }), placeholder: 'EMP001', autoCapitalize: 'characters' }}
              errors={fields.membershipId.errors}
              hint="As given by the secretariat, e.g. EMP001."
            />
            <SelectField
              labelProps={{ children: 'Membership Type' }}
              selectProps={getSelectProps(fields.membershipType)}
              options={REGISTRATION_MEMBERSHIP_TYPES}
              placeholder="Select membership type"
              errors={fields.membershipType.errors}
            />
          </div>
          <div className="grid gap-4 sm:grid-cols-2">
            <Field
              labelProps={{ children: 'Phone (optional)' }}
              inputProps={{ ...getInputProps(fields.phone, { type: 'tel' }), autoComplete: 'tel', placeholder: '+60 12-345 6789' }}
              errors={fields.phone.errors}
            />
            <SelectField
              labelProps={{ children: 'Location (optional)' }}
              selectProps={getSelectProps(fields.state)}
              options={LOCATIONS}
              placeholder="Select your location"
              errors={fields.state.errors}
            />
          </div>
          <SubmitButton pending={isPending} pendingText="Creating account…" className="btn-primary w-full">
            Create Account
          </SubmitButton>
        </fieldset>
      </Form>
      <p className="mt-6 text-center text-sm text-slate-700">
        Already a member?{' '}
        <Link to={paths.login} className="link">
          Sign in here
        </Link>
      </p>
    </AccountCard>
  )
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary error={useRouteError()} />
}
