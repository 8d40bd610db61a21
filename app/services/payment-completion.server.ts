import { listUnfinishedOperations } from '#app/models/money-operation.server.ts'
import { finishInvoicePayment } from './billing.server.ts'
import { finishDonationPayment } from './donations.server.ts'
import { OPERATION_STALE_MS, runOperation } from './money-operations.server.ts'

/**
 * The sweep's part in money (issue 30): finishes the payments whose request failed or went away before
 * every step was done (a receipt not written, an invoice paid but the membership not extended), each
 * once, with the receipt number it took. Answers how many it finished; one that fails again is logged and
 * left for the next sweep.
 */
export async function finishUnfinishedPayments(at = Date.now(), logError: (message: string) => void = console.error) {
  const operations = await listUnfinishedOperations(new Date(at - OPERATION_STALE_MS))
  let finished = 0
  for (const operation of operations) {
    try {
      await runOperation(operation, operation.kind === 'invoice-payment' ? finishInvoicePayment : finishDonationPayment)
      finished += 1
    } catch (error) {
      logError(`Finishing the payment ${operation.id} failed: ${error instanceof Error ? error.message : String(error)}`)
    }
  }
  return finished
}
