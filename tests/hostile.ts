import fc from 'fast-check'

/**
 * Hostile request bodies for the property tests in tests/integration/hostile-input.test.ts: what a
 * script, a proxy gone wrong or an attacker might send instead of what our forms and clients send.
 * A body starts from one the route would accept and has some of its fields replaced by values of the
 * wrong type, operator objects, prototype keys, huge or broken strings; or it is not what the route
 * reads at all (random JSON, invalid UTF-8, malformed JSON, the wrong content type).
 */

/** A field's value in JSON: what a client would send (strings, numbers, booleans, lists). */
export type JsonField = string | number | boolean | null | JsonField[] | { [key: string]: JsonField } | RawJson

/**
 * JSON text put into the body as it is: a key such as `__proto__` cannot be set on a JavaScript
 * object (it sets the prototype instead), and repeated keys cannot be written at all.
 */
export class RawJson {
  constructor(readonly text: string) {}
}

export type Entry = readonly [key: string, value: JsonField]

/** What a generated request carries. `contentType: null` sends none. */
export type HostileBody =
  | { kind: 'json'; entries: Entry[]; contentType: string | null }
  | { kind: 'json-value'; value: unknown; contentType: string | null }
  | { kind: 'form'; entries: Array<readonly [string, string]>; contentType: string | null }
  | { kind: 'multipart'; entries: Array<readonly [string, string]> }
  /** An upload: form fields and (perhaps) a file, under `fileField`. */
  | { kind: 'upload'; entries: Array<readonly [string, string]>; file: HostileFile | null; fileField: string }
  | { kind: 'raw'; bytes: Uint8Array; contentType: string | null }
  | { kind: 'none'; contentType: string | null }

// ---------------------------------------------------------------------------------------------------
// Values

/**
 * Long enough to pass every length limit many times over, short enough that one such string stays under
 * the server's 1 MB body limit however it is encoded (a NUL is 6 bytes in JSON, `é` is 6 in a form), so
 * that the route itself reads it. Bodies over the limit have tests of their own.
 */
const HUGE_MAX_CHARS = 120_000
/** A body carries at most one string longer than this; any other is cut short. */
const LONG_STRING = 4_000

export const operatorObjects: JsonField[] = [
  { $gt: '' },
  { $ne: null },
  { $where: '1' },
  { $regex: '.*' },
  { $in: ['a', 'b'] },
  { $exists: true },
  { $expr: { $eq: [1, 1] } },
  { $set: { isAdmin: true } },
  new RawJson('{"__proto__":{"isAdmin":true}}'),
  new RawJson('{"constructor":{"prototype":{"isAdmin":true}}}'),
  new RawJson('{"$gt":"","$gt":1}'),
]

const BAD_OBJECT_IDS = [
  'not-an-id',
  '0',
  '',
  ' ',
  'null',
  'undefined',
  '[object Object]',
  '__proto__',
  'constructor',
  'prototype',
  'toString',
  '000000000000000000000000',
  'ffffffffffffffffffffffff',
  'zzzzzzzzzzzzzzzzzzzzzzzz',
  '5f5f5f5f5f5f5f5f5f5f5f5',
  '5f5f5f5f5f5f5f5f5f5f5f5f5',
  '5F5F5F5F5F5F5F5F5F5F5F5F',
  '{"$gt":""}',
  '../../etc/passwd',
  '%00',
  'a'.repeat(2000),
]

const NASTY_STRINGS = [
  '',
  ' ',
  '\u0000',
  'a\u0000b@example.com',
  '\t\n\r',
  '\uFEFF',
  '\u202E',
  'javascript:alert(1)',
  'data:text/html,<script>alert(1)</script>',
  '<script>alert(1)</script>',
  '"; DROP TABLE users; --',
  "' OR '1'='1",
  '$where',
  '$gt',
  '{"$gt":""}',
  '__proto__',
  'constructor',
  'NaN',
  'Infinity',
  '-0',
  '1e309',
  '0x10',
  '2026-02-30',
  '9999-12-31',
  '0000-00-00',
  '1969-12-31T23:59:60Z',
  'EMP' + '9'.repeat(30),
  'on',
  'true',
  'a@b',
  '@example.com',
  'user@[127.0.0.1]',
  // Redirect targets a browser reads as another site (a TAB or newline is dropped, `\` is `/`).
  '/\t/evil.example',
  '/\n/evil.example',
  '//evil.example',
  '/\\evil.example',
  '/..//evil.example',
  '\uD800',
  '\uDFFF\uD800',
  '😀'.repeat(50),
  'e\u0301'.repeat(20),
]

