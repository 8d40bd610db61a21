import { DIRECTORY_PAGE_SIZE } from '#app/domain/constants.ts'
import { isAllLocations, isAllSpecialties, type DirectoryFilters } from '#app/domain/directory-query.ts'
import type { DirectoryCard } from '#app/domain/listing.ts'
import type { PublicListing } from '#app/models/listing.server.ts'
import { isValidObjectId } from '#app/models/model-utils.server.ts'
import { foldText, getDirectorySnapshot, type DirectoryEntry } from './snapshot.server.ts'
import { toDirectoryCard } from './views.ts'

/**
 * The public directory's questions, answered from the snapshot: the search of /find-practitioner and
 * GET /api/practitioners, a profile, the sitemap's entries and the home page's preview.
 */

/**
 * Searches remembered per snapshot. Popular searches (a state, a speciality, a common name) repeat;
 * scanning 10,000 search texts costs up to 2 ms, a remembered answer nothing. Entries are references.
 */
const RESULT_CACHE_SIZE = 200

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
 * The first `pages` pages of matches as cards, and the last page there is (at least 1): the
 * /find-practitioner page shows its pages one after another (see DIRECTORY_MAX_PAGES).
 */
export async function searchDirectoryCards(filters: DirectoryFilters, pages: number) {
  const { total, items } = await searchDirectory(filters, { limit: pages * DIRECTORY_PAGE_SIZE })
  const page = Math.max(1, Math.min(pages, Math.ceil(total / DIRECTORY_PAGE_SIZE)))
  return { page, total, items: items.map(toDirectoryCard) }
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

/** The home page's directory section: the first listings by name and how many there are. */
export async function getDirectoryPreview(count = DIRECTORY_PAGE_SIZE / 2): Promise<{ total: number; items: DirectoryCard[] }> {
  const { total, items } = await searchDirectory({ search: '', state: '', specialty: '' }, { limit: count })
  return { total, items: items.map(toDirectoryCard) }
}
