import { message } from '#app/validation/messages.ts'
import { json, type ActionFunctionArgs, type LoaderFunctionArgs } from '@remix-run/node'
import { getVisibleEntry } from '#app/services/directory/search.server.ts'
import { standingFacts, toPractitionerJson } from '#app/services/directory/views.ts'
import { now } from '#app/domain/clock.ts'
import { toMalaysiaDay } from '#app/domain/dates.ts'
import { getApiLocale } from '#app/utils/i18n.server.ts'
import { getListingById } from '#app/services/listings.server.ts'
import { deleteListing, updateListing } from '#app/services/listings.server.ts'
import { apiError, methodNotAllowed, parseJsonBody } from '#app/utils/api.server.ts'
import { requireApiAdmin } from '#app/utils/permissions.server.ts'
import { LISTING_MESSAGES } from '#app/validation/admin-messages.ts'
import { ListingSchema } from '#app/validation/listing.ts'
import { auditActorOf } from '#app/services/audit.server.ts'

/**
 * GET /api/practitioners/{id}: one visible listing, or 404 for a missing, malformed or hidden one. Issue
 * 36: with `sanctions` in force today (`[{ kind, from, until, summary }]`, the summary in the answer's
 * language) and `coverCurrent` (insurance and first aid both confirmed and current today).
 */
export async function loader({ request, params }: LoaderFunctionArgs) {
  const entry = await getVisibleEntry(params.id ?? '')
  if (!entry) return apiError(404, message('messages:listing.notFound'))
  return json(toPractitionerJson(entry.listing, undefined, standingFacts(entry, toMalaysiaDay(now()), await getApiLocale(request))))
}

/**
 * Administrators only. PUT replaces the listing with the body (the admin form's fields, as for POST:
 * what is left out gets its default, `isActive` left out means active; a blank `membershipId` keeps
 * the current one), 200 with it. DELETE removes it, 200 `{ message }`. 404 for a missing or malformed
 * id, 409 for a membership ID another listing has.
 */
export async function action({ request, params }: ActionFunctionArgs) {
  if (request.method !== 'PUT' && request.method !== 'DELETE') return methodNotAllowed(['GET', 'HEAD', 'PUT', 'DELETE'])
  const admin = await requireApiAdmin(request, 'listings')
  const actor = auditActorOf(admin)
  const id = params.id ?? ''
  if (request.method === 'DELETE') {
    const result = await deleteListing(actor, id)
    if (!result.ok) return apiError(result.status, result.message)
    return json({ message: LISTING_MESSAGES.deleted })
  }
  if (!(await getListingById(id))) return apiError(404, LISTING_MESSAGES.notFound)
  const input = await parseJsonBody(request, ListingSchema)
  const result = await updateListing(actor, id, input, input.isActive ?? true)
  if (!result.ok) return apiError(result.status, result.message, result.fieldErrors)
  return json(result.listing)
}
