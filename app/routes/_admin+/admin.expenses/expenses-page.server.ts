import { json, type ActionFunctionArgs, type LoaderFunctionArgs } from '@remix-run/node'
import { financePaths } from '#app/config/finance-paths.ts'
import { now } from '#app/domain/clock.ts'
import { EXPENSE_FILE_FIELD } from '#app/domain/books.ts'
import { toMalaysiaDay } from '#app/domain/dates.ts'
import { pageNumberOf } from '#app/domain/pagination.ts'
import { decideExpense, decisionOutcome, listExpenses, officerOf, recordExpense, type Officer } from '#app/services/expenses.server.ts'
import { fileRefusalReply, readFileForm } from '#app/services/upload-forms.server.ts'
import { parseSubmission } from '#app/utils/form-submission.server.ts'
import { ADMIN_FRAME_STRINGS, routeStrings } from '#app/utils/i18n.server.ts'
import { requireAdmin } from '#app/utils/permissions.server.ts'
import { redirectWithToast } from '#app/utils/toast.server.ts'
import { BOOKS_MESSAGES, ExpenseDecisionFormSchema, ExpenseSchema } from '#app/validation/books.ts'
import { EXPENSE_CONSTRAINT, REJECT_EXPENSE_CONSTRAINT } from '#app/validation/constraints.server.ts'
import { UPLOAD_MESSAGES } from '#app/validation/upload-messages.ts'

/**
 * The server side of /admin/expenses (issue 34): the expenses awaiting a decision and those decided,
 * recording one with its receipt (multipart, the file in `file`), approving or rejecting another
 * officer's. The same schemas and services as `POST /api/admin/expenses` and
 * `POST /api/admin/expenses/{id}/approve|reject`.
 */

async function requireOfficer(request: Request): Promise<Officer> {
  return officerOf(await requireAdmin(request, 'finance'))
}

export async function loadExpensesPage({ request }: LoaderFunctionArgs) {
  const officer = await requireOfficer(request)
  const page = pageNumberOf(new URL(request.url).searchParams.get('page'))
  return json({
    expenses: await listExpenses(page),
    viewerId: officer.id,
    today: toMalaysiaDay(now()),
    constraints: { expense: EXPENSE_CONSTRAINT, reject: REJECT_EXPENSE_CONSTRAINT },
    i18n: await routeStrings(request, [...ADMIN_FRAME_STRINGS, 'admin.expenses']),
  })
}

/** What a decision's refusal sends back: the message above the lists, and which expense it was about. */
export interface DecisionFailure {
  decision: { id: string; message: string }
}

export async function expensesPageAction({ request }: ActionFunctionArgs) {
  const officer = await requireOfficer(request)
  const form = await readFileForm(request, EXPENSE_FILE_FIELD)
  if (form.status === 'refused') return json(fileRefusalReply(EXPENSE_FILE_FIELD, form.message), { status: form.httpStatus })
  const intent = form.formData.get('intent')
  if (intent === 'approve' || intent === 'reject') {
    const submission = parseSubmission(form.formData, { schema: ExpenseDecisionFormSchema })
    if (submission.status !== 'success') {
      const id = String(form.formData.get('id') ?? '').slice(0, 24)
      const message = submission.error?.reason?.[0] ?? BOOKS_MESSAGES.expenseNotFound
      return json<DecisionFailure>({ decision: { id, message } }, { status: 400 })
    }
    const sent = submission.value
    const result = await decideExpense(officer, sent.id, sent.intent === 'approve' ? { status: 'approved' } : { status: 'rejected', reason: sent.reason })
    if (!result.ok) return json<DecisionFailure>({ decision: { id: sent.id, message: result.message } }, { status: result.status })
    return redirectWithToast(financePaths.expenses, { title: decisionOutcome(result.expense) })
  }
  const submission = parseSubmission(form.formData, { schema: ExpenseSchema })
  const file = form.files[0] ?? null
  if (submission.status !== 'success') {
    // A chosen file is not kept when the rest is refused (a browser never fills a file input again).
    return json(submission.reply({ fieldErrors: file ? { [EXPENSE_FILE_FIELD]: [UPLOAD_MESSAGES.chooseAgain] } : {} }), { status: 400 })
  }
  const result = await recordExpense(officer, submission.value, file)
  if (!result.ok) {
    return json(submission.reply({ formErrors: result.fieldErrors ? [] : [result.message], fieldErrors: result.fieldErrors }), {
      status: result.status,
      headers: result.retryAfterSeconds ? { 'retry-after': String(result.retryAfterSeconds) } : undefined,
    })
  }
  return redirectWithToast(financePaths.expenses, { title: BOOKS_MESSAGES.expenseRecorded })
}
