import {
  directoryChangesInThisProcess,
  listDirectoryChangesSince,
  localChangesAfter,
  readDirectoryVersion,
  type DirectoryChangeScope,
} from '#app/models/directory-version.server.ts'
import { getListingById, Listing, listAllListings, type PublicListing } from '#app/models/listing.server.ts'
import { listMemberStandings, listMemberStandingsByIds,
  listMemberStandingsByMembershipIds, type MemberStanding } from '#app/models/user.server.ts'
import type { ListingStanding } from '#app/domain/listing.ts'
import { singleton } from '#app/domain/singleton.ts'
import { now } from '#app/domain/clock.ts'
import { toMalaysiaDay } from '#app/domain/dates.ts'
import type { Cover } from '#app/domain/credentials.ts'
import { sanctionInForce, type SanctionTerm } from '#app/domain/sanctions.ts'

/**
 * Every listing, held in this process's memory: the one snapshot behind the public directory (its
 * search, profiles, sitemap and API) and the administrators' list.
 *
 * On FerretDB every filter but `{ _id }` (and the indexed equalities) scans the collection in Go: with
 * 10,000 listings one filtered, sorted, counted page costs about two seconds, while reading everything
 * once costs about the same. So the listings are read once, sorted by name, given their search words and
 * searched in memory (docs/decisions/008-directory-snapshot.md).
 *
 * A change does not rebuild it (issue 19, docs/decisions/019-listing-reviews-and-search.md): a change
 * that says what it touched (`invalidateDirectory({ listingIds })`, `{ userIds }`) is applied in place,
 * reading only those listings and accounts by `_id`; only a change of anything (a seed) rebuilds. This
 * process's changes are applied before its next answer; another process's when the stored version has
 * changed (read at most every VERSION_CHECK_INTERVAL_MS), from the stored changes since it last looked.
 */

/** How often a request may ask the database whether another process changed the directory. */
export const VERSION_CHECK_INTERVAL_MS = 500
/**
 * How far back a process reads the stored changes: they are inserted before the version moves, but two
 * processes' changes may be stored in another order than their times say. A snapshot that has not
 * looked for longer than the stored changes are kept rebuilds instead.
 */
const CHANGE_LOOKBACK_MS = 60_000
const CHANGE_LOG_KEPT_MS = 12 * 60 * 60 * 1000

export interface DirectoryEntry {
  listing: PublicListing
  /** Every word of name, practice, title, specialities, description and location, folded, each after a space. */
  searchText: string
  state: string
  specialties: string[]
  languages: string[]
  modes: string[]
  standing: ListingStanding
  /** Where the practice is (issue 36), as stored with the listing; null when its town or postcode is not known. */
  lat: number | null
  lng: number | null
  /** The account of the member in good standing behind it (its proof of membership); never sent to a browser. */
  memberId?: string
  /**
   * Issue 36: the member's sanctions and confirmed cover as kept on the account, never sent whole: each
   * request decides with its own day what is in force (services/directory/views.ts `standingOn`).
   */
  sanctions: readonly SanctionTerm[]
  cover: readonly Cover[]
}

/** A search's matches in order; for a search near a place, each one's distance from it in km (same order). */
export interface SearchMatches {
  entries: readonly DirectoryEntry[]
  distancesKm: readonly number[] | null
}

interface AdminEntry {
  listing: PublicListing
  /** Name, practice, e-mail and membership ID, folded. */
  searchText: string
}

