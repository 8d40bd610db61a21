import { describe, expect, test } from 'vitest'
import { invoiceItemCodes } from './invoice-items.ts'

describe("an invoice line's code", () => {
  test('the stored code when there is one', () => {
    expect(invoiceItemCodes({ kind: 'joining', items: [{ code: 'first-year' }] })).toEqual(['first-year'])
  })

  test('an invoice from before the codes: its kind and the order its lines were written in', () => {
    expect(invoiceItemCodes({ kind: 'joining', items: [{}, {}] })).toEqual(['entry-fee', 'first-year'])
    expect(invoiceItemCodes({ kind: 'joining', items: [{ code: '' }] })).toEqual(['first-year'])
    expect(invoiceItemCodes({ kind: 'fellowship', items: [{}] })).toEqual(['fellowship-annual'])
    expect(invoiceItemCodes({ kind: 'fellowship', items: [{}, {}] })).toEqual(['fellowship-entry', 'fellowship-annual'])
    expect(invoiceItemCodes({ kind: 'renewal', items: [{}] })).toEqual(['renewal'])
    expect(invoiceItemCodes({ kind: 'event', items: [{}] })).toEqual(['event-fee'])
  })

  test('null where nothing tells', () => {
    expect(invoiceItemCodes({ kind: 'donation', items: [{}] })).toEqual([null])
  })
})
