import { readFile } from 'node:fs/promises'
import { createRequire } from 'node:module'
import path from 'node:path'
import PDFDocument from 'pdfkit'
import QRCode from 'qrcode'
import sharp from 'sharp'
import { paymentDetails } from '#app/config/payments.ts'
import { fullAddress, site } from '#app/config/site.ts'
import { formatDate, formatLongDate } from '#app/domain/dates.ts'
import { DEFAULT_LOCALE, type Locale } from '#app/domain/locale.ts'
import { singleton } from '#app/domain/singleton.ts'
import { formatRinggit } from '#app/domain/money.ts'
import { amountInWords } from '#app/domain/money-words.ts'
import { PAYMENT_METHODS, type PaymentMethod } from '#app/domain/constants.ts'
import { fixedT, listLabel } from '#app/utils/i18n.server.ts'
import { associationName } from './account-mails.server.ts'

/**
 * The lifecycle's PDFs, drawn with pdfkit (no install script, no browser), in the member's language
 * (the `pdf` section of app/locales/<lng>/mail.json). The text is set in Noto Sans, embedded (subset)
 * from @expo-google-fonts/noto-sans: pdfkit's built-in Helvetica knows only Windows-1252, so a name
 * with a macron, a Vietnamese or Cyrillic letter would print as the wrong glyph. Each answers the whole
 * file as a Buffer.
 */

const require = createRequire(import.meta.url)
const FONTS = {
  regular: require.resolve('@expo-google-fonts/noto-sans/400Regular/NotoSans_400Regular.ttf'),
  bold: require.resolve('@expo-google-fonts/noto-sans/700Bold/NotoSans_700Bold.ttf'),
  italic: require.resolve('@expo-google-fonts/noto-sans/400Regular_Italic/NotoSans_400Regular_Italic.ttf'),
}

/** Registers Noto Sans as 'Regular', 'Bold' and 'Italic' on a document; every PDF the portal draws uses it. */
function registerNotoSans(doc: PDFKit.PDFDocument) {
  doc.registerFont('Regular', FONTS.regular)
  doc.registerFont('Bold', FONTS.bold)
  doc.registerFont('Italic', FONTS.italic)
}

const dayText = (day: string, locale: Locale) => formatDate(`${day}T04:00:00Z`, locale)

/**
 * The association's logo (config/site.ts) as a PNG: pdfkit draws no SVG, so the site's own SVG is
 * rendered by sharp, once per process.
 */
function documentLogo(): Promise<Buffer> {
  return singleton('document-logo', () =>
    readFile(path.join(process.cwd(), 'public', site.logo)).then((svg) => sharp(svg, { density: 288 }).resize(256, 256).png().toBuffer()),
  )
}

/** A QR code as a PNG: a certificate's check, a registration's check-in link. */
export function qrPng(text: string): Promise<Buffer> {
  return QRCode.toBuffer(text, { type: 'png', margin: 1, width: 240, errorCorrectionLevel: 'M' })
}

/** An A4 PDF in Noto Sans with the association as author; `draw` writes its pages. Shared by every document the site issues. */
/** A line of text's role in the structure a screen reader reads: set large it is a heading, else a paragraph. */
function roleOfText(doc: PDFKit.PDFDocument) {
  const size = (doc as unknown as { _fontSize: number })._fontSize
  return size >= 22 ? 'H1' : size >= 14 ? 'H2' : 'P'
}

/**
 * Tags everything the drawing writes (issue 33: "every PDF is tagged, with its language, title and reading
 * order"): each `text` call becomes a heading or paragraph of the document's structure, in the order it
 * is drawn, and each `image` a figure with its `alt` (the QR codes say where they lead), unless it is
 * drawn with `artifact: true` (the logo beside the association's written name: decoration a reader
 * skips). The lines and boxes around them are left out of the structure, as decoration.
 */
