import { getFormProps, getInputProps, useForm } from '#app/components/server-form.ts'
import { json, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from '@remix-run/node'
import { Form, useActionData, useLoaderData } from '@remix-run/react'
import { AccountCard } from '#app/components/account-card.tsx'
import { Field, FormActions, FormErrors, PasswordField } from '#app/components/forms.tsx'
import { requireUser } from '#app/utils/auth.server.ts'
import { routeStrings } from '#app/utils/i18n.server.ts'
import { useIsPending } from '#app/utils/hooks.ts'
import { metaTranslation, useTranslation } from '#app/utils/i18n.ts'
import { pageMeta } from '#app/utils/meta.ts'
import type { ChangeEmailInput } from '#app/validation/email-change.ts'
import { CHANGE_EMAIL_CONSTRAINT } from '#app/validation/constraints.server.ts'
import { changeEmailAction } from './change-email.server.ts'
import { paths } from '#app/config/paths.ts'
import type { RouteHandle } from '#app/utils/route-handle.ts'

/** Not hydrated: a few lines of plain script show the form sending and the password. */
export const handle: RouteHandle = { hydrate: false, enhance: ['pending-forms', 'password-toggle'] }

export async function loader({ request }: LoaderFunctionArgs) {
  const user = await requireUser(request)
  return json({ email: user.email, i18n: await routeStrings(request, ['auth']) })
}

export async function action(args: ActionFunctionArgs) {
  return changeEmailAction(args)
}

export const meta: MetaFunction = ({ location, matches }) => {
  const { t } = metaTranslation(matches, 'auth')
  return [
    ...pageMeta({ title: t('changeEmail.metaTitle'), description: t('changeEmail.metaDescription'), location, matches }),
    { name: 'robots', content: 'noindex' },
  ]
}

/**
 * /change-email, reached from /profile: the new sign-in address and the current password. The address
 * changes only when the link mailed to it is followed; the current address is told.
 */
export default function ChangeEmailPage() {
  const { email } = useLoaderData<typeof loader>()
  const lastResult = useActionData<typeof action>()
  const isPending = useIsPending()
  const { t } = useTranslation('auth')
  const [form, fields] = useForm<ChangeEmailInput>({
    id: 'change-email',
    lastResult,
    constraint: CHANGE_EMAIL_CONSTRAINT,
  })
  return (
    <AccountCard title={t('changeEmail.title')} subtitle={t('changeEmail.subtitle', { email })}>
      <Form method="post" {...getFormProps(form)} className="space-y-4">
        <FormErrors id={form.errorId} errors={form.errors} />
        <fieldset disabled={isPending} className="space-y-4">
          <Field
            labelProps={{ children: t('fields.newEmail') }}
            inputProps={{ ...getInputProps(fields.newEmail, { type: 'email' }), autoComplete: 'email' }}
            errors={fields.newEmail.errors}
            hint={t('changeEmail.newEmailHint')}
          />
          <PasswordField
            labelProps={{ children: t('fields.currentPassword') }}
            inputProps={{ ...getInputProps(fields.currentPassword, { type: 'password' }), autoComplete: 'current-password' }}
            errors={fields.currentPassword.errors}
          />
          <FormActions backTo={paths.profile} backLabel={t('cancel')} submitLabel={t('changeEmail.submit')} pending={isPending} pendingText={t('changeEmail.pending')} />
        </fieldset>
      </Form>
    </AccountCard>
  )
}
