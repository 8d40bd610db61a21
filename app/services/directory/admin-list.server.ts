import { foldText, readDirectoryVersion } from '#app/services/directory/snapshot.server.ts'
import { listAllListings, Listing, type PublicListing } from '#app/models/listing.server.ts'
import { singleton } from '#app/utils/singleton.server.ts'

/**
 * The administrators' list of every listing (active or not), kept in memory like the public directory
 * (docs/decisions/008-directory-snapshot.md) and for the same reason: on FerretDB a sorted page, its
 * count and the membership IDs for the next-ID suggestion are each a scan of the whole collection
 * (about 1.5 s apiece with 10,000 listings, 4 s for the page together), while reading everything once
 * costs about the same as one of them. The snapshot is reused until the directory's stored version
 * changes, which every write to the listings bumps (`invalidateDirectory`); checking it is one `_id` read.
 */

interface AdminListingSnapshot {
  database: string
  version: number
  /** Sorted by name, as the directory sorts them. */
  listings: readonly PublicListing[]
  /** Name, practice, e-mail and membership ID, folded, in the order of `listings`. */
  searchTexts: readonly string[]
}

const cache = singleton('admin-listing-snapshot', () => ({
  snapshot: null as AdminListingSnapshot | null,
  building: null as { database: string; version: number; promise: Promise<AdminListingSnapshot> } | null,
}))

/** The directory's order: by name, ignoring case and accents, numbers as numbers; then by id. */
const nameCollator = new Intl.Collator('en', { sensitivity: 'base', numeric: true })
const byName = (a: PublicListing, b: PublicListing) =>
  nameCollator.compare(a.name, b.name) || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0)

async function build(database: string, version: number): Promise<AdminListingSnapshot> {
  const listings = (await listAllListings()).sort(byName)
  const searchTexts = listings.map((p) => [p.name, p.businessName, p.email, p.membershipId].map((f) => foldText(f ?? '')).join('\n'))
  return { database, version, listings, searchTexts }
}

export async function getAdminListingSnapshot(): Promise<AdminListingSnapshot> {
  const database = Listing.db.name
  // Read before the listings: a change landing in between costs one more rebuild, never a stale list.
  const version = await readDirectoryVersion()
  const current = cache.snapshot
  if (current && current.database === database && current.version === version) return current
  const pending = cache.building
  if (pending && pending.database === database && pending.version === version) return pending.promise
  const promise = build(database, version)
    .then((snapshot) => {
      if (!cache.snapshot || cache.snapshot.database !== database || cache.snapshot.version <= version) cache.snapshot = snapshot
      return snapshot
    })
    .finally(() => {
      if (cache.building?.promise === promise) cache.building = null
    })
  cache.building = { database, version, promise }
  return promise
}

/** A page of the listings whose name, practice, e-mail or membership ID contains `search` (ignoring case and accents). */
export async function searchAdminListings({ search, page, perPage }: { search: string; page: number; perPage: number }) {
  const snapshot = await getAdminListingSnapshot()
  const needle = foldText(search)
  const matches = needle ? snapshot.listings.filter((_, i) => snapshot.searchTexts[i]!.includes(needle)) : snapshot.listings
  return { total: matches.length, items: matches.slice((page - 1) * perPage, page * perPage) }
}

/** Every listed membership ID, for the next-ID suggestion. */
export async function listedMembershipIds(): Promise<string[]> {
  return (await getAdminListingSnapshot()).listings.map((p) => p.membershipId)
}
