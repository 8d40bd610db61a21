import { sweepRetention } from '#app/services/retention.server.ts'
import { scheduleOncePerSlot } from './scheduled-jobs.server.ts'

/** Retention periods are counted in days at the least, so once a day is enough. */
export const RETENTION_SWEEP_INTERVAL_MS = 24 * 60 * 60 * 1000
export const RETENTION_SWEEP_JOB = 'retention-sweep'

/**
 * Removes what the privacy notice says is kept no longer (services/retention.server.ts), once a day and
 * once soon after start-up. Every app process schedules it; each day's slot runs in one of them, claimed
 * by an insert under a unique key (app/jobs/scheduled-jobs.server.ts). A failed sweep is logged; the next slot tries again.
 */
export function scheduleRetentionSweep({ intervalMs = RETENTION_SWEEP_INTERVAL_MS, log = console.log, logError = console.error } = {}) {
  return scheduleOncePerSlot(
    { name: RETENTION_SWEEP_JOB, intervalMs, run: () => sweepRetention() },
    {
      log,
      logError: (message) => logError(`Retention sweep failed: ${message}`),
      describe: (removed) =>
        Object.entries(removed)
          .filter(([, count]) => count > 0)
          .map(([what, count]) => `${count} ${what}`)
          .join(', ') || 'nothing was past its retention period',
    },
  )
}
