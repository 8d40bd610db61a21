import { describe, expect, test } from 'vitest'
import { amountInWords } from './money-words.ts'

describe('an amount in words, as a receipt writes it', () => {
  test('in English', () => {
    expect(amountInWords(20_000, 'en')).toBe('Ringgit Malaysia Two Hundred Only')
    expect(amountInWords(25_050, 'en')).toBe('Ringgit Malaysia Two Hundred and Fifty and Sen Fifty Only')
    expect(amountInWords(1_234_567, 'en')).toBe('Ringgit Malaysia Twelve Thousand Three Hundred and Forty-Five and Sen Sixty-Seven Only')
    expect(amountInWords(100_000_000, 'en')).toBe('Ringgit Malaysia One Million Only')
    expect(amountInWords(105_00, 'en')).toBe('Ringgit Malaysia One Hundred and Five Only')
    expect(amountInWords(1_000_500, 'en')).toBe('Ringgit Malaysia Ten Thousand and Five Only')
  })

  test('in Malay, with no English in it', () => {
    expect(amountInWords(20_000, 'ms')).toBe('Ringgit Malaysia Dua Ratus Sahaja')
    expect(amountInWords(25_050, 'ms')).toBe('Ringgit Malaysia Dua Ratus Lima Puluh dan Sen Lima Puluh Sahaja')
    expect(amountInWords(11_100, 'ms')).toBe('Ringgit Malaysia Seratus Sebelas Sahaja')
    expect(amountInWords(1_515_00, 'ms')).toBe('Ringgit Malaysia Seribu Lima Ratus Lima Belas Sahaja')
    expect(amountInWords(1_000_000_00, 'ms')).toBe('Ringgit Malaysia Sejuta Sahaja')
    expect(amountInWords(10_00, 'ms')).toBe('Ringgit Malaysia Sepuluh Sahaja')
  })
})
