import { Schema, type InferSchemaType, type Types } from 'mongoose'
import { CPD_CATEGORIES, CPD_HOURS, CPD_STATUSES } from '#app/domain/constants.ts'
import type { CpdEvidence } from '#app/domain/cpd-records.ts'
import { groupedFigures, newestFirst, yearCounts, type CpdFigure, type CpdYearCount } from '#app/domain/cpd-figures.ts'
import { malaysiaYear } from '#app/domain/dates.ts'
import { approvedHours } from '#app/domain/cpd-records.ts'
import { faultPoint } from '#app/domain/fault-points.ts'
import { MEMBER_LIST_PAGE_SIZE } from '#app/domain/pagination.ts'
import { defineModel, filteredFields, isValidObjectId, serialize, toJSONPlugin } from './model-utils.server.ts'
import { claimCpdEntryVersion, nextVersionTime } from './cpd-entry-write.server.ts'
import { cpdFiguresDocsOf, deleteCpdFiguresDocs, insertCpdFigures, listPendingCpdWritesBefore, notePendingCpdWrites } from './cpd-figures.server.ts'

const cpdEntrySchema = new Schema(
  {
    userId: { type: Schema.Types.ObjectId, ref: 'User', required: true },
    title: { type: String, required: true, trim: true, maxlength: 200 },
    provider: { type: String, required: true, trim: true, maxlength: 200 },
    category: { type: String, required: true, enum: CPD_CATEGORIES },
    hours: {
      type: Number,
      required: true,
      min: CPD_HOURS.min,
      max: CPD_HOURS.max,
      validate: {
        validator: (v: number) => Number.isFinite(v) && Number.isInteger(v / CPD_HOURS.step),
        message: 'Hours must be in steps of 0.5',
      },
    },
    date: { type: Date, required: true },
    description: { type: String, trim: true, default: '', maxlength: 2000 },
    certificateUrl: { type: String, trim: true, default: '', maxlength: 2000 },
    /** The uploaded evidence (a certificate's PDF or photo, issue 16): private to the member and administrators. */
    evidence: {
      type: new Schema(
        {
          id: { type: String, required: true, match: /^[0-9a-f]{24}$/ },
          name: { type: String, trim: true, default: '', maxlength: 200 },
          mimeType: { type: String, required: true, maxlength: 100 },
        },
        { _id: false },
      ),
      default: null,
    },
    status: { type: String, enum: CPD_STATUSES, default: 'pending' },
    reviewNote: { type: String, trim: true, default: '', maxlength: 1000 },
    reviewedBy: { type: Schema.Types.ObjectId, ref: 'User', default: null },
    reviewedAt: { type: Date, default: null },
    /**
     * Set on the entry an attended event credits (issue 20): approved when made, read-only for the
     * member, removed when the attendance is un-marked. One per registration (services/event-attendance).
     */
    eventId: { type: Schema.Types.ObjectId, ref: 'Event', default: null },
    registrationId: { type: Schema.Types.ObjectId, ref: 'EventRegistration', default: null },
    /**
     * `<userId>:<calendar year of the date, Malaysia>` (issue 31): one equality filter reads one year of a
     * member's entries, which the embedded store serves from an index; a page of a long record reads the
     * years it shows and no others. Set from the date on every write (`cpdYearKeyOf`).
     */
    yearKey: { type: String, default: '' },
  },
  { timestamps: true },
)
cpdEntrySchema.index({ userId: 1, date: -1 })
cpdEntrySchema.index({ status: 1, createdAt: 1 })
cpdEntrySchema.index({ registrationId: 1 })
cpdEntrySchema.index({ yearKey: 1 })
filteredFields(cpdEntrySchema, ['userId', 'status', 'registrationId', 'yearKey'])
cpdEntrySchema.plugin(toJSONPlugin, { hidden: ['yearKey'] })
cpdEntrySchema.pre('validate', function setYearKey() {
  if (this.userId && this.date) this.yearKey = cpdYearKeyOf(String(this.userId), this.date)
})

/** The key of a member's entries dated in one calendar year (Malaysia). */
export function cpdYearKeyOf(userId: string, date: Date | string) {
  return `${userId}:${malaysiaYear(date)}`
}

