import { cpdYearDays, cpdYearOf } from '#app/domain/cpd-rules.ts'
import { addDays } from '#app/domain/dates.ts'
import {
  countCpdEntriesDatedBetween,
  createCpdEntryForUser,
  deleteCpdEntryForUser,
  getCpdEntryForUser,
  listCpdEntriesForUser,
  figuresOfEntries,
  listCpdEntriesOfYears,
  readMemberCpdFigures,
  updateCpdEntryForUser,
  type CpdEntryContent,
  type MemberCpdEntry,
} from '#app/models/cpd-entry.server.ts'
import { toCpdEntryView } from '#app/domain/cpd-records.ts'
import { yearsCovering, type CpdFigure } from '#app/domain/cpd-figures.ts'
import { calendarYearsOf, cpdProgress, cpdSummaryOf } from '#app/domain/cpd-rules.ts'
import { pageCount } from '#app/domain/pagination.ts'
import { dbRateLimiter } from '#app/utils/db-rate-limit.server.ts'
import { tooManyAttemptsMessage } from '#app/utils/rate-limit.server.ts'
import { calendarDayToDate } from '#app/validation/fields.ts'
import { CPD_MESSAGES } from '#app/validation/cpd.ts'
import { message } from '#app/validation/messages.ts'
import { accountActorOf } from './audit.server.ts'
import { deleteMedia } from './media.server.ts'
import { getUserById } from '#app/models/user.server.ts'
import { adminPaths } from '#app/config/admin-paths.ts'
import { notifyStaffInBackground } from './staff-notices.server.ts'

/**
 * A member's own CPD entries, as both doors (the dashboard's forms and /api/cpd) read, add, change and
 * delete them: one function each, so that the two cannot disagree (issue 32: the API's delete used to
 * leave the evidence file behind). The staff's review is services/cpd-review.server.ts. Issue
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
 * A member's CPD record as their pages need it (issue 31, decision 025): how many entries there are and
 * in which years, the figures every sum is computed from (domain/cpd-figures.ts), and the newest entries.
 * Kept beside the entries and read in one query, whatever the record's length; computed from every entry
 * (then answered as `entries`) when a write has not finished.
 */
export function memberCpdRecord(userId: string) {
  return readMemberCpdFigures(userId)
}

type CpdRecordRead = Awaited<ReturnType<typeof memberCpdRecord>>

/** Rows `(page - 1) * limit` onwards of a record, newest first: from the record itself, or the years that hold them. */
async function rowsOf(userId: string, { data, entries }: CpdRecordRead, page: number, limit: number) {
  const offset = (page - 1) * limit
  if (entries) return entries.slice(offset, offset + limit)
  if (offset + limit <= data.firstPage.length || data.firstPage.length >= data.count) return data.firstPage.slice(offset, offset + limit)
  const { years, skip } = yearsCovering(data.years, offset, limit)
  return (await listCpdEntriesOfYears(userId, years)).slice(skip, skip + limit)
}

/**
 * The figures of the entries dated in these calendar years: the record's own when it holds them (this
 * year's and last year's), else read from those years' entries.
 */
export async function memberCpdFiguresOfYears(userId: string, { data, entries }: CpdRecordRead, years: readonly number[]): Promise<CpdFigure[]> {
  if (entries) return figuresOfEntries(entries)
  if (years.every((year) => year >= data.recentFrom)) return data.figures
  return figuresOfEntries(await listCpdEntriesOfYears(userId, years))
}

/**
 * A page of a member's entries (newest first), with the record's count, approved hours and pages, and the
 * figures of the entries dated in `figureYears` (calendar years).
 */
export async function memberCpdPage(userId: string, { page, limit, figureYears = [] }: { page: number; limit: number; figureYears?: readonly number[] }) {
  const record = await memberCpdRecord(userId)
  const [entries, figures] = await Promise.all([rowsOf(userId, record, page, limit), memberCpdFiguresOfYears(userId, record, figureYears)])
  const { count, approvedHours } = record.data
  return { figures, total: count, approvedHours, pages: pageCount(count, limit), entries }
}

/** A member's progress in a CPD year (the dashboard's, the yearly certificate's and its mail's). */
export async function memberCpdProgress(user: { id: string; joinDate?: string | Date | null }, year: number) {
  const record = await memberCpdRecord(user.id)
  return cpdProgress(await memberCpdFiguresOfYears(user.id, record, calendarYearsOf(year)), year, user.joinDate ?? null)
}

