import type { InvoiceStatus } from './constants.ts'

/**
 * What a registration's seat is, as its person reads it (issue 33, item 6): on their registration's page,
 * on the event page and in the mails. Browser-safe.
 *
 * - `held`: a visitor's seat, kept until the link mailed to them confirms it (issue 30), until `until`;
 * - `unpaid`: a seat whose fee is owed: held until the payment's deadline (the end of the invoice's due
 *   day in Malaysia, or the event's start when that comes first), `overdue` once it has passed;
 * - `confirmed`: a seat that is theirs: nothing to pay, or paid (the treasurer recorded it);
 * - `waitlisted` (at `position`), and `waiting`: a visitor's place on the list until its link is followed;
 * - `lapsed`: a hold or a place on the list whose time ran out before the sweep closed it; `cancelled`.
 */
export type SeatState =
  | { kind: 'held'; until: string }
  | { kind: 'unpaid'; until: string; overdue: boolean }
  | { kind: 'confirmed'; seat: number | null }
  | { kind: 'waitlisted'; position: number | null }
  | { kind: 'waiting'; until: string }
  | { kind: 'lapsed' }
  | { kind: 'cancelled' }

export interface SeatFacts {
  status: 'held' | 'confirmed' | 'waitlisted' | 'cancelled'
  holdExpiresAt?: string | Date | null
  seatNumber?: number | null
}

/** The registration's invoice, where one was raised (a paid event, once the seat is had). */
export interface OwedFacts {
  status: InvoiceStatus
  /** The Malaysian calendar day it is due, YYYY-MM-DD. */
  dueOn: string
}

/**
 * The moment a fee is due: the last minute of the invoice's due day in Malaysia (UTC+8, no daylight
 * saving), or the event's start when that is earlier (an invoice raised a week before is due on the day).
 */
export function paymentDeadline(dueOn: string, startsAt: string | Date | null): Date {
  const endOfDay = new Date(`${dueOn}T23:59:00+08:00`)
  if (!startsAt) return endOfDay
  const start = new Date(startsAt)
  return start < endOfDay ? start : endOfDay
}

const iso = (value: string | Date) => new Date(value).toISOString()

export function seatStateOf(
  registration: SeatFacts,
  {
    invoice,
    startsAt,
    position,
    now,
  }: { invoice: OwedFacts | null; startsAt: string | Date | null; position: number | null; now: Date },
): SeatState {
  const until = registration.holdExpiresAt ? new Date(registration.holdExpiresAt) : null
  const live = until !== null && until > now
  switch (registration.status) {
    case 'cancelled':
      return { kind: 'cancelled' }
    case 'held':
      return live ? { kind: 'held', until: iso(until) } : { kind: 'lapsed' }
    case 'waitlisted':
      if (!until) return { kind: 'waitlisted', position }
      return live ? { kind: 'waiting', until: iso(until) } : { kind: 'lapsed' }
    case 'confirmed': {
      if (invoice?.status !== 'unpaid') return { kind: 'confirmed', seat: registration.seatNumber ?? null }
      const deadline = paymentDeadline(invoice.dueOn, startsAt)
      return { kind: 'unpaid', until: deadline.toISOString(), overdue: deadline <= now }
    }
  }
}
