import { json, type LoaderFunctionArgs } from '@remix-run/node'
import { MEMBER_MESSAGE_MESSAGES, memberMessageForAdmin } from '#app/services/member-messages.server.ts'
import { apiError } from '#app/utils/api.server.ts'
import { requireApiAdmin } from '#app/utils/permissions.server.ts'

/**
 * GET /api/admin/member-messages/{id} (the 'messages' area) → `{ memberMessage, recipients, groupName,
 * previews, deliveries }`: `recipients` `{ total, english, malay, optedOut }` is the count before
 * sending (null once the send finished: `memberMessage.sentCount` and the log say what was sent).
 */
export async function loader({ request, params }: LoaderFunctionArgs) {
  await requireApiAdmin(request, 'messages')
  const detail = await memberMessageForAdmin(params.id ?? '')
  if (!detail) return apiError(404, MEMBER_MESSAGE_MESSAGES.notFound)
  return json(detail, { headers: { 'cache-control': 'private, no-store' } })
}
