import { useEffect, useRef, useState } from 'react'
import type { Toast } from '#app/utils/toast.server.ts'
import { cn } from '#app/components/class-names.ts'
import { useTranslation } from '#app/utils/i18n.ts'

const DISPLAY_MS = 5_000

const tone: Record<Toast['type'], string> = {
  success: 'border-brand-600 bg-white',
  error: 'border-red-600 bg-white',
  info: 'border-sky-600 bg-white',
}

/**
 * One message at a time. The server renders it, so visitors without JavaScript see it too (the close
 * control is a checkbox label); with JavaScript it also fades after five seconds and F8 reaches it.
 */
export function Toaster({ toast: serverToast }: { toast: Toast | null }) {
  const [toast, setToast] = useState<Toast | null>(serverToast)
  const region = useRef<HTMLDivElement>(null)
  const { t } = useTranslation('common')

  useEffect(() => {
    if (serverToast) setToast(serverToast)
  }, [serverToast])

  useEffect(() => {
    if (!toast) return
    const timer = window.setTimeout(() => setToast(null), DISPLAY_MS)
    return () => window.clearTimeout(timer)
  }, [toast])

  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'F8') region.current?.focus()
    }
    window.addEventListener('keydown', onKey)
    return () => window.removeEventListener('keydown', onKey)
  }, [])

  if (!toast) return null
  const closeId = `toast-close-${toast.id}`
  return (
    <div
      ref={region}
      // A page that is not hydrated lets it go with a plain script (app/enhance/toast.ts).
      data-toast-region=""
      tabIndex={-1}
      aria-label={t('toast.region')}
      className="pointer-events-none fixed inset-x-0 bottom-0 z-50 flex justify-center p-4 sm:inset-x-auto sm:right-0 sm:justify-end"
    >
      <input id={closeId} type="checkbox" className="peer sr-only" aria-label={t('toast.dismiss')} />
      <div
        role={toast.type === 'error' ? 'alert' : 'status'}
        data-testid="toast"
        className={cn(
          'pointer-events-auto w-full max-w-[420px] rounded-lg border-l-4 p-4 shadow-lg ring-1 ring-slate-200 peer-checked:hidden peer-focus-visible:ring-4 peer-focus-visible:ring-amber-700',
          tone[toast.type],
        )}
      >
        <div className="flex items-start gap-3">
          <div className="flex-1">
            <p className="font-semibold text-slate-900">{toast.title}</p>
            {toast.description ? <p className="mt-1 text-sm text-slate-700">{toast.description}</p> : null}
          </div>
          <label htmlFor={closeId} className="cursor-pointer rounded p-1 text-slate-600 hover:bg-slate-100">
            <span aria-hidden="true">✕</span>
            <span className="sr-only">{t('toast.close')}</span>
          </label>
        </div>
      </div>
    </div>
  )
}
