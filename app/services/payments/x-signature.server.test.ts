import { describe, expect, test } from 'vitest'
import { hasValidXSignature, redirectFields, REDIRECT_PREFIX, signedCallbackBody, signedRedirectQuery, xSignature, xSignatureSource } from './x-signature.server.ts'

/**
 * Billplz's X-Signature, from its API documentation's own example: a paid bill's callback and redirect,
 * their source texts as the documentation prints them, and their signatures under an example key
 * (worked out apart from this code, with `openssl dgst -sha256 -hmac`).
 */

const KEY = 'S-s7ppoHQ3F2QrS4kvJ_KvRQ'

const CALLBACK = {
  id: 'W_79pJDk',
  collection_id: '599',
  paid: 'true',
  state: 'paid',
  amount: '200',
  paid_amount: '0',
  due_at: '2020-12-31',
  email: 'api@billplz.com',
  mobile: '+60112223333',
  name: 'MICHAEL API',
  url: 'https://www.billplz.com/bills/W_79pJDk',
  paid_at: '2015-03-09 16:23:59 +0800',
}
const CALLBACK_SOURCE =
  'amount200|collection_id599|due_at2020-12-31|emailapi@billplz.com|idW_79pJDk|mobile+60112223333|nameMICHAEL API|paid_amount0|paid_at2015-03-09 16:23:59 +0800|paidtrue|statepaid|urlhttps://www.billplz.com/bills/W_79pJDk'
const CALLBACK_SIGNATURE = 'b570cbe7480b7ccaf294cffa487a87c39c956ee7d70f9f918d2e970f1c6df0b9'

const REDIRECT = { id: 'W_79pJDk', paid_at: '2015-03-09 16:23:59 +0800', paid: 'true' }
const REDIRECT_SOURCE = 'billplzidW_79pJDk|billplzpaid_at2015-03-09 16:23:59 +0800|billplzpaidtrue'
const REDIRECT_SIGNATURE = 'fcdd19f7db0fbc702e1a7623f8e9342803b3e8d2b5b821fc6fcc1acb94c44d4b'

describe('the X-Signature of a callback', () => {
  test('signs each key and value, sorted without regard to case and joined by |, as the documentation prints it', () => {
    expect(xSignatureSource(CALLBACK)).toBe(CALLBACK_SOURCE)
    expect(xSignature(CALLBACK, KEY)).toBe(CALLBACK_SIGNATURE)
  })

  test('leaves x_signature itself out, and keeps a field sent empty', () => {
    expect(xSignatureSource({ ...CALLBACK, x_signature: 'anything' })).toBe(CALLBACK_SOURCE)
    expect(xSignatureSource({ b: '', A: '1' })).toBe('A1|b')
  })

  test('accepts its own signature and refuses any change to a field, another key or a malformed signature', () => {
    expect(hasValidXSignature(CALLBACK, CALLBACK_SIGNATURE, KEY)).toBe(true)
    expect(hasValidXSignature(CALLBACK, CALLBACK_SIGNATURE.toUpperCase(), KEY)).toBe(true)
    expect(hasValidXSignature({ ...CALLBACK, amount: '20000' }, CALLBACK_SIGNATURE, KEY)).toBe(false)
    expect(hasValidXSignature({ ...CALLBACK, extra: '' }, CALLBACK_SIGNATURE, KEY)).toBe(false)
    expect(hasValidXSignature(CALLBACK, CALLBACK_SIGNATURE, 'another-key')).toBe(false)
    for (const bad of ['', null, undefined, 'zz', CALLBACK_SIGNATURE.slice(1), `${CALLBACK_SIGNATURE}00`]) {
      expect(hasValidXSignature(CALLBACK, bad, KEY)).toBe(false)
    }
  })

  test('a signed callback body carries the fields and their signature', () => {
    const body = signedCallbackBody(CALLBACK, KEY)
    expect(body.get('x_signature')).toBe(CALLBACK_SIGNATURE)
    expect(body.get('paid_at')).toBe(CALLBACK.paid_at)
  })
})

describe('the X-Signature of a redirect', () => {
  test('puts billplz before each key', () => {
    expect(xSignatureSource(REDIRECT, REDIRECT_PREFIX)).toBe(REDIRECT_SOURCE)
    expect(xSignature(REDIRECT, KEY, REDIRECT_PREFIX)).toBe(REDIRECT_SIGNATURE)
  })

  test('reads the billplz[…] fields of a query, and signs them back the same', () => {
    const query = signedRedirectQuery(REDIRECT, KEY)
    expect(query.get('billplz[x_signature]')).toBe(REDIRECT_SIGNATURE)
    query.set('lng', 'ms')
    const fields = redirectFields(query)
    expect(fields).toEqual({ ...REDIRECT, x_signature: REDIRECT_SIGNATURE })
    expect(hasValidXSignature(fields!, fields!.x_signature, KEY, REDIRECT_PREFIX)).toBe(true)
  })

  test('a field given twice is refused rather than one of them chosen', () => {
    const query = signedRedirectQuery(REDIRECT, KEY)
    query.append('billplz[paid]', 'false')
    expect(redirectFields(query)).toBeNull()
  })
})
