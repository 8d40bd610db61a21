import type { ReactNode } from 'react'
import {
  type EVENT_TYPES_STYLED,
  type INTERNATIONAL_PARTNER_STATUSES_STYLED,
  type LOCAL_PARTNER_STATUSES_STYLED,
} from '#app/domain/constants.ts'
import { cn } from '#app/components/class-names.ts'

export function Badge({ children, className }: { children: ReactNode; className?: string }) {
  return (
    <span className={cn('inline-flex items-center rounded-full px-2.5 py-0.5 text-xs font-semibold', className)}>{children}</span>
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

/** Conference, Training and Outreach have their own colour; any other type is styled as "other". */
export function EventTypeBadge({ type }: { type: string }) {
  return <Badge className={eventTypeStyles[type as keyof typeof eventTypeStyles] ?? OTHER}>{type}</Badge>
}

export function PartnerStatusBadge({ status, scope }: { status: string; scope: 'local' | 'international' }) {
  const styles: Record<string, string> = scope === 'local' ? localStatusStyles : internationalStatusStyles
  return <Badge className={styles[status] ?? OTHER}>{status}</Badge>
}
