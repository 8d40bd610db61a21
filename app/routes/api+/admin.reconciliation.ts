import { json, type ActionFunctionArgs, type LoaderFunctionArgs } from '@remix-run/node'
import { auditActorOf } from '#app/services/audit.server.ts'
import { admitUpload } from '#app/services/media.server.ts'
import { importBankStatement, listStatementImportsView } from '#app/services/reconciliation.server.ts'
import { apiError, methodNotAllowed } from '#app/utils/api.server.ts'
import { readApiUpload } from '#app/utils/api-upload.server.ts'
import { requireApiAdmin } from '#app/utils/permissions.server.ts'
import { RECONCILIATION_MESSAGES } from '#app/validation/reconciliation.ts'

/**
 * GET /api/admin/reconciliation → `{ imports: [{ importId, fileName, layout, importedAt, importedBy, lines,
 * matched, recorded }] }`, newest first (treasurer and administrator).
 *
 * POST /api/admin/reconciliation, multipart with the bank's statement as CSV in `file` (the columns date,
 * description, amount, reference, or a Maybank2u or CIMB Clicks export) → 201 `{ importId, lines,
 * matched: [{ line, invoiceId, invoiceNumber, amount }], unmatched: [{ line, reason, message }], recorded,
 * created: true }`; the same file again → 200 with the first import as it was (`created: false`).
 * Nothing is recorded here: POST …/{importId}/confirm records. 400 with `fieldErrors.file` for a missing
 * file or one that is not a statement; 415 for a body that is not multipart and 413 past 10 MB, `{ message }`
 * alone as every upload answers them (fieldErrors go with a 400 or a 409 only: docs/conventions.md).
 */
export async function loader({ request }: LoaderFunctionArgs) {
  await requireApiAdmin(request, 'finance')
  return json({ imports: await listStatementImportsView() })
}

export async function action({ request, context }: ActionFunctionArgs) {
  if (request.method !== 'POST') return methodNotAllowed(['GET', 'POST'])
  const treasurer = await requireApiAdmin(request, 'finance')
  const admitted = await admitUpload({ id: treasurer.id, isAdmin: true })
  if (!admitted.allowed) return apiError(429, admitted.message, undefined, { headers: { 'retry-after': String(admitted.retryAfterSeconds) } })
  const upload = await readApiUpload(request, { maxFields: 5, bodyTooLarge: context.bodyTooLarge })
  if (upload instanceof Response) return upload
  if (!upload.file) return apiError(400, RECONCILIATION_MESSAGES.fileRequired, { file: [RECONCILIATION_MESSAGES.fileRequired] })
  const outcome = await importBankStatement(auditActorOf(treasurer), upload.file)
  if (!outcome.ok) {
    const text = outcome.detail ? `${outcome.message} (${outcome.detail})` : outcome.message
    return apiError(outcome.status, text, { file: [text] })
  }
  return json({ ...outcome.statement, created: outcome.created }, { status: outcome.created ? 201 : 200 })
}
