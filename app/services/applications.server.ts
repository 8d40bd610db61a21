import { localeOf } from '#app/domain/locale.ts'
import { paths } from '#app/config/paths.ts'
import { now } from '#app/domain/clock.ts'
import { nextMembershipId } from '#app/domain/membership-id.ts'
import { membershipTerms, membershipTypeOf } from '#app/domain/membership-types.ts'
import { senToRinggit } from '#app/domain/money.ts'
import { isMembershipIdListed, listAllListings } from '#app/models/listing.server.ts'
import { listReservedMembershipNumbers } from '#app/models/membership-number.server.ts'
import { claimOnce, releaseOnce } from '#app/models/once-claim.server.ts'
import {
  getUserById,
  listApplicantsInState,
  listPendingApplicants,
  newApplicationKey,
  listUserMembershipIds,
  setMembershipFields,
  setMembershipId,
  type PublicUser,
} from '#app/models/user.server.ts'
import { verificationCodeOf } from '#app/models/verification-code.server.ts'
import type { FieldErrors } from '#app/utils/api.server.ts'
import { getEnv } from '#app/utils/env.server.ts'
import { sendMailInBackground } from '#app/utils/mail.server.ts'
import { MEMBERSHIP_MESSAGES } from '#app/validation/membership-messages.ts'
import { MEMBER_ACCOUNT_MESSAGES } from '#app/validation/admin-messages.ts'
import { isAdministrator, rolesOf } from '#app/domain/roles.ts'
import { documentsOfApplicants, type ApplicationDocumentView } from './application-documents.server.ts'
import { auditActorOf, recordAdminAction, type AccountActor } from './audit.server.ts'
import { invoiceView, raiseJoiningInvoice, type InvoiceView } from './billing.server.ts'
import { applicationApprovedMail, applicationRejectedMail } from './membership-mails.server.ts'
import { adminPaths } from '#app/config/admin-paths.ts'
import { notifyStaffInBackground } from './staff-notices.server.ts'

/**
 * The secretariat's review of applications (issue 18): the list, approving (a membership ID, the
 * first invoice, or active at once where nothing is due) and rejecting (with a reason, mailed). Each
 * application is decided once however many administrators press at the same moment: the decision is an
 * insert under the application (the account and when it applied).
 */

const fullName = (user: Pick<PublicUser, 'firstName' | 'lastName'>) => `${user.firstName} ${user.lastName}`
const dashboardLink = () => `${getEnv().publicUrl}${paths.dashboard}`

export function applicationView(user: PublicUser, documents: ApplicationDocumentView[] = []) {
  const type = membershipTypeOf(user.membershipType)
  const terms = type ? membershipTerms(type) : null
  return {
    id: user.id,
    name: fullName(user),
    firstName: user.firstName,
    lastName: user.lastName,
    email: user.email,
    emailVerified: Boolean(user.emailVerified),
    phone: user.phone ?? '',
    state: user.state ?? '',
    membershipType: user.membershipType,
    fees: { entry: senToRinggit(terms?.entryFeeSen ?? 0), annual: senToRinggit(terms?.annualFeeSen ?? 0) },
    claimedMembershipId: user.claimedMembershipId || null,
    appliedAt: user.appliedAt ? new Date(user.appliedAt).toISOString() : null,
    privacyAcceptance: user.privacyAcceptance ?? null,
    /** The supporting documents sent with the application (application-documents.server.ts). */
    documents,
  }
}

/** Applicants with their supporting documents, read in one query. */
async function withDocuments(users: PublicUser[]) {
  const documents = await documentsOfApplicants(users.map((user) => user.id))
  return users.map((user) => ({ user, documents: documents.get(user.id) ?? [] }))
}

export async function listApplications() {
  return (await withDocuments(await listPendingApplicants())).map(({ user, documents }) => applicationView(user, documents))
}

