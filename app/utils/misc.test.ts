import { describe, expect, test } from 'vitest'
import { addDays, formatDate, formatDateTime, formatMonthYear, initials, malaysiaYear, toMalaysiaDay } from './misc.ts'

describe('initials', () => {
  test('takes the first letters of the first two name words', () => {
    expect(initials('Siti Nurhaliza binti Tarudin')).toBe('SN')
    expect(initials('aisyah', 'rahman')).toBe('AR')
    expect(initials('  ')).toBe('')
  })
})

describe('dates in Malaysia time', () => {
  test('formats dd MMM yyyy and dd MMM yyyy, HH:mm in UTC+8', () => {
    // 20:30 UTC on 31 Dec is already 1 Jan in Kuala Lumpur.
    expect(formatDate('2025-12-31T20:30:00Z')).toBe('01 Jan 2026')
    expect(formatDateTime('2025-12-31T20:30:00Z')).toBe('01 Jan 2026, 04:30')
    expect(formatMonthYear('2026-03-05T00:00:00Z')).toBe('March 2026')
    expect(formatDate(null)).toBe('N/A')
    expect(formatDate('garbage')).toBe('N/A')
  })
})

describe('Malaysian calendar days', () => {
  test('toMalaysiaDay, malaysiaYear and addDays', () => {
    expect(toMalaysiaDay('2025-12-31T16:00:00Z')).toBe('2026-01-01')
    expect(toMalaysiaDay('2025-12-31T15:59:59Z')).toBe('2025-12-31')
    expect(toMalaysiaDay(null)).toBe('')
    expect(toMalaysiaDay('garbage')).toBe('')
    expect(malaysiaYear('2025-12-31T16:00:00Z')).toBe(2026)
    expect(addDays('2026-02-28', 1)).toBe('2026-03-01')
    expect(addDays('2024-02-28', 1)).toBe('2024-02-29')
    expect(addDays('2026-01-01', -1)).toBe('2025-12-31')
  })
})
