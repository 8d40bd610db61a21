import { describe, expect, test } from 'vitest'
import { pdfInfo, pdfQrCodes, pdfText } from '#tests/pdf.ts'
import { attendanceCertificatePdf, cpdYearCertificatePdf } from './event-documents.server.ts'
import { certificatePdf, receiptPdf } from './membership-documents.server.ts'
import { creditNotePdf, statementPdf, type StatementDocument } from './books-documents.server.ts'
import { annualReturnPdf, type AnnualReturnDocument } from './annual-return-documents.server.ts'

/**
 * Issue 33, item 7: every PDF the association sends is tagged, with its language and title, so that a
 * screen reader reads it, in the order it is drawn; a receipt says whose membership it is for and the
 * period it covers; every certificate says when it was issued, prints its code and carries a QR that a
 * phone reads as its /verify address. Read with poppler's pdfinfo, pdftotext and pdftoppm, and ZBar.
 */

const issuedOn = new Date('2026-12-01T04:00:00Z')
const documents = {
  receipt: (locale: 'en' | 'ms') =>
    receiptPdf(
      {
        number: 'RCT-2026-0001',
        paidOn: '2026-11-20',
        receivedFrom: { name: 'Aisyah Rahman', email: 'a@example.com' },
        membershipId: 'EMP123',
        amountSen: 20000,
        purpose: locale === 'ms' ? 'Yuran tahunan: keahlian Ahli Bersekutu, tahun pertama' : 'Annual fee: Associate membership, first year',
        period: { kind: 'membership', from: '2026-11-20', to: '2027-11-19' },
        method: 'bank-transfer',
        reference: 'MBB 1',
        invoiceNumber: 'INV-2026-0001',
      },
      locale,
    ),
  membership: (locale: 'en' | 'ms') =>
    certificatePdf({ name: 'Aisyah Rahman', membershipType: 'Practicing Ordinary', membershipId: 'EMP123', validUntil: '2027-11-19', code: 'abc123def', verifyUrl: 'https://empam.org.my/verify/abc123def', issuedOn }, locale),
  attendance: (locale: 'en' | 'ms') =>
    attendanceCertificatePdf({ name: 'Aisyah Rahman', eventTitle: 'Reiki II', when: '12 March 2026', hours: 1, category: 'Workshop', provider: 'EMPAM', code: 'ABC123xyz', verifyUrl: 'https://empam.org.my/verify/ABC123xyz', issuedOn }, locale),
  creditNote: (locale: 'en' | 'ms') =>
    creditNotePdf(
      {
        number: 'CN-2026-0001',
        refundedOn: '2026-11-25',
        issuedTo: { name: 'Aisyah Rahman', email: 'a@example.com' },
        invoiceNumber: 'INV-2026-0001',
        amountSen: 5_000,
        reason: locale === 'ms' ? 'Terlebih bayar' : 'Paid twice',
        refundReference: 'MBB 77',
      },
      locale,
    ),
  statement: (locale: 'en' | 'ms') => statementPdf(statement, locale),
  annualReturn: (locale: 'en' | 'ms') => annualReturnPdf(annualReturn, locale),
  cpdYear: (locale: 'en' | 'ms') =>
    cpdYearCertificatePdf(
      { name: 'Aisyah Rahman', membershipId: 'EMP123', year: 2026, first: '2026-01-01', last: '2026-12-31', counted: 20, target: 20, categories: [{ category: 'Workshop', counted: 20 }], code: 'cpdCODE42', verifyUrl: 'https://empam.org.my/verify/cpdCODE42', issuedOn },
      locale,
    ),
}
/** A year's statement (issue 34): income net of a credit note, two kinds of expense, a surplus. */
const statement: StatementDocument = {
  year: 2026,
  from: '2026-01-01',
  to: '2026-12-31',
  toDate: null,
  drawnOn: '2027-01-05',
  income: [
    { category: 'membership-dues', receivedSen: 40_000, refundedSen: 5_000, netSen: 35_000 },
    { category: 'entry-fees', receivedSen: 10_000, refundedSen: 0, netSen: 10_000 },
    { category: 'donations', receivedSen: 15_050, refundedSen: 0, netSen: 15_050 },
  ],
  expenditure: [
    { category: 'venue', amountSen: 30_000 },
    { category: 'printing', amountSen: 4_550 },
  ],
  totals: { receivedSen: 65_050, refundedSen: 5_000, incomeSen: 60_050, expenditureSen: 34_550, surplusSen: 25_500 },
}

