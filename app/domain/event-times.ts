import { formatDate, MALAYSIA_TIME_ZONE, toMalaysiaDay } from './dates.ts'
import type { Locale } from './locale.ts'

/**
 * An event's moments (issue 20): stored as instants, typed and shown in Malaysia time (UTC+8, no
 * daylight saving), whatever the server's or the browser's own zone. Browser-safe.
 */

const MALAYSIA_OFFSET_MS = 8 * 60 * 60 * 1000
const LOCAL_INPUT = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})$/

/** A `datetime-local` value (`2027-01-23T09:00`) read as Malaysia time; null when it is not one. */
export function fromMalaysiaLocal(value: string): Date | null {
  const match = LOCAL_INPUT.exec(value)
  if (!match) return null
  const [, y, mo, d, h, mi] = match.map(Number) as [number, number, number, number, number, number]
  const utc = Date.UTC(y, mo - 1, d, h, mi)
  const check = new Date(utc)
  // 2027-02-30 or 25:00 roll over: not a real moment.
  if (check.getUTCMonth() !== mo - 1 || check.getUTCDate() !== d || h > 23 || mi > 59) return null
  return new Date(utc - MALAYSIA_OFFSET_MS)
}

/** The `datetime-local` value of an instant in Malaysia time, '' for none. */
export function toMalaysiaLocal(value: string | Date | null | undefined): string {
  if (!value) return ''
  const date = new Date(value)
  if (Number.isNaN(date.getTime())) return ''
  return new Date(date.getTime() + MALAYSIA_OFFSET_MS).toISOString().slice(0, 16)
}

const clock = new Intl.DateTimeFormat('en-GB', { hour: '2-digit', minute: '2-digit', hour12: false, timeZone: MALAYSIA_TIME_ZONE })

/** "09:00" in Malaysia. */
export function malaysiaClock(value: string | Date): string {
  return clock.format(new Date(value))
}

/**
 * When an event takes place, as people write it: "23 Jan 2027, 09:00–13:00" on one day, "15 Feb 2027,
 * 09:00 – 17 Feb 2027, 16:00" over several; Malaysia time.
 */
export function formatEventWhen(startsAt: string | Date, endsAt: string | Date | null, locale: Locale): string {
  const start = `${formatDate(startsAt, locale)}, ${malaysiaClock(startsAt)}`
  if (!endsAt) return start
  if (toMalaysiaDay(startsAt) === toMalaysiaDay(endsAt)) return `${start}–${malaysiaClock(endsAt)}`
  return `${start} – ${formatDate(endsAt, locale)}, ${malaysiaClock(endsAt)}`
}

export interface EventMoments {
  startsAt?: string | Date | null
  endsAt?: string | Date | null
  registrationDeadline?: string | Date | null
}

/** An event is past once it has ended (or, without an end, once it started). */
export function isPastEvent(event: EventMoments, now: Date): boolean {
  if (!event.startsAt) return false
  const end = new Date(event.endsAt ?? event.startsAt)
  return end.getTime() <= now.getTime()
}

/** Registration is open for a dated event until its deadline (or until it starts, without one). */
export function isRegistrationOpen(event: EventMoments, now: Date): boolean {
  if (!event.startsAt) return false
  const closes = new Date(event.registrationDeadline ?? event.startsAt)
  return now.getTime() < closes.getTime()
}
