import { describe, expect, test } from 'vitest'
import { coverCurrentOn } from './credentials.ts'
import { registerStatusOn } from './register.ts'
import { sanctionsInForceOn, type SanctionTerm } from './sanctions.ts'

const member = { membershipStatus: 'active', approvedAt: '2025-01-10T02:00:00Z', membershipValidUntil: '2026-12-31' }
const term = (over: Partial<SanctionTerm>): SanctionTerm => ({ kind: 'suspension', from: '2026-06-01', until: '2026-06-30', summary: 'S', summaryMs: 'S ms', withdrawnOn: '', ...over })

describe('sanctions in force (issue 36, item 2)', () => {
  test('from its first day to its last, not before or after', () => {
    const terms = [term({})]
    expect(sanctionsInForceOn(terms, '2026-05-31', 'en')).toEqual([])
    expect(sanctionsInForceOn(terms, '2026-06-01', 'en')).toEqual([{ kind: 'suspension', from: '2026-06-01', until: '2026-06-30', summary: 'S' }])
    expect(sanctionsInForceOn(terms, '2026-06-30', 'ms')[0]?.summary).toBe('S ms')
    expect(sanctionsInForceOn(terms, '2026-07-01', 'en')).toEqual([])
  })
  test('a removal has no end; a withdrawn one ends the day it was lifted; strongest first', () => {
    const terms = [term({ kind: 'warning', until: '2027-12-31' }), term({ kind: 'removal', from: '2026-06-10', until: '2026-06-11' }), term({ withdrawnOn: '2026-06-05' })]
    expect(sanctionsInForceOn(terms, '2026-06-04', 'en').map((s) => s.kind)).toEqual(['suspension', 'warning'])
    expect(sanctionsInForceOn(terms, '2026-06-05', 'en').map((s) => s.kind)).toEqual(['warning'])
    expect(sanctionsInForceOn(terms, '2030-01-01', 'en')).toEqual([{ kind: 'removal', from: '2026-06-10', until: '', summary: 'S' }])
  })
})

describe('the register status (issue 36, item 3)', () => {
  test('the stage on the day, overruled by a suspension or removal in force', () => {
    expect(registerStatusOn(member, [], '2026-06-15')).toBe('active')
    expect(registerStatusOn(member, [], '2027-01-10')).toBe('renewal-due')
    expect(registerStatusOn(member, [term({})], '2026-06-15')).toBe('suspended')
    expect(registerStatusOn(member, [term({})], '2026-07-01')).toBe('active')
    expect(registerStatusOn({ ...member, membershipStatus: 'expired' }, [term({ kind: 'removal' })], '2040-01-01')).toBe('removed')
  })
  test('lapsed for two years after the last paid day, then off the register; applicants never on it', () => {
    const lapsed = { ...member, membershipStatus: 'expired' }
    expect(registerStatusOn(lapsed, [], '2028-12-31')).toBe('lapsed')
    expect(registerStatusOn(lapsed, [], '2029-01-01')).toBeNull()
    expect(registerStatusOn({ membershipStatus: 'pending', approvedAt: null }, [], '2026-06-15')).toBeNull()
    expect(registerStatusOn({ ...member, closureRequestedAt: '2026-06-01' }, [], '2026-06-15')).toBeNull()
  })
})

describe('insurance and first aid current (issue 36, item 4)', () => {
  const cover = [
    { kind: 'liability-insurance' as const, from: '2026-01-01', until: '2026-12-31' },
    { kind: 'first-aid' as const, from: '2025-03-01', until: '2026-08-31' },
  ]
  test('only while both cover the day', () => {
    expect(coverCurrentOn(cover, '2026-08-31')).toBe(true)
    expect(coverCurrentOn(cover, '2026-09-01')).toBe(false)
    expect(coverCurrentOn(cover.slice(0, 1), '2026-06-01')).toBe(false)
    expect(coverCurrentOn([], '2026-06-01')).toBe(false)
  })
})
