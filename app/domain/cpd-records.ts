import type { CpdStatus } from '#app/domain/constants.ts'
import { toMalaysiaDay } from './dates.ts'
import { toCsv } from './csv.ts'
import { mediaPaths } from '#app/config/paths.ts'

/**
 * Sums and records of a member's CPD entries, for the dashboard, the printable statement and the CSV.
 * Safe in the browser: no server imports.
 */

/** An entry's uploaded evidence as stored: the upload's id, its file name and type. */
export interface CpdEvidence {
  id: string
  name: string
  mimeType: string
}

export interface CpdRecord {
  title: string
  provider: string
  category: string
  hours: number
  date: string | Date
  status: string
  description?: string | null
  certificateUrl?: string | null
  reviewNote?: string | null
  /** The uploaded evidence (private: the member's and the administrators' download only). */
  evidence?: CpdEvidence | null
}

/** An entry as the dashboard, the forms and the statement receive it from their loaders. */
export interface CpdEntryView extends Omit<CpdRecord, 'evidence'> {
  id: string
  date: string
  status: string
  description: string
  certificateUrl: string
  reviewNote: string
  evidence: CpdEvidenceView | null
  /** Set on the read-only entry an attended EMPAM event credited (issue 20). */
  eventId: string | null
  /** That entry's certificate code, whose /verify page confirms the attendance. */
  certificateCode?: string
}

/** An entry's evidence as pages show it: its name and the private download's address. */
export interface CpdEvidenceView {
  name: string
  isPdf: boolean
  url: string
}

/** An entry as it is stored, in the fields every page shows of it. */
type StoredCpdEntry = Omit<CpdRecord, 'status'> & { id: string; status?: string | null; eventId?: string | null }

/** An entry's own fields as a page receives them: the date as an ISO string, blanks as ''. */
export function cpdEntryFields(entry: Omit<StoredCpdEntry, 'status' | 'reviewNote'>) {
  return {
    id: entry.id,
    title: entry.title,
    provider: entry.provider,
    category: entry.category,
    hours: entry.hours,
    date: new Date(entry.date).toISOString(),
    description: entry.description ?? '',
    certificateUrl: entry.certificateUrl ?? '',
    evidence: entry.evidence
      ? { name: entry.evidence.name, isPdf: entry.evidence.mimeType === 'application/pdf', url: mediaPaths.download(entry.evidence.id) }
      : null,
  }
}

/** An entry as the member's pages need it: its fields, status and the reviewer's note. */
export function toCpdEntryView(entry: StoredCpdEntry): CpdEntryView {
  return { ...cpdEntryFields(entry), status: entry.status ?? 'pending', reviewNote: entry.reviewNote ?? '', eventId: entry.eventId ?? null }
}

export const CPD_STATUS_LABELS: Record<CpdStatus, string> = {
  pending: 'Pending review',
  approved: 'Approved',
  rejected: 'Rejected',
}

export function cpdStatusLabel(status: string): string {
  return CPD_STATUS_LABELS[status as CpdStatus] ?? status
}

/** Entries are in half hours, which floats add exactly; no rounding is needed or done. */
export function sumHours(entries: ReadonlyArray<Pick<CpdRecord, 'hours'>>): number {
  return entries.reduce((total, entry) => total + entry.hours, 0)
}

/** 'CPD Hours': only approved entries count (spec section 4). */
export function approvedHours(entries: ReadonlyArray<Pick<CpdRecord, 'hours' | 'status'>>): number {
  return sumHours(entries.filter((e) => e.status === 'approved'))
}

/** "1.5", "20" — hours as people write them. */
export function formatHours(hours: number): string {
  return Number.isInteger(hours) ? String(hours) : hours.toFixed(1)
}

/** "1 hour", "1.5 hours". */
export function hoursLabel(hours: number): string {
  return `${formatHours(hours)} ${hours === 1 ? 'hour' : 'hours'}`
}

export const CPD_CSV_COLUMNS = ['date', 'title', 'provider', 'category', 'hours', 'status', 'description', 'certificateUrl', 'reviewNote'] as const
export const CPD_CSV_HEADER = ['Date', 'Title', 'Provider', 'Category', 'Hours', 'Status', 'Description', 'Certificate URL', 'Review note'] as const

/** The words of a CSV a person reads: its column names and the labels of the stored values. */
export interface CpdCsvWords {
  header: readonly string[]
  status: (status: string) => string
  category: (category: string) => string
}

const ENGLISH_CSV: CpdCsvWords = { header: CPD_CSV_HEADER, status: cpdStatusLabel, category: (category) => category }

/** Every entry with its status, dates as YYYY-MM-DD (Malaysia) so that spreadsheets sort them. */
export function cpdEntriesCsv(entries: readonly CpdRecord[], words: CpdCsvWords = ENGLISH_CSV): string {
  return toCsv([
    words.header,
    ...entries.map((e) => [
      toMalaysiaDay(e.date),
      e.title,
      e.provider,
      words.category(e.category),
      e.hours,
      words.status(e.status),
      e.description ?? '',
      e.certificateUrl ?? '',
      e.reviewNote ?? '',
    ]),
  ])
}

/** e.g. "empam-cpd-EMP001-2026-03-10.csv"; only safe filename characters. */
export function cpdCsvFilename(membershipId: string, today: string): string {
  const id = membershipId.replace(/[^A-Za-z0-9-]/g, '') || 'member'
  return `empam-cpd-${id}-${today}.csv`
}
