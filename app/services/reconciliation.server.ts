import { createHash } from 'node:crypto'
import { parseBankStatement, type StatementLine } from '#app/domain/bank-statements.ts'
import { invoiceNumbersIn, type StatementLayoutId, type UnmatchedReason } from '#app/domain/reconciliation.ts'
import { senToRinggit } from '#app/domain/money.ts'
import {
  claimBankLine,
  countRecordedLinesOf,
  getBankLineRecord,
  isReceiptOfBankLine,
  listBankLineRecords,
  releaseBankLine,
  setBankLineReceipt,
  type BankLineRecordView,
} from '#app/models/bank-line-record.server.ts'
import {
  getStatementImport,
  insertStatementImportOnce,
  listStatementImports,
  type StatementImport,
  type StoredStatementLine,
} from '#app/models/bank-statement-import.server.ts'
import { getDonationById, listDonations } from '#app/models/donation.server.ts'
import { getInvoiceById, getInvoiceByNumber, type PublicInvoice } from '#app/models/invoice.server.ts'
import { listReceiptsOfDonation, listReceiptsOfInvoice } from '#app/models/receipt.server.ts'
import type { TranslationKey } from '#app/locales/translate.ts'
import type { FieldErrors } from '#app/utils/api.server.ts'
import { MEMBERSHIP_MESSAGES } from '#app/validation/membership-messages.ts'
import { message } from '#app/validation/messages.ts'
import { RECONCILIATION_MESSAGES, type AssignLine } from '#app/validation/reconciliation.ts'
import { recordAdminAction, type AuditActor } from './audit.server.ts'
import { recordInvoicePayment, type PaymentInput } from './billing.server.ts'
import { recordDonationPayment } from './donations.server.ts'
import { OPERATION_STALE_MS } from './money-operations.server.ts'

/**
 * Bank statement reconciliation (issue 34, item 3). The treasurer imports the bank's statement as CSV:
 * each line of money in is matched to an open invoice by the invoice's number in its description or
 * reference and the amount still due; the rest say why not. Confirmed lines, and lines the treasurer
 * assigns by hand to an invoice or a pledge, are recorded through the usual path (billing's
 * `recordInvoicePayment`, donations' `recordDonationPayment`: a numbered receipt, the mail, the
 * membership active), as a bank transfer on the line's day with its reference.
 *
 * Nothing is recorded twice: the same file is one import (its content hash is unique), and each bank
 * transaction is claimed by an insert under its key before it is recorded (models/bank-line-record), so
 * a second confirmation, one at the same moment, or the same transaction in another statement finds the
 * claim. The invoice's own guard (one payment takes each place on it) stands behind that.
 */

// ---------------------------------------------------------------------------------------------------
// Importing

const isCredit = (line: { amountSen: number }) => line.amountSen > 0

/**
 * Each line's key: the transaction as the bank wrote it (day, amount, words, reference, balance after it),
 * hashed, and its place among lines that read the same in this statement (two identical gifts on one day
 * without a balance column). The same transaction in an overlapping statement has the same key.
 */
export function lineKeys(lines: readonly StatementLine[]): string[] {
  const seen = new Map<string, number>()
  return lines.map((line) => {
    const base = createHash('sha256')
      .update([line.date, line.amountSen, line.description, line.reference, line.balanceSen ?? ''].join('\u0000'))
      .digest('hex')
      .slice(0, 40)
    const count = (seen.get(base) ?? 0) + 1
    seen.set(base, count)
    return `${base}:${count}`
  })
}

async function amountDue(invoice: PublicInvoice) {
  const receipts = await listReceiptsOfInvoice(invoice.id)
  return invoice.totalSen - receipts.reduce((sum, receipt) => sum + receipt.amountSen, 0)
}

