import { formatDateTime } from '#app/domain/dates.ts'
import type { SeatState } from '#app/domain/seat-state.ts'
import { cn } from '#app/components/class-names.ts'
import { useTranslation } from '#app/utils/i18n.ts'

/**
 * A registration's seat in words (issue 33): "Held until 14 Mar 2027, 23:59 (Malaysia time)" while the
 * e-mail or the fee is awaited, with what to do by then; "Confirmed" once the seat is theirs. The
 * registration's page and the event page's "You are registered" draw it (strings: `events.seat`).
 */
export function SeatStateText({ seat, email, className }: { seat: SeatState; email: string; className?: string }) {
  const { t, locale } = useTranslation('events')
  const time = (iso: string) => formatDateTime(iso, locale)
  const [line, how, waiting] = (() => {
    switch (seat.kind) {
      case 'held':
        return [t('seat.held', { time: time(seat.until) }), t('seat.heldHow', { email }), true]
      case 'unpaid':
        return seat.overdue
          ? [t('seat.overdue', { time: time(seat.until) }), t('seat.overdueHow'), true]
          : [t('seat.unpaid', { time: time(seat.until) }), t('seat.unpaidHow'), true]
      case 'confirmed':
        return [seat.seat ? t('seat.confirmedSeat', { seat: seat.seat }) : t('seat.confirmed'), null, false]
      case 'waitlisted':
        return [t('seat.waitlisted', { position: seat.position ?? '' }), null, false]
      case 'waiting':
        return [t('seat.waiting', { time: time(seat.until) }), t('seat.waitingHow', { email }), true]
      case 'lapsed':
        return [t('seat.lapsed'), null, false]
      case 'cancelled':
        return [t('seat.cancelled'), null, false]
    }
  })()
  return (
    <div className={className}>
      <p className={cn('font-semibold', waiting ? 'text-amber-900' : 'text-brand-900')}>{line}</p>
      {how ? <p className="mt-1 text-sm text-slate-700">{how}</p> : null}
    </div>
  )
}
