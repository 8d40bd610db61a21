import { EXPENSE_CATEGORIES, INCOME_CATEGORIES, incomeOfInvoicePayment, type ExpenseCategory, type IncomeCategory } from '#app/domain/books.ts'
import { now } from '#app/domain/clock.ts'
import { toCsv } from '#app/domain/csv.ts'
import { toMalaysiaDay } from '#app/domain/dates.ts'
import type { Locale } from '#app/domain/locale.ts'
import { senToRinggit } from '#app/domain/money.ts'
import { fixedT, listLabel } from '#app/utils/i18n.server.ts'
import { statementPdf, type StatementDocument } from './books-documents.server.ts'
import { booksOfRange, type BooksOfRange } from './ledger.server.ts'

/**
 * The income and expenditure statement of a year (issue 34, item 4; the Societies Act's annual return
 * asks for it): income by line (membership dues, entry fees, a Fellow's fees, events, donations, the
 * rest) from the receipts of the year less the credit notes refunded in it, expenditure by the approved
 * expenses' categories, and the surplus or deficit. One computation, in whole sen, from the very records
 * the ledger's rows are drawn from (ledger.server.ts `booksOfRange`): the page, the CSV, the PDF and
 * `GET /api/admin/income-and-expenditure` all show this, and its totals are the ledger's rows of the
 * year added up (receipts − credit notes = income; expenses = expenditure).
 */

export interface Statement extends StatementDocument {
  income: Array<{ category: IncomeCategory; receivedSen: number; refundedSen: number; netSen: number }>
  expenditure: Array<{ category: ExpenseCategory; amountSen: number }>
}

const add = <K>(map: Map<K, number>, key: K, sen: number) => map.set(key, (map.get(key) ?? 0) + sen)

/** The statement of the records of a year (`booksOfRange` of its first and last day). */
export function statementOf(year: number, books: BooksOfRange, today: string = toMalaysiaDay(now())): Statement {
  const received = new Map<IncomeCategory, number>()
  const refunded = new Map<IncomeCategory, number>()
  for (const receipt of books.receipts) {
    const invoice = receipt.invoiceId ? books.invoiceById.get(receipt.invoiceId) : undefined
    if (receipt.donationId) add(received, 'donations', receipt.amountSen)
    else if (invoice) for (const [category, sen] of incomeOfInvoicePayment(invoice, receipt.amountSen)) add(received, category, sen)
    else add(received, 'other', receipt.amountSen)
  }
  for (const note of books.creditNotes) {
    const invoice = books.invoiceById.get(note.invoiceId)
    if (invoice) for (const [category, sen] of incomeOfInvoicePayment(invoice, note.amountSen)) add(refunded, category, sen)
    else add(refunded, 'other', note.amountSen)
  }
  const spent = new Map<ExpenseCategory, number>()
  for (const expense of books.expenses) add(spent, expense.category, expense.amountSen)

  const income = INCOME_CATEGORIES.map((category) => {
    const receivedSen = received.get(category) ?? 0
    const refundedSen = refunded.get(category) ?? 0
    return { category, receivedSen, refundedSen, netSen: receivedSen - refundedSen }
  })
  const expenditure = EXPENSE_CATEGORIES.map((category) => ({ category, amountSen: spent.get(category) ?? 0 }))
  const sum = <T>(list: readonly T[], of: (item: T) => number) => list.reduce((total, item) => total + of(item), 0)
  const incomeSen = sum(income, (line) => line.netSen)
  const expenditureSen = sum(expenditure, (line) => line.amountSen)
  const from = `${year}-01-01`
  const to = `${year}-12-31`
  return {
    year,
    from,
    to,
    toDate: today < to ? today : null,
    drawnOn: today,
    income,
    expenditure,
    totals: {
      receivedSen: sum(income, (line) => line.receivedSen),
      refundedSen: sum(income, (line) => line.refundedSen),
      incomeSen,
      expenditureSen,
      surplusSen: incomeSen - expenditureSen,
    },
  }
}

/** The statement of a calendar year in Malaysia. */
export async function incomeAndExpenditure(year: number): Promise<Statement> {
  return statementOf(year, await booksOfRange(`${year}-01-01`, `${year}-12-31`))
}

/** The statement in ringgit, as the page and `GET /api/admin/income-and-expenditure` give it. */
export function statementView(statement: Statement) {
  return {
    year: statement.year,
    from: statement.from,
    to: statement.to,
    toDate: statement.toDate,
    income: statement.income.map((line) => ({ category: line.category, received: senToRinggit(line.receivedSen), refunded: senToRinggit(line.refundedSen), amount: senToRinggit(line.netSen) })),
    expenditure: statement.expenditure.map((line) => ({ category: line.category, amount: senToRinggit(line.amountSen) })),
    totals: {
      received: senToRinggit(statement.totals.receivedSen),
      refunded: senToRinggit(statement.totals.refundedSen),
      income: senToRinggit(statement.totals.incomeSen),
      expenditure: senToRinggit(statement.totals.expenditureSen),
      surplus: senToRinggit(statement.totals.surplusSen),
    },
  }
}
export type StatementView = ReturnType<typeof statementView>

const ringgit = (sen: number) => (sen / 100).toFixed(2)

/**
 * The statement as a CSV in `locale` (its headings and lines in words, with each line's code for a
 * spreadsheet to sort by): Section, Code, Line, Received, Credit notes, Amount (RM); a total after each
 * section and the surplus (negative: a deficit) last.
 */
export function statementCsv(statement: Statement, locale: Locale): string {
  const t = fixedT(locale, 'mail')
  const income = t('books.income')
  const expenditure = t('books.expenditure')
  const surplus = statement.totals.surplusSen
  return toCsv([
    [t('books.csvSection'), t('books.csvCode'), t('books.csvLine'), t('books.received'), t('books.refunded'), t('books.amountColumn')],
    ...statement.income.map((line) => [income, line.category, listLabel(locale, 'incomeCategories', line.category), ringgit(line.receivedSen), ringgit(line.refundedSen), ringgit(line.netSen)]),
    [income, 'total', t('books.totalIncome'), ringgit(statement.totals.receivedSen), ringgit(statement.totals.refundedSen), ringgit(statement.totals.incomeSen)],
    ...statement.expenditure.map((line) => [expenditure, line.category, listLabel(locale, 'expenseCategories', line.category), '', '', ringgit(line.amountSen)]),
    [expenditure, 'total', t('books.totalExpenditure'), '', '', ringgit(statement.totals.expenditureSen)],
    ['', surplus < 0 ? 'deficit' : 'surplus', surplus < 0 ? t('books.deficit') : t('books.surplus'), '', '', ringgit(surplus)],
  ])
}

/** The statement as a tagged PDF in `locale`. */
export function statementPdfOf(statement: Statement, locale: Locale): Promise<Buffer> {
  return statementPdf(statement, locale)
}
