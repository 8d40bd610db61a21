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
