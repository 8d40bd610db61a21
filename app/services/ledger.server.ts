import { now } from '#app/domain/clock.ts'
import { toMalaysiaDay } from '#app/domain/dates.ts'
import { senToRinggit } from '#app/domain/money.ts'
import { pageCount } from '#app/domain/pagination.ts'
import { listCreditNotesRefundedBetween, type PublicCreditNote } from '#app/models/credit-note.server.ts'
import { listVoidNumbersTakenSince, type PublicDocumentNumber } from '#app/models/document-number.server.ts'
import { listApprovedExpensesBetween, type PublicExpense } from '#app/models/expense.server.ts'
import { invoicesForLedger, listInvoicesIssuedBetween, type InvoiceLedgerFields } from '#app/models/invoice.server.ts'
import { listReceiptsPaidBetween } from '#app/models/receipt.server.ts'

/**
 * The treasurer's ledger (issue 30, finding 12; the books of issue 34): every invoice raised, every
 * receipt issued, every credit note that gave money back, every approved expense, and every number
 * taken and never used or invoice voided (void, with why), between two Malaysian days, in date and
 * number order. Amounts in ringgit as elsewhere: money in (a receipt) is positive, money out (a credit
 * note, an expense) negative; an invoice's and a voided invoice's amount is what it asked for, a void
 * number's nothing. The rows of a range are read together (a few thousand a year, only the fields
 * shown) and paged here. The income and expenditure statement reads the same records
 * (services/income-and-expenditure.server.ts), so the two cannot disagree.
 */

export const LEDGER_PER_PAGE = 50

export const LEDGER_KINDS = ['invoice', 'receipt', 'void', 'credit-note', 'expense'] as const
export type LedgerKind = (typeof LEDGER_KINDS)[number]

export interface LedgerRow {
  date: string
  kind: LedgerKind
  number: string
  party: string
  amount: number
  /**
   * What it was for: an invoice's kind (joining, renewal, event, donation, fellowship) on an invoice, a
   * voided invoice, a receipt and a credit note; an expense's category (domain/books.ts); on a void
   * number, why it was not used (a key).
   */
  category: string
  /** The invoice a receipt or a credit note is against; '' otherwise. */
  against: string
  /** Why an invoice was voided, why money was given back, what an expense was: as the officer wrote it. */
  note: string
  /** The record's id (the invoice's, receipt's, credit note's or expense's); '' for a void number. */
  id: string
  /** The invoice the row belongs to (its own, or the one a receipt or credit note is against); null otherwise. */
  invoiceId: string | null
}

/** The default range: this calendar year in Malaysia, to today. */
export function defaultLedgerRange(at: Date = now()) {
  const to = toMalaysiaDay(at)
  return { from: `${to.slice(0, 4)}-01-01`, to }
}

export interface BooksOfRange {
  invoices: InvoiceLedgerFields[]
  receipts: Awaited<ReturnType<typeof listReceiptsPaidBetween>>
  creditNotes: PublicCreditNote[]
  expenses: PublicExpense[]
  voidNumbers: PublicDocumentNumber[]
  /** Every invoice named above, by id: those issued in the range, and those receipts and credit notes are against. */
  invoiceById: Map<string, InvoiceLedgerFields>
}

/**
 * The records of a range, read once for the ledger and the statement alike: invoices issued, receipts
 * paid, credit notes refunded, approved expenses spent, void numbers taken in it, and the invoices the
 * receipts and credit notes are against.
 */
export async function booksOfRange(from: string, to: string): Promise<BooksOfRange> {
  // A Malaysian day starts at 16:00 UTC the day before: numbers taken from then on may fall in the range.
  const since = new Date(Date.parse(`${from}T00:00:00+08:00`))
  const [invoices, receipts, creditNotes, expenses, voids] = await Promise.all([
    listInvoicesIssuedBetween(from, to),
    listReceiptsPaidBetween(from, to),
    listCreditNotesRefundedBetween(from, to),
    listApprovedExpensesBetween(from, to),
    listVoidNumbersTakenSince(since),
  ])
  const invoiceById = new Map(invoices.map((invoice) => [invoice.id, invoice]))
  const against = [...receipts.map((r) => r.invoiceId), ...creditNotes.map((n) => n.invoiceId)]
  const missing = [...new Set(against.filter((id): id is string => id !== null && !invoiceById.has(id)))]
  for (const invoice of await invoicesForLedger(missing)) invoiceById.set(invoice.id, invoice)
  const voidNumbers = voids.filter((taken) => {
    const date = toMalaysiaDay(taken.takenAt)
    return date >= from && date <= to
  })
  return { invoices, receipts, creditNotes, expenses, voidNumbers, invoiceById }
}

