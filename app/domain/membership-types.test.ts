import { describe, expect, test } from 'vitest'
import { membershipFees } from '#app/config/membership.ts'
import { REGISTRATION_MEMBERSHIP_TYPES } from './constants.ts'
import { MEMBERSHIP_TYPE_ALIASES, MEMBERSHIP_TYPES, membershipTerms, membershipTypeOf } from './membership-types.ts'

describe('the one list of membership types', () => {
  test('is the ten of /membership, in its order, and the fees configure exactly those', () => {
    expect(MEMBERSHIP_TYPES).toHaveLength(10)
    expect(Object.keys(membershipFees).sort()).toEqual([...MEMBERSHIP_TYPES].sort())
  })

  test("carries spec section 9's fees in sen, and the assumed Student fee", () => {
    expect(membershipTerms('Practicing Ordinary')).toMatchObject({ entryFeeSen: 10_000, annualFeeSen: 30_000, hasEntryFee: true })
    expect(membershipTerms('Corporate')).toMatchObject({ entryFeeSen: 10_000, annualFeeSen: 100_000 })
    expect(membershipTerms('Fellow')).toMatchObject({ entryFeeSen: 0, hasEntryFee: false, annualFeeSen: 40_000 })
    expect(membershipTerms('Honorary Fellow')).toMatchObject({ entryFeeSen: 0, annualFeeSen: 0, hasEntryFee: false, hasAnnualFee: false })
    expect(membershipTerms('Student')).toMatchObject({ entryFeeSen: 0, hasEntryFee: false, annualFeeSen: 5_000 })
  })

  test('rights of spec section 6: voting and listing', () => {
    const voting = MEMBERSHIP_TYPES.filter((t) => membershipTerms(t).voting)
    const listed = MEMBERSHIP_TYPES.filter((t) => membershipTerms(t).listed)
    expect(voting).toEqual(['Practicing Ordinary', 'Non-Practicing Ordinary', 'Fellow'])
    expect(listed).toEqual(['Practicing Ordinary', 'Foreign', 'Corporate', 'Fellow', 'Honorary Fellow'])
  })
})

describe('the registration names of the spec', () => {
  test('each of the eight is an alias of one of the ten', () => {
    expect(Object.keys(MEMBERSHIP_TYPE_ALIASES).sort()).toEqual([...REGISTRATION_MEMBERSHIP_TYPES].sort())
    expect(MEMBERSHIP_TYPE_ALIASES['Student Member']).toBe('Student')
    expect(MEMBERSHIP_TYPE_ALIASES['International Member']).toBe('Foreign')
    expect(MEMBERSHIP_TYPE_ALIASES['Fellow Member']).toBe('Fellow')
  })

  test('membershipTypeOf reads a type or an alias in any case, and nothing else', () => {
    expect(membershipTypeOf('Associate')).toBe('Associate')
    expect(membershipTypeOf('  associate   member ')).toBe('Associate')
    expect(membershipTypeOf('NON-PRACTICING ORDINARY MEMBER')).toBe('Non-Practicing Ordinary')
    for (const nonsense of ['', 'Member', 'Associates', '__proto__', 'constructor', 42, null, { type: 'Associate' }]) {
      expect(membershipTypeOf(nonsense)).toBeNull()
    }
  })
})
