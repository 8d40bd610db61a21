import { now } from '#app/domain/clock.ts'
import { toMalaysiaDay } from '#app/domain/dates.ts'
import { sanctionsInForceOn, type PublicSanction, type SanctionKind } from '#app/domain/sanctions.ts'
import type { Locale } from '#app/domain/locale.ts'
import { getSanctionById, insertSanction, listSanctionsOfMember, markSanctionWithdrawn, toSanctionTerm, type SanctionRecord } from '#app/models/sanction.server.ts'
import { getUserById, setRegisterSanctions } from '#app/models/user.server.ts'
import { message } from '#app/validation/messages.ts'
import { recordAdminAction, type AuditActor } from './audit.server.ts'

/**
 * Sanctions on the register (issue 36, item 2; decision 043): written here only, each as its own record
 * (one per decision), then copied whole onto the member's account (`setRegisterSanctions`), which the
 * directory's snapshot and the register read. A term withdrawn on or before its first day was never in
 * force and is left out of the copy; one withdrawn later stays, ending the day before it was lifted.
 */

export const isSanctionKind = (outcome: string): outcome is SanctionKind => ['warning', 'conditions', 'suspension', 'removal'].includes(outcome)

/** Copies every term of a member's sanctions onto their account, for the register. */
export async function syncRegisterSanctions(userId: string) {
  const records = await listSanctionsOfMember(userId)
  const terms = records.filter((record) => !record.withdrawnOn || record.withdrawnOn > record.from).map(toSanctionTerm)
  await setRegisterSanctions(userId, terms)
}

export interface SanctionFields {
  kind: SanctionKind
  from: string
  until: string
  summary: string
  summaryMs: string
}

/** The sanction of one decision (`stage`: the decision, or the final decision after an appeal); false when it has one. */
export async function writeSanction(actor: AuditActor, concern: { id: string; reference: string }, userId: string, stage: 'decision' | 'final', fields: SanctionFields) {
  const member = await getUserById(userId)
  const id = `${concern.id}:${stage}`
  const inserted = await insertSanction({
    _id: id,
    concernId: concern.id,
    userId,
    membershipId: String(member?.membershipId ?? ''),
    name: [member?.firstName, member?.lastName].filter(Boolean).join(' '),
    kind: fields.kind,
    from: fields.from,
    until: fields.kind === 'removal' ? '' : fields.until,
    summary: fields.summary,
    summaryMs: fields.summaryMs,
    createdBy: actor.id,
  })
  await syncRegisterSanctions(userId)
  if (inserted) {
    await recordAdminAction(actor, { action: 'sanctioned', entityType: 'concern', entityId: concern.id, summary: `A ${fields.kind} from ${fields.from}${fields.until && fields.kind !== 'removal' ? ` until ${fields.until}` : ''} on concern ${concern.reference}` })
  }
  return inserted
}

export type WithdrawResult = { ok: true; sanction: SanctionRecord; message: string } | { ok: false; status: 404 | 409; message: string }

/** Lifts a sanction from today (a final decision, or the conduct officer's withdrawal): once. */
export async function withdrawSanction(actor: AuditActor, sanctionId: string, reason: 'withdrawn' | 'varied' | 'final-decision', reference = ''): Promise<WithdrawResult> {
  const sanction = await getSanctionById(sanctionId)
  if (!sanction) return { ok: false, status: 404, message: message('messages:concern.sanctionNotFound') }
  const today = toMalaysiaDay(now())
  if (!(await markSanctionWithdrawn(sanction.id, today, reason))) return { ok: false, status: 409, message: message('messages:concern.sanctionWithdrawnAlready') }
  await syncRegisterSanctions(sanction.userId)
  await recordAdminAction(actor, { action: 'withdrew-sanction', entityType: 'concern', entityId: sanction.concernId, summary: `The ${sanction.kind} on concern ${reference || sanction.concernId} lifted from ${today}` })
  return { ok: true, sanction: { ...sanction, withdrawnOn: today, withdrawnReason: reason }, message: message('messages:concern.sanctionWithdrawn') }
}

/** The sanctions of a member in force on a day, as the public sees them. */
export async function sanctionsInForce(subject: { userId: string }, day: string, locale: Locale): Promise<PublicSanction[]> {
  const records = await listSanctionsOfMember(subject.userId)
  return sanctionsInForceOn(records.map(toSanctionTerm), day, locale)
}
