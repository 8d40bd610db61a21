import { describe, expect, test } from 'vitest'
import { groupedFigures, newestFirst, statementYearsOf, yearCounts, yearsCovering, type CpdFigure } from './cpd-figures.ts'
import { approvedHours } from './cpd-records.ts'
import { CPD_RULES, cpdProgress } from './cpd-rules.ts'

/** 600 entries over six years, every category and status, some on the last evening of a month (Malaysia is UTC+8). */
function record(): CpdFigure[] {
  const categories = ['Workshop', 'Self-Study', 'Conference', 'Supervision', 'Invented']
  const statuses = ['approved', 'approved', 'pending', 'rejected']
  return Array.from({ length: 600 }, (_, i) => ({
    hours: 0.5 + (i % 7) / 2,
    status: statuses[i % statuses.length]!,
    category: categories[i % categories.length]!,
    // 2021-01-01 onwards, every 3.7 days, at hours that cross midnight in Malaysia.
    date: new Date(Date.UTC(2021, 0, 1) + i * 3.7 * 86_400_000 + (i % 5) * 4 * 3_600_000).toISOString(),
  }))
}

describe('grouped figures give every sum the entries give', () => {
  const entries = record()
  const grouped = groupedFigures(entries)

  test('fewer rows: one per month, status and category', () => {
    expect(grouped.length).toBeLessThan(entries.length)
  })

  test("totals, years and each year's progress under the association rules and rules starting in July", () => {
    expect(approvedHours(grouped)).toBe(approvedHours(entries))
    const july = { ...CPD_RULES, yearStartMonth: 7 }
    for (const year of [2020, 2021, 2022, 2023, 2024, 2025, 2026, 2027]) {
      expect(cpdProgress(grouped, year, '2021-05-20', CPD_RULES)).toEqual(cpdProgress(entries, year, '2021-05-20', CPD_RULES))
      expect(cpdProgress(grouped, year, null, july)).toEqual(cpdProgress(entries, year, null, july))
    }
  })

  test('a group is dated in its own month in Malaysia, not in UTC', () => {
    // 31 January 20:00 UTC is 1 February in Malaysia: February's group.
    const [group] = groupedFigures([{ hours: 1, status: 'approved', category: 'Workshop', date: '2026-01-31T20:00:00.000Z' }])
    expect(cpdProgress([group!], 2026, null).approvedHours).toBe(1)
    expect(groupedFigures([
      { hours: 1, status: 'approved', category: 'Workshop', date: '2026-01-31T20:00:00.000Z' },
      { hours: 2, status: 'approved', category: 'Workshop', date: '2026-01-31T10:00:00.000Z' },
    ])).toHaveLength(2)
  })
})

describe('the years that hold a page', () => {
  const years = [
    { year: 2026, count: 30 },
    { year: 2025, count: 0 },
    { year: 2024, count: 45 },
    { year: 2023, count: 10 },
  ]

  test('each page reads the years it shows and no others, and skips the rows before it', () => {
    expect(yearsCovering(years, 0, 50)).toEqual({ years: [2026, 2024], skip: 0 })
    expect(yearsCovering(years, 50, 50)).toEqual({ years: [2024, 2023], skip: 20 })
    expect(yearsCovering(years, 30, 10)).toEqual({ years: [2024], skip: 0 })
    expect(yearsCovering(years, 80, 50)).toEqual({ years: [2023], skip: 5 })
    expect(yearsCovering(years, 85, 50)).toEqual({ years: [], skip: 0 })
  })

  test('the years a statement may be asked for: those with entries and always this one, newest first', () => {
    expect(statementYearsOf(yearCounts([{ date: '2025-03-01' }, { date: '2019-05-01' }]), 2026)).toEqual([2026, 2025, 2019])
    expect(statementYearsOf([], 2026)).toEqual([2026])
    expect(statementYearsOf([{ year: 2026, count: 3 }], 2026)).toEqual([2026])
    // CPD years from July: a calendar year's entries fall in two of them.
    expect(statementYearsOf([{ year: 2025, count: 3 }], 2026, { ...CPD_RULES, yearStartMonth: 7 })).toEqual([2026, 2025, 2024])
  })

  test('counts per year, newest first', () => {
    expect(yearCounts([{ date: '2024-03-01' }, { date: '2026-01-01' }, { date: '2024-05-01' }])).toEqual([
      { year: 2026, count: 1 },
      { year: 2024, count: 2 },
    ])
  })

  test('newest date first; of one day, the newest added first, then the larger id', () => {
    const rows = [
      { id: 'a', date: '2026-03-01', createdAt: '2026-03-02T00:00:00Z' },
      { id: 'b', date: '2026-03-05', createdAt: '2026-03-05T00:00:00Z' },
      { id: 'c', date: '2026-03-01', createdAt: '2026-03-03T00:00:00Z' },
      { id: 'd', date: '2026-03-01', createdAt: '2026-03-03T00:00:00Z' },
    ]
    expect([...rows].sort(newestFirst).map((r) => r.id)).toEqual(['b', 'd', 'c', 'a'])
  })
})
