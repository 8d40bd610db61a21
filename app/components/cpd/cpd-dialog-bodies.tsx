import { useFetcher } from '@remix-run/react'
import { FormErrors } from '#app/components/forms.tsx'
import { formatDate } from '#app/domain/dates.ts'
import type { CpdEntryView } from '#app/domain/cpd-records.ts'
import { Trans, useTranslation } from '#app/utils/i18n.ts'
import { CPD_DELETE_FAILED } from './client-actions.ts'
import type { CpdDialog } from './cpd-dialogs.tsx'
import { useHoursLabel } from './cpd-labels.tsx'
import { CpdEntryForm } from './cpd-entry-form.tsx'
import type { Constraint } from '#app/components/server-form.ts'
import { ConfirmDialogButtons, useDialogForm, useOnFetcherSuccess } from '#app/components/dialog-forms.tsx'
import { Modal, ModalHeader } from '#app/components/modal.tsx'
import { cpdPaths } from '#app/config/member-paths.ts'

/**
 * The dashboard's CPD dialogs themselves, loaded when first wanted (cpd-dialogs.tsx): the entry form
 * (add or edit) and the question before a delete. One is open at a time.
 */
export function CpdDialogs({ dialog, today, constraint, onClose }: { dialog: (CpdDialog & { key: number }) | null; today: string; constraint: Record<string, Constraint>; onClose: () => void }) {
  return (
    <>
      <Modal open={dialog?.kind === 'entry'} onClose={onClose} labelledBy="cpd-entry-dialog-title" initialFocus="input, select, textarea">
        {dialog?.kind === 'entry' ? <EntryDialogBody key={dialog.key} entry={dialog.entry} today={today} constraint={constraint} onClose={onClose} /> : null}
      </Modal>
      <Modal open={dialog?.kind === 'delete'} onClose={onClose} labelledBy="cpd-delete-dialog-title" initialFocus="[data-initial-focus]">
        {dialog?.kind === 'delete' ? <DeleteDialogBody key={dialog.key} entry={dialog.entry} onClose={onClose} /> : null}
      </Modal>
    </>
  )
}

function EntryDialogBody({ entry, today, constraint, onClose }: { entry: CpdEntryView | null; today: string; constraint: Record<string, Constraint>; onClose: () => void }) {
  const dialogForm = useDialogForm(onClose)
  const { t } = useTranslation('cpd')
  return (
    <>
      <ModalHeader id="cpd-entry-dialog-title" title={entry ? t('edit') : t('add')} onClose={onClose} />
      <div className="px-5 py-4 sm:px-6">
        <CpdEntryForm
          id={entry ? `cpd-entry-${entry.id}` : 'cpd-entry-new'}
          action={entry ? cpdPaths.edit(entry.id) : cpdPaths.add}
          entry={entry}
          today={today}
          constraint={constraint}
          {...dialogForm}
        />
      </div>
    </>
  )
}

function DeleteDialogBody({ entry, onClose }: { entry: CpdEntryView; onClose: () => void }) {
  const fetcher = useFetcher<{ message?: string }>()
  useOnFetcherSuccess(fetcher, onClose)
  const { t, locale } = useTranslation('cpd')
  const hoursLabel = useHoursLabel()
  const failure = fetcher.state === 'idle' && fetcher.data ? fetcher.data.message : null
  const deleteFailed = t(CPD_DELETE_FAILED as never)
  const errors = failure === undefined || failure === null ? null : [deleteFailed, failure === deleteFailed || failure === CPD_DELETE_FAILED ? null : failure]

  return (
    <>
      <ModalHeader id="cpd-delete-dialog-title" title={t('delete')} onClose={onClose} />
      <fetcher.Form method="post" action={cpdPaths.delete(entry.id)} className="space-y-4 px-5 py-4 sm:px-6">
        <FormErrors errors={errors} />
        <p className="text-slate-800">
          <Trans
            text={t('deleteDialog.question', { title: entry.title, hours: hoursLabel(entry.hours), date: formatDate(entry.date, locale) })}
            components={{ strong: (words) => <strong>{words}</strong> }}
          />
        </p>
        <ConfirmDialogButtons onClose={onClose} pending={fetcher.state !== 'idle'} pendingText={t('deleteDialog.deleting')}>
          {t('deleteDialog.confirm')}
        </ConfirmDialogButtons>
      </fetcher.Form>
    </>
  )
}
