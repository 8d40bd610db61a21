/**
 * Sorting the administration's lists (issue 17): `?sort=<field>&dir=asc|desc`, a field from the list's
 * own whitelist, each backed by an index (docs/decisions/012-embedded-postgresql.md) or, for the listings,
 * by the directory's in-process snapshot.
 */

export type SortDirection = 'asc' | 'desc'
export interface ListSort<Field extends string = string> {
  field: Field
  dir: SortDirection
}

/** /admin: the listings. */
export const LISTING_SORT_FIELDS = ['name', 'membershipId', 'state'] as const
export type ListingSortField = (typeof LISTING_SORT_FIELDS)[number]
export const DEFAULT_LISTING_SORT: ListSort<ListingSortField> = {
  field: 'name',
  dir: 'asc',
}

/** /admin/members: the accounts. */
export const MEMBER_SORT_FIELDS = ['name', 'membershipId', 'status', 'lastLogin'] as const
export type MemberSortField = (typeof MEMBER_SORT_FIELDS)[number]
export const DEFAULT_MEMBER_SORT: ListSort<MemberSortField> = {
  field: 'name',
  dir: 'asc',
}

/** /admin/messages: the contact messages, newest first unless asked otherwise. */
export const MESSAGE_SORT_FIELDS = ['date', 'name', 'subject'] as const
export type MessageSortField = (typeof MESSAGE_SORT_FIELDS)[number]
export const DEFAULT_MESSAGE_SORT: ListSort<MessageSortField> = {
  field: 'date',
  dir: 'desc',
}

/**
 * The sort a list's address asks for. `known` is false when `sort` names a field the list does not sort
 * by: a page falls back to its default order, an API answers 400. Without `dir` a newly chosen field
 * sorts its default way for the default field, else ascending; anything but `desc` is ascending.
 */
export function listSortOf<Field extends string>(
  params: URLSearchParams,
  fields: readonly Field[],
  fallback: ListSort<Field>
): { sort: ListSort<Field>; known: boolean } {
  const asked = params.get('sort')
  const dirParam = params.get('dir')
  if (asked === null || asked === '')
    return {
      sort: dirParam ? { field: fallback.field, dir: dirOf(dirParam) } : fallback,
      known: true,
    }
  const field = fields.find((f) => f === asked)
  if (!field) return { sort: fallback, known: false }
  const dir = dirParam ? dirOf(dirParam) : field === fallback.field ? fallback.dir : 'asc'
  return { sort: { field, dir }, known: true }
}

function dirOf(value: string): SortDirection {
  return value === 'desc' ? 'desc' : 'asc'
}
