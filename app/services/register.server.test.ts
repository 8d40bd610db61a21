import { describe, expect, test } from 'vitest'
import type { MemberStanding } from '#app/models/user.server.ts'
import type { SanctionTerm } from '#app/domain/sanctions.ts'
import { registerEntryOn } from './register.server.ts'
import { standingOn } from './directory/views.ts'

/** The register's entry and a listing's standing on a day (issue 36, decision 044), without a database. */
const member = (overrides: Partial<MemberStanding> = {}): MemberStanding => ({
  id: 'a'.repeat(24),
  membershipId: 'EMP123',
  membershipStatus: 'active',
  membershipValidUntil: '2027-03-31',
  name: 'Nur Aisyah',
  membershipType: 'Practicing Ordinary',
  approvedOn: '2024-04-01',
  sanctions: [],
  cover: [],
  ...overrides,
})
const term = (overrides: Partial<SanctionTerm>): SanctionTerm => ({ kind: 'suspension', from: '2026-12-01', until: '2026-12-31', summary: 'In English.', summaryMs: 'Dalam bahasa Melayu.', withdrawnOn: '', ...overrides })

describe('registerEntryOn', () => {
  test('an active member, with the approval day as "since"', () => {
    expect(registerEntryOn(member(), '2026-12-10', 'en')).toEqual({
      name: 'Nur Aisyah',
      membershipId: 'EMP123',
      membershipType: 'Practicing Ordinary',
      status: 'active',
      since: '2024-04-01',
      validUntil: '2027-03-31',
      sanctions: [],
    })
  })

  test('a suspension in force overrules the stage, in the reader’s language, and ends with its last day', () => {
    const suspended = member({ sanctions: [term({})] })
    expect(registerEntryOn(suspended, '2026-12-31', 'ms')).toMatchObject({ status: 'suspended', sanctions: [{ kind: 'suspension', summary: 'Dalam bahasa Melayu.' }] })
    expect(registerEntryOn(suspended, '2027-01-01', 'ms')).toMatchObject({ status: 'active', sanctions: [] })
  })

  test('a removal shows without end, even once the membership has ended', () => {
    const removed = member({ membershipStatus: 'expired', membershipValidUntil: '2026-12-01', sanctions: [term({ kind: 'removal', until: '' })] })
    expect(registerEntryOn(removed, '2035-06-01', 'en')).toMatchObject({ status: 'removed', sanctions: [{ kind: 'removal', until: '' }] })
  })

  test('an account closing, an applicant and a member lapsed over two years are not on the register', () => {
    expect(registerEntryOn(member({ membershipStatus: 'closing' }), '2026-12-10', 'en')).toBeNull()
    expect(registerEntryOn(member({ membershipStatus: 'pending', approvedOn: '', membershipId: '' }), '2026-12-10', 'en')).toBeNull()
    const lapsed = member({ membershipStatus: 'expired', membershipValidUntil: '2025-03-31' })
    expect(registerEntryOn(lapsed, '2027-03-31', 'en')?.status).toBe('lapsed')
    expect(registerEntryOn(lapsed, '2027-04-01', 'en')).toBeNull()
  })
})

describe('standingOn', () => {
  const entry = (sanctions: SanctionTerm[], cover: MemberStanding['cover'] = []) => ({ standing: { kind: 'member' as const, until: '2027-03-31' }, sanctions, cover })

  test('adds the sanctions in force and the cover line only when there are any', () => {
    expect(standingOn(entry([]), '2026-12-10')).toEqual({ kind: 'member', until: '2027-03-31' })
    expect(standingOn(entry([term({ kind: 'warning' })]), '2026-12-10', 'ms')).toEqual({
      kind: 'member',
      until: '2027-03-31',
      sanctions: [{ kind: 'warning', from: '2026-12-01', until: '2026-12-31', summary: 'Dalam bahasa Melayu.' }],
    })
    const cover = [
      { kind: 'liability-insurance' as const, from: '2026-01-01', until: '2026-12-31' },
      { kind: 'first-aid' as const, from: '2026-01-01', until: '2026-12-15' },
    ]
    expect(standingOn(entry([], cover), '2026-12-15')).toMatchObject({ coverCurrent: true })
    expect(standingOn(entry([], cover), '2026-12-16')).not.toHaveProperty('coverCurrent')
  })

  test('a self-listed listing stays self-listed', () => {
    expect(standingOn({ standing: { kind: 'self-listed' }, sanctions: [term({})], cover: [] }, '2026-12-10')).toEqual({ kind: 'self-listed' })
  })
})
