import { json, type ActionFunctionArgs, type LoaderFunctionArgs } from '@remix-run/node'
import { governancePaths } from '#app/config/governance-paths.ts'
import { auditActorOf } from '#app/services/audit.server.ts'
import { createMeeting, listMeetingsForAdmin, MEETING_MESSAGES } from '#app/services/meetings.server.ts'
import { parseSubmission, readFormData } from '#app/utils/form-submission.server.ts'
import { ADMIN_FRAME_STRINGS, routeStrings } from '#app/utils/i18n.server.ts'
import { requireAdmin } from '#app/utils/permissions.server.ts'
import { redirectWithToast } from '#app/utils/toast.server.ts'
import { MEETING_CONSTRAINT } from '#app/validation/constraints.server.ts'
import { MeetingSchema } from '#app/validation/meetings.ts'

/** /admin/meetings (issue 35, item 2): the general meetings, and the form that calls one (the service of POST /api/admin/meetings). */
export async function loadAdminMeetingsPage({ request }: LoaderFunctionArgs) {
  await requireAdmin(request, 'meetings')
  return json({
    meetings: (await listMeetingsForAdmin()).map(({ id, kind, title, startsAt, noticeSentAt, minutesState, cancelledAt }) => ({ id, kind, title, startsAt, noticeSentAt, minutesState, cancelledAt })),
    constraint: MEETING_CONSTRAINT,
    i18n: await routeStrings(request, [...ADMIN_FRAME_STRINGS, 'meetings.admin', 'meetings.kind', 'meetings.fields', 'meetings.minutesState']),
  })
}

export async function adminMeetingsAction({ request }: ActionFunctionArgs) {
  const admin = await requireAdmin(request, 'meetings')
  const submission = parseSubmission(await readFormData(request), { schema: MeetingSchema })
  if (submission.status !== 'success') return json(submission.reply(), { status: 400 })
  const meeting = await createMeeting(auditActorOf(admin), submission.value)
  return redirectWithToast(governancePaths.meeting(meeting.id), { type: 'success', title: MEETING_MESSAGES.created })
}