export const badObjectId: fc.Arbitrary<string> = fc.oneof(
  fc.constantFrom(...BAD_OBJECT_IDS),
  // Right shape, no such record.
  fc.string({ unit: fc.constantFrom(...'0123456789abcdef'), minLength: 24, maxLength: 24 }),
  fc.string({ unit: 'grapheme', maxLength: 40 }),
)

const hugeString = fc
  .tuple(fc.integer({ min: 5_000, max: HUGE_MAX_CHARS }), fc.constantFrom('x', 'é', ' ', '\u0000', 'a@', '<'))
  .map(([length, unit]) => unit.repeat(Math.ceil(length / unit.length)))

const strangeString: fc.Arbitrary<string> = fc.oneof(
  fc.constantFrom(...NASTY_STRINGS),
  fc.string({ unit: 'binary', maxLength: 60 }),
  fc.string({ unit: 'grapheme', maxLength: 60 }),
  badObjectId,
)

const wrongType: fc.Arbitrary<JsonField> = fc.oneof(
  fc.integer(),
  fc.double(),
  fc.constantFrom(0, -1, 1e308, -1e308, 0.1, 2 ** 53 + 1),
  fc.boolean(),
  fc.constant(null),
  fc.constant<JsonField>([]),
  fc.constant<JsonField>({}),
  fc.array(fc.string({ maxLength: 10 }), { maxLength: 5 }),
  fc.array(fc.oneof(fc.integer(), fc.constant(null), fc.constant({})), { maxLength: 5 }),
  fc.jsonValue({ maxDepth: 3 }) as fc.Arbitrary<JsonField>,
)

/** Something other than the field's proper value. */
/**
 * Redirect targets (`redirectTo`, `returnTo`) that a browser would read as another site, or that
 * cannot be a header: the known tricks, and strings built from the characters they use.
 */
export const hostileRedirectTarget: fc.Arbitrary<string> = fc.oneof(
  fc.constantFrom(
    '/\t/evil.example',
    '/\n/evil.example',
    '/\r\nSet-Cookie: a=b',
    '//evil.example',
    '/\\evil.example',
    '\\\\evil.example',
    '/..//evil.example',
    '/.//evil.example',
    'https://evil.example/',
    'javascript:alert(1)',
    '/%09/evil.example',
    '/\u2028/evil.example',
  ),
  fc
    .tuple(
      fc.constantFrom('/', '//', '/\\', '/./', '/../', '', ' /'),
      fc.string({ unit: fc.constantFrom('\t', '\n', '\r', '\\', '/', '.', ' ', '\u0000', '\u007f', '\u0085', '@', ':', '%', '?', '#', 'e'), maxLength: 8 }),
      fc.constantFrom('evil.example', 'admin', ''),
    )
    .map(([start, middle, end]) => `${start}${middle}${end}`),
)

export const hostileValue: fc.Arbitrary<JsonField> = fc.oneof(
  { weight: 3, arbitrary: wrongType },
  { weight: 3, arbitrary: fc.constantFrom(...operatorObjects) },
  { weight: 4, arbitrary: strangeString },
  { weight: 1, arbitrary: hugeString },
)

/** Keys no client of ours sends: prototype keys, operators, fields the server alone decides. */
const EXTRA_KEYS = [
  '__proto__',
  'constructor',
  'prototype',
  'toString',
  'hasOwnProperty',
  'valueOf',
  '$where',
  '$set',
  '$gt',
  '_id',
  'id',
  '__v',
  'status',
  'isAdmin',
  'isActive',
  'userId',
  'membershipStatus',
  'emailVerified',
  'passwordHash',
  'reviewedBy',
  'handled',
  'source',
  'createdAt',
  '__intent__',
  '__state__',
  'website',
]

