import { json, type ActionFunctionArgs, type LoaderFunctionArgs } from '@remix-run/node'
import { meetingPaths } from '#app/config/meeting-paths.ts'
import { localizedField } from '#app/domain/locale.ts'
import { answerMeeting, MEETING_MESSAGES, meetingForMember } from '#app/services/meetings.server.ts'
import { requireUser } from '#app/utils/auth.server.ts'
import { parseSubmission, readFormData } from '#app/utils/form-submission.server.ts'
import { getLocale, routeStrings } from '#app/utils/i18n.server.ts'
import { redirectWithToast } from '#app/utils/toast.server.ts'
import { RsvpSchema } from '#app/validation/meetings.ts'

/**
 * /meetings/{id} (issue 35, item 2): a general meeting as a member entitled to attend sees it: when and
 * where, the agenda, the papers, their RSVP (a plain form, changeable until the meeting starts), the
 * elections held at it and, once published, the minutes. A member not entitled gets a 403 that says why.
 * Its action is the service of POST /api/meetings/{id}/rsvp.
 */
export async function loadMeetingPage({ request, params }: LoaderFunctionArgs) {
  const user = await requireUser(request)
  const found = await meetingForMember(user, params.id ?? '')
  if (!found.ok) throw json({ message: found.message }, { status: found.status })
  const locale = await getLocale(request)
  const { meeting } = found
  return json(
    {
      meeting: {
        id: meeting.id,
        kind: meeting.kind,
        title: localizedField(meeting, 'title', locale),
        startsAt: meeting.startsAt,
        place: meeting.place,
        onlineUrl: meeting.onlineUrl,
        agenda: localizedField(meeting, 'agenda', locale),
        minutes: localizedField(meeting, 'minutes', locale),
        minutesPublishedAt: meeting.minutesPublishedAt,
        cancelledAt: meeting.cancelledAt,
      },
      rsvp: found.rsvp,
      mayAnswer: found.mayAnswer,
      papers: found.papers,
      elections: found.elections.map((e) => ({ id: e.id, title: localizedField(e, 'title', locale), phase: e.phase })),
      minutesPublished: found.minutesPublished,
      i18n: await routeStrings(request, ['meetings.page', 'meetings.kind', 'meetings.rsvp']),
    },
    { headers: { 'cache-control': 'private, no-store' } },
  )
}

/** The RSVP: `answer`. Refused as the API refuses it, with its message above the form. */
export async function meetingAction({ request, params }: ActionFunctionArgs) {
  const user = await requireUser(request)
  const id = params.id ?? ''
  const submission = parseSubmission(await readFormData(request), { schema: RsvpSchema })
  if (submission.status !== 'success') return json(submission.reply(), { status: 400 })
  const outcome = await answerMeeting(user, id, submission.value)
  if (!outcome.ok) {
    if (outcome.status === 404 || outcome.status === 403) throw json({ message: outcome.message }, { status: outcome.status })
    return json(submission.reply(outcome.field ? { fieldErrors: { [outcome.field]: [outcome.message] } } : { formErrors: [outcome.message] }), { status: outcome.status })
  }
  return redirectWithToast(meetingPaths.page(id), { type: 'success', title: MEETING_MESSAGES.rsvpSaved })
}
