import { json, type ActionFunctionArgs } from '@remix-run/node'
import { auditActorOf } from '#app/services/audit.server.ts'
import { recordOfficeTerm } from '#app/services/office-bearers.server.ts'
import { apiError, methodNotAllowed, parseJsonBody } from '#app/utils/api.server.ts'
import { requireApiAdmin } from '#app/utils/permissions.server.ts'
import { OfficeTermSchema } from '#app/validation/office-bearers.ts'

/**
 * POST /api/admin/office-bearers (the administrators', 'roles' area; issue 35) `{ position, userId?,
 * name?, from, until? }` → 201 `{ id }`: records a new holder (the schema and service of
 * /admin/office-bearers' form; `position` is the position's key). 400 `{ message, fieldErrors }` for bad
 * input, 403 for a term of one's own that would change one's roles, 409 when the position has no seat
 * free on those days.
 */
export async function action({ request }: ActionFunctionArgs) {
  if (request.method !== 'POST') return methodNotAllowed(['POST'])
  const admin = await requireApiAdmin(request, 'roles')
  const input = await parseJsonBody(request, OfficeTermSchema)
  const result = await recordOfficeTerm(auditActorOf(admin), input)
  if (!result.ok) return apiError(result.status, result.message, result.fieldErrors)
  return json({ id: result.id }, { status: 201 })
}

export const loader = () => methodNotAllowed(['POST'])
