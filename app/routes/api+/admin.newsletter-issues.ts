import { json, type ActionFunctionArgs, type LoaderFunctionArgs } from '@remix-run/node'
import { auditActorOf } from '#app/services/audit.server.ts'
import { createNewsletterIssue, newsletterIssuesWithLog } from '#app/services/newsletter-issues.server.ts'
import { methodNotAllowed, parseJsonBody } from '#app/utils/api.server.ts'
import { requireApiAdmin } from '#app/utils/permissions.server.ts'
import { NewsletterIssueSchema } from '#app/validation/newsletter.ts'

/** GET /api/admin/newsletter-issues (the 'messages' area) → `{ issues }`, newest first, each with its send log (`deliveries`). */
export async function loader({ request }: LoaderFunctionArgs) {
  await requireApiAdmin(request, 'messages')
  return json({ issues: await newsletterIssuesWithLog() }, { headers: { 'cache-control': 'private, no-store' } })
}

/** POST { subjectEn, subjectMs, bodyEn, bodyMs } → 201 `{ issue }` (not sent: POST …/{id}/send does that). */
export async function action({ request }: ActionFunctionArgs) {
  if (request.method !== 'POST') return methodNotAllowed(['GET', 'POST'])
  const admin = await requireApiAdmin(request, 'messages')
  const input = await parseJsonBody(request, NewsletterIssueSchema)
  return json({ issue: await createNewsletterIssue(auditActorOf(admin), input) }, { status: 201 })
}
