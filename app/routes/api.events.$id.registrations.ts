import { json, type ActionFunctionArgs } from '@remix-run/node'
import { registerForEvent } from '#app/services/events.server.ts'
import { apiError, methodNotAllowed, readJsonObject, validateJsonBody } from '#app/utils/api.server.ts'
import { getUser, requireApiUser } from '#app/utils/auth.server.ts'
import { isHoneypotFilled } from '#app/utils/honeypot.ts'
import { getApiLocale } from '#app/utils/i18n.server.ts'
import { VisitorRegistrationSchema } from '#app/validation/events.ts'

/**
 * POST /api/events/{id}/registrations (issue 20): with a bearer token (or session) the member registers
 * in one step; without, `{ name, email, phone }` → 201 `{ id, status: 'confirmed' | 'waitlisted' }`;
 * 400 `{ message, fieldErrors }`, 404 for an unknown event, 409 when closed, not bookable, or the
 * e-mail address is registered already.
 */
export async function action({ request, params }: ActionFunctionArgs) {
  if (request.method !== 'POST') return methodNotAllowed(['POST'])
  const user = await getUser(request)
  const eventId = params.id ?? ''
  let result
  if (user) {
    // As the event page's form (requireUser): a suspended member or a rejected applicant is refused (403).
    result = await registerForEvent(eventId, { kind: 'member', user: await requireApiUser(request) })
  } else {
    const body = await readJsonObject(request)
    const visitor = await validateJsonBody(body, VisitorRegistrationSchema)
    if (isHoneypotFilled(body)) return json({ id: '000000000000000000000000', status: 'confirmed' }, { status: 201 })
    result = await registerForEvent(eventId, { kind: 'visitor', ...visitor, locale: await getApiLocale(request) })
  }
  if (!result.ok) return apiError(result.status, result.message)
  return json({ id: result.registration.id, status: result.registration.status }, { status: 201 })
}

export const loader = () => methodNotAllowed(['POST'])
