import { getFormProps, getInputProps, useForm } from '#app/components/server-form.ts'
import type { SubmissionResult } from '@conform-to/react'
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from '@remix-run/node'
import { Form, Link, useActionData, useLoaderData } from '@remix-run/react'
import { AccountCard, Notice } from '#app/components/account-card.tsx'
import { Field, FormErrors, HoneypotField, SubmitButton } from '#app/components/forms.tsx'
import { useIsPending } from '#app/utils/hooks.ts'
import { metaTranslation, Trans, useTranslation } from '#app/utils/i18n.ts'
import { pageMeta } from '#app/utils/meta.ts'
import type { ForgotPasswordInput } from '#app/validation/auth.ts'
import { forgotPasswordAction, loadForgotPasswordPage } from './forgot-password.server.ts'
import { paths, resetPasswordPath } from '#app/config/paths.ts'
import type { RouteHandle } from '#app/utils/route-handle.ts'

/** Not hydrated: a few lines of plain script show the form sending. */
export const handle: RouteHandle = { hydrate: false, enhance: ['pending-forms'] }

export async function loader(args: LoaderFunctionArgs) {
  return loadForgotPasswordPage(args)
}

export async function action(args: ActionFunctionArgs) {
  return forgotPasswordAction(args)
}

export const meta: MetaFunction = ({ location, matches }) => {
  const { t } = metaTranslation(matches, 'auth')
  return pageMeta({ title: t('forgot.metaTitle'), description: t('forgot.metaDescription'), location, matches })
}

export default function ForgotPasswordPage() {
  const data = useActionData<typeof action>()
  if (data?.sent) return <CheckYourEmail email={data.sent.email} debugToken={data.sent.debugToken} />
  return <RequestForm lastResult={data?.result} />
}

function RequestForm({ lastResult }: { lastResult: SubmissionResult<string[]> | null | undefined }) {
  const isPending = useIsPending()
  const { t } = useTranslation('auth')
  const { constraint } = useLoaderData<typeof loader>()
  const [form, fields] = useForm<ForgotPasswordInput>({
    id: 'forgot-password',
    lastResult,
    constraint,
  })
  return (
    <AccountCard
      title={t('forgot.title')}
      subtitle={t('forgot.subtitle')}
      footer={
        <p>
          <Link to={paths.login} className="link">
            {t('backToLogin')}
          </Link>
        </p>
      }
    >
      <Form method="post" {...getFormProps(form)} className="space-y-4">
        <FormErrors id={form.errorId} errors={form.errors} />
        <HoneypotField />
        <fieldset disabled={isPending} className="space-y-4">
          <Field
            labelProps={{ children: t('fields.email') }}
            inputProps={{ ...getInputProps(fields.email, { type: 'email' }), autoComplete: 'email', placeholder: t('emailPlaceholder') }}
            errors={fields.email.errors}
          />
          <SubmitButton pending={isPending} pendingText={t('forgot.pending')} className="btn-primary w-full">
            {t('forgot.submit')}
          </SubmitButton>
        </fieldset>
      </Form>
    </AccountCard>
  )
}

function CheckYourEmail({ email, debugToken }: { email: string; debugToken: string | null }) {
  const resetPath = debugToken ? resetPasswordPath(debugToken) : null
  const { t } = useTranslation('auth')
  return (
    <AccountCard title={t('forgot.checkTitle')}>
      <div className="space-y-4">
        <p role="status" className="text-slate-800">
          <Trans text={t('forgot.checkText', { email })} components={{ strong: (words) => <strong className="break-words">{words}</strong> }} />
        </p>
        <p className="text-sm text-slate-700">
          {t('forgot.checkHint')}
        </p>
        {resetPath ? (
          <Notice tone="warning">
            <p className="font-semibold">{t('forgot.debug.title')}</p>
            <p className="mt-1">
              {t('forgot.debug.text')} <code className="break-all">{debugToken}</code>
            </p>
            <p className="mt-2">
              <Link to={resetPath} className="link">
                {t('forgot.debug.link')}
              </Link>
            </p>
          </Notice>
        ) : null}
        <div className="flex flex-col gap-2 sm:flex-row">
          <Link to={paths.forgotPassword} className="btn-secondary flex-1">
            {t('forgot.tryAgain')}
          </Link>
          <Link to={paths.login} className="btn-primary flex-1">
            {t('backToLogin')}
          </Link>
        </div>
      </div>
    </AccountCard>
  )
}