const extraKey: fc.Arbitrary<string> = fc.oneof(
  { weight: 4, arbitrary: fc.constantFrom(...EXTRA_KEYS) },
  { weight: 1, arbitrary: fc.string({ unit: 'binary', maxLength: 20 }) },
  { weight: 1, arbitrary: fc.string({ maxLength: 20 }).map((key) => `$${key}`) },
  { weight: 1, arbitrary: fc.constantFrom('a.b', 'a[0]', 'email.$gt', '', ' ', '\u0000') },
)

// ---------------------------------------------------------------------------------------------------
// Bodies built from one the route would accept

/** Some fields left out, some replaced (or repeated) with hostile values, some hostile keys added. */
export function mutatedEntries(valid: Record<string, JsonField>): fc.Arbitrary<Entry[]> {
  const keys = Object.keys(valid)
  const field = keys.length ? fc.constantFrom(...keys) : extraKey
  return fc
    .record({
      drop: fc.subarray(keys),
      replace: fc.array(fc.tuple(field, hostileValue, fc.boolean()), { maxLength: 3 }),
      extra: fc.array(fc.tuple(extraKey, hostileValue), { maxLength: 3 }),
    })
    .map(({ drop, replace, extra }) => {
      let entries: Entry[] = Object.entries(valid).filter(([key]) => !drop.includes(key))
      for (const [key, value, repeat] of replace) {
        // Repeated: the key twice, the hostile value last (JSON keeps the last; a form keeps both).
        entries = repeat ? [...entries, [key, value]] : [...entries.filter(([k]) => k !== key), [key, value]]
      }
      return oneHugeStringAtMost([...entries, ...extra])
    })
}

function oneHugeStringAtMost(entries: Entry[]): Entry[] {
  let seen = false
  return entries.map(([key, value]) => {
    if (typeof value !== 'string' || value.length <= LONG_STRING) return [key, value]
    if (seen) return [key, value.slice(0, 100)]
    seen = true
    return [key, value]
  })
}

// ---------------------------------------------------------------------------------------------------
// Encodings

export function jsonText(value: JsonField): string {
  if (value instanceof RawJson) return value.text
  if (Array.isArray(value)) return `[${value.map(jsonText).join(',')}]`
  if (value && typeof value === 'object') return entriesJson(Object.entries(value))
  // JSON.stringify answers undefined for nothing we generate, and null for NaN and infinities.
  return JSON.stringify(value) ?? 'null'
}

export function entriesJson(entries: readonly Entry[]): string {
  return `{${entries.map(([key, value]) => `${JSON.stringify(key)}:${jsonText(value)}`).join(',')}}`
}

/**
 * A JSON field as a browser form could never send it but a script can: a list as the name repeated,
 * an object as `name[key]` or `name.key` (Conform reads both as a nested object), `true` as a ticked box.
 */
export function formPairs(key: string, value: JsonField, style: 'brackets' | 'dots'): Array<readonly [string, string]> {
  if (value instanceof RawJson) return [[key, value.text]]
  if (value === null) return [[key, '']]
  if (value === true) return [[key, 'on']]
  if (value === false) return []
  if (Array.isArray(value)) return value.flatMap((item) => formPairs(key, item, style))
  if (typeof value === 'object') {
    const entries = Object.entries(value)
    if (!entries.length) return [[key, '']]
    return entries.flatMap(([k, v]) => formPairs(style === 'brackets' ? `${key}[${k}]` : `${key}.${k}`, v, style))
  }
  return [[key, String(value)]]
}

/** Names only a script sends: Conform's own fields gone wrong, lists with absurd indexes, deep paths. */
export const hostileFormPairs: Array<readonly [string, string]> = [
  ['__intent__', 'nope'],
  ['__intent__', 'null'],
  ['__intent__', '{"type":"validate"}'],
  ['__intent__', '{"type":"update","payload":{"name":"__proto__.isAdmin","value":true}}'],
  ['__intent__', '{"type":"insert","payload":{"name":"email"}}'],
  ['__intent__', '{"type":"remove","payload":{"name":"email","index":99999999}}'],
  ['__intent__', '{"type":"reorder","payload":{"name":"email","from":0,"to":99999999}}'],
  ['__state__', '{'],
  ['__state__', 'null'],
  ['__state__', '{"listKeys":{"email":[1]}}'],
  ['x[99999999]', '1'],
  ['email[4294967294]', 'a@example.com'],
  ['specialties[99999999]', 'Body'],
  ['entryIds[99999999]', 'ffffffffffffffffffffffff'],
  ['a' + '[0]'.repeat(5000), '1'],
  ['a' + '.a'.repeat(5000), '1'],
  ['__proto__.isAdmin', 'true'],
  ['__proto__[isAdmin]', 'true'],
  ['constructor.prototype.isAdmin', 'true'],
  ['email[$gt]', ''],
  ['email.$ne', ''],
  ['a..b', '1'],
  ['[0]', '1'],
  ['a[', '1'],
  ['a[-1]', '1'],
  ['', 'no name'],
  ['toString', 'x'],
  ['hasOwnProperty', 'x'],
  ['valueOf', 'x'],
]

