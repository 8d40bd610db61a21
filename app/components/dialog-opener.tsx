import { Link } from '@remix-run/react'
import { useCallback, useEffect, useRef, useState, type ReactNode } from 'react'
import { useHydrated } from '#app/utils/hooks.ts'

/*
 * What opens a page's dialogs, apart from the dialogs themselves (modal.tsx): the dialogs' code (their
 * forms, fields and constraints) is a module of its own that the page loads when a dialog is first
 * wanted (`lazyModule`), not with the page (docs/decisions/018-page-scripts.md).
 */

/**
 * A module loaded the first time it is wanted, then kept: `preload()` starts loading it (and is what
 * opening a dialog awaits), `loaded()` is the module once it has arrived, or null.
 */
export function lazyModule<T>(load: () => Promise<T>) {
  let loading: Promise<T> | null = null
  let module: T | null = null
  return {
    preload: () => (loading ??= load().then((loadedModule) => (module = loadedModule))),
    loaded: () => module,
  }
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
  onIntent,
  className,
  children,
}: {
  to: string
  onOpen: ((opener: HTMLElement) => void) | null
  /** The pointer comes near or focus arrives: a good moment to start loading the dialog's code. */
  onIntent?: () => void
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
    <button
      type="button"
      aria-haspopup="dialog"
      className={className}
      onPointerEnter={onIntent}
      onFocus={onIntent}
      onClick={(event) => onOpen(event.currentTarget)}
    >
      {children}
    </button>
  )
}
