import { runStaffDigests, type DigestRun } from '#app/services/staff-notices.server.ts'
import { scheduleOncePerSlot } from './scheduled-jobs.server.ts'

/**
 * The staff's daily summaries (services/staff-notices.server.ts) every hour: each goes at the first run
 * from 08:00 Malaysia time, once a day per person, whichever process runs the slot.
 */
export const STAFF_DIGESTS_JOB = 'staff-digests'
export const STAFF_DIGESTS_INTERVAL_MS = 60 * 60 * 1000

export function scheduleStaffDigests({ intervalMs = STAFF_DIGESTS_INTERVAL_MS, log = console.log, logError = console.error } = {}) {
  return scheduleOncePerSlot<DigestRun>(
    { name: STAFF_DIGESTS_JOB, intervalMs, run: () => runStaffDigests() },
    { log, logError: (message) => logError(`Staff summaries failed: ${message}`), describe: ({ sent }) => `${sent} summaries sent` },
  )
}
