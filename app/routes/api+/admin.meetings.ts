import { json, type ActionFunctionArgs, type LoaderFunctionArgs } from '@remix-run/node'
import { auditActorOf } from '#app/services/audit.server.ts'
import { createMeeting, listMeetingsForAdmin } from '#app/services/meetings.server.ts'
import { methodNotAllowed, parseJsonBody } from '#app/utils/api.server.ts'
import { requireApiAdmin } from '#app/utils/permissions.server.ts'
import { MeetingSchema } from '#app/validation/meetings.ts'

/** GET /api/admin/meetings (the 'meetings' area) → `{ meetings }`, the latest first. */
export async function loader({ request }: LoaderFunctionArgs) {
  await requireApiAdmin(request, 'meetings')
  return json({ meetings: await listMeetingsForAdmin() }, { headers: { 'cache-control': 'private, no-store' } })
}

/** POST `{ kind: 'annual'|'extraordinary', title, titleMs?, startsAt, place?, onlineUrl?, agenda, agendaMs? }` → 201 `{ id }`. */
export async function action({ request }: ActionFunctionArgs) {
  if (request.method !== 'POST') return methodNotAllowed(['GET', 'POST'])
  const admin = await requireApiAdmin(request, 'meetings')
  const input = await parseJsonBody(request, MeetingSchema)
  const meeting = await createMeeting(auditActorOf(admin), input)
  return json({ id: meeting.id }, { status: 201 })
}
