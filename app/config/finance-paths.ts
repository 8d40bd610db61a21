/**
 * The treasurer's pages (issues 30 and 34): payments, donations, the ledger, the DuitNow QR, the bank's
 * statements, invoices and credit notes, expenses and the year's statement.
 * Apart from admin-paths.ts so that the other administration pages do not carry these addresses (the
 * browser bundle splits by file; every page's JavaScript is weighed against a budget).
 */
export const financePaths = {
  payments: '/admin/payments',
  donations: '/admin/donations',
  /** The treasurer's ledger: invoices, receipts and void numbers by date (issue 30), and its CSV. */
  ledger: '/admin/ledger',
  ledgerCsv: '/admin/ledger.csv',
  /** The association's DuitNow QR, uploaded from the bank's image (issue 34, item 1), and its API twin. */
  paymentSettings: '/admin/payment-settings',
  /** Bank statement reconciliation (issue 34, item 3): the imports, and one import's lines to record. */
  reconciliation: '/admin/reconciliation',
  reconciliationImport: (id: string) => `/admin/reconciliation/${id}`,
  /** The books (issue 34): an invoice for the treasurer (void it, or a credit note), a credit note's PDF, expenses, the year's statement. */
  invoice: (id: string) => `/admin/invoices/${id}`,
  creditNotePdf: (id: string) => `/admin/credit-notes/${id}.pdf`,
  expenses: '/admin/expenses',
  statement: '/admin/ledger/income-and-expenditure',
  statementCsv: '/admin/ledger/income-and-expenditure.csv',
  statementPdf: '/admin/ledger/income-and-expenditure.pdf',
} as const
