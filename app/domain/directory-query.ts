import { ALL_LOCATIONS, ALL_SPECIALTIES } from '#app/domain/constants.ts'
import { paths } from '#app/config/paths.ts'

/**
 * The directory's address, shared by the server and the browser. No zod here: the schema in
 * app/validation/directory.ts is server-side, and this module goes into the page's JavaScript.
 */

export interface DirectoryFilters {
  search: string
  state: string
  specialty: string
  /** One of LISTING_LANGUAGES (issue 19); empty or left out means any. */
  language?: string
  /** One of PRACTICE_MODES; empty or left out means any. */
  mode?: string
  /** Issue 36: a Malaysian postcode or town to search around; empty or left out means anywhere. */
  near?: string
  /** How far around `near`, in km (one of NEAR_RADII_KM); left out means DEFAULT_NEAR_RADIUS_KM. */
  radiusKm?: number
}

export const NEAR_MAX_LENGTH = 60

export const SEARCH_MAX_LENGTH = 100

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

const QUERY_KEYS = ['search', 'state', 'specialty', 'language', 'mode', 'near', 'radius', 'radiusKm', 'page', 'limit'] as const

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

/** The address of a directory search, with empty filters left out so that shared links stay short. */
export function directorySearchPath(filters: Partial<DirectoryFilters>, page = 1, pathname: string = paths.findPractitioner) {
  const params = new URLSearchParams()
  if (filters.search) params.set('search', filters.search)
  if (filters.state) params.set('state', filters.state)
  if (filters.specialty) params.set('specialty', filters.specialty)
  if (filters.language) params.set('language', filters.language)
  if (filters.mode) params.set('mode', filters.mode)
  if (filters.near) {
    params.set('near', filters.near)
    if (filters.radiusKm) params.set('radius', String(filters.radiusKm))
  }
  if (page > 1) params.set('page', String(page))
  const query = params.toString()
  return query ? `${pathname}?${query}` : pathname
}

/** Whether two directory addresses ask for the same filters (the page may differ). */
export function sameDirectoryFilters(a: URLSearchParams, b: URLSearchParams): boolean {
  const pick = (params: URLSearchParams) => {
    const { search = '', state = '', specialty = '', language = '', mode = '', near = '', radius = '', radiusKm = '' } = directoryParams(params)
    return [search.trim().toLowerCase(), isAllLocations(state) ? '' : state.trim(), isAllSpecialties(specialty) ? '' : specialty.trim(), language.trim(), mode.trim(), near.trim().toLowerCase(), near.trim() ? (radius || radiusKm).trim() : ''].join('\n')
  }
  return pick(a) === pick(b)
}

/** The list's own spelling of a value typed in another case, or '' when it is not in the list. */
export function canonicalOption(value: string, options: readonly string[]): string {
  const wanted = value.trim().toLowerCase()
  return options.find((option) => option.toLowerCase() === wanted) ?? ''
}
