import { cpdYearDays, cpdYearOf } from '#app/domain/cpd-rules.ts'
import { addDays } from '#app/domain/dates.ts'
import {
  countCpdEntriesDatedBetween,
  createCpdEntryForUser,
  listCpdEntriesForUser,
  type CpdEntryContent,
} from '#app/models/cpd-entry.server.ts'
import { entriesInYear, toCpdEntryView } from '#app/domain/cpd-records.ts'
import { pageCount } from '#app/domain/pagination.ts'
import { dbRateLimiter } from '#app/utils/db-rate-limit.server.ts'
import { tooManyAttemptsMessage } from '#app/utils/rate-limit.server.ts'
import { calendarDayToDate } from '#app/validation/fields.ts'
import { message } from '#app/validation/messages.ts'

/**
 * A member's own CPD entries, as both doors add them (the dashboard's form and POST /api/cpd). Issue
 * 30: one member could add 10,000 entries in 90 s and make every page of theirs, and /healthz, slow.
 * A real member logs a few dozen a year, so the limits are far above any honest use:
 * - 200 new entries a day (per member, counted in the database like every limit: 429 and a wait);
 * - 1,000 entries dated in one CPD year (409, saying so: delete some, or ask the secretariat).
 */
export const CPD_ENTRY_LIMITS = { perDay: 200, perCpdYear: 1000 } as const

const DAY_MS = 24 * 60 * 60 * 1000
const newEntriesByMember = () => dbRateLimiter('cpd-entries-by-member', { max: CPD_ENTRY_LIMITS.perDay, windowMs: DAY_MS })

export type CpdEntryRefusal = { status: 409 | 429; message: string; retryAfterSeconds?: number }

/**
 * Every entry of a member, newest first, and the figures computed from them (hours, status, date and
 * category of each). One read serves a page's figures, its count and its rows: on the embedded FerretDB a
 * sort and a limit are never pushed down to PostgreSQL, so a page of 50, a count or the figures each read
 * every entry of the member (issue 31; measured in docs/performance.md), and one read costs half of two.
 */
export async function memberCpdRecord(userId: string) {
  const entries = await listCpdEntriesForUser(userId)
  return { entries, figures: entries.map(({ hours, status, date, category }) => ({ hours, status: status ?? 'pending', date, category })) }
}

/**
 * A year's CPD statement (Malaysian calendar year): that year's entries, oldest first, and the figures
 * of every entry (for the years it may be asked for).
 */
export async function memberCpdStatement(userId: string, year: number) {
  const { entries, figures } = await memberCpdRecord(userId)
  return { figures, entries: entriesInYear(entries.map(toCpdEntryView), year).reverse() }
}

/** One page of a member's entries for `GET /api/cpd` (issue 31), newest date first, with how many there are and pages they fill. */
export async function memberCpdEntriesPage(userId: string, { page, limit }: { page: number; limit: number }) {
  const { entries } = await memberCpdRecord(userId)
  return { entries: entries.slice((page - 1) * limit, page * limit), total: entries.length, pages: pageCount(entries.length, limit) }
}

/**
 * Whether the member may add an entry dated `date` (YYYY-MM-DD): null when they may, and the new entry
 * is counted against the day's allowance; the refusal otherwise, with nothing counted. Asked before an
 * upload is stored, so a refused entry leaves no file behind.
 */
export async function admitNewCpdEntry(userId: string, date: string | Date): Promise<CpdEntryRefusal | null> {
  const { first, last } = cpdYearDays(cpdYearOf(date))
  const dated = await countCpdEntriesDatedBetween(userId, calendarDayToDate(first), calendarDayToDate(addDays(last, 1)))
  if (dated >= CPD_ENTRY_LIMITS.perCpdYear) {
    return { status: 409, message: message('messages:cpd.yearFull', { max: CPD_ENTRY_LIMITS.perCpdYear }) }
  }
  const attempt = await newEntriesByMember().attempt(userId)
  if (!attempt.allowed) return { status: 429, message: tooManyAttemptsMessage(attempt.retryAfterSeconds), retryAfterSeconds: attempt.retryAfterSeconds }
  return null
}

/** POST /api/cpd: the limits, then the entry (always pending). */
export async function addCpdEntry(userId: string, content: CpdEntryContent) {
  const refusal = await admitNewCpdEntry(userId, content.date)
  if (refusal) return { ok: false as const, ...refusal }
  return { ok: true as const, entry: await createCpdEntryForUser(userId, content) }
}
