import type { MembershipStatus } from '#app/domain/constants.ts'
import { isAdministrator, rolesOf, type WithRoles } from '#app/domain/roles.ts'
import { cpdTotalsForUsers } from '#app/models/cpd-entry.server.ts'
import {
  countActiveAdmins,
  getUserByEmail,
  getUserById,
  listActiveMembersWithPeriods,
  searchUsersForAdmin,
  setAccountFlags,
  setMembershipId,
  setRoles,
  type PublicUser,
} from '#app/models/user.server.ts'
import { MEMBER_ACCOUNT_MESSAGES } from '#app/validation/admin-messages.ts'
import { MEMBERSHIP_MESSAGES } from '#app/validation/membership-messages.ts'
import { message } from '#app/validation/messages.ts'
import type { MemberAccountAction } from '#app/validation/admin-members.ts'
import { endAllSessionsOfUser } from '#app/utils/auth.server.ts'
import { auditActorOf, recordAdminAction, type AuditActor, type AccountActor } from './audit.server.ts'
import { isRenewalDue, stageOf } from './membership.server.ts'
import type { ListSort, MemberSortField } from '#app/domain/list-sort.ts'

/**
 * Member accounts for administrators (/admin/members): the search, and the changes an administrator
 * may make to an account. Each change is recorded in the audit log; a change of status or of the
 * active flag also refreshes the public directory (setAccountFlags does), which hides the listing of a
 * suspended or expired member.
 */

function fullName(user: Pick<PublicUser, 'firstName' | 'lastName'>) {
  return `${user.firstName} ${user.lastName}`
}

/** A page of the accounts that match, each with its CPD totals, as the list shows them. */
/**
 * A page of the accounts for /admin/members. `due: 'renewal'` keeps the members whose renewal is due
 * (the admin panel's count links here): worked out by the same rule as the panel's count.
 */
export async function listMembersForAdmin(query: {
  search: string
  status: string
  due?: string
  page: number
  perPage: number
  sort?: ListSort<MemberSortField>
}) {
  const ids = query.due === 'renewal' ? (await listActiveMembersWithPeriods()).filter(isRenewalDue).map((u) => u.id) : undefined
  const { items, total } = await searchUsersForAdmin({ search: query.search, status: query.status, page: query.page, perPage: query.perPage, ids, sort: query.sort })
  const totals = await cpdTotalsForUsers(items.map((u) => u.id))
  const rows = items.map((u) => ({
    id: u.id,
    name: fullName(u),
    email: u.email,
    username: u.username,
    membershipId: u.membershipId ?? '',
    membershipType: u.membershipType,
    membershipStatus: u.membershipStatus ?? 'pending',
    // Issue 33: the stage the member's own pages show (an approved applicant who owes is not "pending").
    stage: stageOf(u),
    isAdmin: Boolean(u.isAdmin),
    isActive: u.isActive !== false,
    /** A pending closure (issue 21): when the account will be erased unless the secretariat cancels it. */
    closureErasesAt: u.closureErasesAt ? new Date(u.closureErasesAt).toISOString() : null,
    lastLogin: u.lastLogin ? new Date(u.lastLogin).toISOString() : null,
    cpd: totals.get(u.id) ?? { approvedHours: 0, pendingCount: 0 },
    // Issue 33: the roles and the last day, set on the page.
    roles: rolesOf(u),
    lastDay: u.membershipValidUntil || '',
  }))
  return { total, items: rows }
}

export type MemberAccountResult = { ok: true; message: string; changed: boolean } | { ok: false; status: 403 | 404 | 409; message: string }

/** What a change does to an account's standing: its status, its active flag, its roles. */
export interface StandingChange {
  membershipStatus?: string
  isActive?: boolean
  roles?: readonly string[]
}

/** An administrator who can use the administration: signed in (active) and not suspended. */
const isWorkingAdministrator = (user: PublicUser) => isAdministrator(user) && user.isActive !== false && user.membershipStatus !== 'suspended'

/** Whether the change leaves the account a working administrator. */
function staysWorkingAdministrator(user: PublicUser, change: StandingChange) {
  return isWorkingAdministrator({
    ...user,
    ...(change.roles !== undefined ? { roles: [...change.roles], isAdmin: change.roles.length > 0 } : {}),
    ...(change.isActive !== undefined ? { isActive: change.isActive } : {}),
    ...(change.membershipStatus !== undefined ? { membershipStatus: change.membershipStatus } : {}),
  } as PublicUser)
}

/**
 * The staff rule (issue 30, finding 1), checked by every door that changes an account's status, active
 * flag or roles: an account that holds a staff role is the administrators' alone to change (403), and
 * the last working administrator cannot be deactivated, suspended or demoted (409), by anyone.
 */
