import { expect, test } from 'vitest'
import { MEMBERSHIP_TYPES } from '#app/domain/membership-types.ts'
import { membershipTypes } from './membership.ts'

test('/membership shows the ten types of the one list, with their configured fees', () => {
  expect(membershipTypes.map((card) => card.type)).toEqual([...MEMBERSHIP_TYPES])
  expect(membershipTypes.find((card) => card.type === 'Student')).toMatchObject({ entryFee: null, entryFeeNote: 'None', annualFee: 50 })
  expect(membershipTypes.find((card) => card.type === 'Graduate')).toMatchObject({ entryFee: 100, annualFee: 100, voting: false, listed: false })
  expect(membershipTypes.find((card) => card.type === 'Honorary Fellow')).toMatchObject({ entryFee: null, annualFee: null, listed: true })
})
