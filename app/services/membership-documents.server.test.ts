import { describe, expect, test } from 'vitest'
import { receiptNotes } from './membership-documents.server.ts'

// The PDF's text streams are compressed and its glyphs subset, so the receipt's wording is checked where
// it is chosen: the notes the PDF prints under its table (issue 18, item 10).
describe('the section 44(6) wording on a receipt', () => {
  const reference = 'LHDN.01/35/42/51/179-6.5999'

  test('a donation receipt carries it, with the reference, only when an approval reference is configured', () => {
    expect(receiptNotes({ donation: true }, 'en', reference).taxDeductible).toBe(
      `This donation is tax-deductible under subsection 44(6) of the Income Tax Act 1967 (approval reference ${reference}).`,
    )
    expect(receiptNotes({ donation: true }, 'ms', reference).taxDeductible).toContain('44(6)')
    expect(receiptNotes({ donation: true }, 'en', '').taxDeductible).toBeNull()
  })

  test("a membership receipt never does, and the shipped configuration has no reference: no tax claim by default", () => {
    expect(receiptNotes({ donation: false }, 'en', reference).taxDeductible).toBeNull()
    expect(receiptNotes({}, 'en', reference).taxDeductible).toBeNull()
    expect(receiptNotes({ donation: true }, 'en').taxDeductible).toBeNull()
    expect(receiptNotes({ donation: true }, 'en').computerGenerated).not.toBe('')
  })
})
