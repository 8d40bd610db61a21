import { createHmac, timingSafeEqual } from 'node:crypto'

/**
 * Billplz's X-Signature (issue 34), which its callback and its redirect carry and the fake provider
 * copies: each key followed by its value (`amount200`, `paidtrue`; a redirect's keys with `billplz`
 * before them: `billplzpaidtrue`), every pair but `x_signature` itself, sorted in ascending order without
 * regard to case, joined by `|`, then HMAC-SHA256 under the account's X Signature Key, in hexadecimal.
 * A field given empty still counts (`mobile` with no number is `mobile`).
 */

export type SignedFields = Readonly<Record<string, string>>

const SIGNATURE_FIELD = 'x_signature'

const caseless = (a: string, b: string) => {
  const x = a.toLowerCase()
  const y = b.toLowerCase()
  return x < y ? -1 : x > y ? 1 : 0
}

/** The text that is signed: `key + value` of each field but `x_signature`, sorted caselessly, joined by `|`. */
export function xSignatureSource(fields: SignedFields, prefix = '') {
  return Object.entries(fields)
    .filter(([key]) => key !== SIGNATURE_FIELD)
    .map(([key, value]) => `${prefix}${key}${value}`)
    .sort(caseless)
    .join('|')
}

/** The X-Signature of the fields (hexadecimal HMAC-SHA256 of their source text). */
export function xSignature(fields: SignedFields, key: string, prefix = '') {
  return createHmac('sha256', key).update(xSignatureSource(fields, prefix)).digest('hex')
}

/** Whether `signature` is the fields' X-Signature under `key` (compared in constant time). */
export function hasValidXSignature(fields: SignedFields, signature: string | null | undefined, key: string, prefix = '') {
  if (!signature || !/^[0-9a-f]{64}$/i.test(signature)) return false
  const expected = Buffer.from(xSignature(fields, key, prefix), 'hex')
  const given = Buffer.from(signature, 'hex')
  return expected.length === given.length && timingSafeEqual(expected, given)
}

/** A redirect's query keys are `billplz[id]`, `billplz[paid]`, …: their prefix in the signed text. */
export const REDIRECT_PREFIX = 'billplz'

/** The `billplz[…]` fields of a redirect's query, by their inner names; the same name twice is refused (null). */
export function redirectFields(query: URLSearchParams): Record<string, string> | null {
  const fields: Record<string, string> = {}
  for (const [name, value] of query) {
    const match = /^billplz\[([a-z_]{1,40})\]$/.exec(name)
    if (!match) continue
    const key = match[1]!
    if (key in fields) return null
    fields[key] = value
  }
  return fields
}

/** The query a provider's redirect carries for these fields, signed: `billplz[id]=…&…&billplz[x_signature]=…`. */
export function signedRedirectQuery(fields: SignedFields, key: string) {
  const query = new URLSearchParams()
  for (const [name, value] of Object.entries(fields)) query.set(`billplz[${name}]`, value)
  query.set(`billplz[${SIGNATURE_FIELD}]`, xSignature(fields, key, REDIRECT_PREFIX))
  return query
}

/** A callback's form body for these fields, signed as Billplz signs it. */
export function signedCallbackBody(fields: SignedFields, key: string) {
  const body = new URLSearchParams(fields as Record<string, string>)
  body.set(SIGNATURE_FIELD, xSignature(fields, key))
  return body
}
