import { adminPaths } from '#app/config/admin-paths.ts'
import { governancePaths } from '#app/config/governance-paths.ts'
import { financePaths } from '#app/config/finance-paths.ts'
import { staffAreasOf, type AdminArea, type WithRoles } from './roles.ts'

/*
 * Apart from roles.ts, which the browser loads on every page: the administration's addresses are only
 * needed where /admin sends someone on.
 */

/** Where each part of the administration starts: its first page in the navigation (renewals and roles have none of their own). */
const AREA_HOMES: Partial<Record<AdminArea, string>> = {
  listings: adminPaths.listings,
  applications: adminPaths.applications,
  members: adminPaths.members,
  finance: financePaths.payments,
  cpd: adminPaths.cpd,
  content: adminPaths.content,
  messages: adminPaths.messages,
  audit: adminPaths.audit,
  privacy: adminPaths.privacy,
  elections: governancePaths.elections,
}

/**
 * The first page of the administration this account may open (issue 32: "Administration" sends a
 * treasurer to her payments, not to a 403 on the listings); null for an account that holds no staff role.
 */
export function adminHomeOf(user: WithRoles | null | undefined): string | null {
  for (const area of staffAreasOf(user)) {
    const home = AREA_HOMES[area]
    if (home) return home
  }
  return null
}
