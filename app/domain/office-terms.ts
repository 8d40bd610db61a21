import { addDays } from './dates.ts'
import { STAFF_ROLES, type StaffRole } from './roles.ts'

/**
 * The office-bearers' register (issue 35, item 1): who holds each position from which day until which
 * (both days included; no last day: still in office). Browser-safe rules on calendar days (YYYY-MM-DD,
 * Malaysia), which the service and the pages share.
 */

/** A term's days: `until` null while it has no last day. */
export interface TermSpan {
  from: string
  until: string | null
}

/** The roles a position may give its holders while they hold it: any staff role but the administrator's. */
export const POSITION_ROLES = STAFF_ROLES.filter((role) => role !== 'administrator') as Exclude<StaffRole, 'administrator'>[]
export type PositionRole = (typeof POSITION_ROLES)[number]

export const MAX_POSITION_SEATS = 20

/** In office on that day: started on or before it, and not ended before it. */
export function isCurrentOn(term: TermSpan, day: string): boolean {
  return term.from <= day && (term.until === null || term.until >= day)
}

/** Two terms share at least one day. */
export function overlaps(a: TermSpan, b: TermSpan): boolean {
  return a.from <= (b.until ?? '9999-12-31') && b.from <= (a.until ?? '9999-12-31')
}

/**
 * The most of `others` in office on one day of `span`: the count can only rise on a day a term starts,
 * so it is enough to count on the span's first day and on each other term's first day within it.
 */
export function mostAtOnce(span: TermSpan, others: readonly TermSpan[]): number {
  const within = others.filter((other) => overlaps(span, other))
  const days = [span.from, ...within.map((other) => other.from).filter((day) => day > span.from && isCurrentOn(span, day))]
  return Math.max(0, ...days.map((day) => within.filter((other) => isCurrentOn(other, day)).length))
}

/** Whether a term over `span` leaves the position within its seats on every day, beside `others`. */
export function fitsSeats(span: TermSpan, others: readonly TermSpan[], seats: number): boolean {
  return mostAtOnce(span, others) < seats
}

/**
 * A new holder of a one-seat position, recorded without a last day, takes over: the term still open (no
 * last day) that began before the new one ends the day before it. Answers those terms with the day they
 * end; none for a term with a last day (history, an interim) or a position of several seats, where an
 * administrator ends a term first.
 */
export function termsHandedOver<T extends TermSpan>(span: TermSpan, others: readonly T[], seats: number): Array<{ term: T; until: string }> {
  if (seats !== 1 || span.until !== null) return []
  return others.filter((other) => other.until === null && other.from < span.from).map((term) => ({ term, until: addDays(span.from, -1) }))
}

/** The terms of `terms` in office on `day`. */
export function currentOn<T extends TermSpan>(terms: readonly T[], day: string): T[] {
  return terms.filter((term) => isCurrentOn(term, day))
}

/**
 * The roles an account should hold because of its positions on `day`, from its terms and the role each
 * term's position gives (none: '').
 */
export function rolesFromTerms(terms: ReadonlyArray<TermSpan & { role: string }>, day: string): PositionRole[] {
  const roles = new Set<PositionRole>()
  for (const term of terms) if (isCurrentOn(term, day) && (POSITION_ROLES as readonly string[]).includes(term.role)) roles.add(term.role as PositionRole)
  return POSITION_ROLES.filter((role) => roles.has(role))
}

/**
 * What following the register changes in an account's roles: `roles` it holds now, `byPosition` those
 * of them the register gave (and will take back), `wanted` the register's roles for it today. A role
 * given by hand is never taken, and a role it already holds by hand is not marked as the register's.
 */
export function followPositions(roles: readonly string[], byPosition: readonly string[], wanted: readonly string[]) {
  const add = wanted.filter((role) => !roles.includes(role))
  const remove = byPosition.filter((role) => !wanted.includes(role))
  const next = [...roles.filter((role) => !remove.includes(role)), ...add]
  // The register's: what it gives now that was not there by hand, and what it gave before and still gives.
  const nextByPosition = [...add, ...byPosition.filter((role) => wanted.includes(role) && roles.includes(role))]
  return { roles: next, byPosition: nextByPosition, add, remove: remove.filter((role) => roles.includes(role)), released: remove }
}

/** A position's key, made from its English title: 'Honorary Secretary' → 'honorary-secretary'. */
export function positionKeyOf(title: string): string {
  const key = title
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/&/g, ' and ')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 50)
    .replace(/-+$/g, '')
  return key || 'position'
}
