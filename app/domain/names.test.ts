import { describe, expect, test } from 'vitest'
import { initials } from './names.ts'

describe('initials', () => {
  test('takes the first letters of the first two name words', () => {
    expect(initials('Siti Nurhaliza binti Tarudin')).toBe('SN')
    expect(initials('aisyah', 'rahman')).toBe('AR')
    expect(initials('  ')).toBe('')
  })
})
