import { describe, expect, test } from 'vitest'
import { addDays, formatDate, formatDateTime, formatLongDate, formatMonthYear, malaysiaYear, toMalaysiaDay } from './dates.ts'

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

describe('dates in Malay', () => {
  const monthStarts = Array.from({ length: 12 }, (_, i) => `2026-${String(i + 1).padStart(2, '0')}-15T04:00:00Z`)

  test('every month has its Malay short name (Mac, Mei, Ogos, Okt, Dis where they differ from English)', () => {
    expect(monthStarts.map((day) => formatDate(day, 'ms').slice(3, -5))).toEqual([
      'Jan', 'Feb', 'Mac', 'Apr', 'Mei', 'Jun', 'Jul', 'Ogos', 'Sep', 'Okt', 'Nov', 'Dis',
    ])
    expect(monthStarts.map((day) => formatDate(day).slice(3, -5))).toEqual([
      'Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec',
    ])
  })

  test('and its full name, Januari to Disember', () => {
    expect(monthStarts.map((day) => formatMonthYear(day, 'ms'))).toEqual(
      ['Januari', 'Februari', 'Mac', 'April', 'Mei', 'Jun', 'Julai', 'Ogos', 'September', 'Oktober', 'November', 'Disember'].map((m) => `${m} 2026`),
    )
  })

  test('in Malaysia time, with the time of day and written out', () => {
    expect(formatDate('2026-08-08T16:30:00Z', 'ms')).toBe('09 Ogos 2026')
    expect(formatDateTime('2026-12-31T16:05:00Z', 'ms')).toBe('01 Jan 2027, 00:05')
    expect(formatLongDate('2026-03-05T00:00:00Z', 'ms')).toBe('5 Mac 2026')
    expect(formatLongDate('2026-03-05T00:00:00Z')).toBe('5 March 2026')
    expect(formatDate(null, 'ms')).toBe('T/A')
    expect(formatMonthYear('garbage', 'ms')).toBe('T/A')
  })
})

describe('Malaysian calendar days', () => {
  test('toMalaysiaDay agrees with the time zone database every few hours from 1970 to 2100 (the arithmetic from 1982, Intl before)', () => {
    const zone = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Kuala_Lumpur', year: 'numeric', month: '2-digit', day: '2-digit' })
    for (let time = Date.UTC(1970, 0, 1); time < Date.UTC(2100, 0, 1); time += 7 * 60 * 60 * 1000 + 13 * 60 * 1000) {
      expect(toMalaysiaDay(new Date(time)), new Date(time).toISOString()).toBe(zone.format(new Date(time)))
    }
  })

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