export type CpdEntryFields = InferSchemaType<typeof cpdEntrySchema>
export const CpdEntry = defineModel('CpdEntry', cpdEntrySchema)

export type CpdEntryRaw = CpdEntryFields & {
  _id: Types.ObjectId
  userId: Types.ObjectId
  reviewedBy: Types.ObjectId | null
  eventId?: Types.ObjectId | null
  registrationId?: Types.ObjectId | null
  createdAt: Date
  updatedAt: Date
}

const idOrNull = (value: Types.ObjectId | null | undefined) => (value ? String(value) : null)

export function toPublicCpdEntry(raw: CpdEntryRaw) {
  const { userId, reviewedBy, eventId, registrationId, yearKey: _key, ...rest } = serialize(raw)
  return { ...rest, userId: String(userId), reviewedBy: idOrNull(reviewedBy), eventId: idOrNull(eventId), registrationId: idOrNull(registrationId) }
}
export type PublicCpdEntry = ReturnType<typeof toPublicCpdEntry>

/*
 * A member's own entries. Every function takes the owner's id and answers only that member's entries:
 * another member's entry is "not found", exactly like one that does not exist. On FerretDB only an
 * `_id` filter uses an index, so a single entry is loaded by id and its owner compared afterwards.
 */

/** What a member (and the /api/cpd answers) may see of an entry: no owner id, no reviewer id. */
export function toMemberCpdEntry(raw: CpdEntryRaw) {
  const { userId: _owner, reviewedBy: _reviewer, eventId, registrationId, yearKey: _key, ...rest } = serialize(raw)
  return { ...rest, eventId: idOrNull(eventId), registrationId: idOrNull(registrationId) }
}
export type MemberCpdEntry = ReturnType<typeof toMemberCpdEntry>

/** The fields a member writes; the status and review fields are the association's. */
export interface CpdEntryContent {
  title: string
  provider: string
  category: string
  hours: number
  date: Date
  description: string
  certificateUrl: string
  /** The uploaded evidence; left out (the JSON API, a form saved without a new file), the stored one stays. */
  evidence?: CpdEvidence | null
}

export type { CpdEvidence }

const isOwnedBy = (raw: Pick<CpdEntryRaw, 'userId'>, userId: string) => String(raw.userId) === userId

/**
 * Every entry of a member, newest date first; entries of the same day newest-added first. The one read of
 * a member's CPD record (the figures, the count and a page's rows come from it: services/cpd-entries).
 */
export async function listCpdEntriesForUser(userId: string): Promise<MemberCpdEntry[]> {
  if (!isValidObjectId(userId)) return []
  const raws = await CpdEntry.find({ userId }).sort({ date: -1, createdAt: -1, _id: -1 }).lean<CpdEntryRaw[]>()
  return raws.map(toMemberCpdEntry)
}

// ---------------------------------------------------------------------------------------------------
// A member's figures, kept (issue 31, decision 025; the documents are models/cpd-figures.server.ts).

/** What a member's pages need of the whole record: stored after every write, read in one query. */
export interface CpdFiguresData {
  /** How many entries the member has. */
  count: number
  /** Approved hours of the whole record (`approvedHours`, as over the entries). */
  approvedHours: number
  /** Entries waiting for review (the secretariat's members list shows it beside the hours). */
  pendingCount: number
  /** How many are dated in each calendar year, newest first: where page N of the record starts. */
  years: CpdYearCount[]
  /**
   * The figures (one per month, status and category: domain/cpd-figures.ts) of the entries dated in
   * calendar year `recentFrom` or later: last year's, this year's and any later. Pages show this CPD
   * year; older years are read from their entries when asked for (`memberCpdFiguresOfYears`), so the
   * figures stay as small for a record of forty years as for one of two.
   */
  recentFrom: number
  figures: CpdFigure[]
  /** The newest entries, as many as the first page of a list shows. */
  firstPage: MemberCpdEntry[]
}

/**
 * How long a write of a member's entries may take at most. A note of a write that began longer ago
 * than this, and still there, is of a write that failed after it: figures read after the note's time
 * plus this include whatever it wrote.
 */
export const CPD_WRITE_GRACE_MS = 60_000

