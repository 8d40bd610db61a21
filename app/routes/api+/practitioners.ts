import { json, type ActionFunctionArgs, type LoaderFunctionArgs } from '@remix-run/node'
import { DIRECTORY_PAGE_SIZE } from '#app/domain/constants.ts'
import { searchDirectory } from '#app/services/directory/search.server.ts'
import { standingFacts, toPractitionerJson } from '#app/services/directory/views.ts'
import { now } from '#app/domain/clock.ts'
import { toMalaysiaDay } from '#app/domain/dates.ts'
import { getApiLocale } from '#app/utils/i18n.server.ts'
import { createListing } from '#app/services/listings.server.ts'
import { apiError, methodNotAllowed, parseJsonBody, validationError } from '#app/utils/api.server.ts'
import { requireApiAdmin } from '#app/utils/permissions.server.ts'
import { ListingSchema } from '#app/validation/listing.ts'
import { directoryParams } from '#app/domain/directory-query.ts'
import { DirectoryQuerySchema } from '#app/validation/directory.ts'
import { auditActorOf } from '#app/services/audit.server.ts'

/**
 * GET /api/practitioners?search=&state=&specialty=&language=&mode=: the visible listings that match,
 * sorted by name (`language` one of the listed languages as stored, `mode` in-person, online or home-visit).
 * Without `page` or `limit` the whole list (as the spec's clients expect); with either, that page
 * (`limit` at most 100, 12 by default). X-Total-Count always carries the number of matches.
 */
export async function loader({ request }: LoaderFunctionArgs) {
  const parsed = DirectoryQuerySchema.safeParse(directoryParams(new URL(request.url).searchParams))
  if (!parsed.success) return validationError(parsed.error)
  const { search, state, specialty, language, mode, near, radiusKm, page, limit } = parsed.data
  const paged = page !== undefined || limit !== undefined
  const size = limit ?? DIRECTORY_PAGE_SIZE
  const { total, items, entries, distancesKm } = await searchDirectory(
    { search, state, specialty, language, mode, near, radiusKm },
    paged ? { offset: ((page ?? 1) - 1) * size, limit: size } : {},
  )
  // Issue 36: each with its sanctions in force today and whether its insurance and first aid are current.
  const [day, locale] = [toMalaysiaDay(now()), await getApiLocale(request)]
  return json(
    items.map((item, i) => toPractitionerJson(item, distancesKm?.[i], standingFacts(entries[i]!, day, locale))),
    { headers: { 'X-Total-Count': String(total) } },
  )
}

/**
 * POST /api/practitioners (administrators): a new listing, 201 with it. The body is the admin form's
 * fields (PractitionerSchema); `isActive` left out means active, a blank `membershipId` takes the next
 * free one. 409 when the membership ID is listed already.
 */
export async function action({ request }: ActionFunctionArgs) {
  if (request.method !== 'POST') return methodNotAllowed(['GET', 'HEAD', 'POST'])
  const admin = await requireApiAdmin(request, 'listings')
  const input = await parseJsonBody(request, ListingSchema)
  const result = await createListing(auditActorOf(admin), input, input.isActive ?? true)
  if (!result.ok) return apiError(result.status, result.message, result.fieldErrors)
  return json(result.listing, { status: 201 })
}
