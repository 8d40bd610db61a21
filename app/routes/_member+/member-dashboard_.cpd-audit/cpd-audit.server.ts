import { json, type ActionFunctionArgs, type LoaderFunctionArgs } from '@remix-run/node'
import { cpdAuditPaths } from '#app/config/cpd-audit-paths.ts'
import { addCpdAuditEvidence, myCpdAudit, submitCpdAudit, withdrawCpdAuditEvidence } from '#app/services/cpd-audit.server.ts'
import { readFileForm } from '#app/services/upload-forms.server.ts'
import { requireUser } from '#app/utils/auth.server.ts'
import { routeStrings } from '#app/utils/i18n.server.ts'
import { redirectWithToast } from '#app/utils/toast.server.ts'
import { CPD_AUDIT_MESSAGES } from '#app/validation/cpd-audit.ts'

/**
 * A drawn member's CPD audit (issue 36, item 5): the deadline, the audited year's hours, the files sent,
 * a file's upload (multipart `file`), a file taken back (`intent=withdraw`, its `id`) and "I have sent
 * everything" (`intent=submit`). The same services as POST /api/me/cpd-audit/evidence, DELETE
 * /api/me/cpd-audit/evidence/{id} and POST /submit; every outcome comes back here with a toast.
 */
export async function loadCpdAuditPage({ request }: LoaderFunctionArgs) {
  const user = await requireUser(request)
  return json({ ...(await myCpdAudit(user)), i18n: await routeStrings(request, ['cpd-audit.member', 'cpd-audit.status']) })
}

export async function cpdAuditAction({ request }: ActionFunctionArgs) {
  const user = await requireUser(request)
  const back = (title: string, type: 'success' | 'error') => redirectWithToast(cpdAuditPaths.member, { type, title })
  const form = await readFileForm(request, 'file')
  if (form.status === 'refused') return back(form.message, 'error')
  if (form.formData.get('intent') === 'submit') {
    const result = await submitCpdAudit(user)
    return result.ok ? back(CPD_AUDIT_MESSAGES.submitted, 'success') : back(result.message, 'error')
  }
  if (form.formData.get('intent') === 'withdraw') {
    const result = await withdrawCpdAuditEvidence(user, String(form.formData.get('id') ?? ''))
    return result.ok ? back(CPD_AUDIT_MESSAGES.evidenceWithdrawn, 'success') : back(result.message, 'error')
  }
  const result = await addCpdAuditEvidence(user, form.files[0] ?? null)
  return result.ok ? back(CPD_AUDIT_MESSAGES.evidenceAdded, 'success') : back(result.message, 'error')
}
