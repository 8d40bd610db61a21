import { json, type LoaderFunctionArgs } from '@remix-run/node'
import { MONTH } from '#app/domain/cpd-audit.ts'
import { auditMonthForReviewer, lastMonth } from '#app/services/cpd-audit.server.ts'
import { apiError } from '#app/utils/api.server.ts'
import { requireApiAdmin } from '#app/utils/permissions.server.ts'
import { CPD_AUDIT_MESSAGES } from '#app/validation/cpd-audit.ts'

/**
 * GET /api/admin/cpd-audits?month=YYYY-MM (the CPD reviewer's; last month when left out) → `{ month,
 * months, draw, cases, undeclared }`: the month's draw with its seed and re-check (null: none), its cases.
 */
export async function loader({ request }: LoaderFunctionArgs) {
  await requireApiAdmin(request, 'cpd')
  const asked = new URL(request.url).searchParams.get('month')
  if (asked !== null && !MONTH.test(asked)) return apiError(400, CPD_AUDIT_MESSAGES.monthInvalid, { month: [CPD_AUDIT_MESSAGES.monthInvalid] })
  return json(await auditMonthForReviewer(asked ?? lastMonth()))
}