export interface DirectorySnapshot {
  /** The database it was read from: tests give every file a database of its own. */
  database: string
  /** The stored version it has caught up with. */
  version: number
  /** This process's changes it has applied. */
  changes: number
  builtAt: number
  /** When it last caught up with the stored changes of other processes. */
  syncedAt: number
  /** Stored changes already applied (those of the last CHANGE_LOOKBACK_MS or so), by id. */
  appliedChangeIds: ReadonlySet<string>
  /** Every listing, active or not, sorted by name: the administrators' list. */
  admin: readonly AdminEntry[]
  /** The visible listings (active, not hidden by their member, their member active), sorted by name. */
  entries: readonly DirectoryEntry[]
  /** The visible listings by id, for profiles. */
  byId: ReadonlyMap<string, DirectoryEntry>
  /** Accounts' standing by id and by membership ID. */
  membersById: ReadonlyMap<string, MemberStanding>
  membersByMembershipId: ReadonlyMap<string, MemberStanding>
  /** Recent public searches' matches, least recently used first (see services/directory/search.server.ts). */
  results: Map<string, SearchMatches>
}

interface DirectoryCache {
  snapshot: DirectorySnapshot | null
  checkedAt: number
  /** The one build or update in flight, which every request that needs a snapshot meanwhile waits for. */
  building: { changes: number; promise: Promise<DirectorySnapshot> } | null
}

const cache = singleton<DirectoryCache>('directory-snapshot', () => ({ snapshot: null, checkedAt: 0, building: null }))

// ---------------------------------------------------------------------------------------------------
// Building (pure, so the unit tests can check it without a database)

/** Lower case, accents and curly quotes removed, runs of white space made one space. */
export function foldText(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/\p{M}+/gu, '')
    .replace(/[\u2018\u2019\u02bc]/g, "'")
    .toLowerCase()
    .replace(/\s+/g, ' ')
    .trim()
}

/** The words of a text, folded: runs of letters and digits ("O'Brien" is "o" and "brien"; "1.5x" is "1" and "5x"). */
export function searchWords(text: string): string[] {
  return foldText(text).split(/[^\p{L}\p{N}]+/u).filter(Boolean)
}

/** Each word after a space, so that `includes(' ' + word)` finds a word that starts so (issue 19). */
const wordText = (fields: ReadonlyArray<string | null | undefined>) => ` ${fields.flatMap((field) => searchWords(field ?? '')).join(' ')}`

const foldFields = (fields: ReadonlyArray<string | null | undefined>) => fields.map((field) => foldText(field ?? '')).join('\n')

export interface MemberIndex {
  byId: ReadonlyMap<string, MemberStanding>
  byMembershipId: ReadonlyMap<string, MemberStanding>
}

export function indexMembers(members: readonly MemberStanding[]): MemberIndex {
  return {
    byId: new Map(members.map((member) => [member.id, member])),
    byMembershipId: new Map(members.filter((m) => m.membershipId).map((member) => [member.membershipId, member])),
  }
}

/** The account behind a listing: the one that keeps it, else the one holding its membership ID. */
function memberOf(listing: PublicListing, members: MemberIndex): MemberStanding | undefined {
  return (listing.userId ? members.byId.get(listing.userId) : undefined) ?? members.byMembershipId.get(listing.membershipId)
}

/**
 * Shown to the public: active, not hidden by its member, and its member (if any) active and not removed
 * from the register (issue 36: the hourly duties end a removed member's membership on its first day;
 * this keeps the listing out meanwhile, and a profile asked for checks again with the request's day).
 */
export function isVisible(listing: PublicListing, members: MemberIndex, day = toMalaysiaDay(now())): boolean {
  if (listing.isActive === false || listing.hiddenByMember) return false
  const member = memberOf(listing, members)
  return !member || (member.membershipStatus === 'active' && !isRemovedOn(member.sanctions, day))
}

/** Whether a removal from the register is in force on the day (issue 36, decision 044). */
export function isRemovedOn(sanctions: readonly SanctionTerm[] | undefined, day: string): boolean {
  return (sanctions ?? []).some((term) => term.kind === 'removal' && sanctionInForce(term, day))
}

