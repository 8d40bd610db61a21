import { EmailVerificationToken } from '#app/models/email-verification-token.server.ts'
import { PasswordResetToken } from '#app/models/password-reset-token.server.ts'
import { Session } from '#app/models/session.server.ts'
import { TokenUse } from '#app/models/token-use.server.ts'

/** How often expired documents are removed. Expired ones are refused when read, so this only frees space. */
export const SWEEP_INTERVAL_MS = 60 * 60 * 1000

/**
 * Removes sessions, links and link uses whose `expiresAt` has passed: what a TTL index would do on
 * MongoDB, which FerretDB refuses (docs/conventions.md). Answers how many of each went.
 */
export async function sweepExpiredDocuments(now = new Date()) {
  const expired = { expiresAt: { $lte: now } }
  const [sessions, passwordResetTokens, emailVerificationTokens, tokenUses] = await Promise.all([
    Session.deleteMany(expired),
    PasswordResetToken.deleteMany(expired),
    EmailVerificationToken.deleteMany(expired),
    TokenUse.deleteMany(expired),
  ]).then((results) => results.map((result) => result.deletedCount))
  return { sessions, passwordResetTokens, emailVerificationTokens, tokenUses }
}

/** Sweeps once soon after start-up and then every SWEEP_INTERVAL_MS; a failed sweep is logged and retried next time. */
export function scheduleExpirySweep(log: (message: string) => void = console.error) {
  const run = () =>
    sweepExpiredDocuments().catch((error: Error) => log(`Sweeping expired sessions and links failed: ${error.message}`))
  const first = setTimeout(run, 60_000)
  const every = setInterval(run, SWEEP_INTERVAL_MS)
  first.unref()
  every.unref()
  return () => {
    clearTimeout(first)
    clearInterval(every)
  }
}