export function formBody(valid: Record<string, JsonField>): fc.Arbitrary<Array<readonly [string, string]>> {
  return fc
    .record({
      entries: mutatedEntries(valid),
      style: fc.constantFrom('brackets' as const, 'dots' as const),
      extra: fc.subarray(hostileFormPairs, { maxLength: 3 }),
      duplicates: fc.nat({ max: 2 }),
    })
    .map(({ entries, style, extra, duplicates }) => {
      const pairs = entries.flatMap(([key, value]) => formPairs(key, value, style))
      // Repeated fields, as a script (not a form) sends them (not the huge one: that would pass the limit).
      const short = pairs.filter(([, value]) => value.length <= LONG_STRING)
      for (let i = 0; i < duplicates && short.length; i++) pairs.push(short[i % short.length]!)
      return [...pairs, ...extra]
    })
}

// ---------------------------------------------------------------------------------------------------
// Raw bytes

const utf8 = (text: string) => new TextEncoder().encode(text)
const concat = (...parts: Uint8Array[]) => {
  const out = new Uint8Array(parts.reduce((n, p) => n + p.length, 0))
  let offset = 0
  for (const part of parts) {
    out.set(part, offset)
    offset += part.length
  }
  return out
}

/** Byte sequences that are not UTF-8: stray continuation bytes, overlong forms, surrogates, 5-byte forms. */
const INVALID_UTF8 = [
  [0xff],
  [0xfe, 0xff],
  [0x80],
  [0xc0, 0x80],
  [0xc3],
  [0xe2, 0x82],
  [0xed, 0xa0, 0x80],
  [0xf4, 0x90, 0x80, 0x80],
  [0xf8, 0x88, 0x80, 0x80, 0x80],
].map((bytes) => Uint8Array.from(bytes))

const invalidUtf8 = fc.oneof(
  fc.constantFrom(...INVALID_UTF8),
  fc.uint8Array({ minLength: 1, maxLength: 40 }),
)

const MALFORMED_JSON = [
  '{',
  '}',
  '{"email":',
  '{"email":"a@example.com",}',
  "{'email':'a@example.com'}",
  '{"email":"a@example.com"}garbage',
  '[',
  'NaN',
  'undefined',
  '{"__proto__":',
  '\u0000',
  '{"a":1}{"b":2}',
  '{"a":"\\ud800"}',
  '{"a":"\\u00"}',
  '{"a":01}',
  '{"a":1e99999}',
  '['.repeat(50_000),
  '{"a":'.repeat(30_000),
  '{"a":'.repeat(30_000) + '1' + '}'.repeat(30_000),
  '['.repeat(30_000) + ']'.repeat(30_000),
]

/**
 * Bodies that are not what the route reads: invalid UTF-8 in JSON and in a form, malformed JSON,
 * broken multipart, random bytes; each with a content type it might come with.
 */
