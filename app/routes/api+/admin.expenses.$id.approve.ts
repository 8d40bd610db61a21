import { json, type ActionFunctionArgs } from '@remix-run/node'
import { decideExpense, expenseView, officerOf } from '#app/services/expenses.server.ts'
import { apiError, methodNotAllowed } from '#app/utils/api.server.ts'
import { requireApiAdmin } from '#app/utils/permissions.server.ts'

/**
 * POST /api/admin/expenses/{id}/approve (no body) → 200 `{ expense }`, approved with its payment voucher
 * number (PV-<year>-<n>) and in the books from then on (issue 34). 404 no such expense; 403 an expense
 * one recorded oneself (another officer approves it); 409 one decided already.
 */
export async function action({ request, params }: ActionFunctionArgs) {
  if (request.method !== 'POST') return methodNotAllowed(['POST'])
  const user = await requireApiAdmin(request, 'finance')
  const officer = officerOf(user)
  const result = await decideExpense(officer, params.id ?? '', { status: 'approved' })
  if (!result.ok) return apiError(result.status, result.message)
  return json({ expense: expenseView(result.expense) })
}

export const loader = () => methodNotAllowed(['POST'])
