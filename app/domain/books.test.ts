import { describe, expect, test } from 'vitest'
import fc from 'fast-check'
import { incomeCategoryOf, incomeOfInvoicePayment, shareOut } from './books.ts'

describe('sharing money out among an invoice’s lines', () => {
  test('a whole payment gives each line its own amount', () => {
    const joining = { kind: 'joining', items: [{ amountSen: 5_000, code: 'entry-fee' }, { amountSen: 20_000, code: 'first-year' }] }
    expect(Object.fromEntries(incomeOfInvoicePayment(joining, 25_000))).toEqual({ 'entry-fees': 5_000, 'membership-dues': 20_000 })
  })

  test('a part payment is shared in proportion, to the sen', () => {
    const joining = { kind: 'joining', items: [{ amountSen: 5_000 }, { amountSen: 20_000 }] }
    // Lines without codes: a joining invoice lists the entry fee first (domain/invoice-items.ts).
    expect(Object.fromEntries(incomeOfInvoicePayment(joining, 1_001))).toEqual({ 'entry-fees': 200, 'membership-dues': 801 })
  })

  test('each kind of invoice has its line', () => {
    expect(incomeCategoryOf(null, 'renewal')).toBe('membership-dues')
    expect(incomeCategoryOf('fellowship-entry', 'fellowship')).toBe('fellowship')
    expect(incomeCategoryOf(null, 'event')).toBe('events')
    expect(incomeCategoryOf(null, 'donation')).toBe('donations')
    expect(incomeCategoryOf(null, 'mystery')).toBe('other')
    expect(Object.fromEntries(incomeOfInvoicePayment({ kind: 'event', items: [] }, 700))).toEqual({ events: 700 })
  })

  test('by the largest remainder, an earlier line winning a tie', () => {
    expect(shareOut(100, [1, 1, 1])).toEqual([34, 33, 33])
    expect(shareOut(5, [0, 0])).toEqual([5, 0])
    expect(shareOut(0, [3, 4])).toEqual([0, 0])
  })
})

test('the shares are whole sen, none below nothing, that add up to the amount', () => {
  fc.assert(
    fc.property(fc.integer({ min: 0, max: 10_000_000 }), fc.array(fc.integer({ min: 0, max: 1_000_000 }), { minLength: 1, maxLength: 6 }), (amount, weights) => {
      const shares = shareOut(amount, weights)
      expect(shares.every(Number.isInteger)).toBe(true)
      expect(shares.every((share) => share >= 0)).toBe(true)
      expect(shares.reduce((a, b) => a + b, 0)).toBe(amount)
    }),
    { seed: 20_260_034 },
  )
})