export const rawBody: fc.Arbitrary<{ bytes: Uint8Array; contentType: string | null }> = fc.oneof(
  fc.tuple(invalidUtf8, invalidUtf8).map(([a, b]) => ({
    bytes: concat(utf8('{"email":"'), a, utf8('@example.com","firstName":"'), b, utf8('","message":"x","title":"x","name":"x"}')),
    contentType: 'application/json',
  })),
  fc.tuple(invalidUtf8, invalidUtf8).map(([a, b]) => ({
    bytes: concat(utf8('email='), a, utf8('%40example.com&firstName='), b, utf8('&message=x&title=%ff%fe&name=%c0%80')),
    contentType: 'application/x-www-form-urlencoded',
  })),
  fc.constantFrom(...MALFORMED_JSON).map((text) => ({ bytes: utf8(text), contentType: 'application/json' })),
  fc.constantFrom(
    { bytes: utf8('garbage'), contentType: 'multipart/form-data; boundary=zzz' },
    { bytes: utf8('--zzz\r\nContent-Disposition: form-data; name="email"\r\n\r\na@example.com'), contentType: 'multipart/form-data; boundary=zzz' },
    { bytes: utf8('--zzz--\r\n'), contentType: 'multipart/form-data' },
    { bytes: utf8('email=a%40example.com'), contentType: 'multipart/form-data; boundary=' },
    { bytes: utf8('%%%%=%%%&=&&=='), contentType: 'application/x-www-form-urlencoded' },
    { bytes: utf8('email=a@example.com'), contentType: 'application/x-www-form-urlencoded; charset=utf-16' },
  ),
  fc.record({
    bytes: fc.uint8Array({ maxLength: 200 }),
    contentType: fc.constantFrom('application/json', 'application/x-www-form-urlencoded', 'text/plain', 'application/octet-stream', null),
  }),
)

const OTHER_CONTENT_TYPES = [
  'text/plain',
  'text/html',
  'application/xml',
  'application/octet-stream',
  'application/json; charset=latin1',
  'application/x-www-form-urlencoded',
  'application/json',
  'multipart/form-data',
  'application/vnd.api+json',
  'garbage',
  null,
]

/** Mostly the content type that fits, sometimes another one (or none). */
function contentTypeFor(natural: string): fc.Arbitrary<string | null> {
  return fc.oneof({ weight: 5, arbitrary: fc.constant(natural) }, { weight: 1, arbitrary: fc.constantFrom(...OTHER_CONTENT_TYPES) })
}

/** The bodies for one route: mostly its own door's encoding (JSON for the API, a form for a page). */
export function hostileBody(door: 'api' | 'page', valid: Record<string, JsonField>): fc.Arbitrary<HostileBody> {
  const json = fc.record({ kind: fc.constant('json' as const), entries: mutatedEntries(valid), contentType: contentTypeFor('application/json') })
  const jsonValue = fc.record({
    kind: fc.constant('json-value' as const),
    value: fc.oneof(fc.jsonValue({ maxDepth: 4 }), fc.object({ maxDepth: 3 }), fc.constantFrom(null, 0, '', [], 'a string', true)),
    contentType: contentTypeFor('application/json'),
  })
  const form = fc.record({
    kind: fc.constant('form' as const),
    entries: formBody(valid),
    contentType: contentTypeFor('application/x-www-form-urlencoded'),
  })
  const multipart = fc.record({ kind: fc.constant('multipart' as const), entries: formBody(valid) })
  const raw = rawBody.map((body) => ({ kind: 'raw' as const, ...body }))
  const none = fc.record({
    kind: fc.constant('none' as const),
    contentType: fc.constantFrom('application/json', 'application/x-www-form-urlencoded', null),
  })
  return door === 'api'
    ? fc.oneof(
        { weight: 8, arbitrary: json },
        { weight: 2, arbitrary: jsonValue },
        { weight: 2, arbitrary: raw },
        { weight: 1, arbitrary: form },
        { weight: 1, arbitrary: none },
      )
    : fc.oneof(
        { weight: 8, arbitrary: form },
        { weight: 2, arbitrary: multipart },
        { weight: 2, arbitrary: raw },
        { weight: 1, arbitrary: json },
        { weight: 1, arbitrary: none },
      )
}

// ---------------------------------------------------------------------------------------------------
// Uploads

export interface HostileFile {
  bytes: Uint8Array
  name: string
  type: string
}

/** Files that pretend to be pictures: markup, a script, a picture's start with something else behind it. */
const DISGUISED_FILES = [
  '<!DOCTYPE html><html><script>alert(1)</script></html>',
  '<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"/>',
  '<?xml version="1.0"?><!DOCTYPE x [<!ENTITY a "aaaaaaaaaa">]><svg>&a;</svg>',
  'GIF89a/*\n*/=1;alert(1)//',
  '\u00ff\u00d8\u00ff\u00e0\u0000\u0010JFIF\u0000<script>alert(1)</script>',
  '\u0089PNG\r\n\u001a\n<html></html>',
  '%PDF-1.4\n<script>alert(1)</script>',
  'RIFF\u0000\u0000\u0000\u0000WEBPVP8 ',
  '#!/bin/sh\nrm -rf /\n',
  '',
].map((text) => Uint8Array.from(text, (c) => c.charCodeAt(0) & 0xff))

