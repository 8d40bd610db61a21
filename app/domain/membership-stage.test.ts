import { describe, expect, test } from 'vitest'
import { membershipStage } from './membership-stage.ts'

const schedule = { reminderDays: [-60, -30, -7, 7], invoiceDaysBefore: 60, graceDays: 30 }

describe('membershipStage: one word for where a membership stands', () => {
  test('an application before and after approval', () => {
    expect(membershipStage({ membershipStatus: 'pending' }, '2026-11-20', schedule)).toBe('applied')
    expect(membershipStage({ membershipStatus: 'pending', approvedAt: '2026-11-01T02:00:00Z' }, '2026-11-20', schedule)).toBe('awaiting-payment')
    expect(membershipStage({}, '2026-11-20', schedule)).toBe('applied')
  })

  test('active until the last day of the period, renewal due through the grace days', () => {
    const member = { membershipStatus: 'active', approvedAt: '2025-01-01', membershipValidUntil: '2026-11-30' }
    expect(membershipStage(member, '2026-11-30', schedule)).toBe('active')
    expect(membershipStage(member, '2026-12-01', schedule)).toBe('renewal-due')
    expect(membershipStage({ ...member, membershipValidUntil: '' }, '2030-01-01', schedule)).toBe('active')
  })

  test('expired, suspended and rejected are their own', () => {
    for (const status of ['expired', 'suspended', 'rejected'] as const) {
      expect(membershipStage({ membershipStatus: status, approvedAt: '2025-01-01', membershipValidUntil: '2026-01-01' }, '2026-11-20', schedule)).toBe(status)
    }
  })
})
