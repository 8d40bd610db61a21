import { CONTACT_PAGE_SUBJECTS, HOME_CONTACT_SUBJECTS } from '#app/domain/constants.ts'
import { toCsv } from './csv.ts'
import { MALAYSIA_TIME_ZONE, toMalaysiaDay } from './dates.ts'

/**
 * Words for what visitors send the association (contact messages, newsletter sign-ups) as the admin
 * pages and the subscribers' export show them. Safe in the browser: no server imports.
 */

/** The subject as the visitor chose it: the two forms word 'general' differently. */
export function contactSubjectLabel(subject: string, source: string): string {
  if (!subject) return 'No subject chosen'
  const list: ReadonlyArray<{ value: string; label: string }> = source === 'home' ? HOME_CONTACT_SUBJECTS : CONTACT_PAGE_SUBJECTS
  const fallback: ReadonlyArray<{ value: string; label: string }> = source === 'home' ? CONTACT_PAGE_SUBJECTS : HOME_CONTACT_SUBJECTS
  return (list.find((s) => s.value === subject) ?? fallback.find((s) => s.value === subject))?.label ?? subject
}

const SOURCE_LABELS: Record<string, string> = {
  home: 'Home page',
  contact: 'Contact page',
  news: 'News page',
  api: 'API',
}

/** Where a message or a sign-up came from: 'Home page', 'Contact page', 'News page' or 'API'. */
export function sourceLabel(source: string): string {
  return SOURCE_LABELS[source] ?? source
}

const timeFormat = new Intl.DateTimeFormat('en-GB', { hour: '2-digit', minute: '2-digit', hour12: false, timeZone: MALAYSIA_TIME_ZONE })

/** "2026-03-05 14:30" in Malaysia time: what spreadsheets read and sort as a date and time. */
export function malaysiaDateTime(value: string | Date): string {
  const day = toMalaysiaDay(value)
  return day ? `${day} ${timeFormat.format(new Date(value))}` : ''
}

export const SUBSCRIBERS_CSV_HEADER = ['Email', 'Subscribed at', 'Source'] as const

/** Every subscriber, newest first as given, for a mailing tool or a spreadsheet (UTF-8 with a BOM). */
export function subscribersCsv(subscribers: ReadonlyArray<{ email: string; createdAt: string | Date; source: string }>): string {
  return toCsv([SUBSCRIBERS_CSV_HEADER, ...subscribers.map((s) => [s.email, malaysiaDateTime(s.createdAt), sourceLabel(s.source)])])
}

/** e.g. "empam-newsletter-subscribers-2026-03-10.csv". */
export function subscribersCsvFilename(today: string): string {
  return `empam-newsletter-subscribers-${today}.csv`
}

/** A contact message as the admin pages show it. */
export interface MessageView {
  id: string
  name: string
  email: string
  phone: string
  /** In words, as the visitor chose it. */
  subject: string
  message: string
  /** In words: 'Home page', 'Contact page', 'API'. */
  source: string
  newsletter: boolean
  handled: boolean
  handledAt: string | null
  createdAt: string
}

/** A newsletter subscriber as the admin pages show them. */
export interface SubscriberView {
  id: string
  email: string
  source: string
  createdAt: string
  /** Double opt-in (issue 21): only confirmed addresses receive issues. */
  state: 'pending' | 'confirmed' | 'unsubscribed'
}
