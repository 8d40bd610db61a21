import type { ReactNode } from 'react'
import {
  type EVENT_TYPES_STYLED,
  type INTERNATIONAL_PARTNER_STATUSES_STYLED,
  type LOCAL_PARTNER_STATUSES_STYLED,
} from '#app/domain/constants.ts'
import { cn } from '#app/components/class-names.ts'
import { useListLabel } from '#app/utils/i18n.ts'

/** `lang`: the language of its words where it differs from the page's (an English category on a Malay page). */
export function Badge({ children, className, lang }: { children: ReactNode; className?: string; lang?: string }) {
  return (
    <span lang={lang} className={cn('inline-flex items-center rounded-full px-2.5 py-0.5 text-xs font-semibold', className)}>
      {children}
    </span>
  )
}

const OTHER = 'bg-slate-100 text-slate-800 ring-1 ring-slate-300'

const eventTypeStyles: Record<(typeof EVENT_TYPES_STYLED)[number], string> = {
  Conference: 'bg-violet-100 text-violet-900',
  Training: 'bg-sky-100 text-sky-900',
  Outreach: 'bg-amber-100 text-amber-900',
}

const localStatusStyles: Record<(typeof LOCAL_PARTNER_STATUSES_STYLED)[number], string> = {
  'Active Partnership': 'bg-brand-100 text-brand-900',
  'MOU Signed': 'bg-sky-100 text-sky-900',
}

const internationalStatusStyles: Record<(typeof INTERNATIONAL_PARTNER_STATUSES_STYLED)[number], string> = {
  'Member Organization': 'bg-brand-100 text-brand-900',
  'Affiliated Member': 'bg-violet-100 text-violet-900',
  'Network Member': 'bg-amber-100 text-amber-900',
}

/**
 * Conference, Training and Outreach have their own colour; any other type is styled as "other". The
 * label is the page's language (`lists` namespace); a type typed in by an administrator shows as it is.
 */
export function EventTypeBadge({ type }: { type: string }) {
  const listLabel = useListLabel()
  return <Badge className={eventTypeStyles[type as keyof typeof eventTypeStyles] ?? OTHER}>{listLabel('eventTypes', type)}</Badge>
}

export function PartnerStatusBadge({ status, scope }: { status: string; scope: 'local' | 'international' }) {
  const listLabel = useListLabel()
  const styles: Record<string, string> = scope === 'local' ? localStatusStyles : internationalStatusStyles
  const label = listLabel(scope === 'local' ? 'localPartnerStatuses' : 'internationalPartnerStatuses', status)
  return <Badge className={styles[status] ?? OTHER}>{label}</Badge>
}
