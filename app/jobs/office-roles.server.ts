import { followPositionsForAll } from '#app/services/office-bearers.server.ts'
import { scheduleOncePerSlot } from './scheduled-jobs.server.ts'

/**
 * Roles that follow positions (issue 35, item 1) every hour: a term recorded to begin on a later day
 * gives its role that day, and one whose last day has passed takes it back, whichever process runs the
 * slot (app/jobs/scheduled-jobs.server.ts). A change made on the register applies at once; this catches
 * the calendar.
 */
export const OFFICE_ROLES_JOB = 'office-roles'
export const OFFICE_ROLES_INTERVAL_MS = 60 * 60 * 1000

export function scheduleOfficeRoles({ intervalMs = OFFICE_ROLES_INTERVAL_MS, log = console.log, logError = console.error } = {}) {
  return scheduleOncePerSlot<{ changed: number }>(
    { name: OFFICE_ROLES_JOB, intervalMs, run: () => followPositionsForAll() },
    { log, logError: (message) => logError(`Office-bearers' roles failed: ${message}`), describe: ({ changed }) => `${changed} accounts' roles changed` },
  )
}
