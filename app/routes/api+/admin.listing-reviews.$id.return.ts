import { json, type ActionFunctionArgs } from '@remix-run/node'
import { auditActorOf } from '#app/services/audit.server.ts'
import { returnListingReview } from '#app/services/my-listing.server.ts'
import { apiError, methodNotAllowed, parseJsonBody } from '#app/utils/api.server.ts'
import { requireApiAdmin } from '#app/utils/permissions.server.ts'
import { ListingReturnSchema } from '#app/validation/my-listing.ts'

/**
 * POST /api/admin/listing-reviews/{id}/return `{ note }`: the listing goes back to the member with the
 * note (mailed; the public keeps seeing the last approved version) → `{ review }`; 404; 409 decided already.
 */
export async function action({ request, params }: ActionFunctionArgs) {
  if (request.method !== 'POST') return methodNotAllowed(['POST'])
  const admin = await requireApiAdmin(request, 'listings')
  const { note } = await parseJsonBody(request, ListingReturnSchema)
  const result = await returnListingReview(auditActorOf(admin), params.id ?? '', note)
  if (!result.ok) return apiError(result.status, result.message)
  return json({ review: result.review })
}

export const loader = () => methodNotAllowed(['POST'])