export const APPLICATION_STATES = ['waiting', 'approved', 'rejected'] as const
export type ApplicationState = (typeof APPLICATION_STATES)[number]

/** The queue of /admin/applications: applications in one state, newest first, with the rejection's reason. */
export async function listApplicationsInState(state: ApplicationState) {
  return (await withDocuments(await listApplicantsInState(state))).map(({ user, documents }) => ({
    ...applicationView(user, documents),
    membershipId: user.membershipId ?? null,
    rejectionReason: user.rejectionReason ?? '',
  }))
}

/** What the API answers about an account: the stored account, without the password hash (never read). */
export type ApplicationDecision =
  | { ok: true; user: PublicUser; invoice: InvoiceView | null }
  | { ok: false; status: 403 | 404 | 409; message: string; fieldErrors?: FieldErrors }

/** The application a decision is about: the account and its latest application. */
export const applicationOf = (user: PublicUser) => `${user.id}:${user.applicationKey || new Date(user.appliedAt ?? user.createdAt).toISOString()}`
const decisionKey = applicationOf

/** Why this actor may not act on this application now (asking for more follows the same rules), or null. */
export function undecided(user: PublicUser | null, actor: AccountActor): Extract<ApplicationDecision, { ok: false }> | null {
  if (!user) return { ok: false, status: 404, message: MEMBERSHIP_MESSAGES.applicationNotFound }
  // No one decides their own application; a staff account's standing is the administrators' (issue 30).
  if (user.id === actor.id) return { ok: false, status: 403, message: MEMBER_ACCOUNT_MESSAGES.ownRecord }
  if (rolesOf(user).length && !isAdministrator(actor)) return { ok: false, status: 403, message: MEMBER_ACCOUNT_MESSAGES.staffAdminsOnly }
  if (user.membershipStatus !== 'pending' || user.approvedAt) return { ok: false, status: 409, message: MEMBERSHIP_MESSAGES.notPending }
  return null
}

/**
 * The next EMP number no account, reservation or listing holds, taken for this account: each try is an
 * insert under the ID (setMembershipId), so two approvals at once never get one number, and the
 * numbers run on without gaps. A listing's number is skipped: it would link that listing to this account.
 */
export async function assignNextMembershipId(userId: string): Promise<string> {
  const [accounts, reserved, listings] = await Promise.all([listUserMembershipIds(), listReservedMembershipNumbers(), listAllListings()])
  const held = new Set([...accounts, ...reserved, ...listings.map((l) => l.membershipId)])
  let candidate = nextMembershipId(held)
  for (let attempt = 0; attempt < 1000; attempt++) {
    if (!held.has(candidate) && !(await isMembershipIdListed(candidate)) && (await setMembershipId(userId, candidate)) === 'set') return candidate
    held.add(candidate)
    candidate = nextMembershipId(held)
  }
  throw new Error('could not find a free membership ID')
}

/**
 * Approves a pending application: the membership ID (a claimed one the secretariat confirms, or the
 * next EMP number), then the first invoice (entry and first year's fee); where nothing is due the
 * membership is active at once. Mails the applicant; audited.
 */
