import type { SubmissionResult } from '@conform-to/react'
import { useFetcher } from '@remix-run/react'
import { useEffect, useRef, type ReactNode } from 'react'
import { SubmitButton } from '#app/components/forms.tsx'
import { useTranslation } from '#app/utils/i18n.ts'

/*
 * What a form inside a dialog (modal.tsx) needs: posting through a fetcher, closing once saved, and the
 * buttons of an "Are you sure?". Apart from the dialog itself, which a page may draw before any form
 * (its code arrives when a dialog is first wanted: dialog-opener.tsx).
 */

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
  const { t } = useTranslation('common')
  useOnFetcherSuccess(fetcher, onClose)
  return {
    as: fetcher.Form,
    lastResult: fetcher.data,
    pending: fetcher.state !== 'idle',
    cancel: (
      <button type="button" className="btn-secondary" onClick={onClose}>
        {t('actions.cancel')}
      </button>
    ),
  }
}

/**
 * The buttons of an "Are you sure?" dialog: Cancel, focused first so that Enter never deletes by
 * accident, and the button that does the deed.
 */
export function ConfirmDialogButtons({ onClose, pending, pendingText, children }: { onClose: () => void; pending: boolean; pendingText: string; children: ReactNode }) {
  const { t } = useTranslation('common')
  return (
    <div data-dialog-actions="" className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
      <button type="button" className="btn-secondary" onClick={onClose} data-initial-focus>
        {t('actions.cancel')}
      </button>
      <SubmitButton pending={pending} pendingText={pendingText} className="btn-danger">
        {children}
      </SubmitButton>
    </div>
  )
}