/** Figures as the sums read them (status 'pending' when unset). */
export function figuresOfEntries(entries: readonly MemberCpdEntry[]): CpdFigure[] {
  return entries.map(({ hours, status, category, date }) => ({ hours, status: status ?? 'pending', category, date }))
}

export function cpdFiguresOf(entries: readonly MemberCpdEntry[], at: Date = new Date()): CpdFiguresData {
  const figures = figuresOfEntries(entries)
  const recentFrom = malaysiaYear(at) - 1
  return {
    count: entries.length,
    approvedHours: approvedHours(figures),
    pendingCount: figures.filter(({ status }) => status === 'pending').length,
    years: yearCounts(figures),
    recentFrom,
    figures: groupedFigures(figures.filter(({ date }) => malaysiaYear(date) >= recentFrom)),
    firstPage: entries.slice(0, MEMBER_LIST_PAGE_SIZE),
  }
}

const DATE_FIELDS = ['date', 'createdAt', 'updatedAt', 'reviewedAt'] as const

function parseFigures(data: string): CpdFiguresData {
  const parsed = JSON.parse(data) as CpdFiguresData
  for (const entry of parsed.firstPage) {
    const fields = entry as unknown as Record<string, unknown>
    for (const field of DATE_FIELDS) if (typeof fields[field] === 'string') fields[field] = new Date(fields[field] as string)
  }
  return parsed
}

/**
 * Computes a member's figures from their entries and stores them (a new document: the one read last
 * wins), then deletes the member's figures read before them.
 */
export async function refreshCpdFigures(userId: string): Promise<void> {
  if (!isValidObjectId(userId)) return
  for (let attempt = 0; attempt < MAX_FIGURES_ATTEMPTS; attempt++) {
    const at = new Date()
    const entries = await listCpdEntriesForUser(userId)
    const id = await insertCpdFigures(userId, at, JSON.stringify(cpdFiguresOf(entries, at)))
    const others = (await cpdFiguresDocsOf(userId)).filter((doc) => doc.kind === 'figures' && doc.id !== id)
    // Strictly older ones go. Of two read in the same millisecond neither knows it saw the other's
    // write, so neither is believed (`readMemberCpdFigures`): read again, one to four milliseconds later
    // (not both after the same wait, or they could meet again).
    await deleteCpdFiguresDocs(others.filter((doc) => doc.at < at).map((doc) => doc.id))
    if (!others.some((doc) => doc.at.getTime() === at.getTime())) return
    await new Promise((resolve) => setTimeout(resolve, 1 + Math.floor(Math.random() * 4)))
  }
}

/** How often a member's figures are read again when another computation was read in the same millisecond. */
const MAX_FIGURES_ATTEMPTS = 5

/**
 * Every write of entries goes through here: a note that the members' writes began, the write, fresh
 * figures, and the note deleted. A step that fails leaves the note, so pages compute from the entries
 * until the sweep (`finishPendingCpdWrites`) or the member's next write stores figures read after it.
 */
async function keepingCpdFigures<T>(userIds: readonly string[], write: () => Promise<T>): Promise<T> {
  const notes = await notePendingCpdWrites(userIds)
  faultPoint('cpd-figures:noted')
  const result = await write()
  faultPoint('cpd-figures:written')
  await Promise.all([...new Set(userIds)].map(refreshCpdFigures))
  faultPoint('cpd-figures:refreshed')
  await deleteCpdFiguresDocs(notes)
  return result
}

/**
 * A member's figures: the stored ones when they can be trusted (stored, read after every write that
 * began, however it ended); otherwise computed from every entry (which are then answered too), and the
 * page writes nothing (a GET never does).
 */
export async function readMemberCpdFigures(userId: string): Promise<{ data: CpdFiguresData; entries: MemberCpdEntry[] | null }> {
  const docs = await cpdFiguresDocsOf(userId)
  const [newest, second] = docs.filter((doc) => doc.kind === 'figures').sort((a, b) => b.at.getTime() - a.at.getTime())
  const trusted =
    newest &&
    // Two read in the same millisecond: either may have missed the other's write.
    newest.at.getTime() !== second?.at.getTime() &&
    docs.every((doc) => doc.kind !== 'pending' || newest.at.getTime() > doc.at.getTime() + CPD_WRITE_GRACE_MS)
  if (trusted) return { data: parseFigures(newest.data), entries: null }
  const entries = await listCpdEntriesForUser(userId)
  return { data: cpdFiguresOf(entries), entries }
}

