import { json, type ActionFunctionArgs } from '@remix-run/node'
import { decideExpense, expenseView, officerOf } from '#app/services/expenses.server.ts'
import { apiError, methodNotAllowed, parseJsonBody } from '#app/utils/api.server.ts'
import { requireApiAdmin } from '#app/utils/permissions.server.ts'
import { RejectExpenseSchema } from '#app/validation/books.ts'

/**
 * POST /api/admin/expenses/{id}/reject `{ reason }` → 200 `{ expense }`, rejected: it never enters the
 * books (issue 34). 404 no such expense; 403 an expense one recorded oneself; 409 one decided already.
 */
export async function action({ request, params }: ActionFunctionArgs) {
  if (request.method !== 'POST') return methodNotAllowed(['POST'])
  const user = await requireApiAdmin(request, 'finance')
  const input = await parseJsonBody(request, RejectExpenseSchema)
  const officer = officerOf(user)
  const result = await decideExpense(officer, params.id ?? '', { status: 'rejected', reason: input.reason })
  if (!result.ok) return apiError(result.status, result.message)
  return json({ expense: expenseView(result.expense) })
}

export const loader = () => methodNotAllowed(['POST'])
