import type { ListingSortField, ListSort } from '#app/domain/list-sort.ts'
import { foldText, getDirectorySnapshot } from './snapshot.server.ts'

/**
 * The administrators' list of every listing (active or not), read from the directory's snapshot
 * (snapshot.server.ts): on FerretDB a sorted page, its count and the membership IDs for the next-ID
 * suggestion would each be a scan of the whole collection (about 1.5 s apiece with 10,000 listings).
 */

/** A page of the listings whose name, practice, e-mail or membership ID contains `search` (ignoring case and accents). */
export async function searchAdminListings({
  search,
  page,
  perPage,
  sort = { field: 'name', dir: 'asc' },
}: {
  search: string
  page: number
  perPage: number
  sort?: ListSort<ListingSortField>
}) {
  const snapshot = await getDirectorySnapshot()
  const needle = foldText(search)
  const matches = needle ? snapshot.admin.filter((entry) => entry.searchText.includes(needle)) : snapshot.admin
  const ordered = sortedListings(matches, sort)
  return { total: matches.length, items: ordered.slice((page - 1) * perPage, page * perPage).map((entry) => entry.listing) }
}

/**
 * The snapshot's list is in name order already; another order is a sort of the matches in memory
 * (10,000 listings take a few milliseconds), so no query reaches the database. A stable sort keeps
 * the name order within equal keys.
 */
function sortedListings<Entry extends { listing: { membershipId: string; state?: string | null } }>(
  entries: readonly Entry[],
  sort: ListSort<ListingSortField>,
): readonly Entry[] {
  const way = sort.dir === 'desc' ? -1 : 1
  if (sort.field === 'name') return way === 1 ? entries : [...entries].reverse()
  const key = (entry: Entry) => (sort.field === 'state' ? (entry.listing.state ?? '') : entry.listing.membershipId)
  return [...entries].sort((a, b) => way * compareText(key(a), key(b)))
}

function compareText(a: string, b: string) {
  return a < b ? -1 : a > b ? 1 : 0
}

/** Every listed membership ID, for the next-ID suggestion. */
export async function listedMembershipIds(): Promise<string[]> {
  return (await getDirectorySnapshot()).admin.map((entry) => entry.listing.membershipId)
}