/** A year's CPD figures as `GET /api/cpd/summary` answers them: memberCpdProgress, in the API's words. */
export async function memberCpdSummary(user: { id: string; joinDate?: string | Date | null }, year: number) {
  return cpdSummaryOf(await memberCpdProgress(user, year))
}

/**
 * A CPD year's statement: that year's entries, oldest first, the year's progress computed from them by
 * the rules every page uses (pro-rata target, capped categories), and the CPD years the record holds
 * entries in (for the years it may be asked for). The year's entries are read by their years alone.
 */
export async function memberCpdStatement(user: { id: string; joinDate?: string | Date | null }, year: number) {
  const calendarYears = calendarYearsOf(year)
  const [{ data, entries }, ofYears] = await Promise.all([memberCpdRecord(user.id), listCpdEntriesOfYears(user.id, calendarYears)])
  const rows = (entries ?? ofYears).filter((entry) => cpdYearOf(entry.date) === year)
  return { years: data.years, progress: cpdProgress(rows, year, user.joinDate ?? null), entries: rows.map(toCpdEntryView).reverse() }
}

/** One page of a member's entries for `GET /api/cpd` (issue 31), newest date first, with how many there are and pages they fill. */
export async function memberCpdEntriesPage(userId: string, { page, limit }: { page: number; limit: number }) {
  const { entries, total, pages } = await memberCpdPage(userId, { page, limit })
  return { entries, total, pages }
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
  return { ok: true as const, entry: await recordAdmittedCpdEntry(userId, content) }
}

/** The CPD reviewers hear of a new entry waiting (issue 33), after it is stored; never throws. */
async function tellReviewers(userId: string, content: CpdEntryContent) {
  const member = await getUserById(userId).catch(() => null)
  const name = member ? `${member.firstName} ${member.lastName}` : ''
  notifyStaffInBackground('cpd', { name, title: content.title, hours: String(content.hours) }, adminPaths.cpd)
}

/** One of the member's own entries; null for another member's, a deleted one or a malformed id. */
export function getMemberCpdEntry(id: string, userId: string) {
  return getCpdEntryForUser(id, userId)
}

/** Every entry of the member, newest first (the CSV download). */
export function listMemberCpdEntries(userId: string) {
  return listCpdEntriesForUser(userId)
}

/** Records a new entry already admitted (admitNewCpdEntry): the form admits it before storing its file. */
export async function recordAdmittedCpdEntry(userId: string, content: CpdEntryContent) {
  const entry = await createCpdEntryForUser(userId, content)
  void tellReviewers(userId, content)
  return entry
}

/** The member whose entry it is, as the audit log and the file deletion know them. */
type Member = Parameters<typeof accountActorOf>[0]
type MemberRefusal = { ok: false; status: 403 | 404; message: string }

const notFound = (): MemberRefusal => ({ ok: false, status: 404, message: CPD_MESSAGES.notFound })
/** An attended event's entry (issue 20) is the association's record: the member reads it, never changes it. */
const readOnly = (): MemberRefusal => ({ ok: false, status: 403, message: message('messages:events.cpdReadOnly') })

/**
 * Changes one of the member's entries (it goes back to 'pending' when its content changed). The content's
 * `evidence`: a file the caller stored, null to remove it, absent to keep it; a file replaced or removed is
 * deleted. Another member's or a missing entry: 404; an attended event's: 403.
 */
export async function changeMemberCpdEntry(member: Member, id: string, content: CpdEntryContent): Promise<{ ok: true; entry: MemberCpdEntry } | MemberRefusal> {
  const existing = await getCpdEntryForUser(id, member.id)
  if (!existing) return notFound()
  if (existing.eventId) return readOnly()
  const updated = await updateCpdEntryForUser(id, member.id, content)
  if (!updated) return notFound()
  const replaced = content.evidence !== undefined && existing.evidence && existing.evidence.id !== content.evidence?.id ? existing.evidence.id : null
  if (replaced) await deleteMedia(replaced, accountActorOf(member))
  return { ok: true, entry: updated }
}

/** Deletes one of the member's entries and its evidence file (nobody could reach the file any more). */
export async function removeMemberCpdEntry(member: Member, id: string): Promise<{ ok: true } | MemberRefusal> {
  const entry = await getCpdEntryForUser(id, member.id)
  if (!entry) return notFound()
  if (entry.eventId) return readOnly()
  if (!(await deleteCpdEntryForUser(id, member.id))) return notFound()
  if (entry.evidence) await deleteMedia(entry.evidence.id, accountActorOf(member))
  return { ok: true }
}
