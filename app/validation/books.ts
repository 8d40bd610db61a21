import { z } from 'zod'
import { BOOKS_TEXT_MAX, EXPENSE_CATEGORIES, PAYEE_MAX, REFERENCE_MAX } from '#app/domain/books.ts'
import { ringgitToSen } from '#app/domain/money.ts'
import { calendarDayOf, requiredText } from './fields.ts'
import { message, messagesOf } from './messages.ts'

/**
 * The treasurer's books (issue 34, item 4): voiding an invoice, a credit note, an expense and its
 * decision, the year of an income and expenditure statement. One schema for each form and its API twin;
 * amounts arrive in ringgit (as every amount the API takes) and are kept as whole sen.
 */
export const BOOKS_MESSAGES = messagesOf({
  ownInvoice: 'messages:books.ownInvoice',
  voidReasonRequired: 'messages:books.voidReasonRequired',
  notOpenToVoid: 'messages:books.notOpenToVoid',
  paidCannotVoid: 'messages:books.paidCannotVoid',
  partPaidCannotVoid: 'messages:books.partPaidCannotVoid',
  paymentUnderWay: 'messages:books.paymentUnderWay',
  creditOnlyPaid: 'messages:books.creditOnlyPaid',
  creditAmountRequired: 'messages:books.creditAmountRequired',
  creditRace: 'messages:books.creditRace',
  creditReasonRequired: 'messages:books.creditReasonRequired',
  refundReferenceRequired: 'messages:books.refundReferenceRequired',
  refundedAtFormat: 'messages:books.refundedAtFormat',
  refundedAtFuture: 'messages:books.refundedAtFuture',
  creditNoteNotFound: 'messages:books.creditNoteNotFound',
  spentAtFormat: 'messages:books.spentAtFormat',
  spentAtFuture: 'messages:books.spentAtFuture',
  payeeRequired: 'messages:books.payeeRequired',
  categoryRequired: 'messages:books.categoryRequired',
  expenseAmountRequired: 'messages:books.expenseAmountRequired',
  expenseAmountTooLarge: 'messages:books.expenseAmountTooLarge',
  descriptionRequired: 'messages:books.descriptionRequired',
  receiptRequired: 'messages:books.receiptRequired',
  expenseRecorded: 'messages:books.expenseRecorded',
  expenseNotFound: 'messages:books.expenseNotFound',
  ownExpense: 'messages:books.ownExpense',
  expenseDecided: 'messages:books.expenseDecided',
  expenseRejected: 'messages:books.expenseRejected',
  rejectReasonRequired: 'messages:books.rejectReasonRequired',
})

/** The outcomes that carry values. */
export const booksOutcome = {
  invoiceVoided: (number: string) => message('messages:books.invoiceVoided', { number }),
  creditTooLarge: (amount: string) => message('messages:books.creditTooLarge', { amount }),
  creditNoteRecorded: (number: string, amount: string, invoice: string) => message('messages:books.creditNoteRecorded', { number, amount, invoice }),
  expenseApproved: (number: string) => message('messages:books.expenseApproved', { number }),
  yearFormat: (max: number) => message('messages:books.yearFormat', { max }),
}

/** The most any one amount of the books may be: RM 1,000,000. */
const MAX_RINGGIT = 1_000_000

/** An amount in ringgit with at most two decimals, more than nothing, kept as whole sen. */
function ringgitAsSen(required: string, tooLarge: string) {
  return z
    .number({ required_error: required, invalid_type_error: required })
    .positive(required)
    .max(MAX_RINGGIT, tooLarge)
    .transform((ringgit, ctx) => {
      const sen = ringgitToSen(ringgit)
      if (sen === null || sen < 1) {
        ctx.addIssue({ code: 'custom', message: required })
        return z.NEVER
      }
      return sen
    })
}

/** A day as YYYY-MM-DD (or an ISO timestamp, read as its day in Malaysia); `required` when it must be given. */
function day(format: string) {
  return z.string({ required_error: format, invalid_type_error: format }).transform((value, ctx) => {
    const parsed = calendarDayOf(value.trim())
    if (!parsed) {
      ctx.addIssue({ code: 'custom', message: format })
      return z.NEVER
    }
    return parsed
  })
}

