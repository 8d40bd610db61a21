import { DIRECTORY_PAGE_SIZE } from '#app/domain/constants.ts'
import { isAllLocations, isAllSpecialties, type DirectoryFilters } from '#app/domain/directory-query.ts'
import type { DirectoryCard } from '#app/domain/listing.ts'
import type { PublicListing } from '#app/models/listing.server.ts'
import { isValidObjectId } from '#app/models/model-utils.server.ts'
import { existingVerificationCode } from '#app/models/verification-code.server.ts'
import { membershipPaths } from '#app/config/member-paths.ts'
import { boundingBox, DEFAULT_NEAR_RADIUS_KM, haversineKm, inBox, roundKm, type LatLng } from '#app/domain/geo.ts'
import { findPlace } from '#app/domain/places.ts'
import { now } from '#app/domain/clock.ts'
import { toMalaysiaDay } from '#app/domain/dates.ts'
import { DEFAULT_LOCALE, type Locale } from '#app/domain/locale.ts'
import { getDirectorySnapshot, isRemovedOn, searchWords, type DirectoryEntry, type SearchMatches } from './snapshot.server.ts'
import { standingOn, toDirectoryCard } from './views.ts'

/** A card as the reader sees it today (issue 36: the sanctions in force and the cover line are the day's). */
function cardOn(entry: DirectoryEntry, day: string, locale: Locale): DirectoryCard {
  return toDirectoryCard({ listing: entry.listing, standing: standingOn(entry, day, locale) })
}

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
  /** Each searched word with a space before it; null for a search of no words at all ("(", "?"), which finds nothing. */
  words: string[] | null
  state: string
  specialty: string
  language: string
  mode: string
  /** The place searched near and how far around it (issue 36); null for anywhere, and for a place not known. */
  near: { center: LatLng; radiusKm: number } | null
}

function normaliseFilters(filters: DirectoryFilters): NormalisedFilters {
  const words = searchWords(filters.search)
  const place = filters.near ? findPlace(filters.near) : null
  return {
    near: place ? { center: { lat: place.lat, lng: place.lng }, radiusKm: filters.radiusKm ?? DEFAULT_NEAR_RADIUS_KM } : null,
    words: words.length ? words.map((word) => ` ${word}`) : filters.search.trim() ? null : [],
    state: isAllLocations(filters.state) ? '' : filters.state.trim().toLowerCase(),
    specialty: isAllSpecialties(filters.specialty) ? '' : filters.specialty.trim().toLowerCase(),
    language: (filters.language ?? '').trim().toLowerCase(),
    mode: (filters.mode ?? '').trim().toLowerCase(),
  }
}

function matching(entries: readonly DirectoryEntry[], { words, state, specialty, language, mode }: NormalisedFilters): readonly DirectoryEntry[] {
  if (words === null) return []
  if (!words.length && !state && !specialty && !language && !mode) return entries
  return entries.filter(
    (entry) =>
      (!state || entry.state === state) &&
      (!specialty || entry.specialties.includes(specialty)) &&
      (!language || entry.languages.includes(language)) &&
      (!mode || entry.modes.includes(mode)) &&
      words.every((word) => entry.searchText.includes(word)),
  )
}

/**
 * The entries within the radius, nearest first (then by name, as they came), with their distances. The box
 * of latitudes and longitudes comes first: two comparisons per listing, and only the few inside it have
 * their great-circle distance worked out. Listings with no known place are never near anywhere.
 */
function nearest(entries: readonly DirectoryEntry[], { center, radiusKm }: { center: LatLng; radiusKm: number }): SearchMatches {
  const box = boundingBox(center, radiusKm)
  const found: Array<{ entry: DirectoryEntry; km: number; order: number }> = []
  entries.forEach((entry, order) => {
    if (entry.lat === null || entry.lng === null) return
    const point = { lat: entry.lat, lng: entry.lng }
    if (!inBox(point, box)) return
    const km = haversineKm(center, point)
    if (km <= radiusKm) found.push({ entry, km, order })
  })
  found.sort((a, b) => a.km - b.km || a.order - b.order)
  return { entries: found.map((f) => f.entry), distancesKm: found.map((f) => roundKm(f.km)) }
}

function search(entries: readonly DirectoryEntry[], filters: NormalisedFilters): SearchMatches {
  const matches = matching(entries, filters)
  return filters.near ? nearest(matches, filters.near) : { entries: matches, distancesKm: null }
}

/**
 * Each searched word must start a word of the listing's name, practice, title, specialities,
 * description or location (issue 19: "Siti" finds "Siti Aminah", not "transition"), ignoring case and
 * accents; then location, speciality, language and mode equality. The search is only ever split into
 * words and passed to `includes`: `(`, `.*` or `{"$gt":""}` are text.
 */
export function filterDirectory(entries: readonly DirectoryEntry[], filters: DirectoryFilters): readonly DirectoryEntry[] {
  return search(entries, normaliseFilters(filters)).entries
}

