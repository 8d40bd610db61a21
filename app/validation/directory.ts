import { z } from 'zod'
import { DIRECTORY_API_MAX_LIMIT } from '#app/domain/constants.ts'
import { directoryParams, isAllLocations, isAllSpecialties, SEARCH_MAX_LENGTH } from '#app/domain/directory-query.ts'
import { LISTING_LANGUAGES, PRACTICE_MODES } from '#app/domain/listing.ts'
import { DEFAULT_NEAR_RADIUS_KM, NEAR_RADII_KM } from '#app/domain/geo.ts'
import { findPlace } from '#app/domain/places.ts'
import { NEAR_MAX_LENGTH } from '#app/domain/directory-query.ts'

/** A list's own spelling of a value in any case; '' for none; null for a value outside the list. */
function canonicalOption(value: string, options: readonly string[]): string | null {
  if (!value || value.toLowerCase() === 'all') return ''
  return options.find((option) => option.toLowerCase() === value.toLowerCase()) ?? null
}
import { message } from './messages.ts'

/**
 * The directory's query: `/find-practitioner?search=&state=&specialty=&language=&mode=&page=` and
 * `/api/practitioners?search=&state=&specialty=&language=&mode=&page=&limit=`. Filters are plain text; the search never
 * becomes a pattern or a query operator (it is matched with a substring test in memory). The helpers
 * the browser needs too live in app/domain/directory-query.ts, so that zod stays out of the page's JS.
 */

export const PAGE_MESSAGE = message('directory.page')
export const RADIUS_MESSAGE = message('directory.radius', { radii: NEAR_RADII_KM.join(', ') })
export const LIMIT_MESSAGE = message('directory.limit', { max: DIRECTORY_API_MAX_LIMIT })

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
    .max(SEARCH_MAX_LENGTH, message('directory.searchTooLong', { max: SEARCH_MAX_LENGTH }))
    .default(''),
  state: z
    .string()
    .trim()
    .max(60, message('location.unknownFilter'))
    .default('')
    .transform((v) => (isAllLocations(v) ? '' : v)),
  specialty: z
    .string()
    .trim()
    .max(60, message('specialties.unknownFilter'))
    .default('')
    .transform((v) => (isAllSpecialties(v) ? '' : v)),
  language: z
    .string()
    .trim()
    .default('')
    .transform((v) => canonicalOption(v, LISTING_LANGUAGES))
    .refine((v) => v !== null, message('directory.unknownLanguage'))
    .transform((v) => v ?? ''),
  mode: z
    .string()
    .trim()
    .default('')
    .transform((v) => canonicalOption(v, PRACTICE_MODES))
    .refine((v) => v !== null, message('directory.unknownMode'))
    .transform((v) => v ?? ''),
  /** Issue 36: a Malaysian postcode or town name that the bundled table knows. */
  near: z
    .string()
    .trim()
    .max(NEAR_MAX_LENGTH, message('directory.nearUnknown'))
    .default('')
    .refine((v) => v === '' || findPlace(v) !== null, message('directory.nearUnknown')),
  /** The page's `radius` and the API's `radiusKm`: one of NEAR_RADII_KM. */
  radiusKm: z.preprocess(
    emptyToUndefined,
    z.coerce
      .number({ invalid_type_error: RADIUS_MESSAGE })
      .refine((v) => (NEAR_RADII_KM as readonly number[]).includes(v), RADIUS_MESSAGE)
      .default(DEFAULT_NEAR_RADIUS_KM),
  ),
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

/**
 * For the HTML page, which never answers 400 for a hand-edited address: a field that does not validate
 * falls back to its default (a search that is too long is cut to length).
 */
export function parseDirectoryQueryLeniently(searchParams: URLSearchParams): DirectoryQuery {
  const params = directoryParams(searchParams)
  if (params.radius !== undefined) params.radiusKm = params.radius
  if (params.search) params.search = params.search.trim().slice(0, SEARCH_MAX_LENGTH)
  const result = DirectoryQuerySchema.safeParse(params)
  if (result.success) return result.data
  for (const issue of result.error.issues) delete params[String(issue.path[0])]
  return DirectoryQuerySchema.parse(params)
}
