import { json, type ActionFunctionArgs } from '@remix-run/node'
import { auditActorOf } from '#app/services/audit.server.ts'
import { approveListingReview } from '#app/services/my-listing.server.ts'
import { apiError, methodNotAllowed } from '#app/utils/api.server.ts'
import { requireApiAdmin } from '#app/utils/permissions.server.ts'

/**
 * POST /api/admin/listing-reviews/{id}/approve: the listing is published (linked to the member's
 * account) and the member mailed → `{ review, practitionerId }`; 404 no such review; 409 decided already.
 */
export async function action({ request, params }: ActionFunctionArgs) {
  if (request.method !== 'POST') return methodNotAllowed(['POST'])
  const admin = await requireApiAdmin(request, 'listings')
  const result = await approveListingReview(auditActorOf(admin), params.id ?? '')
  if (!result.ok) return apiError(result.status, result.message)
  return json({ review: result.review, practitionerId: result.practitionerId })
}

export const loader = () => methodNotAllowed(['POST'])
