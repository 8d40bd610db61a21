import type { SubmissionResult } from '@conform-to/react'
import { getFormProps, getInputProps, useForm } from '#app/components/server-form.ts'
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from '@remix-run/node'
import { Form, Link, useActionData, useLoaderData } from '@remix-run/react'
import { adminMeta, adminMetaT } from '#app/components/admin/admin-meta.ts'
import { AdminShell } from '#app/components/admin/admin-shell.tsx'
import { Field, FormErrors, SubmitButton } from '#app/components/forms.tsx'
import { adminPaths } from '#app/config/admin-paths.ts'
import { useIsPending } from '#app/utils/hooks.ts'
import { useTranslation } from '#app/utils/i18n.ts'
import { checkInAction, loadCheckInPage } from '../admin.events.$id/event-admin.server.ts'

export async function loader(args: LoaderFunctionArgs) {
  return loadCheckInPage(args)
}

export async function action(args: ActionFunctionArgs) {
  return checkInAction(args)
}

export const meta: MetaFunction = ({ location, matches }) => {
  const t = adminMetaT(matches)
  return adminMeta(t('content.types.events.title'), { location, matches }, t('content.metaDescription'))
}

/**
 * The door, from a phone: one large field for the code. The confirmation mail's QR opens this page with
 * the code filled in (`?code=`), so scanning and pressing "Check in" is all it takes; no JavaScript needed.
 */
export default function CheckInPage() {
  const { event, code } = useLoaderData<typeof loader>()
  const lastResult = useActionData<SubmissionResult<string[]>>()
  const isPending = useIsPending()
  const { t } = useTranslation('events')
  const [form, fields] = useForm<{ code: string }>({
    id: `check-in-${code}`,
    lastResult,
    defaultValue: { code },
  })
  return (
    <AdminShell title={t('admin.checkInTitle', { title: event.title })}>
      <div className="card max-w-md">
        <p className="mb-4 text-slate-700">{t('admin.checkInIntro')}</p>
        <Form method="post" {...getFormProps(form)} className="space-y-4">
          <FormErrors id={form.errorId} errors={form.errors} />
          <Field
            labelProps={{ children: t('admin.codeLabel') }}
            inputProps={{
              ...getInputProps(fields.code, { type: 'text' }),
              autoComplete: 'off',
              autoCapitalize: 'characters',
              inputMode: 'text',
              required: true,
              className: 'text-2xl font-mono tracking-widest uppercase',
            }}
            errors={fields.code.errors}
          />
          <SubmitButton pending={isPending} pendingText={t('admin.checkInButton')} className="btn-primary w-full text-lg">
            {t('admin.checkInButton')}
          </SubmitButton>
        </Form>
      </div>
      <p className="mt-6">
        <Link to={adminPaths.event(event.id)} className="link-tap">
          {t('admin.backToList')}
        </Link>
      </p>
    </AdminShell>
  )
}
