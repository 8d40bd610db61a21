import { describe, expect, test } from 'vitest'
import { pdfInfo, pdfText } from '#tests/pdf.ts'
import { attendanceCertificatePdf, cpdYearCertificatePdf } from './event-documents.server.ts'
import { certificatePdf, receiptPdf } from './membership-documents.server.ts'

/**
 * Issue 33, item 7: every PDF the association sends is tagged, with its language and title, so that a
 * screen reader reads it, in the order it is drawn. Read with poppler's pdfinfo and pdftotext.
 */

const documents = {
  receipt: (locale: 'en' | 'ms') =>
    receiptPdf({ number: 'RCT-2026-0001', paidOn: '2026-11-20', receivedFrom: { name: 'Aisyah Rahman', email: 'a@example.com' }, amountSen: 20000, purpose: 'Annual fee', method: 'bank-transfer', reference: 'MBB 1', invoiceNumber: 'INV-2026-0001' }, locale),
  membership: (locale: 'en' | 'ms') =>
    certificatePdf({ name: 'Aisyah Rahman', membershipType: 'Associate', membershipId: 'EMP123', validUntil: '2027-11-19', verifyUrl: 'https://empam.org.my/verify/abc123' }, locale),
  attendance: (locale: 'en' | 'ms') =>
    attendanceCertificatePdf({ name: 'Aisyah Rahman', eventTitle: 'Reiki II', when: '12 March 2026', hours: 3, category: 'Workshop', provider: 'EMPAM', code: 'ABC123', verifyUrl: 'https://empam.org.my/verify/ABC123' }, locale),
  cpdYear: (locale: 'en' | 'ms') =>
    cpdYearCertificatePdf({ name: 'Aisyah Rahman', membershipId: 'EMP123', year: 2026, first: '2026-01-01', last: '2026-12-31', counted: 20, target: 20, categories: [{ category: 'Workshop', counted: 20 }], issuedOn: new Date('2026-12-01T00:00:00Z') }, locale),
}

describe('every PDF is tagged, in its language, with its title', () => {
  for (const [kind, make] of Object.entries(documents)) {
    test.each(['en', 'ms'] as const)(`${kind} (%s)`, async (locale) => {
      const pdf = await make(locale)
      const info = pdfInfo(pdf)
      expect(info.Tagged).toBe('yes')
      expect(info.Title).not.toBe('')
      const raw = pdf.toString('latin1')
      expect(raw).toContain(`/Lang (${locale})`)
      expect(raw).toMatch(/\/DisplayDocTitle true/)
      expect(raw).toMatch(/\/StructTreeRoot/)
      // The name the document is for, in the text a reader's tool gets.
      expect(pdfText(pdf)).toContain('Aisyah Rahman')
    })
  }

  test('a receipt gives the association\'s address and the amount in words, in its own language only', async () => {
    const english = pdfText(await documents.receipt('en'))
    expect(english).toContain('Lot 8, Lorong Donggongon Baru')
    expect(english).toContain('Ringgit Malaysia Two Hundred Only')
    const malay = pdfText(await documents.receipt('ms'))
    expect(malay).toContain('Ringgit Malaysia Dua Ratus Sahaja')
    expect(malay).not.toContain('Only')
  })

  test('a certificate reads as drawn: the association, the title, the member; its QR is a figure saying where it leads', async () => {
    const pdf = await documents.membership('en')
    const text = pdfText(pdf)
    expect(text.indexOf('Energy Medicine Practitioners Association of Malaysia')).toBeLessThan(text.indexOf('Aisyah Rahman'))
    const raw = pdf.toString('latin1')
    expect(raw).toMatch(/\/S \/Figure/)
    expect(raw).toMatch(/\/S \/H1/)
  })
})
