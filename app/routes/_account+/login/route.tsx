import { getFormProps, getInputProps, useForm } from '#app/components/server-form.ts'
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from '@remix-run/node'
import { Form, Link, useActionData, useLoaderData, useSearchParams } from '@remix-run/react'
import { AccountCard } from '#app/components/account-card.tsx'
import { Field, FormErrors, PasswordField, SubmitButton } from '#app/components/forms.tsx'
import { useIsPending, useKeyChangingWith } from '#app/utils/hooks.ts'
import { metaTranslation, useTranslation } from '#app/utils/i18n.ts'
import { pageMeta } from '#app/utils/meta.ts'
import type { LoginInput } from '#app/validation/auth.ts'
import { loadLoginPage, loginAction } from './login.server.ts'
import { paths } from '#app/config/paths.ts'
import type { RouteHandle } from '#app/utils/route-handle.ts'

/** Not hydrated: a few lines of plain script show the form sending and the password. */
export const handle: RouteHandle = { hydrate: false, enhance: ['pending-forms', 'password-toggle'] }

export async function loader(args: LoaderFunctionArgs) {
  return loadLoginPage(args)
}

export async function action(args: ActionFunctionArgs) {
  return loginAction(args)
}

export const meta: MetaFunction = ({ location, matches }) => {
  const { t } = metaTranslation(matches, 'auth')
  return pageMeta({ title: t('login.metaTitle'), description: t('login.metaDescription'), location, matches })
}

export default function LoginPage() {
  const lastResult = useActionData<typeof action>()
  const { constraint } = useLoaderData<typeof loader>()
  const [searchParams] = useSearchParams()
  const redirectTo = searchParams.get('redirectTo') ?? ''
  const isPending = useIsPending()
  const { t } = useTranslation('auth')
  const passwordKey = useKeyChangingWith(lastResult)
  const [form, fields] = useForm<LoginInput>({
    id: 'login',
    lastResult,
    constraint,
  })

  return (
    <AccountCard
      title={t('login.title')}
      subtitle={t('login.subtitle')}
      footer={
        <p>
          <Link to={paths.home} className="link">
            {t('backToHome')}
          </Link>
        </p>
      }
    >
      <Form method="post" {...getFormProps(form)} className="space-y-4">
        <FormErrors id={form.errorId} errors={form.errors} />
        <fieldset disabled={isPending} className="space-y-4">
          <input type="hidden" name="redirectTo" value={redirectTo} />
          <Field
            labelProps={{ children: t('fields.email') }}
            inputProps={{ ...getInputProps(fields.email, { type: 'email' }), autoComplete: 'email', placeholder: t('emailPlaceholder') }}
            errors={fields.email.errors}
          />
          <PasswordField
            key={`password-${passwordKey}`}
            labelProps={{ children: t('fields.password') }}
            inputProps={{ ...getInputProps(fields.password, { type: 'password' }), autoComplete: 'current-password' }}
            errors={fields.password.errors}
          />
          <SubmitButton pending={isPending} pendingText={t('login.pending')} className="btn-primary w-full">
            {t('login.submit')}
          </SubmitButton>
        </fieldset>
      </Form>
      <div className="mt-6 space-y-2 text-center text-sm text-slate-700">
        <p>
          <Link to={paths.forgotPassword} className="link-tap">
            {t('login.forgot')}
          </Link>
        </p>
        <p>
          {t('login.notMember')}{' '}
          <Link to={paths.register} className="link">
            {t('login.registerLink')}
          </Link>
        </p>
      </div>
    </AccountCard>
  )
}
