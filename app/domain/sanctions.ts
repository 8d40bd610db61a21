import type { Locale } from './locale.ts'

/**
 * The outcomes of a concern that the public register shows, for as long as they are in force (issue 36,
 * item 2; decision 043). A warning, conditions or a suspension run from a day to a day; a removal has no
 * end. "In force" is decided with the day of the request, never stored, so an end date needs no write.
 * Browser-safe.
 */
export const SANCTION_KINDS = ['warning', 'conditions', 'suspension', 'removal'] as const
export type SanctionKind = (typeof SANCTION_KINDS)[number]

/** A sanction as the public sees it (`GET /api/practitioners/{id}`, `GET /api/register`). */
export interface PublicSanction {
  kind: SanctionKind
  /** YYYY-MM-DD, the first day in force. */
  from: string
  /** YYYY-MM-DD, the last day in force; '' for none (a removal). */
  until: string
  summary: string
}

/** A sanction as kept on the member's account for the register: both languages, and an early end. */
export interface SanctionTerm {
  kind: SanctionKind
  from: string
  until: string
  summary: string
  summaryMs: string
  /** YYYY-MM-DD from which it was lifted (a final decision that withdrew it); '' when not. */
  withdrawnOn: string
}

const STRENGTH: Record<SanctionKind, number> = { removal: 0, suspension: 1, conditions: 2, warning: 3 }

/** Whether a sanction is in force on a day (YYYY-MM-DD). */
export function sanctionInForce(term: SanctionTerm, day: string): boolean {
  if (!term.from || term.from > day) return false
  if (term.kind !== 'removal' && term.until && day > term.until) return false
  return !term.withdrawnOn || day < term.withdrawnOn
}

/** The sanctions in force on a day, strongest first, in the reader's language. */
export function sanctionsInForceOn(terms: readonly SanctionTerm[] | null | undefined, day: string, locale: Locale): PublicSanction[] {
  return (terms ?? [])
    .filter((term) => sanctionInForce(term, day))
    .sort((a, b) => STRENGTH[a.kind] - STRENGTH[b.kind] || b.from.localeCompare(a.from))
    .map((term) => ({
      kind: term.kind,
      from: term.from,
      until: term.kind === 'removal' ? '' : term.until,
      summary: (locale === 'ms' && term.summaryMs) || term.summary,
    }))
}
