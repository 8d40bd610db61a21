import { mediaPaths } from '#app/config/paths.ts'
import { PAYMENT_VOUCHER_PREFIX } from '#app/domain/books.ts'
import { now } from '#app/domain/clock.ts'
import { malaysiaYear, toMalaysiaDay } from '#app/domain/dates.ts'
import { formatRinggit, senToRinggit } from '#app/domain/money.ts'
import { pageCount } from '#app/domain/pagination.ts'
import { numberFor, numbersTakenFor, voidDocumentNumber } from '#app/models/document-number.server.ts'
import { createExpense, getExpenseById, listDecidedExpenses, listPendingExpenses, writeExpenseDecision, type PublicExpense } from '#app/models/expense.server.ts'
import { claimOnce, decideOnce } from '#app/models/once-claim.server.ts'
import type { FieldErrors } from '#app/utils/api.server.ts'
import type { UploadedFile } from '#app/utils/multipart.server.ts'
import { BOOKS_MESSAGES, booksOutcome, type ExpenseInput } from '#app/validation/books.ts'
import { recordAdminAction, type AuditActor } from './audit.server.ts'
import { admitUpload, prepareUpload, writePreparedUpload, type MediaActor } from './media.server.ts'
import { VOID_TAKEN_TWICE } from './money-operations.server.ts'

/**
 * Expense claims (issue 34, item 4): an officer (treasurer or administrator) records money the
 * association paid out with the receipt they were given, checked by its bytes through the upload
 * pipeline and kept as the association's private file (purpose `expense-receipt`, for the finance
 * staff); another officer approves it, which gives it its payment voucher number (PV-<year>-<n>) and
 * puts it in the books, or rejects it with why. No one decides on an expense they recorded.
 */

export const EXPENSES_PER_PAGE = 50

/** An officer acting: their account (for the upload's checks and the audit log) and their name (kept on the expense). */
export type Officer = AuditActor & MediaActor & { name: string }

/** The officer a signed-in staff account acts as. */
export function officerOf(user: { id: string; email: string; isAdmin?: boolean | null; roles?: readonly string[] | null; firstName: string; lastName: string }): Officer {
  return { id: user.id, email: user.email, isAdmin: Boolean(user.isAdmin), roles: user.roles ?? null, name: `${user.firstName} ${user.lastName}`.trim() }
}

const today = () => toMalaysiaDay(now())
const voucherSeries = () => `${PAYMENT_VOUCHER_PREFIX}-${malaysiaYear(now())}`

/** An expense as the page and the API show it: the amount in ringgit, the receipt's private download. */
export function expenseView(expense: PublicExpense) {
  return {
    id: expense.id,
    number: expense.number || null,
    spentAt: expense.spentOn,
    payee: expense.payee,
    category: expense.category,
    amount: senToRinggit(expense.amountSen),
    description: expense.description,
    status: expense.status,
    receipt: { url: mediaPaths.download(expense.receipt.mediaId), name: expense.receipt.name, mimeType: expense.receipt.mimeType },
    recordedBy: { id: expense.recordedBy, name: expense.recordedByName },
    recordedAt: expense.createdAt,
    decidedBy: expense.decidedBy ? { id: expense.decidedBy, name: expense.decidedByName } : null,
    decidedAt: expense.decidedOn || null,
    rejectionReason: expense.rejectionReason || null,
  }
}
export type ExpenseView = ReturnType<typeof expenseView>

/** The expenses page and `GET /api/admin/expenses`: every one awaiting a decision, then the decided ones, 50 a page. */
export async function listExpenses(page: number) {
  const [pending, decided] = await Promise.all([listPendingExpenses(), listDecidedExpenses({ page, perPage: EXPENSES_PER_PAGE })])
  return {
    pending: pending.map(expenseView),
    decided: decided.items.map(expenseView),
    page,
    totalPages: pageCount(decided.total, EXPENSES_PER_PAGE),
    totalDecided: decided.total,
  }
}

export type RecordExpenseResult =
  | { ok: true; expense: PublicExpense }
  | { ok: false; status: 400 | 413 | 415 | 429; message: string; fieldErrors?: FieldErrors; retryAfterSeconds?: number }

/**
 * Records an expense with its receipt: the day is not after today, the file is there, counted against
 * the officer's upload allowance, and passes the pipeline's checks (a photo or a PDF, by its bytes);
 * only then is anything stored. The receipt is the association's (no owner), so it stays with the books
 * when the officer's account closes.
 */
