import { formatHours } from '#app/domain/cpd-records.ts'
import { useListLabel, useTranslation } from '#app/utils/i18n.ts'

/*
 * The labels every CPD page shows: hours in words and a status badge. One module, so that a page
 * loads them in one file (the dashboard is at its 100 KB JavaScript budget, issue 22).
 */

/** "1 hour", "1.5 hours"; "1 jam", "1.5 jam": hours in the page's language (the `cpd` namespace). */
export function useHoursLabel() {
  const { t } = useTranslation('cpd')
  return (hours: number) => t('hours', { count: hours, hours: formatHours(hours) })
}

/** The status as an icon and words, never colour alone (`.status-badge` in tailwind.css draws both). */
export function CpdStatusBadge({ status }: { status: string }) {
  const listLabel = useListLabel()
  return <StatusBadge status={status} label={listLabel('cpdStatuses', status)} />
}

/** The badge for a list that has looked its labels up once (cpd-entry-list.tsx). */
export function StatusBadge({ status, label }: { status: string; label: string }) {
  return (
    <span data-status={status} className="status-badge">
      {label}
    </span>
  )
}
