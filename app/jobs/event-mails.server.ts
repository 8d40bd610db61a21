import { runEventMails, type EventRun } from '#app/services/events.server.ts'
import { scheduleOncePerSlot } from './scheduled-jobs.server.ts'

/**
 * The mails of events (issue 20: app/services/events.server.ts) every hour: the reminder the day before
 * (Malaysia time) and the certificates of attendance after. Every app process schedules it; each slot
 * runs in one of them (app/jobs/scheduled-jobs.server.ts), and each mail is still sent once if two ran.
 */
export const EVENT_MAILS_JOB = 'event-mails'
export const EVENT_MAILS_INTERVAL_MS = 60 * 60 * 1000

export function scheduleEventMails({ intervalMs = EVENT_MAILS_INTERVAL_MS, log = console.log, logError = console.error } = {}) {
  return scheduleOncePerSlot<EventRun>(
    { name: EVENT_MAILS_JOB, intervalMs, run: () => runEventMails() },
    {
      log,
      logError: (message) => logError(`Event mails failed: ${message}`),
      describe: ({ reminders, certificates }) => `${reminders} reminders, ${certificates} certificates of attendance`,
    },
  )
}