export function toDirectoryEntry(listing: PublicListing, members: MemberIndex): DirectoryEntry {
  const member = memberOf(listing, members)
  return {
    listing,
    searchText: wordText([
      listing.name,
      listing.businessName,
      listing.title,
      ...listing.specialties,
      listing.description,
      listing.location,
      listing.town,
      listing.state,
      listing.country,
    ]),
    state: (listing.state ?? '').toLowerCase(),
    specialties: listing.specialties.map((s) => s.toLowerCase()),
    languages: (listing.languages ?? []).map((l) => l.toLowerCase()),
    modes: listing.modes ?? [],
    standing: member ? { kind: 'member', until: member.membershipValidUntil } : { kind: 'self-listed' },
    lat: typeof listing.lat === 'number' ? listing.lat : null,
    lng: typeof listing.lng === 'number' ? listing.lng : null,
    ...(member ? { memberId: member.id } : {}),
    sanctions: member?.sanctions ?? [],
    cover: member?.cover ?? [],
  }
}

const toAdminEntry = (listing: PublicListing): AdminEntry => ({
  listing,
  searchText: foldFields([listing.name, listing.businessName, listing.email, listing.membershipId]),
})

/** The directory's order: by name, ignoring case and accents, numbers as numbers; then by id. */
const nameCollator = new Intl.Collator('en', { sensitivity: 'base', numeric: true })
export function compareListings(a: PublicListing, b: PublicListing): number {
  return nameCollator.compare(a.name, b.name) || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0)
}

/** The visible listings (sorted, hidden ones left out) as the public search sees them. */
export function buildDirectoryEntries(listings: readonly PublicListing[], members: MemberIndex = indexMembers([])): DirectoryEntry[] {
  return listings
    .filter((listing) => isVisible(listing, members))
    .sort(compareListings)
    .map((listing) => toDirectoryEntry(listing, members))
}

/** A sorted list with `id`'s item taken out and `item` (if any) put in its place by name: a copy. */
function replaceSorted<T extends { listing: PublicListing }>(list: readonly T[], id: string, item: T | null): T[] {
  const next = list.filter((entry) => entry.listing.id !== id)
  if (!item) return next
  let low = 0
  let high = next.length
  while (low < high) {
    const middle = (low + high) >>> 1
    if (compareListings(next[middle]!.listing, item.listing) < 0) low = middle + 1
    else high = middle
  }
  next.splice(low, 0, item)
  return next
}

/**
 * The snapshot with these listings (read again: null for a deleted one) and accounts (read again)
 * changed; every listing of a changed account is judged again. Pure: a new snapshot, the old untouched.
 */
export function applyDirectoryChanges(
  snapshot: DirectorySnapshot,
  { listings, members, goneMemberIds = [] }: { listings: ReadonlyMap<string, PublicListing | null>; members: readonly MemberStanding[]; goneMemberIds?: readonly string[] },
): DirectorySnapshot {
  const membersById = new Map(snapshot.membersById)
  const membersByMembershipId = new Map(snapshot.membersByMembershipId)
  const touchedMembershipIds = new Set<string>()
  const touchedUserIds = new Set<string>()
  for (const id of [...goneMemberIds, ...members.map((m) => m.id)]) {
    const before = membersById.get(id)
    if (before) {
      membersById.delete(id)
      if (membersByMembershipId.get(before.membershipId) === before) membersByMembershipId.delete(before.membershipId)
      touchedMembershipIds.add(before.membershipId)
    }
    touchedUserIds.add(id)
  }
  for (const member of members) {
    membersById.set(member.id, member)
    if (member.membershipId) {
      membersByMembershipId.set(member.membershipId, member)
      touchedMembershipIds.add(member.membershipId)
    }
  }
  const index: MemberIndex = { byId: membersById, byMembershipId: membersByMembershipId }

  // Every listing to judge again: those read again, and those of the accounts that changed.
  const changed = new Map<string, PublicListing | null>(listings)
  for (const { listing } of snapshot.admin) {
    if (changed.has(listing.id)) continue
    if (touchedMembershipIds.has(listing.membershipId) || (listing.userId && touchedUserIds.has(listing.userId))) changed.set(listing.id, listing)
  }
  let admin = snapshot.admin
  let entries = snapshot.entries
  for (const [id, listing] of changed) {
    admin = replaceSorted(admin, id, listing ? toAdminEntry(listing) : null)
    entries = replaceSorted(entries, id, listing && isVisible(listing, index) ? toDirectoryEntry(listing, index) : null)
  }
  return {
    ...snapshot,
    admin,
    entries,
    byId: new Map(entries.map((entry) => [entry.listing.id, entry])),
    membersById,
    membersByMembershipId,
    results: new Map(),
  }
}

