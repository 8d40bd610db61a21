import { randomBytes } from 'node:crypto'
import http from 'node:http'
import type { AddressInfo } from 'node:net'
import { providerTime } from '#app/services/payments/provider.server.ts'
import { signedCallbackBody, signedRedirectQuery } from '#app/services/payments/x-signature.server.ts'

/**
 * A stand-in for Billplz's API v3 on this machine (issue 34: no test traffic leaves it), answering as its
 * documentation describes: `POST /api/v3/bills` (HTTP Basic with the API key as the user name; a form or
 * JSON body with `collection_id`, `email`, `name`, `amount` in sen, `callback_url`, `description`, and
 * optionally `redirect_url` and `reference_1`) answers the bill; `GET /api/v3/bills/{id}` answers it again;
 * errors are `{ error: { type, message } }` (401 a wrong key, 404 an unknown collection or bill, 422 a
 * field missing). The test plays the payer and the bank with `pay`, and gets the callback Billplz would
 * post and the query it would send the payer back with, signed with the X Signature key.
 */

export interface StubBill {
  id: string
  collection_id: string
  paid: boolean
  state: 'due' | 'paid'
  amount: number
  paid_amount: number
  due_at: string
  email: string
  mobile: string | null
  name: string
  url: string
  reference_1_label: string | null
  reference_1: string | null
  reference_2_label: string | null
  reference_2: string | null
  redirect_url: string | null
  callback_url: string
  description: string
  paid_at: string | null
}

export interface StubRequest {
  method: string
  path: string
  authorization: string
  contentType: string
  body: Record<string, string>
}

async function readBody(request: http.IncomingMessage): Promise<Record<string, string>> {
  const chunks: Buffer[] = []
  for await (const chunk of request) chunks.push(chunk as Buffer)
  const text = Buffer.concat(chunks).toString('utf8')
  if (!text) return {}
  if ((request.headers['content-type'] ?? '').includes('application/json')) {
    return Object.fromEntries(Object.entries(JSON.parse(text) as Record<string, unknown>).map(([key, value]) => [key, String(value)]))
  }
  return Object.fromEntries(new URLSearchParams(text))
}

export async function startBillplzStub({ apiKey, collectionId, signatureKey }: { apiKey: string; collectionId: string; signatureKey: string }) {
  const bills = new Map<string, StubBill>()
  const requests: StubRequest[] = []
  /** Answers to give instead of the documented ones, for the next requests (a provider that is down). */
  const failures: number[] = []
  let origin = ''

  const answer = (response: http.ServerResponse, status: number, body: unknown) => {
    response.writeHead(status, { 'content-type': 'application/json; charset=utf-8' })
    response.end(JSON.stringify(body))
  }
  const error = (response: http.ServerResponse, status: number, type: string, message: string | string[]) => answer(response, status, { error: { type, message } })

  const server = http.createServer(async (request, response) => {
    const path = new URL(request.url ?? '/', 'http://stub').pathname
    const body = await readBody(request)
    requests.push({ method: request.method ?? '', path, authorization: request.headers.authorization ?? '', contentType: request.headers['content-type'] ?? '', body })
    const failure = failures.shift()
    if (failure) return error(response, failure, 'ServiceUnavailable', 'Try again later')
    if (request.headers.authorization !== `Basic ${Buffer.from(`${apiKey}:`).toString('base64')}`) {
      return error(response, 401, 'Unauthorized', 'Invalid access token')
    }
    if (request.method === 'POST' && path === '/api/v3/bills') {
      if (body.collection_id !== collectionId) return error(response, 404, 'RecordNotFound', ['Collection not found'])
      const missing = ['name', 'amount', 'callback_url', 'description'].filter((field) => !body[field])
      if (!body.email && !body.mobile) missing.unshift('email')
      if (missing.length) return error(response, 422, 'RecordInvalid', missing.map((field) => `${field} can't be blank`))
      if (!/^\d+$/.test(body.amount!)) return error(response, 422, 'RecordInvalid', ['Amount is not a number'])
      const id = randomBytes(6).toString('base64url')
      const bill: StubBill = {
        id,
        collection_id: collectionId,
        paid: false,
        state: 'due',
        amount: Number(body.amount),
        paid_amount: 0,
        due_at: '2099-12-31',
        email: body.email ?? '',
        mobile: body.mobile ?? null,
        name: body.name!,
        url: `${origin}/bills/${id}`,
        reference_1_label: body.reference_1_label ?? null,
        reference_1: body.reference_1 ?? null,
        reference_2_label: null,
        reference_2: null,
        redirect_url: body.redirect_url ?? null,
        callback_url: body.callback_url!,
        description: body.description!,
        paid_at: null,
      }
      bills.set(id, bill)
      return answer(response, 200, bill)
    }
    const read = /^\/api\/v3\/bills\/([^/]+)$/.exec(path)
    if (request.method === 'GET' && read) {
      const bill = bills.get(decodeURIComponent(read[1]!))
      return bill ? answer(response, 200, bill) : error(response, 404, 'RecordNotFound', ['Bill not found'])
    }
    return error(response, 404, 'RecordNotFound', ['Not found'])
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`

  const billOf = (id: string) => {
    const bill = bills.get(id)
    if (!bill) throw new Error(`the stub has no bill ${id}`)
    return bill
  }

  /** The callback's fields as Billplz posts them for the bill now. */
  const callbackFields = (id: string) => {
    const bill = billOf(id)
    return {
      id: bill.id,
      collection_id: bill.collection_id,
      paid: String(bill.paid),
      state: bill.state,
      amount: String(bill.amount),
      paid_amount: String(bill.paid_amount),
      due_at: bill.due_at,
      email: bill.email,
      mobile: bill.mobile ?? '',
      name: bill.name,
      url: bill.url,
      paid_at: bill.paid_at ?? '',
    }
  }

  return {
    /** The API's base, for BILLPLZ_BASE_URL. */
    apiUrl: `${origin}/api`,
    origin,
    bills,
    requests,
    /** The next `count` requests are answered `status` (a provider that is down). */
    failNext(status = 503, count = 1) {
      for (let i = 0; i < count; i++) failures.push(status)
    },
    /** Billplz is back: the failures still queued are dropped. */
    recover() {
      failures.length = 0
    },
    /** The payer pays the bill at their bank (no callback is sent: the test sends it when it wants). */
    pay(id: string, at = new Date()) {
      const bill = billOf(id)
      Object.assign(bill, { paid: true, state: 'paid', paid_amount: bill.amount, paid_at: providerTime(at) })
      return bill
    },
    /** The callback Billplz would post for the bill, signed with `key` (the account's, unless a forger's). */
    callbackBody(id: string, key = signatureKey) {
      return signedCallbackBody(callbackFields(id), key)
    },
    /** The query Billplz would send the payer back with (`billplz[id]`, `billplz[paid]`, `billplz[paid_at]`, `billplz[x_signature]`). */
    redirectQuery(id: string, key = signatureKey) {
      const bill = billOf(id)
      return signedRedirectQuery({ id: bill.id, paid: String(bill.paid), paid_at: bill.paid_at ?? '' }, key)
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve())
        server.closeAllConnections()
      }),
  }
}