export async function standingChangeRefusal(
  actor: WithRoles,
  user: PublicUser,
  change: StandingChange,
): Promise<{ status: 403 | 409; message: string } | null> {
  if (rolesOf(user).length > 0 && !isAdministrator(actor)) return { status: 403, message: MEMBER_ACCOUNT_MESSAGES.staffAdminsOnly }
  if (isWorkingAdministrator(user) && !staysWorkingAdministrator(user, change) && (await countActiveAdmins()) <= 1) {
    return { status: 409, message: MEMBER_ACCOUNT_MESSAGES.lastAdmin }
  }
  return null
}

/**
 * After a change that took away a working administrator: two administrators demoting each other at
 * once would both pass the check, so when none is left the change is undone (`undo`) and refused.
 */
export async function undoIfNoAdministratorLeft(user: PublicUser, change: StandingChange, undo: () => Promise<unknown>) {
  if (!isWorkingAdministrator(user) || staysWorkingAdministrator(user, change)) return false
  if ((await countActiveAdmins()) > 0) return false
  await undo()
  return true
}

const STATUS_ACTIONS: Record<MembershipStatus, string> = {
  active: 'activated',
  pending: 'marked-pending',
  suspended: 'suspended',
  expired: 'marked-expired',
  rejected: 'marked-rejected',
}

function record(actor: AuditActor, user: PublicUser, action: string, summary: string) {
  return recordAdminAction(actor, { action, entityType: 'user', entityId: user.id, summary: `${summary} (${user.email}, ${user.membershipId})` })
}

/** One administrator's change to one account. `actor.id` is the administrator's own account. */
/** The row actions this service does; the roles and the last day are membership-admin.server.ts's `updateMemberRecord`. */
export type AccountFlagAction = Exclude<MemberAccountAction, { intent: 'set-roles' | 'set-last-day' }>

export async function applyMemberAccountAction(actor: AccountActor, action: AccountFlagAction): Promise<MemberAccountResult> {
  const user = await getUserById(action.userId)
  if (!user) return { ok: false, status: 404, message: MEMBER_ACCOUNT_MESSAGES.notFound }
  const name = fullName(user)
  const unchanged = (text: string): MemberAccountResult => ({ ok: true, message: text, changed: false })
  // Said first: whoever else is an administrator, no one deactivates their own account.
  if (action.intent === 'deactivate' && user.id === actor.id) return { ok: false, status: 409, message: MEMBER_ACCOUNT_MESSAGES.notYourself }
  const change = standingChangeOf(action)
  if (change) {
    if (!isAdministrator(actor) && (action.intent === 'grant-admin' || action.intent === 'remove-admin')) {
      return { ok: false, status: 403, message: MEMBERSHIP_MESSAGES.rolesForbidden }
    }
    const refusal = await standingChangeRefusal(actor, user, change)
    if (refusal) return { ok: false, ...refusal }
  }
  const lastAdmin = { ok: false, status: 409, message: MEMBER_ACCOUNT_MESSAGES.lastAdmin } as const

  switch (action.intent) {
    case 'set-status': {
      const from = user.membershipStatus ?? 'pending'
      const to = action.membershipStatus
      if (from === to) return unchanged(message(`messages:members.statusAlready.${to}`, { name }))
      await setAccountFlags(user.id, { membershipStatus: to })
      if (await undoIfNoAdministratorLeft(user, { membershipStatus: to }, () => setAccountFlags(user.id, { membershipStatus: from }))) return lastAdmin
      await record(actor, user, STATUS_ACTIONS[to], `Changed ${name}'s membership status from ${from} to ${to}`)
      return { ok: true, changed: true, message: message(`messages:members.statusNow.${to}`, { name }) }
    }
    case 'set-membership-id': {
      const from = user.membershipId
      const to = action.membershipId
      if (from === to) return unchanged(message('messages:members.idAlready', { name, id: to }))
      const outcome = await setMembershipId(user.id, to)
      if (outcome === 'not-found') return { ok: false, status: 404, message: MEMBER_ACCOUNT_MESSAGES.notFound }
      if (outcome === 'taken') return { ok: false, status: 409, message: MEMBER_ACCOUNT_MESSAGES.membershipIdTaken }
      // The listing with the new ID is now linked to this account (and follows its status), the old one
      // no longer: setMembershipId refreshes the directory itself.
      await record(actor, { ...user, membershipId: to }, 'changed-membership-id', `Changed ${name}'s membership ID from ${from} to ${to}`)
      return { ok: true, changed: true, message: message('messages:members.idNow', { name, id: to }) }
    }
    case 'grant-admin': {
      if (isAdministrator(user)) return unchanged(message('messages:members.adminAlready', { name }))
      await setRoles(user.id, ['administrator'])
      await record(actor, user, 'granted-admin', `Made ${name} an administrator`)
      return { ok: true, changed: true, message: message('messages:members.adminNow', { name }) }
    }
    case 'remove-admin': {
      if (!user.isAdmin) return unchanged(message('messages:members.notAdmin', { name }))
      const before = rolesOf(user)
      await setRoles(user.id, [])
      if (await undoIfNoAdministratorLeft(user, { roles: [] }, () => setRoles(user.id, before))) return lastAdmin
      await record(actor, user, 'removed-admin', `Removed ${name}'s administrator rights`)
      return { ok: true, changed: true, message: message('messages:members.adminRemoved', { name }) }
    }
    case 'deactivate': {
      if (user.isActive === false) return unchanged(message('messages:members.deactivatedAlready', { name }))
      await setAccountFlags(user.id, { isActive: false })
      if (await undoIfNoAdministratorLeft(user, { isActive: false }, () => setAccountFlags(user.id, { isActive: true }))) return lastAdmin
      // Signed out everywhere at once, not at their next request's check.
      await endAllSessionsOfUser(user.id)
      await record(actor, user, 'deactivated', `Deactivated ${name}'s account and ended their sessions`)
      return { ok: true, changed: true, message: message('messages:members.deactivatedNow', { name }) }
    }
    case 'reactivate': {
      if (user.isActive !== false) return unchanged(message('messages:members.activeAlready', { name }))
      await setAccountFlags(user.id, { isActive: true })
      await record(actor, user, 'reactivated', `Reactivated ${name}'s account`)
      return { ok: true, changed: true, message: message('messages:members.reactivatedNow', { name }) }
    }
  }
}

