import { cn } from '#app/components/class-names.ts'
import { useListLabel, useTranslation } from '#app/utils/i18n.ts'

/**
 * Spec section 4: active green, pending yellow, suspended red, expired and anything else grey; issue 33
 * draws the stage (domain/membership-stage.ts), so approved-and-owing and renewal-due are amber.
 */
const stageStyles: Record<string, string> = {
  active: 'bg-green-100 text-green-900 ring-green-300',
  applied: 'bg-yellow-100 text-yellow-900 ring-yellow-300',
  'awaiting-payment': 'bg-amber-100 text-amber-950 ring-amber-300',
  'renewal-due': 'bg-amber-100 text-amber-950 ring-amber-300',
  suspended: 'bg-red-100 text-red-900 ring-red-300',
  expired: 'bg-slate-100 text-slate-800 ring-slate-300',
}
const otherStyle = 'bg-slate-100 text-slate-800 ring-slate-300'

/** Where a membership stands, in one word: its stage, the same on every screen. */
export function MembershipStatusBadge({ stage }: { stage: string }) {
  const { t } = useTranslation('dashboard')
  const listLabel = useListLabel()
  return (
    <span data-stage={stage} className={cn('inline-flex rounded-full px-2.5 py-0.5 text-xs font-semibold ring-1', stageStyles[stage] ?? otherStyle)}>
      {stage ? listLabel('membershipStages', stage) : t('statusUnknown')}
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
