import { json, type ActionFunctionArgs } from '@remix-run/node'
import { confirmHeldRegistration } from '#app/services/events.server.ts'
import { apiError, methodNotAllowed } from '#app/utils/api.server.ts'

/**
 * POST /api/events/{id}/registrations/{registrationId}/confirm?token=… (issue 30) → 200 `{ id, status }`:
 * the signed token of the "confirm your place" mail confirms a visitor's held seat (`confirmed`), or keeps
 * their place on the waiting list (`waitlisted`); again answers the same. 404 for a wrong token or
 * registration, 409 when the hold ran out and the seat was freed (or the place on the list lapsed).
 */
export async function action({ request, params }: ActionFunctionArgs) {
  if (request.method !== 'POST') return methodNotAllowed(['POST'])
  const token = new URL(request.url).searchParams.get('token')
  const result = await confirmHeldRegistration(params.id ?? '', params.registrationId ?? '', token)
  if (!result.ok) return apiError(result.status, result.message)
  return json({ id: result.registration.id, status: result.registration.status })
}

export const loader = () => methodNotAllowed(['POST'])
