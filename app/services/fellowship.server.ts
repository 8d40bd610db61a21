import { INVOICE_DUE_DAYS } from '#app/config/membership.ts'
import { paths } from '#app/config/paths.ts'
import { now } from '#app/domain/clock.ts'
import { addDays, toMalaysiaDay } from '#app/domain/dates.ts'
import { fellowshipEligibleFrom, fellowshipFeeDifference, fellowshipRefusal, membershipYears, type FellowshipRefusal } from '#app/domain/fellow-upgrade.ts'
import { localeOf } from '#app/domain/locale.ts'
import { membershipTypeOf } from '#app/domain/membership-types.ts'
import { senToRinggit } from '#app/domain/money.ts'
import {
  getFellowshipRequestById,
  insertOpenFellowshipRequest,
  latestFellowshipRequestOf,
  listOpenFellowshipRequests,
  recordFellowshipDecision,
  type PublicFellowshipRequest,
} from '#app/models/fellowship-request.server.ts'
import { claimOnce, releaseOnce } from '#app/models/once-claim.server.ts'
import { getUserById, listUsersByIds, setMembershipFields, type PublicUser } from '#app/models/user.server.ts'
import { getEnv } from '#app/utils/env.server.ts'
import { fixedT } from '#app/utils/i18n.server.ts'
import { sendMailInBackground } from '#app/utils/mail.server.ts'
import { MEMBERSHIP_MESSAGES } from '#app/validation/membership-messages.ts'
import { auditActorOf, recordAdminAction, type AuditActor } from './audit.server.ts'
import { invoiceView, raiseInvoice, type InvoiceView } from './billing.server.ts'
import { fellowshipApprovedMail, fellowshipDeclinedMail } from './membership-mails.server.ts'

/**
 * The Fellow upgrade (issue 18, item 11; spec section 6): an active Practicing Ordinary member of five
 * years asks, the administrators (the applications area) approve or decline. Asking is an insert under
 * the member's one open key, and each decision an insert under the request (once-claim), so two requests
 * or two administrators at the same moment have one winner, also on FerretDB. Approving makes the member
 * a Fellow and raises one invoice for the difference in fees (none when it is 0); both decisions are
 * mailed in the member's language and audited. The rule itself is browser-safe: domain/fellow-upgrade.ts.
 */

const today = () => toMalaysiaDay(now())
const fullName = (user: Pick<PublicUser, 'firstName' | 'lastName'>) => `${user.firstName} ${user.lastName}`
const dashboardLink = () => `${getEnv().publicUrl}${paths.dashboard}`
const DECISION = 'fellowship-decision'

const REFUSAL_MESSAGES: Record<FellowshipRefusal, string> = {
  'not-active': MEMBERSHIP_MESSAGES.fellowshipNotActive,
  'not-practicing-ordinary': MEMBERSHIP_MESSAGES.fellowshipNotPracticingOrdinary,
  'too-soon': MEMBERSHIP_MESSAGES.fellowshipTooSoon,
}

/** The fee difference of the member's current type, in sen and as the total an approval invoices. */
function feeDifferenceOf(user: Pick<PublicUser, 'membershipType'>) {
  const difference = fellowshipFeeDifference(membershipTypeOf(user.membershipType) ?? undefined)
  return { ...difference, totalSen: difference.entrySen + difference.annualSen }
}

/** A request as members and the API see it. */
export function fellowshipRequestView(request: PublicFellowshipRequest) {
  return {
    id: request.id,
    userId: request.userId,
    status: request.status,
    note: request.note,
    reason: request.reason,
    createdAt: new Date(request.createdAt).toISOString(),
    decidedAt: request.decidedAt ? new Date(request.decidedAt).toISOString() : null,
    invoiceId: request.invoiceId,
  }
}
export type FellowshipRequestView = ReturnType<typeof fellowshipRequestView>

/** Where a member stands: whether they may ask (and why not), from when, what approval invoices, and their latest request. */
export async function fellowshipStanding(user: PublicUser) {
  const latest = await latestFellowshipRequestOf(user.id)
  const difference = feeDifferenceOf(user)
  return {
    refusal: fellowshipRefusal(user, today()),
    membershipType: user.membershipType,
    joinedOn: toMalaysiaDay(user.joinDate ?? user.createdAt),
    eligibleFrom: fellowshipEligibleFrom(user.joinDate ?? user.createdAt),
    feeDifference: { entry: senToRinggit(difference.entrySen), annual: senToRinggit(difference.annualSen), total: senToRinggit(difference.totalSen), totalSen: difference.totalSen },
    request: latest ? fellowshipRequestView(latest) : null,
  }
}
export type FellowshipStanding = Awaited<ReturnType<typeof fellowshipStanding>>

export type FellowshipAsk = { ok: true; request: FellowshipRequestView } | { ok: false; status: 403 | 409; message: string }

/** A member asks to become a Fellow: 403 when they may not (the reason in words), 409 when a request is open. Audited. */
export async function requestFellowship(user: PublicUser, { note }: { note: string }): Promise<FellowshipAsk> {
  const refusal = fellowshipRefusal(user, today())
  if (refusal) return { ok: false, status: 403, message: REFUSAL_MESSAGES[refusal] }
  const request = await insertOpenFellowshipRequest(user.id, note)
  if (request === 'open-exists') return { ok: false, status: 409, message: MEMBERSHIP_MESSAGES.fellowshipOpen }
  await recordAdminAction(auditActorOf(user), {
    action: 'requested-fellowship',
    entityType: 'user',
    entityId: user.id,
    summary: `${fullName(user)} (${user.membershipId ?? user.email}) asked to become a Fellow`,
  })
  return { ok: true, request: fellowshipRequestView(request) }
}

