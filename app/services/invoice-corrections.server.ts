import { financePaths } from '#app/config/finance-paths.ts'
import { CREDIT_NOTE_PREFIX } from '#app/domain/books.ts'
import { now } from '#app/domain/clock.ts'
import { malaysiaYear, toMalaysiaDay } from '#app/domain/dates.ts'
import type { Locale } from '#app/domain/locale.ts'
import { formatRinggit, senToRinggit } from '#app/domain/money.ts'
import { createCreditNoteInSlot, getCreditNoteById, listCreditNotesOfInvoice, type PublicCreditNote } from '#app/models/credit-note.server.ts'
import { numberFor, voidDocumentNumber } from '#app/models/document-number.server.ts'
import { getInvoiceById, markInvoiceVoid, undoInvoiceVoid, type PublicInvoice } from '#app/models/invoice.server.ts'
import { unfinishedOperationsOf } from '#app/models/money-operation.server.ts'
import { listReceiptsOfInvoice, type PublicReceipt } from '#app/models/receipt.server.ts'
import type { FieldErrors } from '#app/utils/api.server.ts'
import { BOOKS_MESSAGES, booksOutcome, type CreditNoteInput, type VoidInvoiceInput } from '#app/validation/books.ts'
import { MEMBERSHIP_MESSAGES } from '#app/validation/membership-messages.ts'
import { recordAdminAction, type AuditActor } from './audit.server.ts'
import { creditNotePdf } from './books-documents.server.ts'
import { receiptView } from './billing.server.ts'
import { VOID_TAKEN_TWICE } from './money-operations.server.ts'

/**
 * Correcting an invoice (issue 34, item 4): voiding one that is still open, with why, and giving money
 * back on one that is paid with a credit note (CN-<year>-<n>, numbered like receipts), refunded by bank
 * transfer. Treasurers and administrators only (the doors check `finance`), and never on an invoice of
 * one's own. Both doors (the invoice's page and the API) call these.
 */

type Refusal = { ok: false; status: 400 | 403 | 404 | 409; message: string; fieldErrors?: FieldErrors }

const creditNoteSeries = () => `${CREDIT_NOTE_PREFIX}-${malaysiaYear(now())}`
const sumOf = (list: ReadonlyArray<{ amountSen: number }>) => list.reduce((sum, item) => sum + item.amountSen, 0)

/** A credit note as the invoice page and the API show it: amounts in ringgit, the address of its PDF. */
export function creditNoteView(note: PublicCreditNote) {
  return {
    id: note.id,
    number: note.number,
    invoiceId: note.invoiceId,
    amount: senToRinggit(note.amountSen),
    reason: note.reason,
    refundMethod: note.refundMethod,
    refundReference: note.refundReference,
    refundedAt: note.refundedOn,
    url: financePaths.creditNotePdf(note.id),
  }
}
export type CreditNoteView = ReturnType<typeof creditNoteView>

/** What may still be given back on an invoice: what was received less the credit notes before. */
function refundableSen(receipts: readonly PublicReceipt[], notes: readonly PublicCreditNote[]) {
  return Math.max(0, sumOf(receipts) - sumOf(notes))
}

/**
 * An invoice for the treasurer (/admin/invoices/{id}): its lines and status, the receipts and credit
 * notes on it, and what may be done: voided (open, nothing received), credited (paid, something left
 * to give back), neither on one's own invoice. Null when there is no such invoice.
 */
export async function invoiceForTreasurer(invoiceId: string, viewer: { id: string }) {
  const invoice = await getInvoiceById(invoiceId)
  if (!invoice) return null
  const [receipts, notes] = await Promise.all([listReceiptsOfInvoice(invoice.id), listCreditNotesOfInvoice(invoice.id)])
  const own = invoice.userId !== null && invoice.userId === viewer.id
  const refundable = refundableSen(receipts, notes)
  return {
    id: invoice.id,
    number: invoice.number,
    kind: invoice.kind,
    status: invoice.status,
    billedTo: invoice.billedTo,
    userId: invoice.userId,
    items: invoice.items.map((item) => ({ description: item.description, amount: senToRinggit(item.amountSen) })),
    total: senToRinggit(invoice.totalSen),
    received: senToRinggit(sumOf(receipts)),
    refunded: senToRinggit(sumOf(notes)),
    refundable: senToRinggit(refundable),
    issuedAt: invoice.issuedOn,
    dueAt: invoice.dueOn,
    paidAt: invoice.paidOn || null,
    voided: invoice.status === 'void' ? { on: invoice.voidedOn || null, reason: invoice.voidReason } : null,
    receipts: receipts.map(receiptView),
    creditNotes: notes.map(creditNoteView),
    own,
    mayVoid: !own && invoice.status === 'unpaid' && receipts.length === 0,
    mayCredit: !own && invoice.status === 'paid' && refundable > 0,
  }
}
export type InvoiceForTreasurer = NonNullable<Awaited<ReturnType<typeof invoiceForTreasurer>>>

/** The checks both corrections start with: the invoice exists and is not the actor's own. */
async function invoiceToCorrect(actor: AuditActor, invoiceId: string): Promise<{ ok: true; invoice: PublicInvoice } | Refusal> {
  const invoice = await getInvoiceById(invoiceId)
  if (!invoice) return { ok: false, status: 404, message: MEMBERSHIP_MESSAGES.invoiceNotFound }
  // No one settles their own (issue 30): another officer voids or credits a treasurer's own invoice.
  if (invoice.userId && invoice.userId === actor.id) return { ok: false, status: 403, message: BOOKS_MESSAGES.ownInvoice }
  return { ok: true, invoice }
}

export type VoidResult = { ok: true; invoice: PublicInvoice } | Refusal