/** What an action at /admin/members does to the account's standing; none for its membership ID. */
function standingChangeOf(action: AccountFlagAction): StandingChange | null {
  switch (action.intent) {
    case 'set-status':
      return { membershipStatus: action.membershipStatus }
    case 'grant-admin':
      return { roles: ['administrator'] }
    case 'remove-admin':
      return { roles: [] }
    case 'deactivate':
      return { isActive: false }
    case 'reactivate':
      return { isActive: true }
    case 'set-membership-id':
      return null
  }
}

// ---------------------------------------------------------------------------------------------------
// `npm run make-admin -- <email>`

/** What make-admin changed, in the order it says them, each in the words of the audit log and the command line. */
export const PROMOTION_CHANGES = {
  'made-administrator': 'made an administrator',
  reactivated: 'account reactivated (it can sign in again)',
  'lifted-suspension': 'suspension lifted (membership active)',
  'activated-membership': 'membership made active',
} as const
export type PromotionChange = keyof typeof PROMOTION_CHANGES

export type PromotionResult = { outcome: 'promoted' | 'already-admin'; user: PublicUser; changes: PromotionChange[] } | { outcome: 'unknown-email' }

/**
 * Makes an existing account a working administrator, from the command line (scripts/make-admin.ts): the
 * role, the account reactivated, a suspension lifted (the way back when no administrator is left, issue
 * 30). The audit log needs an actor: the promoted account itself, with a summary that says where it came from.
 */
export async function promoteToAdmin(email: string): Promise<PromotionResult> {
  const user = await getUserByEmail(email)
  if (!user) return { outcome: 'unknown-email' }
  const changes: PromotionChange[] = []
  if (!isAdministrator(user)) {
    await setRoles(user.id, ['administrator'])
    changes.push('made-administrator')
  }
  if (user.isActive === false) {
    await setAccountFlags(user.id, { isActive: true })
    changes.push('reactivated')
  }
  // A new administrator's membership is active (as before); an administrator's own is left as it is,
  // unless suspended, which would keep them from changing anything.
  if (user.membershipStatus === 'suspended') {
    await setAccountFlags(user.id, { membershipStatus: 'active' })
    changes.push('lifted-suspension')
  } else if (changes.includes('made-administrator') && user.membershipStatus !== 'active') {
    await setAccountFlags(user.id, { membershipStatus: 'active' })
    changes.push('activated-membership')
  }
  if (!changes.length) return { outcome: 'already-admin', user, changes }
  await recordAdminAction(auditActorOf(user), {
    action: changes.includes('made-administrator') ? 'granted-admin' : 'restored-admin',
    entityType: 'user',
    entityId: user.id,
    summary: `By make-admin from the command line: ${changes.map((change) => PROMOTION_CHANGES[change]).join('; ')}`,
  })
  return { outcome: 'promoted', user: (await getUserById(user.id)) ?? user, changes }
}

/** One account by id, as the administration shows it; null for none. */
export { getUserById as getAccount } from '#app/models/user.server.ts'
