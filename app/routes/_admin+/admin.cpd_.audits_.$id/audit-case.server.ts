import { json, type ActionFunctionArgs, type LoaderFunctionArgs } from '@remix-run/node'
import { cpdAuditPaths } from '#app/config/cpd-audit-paths.ts'
import { auditActorOf } from '#app/services/audit.server.ts'
import { auditCaseForReviewer, recordCpdAuditOutcome } from '#app/services/cpd-audit.server.ts'
import { parseSubmission, readFormData } from '#app/utils/form-submission.server.ts'
import { ADMIN_FRAME_STRINGS, routeStrings } from '#app/utils/i18n.server.ts'
import { requireAdmin } from '#app/utils/permissions.server.ts'
import { redirectWithToast } from '#app/utils/toast.server.ts'
import { CPD_AUDIT_MESSAGES, OutcomeSchema } from '#app/validation/cpd-audit.ts'

/** /admin/cpd/audits/{id}: one case (the member, the files, the hours, the declaration) and its outcome form. */
export async function loadAuditCasePage({ request, params }: LoaderFunctionArgs) {
  await requireAdmin(request, 'cpd')
  const auditCase = await auditCaseForReviewer(params.id ?? '')
  if (!auditCase) throw json({ message: CPD_AUDIT_MESSAGES.caseNotFound }, { status: 404 })
  return json({ auditCase, i18n: await routeStrings(request, [...ADMIN_FRAME_STRINGS, 'cpd-audit.admin', 'cpd-audit.status']) })
}

/** The outcome form: the same service as POST /api/admin/cpd-audits/{id}/outcome. */
export async function auditCaseAction({ request, params }: ActionFunctionArgs) {
  const admin = await requireAdmin(request, 'cpd')
  const id = params.id ?? ''
  const submission = parseSubmission(await readFormData(request), { schema: OutcomeSchema })
  if (submission.status !== 'success') return json(submission.reply(), { status: 400 })
  const result = await recordCpdAuditOutcome(auditActorOf(admin), id, submission.value)
  if (!result.ok) {
    if (result.status === 404) throw json({ message: result.message }, { status: 404 })
    return json(submission.reply({ formErrors: [result.message] }), { status: result.status })
  }
  return redirectWithToast(cpdAuditPaths.audit(id), { type: 'success', title: result.message })
}
