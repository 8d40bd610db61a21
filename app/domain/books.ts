import { invoiceItemCodes, type InvoiceItemCode } from './invoice-items.ts'

/**
 * The treasurer's books (issue 34, item 4), browser-safe: the fixed lists an expense and the income and
 * expenditure statement are kept under (their labels in both languages are lists.json's
 * `expenseCategories` and `incomeCategories`), the document series they are numbered in, and how money
 * received on an invoice is shared out among what the invoice was for. Amounts in whole sen throughout.
 */

/**
 * What an expense was for: the heads of a small society's accounts (the annual return to the Registrar
 * of Societies asks for income and expenditure; these are the lines it usually carries).
 */
export const EXPENSE_CATEGORIES = [
  'venue',
  'refreshments',
  'speakers',
  'printing',
  'postage',
  'website',
  'bank-charges',
  'professional-fees',
  'statutory-fees',
  'travel',
  'other',
] as const
export type ExpenseCategory = (typeof EXPENSE_CATEGORIES)[number]

export function isExpenseCategory(value: unknown): value is ExpenseCategory {
  return typeof value === 'string' && (EXPENSE_CATEGORIES as readonly string[]).includes(value)
}

/** The income lines of the statement: membership dues (first year and renewals), entry fees, a Fellow's fees, events, gifts, the rest. */
export const INCOME_CATEGORIES = ['membership-dues', 'entry-fees', 'fellowship', 'events', 'donations', 'other'] as const
export type IncomeCategory = (typeof INCOME_CATEGORIES)[number]

/** An expense's state: recorded by one officer, approved (or rejected) by another. Only an approved one is in the books. */
export const EXPENSE_STATUSES = ['pending', 'approved', 'rejected'] as const
export type ExpenseStatus = (typeof EXPENSE_STATUSES)[number]

/** The document series (numbered per year like receipts: document-number.server.ts): credit notes, and approved expenses' payment vouchers. */
export const CREDIT_NOTE_PREFIX = 'CN'
export const PAYMENT_VOUCHER_PREFIX = 'PV'

/** The file field of an expense's receipt: the page's form and `POST /api/admin/expenses` alike. */
export const EXPENSE_FILE_FIELD = 'file'

/** The longest reason, description or payee the books keep. */
export const BOOKS_TEXT_MAX = 500
export const PAYEE_MAX = 200
export const REFERENCE_MAX = 100

/** The income line an invoice's line belongs to: by its code, or (a line without one) by what the invoice is for. */
export function incomeCategoryOf(code: InvoiceItemCode | null, invoiceKind: string): IncomeCategory {
  switch (code) {
    case 'entry-fee':
      return 'entry-fees'
    case 'first-year':
    case 'renewal':
      return 'membership-dues'
    case 'fellowship-entry':
    case 'fellowship-annual':
      return 'fellowship'
    case 'event-fee':
      return 'events'
  }
  switch (invoiceKind) {
    case 'joining':
    case 'renewal':
      return 'membership-dues'
    case 'fellowship':
      return 'fellowship'
    case 'event':
      return 'events'
    case 'donation':
      return 'donations'
    default:
      return 'other'
  }
}

/**
 * Shares `amountSen` out in proportion to `weights` (whole sen, by the largest remainder: the shares
 * add up to the amount exactly, and an earlier weight wins a tie). All weights zero: all to the first.
 */
export function shareOut(amountSen: number, weights: readonly number[]): number[] {
  if (!weights.length) return []
  const total = weights.reduce((sum, weight) => sum + Math.max(0, weight), 0)
  if (total <= 0) return weights.map((_, index) => (index === 0 ? amountSen : 0))
  const exact = weights.map((weight) => (amountSen * Math.max(0, weight)) / total)
  const shares = exact.map(Math.floor)
  let left = amountSen - shares.reduce((sum, share) => sum + share, 0)
  const byRemainder = exact.map((value, index) => ({ index, remainder: value - Math.floor(value) })).sort((a, b) => b.remainder - a.remainder || a.index - b.index)
  for (const { index } of byRemainder) {
    if (left <= 0) break
    shares[index]! += 1
    left -= 1
  }
  return shares
}

interface InvoiceForIncome {
  kind: string
  items: ReadonlyArray<{ amountSen: number; code?: string | null }>
}

/**
 * Money received on (or refunded from) an invoice, by income line: shared among the invoice's lines in
 * proportion to their amounts, so that a part payment of a joining invoice counts towards the entry fee
 * and the first year's dues alike. A whole payment gives each line its own amount exactly.
 */
export function incomeOfInvoicePayment(invoice: InvoiceForIncome, amountSen: number): Map<IncomeCategory, number> {
  const out = new Map<IncomeCategory, number>()
  if (!invoice.items.length) {
    out.set(incomeCategoryOf(null, invoice.kind), amountSen)
    return out
  }
  const codes = invoiceItemCodes(invoice)
  const shares = shareOut(
    amountSen,
    invoice.items.map((item) => item.amountSen),
  )
  invoice.items.forEach((_, index) => {
    const category = incomeCategoryOf(codes[index] ?? null, invoice.kind)
    out.set(category, (out.get(category) ?? 0) + shares[index]!)
  })
  return out
}