/** The administrators' list: open requests, oldest first, with the member's name, ID, join date and years. */
export async function listOpenFellowships() {
  const requests = await listOpenFellowshipRequests()
  const members = new Map((await listUsersByIds(requests.map((r) => r.userId))).map((user) => [user.id, user]))
  const day = today()
  return requests.flatMap((request) => {
    const member = members.get(request.userId)
    if (!member) return []
    const joinedOn = toMalaysiaDay(member.joinDate ?? member.createdAt)
    return [
      {
        ...fellowshipRequestView(request),
        member: {
          id: member.id,
          name: fullName(member),
          email: member.email,
          membershipId: member.membershipId ?? null,
          membershipType: member.membershipType,
          joinedOn,
          years: membershipYears(joinedOn, day),
        },
        invoiceTotal: senToRinggit(feeDifferenceOf(member).totalSen),
      },
    ]
  })
}

export type FellowshipDecision =
  | { ok: true; request: FellowshipRequestView; user: PublicUser; invoice: InvoiceView | null }
  | { ok: false; status: 404 | 409; message: string }

/** The open request and its member, or why it cannot be decided. */
async function undecided(requestId: string) {
  const request = await getFellowshipRequestById(requestId)
  if (!request) return { ok: false as const, status: 404 as const, message: MEMBERSHIP_MESSAGES.fellowshipNotFound }
  if (request.status !== 'open') return { ok: false as const, status: 409 as const, message: MEMBERSHIP_MESSAGES.fellowshipDecided }
  const member = await getUserById(request.userId)
  if (!member) return { ok: false as const, status: 404 as const, message: MEMBERSHIP_MESSAGES.fellowshipNotFound }
  return { ok: true as const, request, member }
}

/** The invoice for the difference in fees, raised once under the request; null when nothing is due. */
async function raiseFellowshipInvoice(member: PublicUser, requestId: string) {
  const difference = feeDifferenceOf(member)
  if (difference.totalSen <= 0) return null
  // Written in the member's language, like every membership invoice.
  const t = fixedT(localeOf(member), 'mail')
  const items = [
    ...(difference.entrySen > 0 ? [{ description: t('membership.items.fellowshipEntry'), amountSen: difference.entrySen, code: 'fellowship-entry' as const }] : []),
    ...(difference.annualSen > 0 ? [{ description: t('membership.items.fellowshipAnnual'), amountSen: difference.annualSen, code: 'fellowship-annual' as const }] : []),
  ]
  const issuedOn = today()
  const { invoice } = await raiseInvoice({
    key: `fellowship:${requestId}`,
    kind: 'fellowship',
    userId: member.id,
    billedTo: { name: fullName(member), email: member.email },
    items,
    issuedOn,
    dueOn: addDays(issuedOn, INVOICE_DUE_DAYS),
    membershipType: 'Fellow',
  })
  return invoice
}

/** Approves an open request: the member becomes a Fellow, the fee difference is invoiced (if any); mailed and audited. */
export async function approveFellowship(actor: AuditActor, requestId: string): Promise<FellowshipDecision> {
  const found = await undecided(requestId)
  if (!found.ok) return found
  const { request, member } = found
  if (!(await claimOnce(DECISION, request.id))) return { ok: false, status: 409, message: MEMBERSHIP_MESSAGES.fellowshipDecided }
  let invoice
  try {
    invoice = await raiseFellowshipInvoice(member, request.id)
  } catch (error) {
    await releaseOnce(DECISION, request.id)
    throw error
  }
  await setMembershipFields(member.id, { membershipType: 'Fellow' })
  const decided = (await recordFellowshipDecision(request.id, { status: 'approved', decidedBy: actor.id, decidedAt: now(), invoiceId: invoice?.id ?? null }))!
  await recordAdminAction(actor, {
    action: 'approved-fellowship',
    entityType: 'user',
    entityId: member.id,
    summary: `Approved ${fullName(member)} (${member.membershipId ?? member.email}) as a Fellow (was ${member.membershipType})${invoice ? `; invoice ${invoice.number} for ${senToRinggit(invoice.totalSen)} RM` : '; nothing to invoice'}`,
  })
  sendMailInBackground(
    fellowshipApprovedMail({
      to: member.email,
      firstName: member.firstName,
      invoice: invoice ? { number: invoice.number, totalSen: invoice.totalSen, dueOn: invoice.dueOn, items: invoice.items } : null,
      link: dashboardLink(),
      locale: localeOf(member),
    }),
  )
  return { ok: true, request: fellowshipRequestView(decided), user: (await getUserById(member.id))!, invoice: invoice ? invoiceView(invoice) : null }
}

/** Declines an open request with a reason, mailed to the member; audited. The member may ask again. */
export async function declineFellowship(actor: AuditActor, requestId: string, { reason }: { reason: string }): Promise<FellowshipDecision> {
  const found = await undecided(requestId)
  if (!found.ok) return found
  const { request, member } = found
  if (!(await claimOnce(DECISION, request.id))) return { ok: false, status: 409, message: MEMBERSHIP_MESSAGES.fellowshipDecided }
  const decided = (await recordFellowshipDecision(request.id, { status: 'declined', decidedBy: actor.id, decidedAt: now(), reason }))!
  await recordAdminAction(actor, {
    action: 'declined-fellowship',
    entityType: 'user',
    entityId: member.id,
    summary: `Declined the Fellow request of ${fullName(member)} (${member.membershipId ?? member.email}): ${reason}`,
  })
  sendMailInBackground(fellowshipDeclinedMail({ to: member.email, firstName: member.firstName, reason, link: dashboardLink(), locale: localeOf(member) }))
  return { ok: true, request: fellowshipRequestView(decided), user: member, invoice: null }
}