/** The ledger's rows of the records of a range, in date and number order. */
export function ledgerRowsOf(books: BooksOfRange): LedgerRow[] {
  const { invoiceById } = books
  const rows: LedgerRow[] = [
    ...books.invoices.map((invoice) => ({
      date: invoice.issuedOn,
      kind: (invoice.status === 'void' ? 'void' : 'invoice') as LedgerKind,
      number: invoice.number,
      party: invoice.billedTo,
      amount: senToRinggit(invoice.totalSen),
      category: invoice.kind,
      against: '',
      note: invoice.status === 'void' ? invoice.voidReason : '',
      id: invoice.id,
      invoiceId: invoice.id,
    })),
    ...books.receipts.map((receipt) => {
      const invoice = receipt.invoiceId ? invoiceById.get(receipt.invoiceId) : undefined
      return {
        date: receipt.paidOn,
        kind: 'receipt' as const,
        number: receipt.number,
        party: receipt.receivedFrom,
        amount: senToRinggit(receipt.amountSen),
        category: receipt.donationId ? 'donation' : (invoice?.kind ?? ''),
        against: invoice?.number ?? '',
        note: '',
        id: receipt.id,
        invoiceId: receipt.invoiceId,
      }
    }),
    ...books.creditNotes.map((note) => {
      const invoice = invoiceById.get(note.invoiceId)
      return {
        date: note.refundedOn,
        kind: 'credit-note' as const,
        number: note.number,
        party: note.issuedTo.name,
        amount: -senToRinggit(note.amountSen),
        category: invoice?.kind ?? '',
        against: invoice?.number ?? '',
        note: note.reason,
        id: note.id,
        invoiceId: note.invoiceId,
      }
    }),
    ...books.expenses.map((expense) => ({
      date: expense.spentOn,
      kind: 'expense' as const,
      number: expense.number,
      party: expense.payee,
      amount: -senToRinggit(expense.amountSen),
      category: expense.category,
      against: '',
      note: expense.description,
      id: expense.id,
      invoiceId: null,
    })),
    ...books.voidNumbers.map((taken) => ({
      date: toMalaysiaDay(taken.takenAt),
      kind: 'void' as const,
      number: taken.number,
      party: '',
      amount: 0,
      category: taken.voidReason,
      against: '',
      note: '',
      id: '',
      invoiceId: null,
    })),
  ]
  return rows.sort((a, b) => a.date.localeCompare(b.date) || a.number.localeCompare(b.number) || a.kind.localeCompare(b.kind))
}

/** Every row of the range, in order: the page, the CSV and the API read this. */
export async function ledgerRows(from: string, to: string): Promise<LedgerRow[]> {
  return ledgerRowsOf(await booksOfRange(from, to))
}

/**
 * The totals of a range (in ringgit): what was invoiced (voided invoices left out), received, given
 * back by credit notes and spent on approved expenses, what that leaves (received − refunded − spent),
 * and how many entries are void.
 */
export function ledgerTotalsOf(rows: readonly LedgerRow[]) {
  const sum = (kind: LedgerKind) => rows.filter((row) => row.kind === kind).reduce((total, row) => total + Math.round(row.amount * 100), 0)
  const received = sum('receipt')
  const refunded = -sum('credit-note')
  const spent = -sum('expense')
  return {
    invoiced: senToRinggit(sum('invoice')),
    received: senToRinggit(received),
    voids: rows.filter((row) => row.kind === 'void').length,
    refunded: senToRinggit(refunded),
    spent: senToRinggit(spent),
    net: senToRinggit(received - refunded - spent),
  }
}

/** One page of the ledger with the range's totals. */
export async function ledgerPage({ from, to, page }: { from: string; to: string; page: number }) {
  const rows = await ledgerRows(from, to)
  const totalPages = pageCount(rows.length, LEDGER_PER_PAGE)
  const shown = Math.min(page, totalPages)
  return {
    from,
    to,
    rows: rows.slice((shown - 1) * LEDGER_PER_PAGE, shown * LEDGER_PER_PAGE),
    total: rows.length,
    page: shown,
    totalPages,
    totals: ledgerTotalsOf(rows),
  }
}