/** A member's entries dated in these calendar years, newest first: one query a year, all at once. */
export async function listCpdEntriesOfYears(userId: string, years: readonly number[]): Promise<MemberCpdEntry[]> {
  if (!isValidObjectId(userId) || !years.length) return []
  const found = await Promise.all(years.map((year) => CpdEntry.find({ yearKey: `${userId}:${year}` }).lean<CpdEntryRaw[]>()))
  return found.flat().map(toMemberCpdEntry).sort(newestFirst)
}

/**
 * The sweep's part: writes noted before `before` that never finished get fresh figures, and their notes
 * go. Answers how many notes it finished.
 */
export async function finishPendingCpdWrites(before: Date) {
  const notes = await listPendingCpdWritesBefore(before)
  for (const userId of new Set(notes.map((note) => note.userId))) await refreshCpdFigures(userId)
  await deleteCpdFiguresDocs(notes.map((note) => note.id))
  return notes.length
}

/**
 * Start-up's part (idempotent), run once for each version of the figures' shape: entries stored before
 * the year key (or by a script's raw insert) get it, and every member with entries gets figures computed
 * now. Answers how many of each.
 */
export async function ensureCpdYearKeysAndFigures() {
  const raws = await CpdEntry.find({}).select({ userId: 1, date: 1, yearKey: 1 }).lean<Array<Pick<CpdEntryRaw, '_id' | 'userId' | 'date' | 'yearKey'>>>()
  const keyless = raws.filter((raw) => raw.yearKey !== cpdYearKeyOf(String(raw.userId), raw.date))
  for (const raw of keyless) await CpdEntry.updateOne({ _id: raw._id }, { $set: { yearKey: cpdYearKeyOf(String(raw.userId), raw.date) } }, { timestamps: false })
  const owners = [...new Set(raws.map((raw) => String(raw.userId)))]
  for (const owner of owners) await refreshCpdFigures(owner)
  return { yearKeysSet: keyless.length, figuresComputed: owners.length }
}

async function findOwnedRaw(id: string, userId: string) {
  if (!isValidObjectId(id) || !isValidObjectId(userId)) return null
  const raw = await CpdEntry.findById(id).lean<CpdEntryRaw>()
  return raw && isOwnedBy(raw, userId) ? raw : null
}

export async function getCpdEntryForUser(id: string, userId: string): Promise<MemberCpdEntry | null> {
  const raw = await findOwnedRaw(id, userId)
  return raw ? toMemberCpdEntry(raw) : null
}

/** How many entries a member has dated from `from` up to, not including, `until` (UTC midnights of calendar days). */
export function countCpdEntriesDatedBetween(userId: string, from: Date, until: Date) {
  if (!isValidObjectId(userId)) return Promise.resolve(0)
  return CpdEntry.countDocuments({ userId, date: { $gte: from, $lt: until } })
}

/** A new entry always waits for review, whatever the caller sent. */
export async function createCpdEntryForUser(userId: string, content: CpdEntryContent): Promise<MemberCpdEntry> {
  const doc = await keepingCpdFigures([userId], () => CpdEntry.create({ ...pickContent(content), userId, status: 'pending' }))
  return toMemberCpdEntry(doc.toObject() as CpdEntryRaw)
}

function pickContent(content: CpdEntryContent): CpdEntryContent {
  const { title, provider, category, hours, date, description, certificateUrl, evidence } = content
  return { title, provider, category, hours, date, description, certificateUrl, ...(evidence !== undefined ? { evidence } : {}) }
}

function sameContent(raw: CpdEntryRaw, content: CpdEntryContent) {
  return (
    raw.title === content.title &&
    raw.provider === content.provider &&
    raw.category === content.category &&
    raw.hours === content.hours &&
    raw.date.getTime() === content.date.getTime() &&
    (raw.description ?? '') === content.description &&
    (raw.certificateUrl ?? '') === content.certificateUrl &&
    (content.evidence === undefined || (raw.evidence?.id ?? null) === (content.evidence?.id ?? null))
  )
}

