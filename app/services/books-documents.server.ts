import { formatDate } from '#app/domain/dates.ts'
import { DEFAULT_LOCALE, type Locale } from '#app/domain/locale.ts'
import { formatRinggit } from '#app/domain/money.ts'
import { amountInWords } from '#app/domain/money-words.ts'
import { fixedT, listLabel } from '#app/utils/i18n.server.ts'
import { letterhead, renderPdf } from './membership-documents.server.ts'

/**
 * The books' PDFs (issue 34): a credit note, and the income and expenditure statement of a year. Drawn
 * as the receipts are (membership-documents.server.ts: pdfkit, Noto Sans, the letterhead, tagged with
 * their language, title and reading order), in the reader's language (mail.json `books`, `pdf`).
 */

const dayText = (day: string, locale: Locale) => formatDate(`${day}T04:00:00Z`, locale)
/** An amount in a statement's column: 1,234.50, or (1,234.50) taken off. */
const figure = (sen: number) => {
  const text = new Intl.NumberFormat('en-MY', { minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(Math.abs(sen) / 100)
  return sen < 0 ? `(${text})` : text
}

export interface CreditNoteDocument {
  number: string
  refundedOn: string
  issuedTo: { name: string; email: string }
  invoiceNumber: string
  amountSen: number
  reason: string
  refundReference: string
}

/** A label and its value, side by side, as on a receipt. */
function labelledRows(doc: PDFKit.PDFDocument, rows: ReadonlyArray<[string, string]>) {
  for (const [label, value] of rows) {
    const y = doc.y
    doc.font('Bold').fontSize(10).fillColor('#334155').text(label, 56, y, { width: 150 })
    const labelBottom = doc.y
    doc.font('Regular').fontSize(10).fillColor('#0f172a').text(value, 216, y, { width: 320 })
    doc.y = Math.max(doc.y, labelBottom)
    doc.moveDown(0.6)
  }
}

export function creditNotePdf(note: CreditNoteDocument, locale: Locale = DEFAULT_LOCALE): Promise<Buffer> {
  const t = fixedT(locale, 'mail')
  const title = t('books.creditNoteTitle')
  return renderPdf(
    locale,
    async (doc) => {
      await letterhead(doc, locale)
      doc.font('Bold').fontSize(13).fillColor('#0f172a').text(title, { align: 'center' })
      doc.moveDown(1.2)
      labelledRows(doc, [
        [t('books.creditNoteNumber'), note.number],
        [t('books.creditNoteDate'), dayText(note.refundedOn, locale)],
        [t('books.issuedTo'), `${note.issuedTo.name} (${note.issuedTo.email})`],
        ...(note.invoiceNumber ? [[t('pdf.invoice'), note.invoiceNumber] as [string, string]] : []),
        [t('pdf.amount'), formatRinggit(note.amountSen)],
        [t('pdf.amountInWords'), amountInWords(note.amountSen, locale)],
        [t('books.reason'), note.reason],
        [t('books.refundedBy'), t('pdf.methods.bank-transfer')],
        [t('books.refundReference'), note.refundReference],
      ])
      doc.moveDown(1.5)
      doc.font('Regular').fontSize(9).fillColor('#0f172a').text(t('books.creditNoteNote'), 56)
      doc.moveDown(0.8)
      doc.font('Italic').fontSize(9).fillColor('#475569').text(t('books.creditNoteGenerated'), 56)
    },
    { Title: `${title} ${note.number}` },
  )
}

/** What the statement's PDF prints (services/income-and-expenditure.server.ts computes it, in sen). */
export interface StatementDocument {
  year: number
  from: string
  to: string
  /** The last day with figures when the year is not over; null once it is. */
  toDate: string | null
  drawnOn: string
  income: ReadonlyArray<{ category: string; receivedSen: number; refundedSen: number; netSen: number }>
  expenditure: ReadonlyArray<{ category: string; amountSen: number }>
  totals: { receivedSen: number; refundedSen: number; incomeSen: number; expenditureSen: number; surplusSen: number }
}

const LEFT = 56
const RIGHT = 539

/** A row of the statement: its label, then its figures right-aligned in columns, read in that order. */
function statementRow(doc: PDFKit.PDFDocument, label: string, figures: readonly string[], { bold = false } = {}) {
  const columns = figures.length
  const columnWidth = 100
  const labelWidth = RIGHT - LEFT - columns * columnWidth - 8
  const y = doc.y
  doc.font(bold ? 'Bold' : 'Regular').fontSize(10).fillColor('#0f172a')
  // A column heading row has no label of its own: nothing empty goes into what a reader reads.
  if (label) doc.text(label, LEFT, y, { width: labelWidth })
  const bottom = doc.y
  figures.forEach((text, index) => {
    doc.text(text, RIGHT - (columns - index) * columnWidth, y, { width: columnWidth, align: 'right' })
  })
  doc.y = Math.max(doc.y, bottom)
  doc.moveDown(0.25)
}

function rule(doc: PDFKit.PDFDocument) {
  doc.moveTo(LEFT, doc.y).lineTo(RIGHT, doc.y).lineWidth(0.5).strokeColor('#94a3b8').stroke()
  doc.moveDown(0.3)
}

/**
 * The statement's income, expenditure and surplus, drawn where the document is: its own PDF, and the
 * accounts of the Societies Act annual return (services/annual-return-documents.server.ts).
 */
export function drawStatement(doc: PDFKit.PDFDocument, statement: StatementDocument, locale: Locale) {
  const t = fixedT(locale, 'mail')
  doc.font('Bold').fontSize(14).fillColor('#065f46').text(t('books.income'), LEFT)
  doc.moveDown(0.3)
  statementRow(doc, '', [t('books.received'), t('books.refunded'), t('books.net')], { bold: true })
  rule(doc)
  for (const line of statement.income) {
    statementRow(doc, listLabel(locale, 'incomeCategories', line.category), [figure(line.receivedSen), figure(-line.refundedSen), figure(line.netSen)])
  }
  rule(doc)
  statementRow(doc, t('books.totalIncome'), [figure(statement.totals.receivedSen), figure(-statement.totals.refundedSen), figure(statement.totals.incomeSen)], { bold: true })
  doc.moveDown(0.8)

  doc.font('Bold').fontSize(14).fillColor('#065f46').text(t('books.expenditure'), LEFT)
  doc.moveDown(0.3)
  statementRow(doc, '', [t('books.amountColumn')], { bold: true })
  rule(doc)
  for (const line of statement.expenditure) statementRow(doc, listLabel(locale, 'expenseCategories', line.category), [figure(line.amountSen)])
  rule(doc)
  statementRow(doc, t('books.totalExpenditure'), [figure(statement.totals.expenditureSen)], { bold: true })
  doc.moveDown(0.8)

  rule(doc)
  const surplus = statement.totals.surplusSen
  statementRow(doc, surplus < 0 ? t('books.deficit') : t('books.surplus'), [figure(surplus)], { bold: true })
}

export function statementPdf(statement: StatementDocument, locale: Locale = DEFAULT_LOCALE): Promise<Buffer> {
  const t = fixedT(locale, 'mail')
  const title = t('books.statementTitle')
  return renderPdf(
    locale,
    async (doc) => {
      await letterhead(doc, locale)
      doc.font('Bold').fontSize(14).fillColor('#0f172a').text(title, { align: 'center' })
      doc.font('Regular').fontSize(10).fillColor('#334155')
      doc.text(t('books.statementPeriod', { year: statement.year, from: dayText(statement.from, locale), to: dayText(statement.to, locale) }), { align: 'center' })
      if (statement.toDate) doc.text(t('books.statementToDate', { date: dayText(statement.toDate, locale) }), { align: 'center' })
      doc.moveDown(1.2)
      drawStatement(doc, statement, locale)
      doc.moveDown(1)
      doc.font('Regular').fontSize(9).fillColor('#334155').text(t('books.statementBasis'), LEFT)
      doc.moveDown(0.5)
      doc.font('Italic').fontSize(9).fillColor('#475569').text(t('books.statementGenerated', { date: dayText(statement.drawnOn, locale) }), LEFT)
    },
    { Title: `${title} ${statement.year}` },
  )
}
