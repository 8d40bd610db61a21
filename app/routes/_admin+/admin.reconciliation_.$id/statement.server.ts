import { json, type ActionFunctionArgs, type LoaderFunctionArgs } from '@remix-run/node'
import { financePaths } from '#app/config/finance-paths.ts'
import { auditActorOf } from '#app/services/audit.server.ts'
import { assignStatementLine, confirmStatementLines, getStatementImportView, pledgesForAmounts } from '#app/services/reconciliation.server.ts'
import { parseSubmission, readFormData } from '#app/utils/form-submission.server.ts'
import { ADMIN_FRAME_STRINGS, routeStrings } from '#app/utils/i18n.server.ts'
import { requireAdmin } from '#app/utils/permissions.server.ts'
import { redirectWithToast } from '#app/utils/toast.server.ts'
import { AssignLineSchema, ConfirmLinesSchema, RECONCILIATION_MESSAGES } from '#app/validation/reconciliation.ts'

/**
 * The server side of /admin/reconciliation/{importId}: one imported statement's lines, the matched ones to
 * confirm (ticked boxes) and the others to assign by hand (a form under each), through the same services
 * as POST /api/admin/reconciliation/{importId}/confirm and …/assign.
 */

export async function loadStatementPage({ request, params }: LoaderFunctionArgs) {
  await requireAdmin(request, 'finance')
  const statement = await getStatementImportView(params.id ?? '')
  if (!statement) throw json({ message: RECONCILIATION_MESSAGES.importNotFound }, { status: 404 })
  const toAssign = statement.lines.filter((line) => line.status === 'unmatched' && line.credit && line.reason !== 'unreadable')
  // The page says each line's reason by its key; the API's sentences (`unmatched`) are for the API.
  const { unmatched: _sentences, ...shown } = statement
  return json({
    statement: shown,
    pledges: await pledgesForAmounts(toAssign.map((line) => line.amount)),
    i18n: await routeStrings(request, [...ADMIN_FRAME_STRINGS, 'admin.reconciliation', 'messages.reconciliation.reasons']),
  })
}

/** A refused form: which one (the confirmation, or the assignment of a line), its message and its fields' messages. */
export interface StatementPageFailure {
  intent: 'confirm' | 'assign'
  line: number
  message: string
  fieldErrors: Record<string, string[]>
  /** What the assignment's form sent, drawn again in it. */
  typed: { invoiceNumber: string; donationId: string }
}

const failed = (failure: StatementPageFailure, status: number) => json<StatementPageFailure>(failure, { status })

export async function statementPageAction({ request, params }: ActionFunctionArgs) {
  const treasurer = await requireAdmin(request, 'finance')
  const importId = params.id ?? ''
  const formData = await readFormData(request)
  const back = financePaths.reconciliationImport(importId)
  const text = (name: string) => String(formData.get(name) ?? '').slice(0, 100)
  const typed = { invoiceNumber: text('invoiceNumber'), donationId: text('donationId') }
  if (formData.get('intent') === 'assign') {
    const line = Number(formData.get('line')) || 0
    const submission = parseSubmission(formData, { schema: AssignLineSchema })
    if (submission.status !== 'success') {
      const fieldErrors = Object.fromEntries(Object.entries(submission.error ?? {}).map(([field, list]) => [field, list ?? []]))
      return failed({ intent: 'assign', line, message: Object.values(fieldErrors).flat()[0] ?? RECONCILIATION_MESSAGES.targetRequired, fieldErrors, typed }, 400)
    }
    const outcome = await assignStatementLine(auditActorOf(treasurer), importId, submission.value)
    if (!outcome.ok) {
      // On the page every refusal of the invoice or pledge chosen is said under its field.
      const field = submission.value.invoiceNumber ? 'invoiceNumber' : 'donationId'
      return failed({ intent: 'assign', line, message: outcome.message, fieldErrors: outcome.fieldErrors ?? { [field]: [outcome.message] }, typed }, outcome.status)
    }
    return redirectWithToast(back, { title: RECONCILIATION_MESSAGES.recorded(outcome.recorded) })
  }
  const submission = parseSubmission(formData, { schema: ConfirmLinesSchema })
  if (submission.status !== 'success') {
    return failed({ intent: 'confirm', line: 0, message: RECONCILIATION_MESSAGES.linesRequired, fieldErrors: { lines: [RECONCILIATION_MESSAGES.linesRequired] }, typed }, 400)
  }
  const outcome = await confirmStatementLines(auditActorOf(treasurer), importId, submission.value.lines)
  if (!outcome.ok) return failed({ intent: 'confirm', line: 0, message: outcome.message, fieldErrors: {}, typed }, outcome.status)
  const refused = outcome.lines.flatMap((line) => (line.status === 'refused' ? [RECONCILIATION_MESSAGES.refusedLine(line.line, line.message)] : []))
  // The toast travels in a cookie: the first few refusals say why, the page shows every line's state.
  return redirectWithToast(back, {
    type: outcome.recorded || !refused.length ? 'success' : 'error',
    title: outcome.recorded ? RECONCILIATION_MESSAGES.recorded(outcome.recorded) : RECONCILIATION_MESSAGES.nothingRecorded,
    ...(refused.length ? { description: refused.slice(0, 5).join(' ') } : {}),
  })
}
