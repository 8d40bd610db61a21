import { describe, expect, test } from 'vitest'
import { formatRinggit, parseDonationAmount } from './donation.ts'

describe('parseDonationAmount', () => {
  test('no amount chosen is neither an amount nor an error', () => {
    expect(parseDonationAmount(null)).toEqual({ amount: null, error: null })
    expect(parseDonationAmount('  ')).toEqual({ amount: null, error: null })
  })

  test('reads whole ringgit, forgiving "RM", commas and spaces', () => {
    expect(parseDonationAmount('150')).toEqual({ amount: 150, error: null })
    expect(parseDonationAmount('RM 1,000')).toEqual({ amount: 1000, error: null })
    expect(parseDonationAmount(' 2 500 ')).toEqual({ amount: 2500, error: null })
  })

  test('refuses cents, words, zero and negatives as invalid', () => {
    for (const raw of ['12.50', 'abc', '0', '-5', '1e3', '10abc']) {
      expect(parseDonationAmount(raw)).toEqual({ amount: null, error: 'invalid' })
    }
  })

  test('asks very large gifts to be arranged in person', () => {
    expect(parseDonationAmount('99999999999')).toEqual({ amount: null, error: 'tooLarge' })
  })
})

test('formatRinggit writes amounts the Malaysian way', () => {
  expect(formatRinggit(150)).toBe('RM 150')
  expect(formatRinggit(25000)).toBe('RM 25,000')
})