/**
 * Voids an open invoice on which nothing was received, with why: it is then owed nowhere (the member's
 * dashboard and its amount due, the treasurer's open invoices, the renewal reminders, an event
 * registration's page) and the ledger shows it as void. A paid invoice is refused (a credit note gives
 * money back), and so is one with part of its money received or a payment being recorded on it. A
 * payment that takes its place on the invoice while it is being voided wins: the void is taken back.
 */
export async function voidInvoice(actor: AuditActor, invoiceId: string, input: VoidInvoiceInput): Promise<VoidResult> {
  const found = await invoiceToCorrect(actor, invoiceId)
  if (!found.ok) return found
  const { invoice } = found
  if (invoice.status === 'paid') return { ok: false, status: 409, message: BOOKS_MESSAGES.paidCannotVoid }
  if (invoice.status !== 'unpaid') return { ok: false, status: 409, message: BOOKS_MESSAGES.notOpenToVoid }
  const paymentsOn = async () => ({ receipts: await listReceiptsOfInvoice(invoice.id), operations: await unfinishedOperationsOf(invoice.id) })
  const before = await paymentsOn()
  if (before.receipts.length) return { ok: false, status: 409, message: BOOKS_MESSAGES.partPaidCannotVoid }
  if (before.operations.length) return { ok: false, status: 409, message: BOOKS_MESSAGES.paymentUnderWay }
  if (!(await markInvoiceVoid(invoice.id, { voidedOn: toMalaysiaDay(now()), reason: input.reason, by: actor.id }))) {
    const current = await getInvoiceById(invoice.id)
    return { ok: false, status: 409, message: current?.status === 'paid' ? BOOKS_MESSAGES.paidCannotVoid : BOOKS_MESSAGES.notOpenToVoid }
  }
  const after = await paymentsOn()
  if (after.receipts.length || after.operations.length) {
    await undoInvoiceVoid(invoice.id)
    return { ok: false, status: 409, message: BOOKS_MESSAGES.paymentUnderWay }
  }
  await recordAdminAction(actor, {
    action: 'voided',
    entityType: 'invoice',
    entityId: invoice.id,
    summary: `Voided ${invoice.number} (${formatRinggit(invoice.totalSen)}) for ${invoice.billedTo.name}: ${input.reason}`,
  })
  return { ok: true, invoice: (await getInvoiceById(invoice.id)) ?? invoice }
}

export type CreditNoteResult = { ok: true; creditNote: PublicCreditNote; invoice: PublicInvoice } | Refusal

/**
 * Gives money back on a paid invoice: a credit note for at most what was received on it less the credit
 * notes before, refunded by bank transfer (its reference, and its day, today or before). Its place on
 * the invoice is the next slot (`<invoice>:<n>`), taken by the credit note's insert: of two recorded at
 * once on one invoice one is written and the other asked to look again, so together they never give
 * back more than was paid. Its number is taken for that slot (a retry after a failure uses it again);
 * one taken by the loser of a race is voided, so the series keeps no silent gap. The invoice stays paid:
 * what the refund means for a membership is the secretariat's to decide.
 */
export async function recordCreditNote(actor: AuditActor, invoiceId: string, input: CreditNoteInput): Promise<CreditNoteResult> {
  const found = await invoiceToCorrect(actor, invoiceId)
  if (!found.ok) return found
  const { invoice } = found
  if (invoice.status !== 'paid') return { ok: false, status: 409, message: BOOKS_MESSAGES.creditOnlyPaid }
  const refundedOn = input.refundedAt ?? toMalaysiaDay(now())
  if (refundedOn > toMalaysiaDay(now())) {
    return { ok: false, status: 400, message: BOOKS_MESSAGES.refundedAtFuture, fieldErrors: { refundedAt: [BOOKS_MESSAGES.refundedAtFuture] } }
  }
  const [receipts, notes] = await Promise.all([listReceiptsOfInvoice(invoice.id), listCreditNotesOfInvoice(invoice.id)])
  const left = refundableSen(receipts, notes)
  if (input.amount > left) {
    const message = booksOutcome.creditTooLarge(formatRinggit(left))
    return { ok: false, status: 409, message, fieldErrors: { amount: [message] } }
  }
  const slot = `${invoice.id}:${notes.length + 1}`
  const takenFor = `credit-note:${slot}`
  const number = await numberFor(creditNoteSeries(), takenFor)
  const written = await createCreditNoteInSlot({
    number,
    slot,
    invoiceId: invoice.id,
    userId: invoice.userId,
    issuedTo: invoice.billedTo,
    amountSen: input.amount,
    reason: input.reason,
    refundReference: input.refundReference,
    refundedOn,
    recordedBy: actor.id,
  })
  if (!written.created) {
    if (written.stored?.number !== number) await voidDocumentNumber(number, VOID_TAKEN_TWICE)
    return { ok: false, status: 409, message: BOOKS_MESSAGES.creditRace }
  }
  await recordAdminAction(actor, {
    action: 'credited',
    entityType: 'invoice',
    entityId: invoice.id,
    summary: `Credit note ${number}: ${formatRinggit(input.amount)} given back on ${invoice.number} to ${invoice.billedTo.name} by bank transfer ${input.refundReference} on ${refundedOn}: ${input.reason}`,
  })
  return { ok: true, creditNote: written.note, invoice }
}

/** A credit note's PDF in `locale`, with the invoice it credits; null when there is none. */
export async function creditNoteDocument(id: string, locale: Locale) {
  const note = await getCreditNoteById(id)
  if (!note) return null
  const invoice = await getInvoiceById(note.invoiceId)
  const pdf = await creditNotePdf({ ...note, invoiceNumber: invoice?.number ?? '' }, locale)
  return { pdf, filename: `${note.number}.pdf` }
}
