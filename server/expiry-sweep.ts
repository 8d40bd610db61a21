import { sweepCpdEntryWrites } from '#app/models/cpd-entry-write.server.ts'
import { sweepEmailChangeRequests } from '#app/models/email-change-request.server.ts'
import { EmailVerificationToken } from '#app/models/email-verification-token.server.ts'
import { PasswordResetToken } from '#app/models/password-reset-token.server.ts'
import { sweepRateLimitSlots } from '#app/models/rate-limit-slot.server.ts'
import { Session } from '#app/models/session.server.ts'
import { TokenUse } from '#app/models/token-use.server.ts'

/**
 * How often expired documents are removed. Expired ones are refused when read, so this only frees
 * space; ten minutes because rate-limit attempts pile up faster than sessions and links.
 */
export const SWEEP_INTERVAL_MS = 10 * 60 * 1000
const ONE_DAY = 24 * 60 * 60 * 1000

/**
 * Removes what only mattered for a while, as a TTL index would on MongoDB, which FerretDB refuses
 * (docs/conventions.md): sessions, links and link uses whose `expiresAt` has passed, the attempts of
 * rate-limit windows that have ended, the version claims of CPD entries older than a day (no page is
 * open that long) and expired e-mail change requests. Answers how many of each went.
 */
export async function sweepExpiredDocuments(now = new Date()) {
  const expired = { expiresAt: { $lte: now } }
  const deleted = (result: { deletedCount: number }) => result.deletedCount
  const [sessions, passwordResetTokens, emailVerificationTokens, tokenUses, rateLimitSlots, cpdEntryWrites, emailChangeRequests] =
    await Promise.all([
      Session.deleteMany(expired).then(deleted),
      PasswordResetToken.deleteMany(expired).then(deleted),
      EmailVerificationToken.deleteMany(expired).then(deleted),
      TokenUse.deleteMany(expired).then(deleted),
      sweepRateLimitSlots(now),
      sweepCpdEntryWrites(new Date(now.getTime() - ONE_DAY)),
      sweepEmailChangeRequests(now),
    ])
  return { sessions, passwordResetTokens, emailVerificationTokens, tokenUses, rateLimitSlots, cpdEntryWrites, emailChangeRequests }
}

/** Sweeps once soon after start-up and then every SWEEP_INTERVAL_MS; a failed sweep is logged and retried next time. */
export function scheduleExpirySweep(log: (message: string) => void = console.error) {
  const run = () => sweepExpiredDocuments().catch((error: Error) => log(`Sweeping expired records failed: ${error.message}`))
  const first = setTimeout(run, 60_000)
  const every = setInterval(run, SWEEP_INTERVAL_MS)
  first.unref()
  every.unref()
  return () => {
    clearTimeout(first)
    clearInterval(every)
  }
}