function tagDrawing(doc: PDFKit.PDFDocument) {
  const root = doc.struct('Document')
  doc.addStructure(root)
  const text = doc.text.bind(doc) as (...args: unknown[]) => PDFKit.PDFDocument
  const image = doc.image.bind(doc) as (...args: unknown[]) => PDFKit.PDFDocument
  doc.text = ((...args: unknown[]) => {
    root.add(doc.struct(roleOfText(doc), {}, () => void text(...args)))
    return doc
  }) as typeof doc.text
  doc.image = ((...args: unknown[]) => {
    const options = args.find((arg): arg is { alt?: string; artifact?: boolean } => typeof arg === 'object' && arg !== null && !Buffer.isBuffer(arg))
    if (options?.artifact) {
      doc.markContent('Artifact', { type: 'Layout' })
      image(...args)
      doc.endMarkedContent()
      return doc
    }
    root.add(doc.struct('Figure', { alt: options?.alt ?? '' }, () => void image(...args)))
    return doc
  }) as typeof doc.image
  return root
}

export function renderPdf(locale: Locale, draw: (doc: PDFKit.PDFDocument) => void | Promise<void>, info: { Title: string }): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const doc = new PDFDocument({
      size: 'A4',
      margin: 56,
      lang: locale,
      // Tagged PDF 1.7: a screen reader reads it in its language, by its title, in the order drawn.
      pdfVersion: '1.7',
      tagged: true,
      displayTitle: true,
      info: { ...info, Author: associationName(locale) },
    })
    registerNotoSans(doc)
    const structure = tagDrawing(doc)
    const chunks: Buffer[] = []
    doc.on('data', (chunk: Buffer) => chunks.push(chunk))
    doc.on('end', () => resolve(Buffer.concat(chunks)))
    doc.on('error', reject)
    Promise.resolve(draw(doc))
      .then(() => {
        structure.end()
        doc.end()
      })
      .catch(reject)
  })
}

/** The head of every document the association issues: its logo, name, registration number and address. */
export async function letterhead(doc: PDFKit.PDFDocument, locale: Locale) {
  const t = fixedT(locale, 'mail')
  const size = 52
  doc.image(await documentLogo(), (doc.page.width - size) / 2, doc.y, { width: size, height: size, artifact: true } as PDFKit.Mixins.ImageOption)
  doc.y += size + 8
  doc.font('Bold').fontSize(15).fillColor('#065f46').text(associationName(locale), { align: 'center' })
  doc.font('Regular').fontSize(9).fillColor('#334155').text(t('pdf.registration', { number: site.registrationNumber }), { align: 'center' })
  // Issue 33: where the association is, on every document it issues.
  doc.text(fullAddress(), { align: 'center' })
  doc.moveDown(1.5)
}

const PAYMENT_METHOD_KEYS = new Set<string>(PAYMENT_METHODS)

/** What a payment covers (issue 33): a membership's year, or an event's day(s); a gift covers none. */
export type ReceiptPeriod =
  | { kind: 'membership'; from: string; to: string }
  /** A membership invoice part paid: its year starts once it is paid in full. */
  | { kind: 'membership-pending' }
  | { kind: 'event'; from: string; to: string }

export interface ReceiptDocument {
  number: string
  paidOn: string
  receivedFrom: { name: string; email: string; identification?: string }
  amountSen: number
  /** What the money was for, in the receipt's language (services/receipt-documents.server.ts). */
  purpose: string
  method: string
  reference: string
  invoiceNumber?: string
  /** The payer's membership ID, when a member paid. */
  membershipId?: string
  period?: ReceiptPeriod | null
  /** A donation's receipt carries the section 44(6) wording only when an approval reference is configured. */
  donation?: boolean
}

/**
 * The notes printed under a receipt's table: the section 44(6) wording on a donation's receipt only when
 * the association has an approval reference (no tax claim it cannot back), then the computer-generated note.
 */
export function receiptNotes(
  receipt: Pick<ReceiptDocument, 'donation'>,
  locale: Locale = DEFAULT_LOCALE,
  taxApprovalReference: string = paymentDetails.taxApprovalReference,
): { taxDeductible: string | null; computerGenerated: string } {
  const t = fixedT(locale, 'mail')
  return {
    taxDeductible: receipt.donation && taxApprovalReference ? t('pdf.taxDeductible', { reference: taxApprovalReference }) : null,
    computerGenerated: t('pdf.computerGenerated'),
  }
}

