import { runRenewals, type RenewalRun } from '#app/services/renewals.server.ts'
import { scheduleOncePerSlot } from './scheduled-jobs.server.ts'

/**
 * The membership renewals (app/services/renewals.server.ts: renewal invoices, reminders, lapses) every
 * hour: the steps go by Malaysian calendar day, so an hourly slot catches a day's work within the hour
 * and a process that was down catches up at its next start. Every app process schedules it; each slot
 * runs in one of them (app/jobs/scheduled-jobs.server.ts), and each reminder is still sent once if two ran.
 */
export const RENEWALS_JOB = 'membership-renewals'
export const RENEWALS_INTERVAL_MS = 60 * 60 * 1000

export function scheduleRenewals({ intervalMs = RENEWALS_INTERVAL_MS, log = console.log, logError = console.error } = {}) {
  return scheduleOncePerSlot<RenewalRun>(
    { name: RENEWALS_JOB, intervalMs, run: () => runRenewals() },
    {
      log,
      logError: (message) => logError(`Membership renewals failed: ${message}`),
      describe: ({ invoices, sent, expired }) => `${invoices} renewal invoices, ${sent} reminders, ${expired} expired`,
    },
  )
}
