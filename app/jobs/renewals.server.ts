import { runAnnualReturnDuties, type AnnualReturnRun } from '#app/services/annual-return.server.ts'
import { runRenewals, type RenewalRun } from '#app/services/renewals.server.ts'
import { scheduleOncePerSlot } from './scheduled-jobs.server.ts'

/**
 * The membership renewals (app/services/renewals.server.ts: renewal invoices, reminders, lapses) every
 * hour: the steps go by Malaysian calendar day, so an hourly slot catches a day's work within the hour
 * and a process that was down catches up at its next start. Every app process schedules it; each slot
 * runs in one of them (app/jobs/scheduled-jobs.server.ts), and each reminder is still sent once if two ran.
 * The same run then does the annual return's duties (issue 35, item 4: the secretary's reminders, last
 * year's member count kept), which go by the calendar day too; one failing does not stop the other.
 */
export const RENEWALS_JOB = 'membership-renewals'
export const RENEWALS_INTERVAL_MS = 60 * 60 * 1000

type DailyRun = RenewalRun & { annualReturn: AnnualReturnRun | null }

export function scheduleRenewals({ intervalMs = RENEWALS_INTERVAL_MS, log = console.log, logError = console.error } = {}) {
  const run = async (): Promise<DailyRun> => {
    const [renewals, annualReturn] = await Promise.allSettled([runRenewals(), runAnnualReturnDuties()])
    if (annualReturn.status === 'rejected') logError(`The annual return's reminders failed: ${(annualReturn.reason as Error).message}`)
    if (renewals.status === 'rejected') throw renewals.reason
    return { ...renewals.value, annualReturn: annualReturn.status === 'fulfilled' ? annualReturn.value : null }
  }
  return scheduleOncePerSlot<DailyRun>(
    { name: RENEWALS_JOB, intervalMs, run },
    {
      log,
      logError: (message) => logError(`Membership renewals failed: ${message}`),
      describe: ({ invoices, sent, expired, annualReturn }) =>
        `${invoices} renewal invoices, ${sent} reminders, ${expired} expired; annual return: ${annualReturn?.reminded ?? 0} reminders, ${annualReturn?.kept ?? 0} year-end counts kept`,
    },
  )
}
