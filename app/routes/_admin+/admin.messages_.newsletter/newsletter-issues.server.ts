import { json, type ActionFunctionArgs, type LoaderFunctionArgs } from '@remix-run/node'
import { adminPaths } from '#app/config/admin-paths.ts'
import { listConfirmedSubscribers } from '#app/services/newsletter.server.ts'
import { auditActorOf } from '#app/services/audit.server.ts'
import { createNewsletterIssue, NEWSLETTER_ISSUE_MESSAGES, newsletterIssuesWithLog, sendNewsletterIssue } from '#app/services/newsletter-issues.server.ts'
import { parseSubmission, readFormData } from '#app/utils/form-submission.server.ts'
import { ADMIN_FRAME_STRINGS, routeStrings } from '#app/utils/i18n.server.ts'
import { requireAdmin } from '#app/utils/permissions.server.ts'
import { redirectWithToast } from '#app/utils/toast.server.ts'
import { NewsletterIssueSchema } from '#app/validation/newsletter.ts'

/** /admin/messages/newsletter: the issues with their send logs, the form that writes one, and each unsent issue's Send button. */
export async function loadNewsletterIssuesPage({ request }: LoaderFunctionArgs) {
  await requireAdmin(request, 'messages')
  const [issues, confirmed] = await Promise.all([newsletterIssuesWithLog(), listConfirmedSubscribers()])
  return json({ issues, confirmedCount: confirmed.length, i18n: await routeStrings(request, [...ADMIN_FRAME_STRINGS, 'admin.inbox', 'admin.newsletterIssues']) })
}

/** `intent=create` writes an issue; `intent=send` with `id` sends one: the services of POST /api/admin/newsletter-issues and …/{id}/send. */
export async function newsletterIssuesAction({ request }: ActionFunctionArgs) {
  const admin = await requireAdmin(request, 'messages')
  const formData = await readFormData(request)
  if (formData.get('intent') === 'send') {
    const result = await sendNewsletterIssue(auditActorOf(admin), String(formData.get('id') ?? ''))
    if (!result.ok) return redirectWithToast(adminPaths.newsletterIssues, { title: result.message })
    return redirectWithToast(adminPaths.newsletterIssues, { title: NEWSLETTER_ISSUE_MESSAGES.sent })
  }
  const submission = parseSubmission(formData, { schema: NewsletterIssueSchema })
  if (submission.status !== 'success') return json(submission.reply(), { status: 400 })
  await createNewsletterIssue(auditActorOf(admin), submission.value)
  return redirectWithToast(adminPaths.newsletterIssues, { title: NEWSLETTER_ISSUE_MESSAGES.saved })
}
