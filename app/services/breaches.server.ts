import { breachDeadlines, type BreachNotice } from '#app/domain/breaches.ts'
import { now } from '#app/domain/clock.ts'
import { getBreach, insertBreach, listBreaches, recordBreachNotice } from '#app/models/breach.server.ts'
import { message } from '#app/validation/messages.ts'
import type { BreachInput } from '#app/validation/breach.ts'
import { recordAdminAction, type AuditActor } from './audit.server.ts'

/**
 * The breach register (issue 21, item 4): administrators with the 'privacy' area record a breach and when
 * the Commissioner and the people affected were told; the register shows each notice's deadline
 * (domain/breaches.ts). /admin/privacy/breaches and /api/admin/breaches call these. Audited.
 */

export const BREACH_MESSAGES = {
  recorded: message('messages:privacy.breachRecorded'),
  notified: message('messages:privacy.breachNotified'),
  notFound: message('messages:privacy.breachNotFound'),
  alreadyNotified: message('messages:privacy.breachAlreadyNotified'),
} as const

/** The register, most recent first, each breach with its two deadlines. */
export async function breachRegister() {
  const breaches = await listBreaches()
  return breaches.map((breach) => {
    const { commissionerBy, subjectsBy } = breachDeadlines(new Date(breach.foundAt), breach.commissionerNotifiedAt ? new Date(breach.commissionerNotifiedAt) : null)
    return { ...breach, commissionerBy: commissionerBy.toISOString(), subjectsBy: subjectsBy.toISOString() }
  })
}

export async function recordBreach(actor: AuditActor, input: BreachInput) {
  const breach = await insertBreach({ ...input, recordedBy: actor.email })
  await recordAdminAction(actor, { action: 'recorded', entityType: 'breach', entityId: breach.id, summary: `Recorded a personal-data breach found ${input.foundAt.toISOString()}` })
  return breach
}

export type BreachNoticeOutcome = { ok: true; message: string } | { ok: false; status: 404 | 409; message: string }

/** Records that the Commissioner, or the people affected, were told (now); a second time is 409. */
export async function recordBreachNotified(actor: AuditActor, id: string, notice: BreachNotice): Promise<BreachNoticeOutcome> {
  const breach = await getBreach(id)
  if (!breach) return { ok: false, status: 404, message: BREACH_MESSAGES.notFound }
  if (!(await recordBreachNotice(breach.id, notice, now()))) return { ok: false, status: 409, message: BREACH_MESSAGES.alreadyNotified }
  await recordAdminAction(actor, {
    action: 'notified',
    entityType: 'breach',
    entityId: breach.id,
    summary: notice === 'commissioner' ? 'Recorded that the Commissioner was notified of a breach' : 'Recorded that the people affected by a breach were notified',
  })
  return { ok: true, message: BREACH_MESSAGES.notified }
}
