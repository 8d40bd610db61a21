import { expect, test } from 'vitest'
import { nextMembershipId } from './membership-id.ts'

test('with no IDs in use the first is EMP001', () => {
  expect(nextMembershipId([])).toBe('EMP001')
})

test('the highest number plus one, padded to three digits', () => {
  expect(nextMembershipId(['EMP001', 'EMP007', 'EMP003'])).toBe('EMP008')
  expect(nextMembershipId(['EMP009'])).toBe('EMP010')
  expect(nextMembershipId(['EMP099'])).toBe('EMP100')
})

test('numbers, not text, decide the highest: EMP1000 is above EMP999', () => {
  expect(nextMembershipId(['EMP999', 'EMP1000', 'EMP200'])).toBe('EMP1001')
})

test('IDs of another form and lower case are read as the model stores them', () => {
  expect(nextMembershipId(['ADM123456', 'emp012', 'EMP-7', 'EMP', ' EMP004 '])).toBe('EMP013')
})
