import { describe, expect, test } from 'vitest'
import { daysLeft, membersByType, nextReturn, reminderDue, returnDeadline } from './annual-return.ts'
import { isVotingMemberOn } from './elections.ts'

describe('the annual return’s last day (Societies Act 1966, s.14(1))', () => {
  test('60 days after the year’s AGM', () => {
    expect(returnDeadline(2026, '2026-06-20')).toEqual({ year: 2026, rule: 'after-agm', agmDay: '2026-06-20', dueBy: '2026-08-19' })
    // An AGM late in the year: the last day falls in the next.
    expect(returnDeadline(2026, '2026-12-15').dueBy).toBe('2027-02-13')
  })

  test('no AGM in the year: before 1 March of the next, 29 February in a leap year', () => {
    expect(returnDeadline(2026, null)).toEqual({ year: 2026, rule: 'no-agm', agmDay: null, dueBy: '2027-02-28' })
    expect(returnDeadline(2027, null).dueBy).toBe('2028-02-29')
  })

  test('days left, and the reminder due: 30 and 7 days before and on the day, caught up after a missed day, none after', () => {
    const deadline = returnDeadline(2026, null)
    expect(daysLeft(deadline, '2027-02-28')).toBe(0)
    expect(daysLeft(deadline, '2027-03-01')).toBe(-1)
    expect(reminderDue(deadline, '2027-01-28')).toBeNull()
    expect(reminderDue(deadline, '2027-01-29')).toBe(30)
    expect(reminderDue(deadline, '2027-02-20')).toBe(30)
    expect(reminderDue(deadline, '2027-02-21')).toBe(7)
    expect(reminderDue(deadline, '2027-02-27')).toBe(7)
    expect(reminderDue(deadline, '2027-02-28')).toBe(0)
    expect(reminderDue(deadline, '2027-03-01')).toBeNull()
  })

  test('the return worked on: last year’s until its day has passed, then this year’s', () => {
    const last = returnDeadline(2026, null)
    const current = returnDeadline(2027, '2027-05-10')
    expect(nextReturn([last, current], '2027-02-01')).toBe(last)
    expect(nextReturn([last, current], '2027-03-01')).toBe(current)
    expect(nextReturn([last, current], '2027-07-10')).toBeNull()
  })
})

describe('the members at the year’s end', () => {
  const paid = { membershipType: 'Practicing Ordinary', membershipStatus: 'active', approvedAt: '2024-02-01T02:00:00Z', membershipValidUntil: '2027-03-31' }
  const members = [
    paid,
    { ...paid, membershipType: 'Fellow Member' },
    // In the grace days after the period on 31 December: a member, not paid up.
    { ...paid, membershipType: 'Student', membershipValidUntil: '2026-12-20' },
    // Expired, suspended, pending, leaving, admitted after the day: none.
    { ...paid, membershipStatus: 'expired' },
    { ...paid, membershipStatus: 'suspended' },
    { ...paid, membershipStatus: 'pending' },
    { ...paid, closureRequestedAt: '2026-11-01T00:00:00Z' },
    { ...paid, approvedAt: '2026-12-31T16:30:00Z' },
    { ...paid, membershipType: 'Nonsense' },
  ]

  test('each type in its order, members and paid up, and the totals', () => {
    const counts = membersByType(members, '2026-12-31')
    expect(counts.total).toBe(3)
    expect(counts.paidUp).toBe(2)
    expect(counts.byType).toHaveLength(10)
    expect(counts.byType[0]).toEqual({ type: 'Practicing Ordinary', members: 1, paidUp: 1 })
    expect(counts.byType.find((line) => line.type === 'Fellow')).toEqual({ type: 'Fellow', members: 1, paidUp: 1 })
    expect(counts.byType.find((line) => line.type === 'Student')).toEqual({ type: 'Student', members: 1, paidUp: 0 })
  })

  test('the paid-up members of the voting types are the voter roll of that day: one computation', () => {
    const counts = membersByType(members, '2026-12-31')
    const voting = counts.byType.filter((line) => ['Practicing Ordinary', 'Non-Practicing Ordinary', 'Fellow'].includes(line.type))
    expect(voting.reduce((sum, line) => sum + line.paidUp, 0)).toBe(members.filter((member) => isVotingMemberOn(member, '2026-12-31')).length)
  })
})
