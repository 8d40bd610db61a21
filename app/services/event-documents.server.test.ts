import { describe, expect, test } from 'vitest'
import { attendanceCertificatePdf, cpdYearCertificatePdf } from './event-documents.server.ts'

// A PDF's font dictionaries are not compressed: the embedded font's name is readable in the file's bytes.
const fontNames = (pdf: Buffer) => [...pdf.toString('latin1').matchAll(/\/BaseFont\s*\/([^\s/>]+)/g)].map((m) => m[1] ?? '')

describe('the event certificates are set in the embedded Noto Sans, as the membership certificate', () => {
  test.each(['en', 'ms'] as const)('the attendance certificate (%s) embeds Noto Sans and no Helvetica', async (locale) => {
    const pdf = await attendanceCertificatePdf(
      {
        name: "Zoë Ng & Siti Nur'ain",
        eventTitle: 'Bengkel Penyembuhan Tenaga',
        when: '12 Mac 2026',
        hours: 3,
        category: 'workshop',
        provider: 'EMPAM',
        code: 'ABC123',
        verifyUrl: 'https://empam.org.my/verify/ABC123',
        issuedOn: new Date('2026-03-12T04:00:00Z'),
      },
      locale,
    )
    const names = fontNames(pdf)
    expect(names.length).toBeGreaterThan(0)
    expect(names.every((name) => /\+NotoSans-/.test(name))).toBe(true)
    expect(pdf.toString('latin1')).not.toMatch(/Helvetica/)
  })

  test('the yearly CPD certificate embeds Noto Sans and no Helvetica', async () => {
    const pdf = await cpdYearCertificatePdf(
      { name: 'Zoë Ng', membershipId: 'EMPAM-0001', year: 2026, first: '2026-01-01', last: '2026-12-31', counted: 20, target: 20, categories: [{ category: 'workshop', counted: 20 }], code: 'cpdCODE42', verifyUrl: 'https://empam.org.my/verify/cpdCODE42', issuedOn: new Date('2026-12-01T00:00:00Z') },
      'ms',
    )
    expect(fontNames(pdf).every((name) => /\+NotoSans-/.test(name))).toBe(true)
    expect(pdf.toString('latin1')).not.toMatch(/Helvetica/)
  })
})
