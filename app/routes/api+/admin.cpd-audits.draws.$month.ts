import { json, type LoaderFunctionArgs } from '@remix-run/node'
import { MONTH } from '#app/domain/cpd-audit.ts'
import { getCpdAuditDraw } from '#app/services/cpd-audit.server.ts'
import { apiError } from '#app/utils/api.server.ts'
import { requireApiAdmin } from '#app/utils/permissions.server.ts'
import { CPD_AUDIT_MESSAGES } from '#app/validation/cpd-audit.ts'

/**
 * GET /api/admin/cpd-audits/draws/{YYYY-MM} → `{ draw: { month, population, populationDigest,
 * rateBasisPoints, size, seed, drawn, drawnOn, algorithm, recheck } }`: everything needed to draw the
 * month again (HMAC-SHA256 of "<month>:<userId>" keyed by the seed, lowest first). 404 no draw.
 */
export async function loader({ request, params }: LoaderFunctionArgs) {
  await requireApiAdmin(request, 'cpd')
  const month = params.month ?? ''
  if (!MONTH.test(month)) return apiError(404, CPD_AUDIT_MESSAGES.drawNotFound)
  const draw = await getCpdAuditDraw(month)
  if (!draw) return apiError(404, CPD_AUDIT_MESSAGES.drawNotFound)
  return json({ draw })
}
