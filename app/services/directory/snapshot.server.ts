import { Schema } from 'mongoose'
import { site } from '#app/config/site.ts'
import { DIRECTORY_PAGE_SIZE, HIDDEN_LISTING_STATUSES, LOCATIONS, PILLAR_SPECIALTIES } from '#app/domain/constants.ts'
import { singleton } from '#app/utils/singleton.server.ts'
import {
  canonicalOption,
  DIRECTORY_MAX_PAGES,
  isAllLocations,
  isAllSpecialties,
  type DirectoryFilters,
} from '#app/domain/directory-query.ts'
import { parseDirectoryQueryLeniently } from '#app/validation/directory.ts'
import { defineModel, isValidObjectId } from '#app/models/model-utils.server.ts'
import { listActiveListings, Listing, type PublicListing } from '#app/models/listing.server.ts'
import { User } from '#app/models/user.server.ts'

/**
 * The public directory, served from an in-process snapshot of the visible listings.
 *
 * On FerretDB's SQLite backend every filter but `{ _id }` scans the collection in Go: with 10,000
 * listings one filtered, sorted, counted page costs about two seconds, while reading everything once
 * costs about the same. So the directory reads the visible listings once, keeps them sorted by name with
 * a folded search text each, and searches them in memory. A version document, read by `_id` (about
 * 1 ms), tells every process when to rebuild. See docs/decisions/008-directory-snapshot.md.
 */

const DIRECTORY_STATE_ID = 'practitioners'
/** How often a search may ask the database whether another process changed the directory. */
export const VERSION_CHECK_INTERVAL_MS = 500
/**
 * Searches remembered per snapshot. Popular searches (a state, a speciality, a common name) repeat;
 * scanning 10,000 search texts costs up to 2 ms, a remembered answer nothing. Entries are references.
 */
const RESULT_CACHE_SIZE = 200
/** A card shows three lines (at most about 150 characters) of the description; more only adds weight. */
const CARD_DESCRIPTION_LENGTH = 180

const directoryStateSchema = new Schema(
  {
    _id: { type: String, required: true },
    version: { type: Number, default: 0 },
  },
  { collection: 'directory_state', versionKey: false },
)
/** One document per cached list (`_id: 'practitioners'`); its version goes up on every change. */
export const DirectoryState = defineModel('DirectoryState', directoryStateSchema)

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
  version: number
  builtAt: number
  /** Visible listings, sorted by name. */
  entries: readonly DirectoryEntry[]
  /** Visible listings by id, for profiles. */
  byId: ReadonlyMap<string, DirectoryEntry>
  /** Recent searches' matches, least recently used first (see RESULT_CACHE_SIZE). */
  results: Map<string, readonly DirectoryEntry[]>
}

interface DirectoryCache {
  snapshot: DirectorySnapshot | null
  checkedAt: number
  /** The one rebuild in flight, which every request that needs a snapshot meanwhile waits for. */
  building: Promise<DirectorySnapshot> | null
  /** Bumped by every invalidation, so that a rebuild begun before it is not kept afterwards. */
  generation: number
}

const cache = singleton<DirectoryCache>('directory-snapshot', () => ({
  snapshot: null,
  checkedAt: 0,
  building: null,
  generation: 0,
}))

// ---------------------------------------------------------------------------------------------------
// Searching (pure, so the unit tests can check the semantics without a database)

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
export function toDirectoryEntry(listing: PublicListing): DirectoryEntry {
  const fields = [
    listing.name,
    listing.businessName,
    listing.title,
    ...listing.specialties,
    listing.description,
    listing.location,
    listing.state,
    listing.country,
  ]
  return {
    listing,
    searchText: fields.map((field) => foldText(field ?? '')).join('\n'),
    state: (listing.state ?? '').toLowerCase(),
    specialties: listing.specialties.map((s) => s.toLowerCase()),
  }
}

const nameCollator = new Intl.Collator('en', { sensitivity: 'base', numeric: true })

export function compareEntries(a: DirectoryEntry, b: DirectoryEntry): number {
  return (
    nameCollator.compare(a.listing.name, b.listing.name) ||
    (a.listing.id < b.listing.id ? -1 : a.listing.id > b.listing.id ? 1 : 0)
  )
}

/**
 * The visible listings (sorted, hidden members left out) as the snapshot keeps them.
 */
export function buildDirectoryEntries(
  practitioners: readonly PublicListing[],
  hiddenMembershipIds: ReadonlySet<string>,
): DirectoryEntry[] {
  return practitioners
    .filter((p) => p.isActive !== false && !hiddenMembershipIds.has(p.membershipId))
    .map(toDirectoryEntry)
    .sort(compareEntries)
}

