import { describe, expect, test } from 'vitest'
import { membershipTerms } from './membership-types.ts'
import { fellowshipEligibleFrom, fellowshipFeeDifference, fellowshipRefusal, membershipYears } from './fellow-upgrade.ts'

const practicing = (joinDate: string) => ({ membershipStatus: 'active', membershipType: 'Practicing Ordinary', joinDate })

describe('the Fellow upgrade (spec section 6)', () => {
  test('five calendar years after joining, on the Malaysian day', () => {
    expect(fellowshipEligibleFrom('2021-03-15')).toBe('2026-03-15')
    // 20:00 UTC on 14 March is already 15 March in Kuala Lumpur.
    expect(fellowshipEligibleFrom(new Date('2021-03-14T20:00:00Z'))).toBe('2026-03-15')
    expect(fellowshipEligibleFrom('2020-02-29')).toBe('2025-03-01')
  })

  test('an active Practicing Ordinary member may ask from that day, not the day before', () => {
    expect(fellowshipRefusal(practicing('2021-03-15'), '2026-03-14')).toBe('too-soon')
    expect(fellowshipRefusal(practicing('2021-03-15'), '2026-03-15')).toBeNull()
    expect(fellowshipRefusal(practicing('2010-01-01'), '2026-03-15')).toBeNull()
  })

  test('anyone else is refused, with the reason', () => {
    expect(fellowshipRefusal({ ...practicing('2010-01-01'), membershipStatus: 'expired' }, '2026-03-15')).toBe('not-active')
    expect(fellowshipRefusal({ ...practicing('2010-01-01'), membershipStatus: 'pending' }, '2026-03-15')).toBe('not-active')
    expect(fellowshipRefusal({ ...practicing('2010-01-01'), membershipType: 'Non-Practicing Ordinary' }, '2026-03-15')).toBe('not-practicing-ordinary')
    expect(fellowshipRefusal({ ...practicing('2010-01-01'), membershipType: 'Fellow' }, '2026-03-15')).toBe('not-practicing-ordinary')
  })

  test('the fee difference comes from the one list of types and is never negative', () => {
    const fellow = membershipTerms('Fellow')
    const ordinary = membershipTerms('Practicing Ordinary')
    expect(fellowshipFeeDifference()).toEqual({
      entrySen: Math.max(0, fellow.entryFeeSen - ordinary.entryFeeSen),
      annualSen: Math.max(0, fellow.annualFeeSen - ordinary.annualFeeSen),
    })
    // The spec's fees: Fellow 400 a year and no entry fee, Practicing Ordinary 300 and 100.
    expect(fellowshipFeeDifference()).toEqual({ entrySen: 0, annualSen: 10_000 })
    expect(fellowshipFeeDifference('Corporate')).toEqual({ entrySen: 0, annualSen: 0 })
  })

  test('whole years of membership: a year counts from its anniversary, in Malaysia', () => {
    expect(membershipYears('2021-03-15', '2026-03-14')).toBe(4)
    expect(membershipYears('2021-03-15', '2026-03-15')).toBe(5)
    expect(membershipYears(new Date('2021-03-14T20:00:00Z'), '2026-03-14')).toBe(4)
    expect(membershipYears('2020-02-29', '2021-02-28')).toBe(0)
    expect(membershipYears('2026-05-01', '2026-03-15')).toBe(0)
  })
})