/**
 * Saves a member's changes. A changed entry goes back to 'pending' and loses its review (note,
 * reviewer, time): what was approved is no longer what is stored. Saving without a change keeps the
 * review. Null when the entry is not this member's.
 */
export async function updateCpdEntryForUser(id: string, userId: string, content: CpdEntryContent): Promise<MemberCpdEntry | null> {
  // A review landing at the same moment wins the version first: read again and apply the edit on top.
  for (let attempt = 0; attempt < MAX_WRITE_ATTEMPTS; attempt++) {
    const raw = await findOwnedRaw(id, userId)
    // An attended event's entry is the association's record: the member reads it, never edits it.
    if (!raw || raw.eventId) return null
    if (sameContent(raw, content)) return toMemberCpdEntry(raw)
    if (!(await claimCpdEntryVersion(id, raw.updatedAt))) continue
    const result = await keepingCpdFigures([userId], () => CpdEntry.updateOne(
      { _id: id, userId, updatedAt: raw.updatedAt },
      {
        $set: {
          ...pickContent(content),
          yearKey: cpdYearKeyOf(userId, content.date),
          status: 'pending',
          reviewNote: '',
          reviewedBy: null,
          reviewedAt: null,
          updatedAt: nextVersionTime(raw.updatedAt),
        },
      },
      { runValidators: true, timestamps: false },
    ))
    // Nothing matched: the entry was deleted, or written without a claim; read it again.
    if (result.matchedCount > 0) return getCpdEntryForUser(id, userId)
  }
  throw new Error(`CPD entry ${id} kept changing during ${MAX_WRITE_ATTEMPTS} attempts to save it`)
}

/** How often a write re-reads an entry that another write changed first (each lost race is one). */
const MAX_WRITE_ATTEMPTS = 20

/** True when this member's entry was deleted; false when there was none of theirs. */
export async function deleteCpdEntryForUser(id: string, userId: string): Promise<boolean> {
  if (!isValidObjectId(id) || !isValidObjectId(userId)) return false
  const result = await keepingCpdFigures([userId], () => CpdEntry.deleteOne({ _id: id, userId, eventId: null }))
  return result.deletedCount > 0
}

/** The approved entry an attended event credits; null when the registration's one exists already. */
export async function createEventCpdEntry(input: {
  userId: string
  eventId: string
  registrationId: string
  title: string
  provider: string
  category: string
  hours: number
  date: Date
}) {
  const doc = await keepingCpdFigures([input.userId], () =>
    CpdEntry.create({ ...input, status: 'approved', reviewedAt: new Date(), description: '', certificateUrl: '' }),
  )
  return toPublicCpdEntry(doc.toObject() as CpdEntryRaw)
}

/** The entry credited for a registration, if any. */
export async function getCpdEntryOfRegistration(registrationId: string) {
  if (!isValidObjectId(registrationId)) return null
  const raw = await CpdEntry.findOne({ registrationId }).lean<CpdEntryRaw>()
  return raw ? toPublicCpdEntry(raw) : null
}

/** Removes what a registration's attendance credited; answers how many entries went. */
export async function deleteCpdEntriesOfRegistration(registrationId: string) {
  if (!isValidObjectId(registrationId)) return 0
  const owners = await CpdEntry.find({ registrationId }).select({ userId: 1 }).lean<Array<Pick<CpdEntryRaw, 'userId'>>>()
  if (!owners.length) return 0
  const result = await keepingCpdFigures(owners.map((raw) => String(raw.userId)), () => CpdEntry.deleteMany({ registrationId }))
  return result.deletedCount
}

// ---------------------------------------------------------------------------------------------------
// Review by the association (/admin/cpd, PUT /api/admin/cpd/{id}). Not owner-scoped: only the admin
// service (app/services/cpd-review.server.ts) calls these, after requireAdmin, and records each review.