/** `POST /api/admin/invoices/{id}/void` and the invoice page's form: why. */
export const VoidInvoiceSchema = z.object({
  reason: requiredText(BOOKS_MESSAGES.voidReasonRequired, BOOKS_TEXT_MAX, { multiline: true }),
})
export type VoidInvoiceInput = z.infer<typeof VoidInvoiceSchema>

/**
 * `POST /api/admin/invoices/{id}/credit-notes` and the invoice page's form: how much is given back (RM),
 * why, and the bank transfer that gave it back (its reference, and its day: today when left out).
 */
export const CreditNoteSchema = z.object({
  amount: ringgitAsSen(BOOKS_MESSAGES.creditAmountRequired, BOOKS_MESSAGES.creditAmountRequired),
  reason: requiredText(BOOKS_MESSAGES.creditReasonRequired, BOOKS_TEXT_MAX, { multiline: true }),
  refundReference: requiredText(BOOKS_MESSAGES.refundReferenceRequired, REFERENCE_MAX),
  refundedAt: day(BOOKS_MESSAGES.refundedAtFormat).optional(),
})
export type CreditNoteInput = z.infer<typeof CreditNoteSchema>

/** The invoice page's two forms, told apart by their button's `intent`. */
export const InvoiceCorrectionFormSchema = z.discriminatedUnion('intent', [
  VoidInvoiceSchema.extend({ intent: z.literal('void') }),
  CreditNoteSchema.extend({ intent: z.literal('credit-note') }),
])

/**
 * `POST /api/admin/expenses` (multipart, the receipt in `file`) and /admin/expenses' form: the day the
 * money was spent, who was paid, what for (domain/books.ts), how much (RM), and a word on it.
 */
export const ExpenseSchema = z.object({
  spentAt: day(BOOKS_MESSAGES.spentAtFormat),
  payee: requiredText(BOOKS_MESSAGES.payeeRequired, PAYEE_MAX),
  category: z.enum(EXPENSE_CATEGORIES, { errorMap: () => ({ message: BOOKS_MESSAGES.categoryRequired }) }),
  amount: ringgitAsSen(BOOKS_MESSAGES.expenseAmountRequired, BOOKS_MESSAGES.expenseAmountTooLarge),
  description: requiredText(BOOKS_MESSAGES.descriptionRequired, BOOKS_TEXT_MAX, { multiline: true }),
})
export type ExpenseInput = z.infer<typeof ExpenseSchema>

/** `POST /api/admin/expenses/{id}/reject` and the page's reject form: why. */
export const RejectExpenseSchema = z.object({
  reason: requiredText(BOOKS_MESSAGES.rejectReasonRequired, BOOKS_TEXT_MAX, { multiline: true }),
})

/** /admin/expenses' buttons on a pending expense: approve, or reject with why. */
export const ExpenseDecisionFormSchema = z.discriminatedUnion('intent', [
  z.object({ intent: z.literal('approve'), id: z.string().trim().min(1).max(24) }),
  RejectExpenseSchema.extend({ intent: z.literal('reject'), id: z.string().trim().min(1).max(24) }),
])

/** The first year the statement may be asked for. */
export const FIRST_BOOKS_YEAR = 2000

/**
 * `?year=` of the income and expenditure statement (its page, CSV, PDF and API): a year from 2000 to
 * this one (`thisYear`: the caller's clock), or none for this year.
 */
export function readStatementYear(value: string | null, thisYear: number): { ok: true; year: number } | { ok: false; message: string } {
  const text = (value ?? '').trim()
  if (!text) return { ok: true, year: thisYear }
  const year = /^\d{4}$/.test(text) ? Number(text) : NaN
  if (!Number.isInteger(year) || year < FIRST_BOOKS_YEAR || year > thisYear) return { ok: false, message: booksOutcome.yearFormat(thisYear) }
  return { ok: true, year }
}
