import { createContext, useCallback, useContext, useMemo, useState, type ReactNode } from 'react'
import type { Constraint } from '#app/components/server-form.ts'
import type { CpdEntryView } from '#app/domain/cpd-records.ts'
import { DialogLink, lazyModule, useDialogState } from '#app/components/dialog-opener.tsx'
import { useHydrated } from '#app/utils/hooks.ts'

/**
 * With JavaScript, "Add CPD Entry", "Edit" and "Delete" open dialogs on the dashboard instead of going
 * to their pages; the dialogs post with a fetcher to the very actions of those pages. On success the
 * action redirects to the dashboard with a toast, which reloads the list; the dialog then closes and
 * gives focus back to what opened it. The dialogs' code (cpd-dialog-bodies.tsx: the form, its fields
 * and constraints) arrives when a control is first pointed at, focused or pressed, not with the page.
 */

export type CpdDialog = { kind: 'entry'; entry: CpdEntryView | null } | { kind: 'delete'; entry: CpdEntryView }

interface CpdDialogs {
  open: (dialog: CpdDialog, opener: HTMLElement) => void
}

const CpdDialogsContext = createContext<CpdDialogs | null>(null)

const dialogBodies = lazyModule(() => import('./cpd-dialog-bodies.tsx'))

export function CpdDialogsProvider({
  today,
  constraint,
  fallbackFocusId,
  children,
}: {
  today: string
  /** The entry form's native constraints, from the loader. */
  constraint: Record<string, Constraint>
  /** Where focus goes when what opened a dialog is gone (a deleted entry's button). */
  fallbackFocusId: string
  children: ReactNode
}) {
  const { dialog, open, close } = useDialogState<CpdDialog>(fallbackFocusId)
  const [bodies, setBodies] = useState(dialogBodies.loaded)
  const openWhenLoaded = useCallback(
    (next: CpdDialog, opener: HTMLElement) => {
      void dialogBodies.preload().then((loaded) => {
        setBodies(() => loaded)
        open(next, opener)
      })
    },
    [open],
  )
  const value = useMemo(() => ({ open: openWhenLoaded }), [openWhenLoaded])
  // Without JavaScript there are no dialogs at all: the controls are links to the pages.
  const hydrated = useHydrated()

  return (
    <CpdDialogsContext.Provider value={value}>
      {children}
      {hydrated && bodies ? <bodies.CpdDialogs dialog={dialog} today={today} constraint={constraint} onClose={close} /> : null}
    </CpdDialogsContext.Provider>
  )
}

/** A link to the page of an action, which opens its dialog instead once JavaScript runs. */
export function CpdDialogLink({ to, dialog, className, children }: { to: string; dialog: CpdDialog; className?: string; children: ReactNode }) {
  const dialogs = useContext(CpdDialogsContext)
  return (
    <DialogLink
      to={to}
      onOpen={dialogs ? (opener) => dialogs.open(dialog, opener) : null}
      onIntent={dialogBodies.preload}
      className={className}
    >
      {children}
    </DialogLink>
  )
}
