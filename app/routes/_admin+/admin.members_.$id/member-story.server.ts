import { json, type ActionFunctionArgs, type LoaderFunctionArgs } from '@remix-run/node'
import { adminPaths } from '#app/config/admin-paths.ts'
import { accountActorOf } from '#app/services/audit.server.ts'
import { addStaffNote, memberStory } from '#app/services/member-story.server.ts'
import { parseSubmission, readFormData } from '#app/utils/form-submission.server.ts'
import { ADMIN_FRAME_STRINGS, routeStrings } from '#app/utils/i18n.server.ts'
import { requireAdmin } from '#app/utils/permissions.server.ts'
import { redirectWithToast } from '#app/utils/toast.server.ts'
import { StaffNoteSchema } from '#app/validation/membership.ts'
import { message } from '#app/validation/messages.ts'

/** /admin/members/{id}: a member's whole story for the secretariat (issue 33, item 4), the same service as GET /api/admin/members/{id}/story. */
export async function loadMemberStoryPage({ request, params }: LoaderFunctionArgs) {
  await requireAdmin(request, 'members')
  const story = await memberStory(params.id ?? '')
  if (!story) throw new Response('Not found', { status: 404 })
  return json({ story, i18n: await routeStrings(request, [...ADMIN_FRAME_STRINGS, 'admin.story', 'lists']) })
}

/** Adds a note (intent `add-note`, `text`): the same schema and service as POST /api/admin/members/{id}/notes. */
export async function memberStoryAction({ request, params }: ActionFunctionArgs) {
  const admin = await requireAdmin(request, 'members')
  const submission = parseSubmission(await readFormData(request), { schema: StaffNoteSchema })
  if (submission.status !== 'success') return json(submission.reply(), { status: 400 })
  const result = await addStaffNote({ ...accountActorOf(admin), name: `${admin.firstName} ${admin.lastName}` }, params.id ?? '', submission.value.text)
  if (!result.ok) return json(submission.reply({ formErrors: [result.message] }), { status: result.status })
  return redirectWithToast(adminPaths.member(params.id ?? ''), { type: 'success', title: message('messages:membership.noteAdded') })
}
