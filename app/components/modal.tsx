import { useEffect, useRef, type ReactNode } from 'react'
import { useTranslation } from '#app/utils/i18n.ts'

/**
 * A modal <dialog> opened with showModal(): the browser makes the rest of the page inert, keeps Tab
 * inside and closes it on Escape. `initialFocus` is a selector for the element that gets focus when it
 * opens; returning focus on close is the caller's (it knows what opened it). On a phone it is a
 * full-screen sheet whose title and buttons stay in view (tailwind.css, `.dialog-sheet`).
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
      className="dialog-sheet w-[calc(100%-1.5rem)] max-w-lg rounded-xl bg-white p-0 text-slate-900 shadow-xl backdrop:bg-slate-900/60"
    >
      {open ? children : null}
    </dialog>
  )
}

export function ModalHeader({ id, title, onClose }: { id: string; title: string; onClose: () => void }) {
  const { t } = useTranslation('common')
  return (
    <div data-dialog-header="" className="flex items-start justify-between gap-4 border-b border-slate-200 px-5 py-4 sm:px-6">
      <h2 id={id} className="text-lg font-semibold text-slate-900">
        {title}
      </h2>
      <button type="button" onClick={onClose} className="-m-1 rounded-md p-1 text-slate-600 hover:bg-slate-100 hover:text-slate-900">
        <span aria-hidden="true" className="block h-6 w-6 text-xl leading-6">
          ✕
        </span>
        <span className="sr-only">{t('dialog.close')}</span>
      </button>
    </div>
  )
}
