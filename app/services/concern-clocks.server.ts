import { now } from '#app/domain/clock.ts'
import { addDays, toMalaysiaDay } from '#app/domain/dates.ts'
import { localeOf } from '#app/domain/locale.ts'
import { listConcernEvents, listConcernsByStatus } from '#app/models/concern.server.ts'
import { claimOnce, releaseOnce } from '#app/models/once-claim.server.ts'
import { listInvoicesOfUser } from '#app/models/invoice.server.ts'
import { listRemovals } from '#app/models/sanction.server.ts'
import { getUserById, setMembershipFields } from '#app/models/user.server.ts'
import { sendMail } from '#app/utils/mail.server.ts'
import { recordAdminAction, SYSTEM_ACTOR } from './audit.server.ts'
import { closeConcern } from './concern-cases.server.ts'
import { concernResponseReminderMail, tellConductStaff } from './conduct-mails.server.ts'
import { voidInvoice } from './invoice-corrections.server.ts'

/**
 * The concerns' clocks (issue 36, item 1; decision 042), run by the register's hourly duties: a reminder to
 * the practitioner a week before their response is due, and to the conduct officers when it is overdue; to
 * the officers a week before a final decision is due and on the day; a decision whose appeal period ended
 * with no appeal closes; a removal from the register takes effect on its first day (the account's
 * membership ends). Each once, claimed by an insert under its own key before it is done (released if the
 * mail fails, so the next run tries again).
 */

const REMINDER = 'concern-reminder'

async function once(subject: string, work: () => Promise<void>) {
  if (!(await claimOnce(REMINDER, subject))) return 0
  try {
    await work()
  } catch (error) {
    await releaseOnce(REMINDER, subject)
    throw error
  }
  return 1
}

export async function runConcernClocks(): Promise<{ done: number }> {
  const day = toMalaysiaDay(now())
  let done = 0

  for (const concern of await listConcernsByStatus('under-investigation')) {
    if (!concern.responseDue) continue
    const responded = (await listConcernEvents(concern.id)).some((event) => event.kind === 'response')
    if (responded) continue
    if (day >= addDays(concern.responseDue, -7) && day <= concern.responseDue && concern.practitionerUserId) {
      done += await once(`${concern.id}:response-soon`, async () => {
        const member = await getUserById(concern.practitionerUserId!)
        if (!member) return
        await sendMail(concernResponseReminderMail({ to: String(member.email), name: String(member.firstName), reference: concern.reference, responseDue: concern.responseDue, concernId: concern.id, locale: localeOf(member as { locale?: string }) }))
      })
    }
    if (day > concern.responseDue) {
      done += await once(`${concern.id}:response-overdue`, () => tellConductStaff('response-overdue', { reference: concern.reference, concernId: concern.id, date: concern.responseDue }))
    }
  }

  for (const concern of await listConcernsByStatus('under-appeal')) {
    if (!concern.finalDecisionDue) continue
    if (day >= addDays(concern.finalDecisionDue, -7) && day < concern.finalDecisionDue) {
      done += await once(`${concern.id}:final-soon`, () => tellConductStaff('final-soon', { reference: concern.reference, concernId: concern.id, date: concern.finalDecisionDue }))
    }
    if (day >= concern.finalDecisionDue) {
      done += await once(`${concern.id}:final-due`, () => tellConductStaff('final-due', { reference: concern.reference, concernId: concern.id, date: concern.finalDecisionDue }))
    }
  }

  // A decision no one appealed within the period is final: the case closes (a step taken once).
  for (const concern of await listConcernsByStatus('decided')) {
    if (!concern.appealDeadline || day <= concern.appealDeadline) continue
    const closed = await closeConcern(null, concern.id, '')
    if (closed.ok) {
      done++
      await recordAdminAction(SYSTEM_ACTOR, { action: 'closed-concern', entityType: 'concern', entityId: concern.id, summary: `Closed, the appeal period ended: concern ${concern.reference}` })
    }
  }

  // A removal from the register in force: the membership ends, once (the register shows "removed" by precedence).
  for (const removal of await listRemovals()) {
    if (removal.from > day || (removal.withdrawnOn && removal.withdrawnOn <= day)) continue
    if (!(await claimOnce('removal', removal.id))) continue
    await setMembershipFields(removal.userId, { membershipStatus: 'expired' })
    await recordAdminAction(SYSTEM_ACTOR, { action: 'removed-from-register', entityType: 'user', entityId: removal.userId, summary: `Removed from the register from ${removal.from} (concern decision)` })
    // An open renewal invoice goes too: paying it would make the member active again.
    for (const invoice of await listInvoicesOfUser(removal.userId)) {
      if (invoice.kind === 'renewal' && invoice.status === 'unpaid') await voidInvoice(SYSTEM_ACTOR, invoice.id, { reason: 'Removed from the register (a concern decision)' })
    }
    done++
  }
  return { done }
}
