/**
 * How long each kind of personal data is kept (issue 21, PDPA 2010 s.10): the one list that the privacy
 * notice prints and the scheduled sweeps read, so that what the notice promises is what the app does.
 * Browser-safe: /privacy draws it.
 */
export const RETENTION = {
  /** A closed account waits this long (cancellable by the secretariat) before its personal data is erased. */
  closedAccountCoolingOffDays: 14,
  /** Invoices and receipts keep the payer's name and amounts for seven years (accounting records). */
  financialRecordsYears: 7,
  /** Messages sent through the contact form. */
  contactMessagesMonths: 24,
  /** An unsubscribed newsletter address, kept only to honour the unsubscribe. */
  newsletterUnsubscribesDays: 30,
  /** Used or expired sign-in, reset and confirmation tokens. */
  expiredTokensDays: 7,
  /** A signed-in session that was not used. */
  idleSessionsDays: 30,
  /** The administration's audit record. */
  auditEntriesYears: 7,
  /** Database backups age out after this. */
  backupsDays: 35,
} as const

/** The rows of the notice's retention table, in the order it lists them. */
export const RETENTION_ROWS = [
  { key: 'closedAccount', amount: RETENTION.closedAccountCoolingOffDays, unit: 'days' },
  { key: 'financialRecords', amount: RETENTION.financialRecordsYears, unit: 'years' },
  { key: 'contactMessages', amount: RETENTION.contactMessagesMonths, unit: 'months' },
  { key: 'newsletterUnsubscribes', amount: RETENTION.newsletterUnsubscribesDays, unit: 'days' },
  { key: 'expiredTokens', amount: RETENTION.expiredTokensDays, unit: 'days' },
  { key: 'idleSessions', amount: RETENTION.idleSessionsDays, unit: 'days' },
  { key: 'auditEntries', amount: RETENTION.auditEntriesYears, unit: 'years' },
  { key: 'backups', amount: RETENTION.backupsDays, unit: 'days' },
] as const

export const DAY_MS = 24 * 60 * 60 * 1000

/** `at` moved back by whole calendar months or years (UTC), or by days: a period of RETENTION ends there. */
function before(at: Date, amount: number, unit: 'days' | 'months' | 'years'): Date {
  if (unit === 'days') return new Date(at.getTime() - amount * DAY_MS)
  const moved = new Date(at.getTime())
  moved.setUTCMonth(moved.getUTCMonth() - (unit === 'years' ? amount * 12 : amount))
  return moved
}

/**
 * The retention sweep's limits at `at`: a record whose time is at or before its limit has been kept
 * as long as the notice promises and goes. One function, so the sweep and its test read the same periods.
 */
export function retentionCutoffs(at: Date) {
  return {
    contactMessages: before(at, RETENTION.contactMessagesMonths, 'months'),
    newsletterUnsubscribes: before(at, RETENTION.newsletterUnsubscribesDays, 'days'),
    expiredTokens: before(at, RETENTION.expiredTokensDays, 'days'),
    idleSessions: before(at, RETENTION.idleSessionsDays, 'days'),
    auditEntries: before(at, RETENTION.auditEntriesYears, 'years'),
  }
}
export type RetentionCutoffs = ReturnType<typeof retentionCutoffs>

/** When a request made at `madeAt` must be answered (PDPA: 21 days for access and correction). */
export const REQUEST_ANSWER_DAYS = 21

/** What a consent was given for. */
export const CONSENT_PURPOSES = ['application', 'newsletter', 'acknowledgement', 'concern'] as const
export type ConsentPurpose = (typeof CONSENT_PURPOSES)[number]

/** The notice that ships with the site, before an administrator publishes another. */
export const BUILT_IN_NOTICE_VERSION = 1

/**
 * A notice's text as written by an administrator: "## " starts a heading, a blank line a paragraph.
 * Plain text only: nothing in it is read as HTML.
 */
export function noticeBlocks(text: string): Array<{ kind: 'heading' | 'paragraph'; text: string }> {
  return text
    .replace(/\r\n?/g, '\n')
    .split(/\n\s*\n/)
    .map((block) => block.trim())
    .filter(Boolean)
    .map((block) => (block.startsWith('## ') ? { kind: 'heading' as const, text: block.slice(3).trim() } : { kind: 'paragraph' as const, text: block }))
}
