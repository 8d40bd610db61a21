import { json, type ActionFunctionArgs } from '@remix-run/node'
import { accountActorOf } from '#app/services/audit.server.ts'
import { addStaffNote } from '#app/services/member-story.server.ts'
import { apiError, methodNotAllowed, parseJsonBody } from '#app/utils/api.server.ts'
import { requireApiAdmin } from '#app/utils/permissions.server.ts'
import { StaffNoteSchema } from '#app/validation/membership.ts'

/** POST /api/admin/members/{id}/notes `{ text }` → 201 `{ note }` on the member's record (issue 33, item 4); 404 no such account. */
export async function action({ request, params }: ActionFunctionArgs) {
  if (request.method !== 'POST') return methodNotAllowed(['POST'])
  const admin = await requireApiAdmin(request, 'members')
  const input = await parseJsonBody(request, StaffNoteSchema)
  const result = await addStaffNote({ ...accountActorOf(admin), name: `${admin.firstName} ${admin.lastName}` }, params.id ?? '', input.text)
  if (!result.ok) return apiError(result.status, result.message)
  return json({ note: result.note }, { status: 201 })
}

export const loader = () => methodNotAllowed(['POST'])
