/** Shared helpers safe for both browser and server. */

export function initials(...names: Array<string | null | undefined>): string {
  return names
    .flatMap((n) => (n ?? '').trim().split(/\s+/))
    .filter(Boolean)
    .slice(0, 2)
    .map((word) => word[0]!.toUpperCase())
    .join('')
}

/** Only a same-site path may be a redirect target: never another origin, never `//evil.example`. */
export function safeRedirect(to: FormDataEntryValue | string | null | undefined, fallback = '/'): string {
  if (!to || typeof to !== 'string') return fallback
  if (!to.startsWith('/') || to.startsWith('//') || to.startsWith('/\\')) return fallback
  return to
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

const MALAYSIA_TIME_ZONE = 'Asia/Kuala_Lumpur'

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
