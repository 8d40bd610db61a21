import { getEnv } from '#app/utils/env.server.ts'
import { ProviderUnavailable, reportOf, type NewProviderBill, type PaymentProvider, type ProviderBill } from './provider.server.ts'
import { hasValidXSignature, REDIRECT_PREFIX, redirectFields } from './x-signature.server.ts'

/**
 * Billplz (issue 34), through its API v3 as its documentation describes it: a bill in the association's
 * collection, `POST /api/v3/bills` (HTTP Basic, the API key as the user name; the amount in sen;
 * `callback_url` and `redirect_url`; our reference in `reference_1`), the payer sent to the bill's `url`,
 * `GET /api/v3/bills/{id}` to ask again. Its callback (a form post) and its redirect (`billplz[…]` in the
 * query) carry an X-Signature under BILLPLZ_X_SIGNATURE_KEY (x-signature.server.ts). BILLPLZ_SANDBOX
 * uses its sandbox; BILLPLZ_BASE_URL another address (the tests' stub server, on this machine).
 */

const TIMEOUT_MS = 15_000

function settings() {
  const env = getEnv()
  const base = env.BILLPLZ_BASE_URL ?? (env.BILLPLZ_SANDBOX ? 'https://www.billplz-sandbox.com/api' : 'https://www.billplz.com/api')
  return { base, apiKey: env.BILLPLZ_API_KEY ?? '', collectionId: env.BILLPLZ_COLLECTION_ID ?? '', signatureKey: env.BILLPLZ_X_SIGNATURE_KEY ?? '' }
}

const authorization = (apiKey: string) => `Basic ${Buffer.from(`${apiKey}:`).toString('base64')}`

interface BillplzBill {
  id?: unknown
  url?: unknown
  paid?: unknown
  amount?: unknown
  paid_at?: unknown
}

function billOf(body: BillplzBill): ProviderBill {
  if (typeof body.id !== 'string' || typeof body.url !== 'string' || !/^https?:\/\//.test(body.url)) {
    throw new ProviderUnavailable('Billplz answered a bill without an id or a url')
  }
  const amount = Number(body.amount)
  return {
    id: body.id,
    url: body.url,
    paid: body.paid === true || body.paid === 'true',
    amountSen: Number.isInteger(amount) ? amount : 0,
    paidAt: typeof body.paid_at === 'string' && body.paid_at ? body.paid_at : null,
  }
}

async function call(path: string, init: RequestInit = {}) {
  const { base, apiKey } = settings()
  try {
    return await fetch(`${base}${path}`, {
      ...init,
      headers: { authorization: authorization(apiKey), accept: 'application/json', ...init.headers },
      signal: AbortSignal.timeout(TIMEOUT_MS),
    })
  } catch (error) {
    throw new ProviderUnavailable(`Billplz could not be reached: ${error instanceof Error ? error.message : String(error)}`)
  }
}

/** Billplz's error answer, `{ error: { type, message } }`, as one line for the log. */
async function refusal(response: Response) {
  const text = await response.text().catch(() => '')
  return new ProviderUnavailable(`Billplz answered ${response.status}: ${text.slice(0, 300)}`)
}

export const billplzProvider: PaymentProvider = {
  name: 'billplz',
  async createBill(bill: NewProviderBill) {
    const { collectionId } = settings()
    const body = new URLSearchParams({
      collection_id: collectionId,
      email: bill.email,
      name: bill.name.slice(0, 255),
      amount: String(bill.amountSen),
      callback_url: bill.callbackUrl,
      redirect_url: bill.redirectUrl,
      description: bill.description.slice(0, 200),
      reference_1_label: 'Reference',
      reference_1: bill.reference.slice(0, 120),
    })
    const response = await call('/v3/bills', { method: 'POST', body, headers: { 'content-type': 'application/x-www-form-urlencoded' } })
    if (!response.ok) throw await refusal(response)
    return billOf((await response.json().catch(() => ({}))) as BillplzBill)
  },
  verifyCallback(fields) {
    return hasValidXSignature(fields, fields.x_signature, settings().signatureKey) ? reportOf(fields) : null
  },
  verifyReturn(query) {
    const fields = redirectFields(query)
    if (!fields || !hasValidXSignature(fields, fields.x_signature, settings().signatureKey, REDIRECT_PREFIX)) return null
    return reportOf(fields, { amount: false })
  },
  async getBill(id) {
    if (!/^[A-Za-z0-9_-]{1,100}$/.test(id)) return null
    const response = await call(`/v3/bills/${encodeURIComponent(id)}`)
    if (response.status === 404) return null
    if (!response.ok) throw await refusal(response)
    return billOf((await response.json().catch(() => ({}))) as BillplzBill)
  },
  // A bill's page is on the API's host (`https://www.billplz.com/bills/…`; the sandbox's, or the stub's).
  payerOrigin: () => new URL(settings().base).origin,
}
