import { useFetcher } from '@remix-run/react'
import { ConfirmDialogButtons, useOnFetcherSuccess } from '#app/components/dialog-forms.tsx'
import { FormErrors } from '#app/components/forms.tsx'
import { AdminDialogHeader, failureErrors, type Confirmation, type ConfirmFailure } from './admin-dialogs.tsx'

/**
 * "Are you sure?" with JavaScript: the question, Cancel (focused first, so Enter never deletes by
 * accident) and the button that posts to the confirmation page's action.
 */
export function ConfirmDialog({ confirmation: c, onClose }: { confirmation: Confirmation; onClose: () => void }) {
  const fetcher = useFetcher<ConfirmFailure>()
  useOnFetcherSuccess(fetcher, onClose)
  return (
    <>
      <AdminDialogHeader title={c.title} onClose={onClose} />
      <fetcher.Form method="post" action={c.action} className="space-y-4 px-5 py-4 sm:px-6">
        <FormErrors errors={failureErrors(fetcher.state === 'idle' ? fetcher.data : null, c.failureMessage)} />
        <div className="text-slate-800 wrap-anywhere">{c.question}</div>
        <ConfirmDialogButtons onClose={onClose} pending={fetcher.state !== 'idle'} pendingText={c.pendingLabel}>
          {c.confirmLabel}
        </ConfirmDialogButtons>
      </fetcher.Form>
    </>
  )
}