// ---------------------------------------------------------------------------------------------------
// The snapshot

async function buildSnapshot(): Promise<DirectorySnapshot> {
  const database = Listing.db.name
  const changes = directoryChangesInThisProcess()
  const startedAt = Date.now()
  // The version is read before the listings: a change landing in between is applied once more, never missed.
  const version = await readDirectoryVersion()
  // The stored changes so far are in what is read next: a later look must not apply them again (one
  // without a scope, such as the seed's just before start-up, would rebuild once more).
  const stored = await listDirectoryChangesSince(new Date(startedAt - CHANGE_LOOKBACK_MS))
  const [all, members] = await Promise.all([listAllListings(), listMemberStandings()])
  const listings = all.sort(compareListings)
  const index = indexMembers(members)
  const entries = buildDirectoryEntries(listings, index)
  return {
    database,
    version,
    changes,
    builtAt: Date.now(),
    syncedAt: startedAt,
    appliedChangeIds: new Set(stored.map((change) => change._id)),
    admin: listings.map(toAdminEntry),
    entries,
    byId: new Map(entries.map((entry) => [entry.listing.id, entry])),
    membersById: index.byId,
    membersByMembershipId: index.byMembershipId,
    results: new Map(),
  }
}

/** Reads what the scopes name and applies it; null when one of them was a change of anything. */
async function applyScopes(snapshot: DirectorySnapshot, scopes: ReadonlyArray<DirectoryChangeScope | null>) {
  if (scopes.some((scope) => scope === null)) return null
  const listingIds = [...new Set(scopes.flatMap((scope) => scope!.listingIds ?? []).map((id) => id.toLowerCase()))]
  const userIds = [...new Set(scopes.flatMap((scope) => scope!.userIds ?? []).map((id) => id.toLowerCase()))]
  if (!listingIds.length && !userIds.length) return snapshot
  const listings = await Promise.all(listingIds.map(async (id) => [id, await getListingById(id)] as const))
  // The accounts behind the listings read again are read again too: an account made or changed without a
  // change of its own (an import, a seed) would otherwise be missing from the snapshot's index, and its
  // listing would read as self-listed.
  const behind = listings.flatMap(([, listing]) => (listing ? [listing] : []))
  const [named, byMembership] = await Promise.all([
    listMemberStandingsByIds([...new Set([...userIds, ...behind.flatMap((listing) => (listing.userId ? [listing.userId.toLowerCase()] : []))])]),
    listMemberStandingsByMembershipIds(behind.map((listing) => listing.membershipId)),
  ])
  const members = [...new Map([...named, ...byMembership].map((member) => [member.id, member])).values()]
  const found = new Set(members.map((m) => m.id))
  return applyDirectoryChanges(snapshot, {
    listings: new Map(listings),
    members,
    goneMemberIds: userIds.filter((id) => !found.has(id)),
  })
}

/** This process's changes since the snapshot, applied in place; null when it must be rebuilt. */
async function catchUpLocally(snapshot: DirectorySnapshot): Promise<DirectorySnapshot | null> {
  const target = directoryChangesInThisProcess()
  const changes = localChangesAfter(snapshot.changes)
  if (!changes) return null
  const updated = await applyScopes(snapshot, changes.map((change) => change.scope))
  if (!updated) return null
  const applied = new Set(snapshot.appliedChangeIds)
  for (const change of changes) applied.add(change.changeId)
  return { ...updated, changes: target, appliedChangeIds: applied }
}

