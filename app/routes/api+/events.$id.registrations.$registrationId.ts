import { json, type ActionFunctionArgs } from '@remix-run/node'
import { mayManage } from '#app/domain/roles.ts'
import { auditActorOf } from '#app/services/audit.server.ts'
import { cancelRegistration } from '#app/services/events.server.ts'
import { apiError, methodNotAllowed } from '#app/utils/api.server.ts'
import { requireApiUser } from '#app/utils/auth.server.ts'
import { message } from '#app/validation/messages.ts'

/**
 * DELETE /api/events/{id}/registrations/{registrationId} → 200 `{ id, status: 'cancelled', message }`:
 * the member's own (bearer), staff's (events' CPD side), or anyone's with the mail's signed `?token=`.
 * The freed seat goes to the first one waiting. 401, 403 (a wrong token), 404, 409 (cancelled already).
 */
export async function action({ request, params }: ActionFunctionArgs) {
  if (request.method !== 'DELETE') return methodNotAllowed(['DELETE'])
  const token = new URL(request.url).searchParams.get('token')
  const eventId = params.id ?? ''
  const registrationId = params.registrationId ?? ''
  let result
  if (token) {
    result = await cancelRegistration(eventId, registrationId, { kind: 'token', token })
  } else {
    const user = await requireApiUser(request)
    result = await cancelRegistration(
      eventId,
      registrationId,
      mayManage(user, 'cpd') ? { kind: 'staff', actor: auditActorOf(user) } : { kind: 'member', userId: user.id },
    )
  }
  if (!result.ok) return apiError(result.status, result.message)
  return json({ id: result.registration.id, status: 'cancelled', message: message('messages:events.cancelled') })
}

export const loader = () => methodNotAllowed(['DELETE'])
