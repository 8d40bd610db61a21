import { localeOf } from '#app/domain/locale.ts'
import { paths } from '#app/config/paths.ts'
import { now } from '#app/domain/clock.ts'
import { toMalaysiaDay } from '#app/domain/dates.ts'
import { renewalStep } from '#app/domain/membership-periods.ts'
import { claimOnce } from '#app/models/once-claim.server.ts'
import { listRenewalReminders, recordRenewalReminder } from '#app/models/renewal-reminder.server.ts'
import { getUserById, listActiveMembersWithPeriods, setMembershipFields, type PublicUser } from '#app/models/user.server.ts'
import { getEnv } from '#app/utils/env.server.ts'
import { sendMailInBackground } from '#app/utils/mail.server.ts'
import { recordAdminAction, SYSTEM_ACTOR, type AuditActor } from './audit.server.ts'
import { raiseRenewalInvoice } from './billing.server.ts'
import { membershipExpiredMail, renewalReminderMail } from './membership-mails.server.ts'

/**
 * Renewal (issue 18), run by the scheduler (app/jobs/renewals.server.ts, once per slot across processes) and
 * on demand by staff: for every active member with a period, on today's Malaysian calendar,
 * - 60 days before the last day, the renewal invoice (once: its key is the member and the period);
 * - reminders at 60, 30 and 7 days before and 7 after, each recorded under (member, reminder, period)
 *   before its mail goes, so that no reminder is sent twice whoever runs this at the same moment;
 * - 30 days after the last day without payment, the membership expires (once per period), and the
 *   directory stops showing the member's listing.
 * Paying moves the last day on, so the next period's steps start afresh.
 */

const fullName = (user: Pick<PublicUser, 'firstName' | 'lastName'>) => `${user.firstName} ${user.lastName}`

export interface RenewalRun {
  invoices: number
  sent: number
  expired: number
}

export async function runRenewals({ actor = SYSTEM_ACTOR }: { actor?: AuditActor } = {}): Promise<RenewalRun> {
  const today = toMalaysiaDay(now())
  const link = `${getEnv().publicUrl}${paths.dashboard}`
  const run: RenewalRun = { invoices: 0, sent: 0, expired: 0 }
  for (const member of await listActiveMembersWithPeriods()) {
    const validUntil = member.membershipValidUntil!
    const step = renewalStep(validUntil, today)
    if (step.lapsed) {
      if (!(await claimOnce('lapse', `${member.id}:${validUntil}`))) continue
      // Read again: a payment recorded a moment ago may have moved the period on.
      const current = await getUserById(member.id)
      if (!current || current.membershipStatus !== 'active' || current.membershipValidUntil !== validUntil) continue
      await setMembershipFields(member.id, { membershipStatus: 'expired' })
      await recordAdminAction(actor, {
        action: 'marked-expired',
        entityType: 'user',
        entityId: member.id,
        summary: `${fullName(member)} (${member.membershipId ?? member.email}) expired: no renewal received 30 days after ${validUntil}`,
      })
      sendMailInBackground(membershipExpiredMail({ to: member.email, firstName: member.firstName, link, locale: localeOf(member) }))
      run.expired += 1
      continue
    }
    const renewal = step.invoiceDue ? await raiseRenewalInvoice(member, validUntil) : null
    if (renewal?.created) run.invoices += 1
    // A renewal invoice the treasurer voided is owed nowhere (issue 34): no reminder asks for it.
    if (!step.reminder || renewal?.invoice.status === 'void') continue
    const first = await recordRenewalReminder({ userId: member.id, reminder: step.reminder, periodEnding: validUntil, email: member.email, sentAt: now() })
    if (!first) continue
    const invoice = renewal && renewal.invoice.status === 'unpaid' ? renewal.invoice : null
    sendMailInBackground(
      renewalReminderMail({
        to: member.email,
        firstName: member.firstName,
        reminder: step.reminder,
        validUntil,
        today,
        invoice: invoice ? { number: invoice.number, totalSen: invoice.totalSen, dueOn: invoice.dueOn, items: invoice.items } : null,
        link,
        locale: localeOf(member),
      }),
    )
    run.sent += 1
  }
  if (run.invoices || run.sent || run.expired) {
    await recordAdminAction(actor, {
      action: 'ran-renewals',
      entityType: 'renewals',
      summary: `Renewals on ${today}: ${run.invoices} invoices raised, ${run.sent} reminders sent, ${run.expired} memberships expired`,
    })
  }
  return run
}

/** The reminders sent, newest first, for administrators: all, or one member's. */
export async function listSentReminders(userId?: string) {
  return listRenewalReminders(userId ? { userId } : {})
}