export async function approveApplication(actor: AccountActor, userId: string, { membershipId }: { membershipId?: string }): Promise<ApplicationDecision> {
  const user = await getUserById(userId)
  const refused = undecided(user, actor)
  if (refused || !user) return refused!
  const key = decisionKey(user)
  if (!(await claimOnce('application-decision', key))) return { ok: false, status: 409, message: MEMBERSHIP_MESSAGES.notPending }
  let id: string
  if (membershipId) {
    const outcome = await setMembershipId(user.id, membershipId)
    if (outcome !== 'set') {
      await releaseOnce('application-decision', key)
      if (outcome === 'not-found') return { ok: false, status: 404, message: MEMBERSHIP_MESSAGES.applicationNotFound }
      return { ok: false, status: 409, message: MEMBERSHIP_MESSAGES.membershipIdTaken, fieldErrors: { membershipId: [MEMBERSHIP_MESSAGES.membershipIdTaken] } }
    }
    id = membershipId
  } else {
    id = await assignNextMembershipId(user.id)
  }
  await setMembershipFields(user.id, { approvedAt: now(), rejectionReason: '' })
  const approved = (await getUserById(user.id))!
  const invoice = await raiseJoiningInvoice(approved)
  if (!invoice) {
    // Nothing to pay (Honorary Fellow): active now, with no period to renew.
    await setMembershipFields(user.id, { membershipStatus: 'active', membershipValidUntil: '' })
    await verificationCodeOf(user.id)
  }
  const claim = user.claimedMembershipId ? ` (claimed ${user.claimedMembershipId})` : ''
  await recordAdminAction(actor, {
    action: 'approved',
    entityType: 'user',
    entityId: user.id,
    summary: `Approved the application of ${fullName(user)} (${user.email}) for ${user.membershipType} as ${id}${claim}${invoice ? `; invoice ${invoice.number}` : '; active, nothing to pay'}`,
  })
  sendMailInBackground(
    applicationApprovedMail({
      to: user.email,
      firstName: user.firstName,
      membershipId: id,
      membershipType: user.membershipType,
      invoice: invoice ? { number: invoice.number, totalSen: invoice.totalSen, dueOn: invoice.dueOn, items: invoice.items } : null,
      link: dashboardLink(),
      locale: localeOf(user),
    }),
  )
  return { ok: true, user: (await getUserById(user.id))!, invoice: invoice ? invoiceView(invoice) : null }
}

/** Rejects a pending application with a reason, which is mailed to the applicant; audited. */
export async function rejectApplication(actor: AccountActor, userId: string, { reason }: { reason: string }): Promise<ApplicationDecision> {
  const user = await getUserById(userId)
  const refused = undecided(user, actor)
  if (refused || !user) return refused!
  if (!(await claimOnce('application-decision', decisionKey(user)))) return { ok: false, status: 409, message: MEMBERSHIP_MESSAGES.notPending }
  await setMembershipFields(user.id, { membershipStatus: 'rejected', rejectionReason: reason })
  await recordAdminAction(actor, {
    action: 'rejected',
    entityType: 'user',
    entityId: user.id,
    summary: `Rejected the application of ${fullName(user)} (${user.email}) for ${user.membershipType}: ${reason}`,
  })
  sendMailInBackground(applicationRejectedMail({ to: user.email, firstName: user.firstName, reason, link: dashboardLink(), locale: localeOf(user) }))
  return { ok: true, user: (await getUserById(user.id))!, invoice: null }
}

/**
 * A rejected applicant applies again (issue 18, "afterwards"): pending once more, a new application
 * with its own decision; the type and the claim may change.
 */
export async function applyAgain(
  user: PublicUser,
  { membershipType, claimedMembershipId, phone, state }: { membershipType: string; claimedMembershipId: string; phone?: string; state?: string },
) {
  if (user.membershipStatus !== 'rejected') return { ok: false as const, status: 409 as const, message: MEMBERSHIP_MESSAGES.notRejected }
  await setMembershipFields(user.id, {
    ...(phone === undefined ? {} : { phone }),
    ...(state === undefined ? {} : { state }),
    membershipStatus: 'pending',
    membershipType,
    claimedMembershipId,
    appliedAt: now(),
    applicationKey: newApplicationKey(),
    approvedAt: null,
    rejectionReason: '',
  })
  const claim = claimedMembershipId ? `, claiming ${claimedMembershipId}` : ''
  await recordAdminAction(auditActorOf(user), {
    action: 'applied',
    entityType: 'user',
    entityId: user.id,
    summary: `${fullName(user)} applied again for ${membershipType} membership${claim}`,
  })
  notifyStaffInBackground('application', { name: fullName(user), type: membershipType }, adminPaths.applications)
  return { ok: true as const, user: (await getUserById(user.id))! }
}
