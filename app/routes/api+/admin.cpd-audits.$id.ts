import { json, type LoaderFunctionArgs } from '@remix-run/node'
import { auditCaseForReviewer } from '#app/services/cpd-audit.server.ts'
import { apiError } from '#app/utils/api.server.ts'
import { requireApiAdmin } from '#app/utils/permissions.server.ts'
import { CPD_AUDIT_MESSAGES } from '#app/validation/cpd-audit.ts'

/** GET /api/admin/cpd-audits/{id} (the CPD reviewer's) → `{ case }`: the member, the files, the hours, the declaration, the outcome. */
export async function loader({ request, params }: LoaderFunctionArgs) {
  await requireApiAdmin(request, 'cpd')
  const auditCase = await auditCaseForReviewer(params.id ?? '')
  if (!auditCase) return apiError(404, CPD_AUDIT_MESSAGES.caseNotFound)
  return json({ case: auditCase })
}
