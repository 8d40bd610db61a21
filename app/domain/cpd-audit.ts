/**
 * The random CPD audit's rules (issue 36, item 5; decision 046). Browser-safe: the draw's hashing is
 * services/cpd-audit-draw.server.ts.
 */

/** A case's course: drawn (evidence awaited), submitted, more evidence asked, then one of the three outcomes. */
export const CPD_AUDIT_STATUSES = ['drawn', 'submitted', 'more-evidence', 'met', 'met-after-more-evidence', 'not-met'] as const
export type CpdAuditStatus = (typeof CPD_AUDIT_STATUSES)[number]

/** The outcomes that close a case. */
export const CPD_AUDIT_FINAL = ['met', 'met-after-more-evidence', 'not-met'] as const
export type CpdAuditFinal = (typeof CPD_AUDIT_FINAL)[number]

/** What the reviewer may record: an outcome, or a request for more evidence (a new deadline). */
export const CPD_AUDIT_DECISIONS = ['met', 'ask-more', 'met-after-more-evidence', 'not-met'] as const
export type CpdAuditDecision = (typeof CPD_AUDIT_DECISIONS)[number]

export const isFinalStatus = (status: string): status is CpdAuditFinal => (CPD_AUDIT_FINAL as readonly string[]).includes(status)

/** Waiting for the member's evidence (the deadline runs). */
export const awaitsEvidence = (status: string) => status === 'drawn' || status === 'more-evidence'

/** The draw's name and version, stored with each draw: rank by HMAC-SHA256(seed, "<month>:<userId>"), ascending. */
export const CPD_AUDIT_ALGORITHM = 'hmac-sha256-rank-v1'

/**
 * How many of `population` members are drawn: none of none, else `rateBasisPoints` hundredths of a percent
 * of them rounded up, at least one. Integers only (no float rounding): 39 at 250 → 1, 41 → 2.
 */
export function auditSampleSize(population: number, rateBasisPoints: number): number {
  if (population <= 0) return 0
  return Math.min(population, Math.max(1, Math.floor((population * rateBasisPoints + 9_999) / 10_000)))
}

/** A month, YYYY-MM. */
export const MONTH = /^\d{4}-(0[1-9]|1[0-2])$/

/** The month `count` months after `month` (before when negative), YYYY-MM. */
export function addMonthsToMonth(month: string, count: number): string {
  const [year, mon] = month.split('-').map(Number) as [number, number]
  const index = year * 12 + (mon - 1) + count
  return `${Math.floor(index / 12)}-${String((index % 12) + 1).padStart(2, '0')}`
}

/** The months from `first` to `last` inclusive, oldest first. */
export function monthsBetween(first: string, last: string): string[] {
  const months: string[] = []
  for (let month = first; month <= last; month = addMonthsToMonth(month, 1)) months.push(month)
  return months
}

/** A renewal invoice its member still has to declare for before paying it themselves (a treasurer's recording is never held). */
export function needsDeclaration(invoice: { kind: string; status: string; declaration?: unknown }) {
  return invoice.kind === 'renewal' && invoice.status === 'unpaid' && !invoice.declaration
}
