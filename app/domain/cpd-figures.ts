import { CPD_RULES, cpdYearOf, type CpdRules } from './cpd-rules.ts'
import { malaysiaYear, toMalaysiaDay } from './dates.ts'

/**
 * A member's CPD figures kept small (issue 31, decision 025): what the dashboard, the statement and
 * `GET /api/cpd` need of the whole record, whatever its length, computed by the same functions as the
 * entries themselves (domain/cpd-records.ts `approvedHours`; domain/cpd-rules.ts `cpdProgress`): those only add up hours by status, category, calendar year and CPD
 * year, and a CPD year starts with a month, so one figure per month, status and category, dated like any
 * of its entries, gives every sum they give, under any rules.
 */

/** What the sums read of an entry. */
export interface CpdFigure {
  hours: number
  status: string
  category: string
  date: string | Date
}

/** How many entries are dated in a calendar year (Malaysia), newest year first. */
export interface CpdYearCount {
  year: number
  count: number
}

/** The entries' figures, one per month (Malaysia), status and category: the same sums, fewer rows. */
export function groupedFigures(entries: readonly CpdFigure[]): CpdFigure[] {
  const groups = new Map<string, CpdFigure>()
  for (const { hours, status, category, date } of entries) {
    const key = `${toMalaysiaDay(date).slice(0, 7)}|${status}|${category}`
    const group = groups.get(key)
    if (group) group.hours += hours
    else groups.set(key, { hours, status, category, date: new Date(date).toISOString() })
  }
  return [...groups.values()]
}

/** How many entries each calendar year holds, newest year first. */
export function yearCounts(entries: ReadonlyArray<Pick<CpdFigure, 'date'>>): CpdYearCount[] {
  const counts = new Map<number, number>()
  for (const { date } of entries) {
    const year = malaysiaYear(date)
    counts.set(year, (counts.get(year) ?? 0) + 1)
  }
  return [...counts].map(([year, count]) => ({ year, count })).sort((a, b) => b.year - a.year)
}

/**
 * The CPD years a member can ask a statement for: those with entries (a calendar year's entries fall in
 * the CPD years of its first and last days), and always this one, newest first.
 */
export function statementYearsOf(years: readonly CpdYearCount[], currentYear: number, rules: CpdRules = CPD_RULES): number[] {
  const cpdYears = years.flatMap(({ year }) => [cpdYearOf(`${year}-01-01`, rules), cpdYearOf(`${year}-12-31`, rules)])
  return [...new Set([currentYear, ...cpdYears])].sort((a, b) => b - a)
}

/**
 * The calendar years whose entries hold rows `offset` to `offset + limit` of the record (newest first),
 * and how many rows of the first of them come before the page.
 */
export function yearsCovering(years: readonly CpdYearCount[], offset: number, limit: number): { years: number[]; skip: number } {
  const covering: number[] = []
  let before = 0
  let skip = 0
  for (const { year, count } of years) {
    const after = before + count
    if (count > 0 && after > offset && before < offset + limit) {
      if (!covering.length) skip = offset - before
      covering.push(year)
    }
    before = after
  }
  return { years: covering, skip }
}

interface Ordered {
  id: string
  date: string | Date
  createdAt?: string | Date | null
}

const time = (value: string | Date | null | undefined) => (value ? new Date(value).getTime() : 0)

/** A record's order: newest date first; of one day, the newest added first (as `GET /api/cpd` has always listed them). */
export function newestFirst(a: Ordered, b: Ordered): number {
  return time(b.date) - time(a.date) || time(b.createdAt) - time(a.createdAt) || (b.id < a.id ? -1 : b.id > a.id ? 1 : 0)
}
