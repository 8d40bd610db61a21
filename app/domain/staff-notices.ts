import { rolesOf, type StaffRole, type WithRoles } from './roles.ts'

/**
 * What the staff hear about (issue 33): each piece of work that waits for someone, and the role that
 * acts on it. The holders of that role get a mail at once, or a daily summary if they chose one on
 * their profile; when no one holds the role, the administrators do. Browser-safe.
 */
export const STAFF_NOTICE_KINDS = ['application', 'application-answer', 'slip', 'listing', 'cpd', 'data-request', 'closure', 'concern', 'credential', 'cpd-audit'] as const
export type StaffNoticeKind = (typeof STAFF_NOTICE_KINDS)[number]

export const ROLE_THAT_ACTS: Record<StaffNoticeKind, StaffRole> = {
  application: 'secretary',
  'application-answer': 'secretary',
  slip: 'treasurer',
  listing: 'secretary',
  cpd: 'cpd-reviewer',
  'data-request': 'secretary',
  closure: 'secretary',
  // Issue 36: a concern raised by the public; a credential to confirm; a CPD audit's evidence sent.
  concern: 'conduct-officer',
  credential: 'cpd-reviewer',
  'cpd-audit': 'cpd-reviewer',
}

/** How a staff member wants to hear: a mail for each (the default), or one summary a day. */
export const STAFF_MAIL_MODES = ['immediate', 'daily'] as const
export type StaffMailMode = (typeof STAFF_MAIL_MODES)[number]

/** The hour (Malaysia time) from which the day's summary goes out. */
export const DIGEST_HOUR = 8

/** Who hears about a kind of work: the holders of the role that acts, else the administrators. */
export function recipientsOf<T extends WithRoles>(staff: readonly T[], kind: StaffNoticeKind): T[] {
  const role = ROLE_THAT_ACTS[kind]
  const holders = staff.filter((member) => rolesOf(member).includes(role))
  return holders.length ? holders : staff.filter((member) => rolesOf(member).includes('administrator'))
}
