import { foldText, getDirectorySnapshot } from './snapshot.server.ts'

/**
 * The administrators' list of every listing (active or not), read from the directory's snapshot
 * (snapshot.server.ts): on FerretDB a sorted page, its count and the membership IDs for the next-ID
 * suggestion would each be a scan of the whole collection (about 1.5 s apiece with 10,000 listings).
 */

/** A page of the listings whose name, practice, e-mail or membership ID contains `search` (ignoring case and accents). */
export async function searchAdminListings({ search, page, perPage }: { search: string; page: number; perPage: number }) {
  const snapshot = await getDirectorySnapshot()
  const needle = foldText(search)
  const matches = needle ? snapshot.listings.filter((_, i) => snapshot.adminSearchTexts[i]!.includes(needle)) : snapshot.listings
  return { total: matches.length, items: matches.slice((page - 1) * perPage, page * perPage) }
}

/** Every listed membership ID, for the next-ID suggestion. */
export async function listedMembershipIds(): Promise<string[]> {
  return (await getDirectorySnapshot()).listings.map((listing) => listing.membershipId)
}
