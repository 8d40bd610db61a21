import { describe, expect, test } from 'vitest'
import { formatEventWhen, fromMalaysiaLocal, isPastEvent, isRegistrationOpen, toMalaysiaLocal } from './event-times.ts'

describe('event times in Malaysia', () => {
  test('a datetime-local value is Malaysia time, both ways', () => {
    expect(fromMalaysiaLocal('2027-01-23T09:00')?.toISOString()).toBe('2027-01-23T01:00:00.000Z')
    expect(toMalaysiaLocal('2027-01-23T01:00:00.000Z')).toBe('2027-01-23T09:00')
    expect(fromMalaysiaLocal('2027-02-30T09:00')).toBeNull()
    expect(fromMalaysiaLocal('2027-01-23 09:00')).toBeNull()
    expect(toMalaysiaLocal(null)).toBe('')
  })

  test('when, written out in both languages', () => {
    expect(formatEventWhen('2027-01-23T01:00:00Z', '2027-01-23T05:00:00Z', 'en')).toBe('23 Jan 2027, 09:00–13:00')
    expect(formatEventWhen('2027-08-15T01:00:00Z', '2027-08-17T08:00:00Z', 'ms')).toBe('15 Ogos 2027, 09:00 – 17 Ogos 2027, 16:00')
  })

  test('past once ended; registration open until the deadline or the start', () => {
    const event = { startsAt: '2027-01-23T01:00:00Z', endsAt: '2027-01-23T05:00:00Z', registrationDeadline: '2027-01-20T16:00:00Z' }
    expect(isPastEvent(event, new Date('2027-01-23T04:00:00Z'))).toBe(false)
    expect(isPastEvent(event, new Date('2027-01-23T05:00:00Z'))).toBe(true)
    expect(isRegistrationOpen(event, new Date('2027-01-20T15:59:00Z'))).toBe(true)
    expect(isRegistrationOpen(event, new Date('2027-01-20T16:00:00Z'))).toBe(false)
    expect(isRegistrationOpen({ ...event, registrationDeadline: null }, new Date('2027-01-23T00:59:00Z'))).toBe(true)
    expect(isRegistrationOpen({ startsAt: null }, new Date())).toBe(false)
  })
})
