import { describe, expect, test } from 'vitest'
import { breachDeadlines, hoursLeft } from './breaches.ts'

describe('breach deadlines', () => {
  const foundAt = new Date('2027-03-01T10:00:00.000Z')
  test('the Commissioner within 72 hours; the people affected 7 days after the Commissioner was told', () => {
    expect(breachDeadlines(foundAt, null)).toEqual({ commissionerBy: new Date('2027-03-04T10:00:00.000Z'), subjectsBy: new Date('2027-03-11T10:00:00.000Z') })
    expect(breachDeadlines(foundAt, new Date('2027-03-02T08:00:00.000Z')).subjectsBy).toEqual(new Date('2027-03-09T08:00:00.000Z'))
    // Telling the Commissioner late does not push the people's deadline back.
    expect(breachDeadlines(foundAt, new Date('2027-03-06T10:00:00.000Z')).subjectsBy).toEqual(new Date('2027-03-11T10:00:00.000Z'))
  })
  test('hours left, negative when overdue', () => {
    expect(hoursLeft(new Date('2027-03-04T10:00:00.000Z'), foundAt)).toBe(72)
    expect(hoursLeft(foundAt, new Date('2027-03-01T12:30:00.000Z'))).toBe(-2)
  })
})
