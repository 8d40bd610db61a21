import { now } from '#app/domain/clock.ts'
import { claimOnce } from '#app/models/once-claim.server.ts'
import {
  claimNewsletterDelivery,
  finishNewsletterDelivery,
  getNewsletterIssue,
  insertNewsletterIssue,
  listNewsletterDeliveries,
  listNewsletterIssues,
  markNewsletterIssueSending,
  recordNewsletterIssueCounts,
} from '#app/models/newsletter-issue.server.ts'
import { isConfirmedSubscriber, listConfirmedSubscribers } from '#app/models/newsletter-subscriber.server.ts'
import { sendMail } from '#app/utils/mail.server.ts'
import type { NewsletterIssueInput } from '#app/validation/newsletter.ts'
import { message } from '#app/validation/messages.ts'
import { recordAdminAction, type AuditActor } from './audit.server.ts'
import { issueMail } from './newsletter-mails.server.ts'
import { unsubscribeLinkFor } from './newsletter.server.ts'

/**
 * Newsletter issues (issue 21, item 5): an administrator with the 'messages' area writes one in English
 * and Malay, then sends it to the confirmed subscribers, each in their language, through the mail outbox
 * or SMTP (utils/mail.server.ts), every mail with its unsubscribe link and List-Unsubscribe headers. The
 * page /admin/messages/newsletter and /api/admin/newsletter-issues call these.
 */

export const NEWSLETTER_ISSUE_MESSAGES = {
  saved: message('messages:newsletter.issueSaved'),
  sent: message('messages:newsletter.issueSent'),
  notFound: message('messages:newsletter.issueNotFound'),
  alreadySent: message('messages:newsletter.issueAlreadySent'),
} as const

export async function createNewsletterIssue(actor: AuditActor, input: NewsletterIssueInput) {
  const issue = await insertNewsletterIssue({ ...input, createdBy: actor.email })
  await recordAdminAction(actor, { action: 'created', entityType: 'newsletter-issue', entityId: issue.id, summary: `Wrote the newsletter issue "${input.subjectEn}"` })
  return issue
}

/** The issues, newest first, each with its send log. */
export async function newsletterIssuesWithLog() {
  const issues = await listNewsletterIssues()
  return Promise.all(issues.map(async (issue) => ({ ...issue, deliveries: issue.sentAt ? await listNewsletterDeliveries(issue.id) : [] })))
}

export type SendIssueOutcome = { ok: true; sentCount: number; failedCount: number } | { ok: false; status: 404 | 409; message: string }

/**
 * Sends an issue, once: the send is claimed under a unique key (`newsletter-issue-send:<id>`), so two
 * administrators pressing Send at once send it once (the other gets 409); each address's delivery is an
 * insert under `<issue>:<address>` before its mail goes, so no address gets it twice. An address that
 * unsubscribed while the send runs is skipped (checked again before each mail). Mails go one after
 * another; a failure is logged on its delivery and the send goes on.
 */
export async function sendNewsletterIssue(actor: AuditActor, id: string): Promise<SendIssueOutcome> {
  const issue = await getNewsletterIssue(id)
  if (!issue) return { ok: false, status: 404, message: NEWSLETTER_ISSUE_MESSAGES.notFound }
  if (issue.sentAt || !(await claimOnce('newsletter-issue-send', issue.id))) return { ok: false, status: 409, message: NEWSLETTER_ISSUE_MESSAGES.alreadySent }
  await markNewsletterIssueSending(issue.id, actor.email, now())
  let sentCount = 0
  let failedCount = 0
  for (const subscriber of await listConfirmedSubscribers()) {
    if (!(await isConfirmedSubscriber(subscriber.email))) continue
    if (!(await claimNewsletterDelivery(issue.id, subscriber.email, subscriber.locale, now()))) continue
    const ms = subscriber.locale === 'ms'
    try {
      await sendMail(
        issueMail({
          to: subscriber.email,
          locale: subscriber.locale,
          subject: ms ? issue.subjectMs : issue.subjectEn,
          body: ms ? issue.bodyMs : issue.bodyEn,
          unsubscribeLink: unsubscribeLinkFor(subscriber.email),
        }),
      )
      await finishNewsletterDelivery(issue.id, subscriber.email, { status: 'sent' })
      sentCount += 1
    } catch (error) {
      await finishNewsletterDelivery(issue.id, subscriber.email, { status: 'failed', error: (error as Error).message })
      failedCount += 1
    }
  }
  await recordNewsletterIssueCounts(issue.id, { sentCount, failedCount })
  await recordAdminAction(actor, {
    action: 'sent',
    entityType: 'newsletter-issue',
    entityId: issue.id,
    summary: `Sent the newsletter issue "${issue.subjectEn}" to ${sentCount} subscribers${failedCount ? ` (${failedCount} failed)` : ''}`,
  })
  return { ok: true, sentCount, failedCount }
}
