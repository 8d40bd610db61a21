import { runRegisterDuties, type RegisterDutiesRun } from '#app/services/register-duties.server.ts'
import { scheduleOncePerSlot } from './scheduled-jobs.server.ts'

/**
 * The register's duties every hour (issue 36): the concerns' clocks, the credentials' reminders and the
 * monthly CPD audit. Each goes by the Malaysian calendar day and sends each mail once (an insert under a
 * unique key), so an hourly slot catches a day's work and a process that was down catches up at its next
 * start; one failing does not stop the others.
 */
export const REGISTER_DUTIES_JOB = 'register-duties'
export const REGISTER_DUTIES_INTERVAL_MS = 60 * 60 * 1000

export function scheduleRegisterDuties({ intervalMs = REGISTER_DUTIES_INTERVAL_MS, log = console.log, logError = console.error } = {}) {
  const run = async () => {
    const result = await runRegisterDuties()
    for (const failure of result.failed) logError(`The register's duties failed in part: ${failure}`)
    return result
  }
  return scheduleOncePerSlot<RegisterDutiesRun>(
    { name: REGISTER_DUTIES_JOB, intervalMs, run },
    {
      log,
      logError: (message) => logError(`The register's duties failed: ${message}`),
      describe: ({ concerns, credentials, cpdAudit }) => `${concerns} concern steps, ${credentials} credential reminders, ${cpdAudit} CPD audit steps`,
    },
  )
}
