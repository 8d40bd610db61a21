/** Shared helpers safe for both browser and server. */

export function initials(...names: Array<string | null | undefined>): string {
  return names
    .flatMap((n) => (n ?? '').trim().split(/\s+/))
    .filter(Boolean)
    .slice(0, 2)
    .map((word) => word[0]!.toUpperCase())
    .join('')
}

export function combineHeaders(...all: Array<HeadersInit | null | undefined>): Headers {
  const combined = new Headers()
  for (const headers of all) {
    if (!headers) continue
    for (const [key, value] of new Headers(headers).entries()) combined.append(key, value)
  }
  return combined
}

export function cn(...classes: Array<string | false | null | undefined>): string {
  return classes.filter(Boolean).join(' ')
}

export const MALAYSIA_TIME_ZONE = 'Asia/Kuala_Lumpur'

const dayFormat = new Intl.DateTimeFormat('en-GB', {
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  timeZone: MALAYSIA_TIME_ZONE,
})

/** The calendar day in Malaysia as YYYY-MM-DD (the value of a date input), or '' for no or a bad date. */
export function toMalaysiaDay(value: string | Date | null | undefined): string {
  if (!value) return ''
  const date = new Date(value)
  if (Number.isNaN(date.getTime())) return ''
  const parts = dayFormat.formatToParts(date)
  const get = (type: string) => parts.find((p) => p.type === type)?.value ?? ''
  return `${get('year')}-${get('month')}-${get('day')}`
}

/** The calendar year in Malaysia of a moment, e.g. 2027 for 31 Dec 2026 20:00 UTC. */
export function malaysiaYear(value: string | Date = new Date()): number {
  return Number(toMalaysiaDay(value).slice(0, 4))
}

/** YYYY-MM-DD plus (or minus) whole days, on the calendar alone. */
export function addDays(day: string, days: number): string {
  const date = new Date(`${day}T00:00:00Z`)
  date.setUTCDate(date.getUTCDate() + days)
  return date.toISOString().slice(0, 10)
}

/** dd MMM yyyy in Malaysia time, e.g. "05 Mar 2026". */
export function formatDate(value: string | Date | null | undefined): string {
  if (!value) return 'N/A'
  const date = new Date(value)
  if (Number.isNaN(date.getTime())) return 'N/A'
  const parts = new Intl.DateTimeFormat('en-GB', {
    day: '2-digit',
    month: 'short',
    year: 'numeric',
    timeZone: MALAYSIA_TIME_ZONE,
  }).formatToParts(date)
  const get = (type: string) => parts.find((p) => p.type === type)?.value ?? ''
  return `${get('day')} ${get('month')} ${get('year')}`
}

/** dd MMM yyyy, HH:mm in Malaysia time. */
export function formatDateTime(value: string | Date | null | undefined): string {
  if (!value) return 'N/A'
  const date = new Date(value)
  if (Number.isNaN(date.getTime())) return 'N/A'
  const time = new Intl.DateTimeFormat('en-GB', {
    hour: '2-digit',
    minute: '2-digit',
    hour12: false,
    timeZone: MALAYSIA_TIME_ZONE,
  }).format(date)
  return `${formatDate(date)}, ${time}`
}

/** "March 2026", for "Member Since". */
export function formatMonthYear(value: string | Date | null | undefined): string {
  if (!value) return 'N/A'
  const date = new Date(value)
  if (Number.isNaN(date.getTime())) return 'N/A'
  return new Intl.DateTimeFormat('en-GB', { month: 'long', year: 'numeric', timeZone: MALAYSIA_TIME_ZONE }).format(date)
}
