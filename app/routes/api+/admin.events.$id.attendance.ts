import { json, type ActionFunctionArgs } from '@remix-run/node'
import { auditActorOf } from '#app/services/audit.server.ts'
import { EVENT_MESSAGES_OUT, markAttendance } from '#app/services/events.server.ts'
import { apiError, methodNotAllowed, parseJsonBody } from '#app/utils/api.server.ts'
import { requireApiAdmin } from '#app/utils/permissions.server.ts'
import { AttendanceSchema } from '#app/validation/events.ts'

/**
 * POST /api/admin/events/{id}/attendance `{ registrationIds }` → 200 `{ marked, refused }`: adds them to
 * those present (an attending member's approved CPD entry is made once); 409 when none could be marked.
 */
export async function action({ request, params }: ActionFunctionArgs) {
  if (request.method !== 'POST') return methodNotAllowed(['POST'])
  const staff = await requireApiAdmin(request, 'cpd')
  const { registrationIds } = await parseJsonBody(request, AttendanceSchema)
  const outcome = await markAttendance(auditActorOf(staff), params.id ?? '', registrationIds)
  if (!outcome) return apiError(404, EVENT_MESSAGES_OUT.notFound)
  if (!outcome.marked.length) return apiError(409, outcome.refused[0]?.message ?? EVENT_MESSAGES_OUT.notConfirmed)
  return json(outcome)
}

export const loader = () => methodNotAllowed(['POST'])