/** What each line matched: an open invoice whose number it names and whose amount due it is, or why not. */
async function matchLines(lines: readonly StatementLine[]): Promise<Array<{ invoiceId: string | null; invoiceNumber: string; reason: UnmatchedReason | '' }>> {
  const invoices = new Map<string, { invoice: PublicInvoice | null; dueSen: number }>()
  const taken = new Set<string>()
  const results: Array<{ invoiceId: string | null; invoiceNumber: string; reason: UnmatchedReason | '' }> = []
  for (const line of lines) {
    const refuse = (reason: UnmatchedReason, invoiceNumber = '') => results.push({ invoiceId: null, invoiceNumber, reason })
    if (line.unreadable) {
      refuse('unreadable')
      continue
    }
    if (!isCredit(line)) {
      refuse('not-a-credit')
      continue
    }
    const numbers = invoiceNumbersIn(`${line.description} ${line.reference}`)
    if (numbers.length === 0) {
      refuse('no-invoice-number')
      continue
    }
    if (numbers.length > 1) {
      refuse('several-invoice-numbers')
      continue
    }
    const number = numbers[0]!
    if (!invoices.has(number)) {
      const invoice = await getInvoiceByNumber(number)
      invoices.set(number, { invoice, dueSen: invoice && invoice.status === 'unpaid' ? await amountDue(invoice) : 0 })
    }
    const { invoice, dueSen } = invoices.get(number)!
    if (!invoice) refuse('invoice-not-found', number)
    else if (invoice.status === 'paid') refuse('already-paid', number)
    else if (invoice.status !== 'unpaid') refuse('invoice-void', number)
    else if (line.amountSen !== dueSen) refuse('amount-differs', number)
    else if (taken.has(invoice.id)) refuse('matched-by-another-line', number)
    else {
      taken.add(invoice.id)
      results.push({ invoiceId: invoice.id, invoiceNumber: number, reason: '' })
    }
  }
  return results
}

/** The text of a file: UTF-8, or Windows-1252 as spreadsheet programs save it; null for bytes no CSV holds. */
function statementText(bytes: Buffer): string | null {
  if (bytes.includes(0)) return null
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(bytes)
  } catch {
    return new TextDecoder('windows-1252').decode(bytes)
  }
}

export type ImportOutcome =
  | { ok: true; created: boolean; statement: StatementImportView }
  | { ok: false; status: 400; message: string; detail?: string }

/**
 * Imports a statement (its file's name and bytes): read, matched and stored once per file. The same
 * file again answers the first import as it was (`created: false`), and records nothing.
 */
export async function importBankStatement(actor: AuditActor, file: { filename: string; bytes: Buffer }): Promise<ImportOutcome> {
  if (!file.bytes.length) return { ok: false, status: 400, message: RECONCILIATION_MESSAGES.fileRequired }
  const contentHash = createHash('sha256').update(file.bytes).digest('hex')
  const text = statementText(file.bytes)
  if (text === null) return { ok: false, status: 400, message: RECONCILIATION_MESSAGES.notText }
  const parsed = parseBankStatement(text)
  if (!parsed.ok) {
    if (parsed.problem === 'too-many-lines') return { ok: false, status: 400, message: RECONCILIATION_MESSAGES.tooManyLines }
    if (parsed.problem === 'unreadable') return { ok: false, status: 400, message: RECONCILIATION_MESSAGES.unreadable, detail: parsed.detail }
    return { ok: false, status: 400, message: RECONCILIATION_MESSAGES.noHeader }
  }
  const keys = lineKeys(parsed.lines)
  const matches = await matchLines(parsed.lines)
  const lines: StoredStatementLine[] = parsed.lines.map((line, at) => ({
    line: line.line,
    key: keys[at]!,
    date: line.date,
    description: line.description,
    reference: line.reference,
    amountSen: line.amountSen,
    balanceSen: line.balanceSen,
    ...matches[at]!,
  }))
  const { import: stored, created } = await insertStatementImportOnce({
    contentHash,
    fileName: file.filename.slice(0, 200),
    layout: parsed.layout,
    importedBy: actor.id,
    importedByEmail: actor.email,
    lines,
  })
  if (created) {
    const matched = stored.lines.filter((line) => line.invoiceId).length
    await recordAdminAction(actor, {
      action: 'imported-statement',
      entityType: 'bank-statement',
      entityId: stored.id,
      summary: `Imported the bank statement ${stored.fileName || '(no name)'} (${stored.layout}, ${stored.lines.length} lines): ${matched} match an open invoice`,
    })
  }
  return { ok: true, created, statement: await statementView(stored) }
}

// ---------------------------------------------------------------------------------------------------
// What the doors show

