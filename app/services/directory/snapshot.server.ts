import {
  directoryChangesInThisProcess,
  readDirectoryVersion,
} from '#app/models/directory-version.server.ts'
import { Listing, listAllListings, type PublicListing } from '#app/models/listing.server.ts'
import { listHiddenMembershipIds } from '#app/models/user.server.ts'
import { singleton } from '#app/utils/singleton.server.ts'

/**
 * Every listing, held in this process's memory: the one snapshot behind the public directory (its
 * search, profiles, sitemap and API) and the administrators' list.
 *
 * On FerretDB's SQLite backend every filter but `{ _id }` scans the collection in Go: with 10,000
 * listings one filtered, sorted, counted page costs about two seconds, while reading everything once
 * costs about the same. So the listings are read once, sorted by name, given their folded search texts
 * and searched in memory. One staleness rule: the snapshot is rebuilt when the stored version
 * (models/directory-version.server.ts) has changed, which is read at most every
 * VERSION_CHECK_INTERVAL_MS, or at once after a change made in this process. See
 * docs/decisions/008-directory-snapshot.md and 011-layout.md.
 */

/** How often a request may ask the database whether another process changed the directory. */
export const VERSION_CHECK_INTERVAL_MS = 500

export interface DirectoryEntry {
  listing: PublicListing
  /** Name, practice, title, specialities, description and location, folded (see `foldText`). */
  searchText: string
  state: string
  specialties: string[]
}

export interface DirectorySnapshot {
  /** The database it was read from: tests give every file a database of its own. */
  database: string
  /** The stored version it was built from. */
  version: number
  /** This process's changes when the build began: a later one makes it stale at once. */
  changes: number
  builtAt: number
  /** Every listing, active or not, sorted by name: the administrators' list. */
  listings: readonly PublicListing[]
  /** Name, practice, e-mail and membership ID of each of `listings`, folded, in the same order. */
  adminSearchTexts: readonly string[]
  /** The visible listings (active, their member neither suspended nor expired), sorted by name. */
  entries: readonly DirectoryEntry[]
  /** The visible listings by id, for profiles. */
  byId: ReadonlyMap<string, DirectoryEntry>
  /** Recent public searches' matches, least recently used first (see services/directory/search.server.ts). */
  results: Map<string, readonly DirectoryEntry[]>
}

interface DirectoryCache {
  snapshot: DirectorySnapshot | null
  checkedAt: number
  /** The one rebuild in flight, which every request that needs a snapshot meanwhile waits for. */
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

/** Fields are joined by a line break, which a folded search never contains, so no match spans two. */
const foldFields = (fields: ReadonlyArray<string | null | undefined>) => fields.map((field) => foldText(field ?? '')).join('\n')

export function toDirectoryEntry(listing: PublicListing): DirectoryEntry {
  return {
    listing,
    searchText: foldFields([
      listing.name,
      listing.businessName,
      listing.title,
      ...listing.specialties,
      listing.description,
      listing.location,
      listing.state,
      listing.country,
    ]),
    state: (listing.state ?? '').toLowerCase(),
    specialties: listing.specialties.map((s) => s.toLowerCase()),
  }
}

/** The directory's order: by name, ignoring case and accents, numbers as numbers; then by id. */
const nameCollator = new Intl.Collator('en', { sensitivity: 'base', numeric: true })
export function compareListings(a: PublicListing, b: PublicListing): number {
  return nameCollator.compare(a.name, b.name) || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0)
}

const isVisible = (listing: PublicListing, hiddenMembershipIds: ReadonlySet<string>) =>
  listing.isActive !== false && !hiddenMembershipIds.has(listing.membershipId)

/** The visible listings (sorted, inactive ones and hidden members' left out) as the public search sees them. */
export function buildDirectoryEntries(
  listings: readonly PublicListing[],
  hiddenMembershipIds: ReadonlySet<string>,
): DirectoryEntry[] {
  return listings
    .filter((listing) => isVisible(listing, hiddenMembershipIds))
    .sort(compareListings)
    .map(toDirectoryEntry)
}

// ---------------------------------------------------------------------------------------------------
// The snapshot

async function buildSnapshot(): Promise<DirectorySnapshot> {
  const database = Listing.db.name
  const changes = directoryChangesInThisProcess()
  // The version is read before the listings: a change landing in between costs one more rebuild,
  // never a stale snapshot that looks current.
  const version = await readDirectoryVersion()
  const [all, hiddenMembershipIds] = await Promise.all([listAllListings(), listHiddenMembershipIds()])
  const listings = all.sort(compareListings)
  const entries = buildDirectoryEntries(listings, hiddenMembershipIds)
  return {
    database,
    version,
    changes,
    builtAt: Date.now(),
    listings,
    adminSearchTexts: listings.map((l) => foldFields([l.name, l.businessName, l.email, l.membershipId])),
    entries,
    byId: new Map(entries.map((entry) => [entry.listing.id, entry])),
    results: new Map(),
  }
}

function rebuild(): Promise<DirectorySnapshot> {
  const changes = directoryChangesInThisProcess()
  // A rebuild begun before a change made here would miss it: start another.
  if (cache.building?.changes === changes) return cache.building.promise
  const promise = buildSnapshot()
    .then((snapshot) => {
      if (snapshot.changes === directoryChangesInThisProcess()) {
        cache.snapshot = snapshot
        cache.checkedAt = Date.now()
      }
      return snapshot
    })
    .finally(() => {
      if (cache.building?.promise === promise) cache.building = null
    })
  cache.building = { changes, promise }
  return promise
}

/** Drops the snapshot when another process has changed the directory since it was built. */
async function checkVersion(snapshot: DirectorySnapshot) {
  // Set first: requests arriving during the check use the snapshot they have instead of queueing.
  cache.checkedAt = Date.now()
  try {
    const version = await readDirectoryVersion()
    if (version !== snapshot.version && cache.snapshot === snapshot) cache.snapshot = null
  } catch (error) {
    // The database is unreachable: keep answering from the listings we have, and say so once a check.
    console.error('Directory version check failed; serving the current snapshot:', (error as Error).message)
  }
}

/**
 * The current snapshot: built on first use; stale at once after a change made in this process, and
 * after another process's change once the stored version has been read again (at most every
 * VERSION_CHECK_INTERVAL_MS); rebuilt once, however many requests wait.
 */
export async function getDirectorySnapshot(): Promise<DirectorySnapshot> {
  const current = cache.snapshot
  if (current && current.database === Listing.db.name && current.changes === directoryChangesInThisProcess()) {
    if (Date.now() - cache.checkedAt >= VERSION_CHECK_INTERVAL_MS) await checkVersion(current)
    if (cache.snapshot) return cache.snapshot
  }
  return rebuild()
}
