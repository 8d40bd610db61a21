import { json, type ActionFunctionArgs, type LoaderFunctionArgs } from '@remix-run/node'
import { memberMessagePaths } from '#app/config/member-message-paths.ts'
import { auditActorOf } from '#app/services/audit.server.ts'
import { MEMBER_MESSAGE_MESSAGES, memberMessageForAdmin, sendMemberMessage } from '#app/services/member-messages.server.ts'
import { readFormData } from '#app/utils/form-submission.server.ts'
import { ADMIN_FRAME_STRINGS, routeStrings } from '#app/utils/i18n.server.ts'
import { requireAdmin } from '#app/utils/permissions.server.ts'
import { redirectWithToast } from '#app/utils/toast.server.ts'

/** /admin/messages/members/{id} (issue 35, item 5): a message's preview in each language, the count of recipients, Send, and what was sent to whom. */
export async function loadMemberMessagePage({ request, params }: LoaderFunctionArgs) {
  await requireAdmin(request, 'messages')
  const detail = await memberMessageForAdmin(params.id ?? '')
  if (!detail) throw json({ message: MEMBER_MESSAGE_MESSAGES.notFound }, { status: 404 })
  return json({ ...detail, i18n: await routeStrings(request, [...ADMIN_FRAME_STRINGS, 'admin.inbox', 'admin.memberMessages']) })
}

/** Send (the service of POST /api/admin/member-messages/{id}/send): once; pressing again sends nobody a second mail. */
export async function memberMessageAction({ request, params }: ActionFunctionArgs) {
  const admin = await requireAdmin(request, 'messages')
  await readFormData(request)
  const result = await sendMemberMessage(auditActorOf(admin), params.id ?? '')
  if (!result.ok) throw json({ message: result.message }, { status: result.status })
  return redirectWithToast(memberMessagePaths.message(params.id ?? ''), { title: result.sent + result.failed > 0 ? MEMBER_MESSAGE_MESSAGES.sent : MEMBER_MESSAGE_MESSAGES.sentNone })
}