/** The receipt's "period covered" row, label and value, in its language; null when the payment covers none. */
export function receiptPeriodRow(period: ReceiptPeriod | null | undefined, locale: Locale): [string, string] | null {
  const t = fixedT(locale, 'mail')
  if (!period) return null
  if (period.kind === 'membership-pending') return [t('pdf.period'), t('pdf.periodPending')]
  const days = period.from === period.to ? dayText(period.from, locale) : t('pdf.periodDays', { from: dayText(period.from, locale), to: dayText(period.to, locale) })
  return [period.kind === 'event' ? t('pdf.eventDate') : t('pdf.period'), days]
}

export function receiptPdf(receipt: ReceiptDocument, locale: Locale = DEFAULT_LOCALE): Promise<Buffer> {
  const t = fixedT(locale, 'mail')
  const PDF_TEXTS = {
    receiptTitle: t('pdf.receiptTitle'),
    receiptNumber: t('pdf.receiptNumber'),
    receiptDate: t('pdf.receiptDate'),
    receivedFrom: t('pdf.receivedFrom'),
    membershipId: t('pdf.membershipId'),
    identification: t('pdf.identification'),
    amount: t('pdf.amount'),
    amountInWords: t('pdf.amountInWords'),
    purpose: t('pdf.purpose'),
    invoice: t('pdf.invoice'),
    method: t('pdf.method'),
    reference: t('pdf.reference'),
  }
  const methodLabel = (method: string) => (PAYMENT_METHOD_KEYS.has(method) ? t(`pdf.methods.${method as PaymentMethod}`) : method)
  const row = (label: string, value: string | null | undefined): Array<[string, string]> => (value ? [[label, value]] : [])
  const period = receiptPeriodRow(receipt.period, locale)
  return renderPdf(
    locale,
    async (doc) => {
      await letterhead(doc, locale)
      doc.font('Bold').fontSize(13).fillColor('#0f172a').text(PDF_TEXTS.receiptTitle, { align: 'center' })
      doc.moveDown(1.2)
      const rows: Array<[string, string]> = [
        [PDF_TEXTS.receiptNumber, receipt.number],
        [PDF_TEXTS.receiptDate, dayText(receipt.paidOn, locale)],
        [PDF_TEXTS.receivedFrom, `${receipt.receivedFrom.name} (${receipt.receivedFrom.email})`],
        // Issue 33: whose membership the money is for, and (below) the period it covers.
        ...row(PDF_TEXTS.membershipId, receipt.membershipId),
        ...row(PDF_TEXTS.identification, receipt.receivedFrom.identification),
        [PDF_TEXTS.amount, formatRinggit(receipt.amountSen)],
        // Issue 33: as a Malaysian receipt writes it, in the receipt's language.
        [PDF_TEXTS.amountInWords, amountInWords(receipt.amountSen, locale)],
        [PDF_TEXTS.purpose, receipt.purpose],
        ...(period ? [period] : []),
        ...row(PDF_TEXTS.invoice, receipt.invoiceNumber),
        [PDF_TEXTS.method, methodLabel(receipt.method)],
        ...row(PDF_TEXTS.reference, receipt.reference),
      ]
      for (const [label, value] of rows) {
        const y = doc.y
        doc.font('Bold').fontSize(10).fillColor('#334155').text(label, 56, y, { width: 150 })
        const labelBottom = doc.y
        doc.font('Regular').fontSize(10).fillColor('#0f172a').text(value, 216, y, { width: 320 })
        doc.y = Math.max(doc.y, labelBottom)
        doc.moveDown(0.6)
      }
      doc.moveDown(1.5)
      const notes = receiptNotes(receipt, locale)
      if (notes.taxDeductible) {
        doc.font('Regular').fontSize(9).fillColor('#0f172a').text(notes.taxDeductible, 56)
        doc.moveDown(0.8)
      }
      doc.font('Italic').fontSize(9).fillColor('#475569').text(notes.computerGenerated, 56)
    },
    { Title: `${PDF_TEXTS.receiptTitle} ${receipt.number}` },
  )
}

