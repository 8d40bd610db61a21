import { json, type ActionFunctionArgs } from '@remix-run/node'
import { registerForEvent, registrationPagePath } from '#app/services/events.server.ts'
import { apiError, methodNotAllowed, readJsonObject, validateJsonBody } from '#app/utils/api.server.ts'
import { getUser, requireApiUser } from '#app/utils/auth.server.ts'
import { isHoneypotFilled } from '#app/utils/honeypot.ts'
import { getApiLocale } from '#app/utils/i18n.server.ts'
import { VisitorRegistrationSchema } from '#app/validation/events.ts'

/**
 * POST /api/events/{id}/registrations (issue 20): with a bearer token (or session) the member registers
 * in one step; without, `{ name, email, phone }` → 201 `{ id, status: 'held' | 'waitlisted', holdExpiresAt, page }`:
 * a visitor's seat (or place on the waiting list) is held for 30 minutes until the link mailed to them
 * confirms it (issue 30); `page` is the address of the registration's own page (issue 33);
 * 400 `{ message, fieldErrors }`, 404 for an unknown event, 409 when closed, not bookable, or the
 * e-mail address is registered already; 429 past 5 visitors' registrations an hour from one address
 * or 3 for one e-mail address.
 */
export async function action({ request, params, context }: ActionFunctionArgs) {
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
    if (isHoneypotFilled(body)) return json({ id: '000000000000000000000000', status: 'held' }, { status: 201 })
    result = await registerForEvent(eventId, { kind: 'visitor', ...visitor, locale: await getApiLocale(request), clientIp: context.clientIp })
  }
  if (!result.ok) {
    return apiError(result.status, result.message, undefined, result.status === 429 ? { headers: { 'Retry-After': String(result.retryAfterSeconds) } } : undefined)
  }
  const { id, status, holdExpiresAt } = result.registration
  // A visitor's held seat, or place on the waiting list, lapses at holdExpiresAt unless the mailed link is followed.
  // `page`: the registration's own page (issue 33), as the form shows it after registering.
  const page = registrationPagePath(result.registration, user ? 'member' : 'screen')
  return json({ id, status, ...(holdExpiresAt ? { holdExpiresAt } : {}), page }, { status: 201 })
}

export const loader = () => methodNotAllowed(['POST'])
