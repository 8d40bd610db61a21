import { describe, expect, test } from 'vitest'
import { cpdProgress, cpdYearDays, cpdYearOf, CPD_RULES, targetFor } from './cpd-rules.ts'

const entry = (category: string, hours: number, date = '2027-03-10', status = 'approved') => ({ category, hours, date, status })

describe('CPD rules', () => {
  test('the CPD year is the calendar year by default, or starts in the configured month', () => {
    expect(cpdYearOf('2027-03-10')).toBe(2027)
    // 31 Dec 2026 20:00 UTC is 1 Jan 2027 in Malaysia.
    expect(cpdYearOf(new Date('2026-12-31T20:00:00Z'))).toBe(2027)
    const july = { ...CPD_RULES, yearStartMonth: 7 }
    expect(cpdYearOf('2027-03-10', july)).toBe(2026)
    expect(cpdYearOf('2027-07-01', july)).toBe(2027)
    expect(cpdYearDays(2026, july)).toEqual({ first: '2026-07-01', last: '2027-06-30' })
    expect(cpdYearDays(2027)).toEqual({ first: '2027-01-01', last: '2027-12-31' })
  })

  test('a member who joined during the year has a pro-rata target, rounded up to the half hour', () => {
    expect(targetFor(2027, '2027-07-15')).toEqual({ hours: 10, proRata: true, months: 6 })
    expect(targetFor(2027, '2027-12-01')).toEqual({ hours: 2, proRata: true, months: 1 })
    expect(targetFor(2027, '2027-02-01')).toEqual({ hours: 18.5, proRata: true, months: 11 })
    expect(targetFor(2027, '2027-01-20')).toEqual({ hours: 20, proRata: false, months: 12 })
    expect(targetFor(2027, '2025-05-01')).toEqual({ hours: 20, proRata: false, months: 12 })
    expect(targetFor(2027, null)).toEqual({ hours: 20, proRata: false, months: 12 })
  })

  test('Self-Study counts for at most a third of the target; only approved hours of the year count', () => {
    const progress = cpdProgress(
      [entry('Self-Study', 12), entry('Workshop', 8), entry('Workshop', 5, '2026-12-01'), entry('Webinar', 4, '2027-04-01', 'pending')],
      2027,
      null,
    )
    const selfStudy = progress.categories.find((c) => c.category === 'Self-Study')!
    expect(selfStudy).toEqual({ category: 'Self-Study', hours: 12, counted: 7, cap: 7 })
    expect(progress).toMatchObject({ target: 20, approvedHours: 20, countedHours: 15, remainingHours: 5, met: false })
    expect(cpdProgress([entry('Self-Study', 6), entry('Workshop', 14)], 2027, null).met).toBe(true)
  })

  test('the cap follows a pro-rata target', () => {
    const progress = cpdProgress([entry('Self-Study', 6, '2027-08-01'), entry('Workshop', 7, '2027-08-02')], 2027, '2027-07-01')
    expect(progress).toMatchObject({ target: 10, proRata: true, countedHours: 10.5, met: true })
    expect(progress.categories.find((c) => c.category === 'Self-Study')).toMatchObject({ counted: 3.5, cap: 3.5 })
  })
})