/** Entries waiting for review, oldest first (by when they were added), and how many there are. */
export async function listPendingCpdEntries({ limit }: { limit: number }) {
  const [raws, total] = await Promise.all([
    CpdEntry.find({ status: 'pending' }).sort({ createdAt: 1, _id: 1 }).limit(limit).lean<CpdEntryRaw[]>(),
    CpdEntry.countDocuments({ status: 'pending' }),
  ])
  return { items: raws.map(toPublicCpdEntry), total }
}

export async function getCpdEntryForReview(id: string) {
  if (!isValidObjectId(id)) return null
  const raw = await CpdEntry.findById(id).lean<CpdEntryRaw>()
  return raw ? toPublicCpdEntry(raw) : null
}

export async function listCpdEntriesByIds(ids: readonly string[]) {
  const valid = [...new Set(ids.filter(isValidObjectId))]
  if (!valid.length) return []
  const raws = await CpdEntry.find({ _id: { $in: valid } }).lean<CpdEntryRaw[]>()
  return raws.map(toPublicCpdEntry)
}

export interface CpdReview {
  status: 'approved' | 'rejected'
  note: string
  reviewerId: string
}

export type ReviewResult = 'reviewed' | 'already-reviewed' | 'changed' | 'missing'

/**
 * Records one review on these entries and answers, per id, what became of it. With `onlyPending`, an
 * entry reviewed by someone else in the meantime is left alone ('already-reviewed': the page showed
 * it as pending); without it an entry may be reviewed again (the API names one entry and what it
 * should become). With an expected `updatedAt` for an entry (the version the reviewer was shown), an
 * entry that has changed since is left alone ('changed'). Each write claims the version it starts
 * from (cpd-entry-write.server.ts), so a member's edit landing at the same moment is never approved
 * unseen, nor lost.
 */
export async function reviewCpdEntries(
  ids: readonly string[],
  review: CpdReview,
  { onlyPending, expected = new Map() }: { onlyPending: boolean; expected?: ReadonlyMap<string, string> },
): Promise<Map<string, ReviewResult>> {
  const valid = [...new Set(ids.filter(isValidObjectId))]
  const results = new Map<string, ReviewResult>()
  if (!isValidObjectId(review.reviewerId)) return results
  await Promise.all(valid.map(async (id) => results.set(id, await reviewOne(id, review, onlyPending, expected.get(id)))))
  return results
}

async function reviewOne(id: string, review: CpdReview, onlyPending: boolean, expected: string | undefined): Promise<ReviewResult> {
  for (let attempt = 0; attempt < MAX_WRITE_ATTEMPTS; attempt++) {
    const raw = await CpdEntry.findById(id).select({ status: 1, updatedAt: 1, userId: 1 }).lean<Pick<CpdEntryRaw, 'status' | 'updatedAt' | 'userId'>>()
    if (!raw) return 'missing'
    if (onlyPending && raw.status !== 'pending') return 'already-reviewed'
    if (expected !== undefined && raw.updatedAt.toISOString() !== expected) return 'changed'
    if (!(await claimCpdEntryVersion(id, raw.updatedAt))) continue
    const result = await keepingCpdFigures([String(raw.userId)], () => CpdEntry.updateOne(
      { _id: id, updatedAt: raw.updatedAt },
      {
        $set: {
          status: review.status,
          reviewNote: review.note,
          reviewedBy: review.reviewerId,
          reviewedAt: new Date(),
          updatedAt: nextVersionTime(raw.updatedAt),
        },
      },
      { runValidators: true, timestamps: false },
    ))
    if (result.matchedCount > 0) return 'reviewed'
  }
  return 'changed'
}

export interface CpdTotals {
  approvedHours: number
  pendingCount: number
}

/**
 * Approved hours and entries waiting, per member, for a page of members (/admin/members): each member's
 * kept figures, the very numbers their own CPD tab shows. One query a member, all at once (each served by
 * an index, where one query for all of them read every entry of every member on the embedded store).
 */
export async function cpdTotalsForUsers(userIds: readonly string[]): Promise<Map<string, CpdTotals>> {
  const valid = [...new Set(userIds.filter(isValidObjectId))]
  const reads = await Promise.all(valid.map((userId) => readMemberCpdFigures(userId)))
  return new Map(valid.map((userId, i) => [userId, { approvedHours: reads[i]!.data.approvedHours, pendingCount: reads[i]!.data.pendingCount }]))
}
