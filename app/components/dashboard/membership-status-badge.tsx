import { cn } from '#app/components/class-names.ts'
import { useListLabel, useTranslation } from '#app/utils/i18n.ts'

/** Spec section 4: active green, pending yellow, suspended red, expired and anything else grey. */
const statusStyles: Record<string, string> = {
  active: 'bg-green-100 text-green-900 ring-green-300',
  pending: 'bg-yellow-100 text-yellow-900 ring-yellow-300',
  suspended: 'bg-red-100 text-red-900 ring-red-300',
  expired: 'bg-slate-100 text-slate-800 ring-slate-300',
}
const otherStyle = 'bg-slate-100 text-slate-800 ring-slate-300'

export function MembershipStatusBadge({ status }: { status: string }) {
  const { t } = useTranslation('dashboard')
  const listLabel = useListLabel()
  return (
    <span
      data-status={status}
      className={cn('inline-flex rounded-full px-2.5 py-0.5 text-xs font-semibold capitalize ring-1', statusStyles[status] ?? otherStyle)}
    >
      {status ? listLabel('membershipStatuses', status) : t('statusUnknown')}
    </span>
  )
}

export function VerifiedBadge() {
  const { t } = useTranslation('dashboard')
  return (
    <span className="inline-flex items-center gap-1 rounded-full bg-sky-100 px-2.5 py-0.5 text-xs font-semibold text-sky-900 ring-1 ring-sky-300">
      <svg viewBox="0 0 20 20" fill="currentColor" className="h-3.5 w-3.5" aria-hidden="true">
        <path
          fillRule="evenodd"
          d="M16.7 5.3a1 1 0 0 1 0 1.4l-8 8a1 1 0 0 1-1.4 0l-4-4a1 1 0 1 1 1.4-1.4L8 12.6l7.3-7.3a1 1 0 0 1 1.4 0Z"
          clipRule="evenodd"
        />
      </svg>
      {t('welcome.verified')}
    </span>
  )
}