interface NormalisedFilters {
  needle: string
  state: string
  specialty: string
}

function normaliseFilters(filters: DirectoryFilters): NormalisedFilters {
  return {
    needle: foldText(filters.search),
    state: isAllLocations(filters.state) ? '' : filters.state.trim().toLowerCase(),
    specialty: isAllSpecialties(filters.specialty) ? '' : filters.specialty.trim().toLowerCase(),
  }
}

function matching(entries: readonly DirectoryEntry[], { needle, state, specialty }: NormalisedFilters) {
  if (!needle && !state && !specialty) return entries
  return entries.filter(
    (entry) =>
      (!state || entry.state === state) &&
      (!specialty || entry.specialties.includes(specialty)) &&
      (!needle || entry.searchText.includes(needle)),
  )
}

/**
 * Case- and accent-insensitive substring search over the search text, then location and speciality
 * equality. The search is only ever an argument to `includes`: `(`, `.*` or `{"$gt":""}` are text.
 */
export function filterDirectory(entries: readonly DirectoryEntry[], filters: DirectoryFilters): readonly DirectoryEntry[] {
  return matching(entries, normaliseFilters(filters))
}

// ---------------------------------------------------------------------------------------------------
// The snapshot and its invalidation

/**
 * The stored version of the listings, which every change bumps (`invalidateDirectory`). One `_id` read,
 * about 1 ms: other caches of the listings (the administrators' list) compare it too.
 */
export async function readDirectoryVersion(): Promise<number> {
  const state = await DirectoryState.findById(DIRECTORY_STATE_ID).lean<{ version?: number }>()
  return state?.version ?? 0
}

async function listHiddenMembershipIds(): Promise<Set<string>> {
  const members = await User.find({ membershipStatus: { $in: HIDDEN_LISTING_STATUSES } })
    .select({ membershipId: 1 })
    .lean<Array<{ membershipId: string }>>()
  return new Set(members.map((m) => m.membershipId))
}

async function buildSnapshot(): Promise<DirectorySnapshot> {
  const database = Listing.db.name
  // The version is read before the listings: a change landing in between costs one more rebuild,
  // never a stale snapshot that looks current.
  const version = await readDirectoryVersion()
  const [practitioners, hiddenMembershipIds] = await Promise.all([listActiveListings(), listHiddenMembershipIds()])
  const entries = buildDirectoryEntries(practitioners, hiddenMembershipIds)
  return {
    database,
    version,
    builtAt: Date.now(),
    entries,
    byId: new Map(entries.map((entry) => [entry.listing.id, entry])),
    results: new Map(),
  }
}

