import type { MembershipStatus } from '#app/domain/constants.ts'
import { isAdministrator, rolesOf } from '#app/domain/roles.ts'
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
import { message } from '#app/validation/messages.ts'
import type { MemberAccountAction } from '#app/validation/admin-members.ts'
import { endAllSessionsOfUser } from '#app/utils/auth.server.ts'
import { auditActorOf, recordAdminAction, type AuditActor } from './audit.server.ts'
import { isRenewalDue } from './membership.server.ts'
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
    isAdmin: Boolean(u.isAdmin),
    isActive: u.isActive !== false,
    /** A pending closure (issue 21): when the account will be erased unless the secretariat cancels it. */
    closureErasesAt: u.closureErasesAt ? new Date(u.closureErasesAt).toISOString() : null,
    lastLogin: u.lastLogin ? new Date(u.lastLogin).toISOString() : null,
    cpd: totals.get(u.id) ?? { approvedHours: 0, pendingCount: 0 },
  }))
  return { total, items: rows }
}

export type MemberAccountResult = { ok: true; message: string; changed: boolean } | { ok: false; status: 404 | 409; message: string }

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
export async function applyMemberAccountAction(actor: AuditActor, action: MemberAccountAction): Promise<MemberAccountResult> {
  const user = await getUserById(action.userId)
  if (!user) return { ok: false, status: 404, message: MEMBER_ACCOUNT_MESSAGES.notFound }
  const name = fullName(user)
  const unchanged = (text: string): MemberAccountResult => ({ ok: true, message: text, changed: false })

  switch (action.intent) {
    case 'set-status': {
      const from = user.membershipStatus ?? 'pending'
      const to = action.membershipStatus
      if (from === to) return unchanged(message(`messages:members.statusAlready.${to}`, { name }))
      await setAccountFlags(user.id, { membershipStatus: to })
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
      const lastAdmin = { ok: false, status: 409, message: MEMBER_ACCOUNT_MESSAGES.lastAdmin } as const
      if (isAdministrator(user) && user.isActive !== false && (await countActiveAdmins()) <= 1) return lastAdmin
      const before = rolesOf(user)
      await setRoles(user.id, [])
      // Two administrators removing each other at the same moment would both pass the check above.
      if ((await countActiveAdmins()) === 0) {
        await setRoles(user.id, before)
        return lastAdmin
      }
      await record(actor, user, 'removed-admin', `Removed ${name}'s administrator rights`)
      return { ok: true, changed: true, message: message('messages:members.adminRemoved', { name }) }
    }
    case 'deactivate': {
      if (user.id === actor.id) return { ok: false, status: 409, message: MEMBER_ACCOUNT_MESSAGES.notYourself }
      if (user.isActive === false) return unchanged(message('messages:members.deactivatedAlready', { name }))
      await setAccountFlags(user.id, { isActive: false })
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

// ---------------------------------------------------------------------------------------------------
// `npm run make-admin -- <email>`

export type PromotionResult = { outcome: 'promoted' | 'already-admin'; user: PublicUser } | { outcome: 'unknown-email' }

/**
 * Makes an existing account an active administrator, from the command line (scripts/make-admin.ts).
 * The audit log needs an actor: the promoted account itself, with a summary that says where it came from.
 */
export async function promoteToAdmin(email: string): Promise<PromotionResult> {
  const user = await getUserByEmail(email)
  if (!user) return { outcome: 'unknown-email' }
  if (isAdministrator(user)) return { outcome: 'already-admin', user }
  await setRoles(user.id, ['administrator'])
  await setAccountFlags(user.id, { membershipStatus: 'active' })
  await recordAdminAction(
    auditActorOf(user),
    { action: 'granted-admin', entityType: 'user', entityId: user.id, summary: 'Promoted by make-admin from the command line' },
  )
  return { outcome: 'promoted', user: (await getUserById(user.id)) ?? user }
}
