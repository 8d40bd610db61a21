import { json, type ActionFunctionArgs, type LoaderFunctionArgs } from '@remix-run/node'
import { governancePaths } from '#app/config/governance-paths.ts'
import { toMalaysiaLocal } from '#app/domain/event-times.ts'
import { auditActorOf } from '#app/services/audit.server.ts'
import {
  approveMinutes,
  cancelMeeting,
  MEETING_MESSAGES,
  meetingForAdmin,
  publishMinutes,
  recordAttendance,
  saveMinutes,
  sendMeetingNotice,
  updateMeeting,
  type MeetingRefusal,
} from '#app/services/meetings.server.ts'
import { parseSubmission, readFormData } from '#app/utils/form-submission.server.ts'
import { ADMIN_FRAME_STRINGS, routeStrings } from '#app/utils/i18n.server.ts'
import { requireAdmin } from '#app/utils/permissions.server.ts'
import { redirectWithToast } from '#app/utils/toast.server.ts'
import { MEETING_CONSTRAINT, MINUTES_CONSTRAINT } from '#app/validation/constraints.server.ts'
import { message } from '#app/validation/messages.ts'
import { AttendanceSchema, MeetingNoticeSchema, MeetingSchema, MinutesSchema } from '#app/validation/meetings.ts'

/**
 * /admin/meetings/{id} (issue 35, item 2): one general meeting for the secretariat: its details, the
 * notice (with a warning when it would be late), the RSVPs, attendance taken at the door or online and
 * the quorum against the rule (recomputed on every load and after each check-in), the minutes (drafted,
 * approved, published), its papers and elections, and cancelling it.
 */
export async function loadAdminMeetingPage({ request, params }: LoaderFunctionArgs) {
  await requireAdmin(request, 'meetings')
  const q = (new URL(request.url).searchParams.get('q') ?? '').slice(0, 100)
  const found = await meetingForAdmin(params.id ?? '', q)
  if (!found) throw json({ message: MEETING_MESSAGES.notFound }, { status: 404 })
  const { meeting } = found
  return json(
    {
      ...found,
      q,
      details: {
        kind: meeting.kind,
        title: meeting.title,
        titleMs: meeting.titleMs,
        startsAt: toMalaysiaLocal(meeting.startsAt),
        place: meeting.place,
        onlineUrl: meeting.onlineUrl,
        agenda: meeting.agenda,
        agendaMs: meeting.agendaMs,
      },
      constraints: { meeting: MEETING_CONSTRAINT, minutes: MINUTES_CONSTRAINT },
      i18n: await routeStrings(request, [...ADMIN_FRAME_STRINGS, 'meetings.admin', 'meetings.page', 'meetings.kind', 'meetings.fields', 'meetings.minutesState', 'meetings.rsvp']),
    },
    { headers: { 'cache-control': 'private, no-store' } },
  )
}

const INTENTS = ['details', 'notice', 'attendance', 'minutes', 'approve-minutes', 'publish-minutes', 'cancel'] as const
type Intent = (typeof INTENTS)[number]
const SCHEMAS = { details: MeetingSchema, notice: MeetingNoticeSchema, attendance: AttendanceSchema, minutes: MinutesSchema } as const

/**
 * POST `intent=` details (the meeting's fields), notice (`force` for a late one), attendance (`listed`,
 * `present`), minutes (`minutes`, `minutesMs`), approve-minutes, publish-minutes or cancel.
 */
export async function adminMeetingAction({ request, params }: ActionFunctionArgs) {
  const admin = await requireAdmin(request, 'meetings')
  const id = params.id ?? ''
  const actor = auditActorOf(admin)
  const formData = await readFormData(request)
  const intent: Intent = INTENTS.find((name) => name === formData.get('intent')) ?? 'details'
  const schema = intent in SCHEMAS ? SCHEMAS[intent as keyof typeof SCHEMAS] : null
  const submission = parseSubmission(formData, { schema: schema ?? MeetingNoticeSchema })
  if (schema && submission.status !== 'success') return json({ ...submission.reply(), intent }, { status: 400 })
  const value = (submission.status === 'success' ? submission.value : {}) as never
  const outcome = await (async (): Promise<{ ok: true; message: string } | MeetingRefusal> => {
    switch (intent) {
      case 'details': {
        const done = await updateMeeting(actor, id, value)
        return done.ok ? { ok: true, message: MEETING_MESSAGES.updated } : done
      }
      case 'notice': {
        const done = await sendMeetingNotice(actor, id, value)
        return done.ok ? { ok: true, message: message('messages:meetings.noticeSentCount', { count: done.sent }) } : done
      }
      case 'attendance': {
        const done = await recordAttendance(actor, id, value)
        return done.ok ? { ok: true, message: MEETING_MESSAGES.attendanceSaved } : done
      }
      case 'minutes':
        return saveMinutes(actor, id, value)
      case 'approve-minutes':
        return approveMinutes(actor, id)
      case 'publish-minutes':
        return publishMinutes(actor, id)
      case 'cancel':
        return cancelMeeting(actor, id)
    }
  })()
  if (!outcome.ok) {
    if (outcome.status === 404) throw json({ message: outcome.message }, { status: 404 })
    const reply = submission.reply(outcome.field ? { fieldErrors: { [outcome.field]: [outcome.message] } } : { formErrors: [outcome.message] })
    return json({ ...reply, intent }, { status: outcome.status })
  }
  // Attendance goes back to the list as it was searched, so the secretary goes on with the next name.
  const q = intent === 'attendance' ? (new URL(request.url).searchParams.get('q') ?? '') : ''
  const back = `${governancePaths.meeting(id)}${q ? `?${new URLSearchParams({ q })}` : ''}${intent === 'attendance' ? '#attendance-heading' : ''}`
  return redirectWithToast(back, { type: 'success', title: outcome.message })
}
