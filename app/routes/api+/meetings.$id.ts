import { json, type LoaderFunctionArgs } from '@remix-run/node'
import { meetingForMember } from '#app/services/meetings.server.ts'
import { apiError } from '#app/utils/api.server.ts'
import { requireApiUser } from '#app/utils/auth.server.ts'

/**
 * GET /api/meetings/{id} → `{ meeting, rsvp, mayAnswer, papers, elections }` for a member entitled to
 * attend (the minutes only once published); 403 a member who is not, 404 no such meeting (or one whose
 * notice has not gone).
 */
export async function loader({ request, params }: LoaderFunctionArgs) {
  const user = await requireApiUser(request)
  const found = await meetingForMember(user, params.id ?? '')
  if (!found.ok) return apiError(found.status, found.message)
  const { meeting } = found
  return json(
    {
      meeting: {
        id: meeting.id,
        kind: meeting.kind,
        title: meeting.title,
        titleMs: meeting.titleMs,
        startsAt: meeting.startsAt,
        place: meeting.place,
        onlineUrl: meeting.onlineUrl,
        agenda: meeting.agenda,
        agendaMs: meeting.agendaMs,
        cancelledAt: meeting.cancelledAt,
        minutes: found.minutesPublished ? { text: meeting.minutes, textMs: meeting.minutesMs, publishedAt: meeting.minutesPublishedAt } : null,
      },
      rsvp: found.rsvp,
      mayAnswer: found.mayAnswer,
      papers: found.papers,
      elections: found.elections,
    },
    { headers: { 'cache-control': 'private, no-store' } },
  )
}