const FILE_NAMES = ['photo.jpg', 'a.png', '../../etc/passwd', 'x.svg', 'évidence.pdf', '', 'a\u0000b.png', '%00.png', 'CON', '.htaccess', 'x'.repeat(500), 'ph\u202Eoto.exe.jpg']
const FILE_TYPES = ['image/png', 'image/jpeg', 'image/svg+xml', 'text/html', 'application/pdf', '', 'application/octet-stream', 'image/png; charset=utf-8']

/**
 * Upload bodies for an endpoint that takes a file: mostly multipart with the form's fields mutated
 * (tests `formBody`) and a file that is the good one, part of it, random bytes or a disguised one, with
 * any name and claimed type, now and then in the wrong field or missing; sometimes not an upload at all.
 */
export function hostileUploadBody(valid: Record<string, JsonField>, goodFile: Uint8Array, fileField = 'file'): fc.Arbitrary<HostileBody> {
  const bytes = fc.oneof(
    { weight: 4, arbitrary: fc.constant(goodFile) },
    { weight: 2, arbitrary: fc.nat({ max: goodFile.length }).map((n) => goodFile.subarray(0, n)) },
    { weight: 2, arbitrary: fc.constantFrom(...DISGUISED_FILES) },
    { weight: 1, arbitrary: fc.uint8Array({ maxLength: 4000 }) },
  )
  const file = fc.record({
    bytes,
    name: fc.oneof({ weight: 3, arbitrary: fc.constantFrom(...FILE_NAMES) }, { weight: 1, arbitrary: strangeString }),
    type: fc.constantFrom(...FILE_TYPES),
  })
  const upload = fc.record({
    kind: fc.constant('upload' as const),
    entries: formBody(valid),
    file: fc.option(file, { nil: null, freq: 6 }),
    fileField: fc.oneof({ weight: 6, arbitrary: fc.constant(fileField) }, { weight: 1, arbitrary: fc.constantFrom('files', 'file[]', 'alt', '', 'FILE', `${fileField}[]`) }),
  })
  return fc.oneof({ weight: 8, arbitrary: upload }, { weight: 2, arbitrary: hostileBody('api', valid) })
}

/** The fetch options for a generated body. */
export function encodeBody(body: HostileBody): { body?: BodyInit; contentType: string | null } {
  switch (body.kind) {
    case 'json':
      return { body: entriesJson(body.entries), contentType: body.contentType }
    case 'json-value':
      return { body: JSON.stringify(body.value) ?? 'null', contentType: body.contentType }
    case 'form': {
      const params = new URLSearchParams()
      for (const [key, value] of body.entries) params.append(key, value)
      return { body: params.toString(), contentType: body.contentType }
    }
    case 'multipart': {
      const data = new FormData()
      for (const [key, value] of body.entries) data.append(key, value)
      // fetch writes the boundary into the content type itself.
      return { body: data, contentType: null }
    }
    case 'upload': {
      const data = new FormData()
      for (const [key, value] of body.entries) data.append(key, value)
      if (body.file) data.append(body.fileField, new Blob([new Uint8Array(body.file.bytes)], { type: body.file.type }), body.file.name)
      return { body: data, contentType: null }
    }
    case 'raw':
      return { body: Buffer.from(body.bytes), contentType: body.contentType }
    case 'none':
      return { contentType: body.contentType }
  }
}

/** A short description for a failure message (huge strings shortened). */
export function describeBody(body: HostileBody): string {
  const text = JSON.stringify(body, (_key, value: unknown) => {
    if (typeof value === 'string' && value.length > 120) return `${value.slice(0, 40)}… (${value.length} characters)`
    if (value instanceof Uint8Array) return `bytes ${Buffer.from(value.slice(0, 60)).toString('hex')}${value.length > 60 ? '…' : ''}`
    if (value instanceof RawJson) return `raw ${value.text.slice(0, 80)}`
    return value
  })
  return text.length > 2000 ? `${text.slice(0, 2000)}…` : text
}
