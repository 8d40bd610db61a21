import { json, type ActionFunctionArgs, type LoaderFunctionArgs } from '@remix-run/node'
import { financePaths } from '#app/config/finance-paths.ts'
import { auditActorOf } from '#app/services/audit.server.ts'
import { admitUpload } from '#app/services/media.server.ts'
import { importBankStatement, listStatementImportsView } from '#app/services/reconciliation.server.ts'
import { readFileForm } from '#app/services/upload-forms.server.ts'
import { ADMIN_FRAME_STRINGS, routeStrings } from '#app/utils/i18n.server.ts'
import { requireAdmin } from '#app/utils/permissions.server.ts'
import { redirectWithToast } from '#app/utils/toast.server.ts'
import { RECONCILIATION_MESSAGES } from '#app/validation/reconciliation.ts'
import { UPLOAD_MESSAGES } from '#app/validation/upload-messages.ts'

/**
 * The server side of /admin/reconciliation: the imported statements, and the upload form that imports one
 * through the same service as POST /api/admin/reconciliation, then opens it.
 */

export async function loadReconciliationPage({ request }: LoaderFunctionArgs) {
  await requireAdmin(request, 'finance')
  return json({
    imports: await listStatementImportsView(),
    i18n: await routeStrings(request, [...ADMIN_FRAME_STRINGS, 'admin.reconciliation']),
  })
}

/** What the form shows after a refusal: the message under the file field. */
export interface StatementUploadFailure {
  message: string
}

const failed = (message: string, status: number) => json<StatementUploadFailure>({ message }, { status })

export async function reconciliationAction({ request }: ActionFunctionArgs) {
  const treasurer = await requireAdmin(request, 'finance')
  const admitted = await admitUpload({ id: treasurer.id, isAdmin: true })
  if (!admitted.allowed) return failed(admitted.message, 429)
  const form = await readFileForm(request, 'file')
  if (form.status === 'refused') return failed(form.message, form.httpStatus)
  const file = form.files[0]
  if (!file) return failed(RECONCILIATION_MESSAGES.fileRequired, 400)
  if (file.tooLarge) return failed(UPLOAD_MESSAGES.tooLarge, 413)
  const outcome = await importBankStatement(auditActorOf(treasurer), file)
  if (!outcome.ok) return failed(outcome.detail ? `${outcome.message} (${outcome.detail})` : outcome.message, outcome.status)
  const { statement } = outcome
  return redirectWithToast(financePaths.reconciliationImport(statement.importId), {
    title: outcome.created ? RECONCILIATION_MESSAGES.imported(statement.matched.length, statement.lines.length) : RECONCILIATION_MESSAGES.importedBefore,
  })
}
