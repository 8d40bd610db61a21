import { json, type ActionFunctionArgs } from '@remix-run/node'
import { auditActorOf } from '#app/services/audit.server.ts'
import { NEWSLETTER_ISSUE_MESSAGES, sendNewsletterIssue } from '#app/services/newsletter-issues.server.ts'
import { apiError, methodNotAllowed } from '#app/utils/api.server.ts'
import { requireApiAdmin } from '#app/utils/permissions.server.ts'

/**
 * POST /api/admin/newsletter-issues/{id}/send (the 'messages' area): sends the issue to the confirmed
 * subscribers, once → 200 `{ message, sentCount, failedCount }`; 404 unknown, 409 sent already.
 */
export async function action({ request, params }: ActionFunctionArgs) {
  if (request.method !== 'POST') return methodNotAllowed(['POST'])
  const admin = await requireApiAdmin(request, 'messages')
  const result = await sendNewsletterIssue(auditActorOf(admin), params.id ?? '')
  if (!result.ok) return apiError(result.status, result.message)
  return json({ message: NEWSLETTER_ISSUE_MESSAGES.sent, sentCount: result.sentCount, failedCount: result.failedCount })
}

export const loader = () => methodNotAllowed(['POST'])
