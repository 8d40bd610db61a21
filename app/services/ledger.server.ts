import { now } from '#app/domain/clock.ts'
import { toMalaysiaDay } from '#app/domain/dates.ts'
import { senToRinggit } from '#app/domain/money.ts'
import { pageCount } from '#app/domain/pagination.ts'
import { listVoidNumbersTakenSince } from '#app/models/document-number.server.ts'
import { invoicesForLedger, listInvoicesIssuedBetween } from '#app/models/invoice.server.ts'
import { listReceiptsPaidBetween } from '#app/models/receipt.server.ts'

/**
 * The treasurer's ledger (issue 30, finding 12; the start of the books of issue 34): every invoice
 * raised, every receipt issued, and every number taken and never used (void, with why), between two
 * Malaysian days, in date and number order. Amounts in ringgit as elsewhere; a void row carries none.
 * The rows of a range are read together (a few thousand a year, only the fields shown) and paged here.
 */

export const LEDGER_PER_PAGE = 50

export type LedgerKind = 'invoice' | 'receipt' | 'void'

export interface LedgerRow {
  date: string
  kind: LedgerKind
  number: string
  party: string
  amount: number
  /** What it was for (an invoice's kind: joining, renewal, event, donation, fellowship) or, on a void number, why (a key). */
  category: string
}

/** The default range: this calendar year in Malaysia, to today. */
export function defaultLedgerRange(at: Date = now()) {
  const to = toMalaysiaDay(at)
  return { from: `${to.slice(0, 4)}-01-01`, to }
}

/** Every row of the range, in order: the page and the CSV both read this. */
export async function ledgerRows(from: string, to: string): Promise<LedgerRow[]> {
  // A Malaysian day starts at 16:00 UTC the day before: numbers taken from then on may fall in the range.
  const since = new Date(Date.parse(`${from}T00:00:00+08:00`))
  const [invoices, receipts, voids] = await Promise.all([listInvoicesIssuedBetween(from, to), listReceiptsPaidBetween(from, to), listVoidNumbersTakenSince(since)])
  const known = new Map(invoices.map((invoice) => [invoice.id, invoice]))
  const missing = [...new Set(receipts.map((r) => r.invoiceId).filter((id): id is string => id !== null && !known.has(id)))]
  for (const invoice of await invoicesForLedger(missing)) known.set(invoice.id, invoice)
  const rows: LedgerRow[] = [
    ...invoices.map((invoice) => ({
      date: invoice.issuedOn,
      kind: (invoice.status === 'void' ? 'void' : 'invoice') as LedgerKind,
      number: invoice.number,
      party: invoice.billedTo,
      amount: senToRinggit(invoice.totalSen),
      category: invoice.kind,
    })),
    ...receipts.map((receipt) => ({
      date: receipt.paidOn,
      kind: 'receipt' as const,
      number: receipt.number,
      party: receipt.receivedFrom,
      amount: senToRinggit(receipt.amountSen),
      category: receipt.donationId ? 'donation' : ((receipt.invoiceId && known.get(receipt.invoiceId)?.kind) ?? ''),
    })),
    ...voids
      .map((taken) => ({ taken, date: toMalaysiaDay(taken.takenAt) }))
      .filter(({ date }) => date >= from && date <= to)
      .map(({ taken, date }) => ({ date, kind: 'void' as const, number: taken.number, party: '', amount: 0, category: taken.voidReason })),
  ]
  return rows.sort((a, b) => a.date.localeCompare(b.date) || a.number.localeCompare(b.number))
}

/** The totals of a range: what was invoiced (less voided invoices), what was received, and how many numbers are void. */
function totalsOf(rows: readonly LedgerRow[]) {
  const sum = (kind: LedgerKind) => rows.filter((row) => row.kind === kind).reduce((total, row) => total + Math.round(row.amount * 100), 0)
  return { invoiced: senToRinggit(sum('invoice')), received: senToRinggit(sum('receipt')), voids: rows.filter((row) => row.kind === 'void').length }
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
    totals: totalsOf(rows),
  }
}
