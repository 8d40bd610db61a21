import { z } from 'zod'
import { ALL_LOCATIONS, ALL_SPECIALTIES, DIRECTORY_API_MAX_LIMIT } from '#app/constants.ts'

/**
 * The directory's query: `/find-practitioner?search=&state=&specialty=&page=` and
 * `/api/practitioners?search=&state=&specialty=&page=&limit=`. Filters are plain text; the search never
 * becomes a pattern or a query operator (it is matched with a substring test in memory).
 */

export const SEARCH_MAX_LENGTH = 100
export const PAGE_MESSAGE = 'Page must be a whole number of 1 or more'
export const LIMIT_MESSAGE = `Limit must be a whole number from 1 to ${DIRECTORY_API_MAX_LIMIT}`

/** The values a client sends for "no location filter" (spec section 7). */
export function isAllLocations(value: string): boolean {
  const v = value.trim().toLowerCase()
  return v === '' || v === ALL_LOCATIONS.toLowerCase()
}

/** The values a client sends for "no speciality filter" (spec section 7), in either spelling. */
export function isAllSpecialties(value: string): boolean {
  const v = value.trim().toLowerCase()
  return v === '' || v === 'all' || v === ALL_SPECIALTIES.toLowerCase() || v === 'all pillar specialties'
}

const emptyToUndefined = (value: unknown) => (typeof value === 'string' && value.trim() === '' ? undefined : value)

const wholeNumber = (message: string) =>
  z.preprocess(
    emptyToUndefined,
    z.coerce.number({ invalid_type_error: message }).finite(message).int(message).min(1, message).optional(),
  )

export const DirectoryQuerySchema = z.object({
  search: z
    .string()
    .trim()
    .max(SEARCH_MAX_LENGTH, `Search must be at most ${SEARCH_MAX_LENGTH} characters`)
    .default(''),
  state: z
    .string()
    .trim()
    .max(60, 'Unknown location')
    .default('')
    .transform((v) => (isAllLocations(v) ? '' : v)),
  specialty: z
    .string()
    .trim()
    .max(60, 'Unknown speciality')
    .default('')
    .transform((v) => (isAllSpecialties(v) ? '' : v)),
  page: wholeNumber(PAGE_MESSAGE),
  limit: z.preprocess(
    emptyToUndefined,
    z.coerce
      .number({ invalid_type_error: LIMIT_MESSAGE })
      .finite(LIMIT_MESSAGE)
      .int(LIMIT_MESSAGE)
      .min(1, LIMIT_MESSAGE)
      .max(DIRECTORY_API_MAX_LIMIT, LIMIT_MESSAGE)
      .optional(),
  ),
})
export type DirectoryQuery = z.infer<typeof DirectoryQuerySchema>
export type DirectoryFilters = Pick<DirectoryQuery, 'search' | 'state' | 'specialty'>

const QUERY_KEYS = ['search', 'state', 'specialty', 'page', 'limit'] as const

/**
 * The known parameters of a URL, first value of each, and nothing else: `search[$gt]=x` is simply an
 * unknown parameter and `search={"$gt":""}` stays a string.
 */
export function directoryParams(searchParams: URLSearchParams): Record<string, string> {
  const out: Record<string, string> = {}
  for (const key of QUERY_KEYS) {
    const value = searchParams.get(key)
    if (value !== null) out[key] = value
  }
  return out
}

/**
 * For the HTML page, which never answers 400 for a hand-edited address: a field that does not validate
 * falls back to its default (a search that is too long is cut to length).
 */
export function parseDirectoryQueryLeniently(searchParams: URLSearchParams): DirectoryQuery {
  const params = directoryParams(searchParams)
  if (params.search) params.search = params.search.trim().slice(0, SEARCH_MAX_LENGTH)
  const result = DirectoryQuerySchema.safeParse(params)
  if (result.success) return result.data
  for (const issue of result.error.issues) delete params[String(issue.path[0])]
  return DirectoryQuerySchema.parse(params)
}

/** The address of a directory search, with empty filters left out so that shared links stay short. */
export function directorySearchPath(filters: Partial<DirectoryFilters>, page = 1, pathname = '/find-practitioner') {
  const params = new URLSearchParams()
  if (filters.search) params.set('search', filters.search)
  if (filters.state) params.set('state', filters.state)
  if (filters.specialty) params.set('specialty', filters.specialty)
  if (page > 1) params.set('page', String(page))
  const query = params.toString()
  return query ? `${pathname}?${query}` : pathname
}

/**
 * The HTML page shows cumulative pages (page 3 lists the first 36), so that "Load More" appends, the
 * back button returns to the same list and a shared address shows what its sender saw. Past this many
 * pages a narrower search serves the visitor better than a longer page.
 */
export const DIRECTORY_MAX_PAGES = 10

/** Whether two directory addresses ask for the same filters (the page may differ). */
export function sameDirectoryFilters(a: URLSearchParams, b: URLSearchParams): boolean {
  const pick = (params: URLSearchParams) => {
    const { search = '', state = '', specialty = '' } = directoryParams(params)
    return [search.trim().toLowerCase(), isAllLocations(state) ? '' : state.trim(), isAllSpecialties(specialty) ? '' : specialty.trim()].join('\n')
  }
  return pick(a) === pick(b)
}

/** The list's own spelling of a value typed in another case, or '' when it is not in the list. */
export function canonicalOption(value: string, options: readonly string[]): string {
  const wanted = value.trim().toLowerCase()
  return options.find((option) => option.toLowerCase() === wanted) ?? ''
}
