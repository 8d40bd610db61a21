import { Form } from '@remix-run/react'
import type { ReactNode } from 'react'
import { FormActions, FormErrors } from '#app/components/forms.tsx'
import { useIsPending } from '#app/utils/hooks.ts'
import { useTranslation } from '#app/utils/i18n.ts'
import { failureErrors, type Confirmation, type ConfirmFailure } from './admin-dialogs.tsx'
import { AdminShell } from './admin-shell.tsx'

/** The same question as a page of its own, for administrators without JavaScript. */
export function ConfirmationPage({
  confirmation: c,
  cancelTo,
  failure,
  children,
}: {
  confirmation: Confirmation
  cancelTo: string
  /** The action's answer after a failed attempt. */
  failure: ConfirmFailure | null | undefined
  /** More about what goes, under the question. */
  children?: ReactNode
}) {
  const isPending = useIsPending()
  const { t } = useTranslation('admin')
  return (
    <AdminShell title={c.title}>
      <Form method="post" action={c.action} className="card max-w-2xl space-y-6">
        <FormErrors errors={failureErrors(failure, c.failureMessage)} />
        <div className="text-slate-800 wrap-anywhere">{c.question}</div>
        {children}
        <FormActions backTo={cancelTo} backLabel={t('cancel')} submitLabel={c.confirmLabel} pending={isPending} pendingText={c.pendingLabel} danger />
      </Form>
    </AdminShell>
  )
}
