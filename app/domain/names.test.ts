import { describe, expect, test } from 'vitest'
import { initials, nameWithSalutation } from './names.ts'

describe('initials', () => {
  test('takes the first letters of the first two name words', () => {
    expect(initials('Siti Nurhaliza binti Tarudin')).toBe('SN')
    expect(initials('aisyah', 'rahman')).toBe('AR')
    expect(initials('  ')).toBe('')
  })
})

describe('salutations on Malay pages (issue 33)', () => {
  test('Mr., Ms. and Mrs. become Encik, Cik and Puan; Dr. and the rest stay; English keeps what was typed', () => {
    expect(nameWithSalutation('Mr.', 'Hafiz Rahman', 'ms')).toBe('Encik Hafiz Rahman')
    expect(nameWithSalutation('Ms.', 'Siti Aminah', 'ms')).toBe('Cik Siti Aminah')
    expect(nameWithSalutation('Mrs.', 'Lim Mei Ling', 'ms')).toBe('Puan Lim Mei Ling')
    expect(nameWithSalutation('Dr.', 'Aminah Yusof', 'ms')).toBe('Dr. Aminah Yusof')
    expect(nameWithSalutation('Ms.', 'Siti Aminah', 'en')).toBe('Ms. Siti Aminah')
    expect(nameWithSalutation('', 'Siti Aminah', 'ms')).toBe('Siti Aminah')
  })
})
