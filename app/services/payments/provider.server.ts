import type { PaymentProviderName } from '#app/models/payment-bill.server.ts'

/**
 * The port every online payment provider is seen through (issue 34, decision 032): make a bill for an
 * amount, give the address to send the payer to, tell a genuine callback or return from a forged one,
 * and ask again what became of a bill. Two adapters: Billplz (billplz-provider.server.ts) and a fake one
 * that plays the bank inside the app (fake-provider.server.ts), which signs as Billplz does.
 */

/** A bill to make: for `amountSen` whole sen, with our reference, and where the provider reports back. */
export interface NewProviderBill {
  amountSen: number
  /** The invoice's number or the pledge's id (Billplz's `reference_1`). */
  reference: string
  description: string
  name: string
  email: string
  /** Where the provider posts the outcome, server to server. */
  callbackUrl: string
  /** Where the provider sends the payer back, with the signed outcome in the query. */
  redirectUrl: string
}

/** A bill as the provider knows it. */
export interface ProviderBill {
  id: string
  /** The provider's page where the payer pays it. */
  url: string
  paid: boolean
  amountSen: number
  /** When it was paid, as the provider says it (Billplz: `2015-03-09 16:23:59 +0800`). */
  paidAt: string | null
}

/** What a verified callback or return says of a bill. */
export interface PaymentReport {
  billId: string
  paid: boolean
  /** A payment that did not go through (the bank said no), as against one whose answer is still awaited. */
  failed: boolean
  paidAt: string | null
  /** The bill's amount as reported, when the report carries it (a callback does, a return does not). */
  amountSen: number | null
}

export interface PaymentProvider {
  readonly name: PaymentProviderName
  /** Makes the bill; throws a ProviderUnavailable when the provider cannot be reached or refuses. */
  createBill(bill: NewProviderBill): Promise<ProviderBill>
  /** The report of a callback's form fields when their X-Signature is genuine; null otherwise. */
  verifyCallback(fields: Record<string, string>): PaymentReport | null
  /** The report of a return's query (`billplz[id]`, …) when its X-Signature is genuine; null otherwise. */
  verifyReturn(query: URLSearchParams): PaymentReport | null
  /** Asks the provider about a bill again: null when it knows none by that id. */
  getBill(id: string): Promise<ProviderBill | null>
  /**
   * The origin of the pages the payer is sent to, which a page's "Pay online" form is answered with a
   * redirect to (the CSP's form-action must allow it); null for this site's own (the fake bank).
   */
  payerOrigin(): string | null
}

/** The provider could not be reached, or refused the request (its answer is in the log, not shown). */
export class ProviderUnavailable extends Error {
  override name = 'ProviderUnavailable'
}

/** Billplz's time of payment (`2015-03-09 16:23:59 +0800`), or an ISO time, as a Date; null when it is neither. */
export function parseProviderTime(value: string | null | undefined): Date | null {
  if (!value) return null
  const billplz = /^(\d{4}-\d{2}-\d{2}) (\d{2}:\d{2}:\d{2}) ([+-]\d{2})(\d{2})$/.exec(value.trim())
  const date = billplz ? new Date(`${billplz[1]}T${billplz[2]}${billplz[3]}:${billplz[4]}`) : new Date(value)
  return Number.isNaN(date.getTime()) ? null : date
}

/** A moment written as Billplz writes it, in Malaysian time: `2026-05-01 14:03:09 +0800`. */
export function providerTime(at: Date) {
  const local = new Date(at.getTime() + 8 * 60 * 60 * 1000).toISOString()
  return `${local.slice(0, 10)} ${local.slice(11, 19)} +0800`
}

/** A report's fields as Billplz writes them: `paid` is the text `true` or `false`, `amount` whole sen. */
export function reportOf(fields: Record<string, string>, { amount = true }: { amount?: boolean } = {}): PaymentReport | null {
  const billId = fields.id ?? ''
  if (!/^[A-Za-z0-9_-]{1,100}$/.test(billId)) return null
  const paid = fields.paid === 'true'
  const amountSen = amount && fields.amount !== undefined && /^\d{1,9}$/.test(fields.amount) ? Number(fields.amount) : null
  return {
    billId,
    paid,
    // Billplz reports a payment that failed as not paid; with its extra completion information
    // (`transaction_status` completed, failed or pending) a bank's answer still awaited is told apart.
    failed: !paid && fields.transaction_status !== 'pending',
    paidAt: paid ? (fields.paid_at ?? null) : null,
    amountSen,
  }
}
