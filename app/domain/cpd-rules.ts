import { CPD_CATEGORIES, CPD_YEARLY_REQUIREMENT_HOURS, type CpdCategory } from './constants.ts'
import { toMalaysiaDay } from './dates.ts'

/**
 * The CPD rules (issue 20), in one module: which CPD year a day falls in, the year's target (pro rata
 * for a member who joined during it), and how much each category may count. The dashboard, the yearly
 * certificate and the tests all read them here. Browser-safe.
 */

export interface CpdRules {
  /** The month (1–12) a CPD year starts in: 1 is the calendar year. */
  yearStartMonth: number
  /** Hours a member needs in a whole CPD year. */
  targetHours: number
  /** The most a category may count for, as a share of the year's target; hours above it show, uncounted. */
  categoryCaps: Partial<Record<CpdCategory, number>>
}

/** The association's rules; the committee changes them here. Self-Study counts for at most a third. */
export const CPD_RULES: CpdRules = {
  yearStartMonth: 1,
  targetHours: CPD_YEARLY_REQUIREMENT_HOURS,
  categoryCaps: { 'Self-Study': 1 / 3 },
}

/** The provider an attended event's CPD entry names. */
export const EVENT_CPD_PROVIDER = 'EMPAM'

/** Hours are kept in halves: a target or a cap is rounded up to the next half hour. */
const upToHalf = (hours: number) => Math.ceil(hours * 2 - 1e-9) / 2

/**
 * The CPD year a day (or moment, Malaysia time) falls in, named by the calendar year it starts in:
 * with years starting in July, 10 March 2027 is in the year 2026 (July 2026 – June 2027).
 */
export function cpdYearOf(value: string | Date, rules: CpdRules = CPD_RULES): number {
  const [year, month] = toMalaysiaDay(value).split('-').map(Number) as [number, number]
  return month >= rules.yearStartMonth ? year : year - 1
}

/** The first and last days (YYYY-MM-DD) of a CPD year. */
export function cpdYearDays(year: number, rules: CpdRules = CPD_RULES): { first: string; last: string } {
  const month = String(rules.yearStartMonth).padStart(2, '0')
  const first = `${year}-${month}-01`
  const next = new Date(`${rules.yearStartMonth === 1 ? year + 1 : year + 1}-${month}-01T00:00:00Z`)
  next.setUTCDate(next.getUTCDate() - 1)
  return { first, last: next.toISOString().slice(0, 10) }
}

/** The calendar years a CPD year's days fall in: one, or two when the year starts after January. */
export function calendarYearsOf(year: number, rules: CpdRules = CPD_RULES): number[] {
  const { first, last } = cpdYearDays(year, rules)
  return [...new Set([Number(first.slice(0, 4)), Number(last.slice(0, 4))])]
}

/**
 * The year's target for a member: the whole target, or for one who joined during the year the share
 * of whole months left from the month they joined (joining in July of a calendar year: 6 of 12 months,
 * 10 hours of 20), rounded up to the half hour.
 */
export function targetFor(year: number, joinedOn: string | Date | null | undefined, rules: CpdRules = CPD_RULES): { hours: number; proRata: boolean; months: number } {
  const full = { hours: rules.targetHours, proRata: false, months: 12 }
  if (!joinedOn) return full
  const joined = toMalaysiaDay(joinedOn)
  if (!joined || cpdYearOf(joined, rules) !== year) return full
  const { first } = cpdYearDays(year, rules)
  const monthsBefore = (Number(joined.slice(0, 4)) - Number(first.slice(0, 4))) * 12 + Number(joined.slice(5, 7)) - Number(first.slice(5, 7))
  if (monthsBefore <= 0) return full
  const months = 12 - monthsBefore
  return { hours: upToHalf((rules.targetHours * months) / 12), proRata: true, months }
}

export interface CountedCategory {
  category: string
  /** Approved hours of the category in the year. */
  hours: number
  /** What counts towards the target: the hours, or the category's cap when they are over it. */
  counted: number
  /** The cap in hours, when the category has one. */
  cap: number | null
}

export interface CpdProgress {
  year: number
  first: string
  last: string
  target: number
  proRata: boolean
  /** Whole months of the year the member was a member for, when pro rata. */
  months: number
  approvedHours: number
  countedHours: number
  /** Hours of the year's entries still waiting for the CPD reviewer: not counted yet. */
  pendingHours: number
  remainingHours: number
  met: boolean
  categories: CountedCategory[]
}

interface Entry {
  hours: number
  status: string
  category: string
  date: string | Date
}

/** A member's progress in a CPD year: approved hours per category, what counts after the caps, the target. */
export function cpdProgress(entries: readonly Entry[], year: number, joinedOn: string | Date | null | undefined, rules: CpdRules = CPD_RULES): CpdProgress {
  const { first, last } = cpdYearDays(year, rules)
  const target = targetFor(year, joinedOn, rules)
  const inYear = entries.filter((e) => cpdYearOf(e.date, rules) === year)
  const approved = inYear.filter((e) => e.status === 'approved')
  const known: readonly string[] = CPD_CATEGORIES
  const names = [...known, ...new Set(approved.map((e) => e.category).filter((c) => !known.includes(c)))]
  const categories = names
    .map((category) => {
      const hours = approved.filter((e) => e.category === category).reduce((sum, e) => sum + e.hours, 0)
      const share = rules.categoryCaps[category as CpdCategory]
      const cap = share === undefined ? null : upToHalf(target.hours * share)
      return { category, hours, counted: cap === null ? hours : Math.min(hours, cap), cap }
    })
    .filter((c) => c.hours > 0 || c.cap !== null)
  const approvedHours = categories.reduce((sum, c) => sum + c.hours, 0)
  const countedHours = categories.reduce((sum, c) => sum + c.counted, 0)
  return {
    year,
    first,
    last,
    target: target.hours,
    proRata: target.proRata,
    months: target.months,
    approvedHours,
    countedHours,
    pendingHours: inYear.filter((e) => e.status === 'pending').reduce((sum, e) => sum + e.hours, 0),
    remainingHours: Math.max(0, target.hours - countedHours),
    met: countedHours >= target.hours,
    categories,
  }
}

/** A year's CPD figures as `GET /api/cpd/summary` answers them (issue 33): the same computation as every page's. */
export interface CpdSummary {
  year: number
  from: string
  to: string
  target: number
  proRata: boolean
  approvedHours: number
  countedHours: number
  pendingHours: number
  remainingHours: number
  met: boolean
  byCategory: Array<{ category: string; approvedHours: number; countedHours: number; cap: number | null }>
}

export function cpdSummaryOf(progress: CpdProgress): CpdSummary {
  return {
    year: progress.year,
    from: progress.first,
    to: progress.last,
    target: progress.target,
    proRata: progress.proRata,
    approvedHours: progress.approvedHours,
    countedHours: progress.countedHours,
    pendingHours: progress.pendingHours,
    remainingHours: progress.remainingHours,
    met: progress.met,
    byCategory: progress.categories.map((c) => ({ category: c.category, approvedHours: c.hours, countedHours: c.counted, cap: c.cap })),
  }
}
