/**
 * Who may do what in the administration (issue 18): an account holds `roles`; the spec's `isAdmin`
 * stays true for any of them so that its clients keep working. An account with `isAdmin` and no roles
 * (made before roles existed, or by `npm run make-admin`) is an administrator. Browser-safe: pages use
 * it to hide what a role cannot use; the server checks it on every request (utils/permissions.server.ts).
 */
export const STAFF_ROLES = ['administrator', 'secretary', 'treasurer', 'cpd-reviewer', 'content-editor', 'conduct-officer'] as const
export type StaffRole = (typeof STAFF_ROLES)[number]

/** The parts of the administration, each checked on its own. */
export const ADMIN_AREAS = [
  'listings',
  'members',
  'applications',
  'content',
  'messages',
  'cpd',
  'renewals',
  'finance',
  'audit',
  'roles',
  // The privacy notice, members' data requests and closed accounts, the breach register (issue 21).
  'privacy',
  // Elections (issue 35): calling them, the candidates nominated on paper, the paper votes and the auditor's view.
  'elections',
  // General meetings (issue 35, item 2) and the Societies Act annual return (item 4): the secretary's.
  'meetings',
  // Concerns raised about practitioners and the sanctions decided on them (issue 36): confidential to the
  // conduct officers and administrators, not the secretariat at large.
  'conduct',
] as const
export type AdminArea = (typeof ADMIN_AREAS)[number]

const GRANTS: Record<StaffRole, readonly AdminArea[]> = {
  administrator: ADMIN_AREAS,
  // Applications, members, listings, content, messages (issue 18), the members' CPD records and renewals, elections, meetings and the annual return (issue 35).
  secretary: ['listings', 'members', 'applications', 'content', 'messages', 'cpd', 'renewals', 'privacy', 'elections', 'meetings'],
  // Invoices, payments, receipts and donations; renewals raise invoices.
  treasurer: ['finance', 'renewals'],
  // Issue 33: the members' CPD entries to review, and the site's content.
  'cpd-reviewer': ['cpd'],
  'content-editor': ['content'],
  // Issue 36: the concerns' case queue and the sanctions on the register.
  'conduct-officer': ['conduct'],
}

export interface WithRoles {
  roles?: readonly string[] | null
  isAdmin?: boolean | null
}

export function rolesOf(user: WithRoles | null | undefined): StaffRole[] {
  if (!user) return []
  const roles = (user.roles ?? []).filter((role): role is StaffRole => (STAFF_ROLES as readonly string[]).includes(role))
  if (roles.length) return roles
  return user.isAdmin ? ['administrator'] : []
}

export function mayManage(user: WithRoles | null | undefined, area: AdminArea): boolean {
  return rolesOf(user).some((role) => GRANTS[role].includes(area))
}

export function isAdministrator(user: WithRoles | null | undefined): boolean {
  return rolesOf(user).includes('administrator')
}

/** The parts of the administration an account may open: the navigation shows these only. */
export function staffAreasOf(user: WithRoles | null | undefined): AdminArea[] {
  return ADMIN_AREAS.filter((area) => mayManage(user, area))
}

