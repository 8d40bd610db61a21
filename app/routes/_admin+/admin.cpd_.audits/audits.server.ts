import { json, type LoaderFunctionArgs } from '@remix-run/node'
import { MONTH } from '#app/domain/cpd-audit.ts'
import { auditMonthForReviewer, lastMonth } from '#app/services/cpd-audit.server.ts'
import { ADMIN_FRAME_STRINGS, routeStrings } from '#app/utils/i18n.server.ts'
import { requireAdmin } from '#app/utils/permissions.server.ts'
import { CPD_AUDIT_MESSAGES } from '#app/validation/cpd-audit.ts'

/** /admin/cpd/audits?month=YYYY-MM (the CPD reviewer's; last month when left out): the draw, its re-check and its cases. */
export async function loadAuditsPage({ request }: LoaderFunctionArgs) {
  await requireAdmin(request, 'cpd')
  const asked = new URL(request.url).searchParams.get('month')
  if (asked !== null && !MONTH.test(asked)) throw json({ message: CPD_AUDIT_MESSAGES.monthInvalid }, { status: 400 })
  return json({ ...(await auditMonthForReviewer(asked ?? lastMonth())), i18n: await routeStrings(request, [...ADMIN_FRAME_STRINGS, 'cpd-audit.admin', 'cpd-audit.status']) })
}
