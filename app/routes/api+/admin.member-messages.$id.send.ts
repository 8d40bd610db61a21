import { json, type ActionFunctionArgs } from '@remix-run/node'
import { auditActorOf } from '#app/services/audit.server.ts'
import { sendMemberMessage } from '#app/services/member-messages.server.ts'
import { apiError, methodNotAllowed } from '#app/utils/api.server.ts'
import { requireApiAdmin } from '#app/utils/permissions.server.ts'

/**
 * POST /api/admin/member-messages/{id}/send (the 'messages' area) → 200 `{ sent, failed }`: how many
 * mails this call sent. Once: a second call, or one made at the same time, answers `{ sent: 0 }` and
 * nobody gets a second mail; 404 unknown.
 */
export async function action({ request, params }: ActionFunctionArgs) {
  if (request.method !== 'POST') return methodNotAllowed(['POST'])
  const admin = await requireApiAdmin(request, 'messages')
  const result = await sendMemberMessage(auditActorOf(admin), params.id ?? '')
  if (!result.ok) return apiError(result.status, result.message)
  return json({ sent: result.sent, failed: result.failed })
}

export const loader = () => methodNotAllowed(['POST'])