export interface DirectoryResults {
  total: number
  items: PublicListing[]
  /** The same listings' entries (their standing), for what the API says of each one's sanctions and cover. */
  entries: readonly DirectoryEntry[]
  /** For a search near a place, each item's distance from it in km to one decimal (same order); else null. */
  distancesKm: number[] | null
}

/** Matching visible entries sorted by name; `limit` unset means all of them from `offset`. */
async function searchEntries(filters: DirectoryFilters, { offset = 0, limit }: { offset?: number; limit?: number }) {
  const snapshot = await getDirectorySnapshot()
  const normalised = normaliseFilters(filters)
  const key = JSON.stringify(normalised)
  let matches = snapshot.results.get(key)
  if (matches) {
    snapshot.results.delete(key)
  } else {
    matches = search(snapshot.entries, normalised)
    if (snapshot.results.size >= RESULT_CACHE_SIZE) snapshot.results.delete(snapshot.results.keys().next().value!)
  }
  snapshot.results.set(key, matches)
  const end = limit === undefined ? undefined : offset + limit
  return {
    total: matches.entries.length,
    entries: matches.entries.slice(offset, end),
    distancesKm: matches.distancesKm ? matches.distancesKm.slice(offset, end) : null,
  }
}

/** Matching visible listings sorted by name; `limit` unset means all of them from `offset`. */
export async function searchDirectory(
  filters: DirectoryFilters,
  { offset = 0, limit }: { offset?: number; limit?: number } = {},
): Promise<DirectoryResults> {
  const { total, entries, distancesKm } = await searchEntries(filters, { offset, limit })
  return { total, items: entries.map((entry) => entry.listing), entries, distancesKm }
}

/**
 * One page of matches as cards (issue 19: every page reachable, no cap), and how many pages there are
 * (at least 1); a page past the last is the last.
 */
export async function searchDirectoryCards(filters: DirectoryFilters, requestedPage: number, locale: Locale = DEFAULT_LOCALE) {
  const day = toMalaysiaDay(now())
  const { total } = await searchEntries(filters, { limit: 0 })
  const pageCount = Math.max(1, Math.ceil(total / DIRECTORY_PAGE_SIZE))
  const page = Math.max(1, Math.min(requestedPage, pageCount))
  const { entries, distancesKm } = await searchEntries(filters, { offset: (page - 1) * DIRECTORY_PAGE_SIZE, limit: DIRECTORY_PAGE_SIZE })
  return {
    page,
    pageCount,
    total,
    items: entries.map((entry, i) => (distancesKm ? { ...cardOn(entry, day, locale), distanceKm: distancesKm[i]! } : cardOn(entry, day, locale))),
  }
}

/**
 * One listing as the public may see it, or null when the id is malformed or unknown, the listing
 * inactive, or its member suspended or expired. Read from the snapshot, which holds every visible
 * listing whole: on FerretDB's SQLite backend even `findById` scans the table (about 80 ms for a late
 * document among 10,000; see docs/decisions/008-directory-snapshot.md).
 */
export async function getVisibleListing(id: string): Promise<PublicListing | null> {
  return (await getVisibleEntry(id))?.listing ?? null
}

/** The same with who stands behind it (a member in good standing, or self-listed). */
export async function getVisibleEntry(id: string): Promise<DirectoryEntry | null> {
  if (!isValidObjectId(id)) return null
  const snapshot = await getDirectorySnapshot()
  const entry = snapshot.byId.get(id.toLowerCase()) ?? null
  // Issue 36: a removal from the register that began since the snapshot last judged the listing.
  return entry && !isRemovedOn(entry.sanctions, toMalaysiaDay(now())) ? entry : null
}

/**
 * The public page of a member's proof of membership (/verify/{code}) for a listing kept by a member in
 * good standing, which its "EMPAM member in good standing" line links to (issue 18, item 7); null for a
 * self-listed one.
 */
export async function standingProofPath(entry: DirectoryEntry): Promise<string | null> {
  if (entry.standing.kind !== 'member' || !entry.memberId) return null
  // Read only (a visitor's GET writes nothing): the code is made when the member is approved.
  const code = await existingVerificationCode(entry.memberId)
  return code ? membershipPaths.verify(code) : null
}

/** Every visible listing's id and last change, for the sitemap. */
export async function listDirectorySitemapEntries(): Promise<Array<{ id: string; updatedAt: Date }>> {
  const snapshot = await getDirectorySnapshot()
  return snapshot.entries.map(({ listing }) => ({ id: listing.id, updatedAt: listing.updatedAt }))
}

/** The home page's directory section: the first listings by name and how many there are. */
export async function getDirectoryPreview(count = DIRECTORY_PAGE_SIZE / 2, locale: Locale = DEFAULT_LOCALE): Promise<{ total: number; items: DirectoryCard[] }> {
  const { total, entries } = await searchEntries({ search: '', state: '', specialty: '' }, { limit: count })
  const day = toMalaysiaDay(now())
  return { total, items: entries.map((entry) => cardOn(entry, day, locale)) }
}
