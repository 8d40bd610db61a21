import { Link, useFetcher } from '@remix-run/react'
import { createContext, useCallback, useContext, useEffect, useMemo, useRef, useState, type ReactNode } from 'react'
import { Modal, ModalHeader } from '#app/components/cpd/modal.tsx'
import { FormErrors, SubmitButton } from '#app/components/forms.tsx'
import { useHydrated, useOnFetcherSuccess } from '#app/utils/hooks.ts'

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
  const [dialog, setDialog] = useState<(AdminDialog & { key: number }) | null>(null)
  const opener = useRef<HTMLElement | null>(null)
  const counter = useRef(0)

  const open = useCallback((next: AdminDialog, from: HTMLElement) => {
    opener.current = from
    counter.current += 1
    setDialog({ ...next, key: counter.current })
  }, [])
  const close = useCallback(() => setDialog(null), [])

  useEffect(() => {
    if (dialog || !opener.current) return
    const target = opener.current.isConnected ? opener.current : document.getElementById(fallbackFocusId)
    opener.current = null
    target?.focus()
  }, [dialog, fallbackFocusId])

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

/**
 * A link to the page of an action, which becomes a button opening its dialog once JavaScript runs (a
 * control that opens a dialog is a button, not a link).
 */
export function DialogTrigger({ to, dialog, className, children }: { to: string; dialog: AdminDialog; className?: string; children: ReactNode }) {
  const hydrated = useHydrated()
  const dialogs = useContext(AdminDialogsContext)
  if (!hydrated || !dialogs) {
    return (
      <Link to={to} className={className}>
        {children}
      </Link>
    )
  }
  return (
    <button type="button" aria-haspopup="dialog" className={className} onClick={(event) => dialogs.open(dialog, event.currentTarget)}>
      {children}
    </button>
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

/**
 * "Are you sure?" with JavaScript: the question, Cancel (focused first, so Enter never deletes by
 * accident) and the button that posts to the confirmation page's action.
 */
export function ConfirmDialog({
  title,
  action,
  confirmLabel,
  pendingLabel,
  failureMessage,
  onClose,
  children,
}: {
  title: string
  action: string
  confirmLabel: string
  pendingLabel: string
  /** Shown when the answer never came from the app (a dropped connection). */
  failureMessage: string
  onClose: () => void
  children: ReactNode
}) {
  const fetcher = useFetcher<ConfirmFailure>()
  useOnFetcherSuccess(fetcher, onClose)
  const failure = fetcher.state === 'idle' ? fetcher.data : undefined
  return (
    <>
      <AdminDialogHeader title={title} onClose={onClose} />
      <fetcher.Form method="post" action={action} className="space-y-4 px-5 py-4 sm:px-6">
        <FormErrors errors={failure ? [failure.message ?? failureMessage, failure.detail] : null} />
        <div className="text-slate-800">{children}</div>
        <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <button type="button" className="btn-secondary" onClick={onClose} data-initial-focus>
            Cancel
          </button>
          <SubmitButton pending={fetcher.state !== 'idle'} pendingText={pendingLabel} className="btn-danger">
            {confirmLabel}
          </SubmitButton>
        </div>
      </fetcher.Form>
    </>
  )
}
