import { createContext, useContext, useMemo, type ReactNode } from 'react'
import { DialogLink, useDialogState } from '#app/components/dialog-opener.tsx'
import { Modal, ModalHeader } from '#app/components/modal.tsx'
import { useHydrated } from '#app/utils/hooks.ts'

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
  /**
   * The dialog's content, whose code (a form, its fields) is loaded when the dialog is first wanted:
   * gives what draws it, which calls `close` when it is done.
   */
  load: () => Promise<(close: () => void) => ReactNode>
}

type OpenDialog = { initialFocus: string; render: (close: () => void) => ReactNode }

const AdminDialogsContext = createContext<{ open: (dialog: AdminDialog, opener: HTMLElement) => void } | null>(null)

export function AdminDialogsProvider({ fallbackFocusId, children }: { fallbackFocusId: string; children: ReactNode }) {
  const { dialog, open, close } = useDialogState<OpenDialog>(fallbackFocusId)
  const value = useMemo(
    () => ({
      open: ({ initialFocus, load }: AdminDialog, opener: HTMLElement) => void load().then((render) => open({ initialFocus, render }, opener)),
    }),
    [open],
  )
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
    <DialogLink to={to} onOpen={dialogs ? (opener) => dialogs.open(dialog, opener) : null} onIntent={() => void dialog.load()} className={className}>
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

export const failureErrors = (failure: ConfirmFailure | null | undefined, fallback: string) =>
  failure ? [failure.message ?? fallback, failure.detail] : null

export function confirmationDialog(confirmation: Confirmation): AdminDialog {
  return {
    initialFocus: '[data-initial-focus]',
    load: () => import('./confirm-dialog.tsx').then(({ ConfirmDialog }) => (close) => <ConfirmDialog confirmation={confirmation} onClose={close} />),
  }
}
