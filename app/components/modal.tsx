import type { SubmissionResult } from '@conform-to/react'
import { Link, useFetcher } from '@remix-run/react'
import { useCallback, useEffect, useRef, useState, type ReactNode } from 'react'
import { SubmitButton } from '#app/components/forms.tsx'
import { useHydrated } from '#app/utils/hooks.ts'

/**
 * A modal <dialog> opened with showModal(): the browser makes the rest of the page inert, keeps Tab
 * inside and closes it on Escape. `initialFocus` is a selector for the element that gets focus when it
 * opens; returning focus on close is the caller's (it knows what opened it).
 */
export function Modal({
  open,
  onClose,
  labelledBy,
  initialFocus,
  children,
}: {
  open: boolean
  onClose: () => void
  labelledBy: string
  initialFocus: string
  children: ReactNode
}) {
  const ref = useRef<HTMLDialogElement>(null)

  useEffect(() => {
    const dialog = ref.current
    if (!dialog) return
    if (open) {
      if (!dialog.open) dialog.showModal()
      dialog.querySelector<HTMLElement>(initialFocus)?.focus()
    } else if (dialog.open) {
      dialog.close()
    }
  }, [open, initialFocus])

  return (
    <dialog
      ref={ref}
      aria-labelledby={labelledBy}
      onClose={onClose}
      className="w-[calc(100%-1.5rem)] max-w-lg rounded-xl bg-white p-0 text-slate-900 shadow-xl backdrop:bg-slate-900/60"
    >
      {open ? children : null}
    </dialog>
  )
}

export function ModalHeader({ id, title, onClose }: { id: string; title: string; onClose: () => void }) {
  return (
    <div className="flex items-start justify-between gap-4 border-b border-slate-200 px-5 py-4 sm:px-6">
      <h2 id={id} className="text-lg font-semibold text-slate-900">
        {title}
      </h2>
      <button type="button" onClick={onClose} className="-m-1 rounded-md p-1 text-slate-600 hover:bg-slate-100 hover:text-slate-900">
        <span aria-hidden="true" className="block h-6 w-6 text-xl leading-6">
          ✕
        </span>
        <span className="sr-only">Close</span>
      </button>
    </div>
  )
}

/**
 * Which dialog of a page is open (one at a time), with what opened it: once the dialog closes, focus
 * goes back there, or to the element with `fallbackFocusId` when it is gone (a deleted item's button).
 * Each opening gets a new `key`, so the dialog's content starts afresh.
 */
export function useDialogState<T extends object>(fallbackFocusId: string) {
  const [dialog, setDialog] = useState<(T & { key: number }) | null>(null)
  const opener = useRef<HTMLElement | null>(null)
  const counter = useRef(0)

  const open = useCallback((next: T, from: HTMLElement) => {
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

  return { dialog, open, close }
}

/**
 * A link to the page of an action, which becomes a button opening its dialog once JavaScript runs
 * (a control that opens a dialog is a button, not a link). Without `onOpen` it stays a link.
 */
export function DialogLink({
  to,
  onOpen,
  className,
  children,
}: {
  to: string
  onOpen: ((opener: HTMLElement) => void) | null
  className?: string
  children: ReactNode
}) {
  const hydrated = useHydrated()
  if (!hydrated || !onOpen) {
    return (
      <Link to={to} className={className}>
        {children}
      </Link>
    )
  }
  return (
    <button type="button" aria-haspopup="dialog" className={className} onClick={(event) => onOpen(event.currentTarget)}>
      {children}
    </button>
  )
}

/**
 * Calls `onSuccess` once a submission of this fetcher has finished without an answer of its own. Success
 * is a redirect, which brings no data; a failure brings new data. (A fetcher keeps the data of an
 * earlier failure after a later redirect, so "no data" alone would not tell.)
 *
 * The router's updates render as transitions, so a busy state may never be committed on its own: on a
 * loaded machine the 'submitting' render was skipped and a dialog stayed open after a delete that had
 * succeeded (an end-to-end journey, once retries were off). So any busy render counts, and the data is
 * compared with the data of the last idle render, from before the submission.
 */
export function useOnFetcherSuccess(fetcher: { state: string; data: unknown }, onSuccess: () => void) {
  const idleData = useRef<unknown>(fetcher.data)
  const busy = useRef(false)
  const latest = useRef(onSuccess)
  latest.current = onSuccess
  useEffect(() => {
    if (fetcher.state !== 'idle') {
      busy.current = true
      return
    }
    if (busy.current) {
      busy.current = false
      if (fetcher.data === idleData.current) latest.current()
    }
    idleData.current = fetcher.data
  }, [fetcher.state, fetcher.data])
}

/**
 * What a form inside a dialog needs: it posts through a fetcher (the page stays), shows the answer's
 * errors, and closes the dialog once saved. Spread into the form component.
 */
export function useDialogForm(onClose: () => void) {
  const fetcher = useFetcher<SubmissionResult<string[]>>()
  useOnFetcherSuccess(fetcher, onClose)
  return {
    as: fetcher.Form,
    lastResult: fetcher.data,
    pending: fetcher.state !== 'idle',
    cancel: (
      <button type="button" className="btn-secondary" onClick={onClose}>
        Cancel
      </button>
    ),
  }
}

/**
 * The buttons of an "Are you sure?" dialog: Cancel, focused first so that Enter never deletes by
 * accident, and the button that does the deed.
 */
export function ConfirmDialogButtons({ onClose, pending, pendingText, children }: { onClose: () => void; pending: boolean; pendingText: string; children: ReactNode }) {
  return (
    <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
      <button type="button" className="btn-secondary" onClick={onClose} data-initial-focus>
        Cancel
      </button>
      <SubmitButton pending={pending} pendingText={pendingText} className="btn-danger">
        {children}
      </SubmitButton>
    </div>
  )
}
