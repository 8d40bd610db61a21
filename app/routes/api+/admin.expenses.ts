import { json, type ActionFunctionArgs, type LoaderFunctionArgs } from '@remix-run/node'
import { EXPENSE_FILE_FIELD } from '#app/domain/books.ts'
import { pageNumberOf } from '#app/domain/pagination.ts'
import { expenseView, listExpenses, officerOf, recordExpense } from '#app/services/expenses.server.ts'
import { apiError, methodNotAllowed, validationError } from '#app/utils/api.server.ts'
import { readApiUpload } from '#app/utils/api-upload.server.ts'
import { requireApiAdmin } from '#app/utils/permissions.server.ts'
import { ExpenseSchema } from '#app/validation/books.ts'

/**
 * GET /api/admin/expenses?page=N → `{ pending: [expense], decided: [expense], page, totalPages,
 * totalDecided }`, each expense `{ id, number, spentAt, payee, category, amount, description, status,
 * receipt: { url, name, mimeType }, recordedBy, recordedAt, decidedBy, decidedAt, rejectionReason }`
 * (amount in RM; 50 decided a page, every pending one).
 *
 * POST /api/admin/expenses, multipart/form-data: `spentAt` (YYYY-MM-DD), `payee`, `category` (venue,
 * refreshments, speakers, printing, postage, website, bank-charges, professional-fees, statutory-fees,
 * travel, other), `amount` (RM), `description`, and the receipt in `file` (a photo or a PDF, at most
 * 10 MB, checked by its bytes) → 201 `{ expense }`, awaiting another officer's approval (issue 34).
 * 400 with `fieldErrors`, 413/415 for the file, 429 over the upload allowance; nothing is stored unless 201.
 */
export async function loader({ request }: LoaderFunctionArgs) {
  await requireApiAdmin(request, 'finance')
  return json(await listExpenses(pageNumberOf(new URL(request.url).searchParams.get('page'))))
}

export async function action({ request, context }: ActionFunctionArgs) {
  if (request.method !== 'POST') return methodNotAllowed(['GET', 'POST'])
  const user = await requireApiAdmin(request, 'finance')
  const upload = await readApiUpload(request, { fileField: EXPENSE_FILE_FIELD, maxFields: 10, bodyTooLarge: context.bodyTooLarge })
  if (upload instanceof Response) return upload
  const { amount, ...fields } = upload.fields
  const parsed = ExpenseSchema.safeParse({ ...fields, amount: amount === undefined || amount.trim() === '' ? undefined : Number(amount) })
  if (!parsed.success) return validationError(parsed.error)
  const officer = officerOf(user)
  const result = await recordExpense(officer, parsed.data, upload.file)
  if (!result.ok) {
    return apiError(result.status, result.message, result.fieldErrors, result.retryAfterSeconds ? { headers: { 'retry-after': String(result.retryAfterSeconds) } } : undefined)
  }
  return json({ expense: expenseView(result.expense) }, { status: 201 })
}
