import { sweepCpdEntryWrites } from '#app/models/cpd-entry-write.server.ts'
import { sweepEmailChangeRequests } from '#app/models/email-change-request.server.ts'
import { sweepRateLimitSlots } from '#app/models/rate-limit-slot.server.ts'

const TEN_MINUTES = 10 * 60 * 1000
const ONE_DAY = 24 * 60 * 60 * 1000

/**
 * Removes what only mattered for a while: the attempts of rate-limit windows that have ended, the
 * version claims of CPD entries older than a day (no page is open that long), and expired e-mail
 * change requests. FerretDB has no TTL indexes, so this is the expiry. Answers what it removed.
 */
export async function sweepExpiredRecords(now = new Date()) {
  const [rateLimitSlots, cpdEntryWrites, emailChangeRequests] = await Promise.all([
    sweepRateLimitSlots(now),
    sweepCpdEntryWrites(new Date(now.getTime() - ONE_DAY)),
    sweepEmailChangeRequests(now),
  ])
  return { rateLimitSlots, cpdEntryWrites, emailChangeRequests }
}

/** Sweeps now and every 10 minutes while the server runs; a failure (the database away) waits for the next. */
export function startScheduledSweeps({ intervalMs = TEN_MINUTES }: { intervalMs?: number } = {}) {
  const run = () =>
    sweepExpiredRecords().catch((error: unknown) => {
      console.warn('The scheduled sweep of expired records failed; it runs again in a while:', (error as Error).message)
    })
  void run()
  const timer = setInterval(run, intervalMs)
  timer.unref()
  return () => clearInterval(timer)
}