export interface StatementLineView {
  line: number
  date: string
  description: string
  reference: string
  /** RM, negative for money out. */
  amount: number
  credit: boolean
  invoiceId: string | null
  invoiceNumber: string
  /** Who the matched invoice is billed to. */
  billedTo: string
  reason: UnmatchedReason | null
  /** `recorded` with its receipt; `recording` while a claim is held (or its request died). */
  status: 'matched' | 'unmatched' | 'recorded' | 'recording'
  receipt: { id: string; number: string } | null
}

export interface StatementImportView {
  importId: string
  fileName: string
  layout: StatementLayoutId
  importedAt: string
  importedBy: string
  lines: StatementLineView[]
  matched: Array<{ line: number; invoiceId: string; invoiceNumber: string; amount: number }>
  unmatched: Array<{ line: number; reason: UnmatchedReason; message: string }>
  recorded: number
}

async function statementView(statement: StatementImport): Promise<StatementImportView> {
  const records = new Map((await listBankLineRecords(statement.lines.map((line) => line.key))).map((record) => [record.key, record]))
  const invoiceIds = [...new Set(statement.lines.flatMap((line) => (line.invoiceId ? [line.invoiceId] : [])))]
  const billedTo = new Map((await Promise.all(invoiceIds.map(getInvoiceById))).flatMap((invoice) => (invoice ? [[invoice.id, invoice.billedTo.name] as const] : [])))
  const lines = statement.lines.map((line): StatementLineView => {
    const record = records.get(line.key)
    const status = record?.receiptId ? 'recorded' : record ? 'recording' : line.invoiceId ? 'matched' : 'unmatched'
    return {
      line: line.line,
      date: line.date,
      description: line.description,
      reference: line.reference,
      amount: senToRinggit(line.amountSen),
      credit: isCredit(line),
      invoiceId: line.invoiceId,
      invoiceNumber: line.invoiceNumber,
      billedTo: line.invoiceId ? (billedTo.get(line.invoiceId) ?? '') : '',
      reason: line.reason || null,
      status,
      receipt: record?.receiptId ? { id: record.receiptId, number: record.receiptNumber } : null,
    }
  })
  return {
    importId: statement.id,
    fileName: statement.fileName,
    layout: statement.layout,
    importedAt: statement.createdAt.toISOString(),
    importedBy: statement.importedByEmail,
    lines,
    matched: statement.lines.flatMap((line) =>
      line.invoiceId ? [{ line: line.line, invoiceId: line.invoiceId, invoiceNumber: line.invoiceNumber, amount: senToRinggit(line.amountSen) }] : [],
    ),
    unmatched: statement.lines.flatMap((line) =>
      line.reason ? [{ line: line.line, reason: line.reason, message: message(`messages:reconciliation.reasons.${line.reason}` as TranslationKey<'validation'>) }] : [],
    ),
    recorded: lines.filter((line) => line.status === 'recorded').length,
  }
}

/** An import as the doors show it, with what has been recorded from it; null when there is none. */
export async function getStatementImportView(importId: string) {
  const statement = await getStatementImport(importId)
  return statement ? statementView(statement) : null
}

/** The imports, newest first, each with how many of its lines were recorded. */
export async function listStatementImportsView() {
  const imports = await listStatementImports()
  return Promise.all(
    imports.map(async (statement) => ({
      importId: statement.id,
      fileName: statement.fileName,
      layout: statement.layout,
      importedAt: statement.createdAt.toISOString(),
      importedBy: statement.importedByEmail,
      lines: statement.lineCount,
      matched: statement.matchedCount,
      recorded: await countRecordedLinesOf(statement.id),
    })),
  )
}

/**
 * The open pledges (one-time ones not yet received, monthly ones) of the amounts of the lines still to
 * assign, for the form under each: a gift is matched to its pledge by the treasurer, by amount and name.
 */
export async function pledgesForAmounts(amounts: readonly number[]) {
  const wanted = new Set(amounts)
  if (!wanted.size) return []
  const donations = await listDonations()
  return donations
    .filter((donation) => (donation.status === 'pledged' || donation.frequency === 'monthly') && wanted.has(senToRinggit(donation.amountSen)))
    .map((donation) => ({ id: donation.id, name: donation.name, amount: senToRinggit(donation.amountSen), frequency: donation.frequency }))
}

