/** Page numbers of the admin lists, from ?page=: a whole number from 1, anything else is page 1. */
export function pageNumberOf(value: string | null): number {
  if (!value || !/^\d{1,6}$/.test(value)) return 1
  return Math.max(1, Number(value))
}

/** How many pages `total` items fill; an empty list is still one (empty) page. */
export function pageCount(total: number, perPage: number): number {
  return Math.max(1, Math.ceil(total / perPage))
}

/** ?page= of the member and listing lists: a whole number from 1 to 10,000, anything else is page 1. */
export function boundedPageNumber(value: string | null): number {
  const n = Number(value)
  return Number.isInteger(n) && n >= 1 && n <= 10_000 ? n : 1
}

/** Rows a page of a list a member sees shows (issue 30: every such list is paged, at most 50 a page). */
export const MEMBER_LIST_PAGE_SIZE = 50

/** One page of a list already read whole (a member's few invoices, receipts or events), and how many pages there are. */
export function pageOfList<T>(items: readonly T[], page: number, perPage = MEMBER_LIST_PAGE_SIZE) {
  return { rows: items.slice((page - 1) * perPage, page * perPage), page, pages: pageCount(items.length, perPage), total: items.length }
}

/**
 * The address of page `page` of a list whose page is `param` in the query, keeping the rest of the
 * query (the search, the filters, another list's page); page 1 leaves the parameter out.
 */
export function pageAddress(pathname: string, search: URLSearchParams, param: string, page: number) {
  const query = new URLSearchParams(search)
  if (page <= 1) query.delete(param)
  else query.set(param, String(page))
  const text = query.toString()
  return text ? `${pathname}?${text}` : pathname
}

/** A list's page, its count and the addresses of its neighbours (null at either end), worked out on the server. */
export function pageLinksOf(pathname: string, search: URLSearchParams, param: string, page: number, pages: number) {
  return {
    page,
    pages,
    prev: page > 1 ? pageAddress(pathname, search, param, Math.min(page - 1, pages)) : null,
    next: page < pages ? pageAddress(pathname, search, param, page + 1) : null,
  }
}
