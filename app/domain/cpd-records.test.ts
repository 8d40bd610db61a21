import { describe, expect, test } from 'vitest'
import { CSV_BOM } from './csv.ts'
import { cpdProgress } from './cpd-rules.ts'
import {
  approvedHours,
  cpdCsvFilename,
  cpdEntriesCsv,
  formatHours,
  hoursLabel,
  sumHours,
  type CpdRecord,
} from './cpd-records.ts'

function entry(overrides: Partial<CpdRecord>): CpdRecord {
  return {
    title: 'Workshop',
    provider: 'EMPAM Academy',
    category: 'Workshop',
    hours: 1,
    date: '2026-03-10T00:00:00.000Z',
    status: 'approved',
    description: '',
    certificateUrl: '',
    reviewNote: '',
    ...overrides,
  }
}

describe('hours', () => {
  test('half hours add up exactly', () => {
    expect(sumHours([entry({ hours: 0.5 }), entry({ hours: 1.5 }), entry({ hours: 2.5 })])).toBe(4.5)
    expect(sumHours(Array.from({ length: 10 }, () => entry({ hours: 0.5 })))).toBe(5)
  })

  test('only approved entries count as CPD hours', () => {
    const entries = [entry({ hours: 2 }), entry({ hours: 3, status: 'pending' }), entry({ hours: 4, status: 'rejected' }), entry({ hours: 1.5 })]
    expect(approvedHours(entries)).toBe(3.5)
    expect(approvedHours([])).toBe(0)
  })

  test('are written as people write them', () => {
    expect(formatHours(20)).toBe('20')
    expect(formatHours(6.5)).toBe('6.5')
    expect(hoursLabel(1)).toBe('1 hour')
    expect(hoursLabel(1.5)).toBe('1.5 hours')
    expect(hoursLabel(0)).toBe('0 hours')
  })
})

describe("a year's figures from its entries (cpdProgress, the only computation)", () => {
  const entries = [
    entry({ hours: 6.5, category: 'Workshop' }),
    entry({ hours: 1.5, category: 'Webinar', date: '2026-01-01T00:00:00.000Z' }),
    entry({ hours: 2, category: 'Workshop', date: '2026-12-31T00:00:00.000Z' }),
    entry({ hours: 3, status: 'pending', category: 'Research' }),
    entry({ hours: 4, status: 'rejected', category: 'Mentoring' }),
    // 31 Dec 2025 20:00 UTC is already 2026 in Kuala Lumpur.
    entry({ hours: 1, category: 'Self-Study', date: '2025-12-31T20:00:00.000Z' }),
    entry({ hours: 10, category: 'Conference', date: '2025-06-01T00:00:00.000Z' }),
  ]

  test('approved, counted and pending hours of the year (Malaysia time), against 20', () => {
    const progress = cpdProgress(entries, 2026, null)
    expect(progress).toMatchObject({ year: 2026, target: 20, approvedHours: 11, countedHours: 11, pendingHours: 3, remainingHours: 9, met: false })
    expect(progress.categories.map((c) => [c.category, c.hours])).toEqual([
      ['Workshop', 8.5],
      ['Webinar', 1.5],
      ['Self-Study', 1],
    ])
  })

  test('another year, and the target met', () => {
    const progress = cpdProgress([...entries, entry({ hours: 10, date: '2025-07-01T00:00:00.000Z', category: 'Other' })], 2025, null)
    expect(progress).toMatchObject({ approvedHours: 20, pendingHours: 0, remainingHours: 0, met: true })
    expect(progress.categories.filter((c) => c.hours > 0).map((c) => [c.category, c.hours])).toEqual([
      ['Conference', 10],
      ['Other', 10],
    ])
  })

  test('an empty year', () => {
    expect(cpdProgress(entries, 2020, null)).toMatchObject({ approvedHours: 0, pendingHours: 0, remainingHours: 20, met: false })
  })
})

describe('cpdEntriesCsv', () => {
  test('a header, one line per entry with its status, formulas defused', () => {
    const csv = cpdEntriesCsv([
      entry({
        title: 'Qi, "flow" & you',
        hours: 1.5,
        status: 'pending',
        description: 'Day one\nDay two',
        certificateUrl: 'https://example.com/c?a=1,2',
      }),
      entry({ title: '=cmd|" /C calc"!A0', provider: '@provider', category: 'Self-Study', status: 'rejected', reviewNote: '-not CPD' }),
    ])
    expect(csv.startsWith(CSV_BOM)).toBe(true)
    expect(csv.slice(1).split('\r\n')).toEqual([
      'Date,Title,Provider,Category,Hours,Status,Description,Certificate URL,Review note',
      '2026-03-10,"Qi, ""flow"" & you",EMPAM Academy,Workshop,1.5,Pending review,"Day one\nDay two","https://example.com/c?a=1,2",',
      `2026-03-10,"'=cmd|"" /C calc""!A0",'@provider,Self-Study,1,Rejected,,,'-not CPD`,
      '',
    ])
  })

  test('the file name carries the membership ID and the day, nothing unsafe', () => {
    expect(cpdCsvFilename('EMP001', '2026-03-10')).toBe('empam-cpd-EMP001-2026-03-10.csv')
    expect(cpdCsvFilename('EMP"; x=1', '2026-03-10')).toBe('empam-cpd-EMPx1-2026-03-10.csv')
  })
})