// ---------------------------------------------------------------------------------------------------
// Recording

export type LineOutcome =
  | { line: number; status: 'recorded'; receipt: { id: string; number: string } }
  | { line: number; status: 'already-recorded'; receipt: { id: string; number: string } | null }
  | { line: number; status: 'refused'; httpStatus: 400 | 403 | 404 | 409; message: string }

/** A line's outcome as the API says it: no HTTP status of its own inside the answer. */
export function answerOfLine(outcome: LineOutcome) {
  if (outcome.status === 'refused') return { line: outcome.line, status: outcome.status, message: outcome.message }
  return { line: outcome.line, status: outcome.status, receipt: outcome.receipt }
}

type Target = { invoiceId: string; donationId: null } | { invoiceId: null; donationId: string }

const paymentOfLine = (line: StoredStatementLine): PaymentInput => ({
  amountSen: line.amountSen,
  method: 'bank-transfer',
  reference: (line.reference || line.description).slice(0, 100),
  paidOn: line.date,
})

/**
 * A receipt already holding this line's money: recorded by an earlier try of this line that failed after
 * the payment was written (the payment's own completion finished it), or by the treasurer by hand, with
 * the same day, amount and reference, and no other line's.
 */
async function earlierReceiptOf(target: Target, payment: PaymentInput) {
  const receipts = target.invoiceId !== null ? await listReceiptsOfInvoice(target.invoiceId) : await listReceiptsOfDonation(target.donationId)
  for (const receipt of receipts) {
    const same = receipt.method === 'bank-transfer' && receipt.reference === payment.reference && receipt.paidOn === payment.paidOn && receipt.amountSen === payment.amountSen
    if (same && !(await isReceiptOfBankLine(receipt.id))) return { id: receipt.id, number: receipt.number }
  }
  return null
}

/** A claim whose request has surely gone (it took longer than any payment may) without recording anything. */
const isAbandoned = (record: BankLineRecordView) => !record.receiptId && record.claimedAt.getTime() < Date.now() - OPERATION_STALE_MS

async function recordLine(actor: AuditActor, statement: StatementImport, line: StoredStatementLine, target: Target): Promise<LineOutcome> {
  const refused = (httpStatus: 400 | 403 | 404 | 409, text: string): LineOutcome => ({ line: line.line, status: 'refused', httpStatus, message: text })
  if (line.reason === 'unreadable') return refused(409, RECONCILIATION_MESSAGES.lineUnreadable)
  if (!isCredit(line)) return refused(409, RECONCILIATION_MESSAGES.lineNotCredit)
  const payment = paymentOfLine(line)
  const claim = { importId: statement.id, line: line.line, invoiceId: target.invoiceId, donationId: target.donationId, claimedBy: actor.id }
  let claimed = await claimBankLine(line.key, claim)
  if (!claimed) {
    const record = await getBankLineRecord(line.key)
    if (record?.receiptId) return { line: line.line, status: 'already-recorded', receipt: { id: record.receiptId, number: record.receiptNumber } }
    if (record && isAbandoned(record)) {
      const earlier = await earlierReceiptOf(record.invoiceId ? { invoiceId: record.invoiceId, donationId: null } : { invoiceId: null, donationId: record.donationId! }, payment)
      if (earlier) {
        await setBankLineReceipt(line.key, earlier)
        return { line: line.line, status: 'already-recorded', receipt: earlier }
      }
      await releaseBankLine(line.key)
      claimed = await claimBankLine(line.key, claim)
    }
    if (!claimed) return refused(409, RECONCILIATION_MESSAGES.lineInProgress)
  }
  let receipt: { id: string; number: string }
  try {
    const result = target.invoiceId !== null ? await recordInvoicePayment(actor, target.invoiceId, payment) : await recordDonationPayment(actor, target.donationId, payment)
    if (!result.ok) {
      const earlier = await earlierReceiptOf(target, payment)
      if (earlier) {
        await setBankLineReceipt(line.key, earlier)
        return { line: line.line, status: 'already-recorded', receipt: earlier }
      }
      await releaseBankLine(line.key)
      return refused(result.status, result.message)
    }
    receipt = { id: result.receipt.id, number: result.receipt.number }
  } catch (error) {
    // Given back: the next try finishes what the payment's own completion left (billing), or records it.
    await releaseBankLine(line.key)
    throw error
  }
  await setBankLineReceipt(line.key, receipt)
  return { line: line.line, status: 'recorded', receipt }
}