function rebuild(): Promise<DirectorySnapshot> {
  if (cache.building) return cache.building
  const generation = cache.generation
  const building = buildSnapshot()
    .then((snapshot) => {
      if (cache.generation === generation) {
        cache.snapshot = snapshot
        cache.checkedAt = Date.now()
      }
      return snapshot
    })
    .finally(() => {
      if (cache.building === building) cache.building = null
    })
  cache.building = building
  return building
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
 * The current snapshot: built on first use, checked against the stored version at most every
 * VERSION_CHECK_INTERVAL_MS, rebuilt (once, however many requests wait) when it changed.
 */
export async function getDirectorySnapshot(): Promise<DirectorySnapshot> {
  const current = cache.snapshot
  if (current && current.database === Listing.db.name) {
    if (Date.now() - cache.checkedAt >= VERSION_CHECK_INTERVAL_MS) await checkVersion(current)
    if (cache.snapshot) return cache.snapshot
  }
  return rebuild()
}

/**
 * Call after every change to practitioners or to a member's status: this process drops its snapshot
 * now, other processes see the new version within VERSION_CHECK_INTERVAL_MS.
 */
export async function invalidateDirectory() {
  cache.generation += 1
  cache.snapshot = null
  cache.building = null
  await DirectoryState.updateOne({ _id: DIRECTORY_STATE_ID }, { $inc: { version: 1 } }, { upsert: true })
}

// ---------------------------------------------------------------------------------------------------
// What the routes read

export interface DirectoryResults {
  total: number
  items: PublicListing[]
}

/** Matching visible listings sorted by name; `limit` unset means all of them from `offset`. */
export async function searchDirectory(
  filters: DirectoryFilters,
  { offset = 0, limit }: { offset?: number; limit?: number } = {},
): Promise<DirectoryResults> {
  const snapshot = await getDirectorySnapshot()
  const normalised = normaliseFilters(filters)
  const key = `${normalised.needle}\n${normalised.state}\n${normalised.specialty}`
  let matches = snapshot.results.get(key)
  if (matches) {
    snapshot.results.delete(key)
  } else {
    matches = matching(snapshot.entries, normalised)
    if (snapshot.results.size >= RESULT_CACHE_SIZE) snapshot.results.delete(snapshot.results.keys().next().value!)
  }
  snapshot.results.set(key, matches)
  const slice = matches.slice(offset, limit === undefined ? undefined : offset + limit)
  return { total: matches.length, items: slice.map((entry) => entry.listing) }
}

/**
 * One listing as the public may see it, or null when the id is malformed or unknown, the listing
 * inactive, or its member suspended or expired. Read from the snapshot, which holds every visible
 * listing whole: on FerretDB's SQLite backend even `findById` scans the table (about 80 ms for a late
 * document among 10,000; see docs/decisions/008-directory-snapshot.md).
 */
export async function getVisibleListing(id: string): Promise<PublicListing | null> {
  if (!isValidObjectId(id)) return null
  const snapshot = await getDirectorySnapshot()
  return snapshot.byId.get(id.toLowerCase())?.listing ?? null
}

/** Every visible listing's id and last change, for the sitemap. */
export async function listDirectorySitemapEntries(): Promise<Array<{ id: string; updatedAt: Date }>> {
  const snapshot = await getDirectorySnapshot()
  return snapshot.entries.map(({ listing }) => ({ id: listing.id, updatedAt: listing.updatedAt }))
}

function shorten(text: string, max: number): string {
  if (text.length <= max) return text
  const cut = text.slice(0, max)
  const lastSpace = cut.lastIndexOf(' ')
  return `${(lastSpace > max * 0.6 ? cut.slice(0, lastSpace) : cut).replace(/[\s,.;:–-]+$/, '')}…`
}

/** What a directory card shows, and nothing more. */
export function toDirectoryCard(practitioner: PublicListing) {
  return {
    id: practitioner.id,
    salutation: practitioner.salutation ?? '',
    name: practitioner.name,
    title: practitioner.title ?? '',
    businessName: practitioner.businessName ?? '',
    location: practitioner.location || practitioner.state || '',
    specialties: practitioner.specialties,
    description: shorten(practitioner.description ?? '', CARD_DESCRIPTION_LENGTH),
    rating: practitioner.rating ?? 0,
    reviewCount: practitioner.reviewCount ?? 0,
  }
}
export type DirectoryCard = ReturnType<typeof toDirectoryCard>

/** The home page's directory section: the first listings by name and how many there are. */
export async function getDirectoryPreview(count = DIRECTORY_PAGE_SIZE / 2) {
  const { total, items } = await searchDirectory({ search: '', state: '', specialty: '' }, { limit: count })
  return { total, items: items.map(toDirectoryCard) }
}

/**
 * The /find-practitioner page: filters as the dropdowns can show them, and the first `page` pages of
 * results (cumulative, see DIRECTORY_MAX_PAGES), as cards.
 */
export async function loadDirectoryPage(searchParams: URLSearchParams) {
  const query = parseDirectoryQueryLeniently(searchParams)
  const filters: DirectoryFilters = {
    search: query.search,
    state: canonicalOption(query.state, LOCATIONS),
    specialty: canonicalOption(query.specialty, PILLAR_SPECIALTIES),
  }
  const wanted = Math.min(query.page ?? 1, DIRECTORY_MAX_PAGES)
  const { total, items } = await searchDirectory(filters, { limit: wanted * DIRECTORY_PAGE_SIZE })
  const page = Math.max(1, Math.min(wanted, Math.ceil(total / DIRECTORY_PAGE_SIZE)))
  return { filters, page, total, items: items.map(toDirectoryCard) }
}

/** What a profile page shows: the public listing, without the stock photo standing in for a portrait. */
export function toListingProfile(p: PublicListing) {
  const imageUrl = p.imageUrl && p.imageUrl !== site.defaultListingImage ? p.imageUrl : ''
  return {
    id: p.id,
    salutation: p.salutation ?? '',
    name: p.name,
    title: p.title ?? '',
    businessName: p.businessName ?? '',
    membershipId: p.membershipId,
    email: p.email,
    phone: p.phone ?? '',
    state: p.state ?? '',
    country: p.country ?? '',
    location: p.location ?? '',
    experience: p.experience ?? 0,
    certification: p.certification ?? '',
    specialties: p.specialties,
    description: p.description ?? '',
    rating: p.rating ?? 0,
    reviewCount: p.reviewCount ?? 0,
    imageUrl,
  }
}
export type ListingProfile = ReturnType<typeof toListingProfile>
