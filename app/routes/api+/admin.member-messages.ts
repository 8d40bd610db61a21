import { json, type ActionFunctionArgs, type LoaderFunctionArgs } from '@remix-run/node'
import { auditActorOf } from '#app/services/audit.server.ts'
import { createMemberMessage, memberMessagesForAdmin } from '#app/services/member-messages.server.ts'
import { apiError, methodNotAllowed, parseJsonBody } from '#app/utils/api.server.ts'
import { requireApiAdmin } from '#app/utils/permissions.server.ts'
import { MemberMessageSchema } from '#app/validation/member-messages.ts'

/** GET /api/admin/member-messages (the 'messages' area) → `{ items }`: the messages to members, newest first, drafts and sent. */
export async function loader({ request }: LoaderFunctionArgs) {
  await requireApiAdmin(request, 'messages')
  return json({ items: await memberMessagesForAdmin() }, { headers: { 'cache-control': 'private, no-store' } })
}

/**
 * POST { subjectEn, bodyEn, subjectMs?, bodyMs?, group, membershipType?, eventId?, meetingId?, category }
 * → 201 `{ id, memberMessage, recipients: { total, english, malay, optedOut } }`: a draft (nothing is
 * sent: POST …/{id}/send does that); 400 `{ message, fieldErrors }`, also for an event or meeting that does not exist.
 */
export async function action({ request }: ActionFunctionArgs) {
  if (request.method !== 'POST') return methodNotAllowed(['GET', 'POST'])
  const admin = await requireApiAdmin(request, 'messages')
  const input = await parseJsonBody(request, MemberMessageSchema)
  const result = await createMemberMessage(auditActorOf(admin), input)
  if (!result.ok) return apiError(result.status, result.message, result.fieldErrors)
  return json({ id: result.memberMessage.id, memberMessage: result.memberMessage, recipients: result.recipients }, { status: 201 })
}
