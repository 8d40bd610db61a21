import { json, type ActionFunctionArgs, type LoaderFunctionArgs } from '@remix-run/node'
import { financePaths } from '#app/config/finance-paths.ts'
import { now } from '#app/domain/clock.ts'
import { toMalaysiaDay } from '#app/domain/dates.ts'
import { formatRinggit } from '#app/domain/money.ts'
import { auditActorOf } from '#app/services/audit.server.ts'
import { invoiceForTreasurer, recordCreditNote, voidInvoice } from '#app/services/invoice-corrections.server.ts'
import { parseSubmission, readFormData } from '#app/utils/form-submission.server.ts'
import { ADMIN_FRAME_STRINGS, routeStrings } from '#app/utils/i18n.server.ts'
import { requireAdmin } from '#app/utils/permissions.server.ts'
import { redirectWithToast } from '#app/utils/toast.server.ts'
import { booksOutcome, InvoiceCorrectionFormSchema } from '#app/validation/books.ts'
import { CREDIT_NOTE_CONSTRAINT, VOID_INVOICE_CONSTRAINT } from '#app/validation/constraints.server.ts'

/**
 * /admin/invoices/{id}, an invoice for the treasurer (issue 34): what it asked for and what was received
 * and given back on it; voiding it (open, nothing received) or a credit note (paid). The same services and
 * schemas as `POST /api/admin/invoices/{id}/void` and `POST /api/admin/invoices/{id}/credit-notes`.
 */
export async function loadInvoicePage({ request, params }: LoaderFunctionArgs) {
  const treasurer = await requireAdmin(request, 'finance')
  const invoice = await invoiceForTreasurer(params.id ?? '', treasurer)
  if (!invoice) throw new Response('Not found', { status: 404 })
  return json({
    invoice,
    today: toMalaysiaDay(now()),
    constraints: { void: VOID_INVOICE_CONSTRAINT, creditNote: CREDIT_NOTE_CONSTRAINT },
    i18n: await routeStrings(request, [...ADMIN_FRAME_STRINGS, 'admin.invoice', 'admin.ledger.categories', 'admin.payments.methods']),
  })
}

/** `intent=void` with `reason`, or `intent=credit-note` with `amount`, `reason`, `refundReference`, `refundedAt`. */
export async function invoicePageAction({ request, params }: ActionFunctionArgs) {
  const treasurer = await requireAdmin(request, 'finance')
  const id = params.id ?? ''
  const submission = parseSubmission(await readFormData(request), { schema: InvoiceCorrectionFormSchema })
  if (submission.status !== 'success') return json(submission.reply(), { status: 400 })
  const sent = submission.value
  if (sent.intent === 'void') {
    const result = await voidInvoice(auditActorOf(treasurer), id, { reason: sent.reason })
    if (!result.ok) return json(submission.reply({ formErrors: [result.message], fieldErrors: result.fieldErrors }), { status: result.status })
    return redirectWithToast(financePaths.invoice(id), { title: booksOutcome.invoiceVoided(result.invoice.number) })
  }
  const result = await recordCreditNote(auditActorOf(treasurer), id, sent)
  if (!result.ok) return json(submission.reply({ formErrors: [result.message], fieldErrors: result.fieldErrors }), { status: result.status })
  return redirectWithToast(financePaths.invoice(id), {
    title: booksOutcome.creditNoteRecorded(result.creditNote.number, formatRinggit(result.creditNote.amountSen), result.invoice.number),
  })
}
