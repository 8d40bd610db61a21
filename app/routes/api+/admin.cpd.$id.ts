import { json, type ActionFunctionArgs } from '@remix-run/node'
import { reviewOneEntry } from '#app/services/cpd-review.server.ts'
import { apiError, methodNotAllowed, parseJsonBody } from '#app/utils/api.server.ts'
import { requireApiAdmin } from '#app/utils/permissions.server.ts'
import { CPD_REVIEW_MESSAGES, MEMBER_ACCOUNT_MESSAGES } from '#app/validation/admin-messages.ts'
import { CpdReviewSchema } from '#app/validation/admin-cpd.ts'
import { auditActorOf } from '#app/services/audit.server.ts'

/**
 * PUT /api/admin/cpd/{id} (administrators) with `{ "status": "approved" | "rejected", "note"?,
 * "expectedUpdatedAt"? }`: the review of one CPD entry, 200 with the entry. With `expectedUpdatedAt`
 * (the entry's `updatedAt` as the reviewer was shown it), an entry changed since is left alone: 409. An entry already reviewed may be reviewed again, to
 * correct a mistake; the member sees the latest status and note. 403 the reviewer's own entry. 404 for a missing or malformed id.
 */
export async function action({ request, params }: ActionFunctionArgs) {
  if (request.method !== 'PUT') return methodNotAllowed(['PUT'])
  const admin = await requireApiAdmin(request, 'cpd')
  const review = await parseJsonBody(request, CpdReviewSchema)
  const entry = await reviewOneEntry(auditActorOf(admin), params.id ?? '', review)
  if (!entry) return apiError(404, CPD_REVIEW_MESSAGES.notFound)
  if (entry === 'changed') return apiError(409, CPD_REVIEW_MESSAGES.changed)
  if (entry === 'own') return apiError(403, MEMBER_ACCOUNT_MESSAGES.ownRecord)
  return json(entry)
}

export function loader() {
  return methodNotAllowed(['PUT'])
}
