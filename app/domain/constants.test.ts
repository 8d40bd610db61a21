import { describe, expect, test } from 'vitest'
import {
  CPD_CATEGORIES,
  LOCATIONS,
  MALAYSIAN_LOCATIONS,
  MEMBERSHIP_STATUSES,
  PILLAR_SPECIALTIES,
  REGISTRATION_MEMBERSHIP_TYPES,
} from './constants.ts'

describe('the fixed lists of spec section 9', () => {
  test('have the sizes the spec gives', () => {
    expect(LOCATIONS).toHaveLength(25)
    expect(PILLAR_SPECIALTIES).toHaveLength(10)
    expect(CPD_CATEGORIES).toHaveLength(8)
    expect(REGISTRATION_MEMBERSHIP_TYPES).toHaveLength(8)
    expect(MEMBERSHIP_STATUSES).toEqual(['active', 'pending', 'suspended', 'expired', 'rejected'])
  })

  test('hold no duplicates and start and end where the spec does', () => {
    expect(new Set(LOCATIONS).size).toBe(25)
    expect(LOCATIONS[0]).toBe('Johor')
    expect(LOCATIONS.at(-1)).toBe('Other International')
    expect(MALAYSIAN_LOCATIONS).toContain('Sabah')
    expect(MALAYSIAN_LOCATIONS).not.toContain('Singapore')
  })
})
