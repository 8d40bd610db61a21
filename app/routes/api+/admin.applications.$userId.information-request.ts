import { json, type ActionFunctionArgs } from '@remix-run/node'
import { accountActorOf } from '#app/services/audit.server.ts'
import { askForInformation } from '#app/services/information-requests.server.ts'
import { apiError, methodNotAllowed, parseJsonBody } from '#app/utils/api.server.ts'
import { requireApiAdmin } from '#app/utils/permissions.server.ts'
import { InformationRequestSchema } from '#app/validation/membership.ts'

/**
 * POST /api/admin/applications/{userId}/information-request `{ message, documents? }` (documents: kinds
 * of lists.json `evidence`) → 201 `{ request }`, mailed to the applicant; 404 no such application; 409
 * decided already, or a request still waits for its answer; 403 one's own (issue 33, item 5).
 */
export async function action({ request, params }: ActionFunctionArgs) {
  if (request.method !== 'POST') return methodNotAllowed(['POST'])
  const admin = await requireApiAdmin(request, 'applications')
  const input = await parseJsonBody(request, InformationRequestSchema)
  const result = await askForInformation({ ...accountActorOf(admin), name: `${admin.firstName} ${admin.lastName}` }, params.userId ?? '', input)
  if (!result.ok) return apiError(result.status, result.message)
  return json({ request: result.request }, { status: 201 })
}

export const loader = () => methodNotAllowed(['POST'])
