import { json, type ActionFunctionArgs } from '@remix-run/node'
import { auditActorOf } from '#app/services/audit.server.ts'
import { EVENT_MESSAGES_OUT, unmarkAttendance } from '#app/services/events.server.ts'
import { apiError, methodNotAllowed } from '#app/utils/api.server.ts'
import { requireApiAdmin } from '#app/utils/permissions.server.ts'
import { message } from '#app/validation/messages.ts'

/** DELETE /api/admin/events/{id}/attendance/{registrationId} → 200 `{ message }`: un-marks, and removes the CPD entry it credited. */
export async function action({ request, params }: ActionFunctionArgs) {
  if (request.method !== 'DELETE') return methodNotAllowed(['DELETE'])
  const staff = await requireApiAdmin(request, 'cpd')
  const done = await unmarkAttendance(auditActorOf(staff), params.id ?? '', params.registrationId ?? '')
  return done ? json({ message: message('messages:events.attendanceRemoved') }) : apiError(404, EVENT_MESSAGES_OUT.registrationNotFound)
}

export const loader = () => methodNotAllowed(['DELETE'])
