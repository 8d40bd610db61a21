import { numberFor, numbersTakenFor, voidDocumentNumber } from '#app/models/document-number.server.ts'
import { markOperationComplete, markOperationFailed, unfinishedOperationsOf, type MoneyOperation } from '#app/models/money-operation.server.ts'
import { createReceiptOnce, getReceiptById, type NewReceipt } from '#app/models/receipt.server.ts'
import { faultPoint } from '#app/domain/fault-points.ts'
import type { AuditActor } from './audit.server.ts'

/**
 * The steps of a payment that must all happen, once (issue 30; models/money-operation.server.ts): every
 * step can be run again and does nothing the second time, so the request that recorded the payment, the
 * next attempt on the same invoice or pledge, or the sweep can finish what a failure left half done.
 */

/** How long a payment's own request may take before others finish it for it (its process has gone). */
export const OPERATION_STALE_MS = 2 * 60 * 1000

/** Why a receipt number was voided: a key, translated where the ledger shows it. */
export const VOID_TAKEN_TWICE = 'taken-twice'

/** Whether others may finish this operation now: its request failed, or it has taken too long to be alive. */
export function isStale(operation: MoneyOperation, at = Date.now()) {
  return operation.failedAt !== null || operation.createdAt.getTime() < at - OPERATION_STALE_MS
}

/** Who recorded the payment, as the audit line names them whoever finishes it. */
export const recorderOf = (operation: MoneyOperation): AuditActor => ({ id: operation.recordedBy, email: operation.recordedByEmail })

/**
 * The payment's receipt: written under the id the operation chose, with the number it took (kept from
 * an earlier try that failed after taking it). A number it took that is not on its receipt (two
 * completions at once each took one) is voided, so the series shows it rather than a silent gap.
 */
export async function receiptOfOperation(
  operation: MoneyOperation,
  receipt: Pick<NewReceipt, 'invoiceId' | 'donationId' | 'userId' | 'receivedFrom' | 'purpose'>,
) {
  let written = await getReceiptById(operation.receiptId)
  if (!written) {
    const number = await numberFor(operation.receiptSeries, operation.id)
    faultPoint('payment:number-taken')
    written = await createReceiptOnce(operation.receiptId, {
      ...receipt,
      number,
      ...operation.payment,
      recordedBy: operation.recordedBy,
    })
  }
  for (const taken of await numbersTakenFor(operation.id)) {
    if (taken.number !== written.number && !taken.voidedAt) await voidDocumentNumber(taken.number, VOID_TAKEN_TWICE)
  }
  return written
}

/**
 * Runs the operation's steps to the end and marks it complete. A failure marks it failed (so the next
 * attempt finishes it at once rather than waiting for it to go stale) and is thrown on.
 */
export async function runOperation<T>(operation: MoneyOperation, steps: (operation: MoneyOperation) => Promise<T>): Promise<T> {
  try {
    const result = await steps(operation)
    await markOperationComplete(operation.id)
    return result
  } catch (error) {
    await markOperationFailed(operation.id).catch(() => undefined)
    throw error
  }
}

/**
 * Finishes the payments on an invoice or pledge that an earlier request left unfinished (failed, or
 * gone): true when there were any, so that the treasurer is asked to look again before recording more.
 */
export async function finishStuckOperationsOf(subjectId: string, steps: (operation: MoneyOperation) => Promise<unknown>) {
  const stuck = (await unfinishedOperationsOf(subjectId)).filter((operation) => isStale(operation))
  for (const operation of stuck) await runOperation(operation, steps)
  return stuck.length > 0
}