/** A year's annual return (issue 35, item 4): an amendment, a hand-over, members of two types, the statement above. */
const annualReturn: AnnualReturnDocument = {
  year: 2026,
  drawnOn: '2027-01-05',
  deadline: { rule: 'after-agm', agmDay: '2026-06-20', agmPlanned: false, dueBy: '2026-08-19' },
  amendments: [{ meetingDay: '2026-06-20', clause: 'Clause 7(3)', before: 'Fourteen days.', after: 'Twenty-one days.', approvedOn: null }],
  officeBearers: [
    { title: 'President', titleMs: 'Presiden', name: 'Aisyah Rahman', from: '2025-01-01', until: '2026-06-20', membershipId: 'EMP123', phone: '012-3456789' },
    { title: 'President', titleMs: 'Presiden', name: 'Lim Wei', from: '2026-06-21', until: null, membershipId: null, phone: '' },
  ],
  members: {
    day: '2026-12-31',
    countedOn: '2027-01-01',
    source: 'kept',
    byType: [
      { type: 'Practicing Ordinary', members: 40, paidUp: 38 },
      { type: 'Student', members: 5, paidUp: 5 },
    ],
    total: 45,
    paidUp: 43,
  },
  address: { full: 'Lot 8, Lorong Donggongon Baru, 89500 Penampang, Kota Kinabalu, Sabah, Malaysia', registrationNumber: 'PPM-005-12-08042023' },
  accounts: statement,
}

