import { sweepDirectoryChanges } from '#app/models/directory-version.server.ts'
import { sweepCpdEntryWrites } from '#app/models/cpd-entry-write.server.ts'
import { CPD_WRITE_GRACE_MS, finishPendingCpdWrites } from '#app/models/cpd-entry.server.ts'
import { sweepEmailChangeRequests } from '#app/models/email-change-request.server.ts'
import { sweepOrphanMediaFiles } from '#app/models/media.server.ts'
import { EmailVerificationToken } from '#app/models/email-verification-token.server.ts'
import { sweepJobRuns } from '#app/models/job-run.server.ts'
import { PasswordResetToken } from '#app/models/password-reset-token.server.ts'
import { sweepRateLimitSlots } from '#app/models/rate-limit-slot.server.ts'
import { Session } from '#app/models/session.server.ts'
import { TokenUse } from '#app/models/token-use.server.ts'
import { eraseClosedAccounts } from '#app/services/account-closure.server.ts'
import { finishUnfinishedPayments } from '#app/services/payment-completion.server.ts'
import { requeryOpenBills } from '#app/services/online-payments.server.ts'
import { finishPendingSeatSteps, releaseExpiredHolds } from '#app/services/events.server.ts'
import { sweepUnattachedUploads } from '#app/services/media.server.ts'
import { scheduleOncePerSlot } from './scheduled-jobs.server.ts'

/**
 * How often expired documents are removed (EXPIRY_SWEEP_INTERVAL_MS changes it). Expired ones are
 * refused when read, so this only frees space; ten minutes because rate-limit attempts pile up faster
 * than sessions and links.
 */
export const SWEEP_INTERVAL_MS = 10 * 60 * 1000
const ONE_DAY = 24 * 60 * 60 * 1000
/** An upload writes its files and then its media document within seconds: files an hour old without one are left over. */
const ORPHAN_FILE_AGE_MS = 60 * 60 * 1000

/**
 * Removes what only mattered for a while, as a TTL index would on MongoDB, which FerretDB refuses
 * (docs/conventions.md): sessions, links and link uses whose `expiresAt` has passed, the attempts of
 * rate-limit windows that have ended, the version claims of CPD entries older than a day (no page is
 * open that long), expired e-mail change requests, the claims of scheduled jobs' past slots, and uploaded
 * files whose media document never came or is gone (models/media.server.ts), and uploads a day old that
 * nothing uses (services/media.server.ts `sweepUnattachedUploads`). Answers how many of each went,
 * how many payments left unfinished it finished (services/payment-completion.server.ts), and how many online
 * payments it learnt of by asking the provider (services/online-payments.server.ts).
 */
export async function sweepExpiredDocuments(now = new Date(), logError: (message: string) => void = console.error) {
  const expired = { expiresAt: { $lte: now } }
  const deleted = (result: { deletedCount: number }) => result.deletedCount
  const [sessions, passwordResetTokens, emailVerificationTokens, tokenUses, rateLimitSlots, cpdEntryWrites, emailChangeRequests, jobRuns, orphanMediaFiles, directoryChanges] =
    await Promise.all([
      Session.deleteMany(expired).then(deleted),
      PasswordResetToken.deleteMany(expired).then(deleted),
      EmailVerificationToken.deleteMany(expired).then(deleted),
      TokenUse.deleteMany(expired).then(deleted),
      sweepRateLimitSlots(now),
      sweepCpdEntryWrites(new Date(now.getTime() - ONE_DAY)),
      sweepEmailChangeRequests(now),
      sweepJobRuns(now),
      sweepOrphanMediaFiles(new Date(now.getTime() - ORPHAN_FILE_AGE_MS)),
      sweepDirectoryChanges(new Date(now.getTime() - ONE_DAY)),
    ])
  // After the others: it deletes sessions and media itself. Closed accounts whose cooling-off has ended by the
  // app's clock (domain/clock.ts, which tests move), not by `now` (issue 21). Each step after this point
  // is guarded: one that fails is logged and counted as nothing, and the steps after it still run.
  const erasedAccounts = await guarded('erasing closed accounts', () => eraseClosedAccounts(), logError)
  // Not a removal: payments left half recorded by a failed or vanished request are finished (issue 30).
  const unfinishedPaymentsFinished = await guarded('finishing payments', () => finishUnfinishedPayments(now.getTime(), logError), logError)
  // Online payments whose callback has not come (issue 34): the provider is asked, and those it says are paid are recorded, once.
  const onlinePaymentsRecorded = await guarded('asking the payment provider', () => requeryOpenBills(now.getTime(), logError), logError)
  // Visitors' seats held past their 30 minutes go back, to those waiting first (issue 30; the app's clock).
  const expiredHoldsReleased = await guarded('releasing held seats', () => releaseExpiredHolds(), logError)
  // A seat's invoice and mail that a failed request left pending (issue 30).
  const seatStepsFinished = await guarded('finishing seats', () => finishPendingSeatSteps(new Date(now.getTime() - 2 * 60 * 1000), logError), logError)
  // Uploads a day old that nothing uses (issue 30, finding 9): they count against their owner's quota.
  const unattachedUploads = await guarded('deleting unattached uploads', () => sweepUnattachedUploads(now), logError)
  // A member's CPD figures after a write that failed half-way (issue 31): computed again, the write's note gone.
  const cpdWritesFinished = await guarded('finishing CPD figures', () => finishPendingCpdWrites(new Date(now.getTime() - CPD_WRITE_GRACE_MS)), logError)
  return { cpdWritesFinished, unfinishedPaymentsFinished, onlinePaymentsRecorded, expiredHoldsReleased, seatStepsFinished, unattachedUploads, sessions, passwordResetTokens, emailVerificationTokens, tokenUses, rateLimitSlots, cpdEntryWrites, emailChangeRequests, jobRuns, orphanMediaFiles, directoryChanges, erasedAccounts }
}

/** Runs one step of the sweep; a failure is logged and counts as nothing done. */
async function guarded(step: string, run: () => Promise<number>, logError: (message: string) => void) {
  try {
    return await run()
  } catch (error) {
    logError(`Sweeping expired records: ${step} failed: ${error instanceof Error ? error.message : String(error)}`)
    return 0
  }
}

export const EXPIRY_SWEEP_JOB = 'expiry-sweep'

/**
 * Sweeps in every slot of `intervalMs`, and once soon after start-up for the slot then current. Every
 * app process calls this, and each slot's sweep is run by exactly one of them: the one whose claim of
 * the slot is inserted first (app/jobs/scheduled-jobs.server.ts). A failed sweep is logged; the next slot tries again.
 */
export function scheduleExpirySweep({ intervalMs = SWEEP_INTERVAL_MS, log = console.log, logError = console.error } = {}) {
  return scheduleOncePerSlot(
    { name: EXPIRY_SWEEP_JOB, intervalMs, run: () => sweepExpiredDocuments(new Date(), logError) },
    {
      log,
      logError: (message) => logError(`Sweeping expired records failed: ${message}`),
      describe: (removed) =>
        Object.entries(removed)
          .filter(([, count]) => count > 0)
          .map(([what, count]) => `${count} ${what}`)
          .join(', ') || 'nothing had expired',
    },
  )
}