/** What proves a certificate (issue 33): the day it was issued, its code, and the QR of its `/verify/{code}` page. */
export interface CertificateProof {
  issuedOn: Date
  code: string
  verifyUrl: string
}

/**
 * The foot every certificate shares: when it was issued, the QR leading to its check (a figure whose
 * text says where it leads), that address written out, and its code, for whoever types it in.
 * `texts` are the certificate's own words: "Issued on {{date}}", "Scan to confirm …, or visit",
 * "Verification code: {{code}}".
 */
export async function certificateProof(
  doc: PDFKit.PDFDocument,
  locale: Locale,
  proof: CertificateProof,
  texts: { issued: (date: string) => string; verify: string; code: (code: string) => string },
) {
  const qr = await qrPng(proof.verifyUrl)
  doc.font('Regular').fontSize(11).fillColor('#334155').text(texts.issued(formatLongDate(proof.issuedOn, locale)), { align: 'center' })
  doc.moveDown(1)
  const size = 120
  doc.image(qr, (doc.page.width - size) / 2, doc.y, { width: size, height: size, alt: `${texts.verify} ${proof.verifyUrl}` } as PDFKit.Mixins.ImageOption)
  doc.y += size + 8
  doc.font('Regular').fontSize(9).fillColor('#475569').text(texts.verify, { align: 'center' })
  doc.text(proof.verifyUrl, { align: 'center' })
  doc.font('Bold').fontSize(10).fillColor('#0f172a').text(texts.code(proof.code), { align: 'center' })
}

export interface CertificateDocument extends CertificateProof {
  name: string
  membershipType: string
  membershipId: string
  validUntil: string
}

export function certificatePdf(certificate: CertificateDocument, locale: Locale = DEFAULT_LOCALE): Promise<Buffer> {
  const t = fixedT(locale, 'mail')
  return renderPdf(
    locale,
    async (doc) => {
      await letterhead(doc, locale)
      doc.moveDown(1)
      doc.font('Bold').fontSize(24).fillColor('#065f46').text(t('pdf.certificateTitle'), { align: 'center' })
      doc.moveDown(1.2)
      doc.font('Regular').fontSize(12).fillColor('#334155').text(t('pdf.certifies'), { align: 'center' })
      doc.moveDown(0.6)
      doc.font('Bold').fontSize(20).fillColor('#0f172a').text(certificate.name, { align: 'center' })
      doc.moveDown(0.6)
      // "is a member of the …" and the type on a line of its own: the Malay type names already say "Ahli"
      // ("Ahli Biasa Beramal") or are a title ("Felo"), and English would need "a" or "an" before them.
      doc.font('Regular').fontSize(12).fillColor('#334155').text(t('pdf.isMember', { name: associationName(locale) }), { align: 'center' })
      doc.moveDown(1.2)
      doc.font('Bold').fontSize(11).fillColor('#0f172a')
      doc.text(`${t('pdf.membershipType')}: ${listLabel(locale, 'membershipTypes', certificate.membershipType)}`, { align: 'center' })
      doc.text(`${t('pdf.membershipId')}: ${certificate.membershipId}`, { align: 'center' })
      doc.text(`${t('pdf.validUntil')}: ${certificate.validUntil ? dayText(certificate.validUntil, locale) : t('pdf.noExpiry')}`, { align: 'center' })
      doc.moveDown(1.2)
      await certificateProof(doc, locale, certificate, {
        issued: (date) => t('pdf.issued', { date }),
        verify: t('pdf.verify'),
        code: (code) => t('pdf.code', { code }),
      })
      doc.moveDown(1.5)
      doc.font('Italic').fontSize(8).fillColor('#475569').text(t('pdf.disclaimer', { site: site.shortName }), { align: 'center' })
    },
    { Title: `${t('pdf.certificateTitle')} ${certificate.membershipId}` },
  )
}
