/**
 * Bank statement reconciliation (issue 34, item 3): what a page and the services share about a statement's
 * lines: the layouts a file is read in, why a line did not match an invoice, and how an invoice's number
 * is found in what the payer wrote. Browser-safe and free of the CSV parser (domain/bank-statements.ts).
 */

/** The column layouts a statement is recognised in, by its header (domain/bank-statements.ts). */
export const STATEMENT_LAYOUTS = ['generic', 'maybank', 'cimb'] as const
export type StatementLayoutId = (typeof STATEMENT_LAYOUTS)[number]

/** The most lines one statement may have: a year of an association's account, many times over. */
export const STATEMENT_MAX_LINES = 5_000

/**
 * Why a line matched no invoice: each a key of `messages:reconciliation.reasons`. In the order they are
 * checked: a line that cannot be read, money out, no invoice number, several, an unknown one, an invoice
 * no longer open, a different amount than is due, an invoice an earlier line of the statement matched.
 */
export const UNMATCHED_REASONS = [
  'unreadable',
  'not-a-credit',
  'no-invoice-number',
  'several-invoice-numbers',
  'invoice-not-found',
  'already-paid',
  'invoice-void',
  'amount-differs',
  'matched-by-another-line',
] as const
export type UnmatchedReason = (typeof UNMATCHED_REASONS)[number]

/**
 * An invoice number as payers write it in a transfer's reference: `INV-2026-0042`, but also what banks
 * leave of it (`INV20260042`, `INV 2026 42`, `inv/2026/0042`), not inside another word (`XINV…`).
 */
const INVOICE_NUMBER = /(?<![A-Z0-9])INV[\s\-_./]*(\d{4})[\s\-_./]*(\d{1,6})(?!\d)/gi

/** The invoice numbers in a text, as the invoices carry them (`INV-2026-0042`), each once, in order. */
export function invoiceNumbersIn(text: string): string[] {
  const found: string[] = []
  for (const match of text.matchAll(INVOICE_NUMBER)) {
    const number = `INV-${match[1]}-${String(Number(match[2])).padStart(4, '0')}`
    if (!found.includes(number)) found.push(number)
  }
  return found
}
