import { useFetcher } from '@remix-run/react'
import { createContext, useContext, useMemo, type ReactNode } from 'react'
import { FormErrors } from '#app/components/forms.tsx'
import { formatDate } from '#app/domain/dates.ts'
import { hoursLabel, type CpdEntryView } from '#app/domain/cpd-records.ts'
import { useHydrated } from '#app/utils/hooks.ts'
import { CPD_MESSAGES } from '#app/validation/cpd.ts'
import { CpdEntryForm } from './cpd-entry-form.tsx'
import { ConfirmDialogButtons, DialogLink, Modal, ModalHeader, useDialogForm, useDialogState, useOnFetcherSuccess } from '#app/components/modal.tsx'
import { cpdPaths } from '#app/config/paths.ts'

/**
 * With JavaScript, "Add CPD Entry", "Edit" and "Delete" open dialogs on the dashboard instead of going
 * to their pages; the dialogs post with a fetcher to the very actions of those pages. On success the
 * action redirects to the dashboard with a toast, which reloads the list; the dialog then closes and
 * gives focus back to what opened it.
 */

type Open = { kind: 'entry'; entry: CpdEntryView | null } | { kind: 'delete'; entry: CpdEntryView }

interface CpdDialogs {
  open: (dialog: Open, opener: HTMLElement) => void
}

const CpdDialogsContext = createContext<CpdDialogs | null>(null)

export function CpdDialogsProvider({
  today,
  fallbackFocusId,
  children,
}: {
  today: string
  /** Where focus goes when what opened a dialog is gone (a deleted entry's button). */
  fallbackFocusId: string
  children: ReactNode
}) {
  const { dialog, open, close } = useDialogState<Open>(fallbackFocusId)

  const value = useMemo(() => ({ open }), [open])
  // Without JavaScript there are no dialogs at all: the controls are links to the pages.
  const hydrated = useHydrated()
  const entryOpen = dialog?.kind === 'entry'
  const deleteOpen = dialog?.kind === 'delete'

  return (
    <CpdDialogsContext.Provider value={value}>
      {children}
      {hydrated ? (
        <>
          <Modal open={entryOpen} onClose={close} labelledBy="cpd-entry-dialog-title" initialFocus="input, select, textarea">
            {dialog?.kind === 'entry' ? <EntryDialogBody key={dialog.key} entry={dialog.entry} today={today} onClose={close} /> : null}
          </Modal>
          <Modal open={deleteOpen} onClose={close} labelledBy="cpd-delete-dialog-title" initialFocus="[data-initial-focus]">
            {dialog?.kind === 'delete' ? <DeleteDialogBody key={dialog.key} entry={dialog.entry} onClose={close} /> : null}
          </Modal>
        </>
      ) : null}
    </CpdDialogsContext.Provider>
  )
}

/** A link to the page of an action, which opens its dialog instead once JavaScript runs. */
export function CpdDialogLink({ to, dialog, className, children }: { to: string; dialog: Open; className?: string; children: ReactNode }) {
  const dialogs = useContext(CpdDialogsContext)
  return (
    <DialogLink to={to} onOpen={dialogs ? (opener) => dialogs.open(dialog, opener) : null} className={className}>
      {children}
    </DialogLink>
  )
}

function EntryDialogBody({ entry, today, onClose }: { entry: CpdEntryView | null; today: string; onClose: () => void }) {
  const dialogForm = useDialogForm(onClose)
  return (
    <>
      <ModalHeader id="cpd-entry-dialog-title" title={entry ? 'Edit CPD Entry' : 'Add CPD Entry'} onClose={onClose} />
      <div className="px-5 py-4 sm:px-6">
        <CpdEntryForm
          id={entry ? `cpd-entry-${entry.id}` : 'cpd-entry-new'}
          action={entry ? cpdPaths.edit(entry.id) : cpdPaths.add}
          entry={entry}
          today={today}
          {...dialogForm}
        />
      </div>
    </>
  )
}

function DeleteDialogBody({ entry, onClose }: { entry: CpdEntryView; onClose: () => void }) {
  const fetcher = useFetcher<{ message?: string }>()
  useOnFetcherSuccess(fetcher, onClose)
  const failure = fetcher.state === 'idle' && fetcher.data ? fetcher.data.message : null
  const errors = failure === undefined || failure === null ? null : [CPD_MESSAGES.deleteFailed, failure === CPD_MESSAGES.deleteFailed ? null : failure]

  return (
    <>
      <ModalHeader id="cpd-delete-dialog-title" title="Delete CPD Entry" onClose={onClose} />
      <fetcher.Form method="post" action={cpdPaths.delete(entry.id)} className="space-y-4 px-5 py-4 sm:px-6">
        <FormErrors errors={errors} />
        <p className="text-slate-800">
          Delete <strong>{entry.title}</strong> ({hoursLabel(entry.hours)}, {formatDate(entry.date)}) from your CPD record? This cannot be
          undone.
        </p>
        <ConfirmDialogButtons onClose={onClose} pending={fetcher.state !== 'idle'} pendingText="Deleting…">
          Delete Entry
        </ConfirmDialogButtons>
      </fetcher.Form>
    </>
  )
}