/** Other processes' changes since the snapshot last looked, applied in place; null when it must be rebuilt. */
async function catchUpWithStore(snapshot: DirectorySnapshot, version: number): Promise<DirectorySnapshot | null> {
  const lookedAt = Date.now()
  if (lookedAt - snapshot.syncedAt > CHANGE_LOG_KEPT_MS) return null
  const since = new Date(snapshot.syncedAt - CHANGE_LOOKBACK_MS)
  const seen = await listDirectoryChangesSince(since)
  const unseen = seen.filter((change) => !snapshot.appliedChangeIds.has(change._id))
  const updated = await applyScopes(
    snapshot,
    unseen.map((change) => (change.everything ? null : { listingIds: change.listingIds, userIds: change.userIds })),
  )
  if (!updated) return null
  // Only the ids a later look may see again are worth keeping; one seen again by mistake is only read again.
  return { ...updated, version, syncedAt: lookedAt, appliedChangeIds: new Set(seen.map((change) => change._id)) }
}

/** Runs one build or update at a time: requests arriving meanwhile wait for it. */
function runExclusive(work: () => Promise<DirectorySnapshot>): Promise<DirectorySnapshot> {
  const changes = directoryChangesInThisProcess()
  if (cache.building?.changes === changes) return cache.building.promise
  const promise = work()
    .then((snapshot) => {
      // Keep it unless a newer one was kept meanwhile (a rebuild begun before a change made here is not kept).
      if (snapshot.changes === directoryChangesInThisProcess() || !cache.snapshot || cache.snapshot.changes < snapshot.changes) {
        cache.snapshot = snapshot
      }
      return snapshot
    })
    .finally(() => {
      if (cache.building?.promise === promise) cache.building = null
    })
  cache.building = { changes, promise }
  return promise
}

function rebuild() {
  return runExclusive(async () => {
    const snapshot = await buildSnapshot()
    cache.checkedAt = Date.now()
    return snapshot
  })
}

/** The stored version moved: another process changed something; catch up with it (or rebuild). */
async function checkVersion(snapshot: DirectorySnapshot): Promise<void> {
  // Set first: requests arriving during the check use the snapshot they have instead of queueing.
  cache.checkedAt = Date.now()
  let version: number
  try {
    version = await readDirectoryVersion()
  } catch (error) {
    // The database is unreachable: keep answering from the listings we have, and say so once a check.
    console.error('Directory version check failed; serving the current snapshot:', (error as Error).message)
    return
  }
  if (version === snapshot.version || cache.snapshot !== snapshot) return
  await runExclusive(async () => (await catchUpWithStore(snapshot, version)) ?? (await buildSnapshot()))
}

/**
 * What a visitor's kept directory page is drawn from (server/page-cache.ts, decision 022): the visible
 * entries and, since issue 36, the day in Malaysia, on which sanctions and cover are decided. The same
 * object while neither changes, a new one when either does: a sanction that ends, or insurance that runs
 * out, at midnight is off every kept page from the first request of the next day.
 */
let pageRevision: { entries: readonly DirectoryEntry[]; day: string } | null = null
export async function directoryPageRevision(): Promise<unknown> {
  const { entries } = await getDirectorySnapshot()
  const day = toMalaysiaDay(now())
  if (!pageRevision || pageRevision.entries !== entries || pageRevision.day !== day) pageRevision = { entries, day }
  return pageRevision
}

/**
 * The current snapshot: built on first use; this process's changes applied in place before answering;
 * another process's once the stored version has been read again (at most every
 * VERSION_CHECK_INTERVAL_MS); one build or update at a time, however many requests wait.
 */
export async function getDirectorySnapshot(): Promise<DirectorySnapshot> {
  const current = cache.snapshot
  if (!current || current.database !== Listing.db.name) return rebuild()
  if (current.changes !== directoryChangesInThisProcess()) {
    return runExclusive(async () => (await catchUpLocally(current)) ?? (await buildSnapshot()))
  }
  if (Date.now() - cache.checkedAt >= VERSION_CHECK_INTERVAL_MS) await checkVersion(current)
  return cache.snapshot ?? rebuild()
}
