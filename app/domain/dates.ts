import { DEFAULT_LOCALE, type Locale } from './locale.ts'

/** Calendar days and times as the association reads them: Malaysia time (UTC+8), browser-safe. */

export const MALAYSIA_TIME_ZONE = 'Asia/Kuala_Lumpur'

/** YYYY-MM-DD: the calendar day in Malaysia as Intl writes it in Canadian English. */
const dayFormat = new Intl.DateTimeFormat('en-CA', { year: 'numeric', month: '2-digit', day: '2-digit', timeZone: MALAYSIA_TIME_ZONE })

const EIGHT_HOURS = 8 * 60 * 60 * 1000
/** 1982-01-01T00:00 in Malaysia. */
const SINCE_UTC_PLUS_8 = Date.UTC(1982, 0, 1) - EIGHT_HOURS

/** The calendar day in Malaysia as YYYY-MM-DD (the value of a date input), or '' for no or a bad date. */
export function toMalaysiaDay(value: string | Date | null | undefined): string {
  const time = value ? new Date(value).getTime() : NaN
  if (Number.isNaN(time)) return ''
  // Since 1 January 1982 all of Malaysia keeps UTC+8, without summer time: the day is plain arithmetic,
  // twenty times cheaper than Intl (issue 31: a page of CPD entries asked it hundreds of times). Before
  // then the peninsula kept other offsets, which Intl knows.
  return time >= SINCE_UTC_PLUS_8 ? new Date(time + EIGHT_HOURS).toISOString().slice(0, 10) : dayFormat.format(time)
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

/** Whole days from one calendar day (YYYY-MM-DD) to another: negative when `to` is before `from`. */
export function daysBetween(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000)
}

/**
 * Month names per language. Malay's are written out rather than left to Intl: ICU abbreviates Ogos to
 * "Ogo", and the server's Node and a visitor's browser may carry different ICU data, which would make
 * the server's render and the browser's disagree.
 */
const MONTHS: Record<Locale, { short: readonly string[]; long: readonly string[] }> = {
  en: {
    short: ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'],
    long: ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'],
  },
  ms: {
    short: ['Jan', 'Feb', 'Mac', 'Apr', 'Mei', 'Jun', 'Jul', 'Ogos', 'Sep', 'Okt', 'Nov', 'Dis'],
    long: ['Januari', 'Februari', 'Mac', 'April', 'Mei', 'Jun', 'Julai', 'Ogos', 'September', 'Oktober', 'November', 'Disember'],
  },
}

/** "Not available" where a date is missing or unreadable. */
const NO_DATE: Record<Locale, string> = { en: 'N/A', ms: 'T/A' }

const timeFormat = new Intl.DateTimeFormat('en-GB', {
  hour: '2-digit',
  minute: '2-digit',
  hour12: false,
  timeZone: MALAYSIA_TIME_ZONE,
})

function validDate(value: string | Date | null | undefined): Date | null {
  if (!value) return null
  const date = new Date(value)
  return Number.isNaN(date.getTime()) ? null : date
}

/** The Malaysian calendar day of a moment as numbers. */
function malaysiaParts(date: Date) {
  const [year, month, day] = toMalaysiaDay(date).split('-').map(Number) as [number, number, number]
  return { year, month, day }
}

/** dd MMM yyyy in Malaysia time: "05 Mar 2026", in Malay "05 Ogos 2026". */
export function formatDate(value: string | Date | null | undefined, locale: Locale = DEFAULT_LOCALE): string {
  const date = validDate(value)
  if (!date) return NO_DATE[locale]
  const { year, month, day } = malaysiaParts(date)
  return `${String(day).padStart(2, '0')} ${MONTHS[locale].short[month - 1]} ${year}`
}

/** dd MMM yyyy, HH:mm in Malaysia time. */
export function formatDateTime(value: string | Date | null | undefined, locale: Locale = DEFAULT_LOCALE): string {
  const date = validDate(value)
  if (!date) return NO_DATE[locale]
  return `${formatDate(date, locale)}, ${timeFormat.format(date)}`
}

/** "March 2026" ("Mac 2026"), for "Member Since". */
export function formatMonthYear(value: string | Date | null | undefined, locale: Locale = DEFAULT_LOCALE): string {
  const date = validDate(value)
  if (!date) return NO_DATE[locale]
  const { year, month } = malaysiaParts(date)
  return `${MONTHS[locale].long[month - 1]} ${year}`
}

/** "9 August 2026" ("9 Ogos 2026"): a day written out, for letters, mails and statements. */
export function formatLongDate(value: string | Date | null | undefined, locale: Locale = DEFAULT_LOCALE): string {
  const date = validDate(value)
  if (!date) return NO_DATE[locale]
  const { year, month, day } = malaysiaParts(date)
  return `${day} ${MONTHS[locale].long[month - 1]} ${year}`
}
