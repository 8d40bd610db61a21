import { expect, test } from 'vitest'
import { pageCount, pageNumberOf } from './pagination.ts'

test('a page number is a whole number from 1; anything else is the first page', () => {
  expect(pageNumberOf('3')).toBe(3)
  expect(pageNumberOf('1')).toBe(1)
  for (const value of [null, '', '0', '-2', '2.5', 'two', '1e3', '9999999']) expect(pageNumberOf(value)).toBe(1)
})

test('the number of pages: at least one, rounded up', () => {
  expect(pageCount(0, 25)).toBe(1)
  expect(pageCount(25, 25)).toBe(1)
  expect(pageCount(26, 25)).toBe(2)
  expect(pageCount(101, 50)).toBe(3)
})