const certificates = { membership: 'abc123def', attendance: 'ABC123xyz', cpdYear: 'cpdCODE42' } as const

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
      // The name the document is for (a statement's year), in the text a reader's tool gets.
      expect(pdfText(pdf)).toContain(kind === 'statement' ? '2026' : 'Aisyah Rahman')
      if (kind === 'annualReturn') expect(raw).toMatch(/\/S \/H1/)
    })
  }

  test("a receipt gives the association's address, the member's ID, the amount in words and the period covered, in its own language only", async () => {
    const english = pdfText(await documents.receipt('en'))
    expect(english).toContain('Lot 8, Lorong Donggongon Baru')
    expect(english).toContain('Membership ID EMP123')
    expect(english).toContain('Ringgit Malaysia Two Hundred Only')
    expect(english).toContain('Period covered 20 Nov 2026 to 19 Nov 2027')
    const malay = pdfText(await documents.receipt('ms'))
    expect(malay).toContain('ID keahlian EMP123')
    expect(malay).toContain('Ringgit Malaysia Dua Ratus Sahaja')
    expect(malay).toContain('Bagi tempoh 20 Nov 2026 hingga 19 Nov 2027')
    expect(malay).not.toMatch(/\b(Only|Period|to|Annual|fee|invoice)\b/)
  })

  test('a receipt for an event gives its date; one for a gift, no period', async () => {
    const base = { number: 'RCT-2026-0002', paidOn: '2026-03-01', receivedFrom: { name: 'Zoë Ng', email: 'z@example.com' }, amountSen: 5000, purpose: 'x', method: 'cash', reference: '' }
    expect(pdfText(await receiptPdf({ ...base, period: { kind: 'event', from: '2026-03-12', to: '2026-03-12' } }, 'en'))).toContain('Event date 12 Mar 2026')
    expect(pdfText(await receiptPdf({ ...base, period: { kind: 'event', from: '2026-03-12', to: '2026-03-13' } }, 'ms'))).toContain('Tarikh acara 12 Mac 2026 hingga 13 Mac 2026')
    const gift = pdfText(await receiptPdf({ ...base, donation: true, period: null }, 'en'))
    expect(gift).not.toContain('Period covered')
    expect(gift).not.toContain('Membership ID')
  })

  test('a certificate reads as drawn: the association, the title, the member; its QR is a figure saying where it leads, its logo decoration', async () => {
    const pdf = await documents.membership('en')
    const text = pdfText(pdf)
    expect(text.indexOf('Energy Medicine Practitioners Association of Malaysia')).toBeLessThan(text.indexOf('Aisyah Rahman'))
    const raw = pdf.toString('latin1')
    expect(raw).toMatch(/\/S \/Figure/)
    expect(raw).toMatch(/\/S \/H1/)
    // The logo (rendered at 256 px) is drawn, but as decoration outside what a reader reads: the one figure is the QR.
    expect(raw).toMatch(/\/Width 256\b/)
    expect(raw.match(/\/S \/Figure/g)).toHaveLength(1)
  })

  for (const [kind, code] of Object.entries(certificates)) {
    test.each(['en', 'ms'] as const)(`the ${kind} certificate (%s) has its issue date, its code and a QR that reads as its /verify address`, async (locale) => {
      const pdf = await documents[kind as keyof typeof certificates](locale)
      const text = pdfText(pdf)
      expect(text).toContain(locale === 'en' ? 'Issued on 1 December 2026' : 'Dikeluarkan pada 1 Disember 2026')
      expect(text).toContain(locale === 'en' ? `Verification code: ${code}` : `Kod pengesahan: ${code}`)
      expect(text).toContain(`https://empam.org.my/verify/${code}`)
      expect(pdfQrCodes(pdf)).toEqual([`https://empam.org.my/verify/${code}`])
    })
  }

  test('the certificates read naturally: the membership type is not doubled in Malay, one hour is one hour', async () => {
    const malay = pdfText(await documents.membership('ms'))
    expect(malay).toContain('ialah ahli Persatuan Pengamal Perubatan Tenaga Malaysia')
    expect(malay).toContain('Jenis keahlian: Ahli Biasa Beramal')
    expect(malay).not.toMatch(/ahli Ahli/i)
    const english = pdfText(await documents.membership('en'))
    expect(english).toContain('is a member of the Energy Medicine Practitioners Association of Malaysia')
    expect(english).toContain('Membership type: Practicing Ordinary')
    expect(pdfText(await documents.attendance('en'))).toContain('1 CPD hour (Workshop)')
    expect(pdfText(await documents.attendance('ms'))).toContain('1 jam CPD (Bengkel)')
    expect(pdfText(await documents.cpdYear('ms'))).toContain('ID keahlian: EMP123')
  })

  test('a credit note says what was given back, on which invoice, why and by which transfer, in its own language only', async () => {
    const english = pdfText(await documents.creditNote('en'))
    expect(english).toContain('CREDIT NOTE')
    expect(english).toContain('Credit note No. CN-2026-0001')
    expect(english).toContain('Against invoice INV-2026-0001')
    expect(english).toContain('Amount RM 50.00')
    expect(english).toContain('Ringgit Malaysia Fifty Only')
    expect(english).toContain('Refunded by Bank transfer')
    expect(english).toContain('Bank reference MBB 77')
    const malay = pdfText(await documents.creditNote('ms'))
    expect(malay).toContain('NOTA KREDIT')
    expect(malay).toContain('Bagi invois INV-2026-0001')
    expect(malay).toContain('Dipulangkan melalui Pindahan bank')
    expect(malay).not.toMatch(/\b(Only|Refunded|Reason|invoice)\b/)
  })

  test('a statement reads line by line, each label before its figures, and ends on the surplus', async () => {
    const english = pdfText(await documents.statement('en'))
    expect(english).toContain('INCOME AND EXPENDITURE STATEMENT')
    expect(english).toContain('For the year 2026: 01 Jan 2026 to 31 Dec 2026')
    expect(english).toContain('Membership dues (first year and renewals) 400.00 (50.00) 350.00')
    expect(english).toContain('Total income 650.50 (50.00) 600.50')
    expect(english).toContain('Venue and hall hire 300.00')
    expect(english).toContain('Total expenditure 345.50')
    expect(english).toContain('Surplus for the year 255.00')
    const malay = pdfText(await documents.statement('ms'))
    expect(malay).toContain('PENYATA PENDAPATAN DAN PERBELANJAAN')
    expect(malay).toContain('Jumlah pendapatan 650.50 (50.00) 600.50')
    expect(malay).toContain('Lebihan bagi tahun ini 255.00')
    const deficit = pdfText(await statementPdf({ ...statement, totals: { ...statement.totals, surplusSen: -1_000 } }, 'en'))
    expect(deficit).toContain('Deficit for the year (10.00)')
  })

  test('an annual return reads in the form’s order, each holder with their details, the office-bearers’ missing facts marked, in its own language', async () => {
    const english = pdfText(await documents.annualReturn('en'))
    const order = ['ANNUAL RETURN 2026', 'Annual general meeting held on 20 Jun 2026.', 'Due by 19 Aug 2026', '1. Rule amendments', 'Clause 7(3)', 'Before: Fourteen days.', 'After: Twenty-one days.', "Awaiting the Registrar's approval", '2. Office-bearers', 'President: Aisyah Rahman', 'Membership ID EMP123', 'President: Lim Wei', 'identity card number, occupation and address', '3. Number of members', 'Practicing Ordinary 40 38', 'Total 45 43', '4. Registered address', 'Registration number PPM-005-12-08042023', '5. Accounts', 'Total income 650.50 (50.00) 600.50', 'Surplus for the year 255.00']
    for (const [index, part] of order.entries()) {
      expect(english, part).toContain(part)
      if (index) expect(english.indexOf(part), part).toBeGreaterThan(english.indexOf(order[index - 1]!))
    }
    const malay = pdfText(await documents.annualReturn('ms'))
    expect(malay).toContain('PENYATA TAHUNAN 2026')
    expect(malay).toContain('Presiden: Lim Wei')
    expect(malay).toContain('Jumlah 45 43')
    expect(malay).not.toMatch(/\b(Rule|Members|Total|Due)\b/)
  })
})
