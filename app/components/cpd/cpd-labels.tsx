import { cn } from '#app/components/class-names.ts'
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

const styles: Record<string, string> = {
  pending: 'bg-amber-50 text-amber-900 ring-amber-300',
  approved: 'bg-green-50 text-green-900 ring-green-300',
  rejected: 'bg-red-50 text-red-900 ring-red-300',
}

function StatusIcon({ status }: { status: string }) {
  const common = { viewBox: '0 0 20 20', fill: 'currentColor', className: 'h-4 w-4 shrink-0', 'aria-hidden': true } as const
  if (status === 'approved') {
    return (
      <svg {...common}>
        <path
          fillRule="evenodd"
          d="M10 18a8 8 0 1 0 0-16 8 8 0 0 0 0 16Zm3.7-9.3a1 1 0 0 0-1.4-1.4L9 10.6 7.7 9.3a1 1 0 0 0-1.4 1.4l2 2a1 1 0 0 0 1.4 0l4-4Z"
          clipRule="evenodd"
        />
      </svg>
    )
  }
  if (status === 'rejected') {
    return (
      <svg {...common}>
        <path
          fillRule="evenodd"
          d="M10 18a8 8 0 1 0 0-16 8 8 0 0 0 0 16ZM8.7 7.3a1 1 0 0 0-1.4 1.4L8.6 10l-1.3 1.3a1 1 0 1 0 1.4 1.4l1.3-1.3 1.3 1.3a1 1 0 0 0 1.4-1.4L11.4 10l1.3-1.3a1 1 0 0 0-1.4-1.4L10 8.6 8.7 7.3Z"
          clipRule="evenodd"
        />
      </svg>
    )
  }
  return (
    <svg {...common}>
      <path
        fillRule="evenodd"
        d="M10 18a8 8 0 1 0 0-16 8 8 0 0 0 0 16Zm1-12a1 1 0 1 0-2 0v4a1 1 0 0 0 .3.7l2.5 2.5a1 1 0 0 0 1.4-1.4L11 9.6V6Z"
        clipRule="evenodd"
      />
    </svg>
  )
}

/** The status as an icon and words, never colour alone. */
export function CpdStatusBadge({ status }: { status: string }) {
  const listLabel = useListLabel()
  return (
    <span
      data-status={status}
      className={cn(
        'inline-flex items-center gap-1 whitespace-nowrap rounded-full px-2.5 py-0.5 text-xs font-semibold ring-1',
        styles[status] ?? 'bg-slate-100 text-slate-800 ring-slate-300',
      )}
    >
      <StatusIcon status={status} />
      {listLabel('cpdStatuses', status)}
    </span>
  )
}