export async function recordExpense(officer: Officer, input: ExpenseInput, file: UploadedFile | null): Promise<RecordExpenseResult> {
  if (input.spentAt > today()) {
    return { ok: false, status: 400, message: BOOKS_MESSAGES.spentAtFuture, fieldErrors: { spentAt: [BOOKS_MESSAGES.spentAtFuture] } }
  }
  if (!file || (file.bytes.length === 0 && !file.tooLarge)) {
    return { ok: false, status: 400, message: BOOKS_MESSAGES.receiptRequired, fieldErrors: { file: [BOOKS_MESSAGES.receiptRequired] } }
  }
  const admitted = await admitUpload(officer)
  if (!admitted.allowed) return { ok: false, status: 429, message: admitted.message, retryAfterSeconds: admitted.retryAfterSeconds }
  const prepared = await prepareUpload({ uploader: officer, file, purpose: 'expense-receipt', visibility: 'private', alt: '' })
  if (prepared.status === 'refused') return { ok: false, status: prepared.httpStatus, message: prepared.message, fieldErrors: { file: [prepared.message] } }
  const media = await writePreparedUpload(prepared, null)
  const expense = await createExpense({
    spentOn: input.spentAt,
    payee: input.payee,
    category: input.category,
    amountSen: input.amount,
    description: input.description,
    receipt: { mediaId: media.id, name: media.originalName, mimeType: media.mimeType },
    recordedBy: officer.id,
    recordedByName: officer.name,
  })
  await recordAdminAction(officer, {
    action: 'recorded-expense',
    entityType: 'expense',
    entityId: expense.id,
    summary: `Recorded an expense of ${formatRinggit(expense.amountSen)} paid to ${expense.payee} on ${expense.spentOn} (${expense.category}): ${expense.description}`,
  })
  return { ok: true, expense }
}

interface Decision {
  status: 'approved' | 'rejected'
  by: string
  byName: string
  byEmail: string
  on: string
  reason: string
}

export type DecisionResult = { ok: true; expense: PublicExpense } | { ok: false; status: 403 | 404 | 409; message: string }

/**
 * Approves or rejects a pending expense, as another officer than the one who recorded it (403). The
 * decision is settled once (`decideOnce`: of two officers at the same moment, the first), then written,
 * with a payment voucher number for an approval; each step may run again and does nothing twice, so a
 * decision a failure left half written is finished by the next try of it. A second decision answers 409.
 */
export async function decideExpense(officer: Officer, expenseId: string, proposed: { status: 'approved' | 'rejected'; reason?: string }): Promise<DecisionResult> {
  const expense = await getExpenseById(expenseId)
  if (!expense) return { ok: false, status: 404, message: BOOKS_MESSAGES.expenseNotFound }
  if (expense.recordedBy === officer.id) return { ok: false, status: 403, message: BOOKS_MESSAGES.ownExpense }
  if (expense.status !== 'pending') return { ok: false, status: 409, message: BOOKS_MESSAGES.expenseDecided }
  const mine: Decision = { status: proposed.status, by: officer.id, byName: officer.name, byEmail: officer.email, on: today(), reason: proposed.reason ?? '' }
  const decided = await decideOnce<Decision>('expense-decision', expense.id, mine)
  await completeDecision(expense, decided)
  const written = (await getExpenseById(expense.id)) ?? expense
  const same = decided.by === mine.by && decided.status === mine.status
  if (!same) return { ok: false, status: 409, message: BOOKS_MESSAGES.expenseDecided }
  return { ok: true, expense: written }
}

/** Writes a settled decision: the voucher's number (taken for this expense, kept from a try that failed), the expense, the audit line once. */
async function completeDecision(expense: PublicExpense, decided: Decision) {
  const takenFor = `expense:${expense.id}`
  const number = decided.status === 'approved' ? await numberFor(voucherSeries(), takenFor) : ''
  await writeExpenseDecision(expense.id, {
    status: decided.status,
    decidedBy: decided.by,
    decidedByName: decided.byName,
    decidedOn: decided.on,
    number,
    rejectionReason: decided.status === 'rejected' ? decided.reason : '',
  })
  const written = await getExpenseById(expense.id)
  // Two completions at once may each have taken a number: the one not written is voided, not skipped.
  for (const taken of await numbersTakenFor(takenFor)) {
    if (taken.number !== written?.number && !taken.voidedAt) await voidDocumentNumber(taken.number, VOID_TAKEN_TWICE)
  }
  if (!(await claimOnce('expense-decided', expense.id))) return
  await recordAdminAction({ id: decided.by, email: decided.byEmail }, {
    action: decided.status === 'approved' ? 'approved-expense' : 'rejected-expense',
    entityType: 'expense',
    entityId: expense.id,
    summary:
      decided.status === 'approved'
        ? `Approved the expense of ${formatRinggit(expense.amountSen)} paid to ${expense.payee} on ${expense.spentOn}, recorded by ${expense.recordedByName}: payment voucher ${written?.number ?? number}`
        : `Rejected the expense of ${formatRinggit(expense.amountSen)} paid to ${expense.payee} on ${expense.spentOn}, recorded by ${expense.recordedByName}: ${decided.reason}`,
  })
}

/** The toast of a decision, in a door's words. */
export function decisionOutcome(expense: PublicExpense) {
  return expense.status === 'approved' ? booksOutcome.expenseApproved(expense.number) : BOOKS_MESSAGES.expenseRejected
}
