import { describe, expect, test } from 'vitest'
import { RETENTION, retentionCutoffs } from './retention.ts'

describe('retention cutoffs', () => {
  test('go back by calendar months and years, and by days, from the given moment', () => {
    const cutoffs = retentionCutoffs(new Date('2030-03-31T10:00:00.000Z'))
    expect(RETENTION.contactMessagesMonths).toBe(24)
    expect(cutoffs.contactMessages.toISOString()).toBe('2028-03-31T10:00:00.000Z')
    expect(cutoffs.auditEntries.toISOString()).toBe('2023-03-31T10:00:00.000Z')
    expect(cutoffs.newsletterUnsubscribes.toISOString()).toBe('2030-03-01T10:00:00.000Z')
    expect(cutoffs.idleSessions.toISOString()).toBe('2030-03-01T10:00:00.000Z')
    expect(cutoffs.expiredTokens.toISOString()).toBe('2030-03-24T10:00:00.000Z')
  })
})
