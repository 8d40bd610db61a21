import { expect, test } from 'vitest'
import { isPillarSpecialty, mergeSpecialties, splitSpecialties } from './specialties.ts'

test('splitSpecialties and mergeSpecialties', () => {
  expect(splitSpecialties(' Reiki, ,Qigong ,')).toEqual(['Reiki', 'Qigong'])
  expect(splitSpecialties(undefined)).toEqual([])
  expect(mergeSpecialties(['Body', 'Reiki'], ['reiki', '  Sound   healing '])).toEqual(['Body', 'Reiki', 'Sound healing'])
})

test('isPillarSpecialty knows the pillars by their exact name', () => {
  expect(isPillarSpecialty('Soul')).toBe(true)
  expect(isPillarSpecialty('soul')).toBe(false)
  expect(isPillarSpecialty('Sound healing')).toBe(false)
})
