import { json, type ActionFunctionArgs } from '@remix-run/node'
import { answerMeeting, MEETING_MESSAGES } from '#app/services/meetings.server.ts'
import { apiError, methodNotAllowed, parseJsonBody } from '#app/utils/api.server.ts'
import { requireApiUser } from '#app/utils/auth.server.ts'
import { RsvpSchema } from '#app/validation/meetings.ts'

/**
 * POST /api/meetings/{id}/rsvp `{ answer: 'attending'|'not-attending'|'online' }` → 200 `{ answer }`, the
 * member's one answer (a new one replaces it) until the meeting starts; 403 a member not entitled to
 * attend, 409 a cancelled or started meeting, 400 'online' for a meeting without a link, 404 no such meeting.
 */
export async function action({ request, params }: ActionFunctionArgs) {
  if (request.method !== 'POST') return methodNotAllowed(['POST'])
  const user = await requireApiUser(request)
  const input = await parseJsonBody(request, RsvpSchema)
  const outcome = await answerMeeting(user, params.id ?? '', input)
  if (!outcome.ok) return apiError(outcome.status, outcome.message, outcome.field ? { [outcome.field]: [outcome.message] } : undefined)
  return json({ answer: outcome.answer, message: MEETING_MESSAGES.rsvpSaved }, { headers: { 'cache-control': 'private, no-store' } })
}

export const loader = () => methodNotAllowed(['POST'])