export type RecordOutcome = { ok: true; recorded: number; lines: LineOutcome[] } | { ok: false; status: 400 | 403 | 404 | 409; message: string; fieldErrors?: FieldErrors }

/**
 * Records the matched lines the treasurer confirmed, each against the invoice it matched: `recorded`
 * counts the payments this call recorded; a line recorded before answers `already-recorded`, one that
 * matched nothing or is no longer payable `refused` with why.
 */
export async function confirmStatementLines(actor: AuditActor, importId: string, lineNumbers: readonly number[]): Promise<RecordOutcome> {
  const statement = await getStatementImport(importId)
  if (!statement) return { ok: false, status: 404, message: RECONCILIATION_MESSAGES.importNotFound }
  const outcomes: LineOutcome[] = []
  for (const number of [...new Set(lineNumbers)]) {
    const line = statement.lines.find((candidate) => candidate.line === number)
    if (!line) outcomes.push({ line: number, status: 'refused', httpStatus: 404, message: RECONCILIATION_MESSAGES.lineNotFound(number) })
    else if (!line.invoiceId) outcomes.push({ line: number, status: 'refused', httpStatus: 409, message: RECONCILIATION_MESSAGES.lineNotMatched })
    else outcomes.push(await recordLine(actor, statement, line, { invoiceId: line.invoiceId, donationId: null }))
  }
  return { ok: true, recorded: outcomes.filter((outcome) => outcome.status === 'recorded').length, lines: outcomes }
}

/**
 * Records a line the treasurer assigned by hand: to an invoice by its number (as printed, or as the
 * payer wrote it), or to a pledge. Refused like a confirmed line, and for an unknown invoice or pledge.
 */
export async function assignStatementLine(actor: AuditActor, importId: string, assignment: AssignLine): Promise<RecordOutcome> {
  const statement = await getStatementImport(importId)
  if (!statement) return { ok: false, status: 404, message: RECONCILIATION_MESSAGES.importNotFound }
  const line = statement.lines.find((candidate) => candidate.line === assignment.line)
  if (!line) return { ok: false, status: 404, message: RECONCILIATION_MESSAGES.lineNotFound(assignment.line) }
  let target: Target
  if (assignment.invoiceNumber) {
    // As printed, as the payer wrote it (INV 2026 42), or as typed.
    const typed = assignment.invoiceNumber.trim()
    const candidates = [...new Set([invoiceNumbersIn(typed)[0], typed, typed.toUpperCase()].filter((number): number is string => Boolean(number)))]
    let invoice: PublicInvoice | null = null
    for (const number of candidates) if (!invoice) invoice = await getInvoiceByNumber(number)
    if (!invoice) return { ok: false, status: 404, message: MEMBERSHIP_MESSAGES.invoiceNotFound }
    target = { invoiceId: invoice.id, donationId: null }
  } else {
    const donation = await getDonationById(assignment.donationId)
    if (!donation) return { ok: false, status: 404, message: message('messages:donations.notFound') }
    target = { invoiceId: null, donationId: donation.id }
  }
  const outcome = await recordLine(actor, statement, line, target)
  if (outcome.status === 'refused') {
    // Under the field that chose the invoice or pledge, where the API gives fields' messages (400, 409).
    const field = target.invoiceId ? 'invoiceNumber' : 'donationId'
    const underField = outcome.httpStatus === 400 || outcome.httpStatus === 409
    return { ok: false, status: outcome.httpStatus, message: outcome.message, ...(underField ? { fieldErrors: { [field]: [outcome.message] } } : {}) }
  }
  if (outcome.status === 'already-recorded') return { ok: false, status: 409, message: RECONCILIATION_MESSAGES.lineRecordedAlready, fieldErrors: { line: [RECONCILIATION_MESSAGES.lineRecordedAlready] } }
  return { ok: true, recorded: 1, lines: [outcome] }
}
