import { Form, Link, useFetcher } from '@remix-run/react'
import { createContext, useContext, useMemo, type ReactNode } from 'react'
import { ConfirmDialogButtons, DialogLink, Modal, ModalHeader, useDialogState, useOnFetcherSuccess } from '#app/components/modal.tsx'
import { FormErrors, SubmitButton } from '#app/components/forms.tsx'
import { useHydrated, useIsPending } from '#app/utils/hooks.ts'
import { AdminShell } from './admin-shell.tsx'

/**
 * With JavaScript, the admin pages' "Add", "Edit", "Delete" and "Remove" controls open dialogs instead
 * of going to their pages; a dialog posts with a fetcher to the very action of that page. Success
 * redirects back with a toast, which reloads the list; the dialog then closes and gives focus back to
 * what opened it (or, when that is gone, to the list's heading).
 */

export const ADMIN_DIALOG_TITLE_ID = 'admin-dialog-title'

export interface AdminDialog {
  /** A selector for what gets focus when the dialog opens. */
  initialFocus: string
  /** The dialog's content; it calls `close` when it is done. */
  render: (close: () => void) => ReactNode
}

const AdminDialogsContext = createContext<{ open: (dialog: AdminDialog, opener: HTMLElement) => void } | null>(null)

export function AdminDialogsProvider({ fallbackFocusId, children }: { fallbackFocusId: string; children: ReactNode }) {
  const { dialog, open, close } = useDialogState<AdminDialog>(fallbackFocusId)
  const value = useMemo(() => ({ open }), [open])
  // Without JavaScript there are no dialogs at all: the controls are links to the pages.
  const hydrated = useHydrated()

  return (
    <AdminDialogsContext.Provider value={value}>
      {children}
      {hydrated ? (
        <Modal open={dialog !== null} onClose={close} labelledBy={ADMIN_DIALOG_TITLE_ID} initialFocus={dialog?.initialFocus ?? 'input'}>
          {dialog ? <div key={dialog.key}>{dialog.render(close)}</div> : null}
        </Modal>
      ) : null}
    </AdminDialogsContext.Provider>
  )
}

/** A link to the page of an action, which opens its dialog instead once JavaScript runs. */
export function DialogTrigger({ to, dialog, className, children }: { to: string; dialog: AdminDialog; className?: string; children: ReactNode }) {
  const dialogs = useContext(AdminDialogsContext)
  return (
    <DialogLink to={to} onOpen={dialogs ? (opener) => dialogs.open(dialog, opener) : null} className={className}>
      {children}
    </DialogLink>
  )
}

export function AdminDialogHeader({ title, onClose }: { title: string; onClose: () => void }) {
  return <ModalHeader id={ADMIN_DIALOG_TITLE_ID} title={title} onClose={onClose} />
}

/** What a failed confirmation answers: the spec's failure message, and why when it is known. */
export interface ConfirmFailure {
  message?: string
  detail?: string
}

export interface Confirmation {
  title: string
  /** The confirmation page's address, whose action does the deed. */
  action: string
  confirmLabel: string
  pendingLabel: string
  /** Shown when the answer never came from the app (a dropped connection). */
  failureMessage: string
  /** The question, naming what goes. */
  question: ReactNode
}

const failureErrors = (failure: ConfirmFailure | null | undefined, fallback: string) =>
  failure ? [failure.message ?? fallback, failure.detail] : null

/**
 * "Are you sure?" with JavaScript: the question, Cancel (focused first, so Enter never deletes by
 * accident) and the button that posts to the confirmation page's action.
 */
function ConfirmDialog({ confirmation: c, onClose }: { confirmation: Confirmation; onClose: () => void }) {
  const fetcher = useFetcher<ConfirmFailure>()
  useOnFetcherSuccess(fetcher, onClose)
  return (
    <>
      <AdminDialogHeader title={c.title} onClose={onClose} />
      <fetcher.Form method="post" action={c.action} className="space-y-4 px-5 py-4 sm:px-6">
        <FormErrors errors={failureErrors(fetcher.state === 'idle' ? fetcher.data : null, c.failureMessage)} />
        <div className="text-slate-800">{c.question}</div>
        <ConfirmDialogButtons onClose={onClose} pending={fetcher.state !== 'idle'} pendingText={c.pendingLabel}>
          {c.confirmLabel}
        </ConfirmDialogButtons>
      </fetcher.Form>
    </>
  )
}

export function confirmationDialog(confirmation: Confirmation): AdminDialog {
  return { initialFocus: '[data-initial-focus]', render: (close) => <ConfirmDialog confirmation={confirmation} onClose={close} /> }
}

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
  return (
    <AdminShell title={c.title}>
      <Form method="post" action={c.action} className="card max-w-2xl space-y-6">
        <FormErrors errors={failureErrors(failure, c.failureMessage)} />
        <div className="text-slate-800">{c.question}</div>
        {children}
        <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <Link to={cancelTo} className="btn-secondary">
            Cancel
          </Link>
          <SubmitButton pending={isPending} pendingText={c.pendingLabel} className="btn-danger">
            {c.confirmLabel}
          </SubmitButton>
        </div>
      </Form>
    </AdminShell>
  )
}
