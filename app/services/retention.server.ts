import { now } from '#app/domain/clock.ts'
import { retentionCutoffs, type RetentionCutoffs } from '#app/domain/retention.ts'
import { AuditLog } from '#app/models/audit-log.server.ts'
import { ContactMessage } from '#app/models/contact-message.server.ts'
import { EmailVerificationToken } from '#app/models/email-verification-token.server.ts'
import { NewsletterConfirmation } from '#app/models/newsletter-confirmation.server.ts'
import { NewsletterDelivery } from '#app/models/newsletter-issue.server.ts'
import { NewsletterSubscriber } from '#app/models/newsletter-subscriber.server.ts'
import { PasswordResetToken } from '#app/models/password-reset-token.server.ts'
import { Session } from '#app/models/session.server.ts'
import { TokenUse } from '#app/models/token-use.server.ts'

/**
 * What the privacy notice promises about how long things are kept (domain/retention.ts, issue 21 item 6),
 * done: one step per kind of record, each a `deleteMany` of what is past its period. A delete is the same
 * whoever runs it and however often, so two sweeps at once (FerretDB is not atomic) or a sweep repeated
 * after a failure leave the same result. A new kind of record with a retention period adds a step here and
 * a row to RETENTION_ROWS (the notice's table).
 */
type RetentionStep = (cutoffs: RetentionCutoffs) => Promise<number>

const deleted = (result: { deletedCount: number }) => result.deletedCount

export const RETENTION_STEPS = {
  /** Contact-form messages, answered or not, after RETENTION.contactMessagesMonths. */
  contactMessages: (cutoffs) => ContactMessage.deleteMany({ createdAt: { $lte: cutoffs.contactMessages } }).then(deleted),
  /** An unsubscribed address is kept only to honour the unsubscribe for a while, then goes, with its lines in the send logs. */
  newsletterUnsubscribes: async (cutoffs) => {
    const gone = { unsubscribedAt: { $ne: null, $lte: cutoffs.newsletterUnsubscribes } }
    const addresses = await NewsletterSubscriber.find(gone).distinct('email')
    if (addresses.length) await NewsletterDelivery.deleteMany({ email: { $in: addresses } })
    return NewsletterSubscriber.deleteMany(gone).then(deleted)
  },
  /**
   * Links and their uses past their expiry by RETENTION.expiredTokensDays. The expiry sweep usually removes
   * them at expiry; this is the notice's upper bound, also for links the expiry sweep missed. A newsletter
   * address whose confirmation link expired unused was never confirmed: it goes with its link.
   */
  expiredTokens: async (cutoffs) => {
    const expired = { expiresAt: { $lte: cutoffs.expiredTokens } }
    const neverConfirmed = await NewsletterConfirmation.find(expired).distinct('email')
    const counts = await Promise.all([
      PasswordResetToken.deleteMany(expired).then(deleted),
      EmailVerificationToken.deleteMany(expired).then(deleted),
      NewsletterConfirmation.deleteMany(expired).then(deleted),
      TokenUse.deleteMany(expired).then(deleted),
      neverConfirmed.length
        ? NewsletterSubscriber.deleteMany({ email: { $in: neverConfirmed }, confirmedAt: null, unsubscribedAt: null }).then(deleted)
        : 0,
    ])
    return counts.reduce((sum, count) => sum + count, 0)
  },
  /** Sessions not used for RETENTION.idleSessionsDays, whatever their expiry says. */
  idleSessions: (cutoffs) => Session.deleteMany({ lastSeenAt: { $lte: cutoffs.idleSessions } }).then(deleted),
  /** The administration's audit record after RETENTION.auditEntriesYears. */
  auditEntries: (cutoffs) => AuditLog.deleteMany({ createdAt: { $lte: cutoffs.auditEntries } }).then(deleted),
} satisfies Record<keyof RetentionCutoffs, RetentionStep>

export type RetentionSweepResult = Record<keyof typeof RETENTION_STEPS, number>

/**
 * Removes every record kept longer than its period, measured from the app's clock (domain/clock.ts, which
 * tests move). Answers how many of each kind went. Steps run one after another: the sweep is daily and
 * not urgent, and the machine is shared with the requests.
 */
export async function sweepRetention(at: Date = now()): Promise<RetentionSweepResult> {
  const cutoffs = retentionCutoffs(at)
  const result = {} as RetentionSweepResult
  for (const [name, step] of Object.entries(RETENTION_STEPS) as Array<[keyof typeof RETENTION_STEPS, RetentionStep]>) {
    result[name] = await step(cutoffs)
  }
  return result
}
